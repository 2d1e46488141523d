import ConvergenceViews
import Foundation

/// One preview as declared: where, its title and layout, and how to build it; it becomes one scenario.
struct PreviewDeclaration: Sendable {
    let source: ScenarioSourceLocation
    /// The preview's place among a provider's previews (0 for a `#Preview`).
    let position: Int
    let title: String?
    let traits: PreviewTraitSummary
    let make: @MainActor @Sendable () -> AnyView
    /// Builds the preview once more and makes its modifiers' shared contexts, throwing what that throws.
    let check: (@MainActor @Sendable (_ scenarioID: String, _ timeout: Duration) async throws -> Void)?

    /// The preview a `#Preview` expanded to.
    @MainActor
    static func registry(_ type: any PreviewRegistry.Type) -> PreviewDeclaration {
        let source = ScenarioSourceLocation(
            fileID: type.fileID, filePath: type.filePath, line: type.line, column: type.column)
        let preview = try? type.makePreview()
        let make: @MainActor @Sendable () -> AnyView = {
            // `check` has already run and thrown if building fails; a preview that fails later shows nothing.
            guard let preview = try? type.makePreview() else { return AnyView(EmptyView()) }
            return preview.makeView(sharedContext: PreviewSharedContexts.shared.context(for:))
        }
        return PreviewDeclaration(
            source: source, position: 0, title: preview?.name, traits: preview?.traitSummary ?? PreviewTraitSummary(),
            make: make,
            check: { scenarioID, timeout in
                let preview: Preview
                do {
                    preview = try type.makePreview()
                } catch {
                    throw ScenarioError.previewFailed(scenario: scenarioID, reason: "its body threw \(error)")
                }
                do {
                    try await PreviewSharedContexts.shared.prepare(preview.modifiers, timeout: timeout)
                } catch {
                    throw ScenarioError.previewFailed(
                        scenario: scenarioID, reason: "a preview modifier failed: \(error)")
                }
            })
    }

    /// The previews of a `PreviewProvider`: one per child of its top-level groups and `ForEach`es.
    @MainActor
    static func provider(_ type: any PreviewProvider.Type, module: String, place: PreviewSourceIndex.Place?)
        -> [PreviewDeclaration]
    {
        let typeName = String(describing: type)
        let source: ScenarioSourceLocation
        if let place {
            let file = (place.filePath as NSString).lastPathComponent
            source = ScenarioSourceLocation(
                fileID: "\(module)/\(file)", filePath: place.filePath, line: place.line, column: place.column)
        } else {
            // No source to read (a program run away from its package): the type's name stands for its file.
            let file = featureName(ofProvider: typeName) + ".swift"
            source = ScenarioSourceLocation(fileID: "\(module)/\(file)", filePath: file, line: 0, column: 0)
        }
        let provider = ProviderType(type: type)
        return parts(of: type).enumerated().map { position, part in
            PreviewDeclaration(
                source: source, position: position, title: part.traits.displayName, traits: part.traits.summary,
                make: {
                    let parts = parts(of: provider.type)
                    return position < parts.count ? parts[position].view : AnyView(EmptyView())
                },
                check: nil)
        }
    }

    /// The scenarios of declarations: ordered by file, line and position; untitled ones numbered per file.
    static func scenarios(from declarations: [PreviewDeclaration], defaultWidth: Int = 40) -> [Scenario] {
        let ordered = declarations.sorted { one, other in
            (one.source.filePath, one.source.line, one.source.column, one.position)
                < (other.source.filePath, other.source.line, other.source.column, other.position)
        }
        var untitledByFile: [String: Int] = [:]
        return ordered.map { declaration in
            let name: String
            if let title = declaration.title {
                name = title
            } else {
                let number = untitledByFile[declaration.source.filePath, default: 0] + 1
                untitledByFile[declaration.source.filePath] = number
                name = "Preview \(number)"
            }
            let fileName = (declaration.source.filePath as NSString).lastPathComponent
            let feature = fileName.hasSuffix(".swift") ? String(fileName.dropLast(6)) : fileName
            let make = declaration.make
            var scenario = Scenario(
                name, feature: feature, widths: [declaration.traits.width(defaultWidth: defaultWidth)],
                fileID: declaration.source.fileID, filePath: declaration.source.filePath,
                line: declaration.source.line, column: declaration.source.column
            ) { make() }
            if let check = declaration.check {
                let id = scenario.id
                let timeout = scenario.settleTimeout
                scenario.prepare = { try await check(id, timeout) }
            }
            return scenario
        }
    }

    /// A provider's feature when its file is unknown: its name without `_Previews` or `Previews`.
    static func featureName(ofProvider typeName: String) -> String {
        for suffix in ["_Previews", "Previews"] where typeName.hasSuffix(suffix) && typeName.count > suffix.count {
            return String(typeName.dropLast(suffix.count))
        }
        return typeName
    }

    @MainActor
    private static func parts(of type: any PreviewProvider.Type) -> [PreviewPart] {
        func open<Provider: PreviewProvider>(_ provider: Provider.Type) -> [PreviewPart] {
            previewParts(of: Provider.previews)
        }
        return open(type)
    }
}

/// A provider's type, carried into the scenario's constructor.
private struct ProviderType: @unchecked Sendable {
    let type: any PreviewProvider.Type
}

import ConvergenceRendering
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
    ///
    /// - Parameters:
    ///   - type: The type the macro made.
    ///   - stops: What stopped the program while reading or building it in a child process, if anything.
    @MainActor
    static func registry(_ type: any PreviewRegistry.Type, stops: PreviewStops.Found? = nil) -> PreviewDeclaration {
        let source = ScenarioSourceLocation(
            fileID: type.fileID, filePath: type.filePath, line: type.line, column: type.column)
        if let reason = stops?.reason(forPart: 0) {
            // Its name and traits can still be read when only building its view stops the program.
            let readable = stops?.whole == nil ? try? type.makePreview() : nil
            return stopping(
                source: source, position: 0, title: readable?.name,
                traits: readable?.traitSummary ?? PreviewTraitSummary(), reason: reason)
        }
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
    ///
    /// - Parameters:
    ///   - type: The provider.
    ///   - module: The module declaring it.
    ///   - place: Where its sources declare it, if found.
    ///   - stops: What stopped the program while building its previews in a child process, if anything.
    @MainActor
    static func provider(
        _ type: any PreviewProvider.Type, module: String, place: PreviewSourceIndex.Place?,
        stops: PreviewStops.Found? = nil
    ) -> [PreviewDeclaration] {
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
        if let whole = stops?.whole {
            return [stopping(source: source, position: 0, title: nil, traits: PreviewTraitSummary(), reason: whole)]
        }
        let provider = ProviderType(type: type)
        return parts(of: type).enumerated().map { position, part in
            if let reason = stops?.reason(forPart: position) {
                return stopping(
                    source: source, position: position, title: part.traits.displayName, traits: part.traits.summary,
                    reason: reason)
            }
            return PreviewDeclaration(
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
        // Files are ranked once, so that ordering thousands of previews compares numbers, not long paths.
        let files = Array(Set(declarations.map(\.source.filePath))).sorted()
        var facts: [String: (rank: Int, feature: String)] = [:]
        for (rank, path) in files.enumerated() {
            let fileName = (path as NSString).lastPathComponent
            facts[path] = (rank, fileName.hasSuffix(".swift") ? String(fileName.dropLast(6)) : fileName)
        }
        let ordered = declarations.map { (facts[$0.source.filePath]!.rank, $0) }.sorted { one, other in
            (one.0, one.1.source.line, one.1.source.column, one.1.position)
                < (other.0, other.1.source.line, other.1.source.column, other.1.position)
        }
        var untitledByFile: [Int: Int] = [:]
        return ordered.map { rank, declaration in
            let name: String
            if let title = declaration.title {
                name = title
            } else {
                let number = untitledByFile[rank, default: 0] + 1
                untitledByFile[rank] = number
                name = "Preview \(number)"
            }
            let feature = facts[declaration.source.filePath]!.feature
            let make = declaration.make
            let width = declaration.traits.width(defaultWidth: defaultWidth)
            var scenario = Scenario(
                name, feature: feature, widths: [width], layout: layout(of: declaration.traits, width: width),
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

    /// Where a preview's view is laid out: sized to fit, a fixed screen, a phone on its side, or a phone screen.
    static func layout(of traits: PreviewTraitSummary, width: Int) -> ScenarioLayout {
        if traits.sizeThatFits { return .sizeThatFits }
        if let rows = traits.fixedRows { return .screen(height: rows) }
        if traits.landscape { return .screen(height: ScenarioLayout.landscapePhoneRows(forWidth: width)) }
        return .screen
    }

    /// A provider's feature when its file is unknown: its name without `_Previews` or `Previews`.
    static func featureName(ofProvider typeName: String) -> String {
        for suffix in ["_Previews", "Previews"] where typeName.hasSuffix(suffix) && typeName.count > suffix.count {
            return String(typeName.dropLast(suffix.count))
        }
        return typeName
    }

    /// A preview that stops the program when built: its scenario fails saying so, and nothing of it is built here.
    private static func stopping(
        source: ScenarioSourceLocation, position: Int, title: String?, traits: PreviewTraitSummary, reason: String
    ) -> PreviewDeclaration {
        PreviewDeclaration(
            source: source, position: position, title: title, traits: traits,
            make: { AnyView(EmptyView()) },
            check: { scenarioID, _ in
                throw ScenarioError.previewFailed(
                    scenario: scenarioID,
                    reason: "building it stops the program (\(reason)); it is left out so that the other previews run")
            })
    }

    /// The parts of a provider's previews, built now.
    @MainActor
    static func parts(of type: any PreviewProvider.Type) -> [PreviewPart] {
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

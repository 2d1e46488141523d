import ConvergenceRuntime
import ConvergenceViews

/// Which previews stop the program when they are built or resolved (sample data that force-unwraps a file the app
/// ships, a `fatalError`), found once per type in a child process by ``StoppingWorkProbe``, so that each such
/// preview fails its own scenario and every other preview still runs.
@MainActor
enum PreviewStops {
    /// What stopped one preview type: its whole declaration (nothing of it could be read), or some of its parts.
    struct Found: Sendable {
        /// Why reading the type's name and traits, or a provider's `previews`, stops the program.
        var whole: String?
        /// Why building and resolving a part stops it, by the part's position (0 for a `#Preview`).
        var parts: [Int: String] = [:]

        func reason(forPart position: Int) -> String? { whole ?? parts[position] }
    }

    private static var known: [ObjectIdentifier: Found] = [:]

    /// The stops of these types, probing the ones not probed before in one child process run.
    static func find(
        registries: [any PreviewRegistry.Type], providers: [any PreviewProvider.Type]
    ) -> [ObjectIdentifier: Found] {
        let newRegistries = registries.filter { known[ObjectIdentifier($0)] == nil }
        let newProviders = providers.filter { known[ObjectIdentifier($0)] == nil }
        if !newRegistries.isEmpty || !newProviders.isEmpty {
            let stopped = StoppingWorkProbe.stoppingUnits { unit in
                for (index, type) in newRegistries.enumerated() {
                    unit("r\(index)") { _ = try? type.makePreview() }
                    unit("r\(index).0") {
                        guard let preview = try? type.makePreview() else { return }
                        _ = ViewResolver.resolve(preview.makeView(sharedContext: { _ in () }))
                    }
                }
                for (index, type) in newProviders.enumerated() {
                    var parts: [PreviewPart] = []
                    unit("p\(index)") { parts = PreviewDeclaration.parts(of: type) }
                    for (position, part) in parts.enumerated() {
                        unit("p\(index).\(position)") { _ = ViewResolver.resolve(part.view) }
                    }
                }
            }
            record(newRegistries.map { $0 as Any.Type }, prefix: "r", from: stopped)
            record(newProviders.map { $0 as Any.Type }, prefix: "p", from: stopped)
        }
        var found: [ObjectIdentifier: Found] = [:]
        for type in registries.map({ $0 as Any.Type }) + providers.map({ $0 as Any.Type }) {
            found[ObjectIdentifier(type)] = known[ObjectIdentifier(type)]
        }
        return found
    }

    private static func record(_ types: [Any.Type], prefix: String, from stopped: [String: String]) {
        for (index, type) in types.enumerated() {
            var found = Found(whole: stopped["\(prefix)\(index)"])
            for (unit, reason) in stopped where unit.hasPrefix("\(prefix)\(index).") {
                if let position = Int(unit.dropFirst("\(prefix)\(index).".count)) { found.parts[position] = reason }
            }
            known[ObjectIdentifier(type)] = found
        }
    }
}

import ConvergenceTestSupport
import Foundation
import Testing

/// The public surface of every module a user can import is what its committed list says: a declaration that appears
/// or disappears fails here until `Tests/ConvergenceToolTests/Repository/PublicSurface/<Module>.txt` is updated on purpose, so that a
/// change of the API is a line a reviewer sees in the pull request.
///
/// Update the lists with `CONVERGENCE_RECORD_PUBLIC_SURFACE=1 swift test --filter PublicSurfaceTests` (after
/// `swift build --build-tests`, since the lists are read from the built modules).
@Suite(.enabled(if: PublicSurface.isCommittedPlatform, "the committed lists are the surface of the Linux build"))
struct PublicSurfaceTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let lists = root.appendingPathComponent("Tests/ConvergenceToolTests/Repository/PublicSurface")
    static let recordVariable = "CONVERGENCE_RECORD_PUBLIC_SURFACE"
    static let updateCommand = "\(recordVariable)=1 swift test --skip-build --filter PublicSurfaceTests"

    /// The library modules behind the `Convergence`, `ConvergenceCLI` and `ConvergenceTesting` products (the umbrella,
    /// the modules it re-exports and the Swift modules they build on) and the stand-ins under Apple's names in
    /// `Sources/Frameworks`.
    static let modules: [String] = {
        let exports =
            (try? String(contentsOf: root.appendingPathComponent("Sources/Convergence/Exports.swift"), encoding: .utf8))
            ?? ""
        let reexported = exports.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("@_exported import Convergence") else { return nil }
            return String(line.dropFirst("@_exported import ".count))
        }
        let frameworks =
            (try? FileManager.default.contentsOfDirectory(
                atPath: root.appendingPathComponent("Sources/Frameworks").path))
            ?? []
        let all =
            ["Convergence", "ConvergenceCLI", "ConvergenceTesting", "ConvergenceSupport", "ConvergenceRuntime"]
            + reexported
            + frameworks.filter { !$0.hasPrefix(".") }
        return Array(Set(all)).sorted()
    }()

    static var isRecording: Bool {
        ProcessInfo.processInfo.environment[recordVariable].map { !["", "0", "false"].contains($0.lowercased()) }
            ?? false
    }

    static let toolchain = Result { try PublicSurface.Toolchain.current() }

    @Test func theModuleListFindsTheUmbrellaAndItsReExports() {
        // The list is read from the repository; an unreadable Exports.swift or Frameworks folder would shrink it.
        for module in [
            "Convergence", "ConvergenceCLI", "ConvergenceTesting", "ConvergenceViews", "ConvergenceSnapshots",
            "SwiftUI",
        ] {
            #expect(Self.modules.contains(module), "\(module) is missing from \(Self.modules)")
        }
    }

    @Test(arguments: modules)
    func publicSurfaceMatchesTheCommittedList(_ module: String) throws {
        let surface = try PublicSurface.extract(module, with: Self.toolchain.get())
        let file = Self.lists.appendingPathComponent("\(module).txt")
        let recorded = surface.lines.map { $0 + "\n" }.joined()
        if Self.isRecording {
            try FileManager.default.createDirectory(at: Self.lists, withIntermediateDirectories: true)
            try Data(recorded.utf8).write(to: file, options: .atomic)
            return
        }
        guard let committed = try? String(contentsOf: file, encoding: .utf8) else {
            Issue.record(
                """
                \(module) has no committed public surface (\(file.path)); after checking its \(surface.lines.count) \
                declarations, write it with: \(Self.updateCommand)
                """)
            return
        }
        let (added, removed) = surface.difference(from: committed.split(separator: "\n").map(String.init))
        guard !added.isEmpty || !removed.isEmpty else { return }
        let shown = added.map { "+ \($0)" } + removed.map { "- \($0)" }
        Issue.record(
            """
            The public surface of \(module) changed: \(added.count) declaration(s) added, \(removed.count) removed \
            (Tests/ConvergenceToolTests/Repository/PublicSurface/\(module).txt).
            \(shown.joined(separator: "\n"))
            If the change is meant (prefer `package` for what only this package's modules share), update the list \
            with: \(Self.updateCommand)
            """)
    }

    @Test func aLineNamesThePathTheKindAndTheDeclaration() throws {
        let graph = #"""
            {"symbols": [
              {"kind": {"identifier": "swift.method"}, "identifier": {"precise": "m"},
               "pathComponents": ["Array", "apply(to:)"],
               "declarationFragments": [{"spelling": "func"}, {"spelling": " apply(to text:\n  String)"}],
               "swiftExtension": {"constraints": [{"kind": "sameType", "lhs": "Element", "rhs": "Redaction"}]}},
              {"kind": {"identifier": "swift.struct"}, "identifier": {"precise": "s"}, "pathComponents": ["Item"],
               "declarationFragments": [{"spelling": "struct Item"}]}
            ],
            "relationships": [
              {"kind": "conformsTo", "source": "s", "target": "s:s8SendableP", "targetFallback": "Swift.Sendable"},
              {"kind": "conformsTo", "source": "s", "target": "s:s8CopyableP", "targetFallback": "Swift.Copyable"},
              {"kind": "memberOf", "source": "m", "target": "s"}
            ]}
            """#
        let decoded = try JSONDecoder().decode(SymbolGraph.self, from: Data(graph.utf8))
        #expect(
            decoded.lines(extendedModule: "Swift") == [
                "Swift.Array.apply(to:) (method): func apply(to text: String) (in extension where Element == Redaction)",
                "Swift.Item (struct): struct Item",
                "Swift.Item (conformance): Swift.Sendable",
            ])
    }

    @Test func theDifferenceListsAddedAndRemovedLinesSorted() {
        let surface = PublicSurface(
            module: "M", lines: ["a (func): func a()", "b (func): func b()", "b (func): func b()"])
        let (added, removed) = surface.difference(from: ["b (func): func b()", "c (func): func c()"])
        #expect(added == ["a (func): func a()", "b (func): func b()"])
        #expect(removed == ["c (func): func c()"])
    }

    @Test func everyCommittedListBelongsToACheckedModule() throws {
        // A missing folder fails every module's own test, which says how to write the lists.
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: Self.lists.path)) ?? [])
            .filter { $0.hasSuffix(".txt") }
        let orphans = files.filter { !Self.modules.contains(String($0.dropLast(".txt".count))) }.sorted()
        #expect(orphans.isEmpty, "lists of modules no longer checked; delete them: \(orphans)")
    }
}

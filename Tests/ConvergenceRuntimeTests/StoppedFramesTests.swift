import Foundation
import Testing

@testable import ConvergenceRuntime

@Suite struct StoppedFramesTests {
    @Test func theHandlersFieldIsRead() {
        #expect(
            StoppedFrames.parse("p1a r2b - r3c")
                == [.stoppedAt(0x1a), .returnsTo(0x2b), .elsewhere, .returnsTo(0x3c)])
        #expect(StoppedFrames.parse("") == [])
        for field in ["x12", "rzz", "p", "r1 q2"] {
            #expect(StoppedFrames.parse(field) == nil, "\(field)")
        }
    }

    @Test func aRecordWithoutFramesNamesNone() {
        #expect(StoppedFrames.firstInUserCode("") == nil)
        #expect(StoppedFrames.firstInUserCode("- - -") == nil)
        #expect(StoppedFrames.firstInUserCode("not frames") == nil)
    }

    @Test func theUsersCodeIsOutsideTheLibrarysSourcesAndOnThisMachine() {
        #expect(StoppedFrames.isUsers(#filePath))
        #expect(!StoppedFrames.isUsers(StoppedFrames.librarySources + "ConvergenceRuntime/RuntimeFallback.swift"))
        #expect(FileManager.default.fileExists(atPath: StoppedFrames.librarySources + "ConvergenceRuntime"))
        #expect(!StoppedFrames.isUsers("/home/build-user/swift/stdlib/public/core/Array.swift"))
        #expect(!StoppedFrames.isUsers("<compiler-generated>"))
    }

    /// Was: a view nested in itself forever was reported at "StringTables.current.getter
    /// (/tmp/swift-generated-sources/@__swiftmacro_16ConvergenceViews12StringTablesV7current9TaskLocalfMa_.swift:3)",
    /// a macro expanded in the library, as the first frame in the user's code.
    @Test func macroExpansionsOfTheLibrarysModulesAreNotTheUsers() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swift-generated-sources-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func expansion(_ name: String) throws -> String {
            let path = folder.appendingPathComponent(name).path
            try Data("// expansion\n".utf8).write(to: URL(fileURLWithPath: path))
            return path
        }
        let library = try expansion("@__swiftmacro_16ConvergenceViews12StringTablesV7current9TaskLocalfMa_.swift")
        #expect(StoppedFrames.isLibraryMacroExpansion(library))
        #expect(!StoppedFrames.isUsers(library))
        // The user's own macros (a #Preview, an @Observable model) are the user's code.
        let users = try expansion("@__swiftmacro_6MyApp9ItemStore10ObservablefMm_.swift")
        #expect(!StoppedFrames.isLibraryMacroExpansion(users))
        #expect(StoppedFrames.isUsers(users))
        // A user's module named like a folder beside the library's modules (`Examples`, `Tools`) is the user's.
        #expect(StoppedFrames.isUsers(try expansion("@__swiftmacro_5Tools4Item10ObservablefMm_.swift")))
        for odd in ["@__swiftmacro_.swift", "@__swiftmacro_99Convergence.swift", "@__swiftmacro_x.swift"] {
            #expect(StoppedFrames.isUsers(try expansion(odd)), "\(odd)")
        }
    }

    @Test func addressesOfThisRunAreFoundAgainAsFunctionFileAndLine() throws {
        let line = #line + 1
        let field = StoppedFrames.currentField()
        #if os(Linux) && canImport(Runtime)
            let named = try #require(StoppedFrames.firstInUserCode(field), "\(field)")
            #expect(named.contains("addressesOfThisRunAreFoundAgainAsFunctionFileAndLine()"), "\(named)")
            #expect(named.hasSuffix("Tests/ConvergenceRuntimeTests/StoppedFramesTests.swift:\(line))"), "\(named)")
        #else
            #expect(field.isEmpty)
        #endif
    }
}

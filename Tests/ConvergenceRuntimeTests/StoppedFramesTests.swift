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

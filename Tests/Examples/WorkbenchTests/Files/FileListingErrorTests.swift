import Convergence
import Foundation
import Testing

@testable import Workbench

@Suite struct FileListingErrorTests {
    @Test func permissionDeniedFromFileManagerMapsToUnauthorized() {
        // The shape swift-corelibs-foundation throws when opendir fails with EACCES.
        let error = NSError(
            domain: NSCocoaErrorDomain,
            code: CocoaError.Code.fileReadNoPermission.rawValue,
            userInfo: [NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(EACCES))]
        )
        #expect(FileListingError.mapping(error, path: "/root/private") == .unauthorized(path: "/root/private"))
    }

    @Test func errnoValuesMapToTheirStates() {
        #expect(FileListingError.mapping(posixCode: .EACCES, path: "/x") == .unauthorized(path: "/x"))
        #expect(FileListingError.mapping(posixCode: .EPERM, path: "/x") == .unauthorized(path: "/x"))
        #expect(FileListingError.mapping(posixCode: .ENOENT, path: "/x") == .missing(path: "/x"))
        #expect(FileListingError.mapping(posixCode: .ENOTDIR, path: "/x") == .notAFolder(path: "/x"))
        #expect(FileListingError.mapping(POSIXError(.EACCES), path: "/x") == .unauthorized(path: "/x"))
    }

    @Test func cocoaCodesWithoutAnUnderlyingErrorStillMap() {
        #expect(FileListingError.mapping(CocoaError(.fileReadNoPermission), path: "/x") == .unauthorized(path: "/x"))
        #expect(FileListingError.mapping(CocoaError(.fileReadNoSuchFile), path: "/x") == .missing(path: "/x"))
    }

    @Test func otherFailuresKeepTheSystemsReason() {
        guard case .unreadable(let path, let reason) = FileListingError.mapping(POSIXError(.EIO), path: "/x") else {
            Issue.record("expected unreadable")
            return
        }
        #expect(path == "/x")
        #expect(!reason.isEmpty)
    }

    @Test func messagesSayWhatHappenedAndWhere() {
        #expect(
            FileListingError.unauthorized(path: "/root/private").localizedDescription
                == "You don't have permission to read /root/private.")
        #expect(FileListingError.missing(path: "/gone").localizedDescription == "There is no folder at /gone.")
    }
}

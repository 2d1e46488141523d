#if canImport(Testing)
    import Convergence
    import ConvergenceRuntime
    import Testing

    /// Attaches a failed check's texts to the Swift Testing test that ran it: `swift test --attachments-path DIR`
    /// saves them in `DIR`. Convergence finds this type in the process's conformance records, so linking this module
    /// into a test target is all it takes.
    struct TestingAttachments: SnapshotAttachmentRecording {
        static func record(_ attachments: [SnapshotAttachment], at location: TestLibrary.Location) {
            guard Test.current != nil else { return }
            // Swift Testing wants a `Module/File.swift` identity.
            let fileID = location.fileID.contains("/") ? location.fileID : "Tests/\(location.fileID)"
            let sourceLocation = SourceLocation(
                fileID: fileID, filePath: location.filePath, line: max(location.line, 1),
                column: max(location.column, 1))
            for attachment in attachments {
                Attachment.record(attachment.text, named: attachment.name, sourceLocation: sourceLocation)
            }
        }
    }
#endif

import ConvergenceRuntime
import ConvergenceSnapshots
import Foundation

/// One text a failed assertion attaches to its test: the new render, the recorded one, or the diff between them.
package struct SnapshotAttachment: Sendable, Equatable {
    /// The attachment's file name, made from the snapshot file's (`Items-loaded.new.txt`, `Items-loaded.txt.diff`).
    package var name: String
    /// Its contents, saved as UTF-8.
    package var text: String
}

/// What records attachments in the test library that is running: `ConvergenceTesting` declares the one conformer,
/// through Swift Testing's `Attachment.record(_:named:sourceLocation:)`. Convergence links no test library, so it finds
/// that conformer in the process's conformance records (the way previews are found) the first time a check fails.
package protocol SnapshotAttachmentRecording: Sendable {
    /// Attaches `attachments` to the running Swift Testing test, pointing at `location`.
    static func record(_ attachments: [SnapshotAttachment], at location: TestLibrary.Location)
}

/// The attachments of failed snapshot checks, and where they go.
package enum SnapshotAttachments {
    /// The recorder linked into this process, when a test target depends on `ConvergenceTesting`; looked up once.
    package static let recorder: (any SnapshotAttachmentRecording.Type)? = ConformanceRecords.conformers(
        to: "SnapshotAttachmentRecording", declaredIn: "Convergence"
    ).lazy.compactMap { $0.type as? any SnapshotAttachmentRecording.Type }.first

    /// For each file of `result` that failed: the new render, the recorded one (when there is one) and the diff, named
    /// after the snapshot file. Texts that cannot be read any more (a pending file removed meanwhile) are left out.
    package static func attachments(for result: ScenarioResult, in store: SnapshotStore) -> [SnapshotAttachment] {
        result.files.flatMap { file -> [SnapshotAttachment] in
            let (stem, fileExtension) = names(of: file.file.path)
            func read(_ relativePath: String) -> String? {
                try? String(contentsOf: store.root.appendingPathComponent(relativePath), encoding: .utf8)
            }
            switch file.outcome {
            case .changed(let old, let pending):
                return [
                    read(pending).map { SnapshotAttachment(name: "\(stem).new.\(fileExtension)", text: $0) },
                    SnapshotAttachment(name: "\(stem).recorded.\(fileExtension)", text: old),
                    file.diff.map { SnapshotAttachment(name: "\(stem).\(fileExtension).diff", text: $0) },
                ].compactMap { $0 }
            case .missing(let pending):
                return [read(pending).map { SnapshotAttachment(name: "\(stem).new.\(fileExtension)", text: $0) }]
                    .compactMap { $0 }
            case .passed, .recorded, .updated:
                return []
            }
        }
    }

    /// `Items/loaded.w80.txt` → (`Items-loaded.w80`, `txt`): one file name per snapshot file, since an attachment's
    /// name is a file name in the attachments folder.
    static func names(of path: SnapshotPath) -> (stem: String, fileExtension: String) {
        let relative = path.relativePath
        let withoutExtension =
            relative.hasSuffix("." + path.fileExtension)
            ? String(relative.dropLast(path.fileExtension.count + 1)) : relative
        return (withoutExtension.replacingOccurrences(of: "/", with: "-"), path.fileExtension)
    }

    /// Attaches what `result`'s failed files hold to the running Swift Testing test, when `ConvergenceTesting` is
    /// linked; does nothing otherwise.
    static func record(_ result: ScenarioResult, in store: SnapshotStore, at location: TestLibrary.Location) {
        guard recorder != nil else { return }
        record(attachments(for: result, in: store), at: location)
    }

    /// Attaches `attachments` to the running Swift Testing test, when `ConvergenceTesting` is linked.
    static func record(_ attachments: [SnapshotAttachment], at location: TestLibrary.Location) {
        guard let recorder, !attachments.isEmpty else { return }
        recorder.record(attachments, at: location)
    }
}

import Foundation

/// Why the snapshot store could not do what was asked; each description says what happened, where, and what to do.
///
/// Paths in the cases are absolute file paths unless named `relativePath`-like (`firstPath`, `secondPath`,
/// `path` of ``pathOutsideRoot(path:root:)``), which are as given.
///
/// ```swift
/// do { _ = try store.read("Items/loaded.txt") } catch let error as SnapshotStoreError { print(error) }
/// // /pkg/__Snapshots__/Items/loaded.txt starts with a UTF-8 byte order mark, which renders never contain. …
/// ```
public enum SnapshotStoreError: Error, CustomStringConvertible, Equatable, Sendable {
    /// `SNAPSHOTS_RECORD` holds something other than a record mode.
    case unknownRecordMode(value: String)
    /// A feature or scenario name is empty.
    case emptyName(role: SnapshotName.Role)
    /// A feature or scenario name encodes to more than ``SnapshotName/maximumEncodedBytes`` bytes.
    case nameTooLong(name: String, role: SnapshotName.Role, encodedBytes: Int)
    /// An interaction step below 1 (the initial frame has no step).
    case invalidStep(Int)
    /// An ASCII width below 1.
    case invalidWidth(Int)
    /// A file extension that is not lower-case letters and digits.
    case invalidFileExtension(String)
    /// Two scenarios map to one file, or to paths that differ only in letter case.
    case pathCollision(firstScenario: String, firstPath: String, secondScenario: String, secondPath: String)
    /// No folder above the source file holds `Package.swift`.
    case packageRootNotFound(filePath: String)
    /// A recorded snapshot has CRLF (or CR) line endings.
    case carriageReturns(file: String, line: Int)
    /// A recorded snapshot starts with a UTF-8 byte order mark.
    case byteOrderMark(file: String)
    /// A recorded snapshot holds bytes that are not UTF-8.
    case invalidUTF8(file: String, byteOffset: Int)
    /// A folder sits where a snapshot file should be.
    case directoryInPlaceOfFile(file: String)
    /// The file system refused to read a snapshot.
    case unreadable(file: String, reason: String)
    /// The file system refused to write a snapshot.
    case writeFailed(file: String, reason: String)
    /// A path given to the store leaves its root (absolute, `..`, or through a link).
    case pathOutsideRoot(path: String, root: String)
    /// The snapshot folder could not be listed or changed.
    case folderFailed(folder: String, reason: String)

    static let rerecordCommand = "SNAPSHOTS_RECORD=all swift test"

    /// Whether the error is about the names a scenario's files would get, rather than about the file system.
    package var concernsNames: Bool {
        switch self {
        case .emptyName, .nameTooLong, .invalidStep, .invalidWidth, .invalidFileExtension, .pathCollision: true
        default: false
        }
    }

    public var description: String {
        switch self {
        case .unknownRecordMode(let value):
            let modes = RecordMode.allCases.map(\.rawValue).joined(separator: ", ")
            return """
                SNAPSHOTS_RECORD="\(value)" is not a record mode. Use one of: \(modes) \
                (for example `SNAPSHOTS_RECORD=missing swift test`), or unset it for the default.
                """
        case .emptyName(let role):
            return "A \(role.rawValue) name is empty; give it a name, which becomes its snapshot's file name."
        case .nameTooLong(let name, let role, let bytes):
            return """
                The \(role.rawValue) name "\(Self.abbreviated(name))" is \(bytes) bytes as a file name (at most \
                \(SnapshotName.maximumEncodedBytes), counting percent-encoded characters as 3 each); shorten it.
                """
        case .invalidStep(let step):
            return "Interaction step \(step) has no frame: steps count from 1 (the initial frame has no step)."
        case .invalidWidth(let width):
            return "An ASCII width of \(width) columns cannot be rendered; widths start at 1."
        case .invalidFileExtension(let fileExtension):
            return
                "\"\(fileExtension)\" is not a snapshot file extension; use lower-case letters and digits (txt, html)."
        case .pathCollision(let first, let firstPath, let second, let secondPath):
            let clash: String
            if firstPath == secondPath {
                clash = "both map to the snapshot file \(firstPath)"
            } else if let (one, other) = Self.firstDifferentPart(firstPath, secondPath) {
                clash = """
                    map to \(firstPath) and \(secondPath), where "\(one)" and "\(other)" differ only in letter case \
                    (or Unicode normalisation): one name on a case-insensitive file system (the macOS and Windows default)
                    """
            } else {
                clash = "map to \(firstPath) and \(secondPath), which cannot both exist (one would be inside the other)"
            }
            let duplicate = first == second ? " (two declarations share this id)" : ""
            return """
                Scenarios "\(first)" and "\(second)" \(clash)\(duplicate). Rename one of them so that every scenario \
                has its own file.
                """
        case .packageRootNotFound(let filePath):
            return """
                No Package.swift in any folder above \(filePath), so there is no package root for __Snapshots__. \
                Run the tests from a Swift package, or create the store with SnapshotStore(root:).
                """
        case .carriageReturns(let file, let line):
            return """
                \(file) has Windows (CRLF) line endings, first at line \(line); snapshots are compared byte for byte \
                with LF renders. A git setting usually converts them (core.autocrlf): add `__Snapshots__/** -text` to \
                .gitattributes, then re-record with `\(Self.rerecordCommand)`.
                """
        case .byteOrderMark(let file):
            return """
                \(file) starts with a UTF-8 byte order mark, which renders never contain (an editor probably added it). \
                Re-record it with `\(Self.rerecordCommand)`.
                """
        case .invalidUTF8(let file, let offset):
            return """
                \(file) is not UTF-8 text (the first bad byte is at offset \(offset)); it was not written by a render. \
                Re-record it with `\(Self.rerecordCommand)`.
                """
        case .directoryInPlaceOfFile(let file):
            return """
                \(file) is a folder, but a snapshot file belongs there. Move or delete the folder, then record with \
                `\(Self.rerecordCommand)`.
                """
        case .unreadable(let file, let reason):
            return """
                Cannot read the snapshot \(file): \(Self.sentence(reason)) Check its permissions, or re-record it with \
                `\(Self.rerecordCommand)`.
                """
        case .writeFailed(let file, let reason):
            return """
                Cannot write the snapshot \(file): \(Self.sentence(reason)) Check that its folder is writable and that \
                no file or folder is in the way.
                """
        case .pathOutsideRoot(let path, let root):
            return """
                "\(path)" is not a snapshot path inside \(root): the store only touches relative paths below its root \
                (no absolute paths, no `.` or `..`, no empty parts, no links out).
                """
        case .folderFailed(let folder, let reason):
            return "Cannot list or change the snapshot folder \(folder): \(Self.sentence(reason))"
        }
    }

    /// A long name cut to its first 40 characters: messages name the scenario already, so once in full is enough.
    private static func abbreviated(_ name: String) -> String {
        name.count <= 40 ? name : name.prefix(40) + "…"
    }

    /// A system message as one sentence: "Is a directory" and "… already exists." both end in exactly one period.
    private static func sentence(_ reason: String) -> String {
        var text = reason.trimmingCharacters(in: .whitespacesAndNewlines)
        while text.hasSuffix(".") { text.removeLast() }
        return text + "."
    }

    /// The first folder or file name where two paths differ.
    private static func firstDifferentPart(_ first: String, _ second: String) -> (String, String)? {
        let pairs = zip(first.split(separator: "/"), second.split(separator: "/"))
        return pairs.first { !$0.utf8.elementsEqual($1.utf8) }.map { (String($0), String($1)) }
    }
}

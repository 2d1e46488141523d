import Foundation

/// Why the snapshot store could not do what was asked; each description says what happened, where, and what to do.
///
/// Match on ``code``, a stable name per kind of error (``Code-swift.struct/packageRootNotFound``,
/// ``Code-swift.struct/pathCollision``…): kinds can be added without breaking a `switch` in your code, as they would
/// in a public enum. Paths in descriptions are absolute unless they are a snapshot's path inside `__Snapshots__`.
///
/// ```swift
/// do { _ = try store.read("Items/loaded.txt") } catch let error as SnapshotStoreError { print(error) }
/// // /pkg/__Snapshots__/Items/loaded.txt starts with a UTF-8 byte order mark, which renders never contain. …
/// ```
public struct SnapshotStoreError: Error, CustomStringConvertible, Equatable, Sendable {
    /// What went wrong, with its details: the package matches on it; users match on ``code``.
    package let reason: Reason

    package init(_ reason: Reason) { self.reason = reason }

    /// A stable name for the kind of error, to compare with: new kinds can be added without breaking a user's code.
    ///
    /// ```swift
    /// catch let error as SnapshotStoreError where error.code == .packageRootNotFound { … }
    /// ```
    public var code: Code { reason.code }

    public var description: String { reason.description }

    /// Whether the error is about the names a scenario's files would get, rather than about the file system.
    package var concernsNames: Bool { reason.concernsNames }

    static let rerecordCommand = "SNAPSHOTS_RECORD=all swift test"
}

extension SnapshotStoreError {
    /// The kinds of snapshot store error, as the package tells them apart.
    package enum Reason: CustomStringConvertible, Equatable, Sendable {
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
        /// A render that differs from its snapshot (or has none) could not be left beside it as `<file>.new`: the
        /// check failed anyway, and says why, with the diff the `.new` file would have held (nil for a missing one).
        case pendingNotWritten(snapshot: String, pendingFile: String, reason: String, diff: String?)
        /// A path given to the store leaves its root (absolute, `..`, or through a link).
        case pathOutsideRoot(path: String, root: String)
        /// The snapshot folder could not be listed or changed.
        case folderFailed(folder: String, reason: String)

        var concernsNames: Bool {
            switch self {
            case .emptyName, .nameTooLong, .invalidStep, .invalidWidth, .invalidFileExtension, .pathCollision: true
            default: false
            }
        }

        package var description: String {
            switch self {
            case .unknownRecordMode(let value):
                let modes = RecordMode.allCases.map(\.rawValue).joined(separator: ", ")
                return """
                    SNAPSHOTS_RECORD="\(value)" is not a record mode. Use one of: \(modes) \
                    (for example `SNAPSHOTS_RECORD=missing swift test`), or unset it for the default.
                    """
            case .emptyName(let role):
                return
                    "A \(role.rawValue) name is empty (or only spaces); give it a name, which becomes its snapshot's file name."
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
                    "\"\(fileExtension)\" is not a snapshot file extension; use lower-case letters and digits (txt, html), "
                    + "other than new and tmp (pending renders and temporary files, which git ignores)."
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
                    clash =
                        "map to \(firstPath) and \(secondPath), which cannot both exist (one would be inside the other)"
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
                    .gitattributes, then re-record with `\(SnapshotStoreError.rerecordCommand)`.
                    """
            case .byteOrderMark(let file):
                return """
                    \(file) starts with a UTF-8 byte order mark, which renders never contain (an editor probably added it). \
                    Re-record it with `\(SnapshotStoreError.rerecordCommand)`.
                    """
            case .invalidUTF8(let file, let offset):
                return """
                    \(file) is not UTF-8 text (the first bad byte is at offset \(offset)); it was not written by a render. \
                    Re-record it with `\(SnapshotStoreError.rerecordCommand)`.
                    """
            case .directoryInPlaceOfFile(let file):
                return """
                    \(file) is a folder, but a snapshot file belongs there. Move or delete the folder, then record with \
                    `\(SnapshotStoreError.rerecordCommand)`.
                    """
            case .unreadable(let file, let reason):
                return """
                    Cannot read the snapshot \(file): \(Self.sentence(reason)) Check its permissions, or re-record it with \
                    `\(SnapshotStoreError.rerecordCommand)`.
                    """
            case .writeFailed(let file, let reason):
                return """
                    Cannot write the snapshot \(file): \(Self.sentence(reason)) Check that its folder is writable and that \
                    no file or folder is in the way.
                    """
            case .pendingNotWritten(let snapshot, let pendingFile, let reason, let diff):
                let what =
                    diff == nil
                    ? "There is no snapshot at \(snapshot), and this run may not record one"
                    : "\(snapshot) no longer matches the render"
                return """
                    \(what); the render could not be left in \(pendingFile) either: \(Self.sentence(reason)) Check that the \
                    folder is writable and the disk has room.
                    """ + (diff.map { "\n" + $0 } ?? "")
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
}

extension SnapshotStoreError {
    /// The stable name of a kind of snapshot store error.
    public struct Code: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        public let rawValue: String

        public init(rawValue: String) { self.rawValue = rawValue }

        public var description: String { rawValue }

        public static let unknownRecordMode = Code(rawValue: "unknownRecordMode")
        public static let emptyName = Code(rawValue: "emptyName")
        public static let nameTooLong = Code(rawValue: "nameTooLong")
        public static let invalidStep = Code(rawValue: "invalidStep")
        public static let invalidWidth = Code(rawValue: "invalidWidth")
        public static let invalidFileExtension = Code(rawValue: "invalidFileExtension")
        public static let pathCollision = Code(rawValue: "pathCollision")
        public static let packageRootNotFound = Code(rawValue: "packageRootNotFound")
        public static let carriageReturns = Code(rawValue: "carriageReturns")
        public static let byteOrderMark = Code(rawValue: "byteOrderMark")
        public static let invalidUTF8 = Code(rawValue: "invalidUTF8")
        public static let directoryInPlaceOfFile = Code(rawValue: "directoryInPlaceOfFile")
        public static let unreadable = Code(rawValue: "unreadable")
        public static let writeFailed = Code(rawValue: "writeFailed")
        public static let pathOutsideRoot = Code(rawValue: "pathOutsideRoot")
        public static let folderFailed = Code(rawValue: "folderFailed")
    }
}

extension SnapshotStoreError.Reason {
    /// The reason's stable name.
    var code: SnapshotStoreError.Code {
        switch self {
        case .unknownRecordMode: .unknownRecordMode
        case .emptyName: .emptyName
        case .nameTooLong: .nameTooLong
        case .invalidStep: .invalidStep
        case .invalidWidth: .invalidWidth
        case .invalidFileExtension: .invalidFileExtension
        case .pathCollision: .pathCollision
        case .packageRootNotFound: .packageRootNotFound
        case .carriageReturns: .carriageReturns
        case .byteOrderMark: .byteOrderMark
        case .invalidUTF8: .invalidUTF8
        case .directoryInPlaceOfFile: .directoryInPlaceOfFile
        case .unreadable: .unreadable
        case .writeFailed, .pendingNotWritten: .writeFailed
        case .pathOutsideRoot: .pathOutsideRoot
        case .folderFailed: .folderFailed
        }
    }
}

/// The errors the package throws, made as the cases of the enum they were.
extension SnapshotStoreError {
    package static func unknownRecordMode(value: String) -> SnapshotStoreError {
        SnapshotStoreError(.unknownRecordMode(value: value))
    }

    package static func emptyName(role: SnapshotName.Role) -> SnapshotStoreError {
        SnapshotStoreError(.emptyName(role: role))
    }

    package static func nameTooLong(name: String, role: SnapshotName.Role, encodedBytes: Int) -> SnapshotStoreError {
        SnapshotStoreError(.nameTooLong(name: name, role: role, encodedBytes: encodedBytes))
    }

    package static func invalidStep(_ value0: Int) -> SnapshotStoreError {
        SnapshotStoreError(.invalidStep(value0))
    }

    package static func invalidWidth(_ value0: Int) -> SnapshotStoreError {
        SnapshotStoreError(.invalidWidth(value0))
    }

    package static func invalidFileExtension(_ value0: String) -> SnapshotStoreError {
        SnapshotStoreError(.invalidFileExtension(value0))
    }

    package static func pathCollision(
        firstScenario: String, firstPath: String, secondScenario: String, secondPath: String
    ) -> SnapshotStoreError {
        SnapshotStoreError(
            .pathCollision(
                firstScenario: firstScenario, firstPath: firstPath, secondScenario: secondScenario,
                secondPath: secondPath))
    }

    package static func packageRootNotFound(filePath: String) -> SnapshotStoreError {
        SnapshotStoreError(.packageRootNotFound(filePath: filePath))
    }

    package static func carriageReturns(file: String, line: Int) -> SnapshotStoreError {
        SnapshotStoreError(.carriageReturns(file: file, line: line))
    }

    package static func byteOrderMark(file: String) -> SnapshotStoreError {
        SnapshotStoreError(.byteOrderMark(file: file))
    }

    package static func invalidUTF8(file: String, byteOffset: Int) -> SnapshotStoreError {
        SnapshotStoreError(.invalidUTF8(file: file, byteOffset: byteOffset))
    }

    package static func directoryInPlaceOfFile(file: String) -> SnapshotStoreError {
        SnapshotStoreError(.directoryInPlaceOfFile(file: file))
    }

    package static func unreadable(file: String, reason: String) -> SnapshotStoreError {
        SnapshotStoreError(.unreadable(file: file, reason: reason))
    }

    package static func writeFailed(file: String, reason: String) -> SnapshotStoreError {
        SnapshotStoreError(.writeFailed(file: file, reason: reason))
    }

    package static func pendingNotWritten(
        snapshot: String, pendingFile: String, reason: String, diff: String?
    ) -> SnapshotStoreError {
        SnapshotStoreError(.pendingNotWritten(snapshot: snapshot, pendingFile: pendingFile, reason: reason, diff: diff))
    }

    package static func pathOutsideRoot(path: String, root: String) -> SnapshotStoreError {
        SnapshotStoreError(.pathOutsideRoot(path: path, root: root))
    }

    package static func folderFailed(folder: String, reason: String) -> SnapshotStoreError {
        SnapshotStoreError(.folderFailed(folder: folder, reason: reason))
    }
}

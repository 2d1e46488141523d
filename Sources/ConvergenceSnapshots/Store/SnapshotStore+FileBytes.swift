import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Plain system calls for the two things every run does to every file — read it whole and compare it with a render,
/// write a new one — without Foundation's `Data` and `URL` machinery on the hot path.
enum FileBytes {
    /// Whether the regular file at `path` holds exactly `text`'s UTF-8 bytes; false when it differs, is missing, is
    /// not a regular file or cannot be read (the full check then says why).
    static func contentEquals(_ text: String, atPath path: String) -> Bool {
        #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
            let descriptor = open(path, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { return false }
            defer { close(descriptor) }
            var status = stat()
            guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return false }
            var text = text
            return text.withUTF8 { expected -> Bool in
                guard Int(status.st_size) == expected.count else { return false }
                // One byte more than expected, so a file that grew since `fstat` is not taken as equal.
                let capacity = expected.count + 1
                let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: capacity, alignment: 16)
                defer { buffer.deallocate() }
                var filled = 0
                while filled < capacity {
                    let wanted = capacity - filled
                    let count = read(descriptor, buffer.baseAddress! + filled, wanted)
                    if count < 0 {
                        if errno == EINTR { continue }
                        return false
                    }
                    filled += count
                    // A regular file reads short only at its end: no second call to learn that. (Were it cut short
                    // otherwise, the sizes differ and the full check, which reads the file again, decides.)
                    if count < wanted { break }
                }
                guard filled == expected.count else { return false }
                return filled == 0 || memcmp(buffer.baseAddress!, expected.baseAddress!, filled) == 0
            }
        #else
            guard let data = FileManager.default.contents(atPath: path) else { return false }
            return data.elementsEqual(text.utf8)
        #endif
    }

    /// Creates the file at `path`, which must not exist, holding `data`; throws a description of what failed.
    ///
    /// Raises `NoSuchFolder` when the folder is missing, so a caller creates folders only when it has to.
    static func writeNewFile(_ data: Data, atPath path: String) throws {
        #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
            let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else {
                if errno == ENOENT { throw NoSuchFolder() }
                if errno == EEXIST { throw AlreadyExists() }
                throw Failure(reason: String(cString: strerror(errno)))
            }
            var closed = false
            defer { if !closed { close(descriptor) } }
            try data.withUnsafeBytes { bytes in
                var written = 0
                while written < bytes.count {
                    let count = write(descriptor, bytes.baseAddress! + written, bytes.count - written)
                    if count < 0 {
                        if errno == EINTR { continue }
                        throw Failure(reason: String(cString: strerror(errno)))
                    }
                    written += count
                }
            }
            closed = true
            if close(descriptor) != 0 { throw Failure(reason: String(cString: strerror(errno))) }
        #else
            let url = URL(fileURLWithPath: path)
            guard FileManager.default.fileExists(atPath: url.deletingLastPathComponent().path) else {
                throw NoSuchFolder()
            }
            do {
                try data.write(to: url, options: .withoutOverwriting)
            } catch {
                throw Failure(reason: error.localizedDescription)
            }
        #endif
    }

    /// The folder holding the file at `path` and the file's name: `"a/b/c.txt"` gives `("a/b", "c.txt")`, a bare name
    /// is in `"."`.
    static func folderAndName(of path: String) -> (folder: String, name: String) {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return (".", path) }
        return (String(path[..<slash]), String(path[path.index(after: slash)...]))
    }

    /// Removes the file at `path` if there is one; a folder there, or nothing, is left alone.
    static func removeIfPresent(atPath path: String) throws {
        #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
            guard unlink(path) != 0 else { return }
            let code = errno
            switch code {
            case ENOENT, ENOTDIR: return
            case EISDIR, EPERM:
                // Linux says EISDIR for a folder, Darwin EPERM; only a real file that stays is a failure.
                var status = stat()
                if lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR { return }
            default: break
            }
            throw SnapshotStoreError.writeFailed(file: path, reason: String(cString: strerror(code)))
        #else
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue
            else { return }
            do {
                try FileManager.default.removeItem(atPath: path)
            } catch CocoaError.fileNoSuchFile {
                return
            } catch {
                throw SnapshotStoreError.writeFailed(file: path, reason: error.localizedDescription)
            }
        #endif
    }

    enum Kind {
        case file, folder, other
    }

    /// What is at `path` itself (a symbolic link is `other`, not what it points to); `other` when nothing is.
    static func kind(atPath path: String) -> Kind {
        #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
            var status = stat()
            guard lstat(path, &status) == 0 else { return .other }
            switch status.st_mode & S_IFMT {
            case S_IFREG: return .file
            case S_IFDIR: return .folder
            default: return .other
            }
        #else
            let type = (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
            switch type {
            case .typeRegular?: return .file
            case .typeDirectory?: return .folder
            default: return .other
            }
        #endif
    }

    /// The entries of the folder at `path` but `.` and `..`, each with what it is (a symbolic link is `other`); nil
    /// when the folder cannot be listed.
    ///
    /// A folder's listing says what each entry is, so a folder of snapshots is listed without a `stat` of every file;
    /// only an entry whose kind the file system does not say is looked at on its own.
    static func entries(ofFolder path: String) -> [(name: String, kind: Kind)]? {
        #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
            guard let folder = opendir(path) else { return nil }
            defer { closedir(folder) }
            var entries: [(name: String, kind: Kind)] = []
            while let entry = readdir(folder) {
                let name = withUnsafeBytes(of: &entry.pointee.d_name) { bytes in
                    String(cString: bytes.baseAddress!.assumingMemoryBound(to: CChar.self))
                }
                if name == "." || name == ".." { continue }
                let kind: Kind
                switch Int32(entry.pointee.d_type) {
                case Int32(DT_REG): kind = .file
                case Int32(DT_DIR): kind = .folder
                case Int32(DT_UNKNOWN): kind = self.kind(atPath: path + "/" + name)
                default: kind = .other
                }
                entries.append((name, kind))
            }
            return entries
        #else
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return nil }
            return names.map { ($0, kind(atPath: path + "/" + $0)) }
        #endif
    }

    struct NoSuchFolder: Error {}

    struct AlreadyExists: Error {}

    struct Failure: Error {
        let reason: String
    }
}

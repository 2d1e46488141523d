import CrashIsolation
import Foundation

#if os(Linux) && canImport(Runtime)
    import Runtime
#endif

/// The frames of the thread that stopped an earlier run, as the crash handler wrote them into its record, and the
/// first of them in the user's own code.
///
/// The handler cannot name functions (nothing that allocates is allowed in it), so it writes addresses: `p<hex>` for
/// the instruction that stopped the thread, `r<hex>` for each return address above it, `-` for a frame outside the
/// program's executable, all as offsets from where the executable was loaded. The restarted run is the same
/// executable loaded elsewhere: adding its own load address gives the addresses back, and the Swift runtime's
/// `Backtrace` symbolicates them from the executable's debug information (file and line).
///
/// Fallback (`CONVERGENCE_FORCE_FALLBACK=stopped-frames`, and off Linux): no frame is named; the report keeps the
/// scenario's id, declaration and the runtime's message.
package enum StoppedFrames {
    /// One frame of a record.
    package enum Frame: Equatable, Sendable {
        /// The instruction that stopped the thread, as an offset into the executable.
        case stoppedAt(UInt64)
        /// A return address, as an offset into the executable.
        case returnsTo(UInt64)
        /// A frame in a shared library (the standard library, a test library) or nowhere the handler could place.
        case elsewhere
    }

    /// The frames of a record's last field; `nil` when the field is not one the handler writes.
    package static func parse(_ field: String) -> [Frame]? {
        var frames: [Frame] = []
        for token in field.split(separator: " ") {
            if token == "-" {
                frames.append(.elsewhere)
                continue
            }
            guard let form = token.first, let offset = UInt64(token.dropFirst(), radix: 16) else { return nil }
            switch form {
            case "p": frames.append(.stoppedAt(offset))
            case "r": frames.append(.returnsTo(offset))
            default: return nil
            }
        }
        return frames
    }

    /// Where Convergence's own sources were compiled from: frames there are the library's, not the user's.
    package static let librarySources: String = {
        let path = #filePath
        guard let range = path.range(of: "/Sources/", options: .backwards) else { return path }
        return String(path[..<range.upperBound])
    }()

    /// The first frame in the user's code among a record's frames, as `name (path:line)`, with the path relative to
    /// the current folder when it lies inside it; `nil` when no frame is there (a crash inside the standard library
    /// called from Convergence, an executable without debug information) or symbolication is unavailable.
    ///
    /// A user's frame has a source file that exists on this machine (the standard library's were compiled elsewhere)
    /// and lies outside Convergence's own sources.
    package static func firstInUserCode(_ field: String) -> String? {
        guard !RuntimeFallback.stoppedFrames.isForced, let frames = parse(field), !frames.isEmpty else { return nil }
        for frame in symbolicate(frames) where isUsers(frame.path) {
            return "\(frame.name) (\(display(frame.path)):\(frame.line))"
        }
        return nil
    }

    /// A symbolicated frame: its function and source line.
    package struct Located: Equatable, Sendable {
        package var name: String
        package var path: String
        package var line: Int
    }

    /// The frames' functions and source lines, top first; frames without a source line are left out.
    package static func symbolicate(_ frames: [Frame]) -> [Located] {
        #if os(Linux) && canImport(Runtime)
            let bias = UInt64(cvg_executable_bias())
            guard bias != 0 else { return [] }
            var bytes: [UInt8] = [0x02]  // Compact Backtrace Format, version 0, 64-bit addresses.
            func append(_ instruction: UInt8, _ address: UInt64) {
                bytes.append(instruction | 0x0F)  // absolute, eight bytes follow (most significant first)
                for shift in stride(from: 56, through: 0, by: -8) {
                    bytes.append(UInt8(truncatingIfNeeded: address >> UInt64(shift)))
                }
            }
            for frame in frames {
                switch frame {
                case .stoppedAt(let offset): append(0x10, bias &+ offset)
                case .returnsTo(let offset): append(0x20, bias &+ offset)
                case .elsewhere: bytes.append(0x40)  // one frame omitted
                }
            }
            bytes.append(0x00)
            // `Backtrace` has no initializer from addresses; its coding takes them in this format, beside the images
            // of this process, which a fresh capture supplies.
            guard let template = try? Backtrace.capture(limit: 1, top: 0),
                let encoded = try? JSONEncoder().encode(template),
                var fields = (try? JSONSerialization.jsonObject(with: encoded)) as? [String: Any],
                fields["backtrace"] != nil
            else { return [] }
            fields["backtrace"] = Data(bytes).base64EncodedString()
            guard let data = try? JSONSerialization.data(withJSONObject: fields),
                let backtrace = try? JSONDecoder().decode(Backtrace.self, from: data),
                let symbolicated = backtrace.symbolicated()
            else { return [] }
            return symbolicated.frames.compactMap { frame in
                guard let symbol = frame.symbol, let location = symbol.sourceLocation, location.line > 0 else {
                    return nil
                }
                return Located(name: symbol.name, path: location.path, line: location.line)
            }
        #else
            return []
        #endif
    }

    /// This thread's return addresses now, in the handler's form: what a test uses to check the round trip, from an
    /// address to a function, file and line. "" where the Swift runtime's backtraces are not available.
    @inline(never)
    package static func currentField(limit: Int = 8) -> String {
        #if os(Linux) && canImport(Runtime)
            let bias = UInt64(cvg_executable_bias())
            guard bias != 0, let backtrace = try? Backtrace.capture(limit: limit, top: 0) else { return "" }
            return backtrace.frames.compactMap { frame -> String? in
                switch frame {
                case .returnAddress(let address), .programCounter(let address), .asyncResumePoint(let address):
                    guard let value = UInt64(address), value > bias else { return "-" }
                    return "r" + String(value - bias, radix: 16)
                case .omittedFrames, .truncated:
                    return nil
                @unknown default:
                    return nil
                }
            }.joined(separator: " ")
        #else
            return ""
        #endif
    }

    static func isUsers(_ path: String) -> Bool {
        path.hasPrefix("/") && !path.hasPrefix(librarySources) && !isLibraryMacroExpansion(path)
            && FileManager.default.fileExists(atPath: path)
    }

    /// Whether `path` is the compiler's file for a macro expanded in one of Convergence's own modules (a `@TaskLocal`
    /// of the views, say): `…/@__swiftmacro_16ConvergenceViews…swift`, named after the module, which is a folder of
    /// the library's sources.
    static func isLibraryMacroExpansion(_ path: String) -> Bool {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let prefix = "@__swiftmacro_"
        guard name.hasPrefix(prefix) else { return false }
        let mangled = name.dropFirst(prefix.count)
        let digits = mangled.prefix { $0.isASCII && $0.isNumber }
        guard let length = Int(digits), length > 0 else { return false }
        let module = mangled.dropFirst(digits.count).prefix(length)
        // Only the library's modules (their folders, not `Examples` or `Tools` beside them) are named Convergence….
        guard module.count == length, module.hasPrefix("Convergence") else { return false }
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: librarySources + module, isDirectory: &isFolder)
            && isFolder.boolValue
    }

    static func display(_ path: String) -> String {
        let folder = FileManager.default.currentDirectoryPath
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}

import Foundation

/// The one rule that turns a feature or scenario name into a single, safe path component, and back.
///
/// Scenario names are written by people ("Error: offline", "résumé/edit", "CON") and end up as file names on
/// Linux, macOS and Windows checkouts, so the rule must be safe everywhere and never lose information:
///
/// 1. The name is normalised to Unicode NFC, so "é" typed either way is one file.
/// 2. Kept as they are: ASCII letters and digits, space, `-`, `_`, `.`, and non-ASCII letters, marks and
///    digits (Unicode categories L, M, N) as UTF-8.
/// 3. Every other character is percent-encoded as its UTF-8 bytes (`%XX`, upper-case hex): `/` → `%2F`,
///    `\` → `%5C`, `:` `*` `?` `"` `<` `>` `|`, control and format characters, emoji and other symbols, and
///    `%` itself (`%25`), so decoding is exact and two names never share an encoding.
/// 4. A leading `.` is encoded (no hidden files, no `.` or `..`), and so are trailing spaces and dots, which
///    Windows drops: a name of only dots is encoded whole (`..` → `%2E%2E`), never refused.
/// 5. Windows device names (CON, PRN, AUX, NUL, COM0–9, LPT0–9, also with superscript digits, in any case and
///    with any extension, such as `nul.txt`) are encoded, not refused: their first letter becomes `%XX`.
/// 6. Refused: an empty name, and a name whose encoded form exceeds 120 bytes.
///
/// ```swift
/// try SnapshotName.encode("Error: offline", role: .scenario)  // "Error%3A offline"
/// try SnapshotName.encode("a/b", role: .feature)              // "a%2Fb"
/// try SnapshotName.encode("con", role: .scenario)             // "%63on"
/// try SnapshotName.encode("..", role: .scenario)              // "%2E%2E"
/// SnapshotName.decode("a%2Fb")                                // "a/b"
/// ```
public enum SnapshotName {
    /// What a name is for, so that an error can say which one is wrong.
    public enum Role: String, Sendable, Hashable {
        case feature, scenario
    }

    /// The longest encoded component accepted, in UTF-8 bytes: room is left for suffixes within the usual
    /// 255-byte file-name limit.
    public static let maximumEncodedBytes = 120

    /// Encodes `name` as one path component by the rule above, or throws when the name cannot be one.
    ///
    /// - Parameters:
    ///   - name: A feature or scenario name, as written in code.
    ///   - role: Whether it names a feature (a folder) or a scenario (a file), for the error message.
    /// - Returns: The path component: the name itself when it is safe, else its encoding.
    public static func encode(_ name: String, role: Role) throws -> String {
        if isKeptAsItIs(name) { return name }
        return try encodeByScalars(name, role: role)
    }

    /// Whether `name` encodes to itself without a look at its scalars: ASCII letters, digits, spaces, `-`, `_` and
    /// `.`, neither starting with `.` nor ending in a space or `.`, short enough, and no stem that is a Windows device
    /// name in any letter case. The tests compare it with the general path.
    package static func isKeptAsItIs(_ name: String) -> Bool {
        var name = name
        return name.withUTF8 { bytes in
            guard let first = bytes.first, let last = bytes.last, bytes.count <= maximumEncodedBytes, first != 0x2E,
                last != 0x20, last != 0x2E
            else { return false }
            var stemEnd: Int?
            for (index, byte) in bytes.enumerated() {
                switch byte {
                case 0x61...0x7A, 0x41...0x5A, 0x30...0x39, 0x2D, 0x5F, 0x20: continue
                case 0x2E: if stemEnd == nil { stemEnd = index }
                default: return false
                }
            }
            // The part before the first `.`, without its trailing spaces, is what a Windows device name would match.
            var stem = stemEnd ?? bytes.count
            while stem > 0, bytes[stem - 1] == 0x20 { stem -= 1 }
            guard stem == 3 || stem == 4 else { return true }
            let upper = bytes[..<stem].map { (0x61...0x7A).contains($0) ? $0 - 0x20 : $0 }
            return !windowsDeviceNames.contains(String(decoding: upper, as: UTF8.self))
        }
    }

    /// ``encode(_:role:)`` without its shortcut for names that are kept as they are.
    package static func encodeByScalars(_ name: String, role: Role) throws -> String {
        let scalars = Array(name.precomposedStringWithCanonicalMapping.unicodeScalars)
        // A name of only spaces is as empty as no name, as a catalog judges it (and is refused the same everywhere).
        guard !scalars.allSatisfy({ CharacterSet.whitespaces.contains($0) }) else {
            throw SnapshotStoreError.emptyName(role: role)
        }
        let trailingStart = (scalars.lastIndex(where: { $0 != " " && $0 != "." }) ?? -1) + 1
        let reservedFirstLetter = isWindowsDeviceName(scalars)
        var encoded = ""
        for (index, scalar) in scalars.enumerated() {
            let mustEncode =
                !isKept(scalar)
                || (index == 0 && (scalar == "." || reservedFirstLetter))
                || index >= trailingStart
            if mustEncode {
                for byte in String(scalar).utf8 {
                    encoded += percentEscape(byte)
                }
            } else {
                encoded.unicodeScalars.append(scalar)
            }
        }
        let length = encoded.utf8.count
        guard length <= maximumEncodedBytes else {
            throw SnapshotStoreError.nameTooLong(name: name, role: role, encodedBytes: length)
        }
        return encoded
    }

    /// Decodes a component made by `encode`; nil when it holds a malformed escape or bytes that are not UTF-8.
    ///
    /// - Parameter component: A file or folder name made by ``encode(_:role:)``.
    /// - Returns: The name it encodes, or `nil` when it is not a valid encoding.
    public static func decode(_ component: String) -> String? {
        var bytes: [UInt8] = []
        var utf8 = component.utf8[...]
        while let byte = utf8.popFirst() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = utf8.popFirst().flatMap(hexValue), let low = utf8.popFirst().flatMap(hexValue) else {
                return nil
            }
            bytes.append(high << 4 | low)
        }
        guard UTF8Validation.firstInvalidOffset(in: bytes) == nil else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func isKept(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", " ", "-", "_", ".": return true
            default: return false
            }
        }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .nonspacingMark, .spacingMark, .enclosingMark,
            .decimalNumber, .letterNumber, .otherNumber:
            return true
        default:
            return false
        }
    }

    /// Windows opens a device, not a file, for these names, whatever follows the first dot.
    private static func isWindowsDeviceName(_ scalars: [Unicode.Scalar]) -> Bool {
        var stem = String(String.UnicodeScalarView(scalars.prefix(while: { $0 != "." })))
        while stem.hasSuffix(" ") { stem.removeLast() }
        return windowsDeviceNames.contains(stem.uppercased())
    }

    private static let windowsDeviceNames: Set<String> = {
        let numbered = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "\u{B9}", "\u{B2}", "\u{B3}"]
        return Set(["CON", "PRN", "AUX", "NUL"] + numbered.flatMap { ["COM" + $0, "LPT" + $0] })
    }()

    private static func hexValue(_ digit: UInt8) -> UInt8? {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digit - UInt8(ascii: "A") + 10
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
        default: nil
        }
    }

    private static func percentEscape(_ byte: UInt8) -> String {
        let hex = String(byte, radix: 16, uppercase: true)
        return byte < 16 ? "%0" + hex : "%" + hex
    }
}

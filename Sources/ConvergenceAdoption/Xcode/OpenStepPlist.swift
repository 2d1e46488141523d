/// A value of an old-style (OpenStep) property list, the format of an Xcode project's `project.pbxproj`.
package indirect enum OpenStepPlist: Equatable, Sendable {
    case string(String)
    case array([OpenStepPlist])
    case dictionary([String: OpenStepPlist])

    /// The string, when this value is one.
    package var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The array, when this value is one.
    package var array: [OpenStepPlist]? {
        if case .array(let value) = self { return value }
        return nil
    }

    /// The dictionary, when this value is one.
    package var dictionary: [String: OpenStepPlist]? {
        if case .dictionary(let value) = self { return value }
        return nil
    }

    package subscript(key: String) -> OpenStepPlist? { dictionary?[key] }

    /// Parses the text of a property list (`// !$*UTF8*$!` headers and `/* … */` comments are skipped).
    ///
    /// - Throws: ``AdoptionError/malformedProject(_:_:)`` naming the line of the first thing that is not a plist.
    package static func parse(_ text: String, source: String) throws -> OpenStepPlist {
        var parser = OpenStepPlistParser(bytes: Array(text.utf8), source: source)
        let value = try parser.value()
        parser.skipTrivia()
        guard parser.isAtEnd else { throw parser.error("text after the end of the property list") }
        return value
    }
}

/// The recursive-descent reader behind ``OpenStepPlist/parse(_:source:)``.
struct OpenStepPlistParser {
    let bytes: [UInt8]
    let source: String
    var index = 0

    init(bytes: [UInt8], source: String) {
        self.bytes = bytes
        self.source = source
    }

    var isAtEnd: Bool { index >= bytes.count }

    func error(_ message: String) -> AdoptionError {
        let line = bytes[..<min(index, bytes.count)].reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
        return .malformedProject(source, "line \(line): \(message)")
    }

    mutating func skipTrivia() {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t")
                || byte == UInt8(ascii: "\r")
            {
                index += 1
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                index += 2
                while index + 1 < bytes.count,
                    !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/"))
                {
                    index += 1
                }
                index = min(bytes.count, index + 2)
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            } else {
                return
            }
        }
    }

    mutating func value() throws -> OpenStepPlist {
        skipTrivia()
        guard index < bytes.count else { throw error("the property list ends early") }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            index += 1
            var entries: [String: OpenStepPlist] = [:]
            while true {
                skipTrivia()
                guard index < bytes.count else { throw error("a dictionary is not closed") }
                if bytes[index] == UInt8(ascii: "}") {
                    index += 1
                    return .dictionary(entries)
                }
                let key = try scalar()
                skipTrivia()
                try expect("=")
                entries[key] = try value()
                skipTrivia()
                try expect(";")
            }
        case UInt8(ascii: "("):
            index += 1
            var items: [OpenStepPlist] = []
            while true {
                skipTrivia()
                guard index < bytes.count else { throw error("an array is not closed") }
                if bytes[index] == UInt8(ascii: ")") {
                    index += 1
                    return .array(items)
                }
                items.append(try value())
                skipTrivia()
                if index < bytes.count, bytes[index] == UInt8(ascii: ",") { index += 1 }
            }
        default:
            return .string(try scalar())
        }
    }

    mutating func expect(_ character: Unicode.Scalar) throws {
        guard index < bytes.count, bytes[index] == UInt8(ascii: character) else {
            throw error("expected `\(character)`")
        }
        index += 1
    }

    /// A quoted string (with `\n`, `\t`, `\"` and `\\` escapes) or a bare word.
    mutating func scalar() throws -> String {
        skipTrivia()
        guard index < bytes.count else { throw error("the property list ends early") }
        if bytes[index] == UInt8(ascii: "\"") {
            index += 1
            var out: [UInt8] = []
            while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                if bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count {
                    index += 1
                    switch bytes[index] {
                    case UInt8(ascii: "n"): out.append(UInt8(ascii: "\n"))
                    case UInt8(ascii: "t"): out.append(UInt8(ascii: "\t"))
                    default: out.append(bytes[index])
                    }
                } else {
                    out.append(bytes[index])
                }
                index += 1
            }
            guard index < bytes.count else { throw error("a quoted string is not closed") }
            index += 1
            return String(decoding: out, as: UTF8.self)
        }
        let start = index
        while index < bytes.count, Self.isBare(bytes[index]) { index += 1 }
        guard index > start else { throw error("unexpected `\(Character(Unicode.Scalar(bytes[index])))`") }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    static func isBare(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "."), UInt8(ascii: "/"), UInt8(ascii: "-"),
            UInt8(ascii: ":"):
            true
        default: byte >= 0x80
        }
    }
}

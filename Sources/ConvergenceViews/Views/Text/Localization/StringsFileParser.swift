/// Reads the pairs of an old-style `.strings` file: `"key" = "value";`, with `/* … */` and `// …` comments and the
/// escapes `\"`, `\\`, `\n`, `\t`, `\r` and `\U1234`.
enum StringsFileParser {
    static func pairs(in text: String) throws -> [(String, String)] {
        var scalars = Array(text.unicodeScalars)
        if scalars.first == "\u{FEFF}" { scalars.removeFirst() }
        var index = 0
        var pairs: [(String, String)] = []

        func skipSpaceAndComments() {
            while index < scalars.count {
                let scalar = scalars[index]
                if scalar.properties.isWhitespace {
                    index += 1
                } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
                    index += 2
                    while index + 1 < scalars.count, !(scalars[index] == "*" && scalars[index + 1] == "/") {
                        index += 1
                    }
                    index = min(index + 2, scalars.count)
                } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
                    while index < scalars.count, scalars[index] != "\n" { index += 1 }
                } else {
                    return
                }
            }
        }

        func string() throws -> String {
            guard index < scalars.count else { throw StringTablesError("a .strings file ends where a string is due") }
            if scalars[index] != "\"" {
                // An unquoted word, as plists allow.
                var word = String.UnicodeScalarView()
                while index < scalars.count,
                    scalars[index].properties.isAlphabetic || ("0"..."9").contains(scalars[index])
                        || "_.-".unicodeScalars.contains(scalars[index])
                {
                    word.append(scalars[index])
                    index += 1
                }
                guard !word.isEmpty else { throw StringTablesError("a .strings file has no string at \(index)") }
                return String(word)
            }
            index += 1
            var result = String.UnicodeScalarView()
            while index < scalars.count {
                let scalar = scalars[index]
                index += 1
                if scalar == "\"" { return String(result) }
                guard scalar == "\\", index < scalars.count else {
                    result.append(scalar)
                    continue
                }
                let escaped = scalars[index]
                index += 1
                switch escaped {
                case "n": result.append("\n")
                case "t": result.append("\t")
                case "r": result.append("\r")
                case "U", "u":
                    var digits = ""
                    while digits.count < 4, index < scalars.count, scalars[index].properties.isASCIIHexDigit {
                        digits.unicodeScalars.append(scalars[index])
                        index += 1
                    }
                    if let value = UInt32(digits, radix: 16), let decoded = Unicode.Scalar(value) {
                        result.append(decoded)
                    }
                default: result.append(escaped)
                }
            }
            throw StringTablesError("a .strings file has a string without its closing quote")
        }

        while true {
            skipSpaceAndComments()
            guard index < scalars.count else { return pairs }
            let key = try string()
            skipSpaceAndComments()
            guard index < scalars.count, scalars[index] == "=" else {
                throw StringTablesError("a .strings file has no `=` after the key \"\(key)\"")
            }
            index += 1
            skipSpaceAndComments()
            let value = try string()
            skipSpaceAndComments()
            if index < scalars.count, scalars[index] == ";" { index += 1 }
            pairs.append((key, value))
        }
    }
}

/// A strict reader of the HTML the renderer prints: every tag closed in order (void elements excepted), attribute
/// values double-quoted, `<`, `>` and `"` never raw in text or values, every `&` a character reference, and no
/// element or attribute that would run code. Returns the problems found; none for well-formed output.
enum HTMLWellFormedness {
    static let voidElements: Set<String> = ["br", "hr", "input", "meta", "img", "link", "col", "wbr", "source"]
    static let forbiddenElements: Set<String> = ["script", "iframe", "object", "embed", "img", "svg", "math", "base"]

    static func problems(_ html: String) -> [String] {
        var problems: [String] = []
        var open: [String] = []
        let scalars = Array(html.unicodeScalars)
        var index = 0
        func word(_ allowed: (Unicode.Scalar) -> Bool) -> String {
            var text = ""
            while index < scalars.count, allowed(scalars[index]) {
                text.unicodeScalars.append(scalars[index])
                index += 1
            }
            return text
        }
        func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
            ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "-"
        }
        /// Checks a character reference at `index` (on its `&`) and moves past it.
        func reference() {
            index += 1
            let start = index
            if index < scalars.count, scalars[index] == "#" {
                index += 1
                let hex = index < scalars.count && scalars[index] == "x"
                if hex { index += 1 }
                let digits = word { hex ? $0.properties.isASCIIHexDigit : ("0"..."9").contains($0) }
                if digits.isEmpty { problems.append("an empty numeric reference at \(start)") }
            } else {
                let name = word { ("a"..."z").contains($0) || ("A"..."Z").contains($0) }
                if name.isEmpty { problems.append("a raw & at \(start - 1)") }
            }
            if index < scalars.count, scalars[index] == ";" { index += 1 } else { problems.append("& without ;") }
        }
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "&" {
                reference()
            } else if scalar == ">" {
                problems.append("a raw > in text at \(index)")
                index += 1
            } else if scalar != "<" {
                index += 1
            } else if index + 1 < scalars.count, scalars[index + 1] == "/" {
                index += 2
                let name = word(isNameScalar)
                if index < scalars.count, scalars[index] == ">" {
                    index += 1
                } else {
                    problems.append("</\(name) open")
                }
                if open.last == name {
                    open.removeLast()
                } else {
                    problems.append("</\(name)> closes \(open.last ?? "nothing")")
                }
            } else {
                index += 1
                let name = word(isNameScalar)
                if name.isEmpty { problems.append("a raw < in text at \(index - 1)") }
                if forbiddenElements.contains(name) { problems.append("a <\(name)> element") }
                while true {
                    _ = word { $0 == " " }
                    guard index < scalars.count else {
                        problems.append("<\(name) is never closed")
                        break
                    }
                    if scalars[index] == ">" {
                        index += 1
                        break
                    }
                    let attribute = word { isNameScalar($0) || $0 == "_" }
                    if attribute.isEmpty {
                        problems.append("<\(name) has a stray \(scalars[index]) at \(index)")
                        index += 1
                        continue
                    }
                    if attribute.hasPrefix("on") || attribute == "srcdoc" {
                        problems.append("an \(attribute) attribute")
                    }
                    guard index < scalars.count, scalars[index] == "=" else { continue }
                    index += 1
                    guard index < scalars.count, scalars[index] == "\"" else {
                        problems.append("\(attribute)= without a double-quoted value")
                        continue
                    }
                    index += 1
                    while index < scalars.count, scalars[index] != "\"" {
                        if scalars[index] == "<" { problems.append("a raw < in \(attribute)") }
                        if scalars[index] == "&" { reference() } else { index += 1 }
                    }
                    index += 1
                }
                if !name.isEmpty, !voidElements.contains(name) { open.append(name) }
            }
        }
        if !open.isEmpty { problems.append("never closed: \(open.joined(separator: ", "))") }
        return problems
    }
}

/// The code of a Swift file with comments and string literals blanked out, enough to find its imports and previews.
struct SwiftCodeLines {
    let lines: [Substring]

    init(_ text: String) {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        var iterator = Array(text.unicodeScalars)[...]
        var commentDepth = 0
        var inString = false
        var inMultiline = false
        while let scalar = iterator.first {
            let next = iterator.dropFirst().first
            if commentDepth > 0 {
                if scalar == "*", next == "/" {
                    commentDepth -= 1
                    iterator = iterator.dropFirst(2)
                    out += "  "
                    continue
                }
                if scalar == "/", next == "*" {
                    commentDepth += 1
                    iterator = iterator.dropFirst(2)
                    continue
                }
                out.unicodeScalars.append(scalar == "\n" ? "\n" : " ")
                iterator = iterator.dropFirst()
                continue
            }
            if inString || inMultiline {
                if scalar == "\\" {
                    iterator = iterator.dropFirst(2)
                    out += "  "
                    continue
                }
                if inMultiline, iterator.starts(with: ["\"", "\"", "\""]) {
                    inMultiline = false
                    iterator = iterator.dropFirst(3)
                    out += "\"\"\""
                    continue
                }
                if inString, scalar == "\"" || scalar == "\n" {
                    inString = false
                }
                out.unicodeScalars.append(scalar == "\n" ? "\n" : scalar == "\"" ? "\"" : " ")
                iterator = iterator.dropFirst()
                continue
            }
            if scalar == "/", next == "/" {
                while let rest = iterator.first, rest != "\n" { iterator = iterator.dropFirst() }
                continue
            }
            if scalar == "/", next == "*" {
                commentDepth = 1
                iterator = iterator.dropFirst(2)
                out += "  "
                continue
            }
            if iterator.starts(with: ["\"", "\"", "\""]) {
                inMultiline = true
                iterator = iterator.dropFirst(3)
                out += "\"\"\""
                continue
            }
            if scalar == "\"" { inString = true }
            out.unicodeScalars.append(scalar)
            iterator = iterator.dropFirst()
        }
        lines = out.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// The first component of every module an `import` line names (`import struct Foo.Bar` gives `Foo`).
    var importedModules: [String] {
        var out: [String] = []
        let kinds: Set<Substring> = ["typealias", "struct", "class", "enum", "protocol", "let", "var", "func"]
        for line in lines {
            var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })[...]
            while let first = words.first,
                first.hasPrefix("@") || first == "public" || first == "internal"
                    || first == "package" || first == "private" || first == "fileprivate"
            {
                words = words.dropFirst()
            }
            guard words.first == "import", words.count >= 2 else { continue }
            var module = words.dropFirst().first!
            if kinds.contains(module), words.count >= 3 { module = words.dropFirst(2).first! }
            let name = module.split(separator: ".").first.map(String.init) ?? String(module)
            if !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) { out.append(name) }
        }
        return out
    }

    /// The first use of something only the Objective-C runtime gives, such as `#selector` or `@objc`.
    var objectiveCRuntimeUse: String? {
        let markers = ["#selector", "@objc", "@NSManaged", "@IBAction", "@IBOutlet", "#keyPath"]
        for line in lines {
            for marker in markers {
                guard let range = line.range(of: marker) else { continue }
                let after = line[range.upperBound...].first
                if after == nil || !(after!.isLetter || after!.isNumber || after! == "_") || marker == "@objc" {
                    return marker
                }
            }
        }
        return nil
    }

    /// `#Preview` macros plus types declared as `PreviewProvider`s.
    var previewCount: Int {
        var count = 0
        for line in lines {
            var rest = line[...]
            while let range = rest.range(of: "#Preview") {
                let after = rest[range.upperBound...].first
                if after == nil || !(after!.isLetter || after!.isNumber || after! == "_") { count += 1 }
                rest = rest[range.upperBound...]
            }
            if line.contains("PreviewProvider"),
                line.contains("struct ") || line.contains("extension ") || line.contains("enum ")
                    || line.contains("class ")
            {
                count += 1
            }
        }
        return count
    }
}

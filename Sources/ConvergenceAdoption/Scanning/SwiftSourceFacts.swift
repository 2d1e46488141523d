import ConvergenceSwiftLexer

/// What `convergence-adopt` reads from one Swift file — its imports, its previews, its uses of the Objective-C
/// runtime — through the lexer the macro plugin uses, so comments and string literals never count.
struct SwiftSourceFacts {
    /// The first component of every module an `import` names (`import struct Foo.Bar` gives `Foo`), in order.
    private(set) var importedModules: [String] = []
    /// `#Preview` macros plus types declared as `PreviewProvider`s.
    private(set) var previewCount = 0
    /// The first use of something only the Objective-C runtime gives, such as `#selector` or `@objc`.
    private(set) var objectiveCRuntimeUse: String?

    static let modifiers: Set<String> = ["public", "internal", "package", "private", "fileprivate"]
    static let importKinds: Set<String> = ["typealias", "struct", "class", "enum", "protocol", "let", "var", "func"]
    static let typeKeywords: Set<String> = ["struct", "class", "enum", "extension"]
    static let objectiveCAttributes: Set<String> = [
        "objc", "objcMembers", "NSManaged", "IBAction", "IBOutlet", "IBInspectable", "IBDesignable",
    ]
    static let objectiveCMacros: Set<String> = ["#selector", "#keyPath"]

    init(_ text: String) {
        let source = LexedSource(text)
        let tokens = source.tokens
        // Whether the line so far holds only attributes and access modifiers (where `import` may begin a declaration),
        // and whether it declares a type (where `PreviewProvider` is a conformance).
        var onlyPrefix = true
        var declaresType = false
        var index = 0
        while index < tokens.count {
            if tokens[index].startsLine {
                onlyPrefix = true
                declaresType = false
            }
            switch tokens[index].kind {
            case .punctuation where source.isPunctuation(index, "@"):
                let attribute = source.attribute(at: index)
                if Self.objectiveCAttributes.contains(attribute.name) {
                    objectiveCRuntimeUse = objectiveCRuntimeUse ?? "@" + attribute.name
                }
                index = max(attribute.end, index + 1)
                continue
            case .poundIdentifier:
                let name = source.text(of: index)
                if name == "#Preview" { previewCount += 1 }
                if Self.objectiveCMacros.contains(name) { objectiveCRuntimeUse = objectiveCRuntimeUse ?? name }
                onlyPrefix = false
            case .identifier:
                let word = source.text(of: index)
                if word == "import", onlyPrefix, let module = Self.module(after: index, in: source) {
                    importedModules.append(module)
                }
                if Self.typeKeywords.contains(word) { declaresType = true }
                if word == "PreviewProvider", declaresType { previewCount += 1 }
                onlyPrefix = onlyPrefix && Self.modifiers.contains(word)
            default:
                onlyPrefix = false
            }
            index += 1
        }
    }

    /// The module an `import` at `index` names: the identifier after it, or after its kind (`import struct`).
    private static func module(after index: Int, in source: LexedSource) -> String? {
        var next = index + 1
        guard next < source.tokens.count, source.tokens[next].kind == .identifier else { return nil }
        if importKinds.contains(source.text(of: next)), next + 1 < source.tokens.count,
            source.tokens[next + 1].kind == .identifier
        {
            next += 1
        }
        return source.text(of: next)
    }
}

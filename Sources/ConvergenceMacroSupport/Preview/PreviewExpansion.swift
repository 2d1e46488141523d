/// The declaration `#Preview` expands to: a struct the runtime's `PreviewRegistry` finds by its conformance,
/// carrying where the preview is written and a `makePreview()` that builds it.
///
/// A body without `@Previewable` declarations is passed to `Preview` as the closure it is, and runs once per
/// preview. With them, the declarations become stored properties of a nested `Content` view and the rest of the
/// body becomes that view's `body`, so the preview's state lives as long as the view, as in a real app.
///
/// ```swift
/// let expansion = PreviewExpansion(call: call, discriminator: "$s3App…fMf_", fileID: "App/Views.swift",
///                                  filePath: "/p/Sources/App/Views.swift", line: 2, column: 1)
/// expansion.source
/// // struct $s3App…fMf_18ConvergencePreviewfMu_: Convergence.PreviewRegistry {
/// //     static let fileID: String = "App/Views.swift"
/// //     …
/// ```
package struct PreviewExpansion: Equatable, Sendable {
    /// The base of the unique name of the generated struct.
    package static let baseName = "ConvergencePreview"

    /// The parsed `#Preview` use.
    package var call: PreviewMacroCall
    /// The compiler's mangled prefix for names this expansion introduces.
    package var discriminator: String
    /// The `#fileID` of the file holding the preview.
    package var fileID: String
    /// The `#filePath` of the file holding the preview.
    package var filePath: String
    /// The line of the `#` of `#Preview`.
    package var line: Int
    /// The column of the `#` of `#Preview`, in UTF-8 bytes from 1.
    package var column: Int
    /// Whether the preview is written at file scope, where its type is made `public`: an optimized build emits
    /// the metadata of internal types only where they are used, and nothing uses a preview's type but the
    /// catalog, which finds it at run time.
    package var atFileScope: Bool

    /// An expansion with every field given.
    package init(
        call: PreviewMacroCall, discriminator: String, fileID: String, filePath: String, line: Int, column: Int,
        atFileScope: Bool = true
    ) {
        self.atFileScope = atFileScope
        self.call = call
        self.discriminator = discriminator
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    /// The generated struct's name, mangled as the compiler mangles `context.makeUniqueName(baseName)`, the only
    /// kind of name a declaration macro at file scope may introduce.
    package var typeName: String {
        "\(discriminator)\(Self.baseName.utf8.count)\(Self.baseName)fMu_"
    }

    /// The Swift source of the expansion.
    package var source: String {
        let access = atFileScope ? "public " : ""
        var lines = [
            "\(access)struct \(typeName): Convergence.PreviewRegistry {",
            "    \(access)static let fileID: String = \(Self.stringLiteral(fileID))",
            "    \(access)static let filePath: String = \(Self.stringLiteral(filePath))",
            "    \(access)static let line: Int = \(line)",
            "    \(access)static let column: Int = \(column)",
            "    @MainActor \(access)static func makePreview() throws -> Convergence.Preview {",
        ]
        switch call.body {
        case .expression(let expression):
            lines.append("        Convergence.Preview(\(argumentList(body: expression)))")
            lines.append("    }")
        case .closure(let declarations, let statements) where declarations.isEmpty:
            // No state of its own: the body runs once per preview, as Xcode runs it, so models it makes (and the
            // work their views start) live as long as the preview rather than being made again at every render.
            lines.append("        Convergence.Preview(\(argumentList(body: "{"))")
            lines.append(statements.indented(by: "            "))
            lines.append("        })")
            lines.append("    }")
        case .closure(let declarations, let statements):
            lines.append("        Convergence.Preview(\(argumentList(body: "{ Content() }")))")
            lines.append("    }")
            lines.append("    struct Content: Convergence.View {")
            lines += declarations.map { $0.indented(by: "        ") }
            lines.append("        var body: some Convergence.View {")
            lines.append(statements.indented(by: "            "))
            lines.append("        }")
            lines.append("    }")
        }
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    private func argumentList(body: String) -> String {
        (call.arguments + ["body: \(body)"]).joined(separator: ", ")
    }

    /// `text` as a Swift string literal: quotes, backslashes and control characters escaped, other characters
    /// (non-ASCII included) as they are.
    ///
    /// ```swift
    /// PreviewExpansion.stringLiteral(#"a "b"\c"#)  // #""a \"b\"\\c""#
    /// ```
    package static func stringLiteral(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": literal += "\\\""
            case "\\": literal += "\\\\"
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            case "\0": literal += "\\0"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                literal += "\\u{\(String(scalar.value, radix: 16))}"
            default: literal.unicodeScalars.append(scalar)
            }
        }
        return literal + "\""
    }
}

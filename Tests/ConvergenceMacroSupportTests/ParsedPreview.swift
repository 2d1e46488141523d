@testable import ConvergenceMacroSupport

/// A parsed `#Preview` in the plain strings tests compare: each declaration and the statements at no
/// indentation, or the body expression.
struct ParsedPreview: Equatable, CustomStringConvertible {
    var arguments: [String]
    var declarations: [String]
    var statements: String

    init(arguments: [String] = [], declarations: [String] = [], statements: String) {
        self.arguments = arguments
        self.declarations = declarations
        self.statements = statements
    }

    init(_ source: String) throws {
        let call = try PreviewMacroCall.parse(source)
        arguments = call.arguments
        switch call.body {
        case .closure(let declarations, let statements):
            self.declarations = declarations.map { $0.indented(by: "") }
            self.statements = statements.indented(by: "")
        case .expression(let expression):
            declarations = []
            statements = "<expression> " + expression
        }
    }

    var description: String {
        "arguments: \(arguments)\ndeclarations: \(declarations)\nstatements:\n\(statements)"
    }
}

/// The error parsing `source` throws, or nil when it parses.
func parseError(_ source: String) -> PreviewSyntaxError? {
    do {
        _ = try PreviewMacroCall.parse(source)
        return nil
    } catch {
        return error
    }
}

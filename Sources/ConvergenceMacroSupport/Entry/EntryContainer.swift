import ConvergenceSwiftLexer

/// The type an `@Entry` property extends, which decides the protocol its key type conforms to.
package enum EntryContainer: String, CaseIterable, Equatable, Sendable {
    /// `extension EnvironmentValues`: the key is an `EnvironmentKey` with the property's default value.
    case environmentValues = "EnvironmentValues"
    /// `extension FocusedValues`: the key is a `FocusedValueKey`; the property is optional and starts as `nil`.
    case focusedValues = "FocusedValues"
    /// `extension Transaction`: the key is a `TransactionKey` with the property's default value.
    case transaction = "Transaction"
    /// `extension ContainerValues`: the key is a `ContainerValueKey` with the property's default value.
    case containerValues = "ContainerValues"

    /// The key protocol, spelled with its module so that a user's type of the same name cannot stand in for it.
    package var keyProtocol: String {
        switch self {
        case .environmentValues: "ConvergenceViews.EnvironmentKey"
        case .focusedValues: "ConvergenceViews.FocusedValueKey"
        case .transaction: "ConvergenceViews.TransactionKey"
        case .containerValues: "ConvergenceViews.ContainerValueKey"
        }
    }

    /// The container an `@Entry` property declared directly inside `context` belongs to: the type `context` (the
    /// enclosing declaration's source, members left out) extends, its module name aside.
    ///
    /// ```swift
    /// EntryContainer(context: "public extension SwiftUI.EnvironmentValues {}")  // .environmentValues
    /// EntryContainer(context: "struct Settings {}")  // nil
    /// ```
    package init?(context: String) {
        let lexed = LexedSource(context)
        var index = 0
        while index < lexed.tokens.count, !lexed.isIdentifier(index, "extension") {
            // Attributes, access modifiers and their arguments come before the keyword.
            guard lexed.tokens[index].kind == .identifier || lexed.isPunctuation(index, "@") else { return nil }
            index += 1
            if lexed.isPunctuation(index, "(") { index = lexed.indexAfterGroup(at: index) }
        }
        index += 1
        var name: String?
        while index < lexed.tokens.count, lexed.tokens[index].kind == .identifier {
            name = lexed.text(of: index)
            guard lexed.isPunctuation(index + 1, ".") else { break }
            index += 2
        }
        guard let name, let container = EntryContainer(rawValue: name) else { return nil }
        self = container
    }
}

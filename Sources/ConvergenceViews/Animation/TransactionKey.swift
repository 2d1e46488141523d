/// A key for a custom value of a ``Transaction``, with the value used when none is set.
///
/// ```swift
/// private struct IsQuickKey: TransactionKey { static let defaultValue = false }
/// extension Transaction {
///     var isQuick: Bool {
///         get { self[IsQuickKey.self] }
///         set { self[IsQuickKey.self] = newValue }
///     }
/// }
/// ```
///
/// `@Entry var isQuick = false` in an extension of ``Transaction`` writes the same.
public protocol TransactionKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

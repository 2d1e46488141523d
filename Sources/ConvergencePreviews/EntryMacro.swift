/// Declares a custom value of `EnvironmentValues`, `FocusedValues`, `Transaction` or `ContainerValues` in one line: the
/// property reads and writes its container through a key type that the macro writes beside it.
///
/// ```swift
/// extension EnvironmentValues {
///     @Entry var accentName: String = "blue"
///     @Entry var pageSize = 20  // the type of a literal is inferred
///     @Entry var theme: Theme?  // an optional without a value starts at nil
/// }
/// extension FocusedValues {
///     @Entry var selectedNote: Note?  // focused values are always optional and start at nil
/// }
/// extension Transaction {
///     @Entry var isQuick = false
/// }
/// ```
///
/// Views then write `.environment(\.accentName, "red")` and read `@Environment(\.accentName) var accentName`.
/// The default value is evaluated each time a view reads the value without one set above it. Without a type
/// annotation, the value must be a literal (`"a"`, `3`, `2.5`, `true`) or a call to a type's initializer
/// (`Theme()`, `[String]()`); for anything else write the type.
@attached(accessor) @attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "ConvergenceMacros", type: "EntryMacro")

import ConvergenceSwiftLexer

/// One argument inside `#Preview(…)`, as token indices of its `LexedSource`.
struct PreviewArgument {
    /// The label without backticks, or nil.
    var label: String?
    /// The first token: the label when there is one.
    var first: Int
    /// The first token of the value.
    var valueFirst: Int
    /// The last token of the value.
    var last: Int
}

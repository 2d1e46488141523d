import ConvergenceTree

/// A piece of user interface: a value whose `body` describes its content, as in SwiftUI.
///
/// Views are resolved on the main actor into a plain `Node` tree, which the renderers read.
///
/// ```swift
/// struct Greeting: View {
///     var name: String
///     var body: some View { Text("Hello, \(name)!") }
/// }
/// ```
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor var body: Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

extension View where Body == Never {
    /// Built-in views have no body: the resolver turns them into nodes directly.
    public var body: Never {
        fatalError("\(Self.self) is a built-in view; its body is never evaluated")
    }
}

/// A built-in view that turns itself into nodes instead of having a body.
@MainActor
protocol PrimitiveView {
    func resolveNodes(in context: ResolveContext) -> [Node]
}

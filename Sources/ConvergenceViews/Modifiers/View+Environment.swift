import ConvergenceTree
import Observation

extension View {
    /// Sets an environment value for this view and everything inside it.
    ///
    /// ```swift
    /// HomeView().environment(\.homeProvider, .preview)
    /// ```
    ///
    /// - Parameters:
    ///   - keyPath: The value's key path in ``EnvironmentValues``, such as `\.colorScheme`.
    ///   - value: The value views inside read.
    /// - Returns: The view with the value in its environment.
    public func environment<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value)
        -> ModifiedView<Self>
    {
        transformEnvironment { $0[keyPath: keyPath] = value }
    }

    /// Places an observable object in the environment, for `@Environment(Type.self)` inside.
    ///
    /// - Parameter object: The object, read by its type; `nil` removes one placed further out.
    /// - Returns: The view with the object in its environment.
    public func environment<Object: AnyObject & Observable>(_ object: Object?) -> ModifiedView<Self> {
        transformEnvironment { $0.setObject(object, of: Object.self) }
    }

    /// Changes environment values with a closure.
    ///
    /// - Parameters:
    ///   - keyPath: The value's key path in ``EnvironmentValues``.
    ///   - transform: Changes the value views inside read, starting from the one set further out.
    /// - Returns: The view with the changed value in its environment.
    public func transformEnvironment<Value>(
        _ keyPath: WritableKeyPath<EnvironmentValues, Value>,
        transform: @escaping (inout Value) -> Void
    ) -> ModifiedView<Self> {
        transformEnvironment { transform(&$0[keyPath: keyPath]) }
    }

    /// Turns controls inside off: buttons show as disabled and HTML marks them `disabled`.
    ///
    /// - Parameter isDisabled: Whether to turn the controls off; `false` leaves them as they are (a `.disabled(true)`
    ///   further out still holds).
    /// - Returns: The view with its controls turned off or left alone.
    public func disabled(_ isDisabled: Bool) -> ModifiedView<Self> {
        transformEnvironment { if isDisabled { $0.isEnabled = false } }
    }
}

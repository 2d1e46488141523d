import ConvergenceTree
import Observation

extension View {
    /// Sets an environment value for this view and everything inside it.
    ///
    /// ```swift
    /// HomeView().environment(\.homeProvider, .preview)
    /// ```
    public func environment<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value)
        -> ModifiedView<Self>
    {
        transformEnvironment { $0[keyPath: keyPath] = value }
    }

    /// Places an observable object in the environment, for `@Environment(Type.self)` inside.
    public func environment<Object: AnyObject & Observable>(_ object: Object?) -> ModifiedView<Self> {
        transformEnvironment { $0.setObject(object, of: Object.self) }
    }

    /// Changes environment values with a closure.
    public func transformEnvironment<Value>(
        _ keyPath: WritableKeyPath<EnvironmentValues, Value>,
        transform: @escaping (inout Value) -> Void
    ) -> ModifiedView<Self> {
        transformEnvironment { transform(&$0[keyPath: keyPath]) }
    }

    /// Turns controls inside off: buttons show as disabled and HTML marks them `disabled`.
    public func disabled(_ isDisabled: Bool) -> ModifiedView<Self> {
        transformEnvironment { if isDisabled { $0.isEnabled = false } }
    }
}

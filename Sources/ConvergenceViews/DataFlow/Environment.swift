import ConvergenceTree
import Observation

/// Reads a value from the environment, as SwiftUI's `@Environment`.
///
/// ```swift
/// @Environment(\.homeProvider) private var homeProvider
/// @Environment(AppModel.self) private var model
/// ```
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    private enum Source {
        case keyPath(KeyPath<EnvironmentValues, Value>)
        case object(@MainActor (EnvironmentValues) -> Value)
    }

    private let source: Source
    /// For a required object: its type's name and whether an environment holds one.
    private let requirement: (name: String, isPlaced: @MainActor (EnvironmentValues) -> Bool)?
    let box = EnvironmentBox()

    /// A value of the environment, by key path: `@Environment(\.colorScheme)`.
    ///
    /// - Parameter keyPath: The value's key path in ``EnvironmentValues``.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        source = .keyPath(keyPath)
        requirement = nil
    }

    /// An observable object placed with `.environment(object)`.
    ///
    /// A view that reads one nobody placed above it is not evaluated: in a scenario that fails the scenario, with
    /// a message naming the view, the property and the type; a plain `view.render(…)` shows the message in place of
    /// the view. (SwiftUI stops the app.)
    ///
    /// - Parameter objectType: The object's type, as in `@Environment(AppModel.self)`.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        requirement = ("\(objectType)", { values in values.object(of: objectType) != nil })
        source = .object { values in
            guard let object = values.object(of: objectType) else {
                preconditionFailure(
                    "No \(objectType) in the environment. Place one above this view with `.environment(\(objectType)(…))`, "
                        + "or declare the property as `\(objectType)?` to allow none."
                )
            }
            return object
        }
    }

    /// An optional observable object placed with `.environment(object)`; `nil` when none was.
    ///
    /// - Parameter objectType: The object's type, as in `@Environment(AppModel.self) var model: AppModel?`.
    public init<Object: AnyObject & Observable>(_ objectType: Object.Type) where Value == Object? {
        source = .object { values in values.object(of: objectType) }
        requirement = nil
    }

    @MainActor public var wrappedValue: Value {
        let values = box.slots.storage(for: RenderScope.current)?.values ?? EnvironmentValues()
        switch source {
        case .keyPath(let keyPath): return values[keyPath: keyPath]
        case .object(let read): return read(values)
        }
    }
}

extension Environment: ResolvableProperty {
    func prepare(key: String, context: ResolveContext) {
        box.slots.attach(
            EnvironmentSnapshot(context.environment),
            graph: context.graph,
            viewPath: context.scope.viewPath
        )
    }

    func problem(in context: ResolveContext) -> String? {
        guard let requirement, !requirement.isPlaced(context.environment) else { return nil }
        return """
            @Environment(\(requirement.name).self) finds no \(requirement.name): place one above this view with \
            `.environment(\(requirement.name)(…))`, or declare the property as `\(requirement.name)?` to allow none
            """
    }
}

/// Holds the environment a view was resolved in, per render, so reads in actions and tasks see their own.
final class EnvironmentBox {
    let slots = ScopedSlots<EnvironmentSnapshot>()
}

/// One render's environment at one view.
final class EnvironmentSnapshot {
    let values: EnvironmentValues

    init(_ values: EnvironmentValues) {
        self.values = values
    }
}

/// The storage behind `@State` for one render, keyed by view position and property name.
///
/// Views are values, rebuilt every time a body runs; their `@State` must outlive that, as it does in SwiftUI.
/// The graph keeps the first storage seen at each position and points later copies at it.
@MainActor
package final class StateGraph {
    private var storage: [String: AnyObject] = [:]

    package init() {}

    /// The storage already kept for a key, or `candidate` kept from now on.
    func storage<Box: AnyObject>(for key: String, candidate: Box) -> Box {
        if let existing = storage[key] as? Box { return existing }
        storage[key] = candidate
        return candidate
    }

    /// How many `@State` properties this render has seen.
    package var count: Int { storage.count }
}

/// A property of a view that the resolver prepares before the view's body runs (`@State`, `@Environment`…).
///
/// Conform a custom property wrapper to this to have its own `@State` and `@Environment` properties prepared too.
@MainActor @preconcurrency
public protocol DynamicProperty {
    /// Called after the resolver has prepared the property, before the body runs.
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

/// A dynamic property the resolver knows how to prepare.
@MainActor
protocol ResolvableProperty {
    func prepare(key: String, context: ResolveContext)
}

@MainActor
enum DynamicProperties {
    /// Prepares every `@State`, `@Environment` and custom dynamic property stored in a view.
    static func install(in value: Any, context: ResolveContext, prefix: String = "") {
        for (index, child) in Mirror(reflecting: value).children.enumerated() {
            let label = prefix + (child.label ?? String(index))
            if let property = child.value as? any ResolvableProperty {
                property.prepare(key: context.path + "#" + label, context: context)
            } else if child.value is any DynamicProperty {
                install(in: child.value, context: context, prefix: label + ".")
            }
        }
    }
}

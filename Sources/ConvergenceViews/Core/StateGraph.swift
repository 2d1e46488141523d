import Foundation

/// The storage behind `@State` for one render, keyed by view position and property name.
///
/// Views are values, rebuilt every time a body runs; their `@State` must outlive that, as it does in SwiftUI.
/// Storage a resolution pass does not visit belongs to a view that left the tree, and is dropped, so a view
/// that comes back starts afresh.
@MainActor
package final class StateGraph: Sendable {
    private var storage: [String: AnyObject] = [:]
    private var visited: Set<String> = []
    /// Raised whenever a `@State` value of this render is set, so the render can be resolved again.
    package nonisolated let changes = ChangeSignal()
    /// The values behind `@AppStorage` and `@SceneStorage` in this render.
    let storedValues = StoredValues()
    /// The pasteboard, and what app code asked UIKit or AppKit to open or present, in this render.
    package nonisolated let platform = PlatformServices()

    package init() {}

    /// The storage kept for a key, made by `create` the first time.
    func storage<Box: AnyObject>(for key: String, create: () -> Box) -> Box {
        visited.insert(key)
        if let existing = storage[key] as? Box { return existing }
        let made = create()
        storage[key] = made
        return made
    }

    /// How many `.task` and `.onDisappear` effects the latest pass made. None means the tree it made holds none, and a
    /// scenario need not walk the tree to find them.
    package private(set) var effectsMade = 0

    /// Counts an effect made in this pass.
    func noteEffectMade() {
        effectsMade += 1
    }

    /// Starts a resolution pass over the whole tree.
    func beginPass() {
        effectsMade = 0
        visited.removeAll(keepingCapacity: true)
    }

    /// Ends a pass, dropping the state of views the pass did not reach.
    func endPass() {
        // Most passes reach every view that holds state, and the storage stays as it is.
        guard storage.keys.contains(where: { !visited.contains($0) }) else { return }
        storage = storage.filter { visited.contains($0.key) }
    }

    /// How many `@State` properties the current tree holds (not the values built-in views keep).
    package var count: Int { storage.values.filter { !($0 is any BuiltInStorage) }.count }
}

/// Storage a built-in view keeps in the graph (a selected tab, pushed screens), as opposed to a user's `@State`.
protocol BuiltInStorage: AnyObject {}

/// A property of a view that the resolver prepares before the view's body runs (`@State`, `@Environment`…).
///
/// Custom property wrappers that conform have their own `@State` and `@Environment` properties prepared too.
/// `update()` exists for source compatibility with SwiftUI; text renders do not call it.
@MainActor @preconcurrency
public protocol DynamicProperty {
    mutating func update()
}

extension DynamicProperty {
    /// Does nothing: text renders prepare dynamic properties themselves.
    public mutating func update() {}
}

/// A dynamic property the resolver knows how to prepare.
@MainActor
protocol ResolvableProperty {
    func prepare(key: String, context: ResolveContext)
    /// Why the view's body cannot run in `context` (an `@Environment` object nobody placed), or nil.
    func problem(in context: ResolveContext) -> String?
}

extension ResolvableProperty {
    func problem(in context: ResolveContext) -> String? { nil }
}

@MainActor
enum DynamicProperties {
    /// Prepares every `@State`, `@Environment` and custom dynamic property stored in a view, and returns why its
    /// body cannot run, if one of them says so.
    static func install(in value: Any, context: ResolveContext, prefix: String = "") -> [String] {
        // Which stored properties are dynamic is learned once per type; a view's others (its plain values, most of
        // them) are not reflected again, and a type that holds none returns at once.
        let type = ObjectIdentifier(Swift.type(of: value))
        let known = dynamicPropertyIndices[type]
        if known?.isEmpty == true { return [] }
        let children = Mirror(reflecting: value).children
        let indices =
            known
            ?? children.enumerated().compactMap { index, child in
                child.value is any ResolvableProperty || child.value is any DynamicProperty ? index : nil
            }
        if known == nil { dynamicPropertyIndices[type] = indices }
        var problems: [String] = []
        for index in indices {
            let child = children[children.index(children.startIndex, offsetBy: index)]
            let label = prefix + (child.label ?? String(index))
            if let property = child.value as? any ResolvableProperty {
                property.prepare(key: context.path + "#" + label, context: context)
                if let problem = property.problem(in: context) {
                    problems.append("\(Self.propertyName(label)): \(problem)")
                }
            } else if child.value is any DynamicProperty {
                problems += install(in: child.value, context: context, prefix: label + ".")
            }
        }
        return problems
    }

    /// For each type of view, modifier and property wrapper met, the positions of its dynamic properties among its
    /// stored properties (none for most).
    private static var dynamicPropertyIndices: [ObjectIdentifier: [Int]] = [:]

    /// `_model` (the wrapper's storage) → `model`, as the property is written in the view.
    private static func propertyName(_ label: String) -> String {
        label.split(separator: ".").map { $0.hasPrefix("_") ? String($0.dropFirst()) : String($0) }
            .joined(separator: ".")
    }
}

/// Tells whoever listens that something changed; safe to raise from any thread.
package final class ChangeSignal: @unchecked Sendable {
    private let lock = NSLock()
    private var handler: (@Sendable () -> Void)?

    package init() {}

    /// Sets what runs on each change (replacing any earlier listener).
    package func listen(_ handler: @escaping @Sendable () -> Void) {
        lock.withLock { self.handler = handler }
    }

    package func raise() {
        let handler = lock.withLock { self.handler }
        handler?()
    }
}

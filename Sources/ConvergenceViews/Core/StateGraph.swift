import Foundation
@_spi(Reflection) import Swift

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
    /// Prepares every `@State`, `@Environment` and custom dynamic property stored in the value at `pointer`, and
    /// returns why its body cannot run, if one of them says so. The value is read where it is, never copied.
    static func install<Value>(at pointer: UnsafePointer<Value>, context: ResolveContext) -> [String] {
        install(Value.self, at: UnsafeRawPointer(pointer), context: context, prefix: "") {
            pointer.pointee
        }
    }

    /// Prepares the dynamic properties of a value of `type` stored at `pointer`; `value` reads it whole, for types
    /// whose properties are found by reflecting values rather than from the type's layout.
    private static func install(
        _ type: Any.Type, at pointer: UnsafeRawPointer, context: ResolveContext, prefix: String, value: () -> Any
    ) -> [String] {
        let identifier = ObjectIdentifier(type)
        let layout: Layout
        if let known = layouts[identifier] {
            layout = known
        } else {
            layout = Layout(of: type)
            layouts[identifier] = layout
        }
        switch layout {
        case .none:
            return []
        case .fields(let fields):
            var problems: [String] = []
            for field in fields {
                let label = prefix + field.name
                let stored = pointer + field.offset
                switch field.kind {
                case .resolvable(let property):
                    if let problem = property.prepareStored(
                        at: stored, key: context.path + "#" + label, context: context)
                    {
                        problems.append("\(Self.propertyName(label)): \(problem)")
                    }
                case .dynamic(let property):
                    problems += install(property, at: stored, context: context, prefix: label + ".") {
                        property.loadStored(at: stored)
                    }
                }
            }
            return problems
        case .reflected:
            return install(reflecting: value(), context: context, prefix: prefix)
        }
    }

    /// Prepares the dynamic properties of a value whose type's layout does not say where they are (see
    /// `Layout.reflected`): its stored properties are reflected, as values.
    private static func install(reflecting value: Any, context: ResolveContext, prefix: String) -> [String] {
        var problems: [String] = []
        for (index, child) in Mirror(reflecting: value).children.enumerated() {
            let label = prefix + (child.label ?? String(index))
            if let property = child.value as? any ResolvableProperty {
                property.prepare(key: context.path + "#" + label, context: context)
                if let problem = property.problem(in: context) {
                    problems.append("\(Self.propertyName(label)): \(problem)")
                }
            } else if child.value is any DynamicProperty {
                problems += install(reflecting: child.value, context: context, prefix: label + ".")
            }
        }
        return problems
    }

    /// Where a type of view, modifier, style or property wrapper keeps its dynamic properties, learned once per
    /// type from the runtime's description of its stored properties (most types hold none).
    private static var layouts: [ObjectIdentifier: Layout] = [:]

    private enum Layout {
        /// No stored property is dynamic: nothing to prepare.
        case none
        /// The dynamic properties of a structure, in declaration order.
        case fields([Field])
        /// A type whose layout cannot say (not a structure, or one with a property of an existential type, or an
        /// optional one that may hold a dynamic property): its values are reflected.
        case reflected

        struct Field {
            enum Kind {
                case resolvable(any ResolvableProperty.Type)
                case dynamic(any DynamicProperty.Type)
            }
            var name: String
            var offset: Int
            var kind: Kind
        }

        init(of type: Any.Type) {
            var fields: [Field] = []
            var exact = true
            let isStructure = _forEachField(of: type, options: []) { name, offset, fieldType, kind in
                let name = String(cString: name)
                if let property = fieldType as? any ResolvableProperty.Type {
                    fields.append(Field(name: name, offset: offset, kind: .resolvable(property)))
                } else if let property = fieldType as? any DynamicProperty.Type {
                    fields.append(Field(name: name, offset: offset, kind: .dynamic(property)))
                } else if kind == .existential || (kind == .optional && Self.mayHoldDynamicProperty(fieldType)) {
                    exact = false
                }
                return exact
            }
            self = if !isStructure || !exact { .reflected } else if fields.isEmpty { .none } else { .fields(fields) }
        }

        /// Whether an optional property's value may be a dynamic property (`State<Int>?`), which reflection finds.
        private static func mayHoldDynamicProperty(_ type: Any.Type) -> Bool {
            guard let optional = type as? any OptionalProperty.Type else { return true }
            let wrapped = optional.wrappedType
            return wrapped is any ResolvableProperty.Type || wrapped is any DynamicProperty.Type
                || wrapped is any OptionalProperty.Type
        }
    }

    /// `_model` (the wrapper's storage) → `model`, as the property is written in the view.
    private static func propertyName(_ label: String) -> String {
        label.split(separator: ".").map { $0.hasPrefix("_") ? String($0.dropFirst()) : String($0) }
            .joined(separator: ".")
    }
}

/// An optional's wrapped type, for a property whose type is only known as a metatype.
private protocol OptionalProperty {
    static var wrappedType: Any.Type { get }
}

extension Optional: OptionalProperty {
    fileprivate static var wrappedType: Any.Type { Wrapped.self }
}

extension ResolvableProperty {
    /// Prepares the property of this type stored at `pointer`, read where it is, and returns its problem, if any.
    fileprivate static func prepareStored(at pointer: UnsafeRawPointer, key: String, context: ResolveContext) -> String?
    {
        let property = pointer.assumingMemoryBound(to: Self.self)
        property.pointee.prepare(key: key, context: context)
        return property.pointee.problem(in: context)
    }
}

extension DynamicProperty {
    /// The property of this type stored at `pointer`, as a value.
    fileprivate static func loadStored(at pointer: UnsafeRawPointer) -> Any {
        pointer.assumingMemoryBound(to: Self.self).pointee
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

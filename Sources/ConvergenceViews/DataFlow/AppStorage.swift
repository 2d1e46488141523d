import Foundation

/// A value kept under a key in the app's settings, as SwiftUI's `@AppStorage`.
///
/// Each render keeps its own store, which starts empty, so scenarios never see each other's settings or the
/// machine's. A value a view's initializer writes is kept, as `UserDefaults` would keep it, so the body reads it.
/// A scenario presets values with `.storagePreset(_:)`:
///
/// ```swift
/// struct SettingsView: View {
///     @AppStorage("darkMode") private var darkMode = false
///     var body: some View { Toggle("Dark mode", isOn: $darkMode) }
/// }
/// // Scenario("dark") { SettingsView().storagePreset(["darkMode": true]) }
/// ```
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    let slot: StoredValueSlot<Value>

    /// The `store` is accepted for source compatibility; renders use their own store.
    ///
    /// - Parameters:
    ///   - wrappedValue: The value until one is set under the key (or preset with `.storagePreset(_:)`).
    ///   - key: The setting's name, such as `darkMode`.
    ///   - store: Accepted and ignored.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        slot = StoredValueSlot(key: "app:" + key, name: key, defaultValue: wrappedValue)
    }

    /// An optional setting, `nil` until set.
    ///
    /// - Parameters:
    ///   - key: The setting's name.
    ///   - store: Accepted and ignored; renders use their own store.
    public init<Wrapped>(_ key: String, store: UserDefaults? = nil) where Value == Wrapped? {
        slot = StoredValueSlot(key: "app:" + key, name: key, defaultValue: nil)
    }

    @MainActor public var wrappedValue: Value {
        get { slot.value }
        nonmutating set { slot.value = newValue }
    }

    @MainActor public var projectedValue: Binding<Value> {
        let slot = self.slot
        return Binding(get: { slot.value }, set: { slot.value = $0 })
    }
}

/// A value kept for the scene, restored when the scene returns, as SwiftUI's `@SceneStorage`.
///
/// Kept per render like ``AppStorage`` (in a separate namespace); `.storagePreset(_:)` presets it too.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    let slot: StoredValueSlot<Value>

    /// A scene value with a default.
    ///
    /// - Parameters:
    ///   - wrappedValue: The value until one is set under the key (or preset with `.storagePreset(_:)`).
    ///   - key: The value's name, such as `selectedTab`.
    public init(wrappedValue: Value, _ key: String) {
        slot = StoredValueSlot(key: "scene:" + key, name: key, defaultValue: wrappedValue)
    }

    /// An optional value, `nil` until set.
    ///
    /// - Parameter key: The value's name.
    public init<Wrapped>(_ key: String) where Value == Wrapped? {
        slot = StoredValueSlot(key: "scene:" + key, name: key, defaultValue: nil)
    }

    @MainActor public var wrappedValue: Value {
        get { slot.value }
        nonmutating set { slot.value = newValue }
    }

    @MainActor public var projectedValue: Binding<Value> {
        let slot = self.slot
        return Binding(get: { slot.value }, set: { slot.value = $0 })
    }
}

extension AppStorage: ResolvableProperty {
    func prepare(key: String, context: ResolveContext) { slot.prepare(context: context) }
}

extension SceneStorage: ResolvableProperty {
    func prepare(key: String, context: ResolveContext) { slot.prepare(context: context) }
}

/// One stored setting as a view declares it: its key, its default, and the stores renders attached.
///
/// A view made while a render runs (inside a parent's body, or as a scenario's root) finds that render's store at
/// once, so a value its initializer writes is there when the body reads it, as `UserDefaults` would keep it.
final class StoredValueSlot<Value> {
    let key: String
    let name: String
    let defaultValue: Value
    private let stores = ScopedSlots<StoredValues>()
    /// The render in progress when the view was made, until the render attaches its store.
    private weak var creationGraph: StateGraph?
    /// A value set before any render had a store for it, handed to the first store attached.
    private var pending: Value?

    init(key: String, name: String, defaultValue: Value) {
        self.key = key
        self.name = name
        self.defaultValue = defaultValue
        creationGraph = RenderScope.current?.graph
    }

    @MainActor func prepare(context: ResolveContext) {
        let store = context.graph.storedValues
        store.changes = context.graph.changes
        if let pending {
            store.values[key] = pending
            self.pending = nil
        }
        if store.values[key] == nil, let preset = context.environment.storagePresets[name] {
            store.values[key] = preset
        }
        stores.attach(store, graph: context.graph, viewPath: context.scope.viewPath)
    }

    /// The store of the running render, or of the render that made the view, if any.
    @MainActor private var store: StoredValues? {
        stores.storage(for: RenderScope.current) ?? creationGraph?.storedValues
    }

    @MainActor var value: Value {
        get {
            guard let store else { return pending ?? defaultValue }
            guard let stored = store.values[key] ?? store.presets[name] else { return defaultValue }
            if let value = stored as? Value { return value }
            if let raw = Value.self as? any RawRepresentable.Type, let value = raw.make(from: stored) as? Value {
                return value
            }
            return defaultValue
        }
        set {
            guard let store else {
                pending = newValue
                return
            }
            // A view's initializer may write the same value at every re-render (padding a stored string): only a
            // change re-renders, or such a screen would never settle.
            if let old = store.values[key], Self.same(old, newValue) { return }
            store.values[key] = newValue
            store.changes?.raise()
        }
    }
}

extension StoredValueSlot {
    fileprivate static func same(_ old: Any, _ new: Value) -> Bool {
        guard let old = old as? any Equatable else { return false }
        return old.isEqual(to: new)
    }
}

extension Equatable {
    fileprivate func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}

extension RawRepresentable {
    /// A value from a preset given as its raw value (`"dark"` for a `Theme.dark`).
    fileprivate static func make(from stored: Any) -> Self? {
        (stored as? RawValue).flatMap(Self.init(rawValue:))
    }
}

/// The settings of one render, by namespaced key.
@MainActor
final class StoredValues {
    var values: [String: Any] = [:]
    /// Presets the render has met so far, by name: what views made inside a preset's content read before their
    /// body first runs (an initializer that reads a setting).
    var presets: [String: Any] = [:]
    weak var changes: ChangeSignal?
}

private struct StoragePresetsKey: EnvironmentKey { static var defaultValue: [String: Any] { [:] } }

extension EnvironmentValues {
    /// Values `@AppStorage` and `@SceneStorage` start from in this render, by key.
    var storagePresets: [String: Any] {
        get { self[StoragePresetsKey.self] }
        set { self[StoragePresetsKey.self] = newValue }
    }
}

extension View {
    /// Presets `@AppStorage` and `@SceneStorage` values for the views inside, by key, as if a user had set them
    /// earlier. A value may be given as its raw value for a `RawRepresentable` setting.
    ///
    /// The views the inside makes in its bodies already read the presets in their initializers; the view this is
    /// called on was made before, so to preset what a screen's own initializer reads, wrap the screen in a view.
    ///
    /// ```swift
    /// Scenario("metric") { SettingsView().storagePreset(["units": "metric", "notifications": true]) }
    /// ```
    ///
    /// - Parameter values: Values by key, as `@AppStorage` and `@SceneStorage` name them; later calls win for a key.
    /// - Returns: The view with the presets in its environment.
    public func storagePreset(_ values: [String: Any]) -> ModifiedView<Self> {
        transformEnvironment {
            $0.storagePresets.merge(values) { _, new in new }
            RenderScope.current?.graph.storedValues.presets.merge(values) { _, new in new }
        }
    }

    /// Accepted for source compatibility: `@AppStorage` inside reads and writes the render's own store, never a
    /// `UserDefaults` suite, so scenarios stay independent of each other and of the machine.
    ///
    /// - Parameter store: The suite a device would use; ignored.
    /// - Returns: The view unchanged.
    public func defaultAppStorage(_ store: UserDefaults) -> Self { self }
}

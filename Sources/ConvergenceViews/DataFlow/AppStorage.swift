import Foundation

/// A value kept under a key in the app's settings, as SwiftUI's `@AppStorage`.
///
/// Each render keeps its own store, which starts empty, so scenarios never see each other's settings or the
/// machine's; a scenario presets values with `.storagePreset(_:)`:
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
final class StoredValueSlot<Value> {
    let key: String
    let name: String
    let defaultValue: Value
    private let stores = ScopedSlots<StoredValues>()

    init(key: String, name: String, defaultValue: Value) {
        self.key = key
        self.name = name
        self.defaultValue = defaultValue
    }

    @MainActor func prepare(context: ResolveContext) {
        let store = context.graph.storedValues
        store.changes = context.graph.changes
        if store.values[key] == nil, let preset = context.environment.storagePresets[name] {
            store.values[key] = preset
        }
        stores.attach(store, graph: context.graph, viewPath: context.scope.viewPath)
    }

    @MainActor var value: Value {
        get {
            guard let stored = stores.storage(for: RenderScope.current)?.values[key] else { return defaultValue }
            if let value = stored as? Value { return value }
            if let raw = Value.self as? any RawRepresentable.Type, let value = raw.make(from: stored) as? Value {
                return value
            }
            return defaultValue
        }
        set {
            guard let store = stores.storage(for: RenderScope.current) else { return }
            store.values[key] = newValue
            store.changes?.raise()
        }
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
    /// ```swift
    /// Scenario("metric") { SettingsView().storagePreset(["units": "metric", "notifications": true]) }
    /// ```
    ///
    /// - Parameter values: Values by key, as `@AppStorage` and `@SceneStorage` name them; later calls win for a key.
    /// - Returns: The view with the presets in its environment.
    public func storagePreset(_ values: [String: Any]) -> ModifiedView<Self> {
        transformEnvironment { $0.storagePresets.merge(values) { _, new in new } }
    }
}

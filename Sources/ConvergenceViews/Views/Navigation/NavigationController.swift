import ConvergenceTree

/// The screens a navigation stack has pushed, kept across resolutions of one render.
struct NavigationEntries {
    enum Entry {
        /// A value pushed by `NavigationLink(value:)` or a bound path, shown by a `navigationDestination(for:)`.
        case value(AnyHashable)
        /// A view pushed by `NavigationLink(destination:)`, refreshed from its link whenever the link resolves.
        case view(key: String, AnyView)
    }

    var entries: [Entry] = []
}

/// A navigation stack during one resolution: its entries, the destinations its screens declare, and the actions
/// that push and pop.
@MainActor
final class NavigationController {
    private let stored: PersistentValue<NavigationEntries>
    /// The bound path, when the stack has one: read and written as type-erased values.
    private let path: NavigationPathAccess?
    private let scope: RenderScope
    /// `navigationDestination(for:)` closures by the value type they show, from the screens resolved so far.
    private var destinations: [ObjectIdentifier: (AnyHashable) -> AnyView] = [:]
    /// Destinations shown because a binding says so (`isPresented:`, `item:`, `isActive:`), in the order met.
    private(set) var boundScreens: [(key: String, view: AnyView, pop: @MainActor () -> Void)] = []

    init(stored: PersistentValue<NavigationEntries>, path: NavigationPathAccess?, scope: RenderScope) {
        self.stored = stored
        self.path = path
        self.scope = scope
        reconcile()
    }

    /// The entries in order: the bound path's values first, then views pushed on top of them.
    var entries: [NavigationEntries.Entry] { stored.value.entries }

    /// Takes the bound path's current values as the stack's value entries.
    private func reconcile() {
        guard let path else { return }
        let values = path.get()
        let views = stored.value.entries.filter { if case .view = $0 { true } else { false } }
        let rebuilt = values.map(NavigationEntries.Entry.value) + views
        if rebuilt.count != stored.value.entries.count || !zip(rebuilt, stored.value.entries).allSatisfy(Self.same) {
            // This resolution already sees the change: no need to ask for another.
            stored.updateQuietly { $0.entries = rebuilt }
        }
    }

    private static func same(_ lhs: NavigationEntries.Entry, _ rhs: NavigationEntries.Entry) -> Bool {
        switch (lhs, rhs) {
        case (.value(let a), .value(let b)): a == b
        case (.view(let a, _), .view(let b, _)): a == b
        default: false
        }
    }

    // MARK: Destinations

    func register<Value: Hashable>(_ type: Value.Type, destination: @escaping (Value) -> AnyView) {
        destinations[ObjectIdentifier(type)] = { value in
            guard let typed = value.base as? Value else { return AnyView(EmptyView()) }
            return destination(typed)
        }
    }

    /// The view a value entry shows, or a message naming the missing `navigationDestination`.
    func destination(for value: AnyHashable) -> AnyView {
        if let make = destinations[ObjectIdentifier(type(of: value.base))] { return make(value) }
        return AnyView(
            Text("⚠ No navigationDestination(for: \(type(of: value.base)).self) is declared in this stack"))
    }

    /// Shows a destination a binding asks for, over the screens pushed so far.
    func showBound(key: String, view: AnyView, pop: @escaping @MainActor () -> Void) {
        guard !boundScreens.contains(where: { $0.key == key }) else { return }
        boundScreens.append((key, view, pop))
    }

    /// Replaces a pushed view with the one its link builds now, so the pushed screen shows current data.
    func refresh(key: String, view: AnyView) {
        for index in stored.value.entries.indices {
            if case .view(let existing, _) = stored.value.entries[index], existing == key {
                // The resolution under way uses the new view: no need to ask for another.
                stored.updateQuietly { $0.entries[index] = .view(key: key, view) }
            }
        }
    }

    // MARK: Actions (run by taps, in the render's scope)

    /// Pushes a view above the screen at `depth`, dropping any screens that were above it.
    func pushView(key: String, view: AnyView, from depth: Int) {
        var entries = Array(stored.value.entries.prefix(depth))
        entries.append(.view(key: key, view))
        if let path, depth < path.get().count { write(path, values: Array(path.get().prefix(depth))) }
        stored.value.entries = entries
    }

    /// Pushes a value above the screen at `depth`: onto the bound path if there is one.
    func pushValue(_ value: AnyHashable, from depth: Int) {
        if let path {
            let values = Array(path.get().prefix(depth))
            write(path, values: values + [value])
        } else {
            stored.value.entries = Array(stored.value.entries.prefix(depth)) + [.value(value)]
        }
    }

    /// Pops back to the screen at `depth`.
    func pop(to depth: Int) {
        if let path, path.get().count > depth { write(path, values: Array(path.get().prefix(depth))) }
        if stored.value.entries.count > depth { stored.value.entries = Array(stored.value.entries.prefix(depth)) }
    }

    private func write(_ path: NavigationPathAccess, values: [AnyHashable]) {
        RenderScope.$current.withValue(scope) { path.set(values) }
    }
}

/// A bound navigation path read and written as type-erased values.
@MainActor
struct NavigationPathAccess {
    let get: @MainActor () -> [AnyHashable]
    let set: @MainActor ([AnyHashable]) -> Void
}

extension ResolveContext {
    /// The controller of the navigation container at this position, over the entries this render keeps for it.
    func navigationController(path: NavigationPathAccess?) -> NavigationController {
        NavigationController(stored: persistent("navigation", initial: NavigationEntries()), path: path, scope: scope)
    }
}

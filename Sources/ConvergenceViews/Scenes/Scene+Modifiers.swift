import Foundation
import Observation

// Scene modifiers: a scenario shows one window's content and never a scene, so each is accepted and returns the
// scene unchanged; their actions never run and their commands are never shown.

extension Scene {
    /// Accepted: commands are never shown in a scenario.
    ///
    /// - Parameter content: The menus and groups to add; not evaluated.
    /// - Returns: This scene, unchanged.
    public func commands<Content: Commands>(@CommandsBuilder content: () -> Content) -> Self { self }

    /// Accepted: there is no menu bar in a scenario.
    ///
    /// - Returns: This scene, unchanged.
    public func commandsRemoved() -> Self { self }

    /// Accepted: commands are never shown in a scenario.
    ///
    /// - Parameter content: The menus and groups to use instead; not evaluated.
    /// - Returns: This scene, unchanged.
    public func commandsReplaced<Content: Commands>(@CommandsBuilder content: () -> Content) -> Self { self }

    /// Accepted: a scenario's width and height come from the scenario.
    ///
    /// - Parameter size: The windows' first size, in points; ignored.
    /// - Returns: This scene, unchanged.
    public func defaultSize(_ size: CGSize) -> Self { self }

    /// Accepted: a scenario's width and height come from the scenario.
    ///
    /// - Parameters:
    ///   - width: The windows' first width, in points; ignored.
    ///   - height: The windows' first height, in points; ignored.
    /// - Returns: This scene, unchanged.
    public func defaultSize(width: CGFloat, height: CGFloat) -> Self { self }

    /// Accepted: there is no screen to place windows on.
    ///
    /// - Parameter position: Where windows first appear; ignored.
    /// - Returns: This scene, unchanged.
    public func defaultPosition(_ position: UnitPoint) -> Self { self }

    /// Accepted: windows are never resized in a scenario.
    ///
    /// - Parameter resizability: How windows may be resized; ignored.
    /// - Returns: This scene, unchanged.
    public func windowResizability(_ resizability: WindowResizability) -> Self { self }

    /// Accepted: windows draw no title bar in text.
    ///
    /// - Parameter style: The windows' style, such as `.hiddenTitleBar`; ignored.
    /// - Returns: This scene, unchanged.
    public func windowStyle<S: WindowStyle>(_ style: S) -> Self { self }

    /// Accepted: windows draw no title bar in text.
    ///
    /// - Parameter style: The windows' toolbar style, such as `.unified`; ignored.
    /// - Returns: This scene, unchanged.
    public func windowToolbarStyle<S: WindowToolbarStyle>(_ style: S) -> Self { self }

    /// Accepted: there is no menu bar in a scenario.
    ///
    /// - Parameter style: `.menu` or `.window`; ignored.
    /// - Returns: This scene, unchanged.
    public func menuBarExtraStyle<S: MenuBarExtraStyle>(_ style: S) -> Self { self }

    /// Accepted: a scenario opens no URLs.
    ///
    /// - Parameter conditions: The URLs' identifiers this scene handles; ignored.
    /// - Returns: This scene, unchanged.
    public func handlesExternalEvents(matching conditions: Set<String>) -> Self { self }

    /// Accepted: a scene is never shown, so nothing reads its environment. Set values on the root view, or in the
    /// scenario, to see them.
    ///
    /// - Parameters:
    ///   - keyPath: The value's key path in ``EnvironmentValues``.
    ///   - value: The value; ignored.
    /// - Returns: This scene, unchanged.
    public func environment<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value) -> Self {
        self
    }

    /// Accepted: a scene is never shown; place the object on the root view, or in the scenario, to see it.
    ///
    /// - Parameter object: The observable object; ignored.
    /// - Returns: This scene, unchanged.
    public func environment<Object: AnyObject & Observable>(_ object: Object?) -> Self { self }

    /// Accepted: a scene is never shown; place the object on the root view, or in the scenario, to see it.
    ///
    /// - Parameter object: The object; ignored.
    /// - Returns: This scene, unchanged.
    public func environmentObject<Object: ObservableObject>(_ object: Object) -> Self { self }

    /// Accepted: a scene is never shown, so nothing changes and the action never runs.
    ///
    /// - Parameters:
    ///   - value: The value to watch; ignored.
    ///   - initial: Whether to run the action when the scene appears; the scene never appears.
    ///   - action: Never called.
    /// - Returns: This scene, unchanged.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> Self {
        self
    }

    /// Accepted: a scene is never shown, so nothing changes and the action never runs.
    ///
    /// - Parameters:
    ///   - value: The value to watch; ignored.
    ///   - initial: Whether to run the action when the scene appears; the scene never appears.
    ///   - action: Never called.
    /// - Returns: This scene, unchanged.
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> Self { self }

    /// Accepted: a scene is never shown, so nothing changes and the action never runs (the older spelling).
    ///
    /// - Parameters:
    ///   - value: The value to watch; ignored.
    ///   - action: Never called.
    /// - Returns: This scene, unchanged.
    @available(iOS, deprecated: 17.0, message: "Use `onChange` with a two or zero parameter action closure instead.")
    @available(macOS, deprecated: 14.0, message: "Use `onChange` with a two or zero parameter action closure instead.")
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> Self {
        self
    }
}

/// What a control does when used, carried in the tree but left out of equality.
///
/// Two actions always compare equal: a render is judged by what it shows, not by closure identity.
package struct NodeAction: Sendable, Equatable {
    package enum Body: Sendable {
        case sync(@MainActor @Sendable () -> Void)
        case async(@MainActor @Sendable () async -> Void)
    }

    package let body: Body

    package init(_ perform: @escaping @MainActor @Sendable () -> Void) {
        body = .sync(perform)
    }

    package init(async perform: @escaping @MainActor @Sendable () async -> Void) {
        body = .async(perform)
    }

    /// An action that does nothing, for trees built by hand.
    package static let none = NodeAction {}

    package static func == (lhs: NodeAction, rhs: NodeAction) -> Bool { true }
}

/// Where a control's new value goes (typing, toggling, picking); equal to every other input.
package struct NodeInput<Value: Sendable>: Sendable, Equatable {
    package let send: @MainActor @Sendable (Value) -> Void

    package init(_ send: @escaping @MainActor @Sendable (Value) -> Void) {
        self.send = send
    }

    /// An input that ignores its value, for trees built by hand.
    package static var none: NodeInput<Value> { NodeInput { _ in } }

    package static func == (lhs: NodeInput<Value>, rhs: NodeInput<Value>) -> Bool { true }
}

/// A `.task` effect: the work to start when the view appears, and which view asked for it.
package struct TaskEffect: Sendable, Equatable {
    /// The declaring view's type name, for messages about tasks that never settle.
    package let origin: String
    /// The view's structural position, so a re-resolved tree does not start the same task twice.
    package let identity: String
    /// The value of `.task(id:)`: when it changes (by `==`), the running task is cancelled and started anew.
    package let id: TaskID?
    package let work: @MainActor @Sendable () async -> Void
    /// What `.onDisappear` runs when the view leaves the tree (a condition turns false, a screen is popped).
    package let onDisappear: (@MainActor @Sendable () -> Void)?

    package init(
        origin: String, identity: String, id: TaskID? = nil, work: @escaping @MainActor @Sendable () async -> Void,
        onDisappear: (@MainActor @Sendable () -> Void)? = nil
    ) {
        self.origin = origin
        self.identity = identity
        self.id = id
        self.work = work
        self.onDisappear = onDisappear
    }

    package static func == (lhs: TaskEffect, rhs: TaskEffect) -> Bool { true }
}

/// The value a `.task(id:)` was given, compared with its own type's `==`.
///
/// Made and compared on the main actor, where views resolve; the value is never handed to another thread.
///
/// It holds the value as given, which need not be `Sendable`: make and compare ids on the main actor only, as the
/// resolver and the scenario session do.
package struct TaskID: @unchecked Sendable, Equatable, CustomStringConvertible {
    private let value: Any
    private let isEqual: (Any) -> Bool

    package init<Value: Equatable>(_ value: Value) {
        self.value = value
        isEqual = { other in (other as? Value) == value }
    }

    /// The value, as `String(reflecting:)` shows it (for messages; made only when asked for).
    package var description: String { String(reflecting: value) }

    package static func == (lhs: TaskID, rhs: TaskID) -> Bool { lhs.isEqual(rhs.value) }
}

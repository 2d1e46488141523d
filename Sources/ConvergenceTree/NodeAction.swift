/// What a control does when used, carried in the tree but left out of equality.
///
/// Two actions always compare equal: a render is judged by what it shows, not by closure identity.
public struct NodeAction: Sendable, Equatable {
    public enum Body: Sendable {
        case sync(@MainActor @Sendable () -> Void)
        case async(@MainActor @Sendable () async -> Void)
    }

    public let body: Body

    public init(_ perform: @escaping @MainActor @Sendable () -> Void) {
        body = .sync(perform)
    }

    public init(async perform: @escaping @MainActor @Sendable () async -> Void) {
        body = .async(perform)
    }

    /// An action that does nothing, for trees built by hand.
    public static let none = NodeAction {}

    public static func == (lhs: NodeAction, rhs: NodeAction) -> Bool { true }
}

/// Where a control's new value goes (typing, toggling, picking); equal to every other input.
public struct NodeInput<Value: Sendable>: Sendable, Equatable {
    public let send: @MainActor @Sendable (Value) -> Void

    public init(_ send: @escaping @MainActor @Sendable (Value) -> Void) {
        self.send = send
    }

    /// An input that ignores its value, for trees built by hand.
    public static var none: NodeInput<Value> { NodeInput { _ in } }

    public static func == (lhs: NodeInput<Value>, rhs: NodeInput<Value>) -> Bool { true }
}

/// A `.task` effect: the work to start when the view appears, and which view asked for it.
public struct TaskEffect: Sendable, Equatable {
    /// The declaring view's type name, for messages about tasks that never settle.
    public let origin: String
    /// The view's structural position, so a re-resolved tree does not start the same task twice.
    public let identity: String
    /// The value of `.task(id:)`: when it changes (by `==`), the running task is cancelled and started anew.
    public let id: TaskID?
    public let work: @MainActor @Sendable () async -> Void
    /// What `.onDisappear` runs when the view leaves the tree (a condition turns false, a screen is popped).
    public let onDisappear: (@MainActor @Sendable () -> Void)?

    public init(
        origin: String, identity: String, id: TaskID? = nil, work: @escaping @MainActor @Sendable () async -> Void,
        onDisappear: (@MainActor @Sendable () -> Void)? = nil
    ) {
        self.origin = origin
        self.identity = identity
        self.id = id
        self.work = work
        self.onDisappear = onDisappear
    }

    public static func == (lhs: TaskEffect, rhs: TaskEffect) -> Bool { true }
}

/// The value a `.task(id:)` was given, compared with its own type's `==`.
///
/// Made and compared on the main actor, where views resolve; the value is never handed to another thread.
///
/// It holds the value as given, which need not be `Sendable`: make and compare ids on the main actor only, as the
/// resolver and the scenario session do.
public struct TaskID: @unchecked Sendable, Equatable, CustomStringConvertible {
    private let value: Any
    private let isEqual: (Any) -> Bool

    public init<Value: Equatable>(_ value: Value) {
        self.value = value
        isEqual = { other in (other as? Value) == value }
    }

    /// The value, as `String(reflecting:)` shows it (for messages; made only when asked for).
    public var description: String { String(reflecting: value) }

    public static func == (lhs: TaskID, rhs: TaskID) -> Bool { lhs.isEqual(rhs.value) }
}

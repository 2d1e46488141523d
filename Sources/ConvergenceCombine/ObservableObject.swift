import Foundation
import Observation

/// A class whose changes re-render the views that read it, as SwiftUI's (Combine's) `ObservableObject`.
///
/// Linux has no Combine, so `objectWillChange` is an ``ObservableObjectPublisher`` of Convergence's own; `@Published`
/// properties send through it before they change, and a render that read the object resolves again.
///
/// ```swift
/// final class CartModel: ObservableObject {
///     @Published var items: [String] = []
/// }
/// ```
public protocol ObservableObject: AnyObject {
    /// Sends before the object changes.
    var objectWillChange: ObservableObjectPublisher { get }
}

extension ObservableObject {
    /// The object's own publisher, made the first time it is asked for.
    public var objectWillChange: ObservableObjectPublisher {
        ObservableObjectPublisher.Registry.shared.publisher(for: self)
    }
}

/// Tells the renders that read an ``ObservableObject`` that it is about to change, and its subscribers too.
///
/// ```swift
/// model.objectWillChange.send()
/// model.objectWillChange.sink { print("about to change") }.store(in: &cancellables)
/// ```
public final class ObservableObjectPublisher: Observation.Observable, Publisher, @unchecked Sendable {
    public typealias Output = Void
    public typealias Failure = Never
    private let registrar = ObservationRegistrar()
    private let subscribers = SubjectCore<Void, Never>()
    private let lock = NSLock()
    /// How many times `send()` ran; renders observe it through the Observation registrar.
    private var sends = 0

    /// A publisher with no subscribers yet.
    public init() {}

    /// Announces a change: every render that read the object resolves again, and each subscriber receives it.
    public func send() {
        registrar.withMutation(of: self, keyPath: \.sends) {
            lock.withLock { sends += 1 }
        }
        subscribers.send((), buffering: false)
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
        subscribers.attach(subscriber, initial: nil)
    }

    /// Records that the running render reads `object`, if it is an ``ObservableObject``.
    ///
    /// The property wrappers take any class, not only observable ones as SwiftUI's do, so a screen still compiles when
    /// its model's file cannot (a model that sees `ObservableObject` through `import Foundation` alone, as on Apple
    /// platforms where Foundation brings Combine).
    package static func track(_ object: AnyObject) {
        (object as? any ObservableObject)?.objectWillChange.track()
    }

    /// Records that the running render reads the object, so its next change re-renders it.
    func track() {
        registrar.access(self, keyPath: \.sends)
    }
}

extension ObservableObjectPublisher {
    /// The publishers of objects that use the default `objectWillChange`, by object identity.
    final class Registry: @unchecked Sendable {
        static let shared = Registry()
        private struct Entry {
            weak var object: AnyObject?
            let publisher: ObservableObjectPublisher
        }

        private let lock = NSLock()
        private var entries: [ObjectIdentifier: Entry] = [:]

        func publisher(for object: AnyObject) -> ObservableObjectPublisher {
            lock.withLock {
                let id = ObjectIdentifier(object)
                if let entry = entries[id], entry.object === object { return entry.publisher }
                if entries.count > 256 { entries = entries.filter { $0.value.object != nil } }
                let made = ObservableObjectPublisher()
                entries[id] = Entry(object: object, publisher: made)
                return made
            }
        }
    }
}

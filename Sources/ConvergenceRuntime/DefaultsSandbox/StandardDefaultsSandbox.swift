import Foundation

/// Keeps one scenario's writes to `UserDefaults.standard` to itself.
///
/// App code often persists a list straight into `UserDefaults.standard`, a store the whole process shares: an item
/// one scenario's steps add would show in the first frame of another scenario rendering at the same time or later.
/// Foundation gives no per-task standard store, so each render keeps its own changes aside and lends them to the
/// store only while its own code runs: its construction, its bodies and its steps' actions, all synchronous on the
/// main actor, where no other render can look. After each, the store is put back as it was, so between them it
/// holds only what the process had — nothing is left in the machine's preferences either. A key that cannot be put
/// back (one registered with `register(defaults:)`) is remembered under the scenario's name, so a nondeterminism
/// report can name it. Writes from asynchronous work (`.task`, a `Task` an action starts) happen outside these turns
/// and are not kept aside.
///
/// What a render changed is learned by comparing two readings of the whole store, or, where Foundation makes that
/// reading slow and the standard object can be watched (Linux), from the writes themselves: see
/// ``StandardDefaultsWriteLog``.
@MainActor
package final class StandardDefaultsSandbox {
    /// How a lend learns what the render's code changed.
    package enum Watching {
        /// Reads the whole store before and after: sees every change, however it was made.
        case wholeStore
        #if !canImport(Darwin)
            /// Notes the keys the standard object's setters write (``StandardDefaultsWriteLog``): no reading of the
            /// whole store, but a second `UserDefaults()` object writing the same settings goes unseen.
            case writes
        #endif

        /// Writes where they can be watched, otherwise (or with `CONVERGENCE_FORCE_FALLBACK=defaults-sandbox`) the
        /// whole store.
        package static var preferred: Watching {
            #if canImport(Darwin)
                .wholeStore
            #else
                !RuntimeFallback.defaultsSandbox.isForced && StandardDefaultsWriteLog.isAvailable
                    ? .writes : .wholeStore
            #endif
        }
    }

    /// Keys a scenario (in any of its renders) left in the standard store that could not be put back, by scenario id.
    package private(set) static var keysLeftBehind: [String: [String]] = [:]

    private let scenario: String
    private let watching: Watching
    /// This render's changes to the store: a new value, or `nil` for a removed key.
    private var changes: [String: Any?] = [:]
    /// Whether the render's code is running now (a body inside an action, say): the changes are already lent.
    private var isLent = false

    package init(scenario: String, watching: Watching = .preferred) {
        self.scenario = scenario
        self.watching = watching
    }

    /// Runs `body` lent to `sandbox`, or as it is without one.
    package static func lend<Result>(_ sandbox: StandardDefaultsSandbox?, _ body: () throws -> Result) rethrows
        -> Result
    {
        guard let sandbox else { return try body() }
        return try sandbox.lend(body)
    }

    /// Runs the render's own code with its changes in the store, then keeps what it changed and puts the store back.
    package func lend<Result>(_ body: () throws -> Result) rethrows -> Result {
        let lend = beginLend()
        defer { endLend(lend) }
        return try body()
    }

    /// A lend in progress.
    package enum Lend {
        /// The whole store as it was before the lend began.
        case wholeStore(base: [String: Any])
        #if !canImport(Darwin)
            /// The standard object's writes are being noted.
            case writes
        #endif
    }

    /// Puts the render's changes in the store, for code that runs until ``endLend(_:)``, which must follow in the
    /// same turn of the main actor (no `await` between them). Inside another lend it returns `nil`: the outer lend
    /// keeps what the inner code changes.
    package func beginLend() -> Lend? {
        if isLent { return nil }
        let defaults = UserDefaults.standard
        let lend: Lend
        switch watching {
        case .wholeStore: lend = .wholeStore(base: defaults.dictionaryRepresentation())
        #if !canImport(Darwin)
            case .writes:
                // Begun before the changes go in, so the store's own values are noted for them too.
                StandardDefaultsWriteLog.begin()
                lend = .writes
        #endif
        }
        for (key, value) in changes {
            if let value { defaults.set(value, forKey: key) } else { defaults.removeObject(forKey: key) }
        }
        isLent = true
        return lend
    }

    /// Keeps what the render's code changed since ``beginLend()`` and puts the store back as it was.
    package func endLend(_ lend: Lend?) {
        guard let lend else { return }
        isLent = false
        // The store before the lend, the keys the code changed, and the value of a key now.
        let before: [String: Any]
        let changed: [String]
        let now: (String) -> Any?
        switch lend {
        case .wholeStore(let base):
            let reading = UserDefaults.standard.dictionaryRepresentation()
            (before, changed, now) = (base, Self.changedKeys(from: base, to: reading), { reading[$0] })
        #if !canImport(Darwin)
            case .writes:
                let written = StandardDefaultsWriteLog.end()
                let defaults = UserDefaults.standard
                before = written.compactMapValues { $0 }
                changed = written.keys.filter { !PropertyListEquality.equal(defaults.object(forKey: $0), before[$0]) }
                now = { defaults.object(forKey: $0) }
        #endif
        }
        // Most renders never write: nothing to keep, nothing to put back.
        if changed.isEmpty && changes.isEmpty { return }
        // A key changed in an earlier turn is read again too: the code may have put it back as the store has it.
        for key in Set(changed).union(changes.keys) { changes[key] = .some(now(key)) }
        // A key that stays changed is in every render's view anyway: lending it would write it as a setting.
        for key in Self.restore(before, keys: Set(changes.keys), after: scenario) { changes[key] = nil }
    }

    /// Puts back `keys` as they were in `before`, and notes and returns the ones that stay different.
    ///
    /// A key is removed from the app's own settings first; only when nothing else gives it a value is the old value
    /// set again, so a value that comes from elsewhere (`register(defaults:)`) is never written over with a
    /// setting of the app's own, which would land in the machine's preferences file.
    @discardableResult
    static func restore(_ before: [String: Any], keys: Set<String>, after scenario: String) -> [String] {
        let defaults = UserDefaults.standard
        var stuck: [String] = []
        for key in keys.sorted() where !PropertyListEquality.equal(defaults.object(forKey: key), before[key]) {
            defaults.removeObject(forKey: key)
            let underneath = defaults.object(forKey: key)
            if PropertyListEquality.equal(underneath, before[key]) { continue }
            if underneath == nil, let value = before[key] {
                defaults.set(value, forKey: key)
            } else {
                stuck.append(key)
            }
        }
        guard !stuck.isEmpty else { return [] }
        keysLeftBehind[scenario] = Set(keysLeftBehind[scenario] ?? []).union(stuck).sorted()
        return stuck
    }

    /// The keys, sorted, whose values differ between two readings of the store.
    static func changedKeys(from before: [String: Any], to after: [String: Any]) -> [String] {
        Set(before.keys).union(after.keys).filter { key in
            !PropertyListEquality.equal(before[key], after[key])
        }.sorted()
    }
}

/// Equality of the values a `UserDefaults` store holds (strings, numbers, dates, data, arrays and dictionaries).
enum PropertyListEquality {
    static func equal(_ one: Any?, _ other: Any?) -> Bool {
        switch (one, other) {
        case (nil, nil): return true
        case (nil, _), (_, nil): return false
        case (let one?, let other?):
            if let one = one as? [Any], let other = other as? [Any] {
                return one.count == other.count && zip(one, other).allSatisfy { equal($0, $1) }
            }
            if let one = one as? [String: Any], let other = other as? [String: Any] {
                return one.count == other.count && one.allSatisfy { equal($0.value, other[$0.key]) }
            }
            if let one = one as? AnyHashable, let other = other as? AnyHashable { return one == other }
            return String(describing: one) == String(describing: other)
        }
    }
}

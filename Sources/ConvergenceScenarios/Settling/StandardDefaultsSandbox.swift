import Foundation

/// Keeps `UserDefaults.standard` from carrying values from one scenario into the next.
///
/// App code often persists a list straight into `UserDefaults.standard`, a store the whole process shares: an item
/// one scenario's steps add would show in the next scenario's first frame. Foundation gives no per-task standard
/// store, so each scenario's rendering takes the store in turn: the store's contents are noted when a scenario
/// starts, and every key it added, changed or removed is put back when it ends — also in the machine's preferences
/// file, which ends as it began. A key that cannot be put back (one registered with `register(defaults:)`, say) is
/// remembered under the scenario's name, so a nondeterminism report can name it.
@MainActor
enum StandardDefaultsSandbox {
    /// Scenarios renders waiting for the store, in arrival order.
    private static var waiting: [CheckedContinuation<Void, Never>] = []
    private static var isTaken = false
    /// Keys a scenario (in any of its renders) left in the standard store that could not be put back, by scenario id.
    private(set) static var keysLeftBehind: [String: [String]] = [:]

    /// Whether the running task already holds the store (a render inside a render).
    @TaskLocal private static var holdsStore = false

    /// Runs `body` with the standard store to itself, and puts the store back as it found it afterwards.
    ///
    /// - Parameters:
    ///   - scenario: The id of the scenario that renders, for naming keys left behind.
    ///   - body: The scenario's rendering.
    static func exclusively<Result>(
        for scenario: String, _ body: () async throws -> Result
    ) async rethrows -> Result {
        if holdsStore { return try await body() }
        await take()
        defer { give() }
        let before = UserDefaults.standard.dictionaryRepresentation()
        defer { restore(before, after: scenario) }
        return try await $holdsStore.withValue(true) { try await body() }
    }

    private static func take() async {
        guard isTaken else {
            isTaken = true
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    private static func give() {
        if waiting.isEmpty {
            isTaken = false
        } else {
            waiting.removeFirst().resume()
        }
    }

    /// Puts back every key whose value differs from `before`, and notes the ones that stay different.
    ///
    /// A key is removed from the app's own settings first; only when nothing else gives it a value is the old value
    /// set again, so a value that comes from elsewhere (`register(defaults:)`) is never written over with a
    /// setting of the app's own, which would land in the machine's preferences file.
    static func restore(_ before: [String: Any], after scenario: String) {
        let defaults = UserDefaults.standard
        let changed = changedKeys(from: before, to: defaults.dictionaryRepresentation())
        guard !changed.isEmpty else { return }
        var stuck: [String] = []
        for key in changed {
            defaults.removeObject(forKey: key)
            let underneath = defaults.object(forKey: key)
            if PropertyListEquality.equal(underneath, before[key]) { continue }
            if underneath == nil, let value = before[key] {
                defaults.set(value, forKey: key)
            } else {
                stuck.append(key)
            }
        }
        if !stuck.isEmpty {
            keysLeftBehind[scenario, default: []] = Array(Set(keysLeftBehind[scenario] ?? []).union(stuck)).sorted()
        }
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

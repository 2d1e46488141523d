import Foundation

/// Answers worked out once per process and shared by every thread: the package root of a test file, whether a
/// snapshot folder has its `.gitignore`, a scenario's file names, a catalog's collisions, the sources that declare
/// preview providers.
///
/// Bounded: when it holds `limit` answers it starts again empty, so a process that asks about keys without end
/// does not grow without end.
package final class ProcessMemo<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Key: Value] = [:]
    private let limit: Int

    package init(limit: Int = 100_000) {
        self.limit = limit
    }

    package subscript(key: Key) -> Value? {
        get { lock.withLock { values[key] } }
        set {
            lock.withLock {
                if values.count >= limit { values.removeAll() }
                values[key] = newValue
            }
        }
    }
}

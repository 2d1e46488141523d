#if !canImport(Darwin)
    import Foundation

    /// Notes the keys written to `UserDefaults.standard` while a render's code runs, with the value each had before.
    ///
    /// On Apple platforms the sandbox compares two readings of the whole store. The Foundation of other platforms posts
    /// no notification when a value is set, and reading the whole store (`dictionaryRepresentation()`) looks the user up
    /// in the system's password file each time — two readings took about half of a simple scenario's verify. So there
    /// the sandbox learns what a render wrote from the writes themselves: the one object `UserDefaults.standard`
    /// returns is given ``NotingStandardDefaults`` as its class, a subclass that adds no stored property (the object's
    /// layout is unchanged) and whose setters note the key, then do exactly what `UserDefaults` does. Notes are taken only
    /// between ``begin()`` and ``end()``; at any other time the setters only forward.
    ///
    /// Only the standard object is watched: a second `UserDefaults()` made by app code writes to the same settings
    /// unnoticed.
    enum StandardDefaultsWriteLog {
        /// Whether writes to the standard store are noted: the standard object has the noting class (given on first use,
        /// unless something else already gave it a class of its own).
        static let isAvailable: Bool = {
            let standard = UserDefaults.standard
            if ObjectIdentifier(type(of: standard)) == ObjectIdentifier(UserDefaults.self) {
                let noting: AnyClass = NotingStandardDefaults.self
                Unmanaged.passUnretained(standard).toOpaque().storeBytes(
                    of: unsafeBitCast(noting, to: UnsafeRawPointer.self), as: UnsafeRawPointer.self)
            }
            return standard is NotingStandardDefaults
        }()

        /// One list of notes per lend in progress, innermost last: each key with its value before the lend first wrote it.
        private final class Notes: @unchecked Sendable {
            let lock = NSLock()
            var open: [[String: Any?]] = []
        }

        private static let notes = Notes()

        /// Starts noting writes, inside any lend already noting.
        static func begin() {
            notes.lock.withLock { notes.open.append([:]) }
        }

        /// Stops noting for the innermost lend and returns its keys with their values before it wrote them. A lend around
        /// it notes the same keys (first writes win), so it can put them back too.
        static func end() -> [String: Any?] {
            notes.lock.withLock {
                guard let ended = notes.open.popLast() else { return [:] }
                if let last = notes.open.indices.last {
                    notes.open[last].merge(ended) { outer, _ in outer }
                }
                return ended
            }
        }

        /// Notes `keys` with their current values, unless the innermost lend noted them already. Called before a write.
        fileprivate static func willWrite(_ keys: some Sequence<String>, in defaults: UserDefaults) {
            notes.lock.withLock {
                guard let last = notes.open.indices.last else { return }
                for key in keys where !notes.open[last].keys.contains(key) {
                    notes.open[last][key] = .some(defaults.object(forKey: key))
                }
            }
        }
    }

    /// The class the standard `UserDefaults` object is given: each setter notes the keys it changes, then forwards.
    ///
    /// Never instantiated; it only replaces the class of the object `UserDefaults.standard` returns, which it can
    /// because it stores nothing of its own.
    private final class NotingStandardDefaults: UserDefaults {
        override func set(_ value: Any?, forKey defaultName: String) {
            StandardDefaultsWriteLog.willWrite(CollectionOfOne(defaultName), in: self)
            super.set(value, forKey: defaultName)
        }

        override func set(_ value: Int, forKey defaultName: String) {
            StandardDefaultsWriteLog.willWrite(CollectionOfOne(defaultName), in: self)
            super.set(value, forKey: defaultName)
        }

        override func set(_ value: Float, forKey defaultName: String) {
            StandardDefaultsWriteLog.willWrite(CollectionOfOne(defaultName), in: self)
            super.set(value, forKey: defaultName)
        }

        override func set(_ value: Double, forKey defaultName: String) {
            StandardDefaultsWriteLog.willWrite(CollectionOfOne(defaultName), in: self)
            super.set(value, forKey: defaultName)
        }

        override func set(_ value: Bool, forKey defaultName: String) {
            StandardDefaultsWriteLog.willWrite(CollectionOfOne(defaultName), in: self)
            super.set(value, forKey: defaultName)
        }

        override func set(_ url: URL?, forKey defaultName: String) {
            StandardDefaultsWriteLog.willWrite(CollectionOfOne(defaultName), in: self)
            super.set(url, forKey: defaultName)
        }

        override func removeObject(forKey defaultName: String) {
            StandardDefaultsWriteLog.willWrite(CollectionOfOne(defaultName), in: self)
            super.removeObject(forKey: defaultName)
        }

        override func register(defaults registrationDictionary: [String: Any]) {
            StandardDefaultsWriteLog.willWrite(registrationDictionary.keys, in: self)
            super.register(defaults: registrationDictionary)
        }

        override func setPersistentDomain(_ domain: [String: Any], forName domainName: String) {
            // Replacing a whole domain (the app's own, possibly) can change any key: note them all, rare as it is.
            StandardDefaultsWriteLog.willWrite(Set(domain.keys).union(dictionaryRepresentation().keys), in: self)
            super.setPersistentDomain(domain, forName: domainName)
        }

        override func removePersistentDomain(forName domainName: String) {
            StandardDefaultsWriteLog.willWrite(dictionaryRepresentation().keys, in: self)
            super.removePersistentDomain(forName: domainName)
        }
    }
#endif

extension LayoutMemo {
    /// A hash table from (node identity, offer) to a value, for the memo's many look-ups: open addressing with a
    /// multiplicative hash, where a `Dictionary` would run a full seeded hash of each key.
    ///
    /// Keys are only ever added, never removed, and nothing is iterated, so no order can leak into a render.
    struct Table<Value> {
        private var keys: [Key?]
        private var values: [Value?]
        private var count = 0

        init() {
            keys = Array(repeating: nil, count: 64)
            values = Array(repeating: nil, count: 64)
        }

        /// The value stored for a key, if any.
        subscript(key: Key) -> Value? {
            let slot = slot(of: key)
            return keys[slot] == nil ? nil : values[slot]
        }

        /// Stores a value for a key; returns whether the key is new.
        @discardableResult
        mutating func insert(_ value: Value, for key: Key) -> Bool {
            if 2 * (count + 1) > keys.count { grow() }
            let slot = slot(of: key)
            values[slot] = value
            guard keys[slot] == nil else { return false }
            keys[slot] = key
            count += 1
            return true
        }

        /// The slot holding the key, or the empty slot where it would go.
        private func slot(of key: Key) -> Int {
            let mask = keys.count - 1
            // Node boxes are 16-byte aligned, so the low bits of an address say little: mix before masking.
            let mixed = (key.node &>> 4) &+ UInt(bitPattern: key.proposal) &* 0x9E37_79B9
            var slot = Int(truncatingIfNeeded: (mixed &* 0x9E37_79B9_7F4A_7C15) &>> 32) & mask
            while let stored = keys[slot], stored != key { slot = (slot + 1) & mask }
            return slot
        }

        /// Doubles the slots and places every entry again.
        private mutating func grow() {
            let oldKeys = keys
            let oldValues = values
            keys = Array(repeating: nil, count: oldKeys.count * 2)
            values = Array(repeating: nil, count: oldKeys.count * 2)
            count = 0
            for index in oldKeys.indices {
                guard let key = oldKeys[index], let value = oldValues[index] else { continue }
                let slot = slot(of: key)
                keys[slot] = key
                values[slot] = value
                count += 1
            }
        }
    }
}

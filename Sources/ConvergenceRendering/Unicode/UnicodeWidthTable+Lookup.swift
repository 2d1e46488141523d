extension UnicodeWidthTable {
    /// Whether `value` lies in one of the flat `lo, hi` ranges of `table`.
    ///
    /// Binary search over the pairs keeps a lookup to about ten comparisons without building
    /// a `Set` of hundreds of thousands of code points at start-up.
    static func contains(_ table: [UInt32], _ value: UInt32) -> Bool {
        var low = 0
        var high = table.count / 2 - 1
        guard high >= 0, value >= table[0], value <= table[table.count - 1] else { return false }
        while low <= high {
            let middle = (low + high) / 2
            if value < table[2 * middle] {
                high = middle - 1
            } else if value > table[2 * middle + 1] {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }
}

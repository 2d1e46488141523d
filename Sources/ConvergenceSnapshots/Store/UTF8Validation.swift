/// Finds where bytes stop being UTF-8, so a bad snapshot can be reported by offset instead of decoded lossily.
enum UTF8Validation {
    /// The offset of the first byte that does not start a well-formed UTF-8 sequence, or nil if all are valid.
    static func firstInvalidOffset(in bytes: some Collection<UInt8>) -> Int? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded): offset += encoded.count
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }
}

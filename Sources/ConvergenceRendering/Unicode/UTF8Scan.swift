/// Byte scans over a string's UTF-8, on its contiguous storage when it has one (native strings do): the renderers'
/// shortcuts for plain ASCII ask these questions of every line.
package enum UTF8Scan {
    /// Whether every UTF-8 byte of `text` passes `test`.
    @inline(__always)
    package static func all(_ text: some StringProtocol, _ test: (UInt8) -> Bool) -> Bool {
        if let answer = text.utf8.withContiguousStorageIfAvailable({ bytes in
            for byte in bytes where !test(byte) { return false }
            return true
        }) {
            return answer
        }
        return text.utf8.allSatisfy(test)
    }

    /// Whether every byte is printable ASCII (U+0020 to U+007E).
    package static func isPrintableASCII(_ text: some StringProtocol) -> Bool {
        all(text) { $0 &- 0x20 < 0x5F }
    }

    /// Whether every byte is ASCII.
    package static func isASCII(_ text: some StringProtocol) -> Bool {
        all(text) { $0 < 0x80 }
    }
}

/// Byte scans over a string's UTF-8, on its contiguous storage when it has one (native strings do): the shortcuts
/// for plain ASCII (rendering, Markdown, placeholders, snapshot paths) ask these questions of every string.
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

    /// Whether any UTF-8 byte of `text` passes `test`.
    @inline(__always)
    package static func any(_ text: some StringProtocol, _ test: (UInt8) -> Bool) -> Bool {
        !all(text) { !test($0) }
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

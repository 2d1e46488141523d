/// The framing of plugin messages on standard input and output: an 8-byte little-endian length, then that many
/// bytes of UTF-8 JSON. A header announcing no bytes at all is the compiler's signal to end.
package enum PluginFrame {
    /// The size of the length header.
    package static let headerSize = 8

    /// The largest message the plugin accepts; a header announcing more is treated as a broken stream.
    package static let maximumLength: UInt64 = 1 << 32

    /// The header that announces a message of `length` bytes.
    package static func header(forLength length: Int) -> [UInt8] {
        let value = UInt64(length)
        return (0..<headerSize).map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) }
    }

    /// The length a header announces; `header` must hold `headerSize` bytes.
    package static func length(fromHeader header: [UInt8]) -> UInt64 {
        header.prefix(headerSize).enumerated().reduce(0) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) }
    }

    /// `payload` with its header in front, ready to write.
    package static func framed(_ payload: [UInt8]) -> [UInt8] {
        header(forLength: payload.count) + payload
    }
}

import Foundation

extension TextDiff {
    /// A text's UTF-8 bytes and where each of its lines starts, so that lines compare as exact bytes and become
    /// `String`s only when a hunk shows them.
    struct LineBuffer: Sendable, Equatable {
        /// The text's UTF-8 bytes.
        let bytes: [UInt8]
        /// `lineStarts[i]` is the offset of line `i`; one more entry follows the last line, one past where its
        /// `"\n"` is or would be, so line `i` is always `bytes[lineStarts[i] ..< lineStarts[i + 1] - 1]`.
        let lineStarts: [Int]
        /// Whether the text's last line has no `"\n"` (false for an empty text, which has no lines).
        let lacksFinalNewline: Bool

        init(_ text: String) {
            let bytes = Array(text.utf8)
            var starts = [0]
            bytes.withUnsafeBytes { buffer in
                guard let base = buffer.baseAddress else { return }
                var offset = 0
                while let found = memchr(base + offset, Int32(UInt8(ascii: "\n")), buffer.count - offset) {
                    offset = base.distance(to: UnsafeRawPointer(found)) + 1
                    starts.append(offset)
                }
            }
            let lacksFinalNewline = bytes.last.map { $0 != UInt8(ascii: "\n") } ?? false
            if lacksFinalNewline {
                starts.append(bytes.count + 1)
            }
            self.bytes = bytes
            self.lineStarts = starts
            self.lacksFinalNewline = lacksFinalNewline
        }

        /// The number of lines; a final line without `"\n"` counts, an empty text has none.
        var lineCount: Int { lineStarts.count - 1 }

        /// The bytes of line `index`, without its `"\n"`.
        func bytes(ofLine index: Int) -> ArraySlice<UInt8> {
            bytes[lineStarts[index]..<lineStarts[index + 1] - 1]
        }

        /// Line `index` as a string, without its `"\n"`.
        func line(_ index: Int) -> String {
            // Cutting valid UTF-8 at "\n" bytes leaves valid UTF-8, so decoding keeps every byte.
            String(decoding: bytes(ofLine: index), as: UTF8.self)
        }

        /// Whether line `index` is the text's last line and has no `"\n"`.
        func isUnterminated(_ index: Int) -> Bool {
            lacksFinalNewline && index == lineCount - 1
        }
    }
}

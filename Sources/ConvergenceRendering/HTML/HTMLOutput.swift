/// The bytes of an HTML render as it is printed: one growing buffer of UTF-8 that becomes a string once, at the end.
///
/// Appending to a `String` checks and updates what the string knows about its contents each time, and appending to
/// an array goes through its general copying code; for thousands of short tags and names either was most of the
/// printing time. This buffer copies bytes and nothing else. It cannot be copied, so it frees its memory exactly once.
struct HTMLOutput: ~Copyable {
    private var start: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private var count = 0

    init(capacity: Int = 16_384) {
        self.capacity = max(16, capacity)
        start = .allocate(capacity: self.capacity)
    }

    deinit {
        start.deallocate()
    }

    /// Appends bytes of UTF-8 as they are.
    mutating func append(_ utf8: UnsafeBufferPointer<UInt8>) {
        guard let source = utf8.baseAddress else { return }
        reserve(utf8.count)
        (start + count).initialize(from: source, count: utf8.count)
        count += utf8.count
    }

    /// Appends constant markup, such as a tag's punctuation.
    mutating func append(_ markup: StaticString) {
        append(UnsafeBufferPointer(start: markup.utf8Start, count: markup.utf8CodeUnitCount))
    }

    /// Appends text as it is: a tag or attribute name, or text that is already escaped.
    ///
    /// The text's bytes are read where they are, so appending neither copies nor retains the string.
    mutating func append(_ text: String) {
        let appended = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            append(bytes)
            return true
        }
        if appended != true {
            var text = text
            text.withUTF8 { append($0) }
        }
    }

    /// Appends user text escaped for where it lands (see ``HTMLRenderer/escape(_:in:)``).
    ///
    /// Text of ASCII (nearly all of it) is escaped straight into the buffer, with no string made for it; any other
    /// text goes through ``HTMLRenderer/escapeScalars(_:in:)``. The tests compare the two.
    mutating func appendEscaped(_ raw: String, in context: HTMLRenderer.EscapeContext) {
        let escaped = raw.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard let length = HTMLRenderer.escapedASCIILength(of: bytes, in: context) else { return false }
            if length == bytes.count {
                // Every replacement is longer than what it replaces, but a line feed kept as itself: the same length
                // means nothing to escape.
                append(bytes)
            } else {
                reserve(length)
                _ = HTMLRenderer.writeEscapedASCII(bytes, in: context, to: start + count)
                count += length
            }
            return true
        }
        if escaped != true { append(HTMLRenderer.escape(raw, in: context)) }
    }

    /// Appends the indentation of a line `depth` levels deep: two spaces a level, up to ``Indentation/deepest``.
    mutating func appendIndentation(_ depth: Int) {
        let spaces = 2 * max(0, min(depth, Indentation.deepest))
        reserve(spaces)
        (start + count).initialize(repeating: 0x20, count: spaces)
        count += spaces
    }

    /// Appends a line feed.
    mutating func appendNewline() {
        reserve(1)
        start[count] = 0x0A
        count += 1
    }

    /// The printed text.
    var text: String {
        String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    }

    /// Makes room for `extra` more bytes, doubling the buffer as often as that takes.
    @inline(__always)
    private mutating func reserve(_ extra: Int) {
        if count + extra > capacity { grow(toHold: extra) }
    }

    private mutating func grow(toHold extra: Int) {
        var newCapacity = capacity * 2
        while count + extra > newCapacity { newCapacity *= 2 }
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        grown.initialize(from: start, count: count)
        start.deallocate()
        start = grown
        capacity = newCapacity
    }
}

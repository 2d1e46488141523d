/// A piece of source the compiler sends: its text and where it starts.
///
/// The compiler includes the node's leading trivia in `source`, and `location` is where that trivia starts,
/// so the position of any byte of `source` is `location` advanced over the bytes before it.
package struct MacroSyntax: Equatable, Sendable {
    /// What the node is: `expression`, `declaration`, `attribute`…
    package var kind: String
    /// The node's text, leading trivia included.
    package var source: String
    /// Where the first byte of `source` is in the file.
    package var location: MacroSourceLocation

    /// A node with every field given.
    package init(kind: String, source: String, location: MacroSourceLocation) {
        self.kind = kind
        self.source = source
        self.location = location
    }

    /// Reads the node from a syntax field of a request.
    init(_ fields: JSONFields) throws(MessageShapeError) {
        self.init(
            kind: try fields.string("kind"), source: try fields.string("source"),
            location: try fields.decode("location", MacroSourceLocation.init))
    }

    /// The file position of the byte at `byteOffset` in `source` (the end when past it).
    ///
    /// A line break is `\n`, `\r\n` or a lone `\r`; columns count UTF-8 bytes from 1.
    ///
    /// ```swift
    /// // source "\n#Preview", location line 1, column 11, offset 10:
    /// // position(ofByte: 1) == (offset: 11, line: 2, column: 1)
    /// ```
    package func position(ofByte byteOffset: Int) -> (offset: Int, line: Int, column: Int) {
        let bytes = Array(source.utf8)
        let end = min(max(byteOffset, 0), bytes.count)
        var line = location.line
        var column = location.column
        var index = 0
        while index < end {
            let byte = bytes[index]
            if byte == 0x0A || (byte == 0x0D && (index + 1 >= bytes.count || bytes[index + 1] != 0x0A)) {
                line += 1
                column = 1
            } else if byte != 0x0D {
                column += 1
            }
            index += 1
        }
        return (location.offset + end, line, column)
    }

    /// The syntax nodes of an optional array field, erroring on `field.N.key` when one is malformed.
    static func list(_ fields: JSONFields, _ key: String) throws(MessageShapeError) -> [MacroSyntax] {
        var nodes: [MacroSyntax] = []
        for (position, element) in try fields.optionalArray(key).enumerated() {
            let name = "\(key).\(position)"
            let elementFields = try JSONFields(element, name: name)
            do {
                nodes.append(try MacroSyntax(elementFields))
            } catch {
                throw error.nested(in: name)
            }
        }
        return nodes
    }
}

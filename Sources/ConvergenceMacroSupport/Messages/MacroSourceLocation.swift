/// Where a piece of syntax the compiler sends starts in its file.
package struct MacroSourceLocation: Equatable, Sendable {
    /// `#fileID`: the module name and the file name, e.g. `App/Views.swift`.
    package var fileID: String
    /// `#filePath`: the full path of the file.
    package var fileName: String
    /// The UTF-8 offset in the file.
    package var offset: Int
    /// The line, from 1.
    package var line: Int
    /// The column, from 1, counted in UTF-8 bytes as the compiler counts it.
    package var column: Int

    /// A location with every field given.
    package init(fileID: String, fileName: String, offset: Int, line: Int, column: Int) {
        self.fileID = fileID
        self.fileName = fileName
        self.offset = offset
        self.line = line
        self.column = column
    }

    /// Reads the location from the `location` field of a syntax node.
    init(_ fields: JSONFields) throws(MessageShapeError) {
        self.init(
            fileID: try fields.string("fileID"), fileName: try fields.string("fileName"),
            offset: try fields.int("offset"), line: try fields.int("line"), column: try fields.int("column"))
    }
}

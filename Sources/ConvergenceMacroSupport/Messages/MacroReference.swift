/// Which macro the compiler asks for: the module and type named by `#externalMacro`, and the name used in source.
package struct MacroReference: Equatable, Sendable {
    /// The plugin module, e.g. `ConvergenceMacros`.
    package var moduleName: String
    /// The implementation type, e.g. `PreviewMacro`.
    package var typeName: String
    /// The macro's name at the use site, e.g. `Preview`.
    package var name: String

    /// A reference with every field given.
    package init(moduleName: String, typeName: String, name: String) {
        self.moduleName = moduleName
        self.typeName = typeName
        self.name = name
    }

    /// Reads the reference from the `macro` field of a request.
    init(_ fields: JSONFields) throws(MessageShapeError) {
        self.init(
            moduleName: try fields.string("moduleName"), typeName: try fields.string("typeName"),
            name: try fields.string("name"))
    }
}

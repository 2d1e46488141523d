import ConvergenceSwiftLexer

/// What `@Model` and the `@_PersistedProperty` it puts on each stored property add to a class: observation-tracked
/// storage, the model's backing data, its schema and its conformances, written as SwiftData's own expansion shapes them.
///
/// ```swift
/// // @Model final class Trip { var name: String; init(name: String) { self.name = name } }
/// // member attribute on `var name: String`:
/// @_PersistedProperty
/// // accessors of `name`:
/// @storageRestrictions(initializes: _name)
/// init(initialValue) {
///     _name = initialValue
/// }
/// get {
///     _$observationRegistrar.access(self, keyPath: \.name)
///     return _name
/// }
/// set {
///     let oldValue = _name
///     _$observationRegistrar.withMutation(of: self, keyPath: \.name) {
///         _name = newValue
///     }
///     persistentBackingData.modelDidChange(self, \.name, from: oldValue)
/// }
/// // peer of `name`:
/// private var _name: String
/// // extension:
/// extension Trip: SwiftData.PersistentModel, Observation.Observable {}
/// ```
package enum ModelExpansion {
    /// The attribute `@Model` puts on a member: `@_PersistedProperty` on a stored property it persists, nothing on
    /// the others (computed, `let`, `@Transient`, static members, functions).
    package static func memberAttribute(for member: String) -> String {
        guard let property = ModelProperty.parse(member), !property.isTransient,
            !property.attributes.contains("_PersistedProperty")
        else { return "" }
        return "@SwiftData._PersistedProperty"
    }

    /// The members `@Model` adds: the observation registrar, the backing data and the schema's property list.
    package static func members(of model: ModelClass) -> String {
        let persisted = model.isGeneric ? [] : model.properties.filter { !$0.isTransient }
        let entries = persisted.map { property in
            "        SwiftData.Schema.PropertyMetadata(name: \"\(property.plainName)\", keypath: \\\(model.name)."
                + "\(property.name), metadata: \(metadata(of: property)))"
        }
        let list = entries.isEmpty ? "[]" : "[\n" + entries.joined(separator: ",\n") + "\n    ]"
        return """
            private let _$observationRegistrar = Observation.ObservationRegistrar()
            public let persistentBackingData = SwiftData.ModelBacking()
            public static var schemaMetadata: [SwiftData.Schema.PropertyMetadata] {
                \(list)
            }
            """
    }

    /// The extension that declares the conformances the class lacks, from the compiler's list (`PersistentModel,
    /// Observable`), or both when the list is not given.
    package static func conformances(of model: ModelClass, missing list: String?) -> String {
        let wanted = [("PersistentModel", "SwiftData.PersistentModel"), ("Observable", "Observation.Observable")]
        let names = list.map { LexedSource($0) }.map { lexed in
            lexed.tokens.indices.filter { lexed.tokens[$0].kind == .identifier }.map { lexed.text(of: $0) }
        }
        let missing = wanted.filter { names?.contains($0.0) ?? true }.map(\.1)
        guard !missing.isEmpty else { return "" }
        return "extension \(model.name): \(missing.joined(separator: ", ")) {}"
    }

    /// The getter, setter and initializing accessor of a persisted property, which read and write its peer
    /// storage through the observation registrar.
    package static func accessors(of property: ModelProperty) -> String {
        let storage = "_" + property.plainName
        let keyPath = "\\." + property.name
        return """
            @storageRestrictions(initializes: \(storage))
            init(initialValue) {
                \(storage) = initialValue
            }
            get {
                _$observationRegistrar.access(self, keyPath: \(keyPath))
                return \(storage)
            }
            set {
                let oldValue = \(storage)
                _$observationRegistrar.withMutation(of: self, keyPath: \(keyPath)) {
                    \(storage) = newValue
                }
                persistentBackingData.modelDidChange(self, \(keyPath), from: oldValue)
            }
            """
    }

    /// The private stored property that holds a persisted property's value, with its type and initial value.
    package static func storage(of property: ModelProperty) -> String {
        var declaration = "private var _\(property.plainName)"
        if let type = property.type { declaration += ": " + type }
        if let initializer = property.initializer { declaration += " = " + initializer }
        return declaration
    }

    /// The schema metadata of a property: its relationship or attribute options as written, or `nil`.
    private static func metadata(of property: ModelProperty) -> String {
        if let arguments = property.relationshipArguments { return "SwiftData.Schema.Relationship(\(arguments))" }
        if let arguments = property.attributeArguments { return "SwiftData.Schema.Attribute(\(arguments))" }
        return "nil"
    }
}

/// Options for how a model's property is stored: `@Attribute(.unique) var id: UUID`.
///
/// Accepted and recorded in the model's ``Schema/PropertyMetadata``; the in-memory store does not enforce uniqueness.
///
/// - Parameters:
///   - options: Storage options such as `.unique` or `.externalStorage`.
///   - originalName: The property's name in an earlier version of the schema.
///   - hashModifier: A value that marks a change of the property's meaning between versions.
@attached(peer)
public macro Attribute(
    _ options: Schema.Attribute.Option..., originalName: String? = nil, hashModifier: String? = nil
) = #externalMacro(module: "ConvergenceMacros", type: "SchemaMarkerMacro")

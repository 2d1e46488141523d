/// Declares how a model's property relates to other models:
/// `@Relationship(deleteRule: .cascade, inverse: \Visit.trip) var visits: [Visit]`.
///
/// ``ModelContext/delete(_:)`` honours the delete rule (`.cascade` deletes the related models, `.nullify` removes
/// the deleted model from them), and setting either side of a relationship with an inverse updates the other.
///
/// - Parameters:
///   - options: Relationship options such as `.unique`.
///   - deleteRule: What deleting the model does to the related ones.
///   - minimumModelCount: The fewest related models allowed (not enforced in memory).
///   - maximumModelCount: The most related models allowed (not enforced in memory).
///   - originalName: The property's name in an earlier version of the schema.
///   - inverse: The property on the related model that points back.
///   - hashModifier: A value that marks a change of the property's meaning between versions.
@attached(peer)
public macro Relationship(
    _ options: Schema.Relationship.Option..., deleteRule: Schema.Relationship.DeleteRule = .nullify,
    minimumModelCount: Int? = 0, maximumModelCount: Int? = 0, originalName: String? = nil,
    inverse: AnyKeyPath? = nil, hashModifier: String? = nil
) = #externalMacro(module: "ConvergenceMacros", type: "SchemaMarkerMacro")

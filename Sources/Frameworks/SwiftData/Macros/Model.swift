/// Makes a class a SwiftData model: its stored properties become observation-tracked and persisted, and it conforms
/// to ``PersistentModel`` and `Observable`.
///
/// ```swift
/// @Model
/// final class Trip {
///     var name: String
///     var stops = 0
///     @Transient var isExpanded = false  // neither stored nor tracked
///     @Relationship(deleteRule: .cascade, inverse: \Visit.trip) var visits: [Visit] = []
///     init(name: String) { self.name = name }
/// }
/// ```
///
/// Computed properties, `let` constants, type properties and `lazy` or `weak` ones are left as written.
@attached(member, names: named(_$observationRegistrar), named(persistentBackingData), named(schemaMetadata))
@attached(memberAttribute)
@attached(extension, conformances: PersistentModel, Observable)
public macro Model() = #externalMacro(module: "ConvergenceMacros", type: "ModelMacro")

/// The accessors and storage `@Model` gives each stored property; written by `@Model`, not by hand.
@attached(accessor, names: named(init), named(get), named(set))
@attached(peer, names: prefixed(_))
public macro _PersistedProperty() = #externalMacro(module: "ConvergenceMacros", type: "PersistedPropertyMacro")

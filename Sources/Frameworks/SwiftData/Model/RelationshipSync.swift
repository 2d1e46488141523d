/// Keeps both sides of a relationship in step, as SwiftData does: setting `visit.trip = trip` adds the visit to
/// `trip.visits` when one property is the other's inverse, and removing it takes it back out.
enum RelationshipSync {
    /// After `keyPath` of `model` changed from `oldValue`: the models it no longer relates to lose it, the new ones
    /// gain it, and the new ones join the model's context.
    static func propertyDidChange<Model: PersistentModel, Value>(
        _ model: Model, keyPath: KeyPath<Model, Value>, oldValue: Value
    ) {
        let old = models(in: oldValue)
        let new = models(in: model[keyPath: keyPath])
        guard !(old.isEmpty && new.isEmpty),
            let property = Model.schemaMetadata.first(where: { $0.keypath == keyPath })
        else { return }
        if let context = model.modelContext {
            for other in new { context.insertRelated(other) }
        }
        for other in old where !new.contains(where: { $0 === other }) { unlink(model, from: other, via: property) }
        for other in new { link(model, to: other, via: property) }
    }

    /// Links `model` to every model its relationships hold, as inserting it into a context does.
    static func linkAll(of model: any PersistentModel) {
        for property in type(of: model).schemaMetadata {
            for other in models(in: property.read(model)) { link(model, to: other, via: property) }
        }
    }

    /// The models a property's value holds: none, one (optional or not) or an array of them.
    static func models(in value: Any) -> [any PersistentModel] {
        if let many = value as? [any PersistentModel] { return many }
        if let one = value as? any PersistentModel { return [one] }
        return []
    }

    /// The property of `other` that is the inverse of `property`: the one `@Relationship(inverse:)` names on either
    /// side.
    static func inverse(of property: Schema.PropertyMetadata, toward other: any PersistentModel)
        -> Schema.PropertyMetadata?
    {
        let metadata = type(of: other).schemaMetadata
        if let inverse = property.relationship?.inverse { return metadata.first { $0.keypath == inverse } }
        return metadata.first { $0.relationship?.inverse == property.keypath }
    }

    private static func link(
        _ model: any PersistentModel, to other: any PersistentModel, via property: Schema.PropertyMetadata
    ) {
        guard let inverse = inverse(of: property, toward: other) else { return }
        let current = inverse.read(other)
        if let many = current as? [any PersistentModel] {
            guard !many.contains(where: { $0 === model }) else { return }
            _ = inverse.write(other, many + [model])
        } else if (current as? any PersistentModel) !== model {
            _ = inverse.write(other, model)
        }
    }

    static func unlink(
        _ model: any PersistentModel, from other: any PersistentModel, via property: Schema.PropertyMetadata
    ) {
        guard let inverse = inverse(of: property, toward: other) else { return }
        let current = inverse.read(other)
        if let many = current as? [any PersistentModel] {
            guard many.contains(where: { $0 === model }) else { return }
            _ = inverse.write(other, many.filter { $0 !== model })
        } else if (current as? any PersistentModel) === model {
            _ = inverse.write(other, Optional<Any>.none as Any)
        }
    }
}

/// Declares properties whose values must be unique together across a model's instances:
/// `#Unique<Person>([\.id], [\.givenName, \.familyName])`.
///
/// Accepted; the in-memory store does not enforce it.
@freestanding(declaration)
public macro Unique<T>(_ constraints: [PartialKeyPath<T>]...) =
    #externalMacro(module: "ConvergenceMacros", type: "SchemaMarkerMacro")

/// Declares indexes over a model's properties: `#Index<Trip>([\.name], [\.start, \.end])`.
///
/// Accepted; the in-memory store keeps no index.
@freestanding(declaration)
public macro Index<T>(_ indices: [PartialKeyPath<T>]...) =
    #externalMacro(module: "ConvergenceMacros", type: "SchemaMarkerMacro")

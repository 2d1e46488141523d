/// Keeps a model's property out of the store and out of observation: `@Transient var isExpanded = false`.
///
/// The property stays an ordinary stored property; give it a default value, as SwiftData requires.
@attached(peer)
public macro Transient() = #externalMacro(module: "ConvergenceMacros", type: "SchemaMarkerMacro")

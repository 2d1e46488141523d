/// A feature's scenarios: usually the same enum that holds its shared constructors.
///
/// ```swift
/// enum ItemScenarios: ScenarioProvider {
///     static var scenarios: [Scenario] { [Scenario("empty") { ItemsView(state: empty()) }] }
/// }
/// // ItemScenarios.featureName == "Item"
/// ```
public protocol ScenarioProvider {
    static var scenarios: [Scenario] { get }
    /// The feature's name; by default the type's name without a `Scenarios` suffix.
    static var featureName: String { get }
}

extension ScenarioProvider {
    public static var featureName: String {
        let typeName = String(describing: Self.self)
        guard typeName.hasSuffix("Scenarios"), typeName.count > "Scenarios".count else { return typeName }
        return String(typeName.dropLast("Scenarios".count))
    }
}

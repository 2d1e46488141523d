import Convergence

enum PathDeepLinkScenarios: ScenarioProvider {
    static var scenarios: [Scenario] {
        [
            Scenario("root") { StorefrontView() },
            Scenario("deep-link") { StorefrontView(path: [.category("Hats"), .product("Hats classic")]) },
            Scenario("drill-down", steps: [.tap("Shoes"), .tap("Shoes classic"), .tap("Buy")]) { StorefrontView() },
            Scenario("navigation-path", steps: [.tap("Push"), .tap("Push"), .back, .tap("Pop to root")]) {
                PathCounterView()
            },
        ]
    }
}

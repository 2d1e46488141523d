import Convergence

enum ModernTabsScenarios: ScenarioProvider {
    static var scenarios: [Scenario] {
        [
            Scenario("dialog", steps: [.tap("Settings"), .tap("Reset Library"), .tap("Reset")]) { ModernTabsView() },
            Scenario("pager", steps: [.tap("Tab 2")]) { PagerView() },
        ]
    }
}

import Convergence

enum CheckoutScenarios: ScenarioProvider {
    static var scenarios: [Scenario] {
        [
            Scenario("bars", steps: [.tap("Add"), .tap("Checkout"), .tap("Keep shopping")]) { CartView() },
            Scenario("empty-cart", steps: [.tap("Remove")]) { CartView() },
        ]
    }
}

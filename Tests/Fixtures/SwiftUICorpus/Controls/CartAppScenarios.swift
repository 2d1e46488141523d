import Convergence

enum CartAppScenarios: ScenarioProvider {
    static let products = [
        Product(id: "tea", name: "Tea", price: 4.5),
        Product(id: "mug", name: "Mug", price: 12),
    ]

    static var scenarios: [Scenario] {
        [
            Scenario("shopping", steps: [.tap("Add Tea"), .tap("Add Mug"), .tap("Add Tea"), .tap("Empty cart")]) {
                CartApp(products: products)
            }
        ]
    }
}

import Convergence

enum RecipeBrowserScenarios: ScenarioProvider {
    static let recipes = [
        Recipe(id: 1, name: "Pancakes", minutes: 20, ingredients: ["Flour", "Milk", "Eggs"]),
        Recipe(id: 2, name: "Tomato soup", minutes: 35, ingredients: ["Tomatoes", "Onion", "Stock"]),
    ]

    static var scenarios: [Scenario] {
        [
            Scenario("list") { RecipeListView(recipes: recipes) },
            Scenario(
                "push-and-back",
                steps: [.tap("Pancakes 20 min"), .toggle("Favorite"), .tap("Cooking steps"), .back, .back]
            ) { RecipeListView(recipes: recipes) },
        ]
    }
}

import Convergence

struct Recipe: Identifiable, Hashable {
    let id: Int
    var name: String
    var minutes: Int
    var ingredients: [String]
}

struct RecipeListView: View {
    let recipes: [Recipe]

    var body: some View {
        NavigationStack {
            List(recipes) { recipe in
                NavigationLink(value: recipe) {
                    VStack(alignment: .leading) {
                        Text(recipe.name)
                        Text("\(recipe.minutes) min")
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                }
            }
            .navigationTitle("Recipes")
            .navigationDestination(for: Recipe.self) { recipe in
                RecipeDetailView(recipe: recipe)
            }
        }
    }
}

struct RecipeDetailView: View {
    let recipe: Recipe
    @State private var isFavorite = false

    var body: some View {
        List {
            Section("Ingredients") {
                ForEach(recipe.ingredients, id: \.self) { ingredient in
                    Text(ingredient)
                }
            }
            Section {
                Toggle("Favorite", isOn: $isFavorite)
                NavigationLink("Cooking steps") {
                    Text("Preheat, mix, bake for \(recipe.minutes) minutes.")
                        .padding()
                        .navigationTitle("Steps")
                        .navigationBarTitleDisplayMode(.inline)
                }
            }
        }
        .navigationTitle(recipe.name)
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
                Button("Share") {}
            }
        }
    }
}

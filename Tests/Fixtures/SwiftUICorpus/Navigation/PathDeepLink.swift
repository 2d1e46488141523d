import Convergence

enum Route: Hashable {
    case category(String)
    case product(String)
}

struct StorefrontView: View {
    @State var path: [Route] = []

    var body: some View {
        NavigationStack(path: $path) {
            List {
                NavigationLink("Shoes", value: Route.category("Shoes"))
                NavigationLink("Hats", value: Route.category("Hats"))
            }
            .navigationTitle("Shop")
            .navigationDestination(for: Route.self) { route in
                switch route {
                case .category(let name):
                    List {
                        NavigationLink("\(name) classic", value: Route.product("\(name) classic"))
                        Button("Back to shop") { path.removeAll() }
                    }
                    .navigationTitle(name)
                case .product(let name):
                    VStack {
                        Text(name)
                        Button("Buy") { path = [] }
                    }
                    .navigationTitle("Product")
                }
            }
        }
    }
}

struct PathCounterView: View {
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                Text("Depth \(path.count)")
                Button("Push") { path.append(path.count + 1) }
            }
            .navigationTitle("Root")
            .navigationDestination(for: Int.self) { level in
                VStack {
                    Text("Level \(level)")
                    Button("Push") { path.append(level + 1) }
                    Button("Pop to root") { path.removeLast(path.count) }
                }
                .navigationTitle("Level \(level)")
            }
        }
    }
}

import Convergence

struct Product: Identifiable, Hashable {
    let id: String
    let name: String
    let price: Double
}

final class CartModel: ObservableObject {
    @Published private(set) var items: [Product] = []

    var total: Double { items.reduce(0) { $0 + $1.price } }

    func add(_ product: Product) {
        items.append(product)
    }

    func removeAll() {
        items.removeAll()
    }
}

struct CartBadge: View {
    @EnvironmentObject var cart: CartModel

    var body: some View {
        Label("\(cart.items.count) in cart", systemImage: "cart")
    }
}

struct ProductRow: View {
    let product: Product
    @EnvironmentObject var cart: CartModel

    var body: some View {
        HStack {
            Text(product.name)
            Spacer()
            Text(product.price, format: .currency(code: "USD"))
            Button("Add \(product.name)") { cart.add(product) }
        }
    }
}

struct ShopView: View {
    let products: [Product]
    @EnvironmentObject var cart: CartModel

    var body: some View {
        VStack(alignment: .leading) {
            CartBadge()
            Divider()
            ForEach(products) { product in
                ProductRow(product: product)
            }
            Divider()
            Text("Total: \(cart.total, format: .currency(code: "USD"))")
            Button("Empty cart", role: .destructive) { cart.removeAll() }
                .disabled(cart.items.isEmpty)
        }
        .padding()
    }
}

struct CartApp: View {
    @StateObject private var cart = CartModel()
    let products: [Product]

    var body: some View {
        ShopView(products: products)
            .environmentObject(cart)
    }
}

import Convergence

struct CartView: View {
    @State private var quantity = 1
    @State private var checkingOut = false

    var body: some View {
        NavigationStack {
            List {
                HStack {
                    Text("Coffee beans")
                    Spacer()
                    Text("× \(quantity)")
                }
            }
            .navigationTitle("Cart")
            .toolbar {
                ToolbarItemGroup(placement: .bottomBar) {
                    Button("Remove") { quantity = max(0, quantity - 1) }
                    Spacer()
                    Button("Add") { quantity += 1 }
                }
                ToolbarItem(placement: .principal) {
                    Text("\(quantity) item(s)")
                }
                ToolbarItem(placement: .primaryAction) {
                    Button("Checkout") { checkingOut = true }
                        .disabled(quantity == 0)
                }
            }
            .navigationDestination(isPresented: $checkingOut) {
                ConfirmationView(quantity: quantity)
            }
        }
    }
}

struct ConfirmationView: View {
    let quantity: Int
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Text("Ordered \(quantity) bag(s)")
            Button("Keep shopping") { dismiss() }
        }
        .navigationTitle("Thank you")
        .navigationBarBackButtonHidden(true)
    }
}

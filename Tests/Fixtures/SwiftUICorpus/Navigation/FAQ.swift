import Convergence

struct FAQView: View {
    @State private var shippingExpanded = true

    var body: some View {
        NavigationStack {
            List {
                DisclosureGroup("How do returns work?") {
                    Text("Send the item back within 30 days.")
                }
                DisclosureGroup("When will my order ship?", isExpanded: $shippingExpanded) {
                    Text("Orders ship within two working days.")
                }
            }
            .navigationTitle("FAQ")
        }
    }
}

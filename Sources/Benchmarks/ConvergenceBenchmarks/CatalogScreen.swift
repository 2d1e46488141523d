import Convergence

// The catalog benchmarks' screen, in a file of its own: `Scripts/benchmark-vs-peer.sh` copies it into the consumer
// package whose test runs a catalog of them through the runner.

/// The realistic screen: a titled stack with a toggle, a 30-row list of rows and a button.
struct CatalogScreen: View {
    let index: Int
    @State private var notifications = true

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading) {
                Toggle("Notifications", isOn: $notifications)
                List(0..<30, id: \.self) { row in
                    HStack {
                        Text("Item \(row + 1)")
                        Spacer()
                        Text("\((row * 37 + index) % 1_000)")
                    }
                }
                Button("Refresh") {}
            }
            .navigationTitle("Screen \(index)")
        }
    }
}

extension CatalogScreen {
    /// The `index`th scenario of a catalog of these screens (ASCII and HTML), 500 to a feature folder.
    nonisolated static func scenario(_ index: Int) -> Scenario {
        Scenario("screen-\(index)", feature: "Catalog\(index / 500)") { CatalogScreen(index: index) }
    }
}

import StoreKit
import SwiftUI
import Testing

private struct StoreScreen: View {
    @State private var products: [Product] = []
    @State private var loaded = false
    @State private var entitled = "checking"
    @Environment(\.requestReview) private var requestReview

    var body: some View {
        VStack(alignment: .leading) {
            if !loaded {
                Text("Loading…")
            } else if products.isEmpty {
                Text("Nothing for sale")
            } else {
                ForEach(products) { Text("\($0.displayName) \($0.displayPrice)") }
            }
            Text("Pro: \(entitled)")
            Button("Rate us") { requestReview() }
        }
        .task {
            products = (try? await Product.products(for: ["com.example.pro", "com.example.tip"])) ?? []
            for await update in Transaction.updates { _ = update }
            loaded = true
        }
        .currentEntitlementTask(for: "com.example.pro") { state in
            if case .success(let transaction) = state { entitled = transaction == nil ? "no" : "yes" }
        }
    }
}

@Suite struct StoreKitTests {
    @Test @MainActor func aStoreScreenFindsNoProductAndNoEntitlement() async throws {
        let text = try await Scenario("store") { StoreScreen() }.render(.ascii(width: 30))

        #expect(
            text == """
                Nothing for sale
                Pro: no
                [ Rate us ]

                """)
    }

    @Test @MainActor func aProductViewIsABoxNamingTheProductAsUnavailable() async throws {
        let text = try await Scenario("product") {
            StoreView(ids: ["com.example.pro", "com.example.tip"])
                .productViewStyle(.compact)
                .storeButton(.hidden, for: .cancellation, .restorePurchases)
        }.render(.ascii(width: 36))

        #expect(
            text == """
                +----------------------------------+
                |[$] com.example.pro: unavailable  |
                +----------------------------------+
                +----------------------------------+
                |[$] com.example.tip: unavailable  |
                +----------------------------------+

                """)
    }

    @Test @MainActor func aReviewRequestIsCountedAndShowsNothing() async throws {
        let action = EnvironmentValues().requestReview
        action()
        action()

        #expect(action.callCount == 2)
        #expect(try await Product.products(for: ["a"]).isEmpty)
        #expect(await Transaction.currentEntitlement(for: "a") == nil)
        var count = 0
        for await _ in Transaction.currentEntitlements { count += 1 }
        #expect(count == 0)
    }
}

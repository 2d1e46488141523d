import Foundation

/// One product of the store, as StoreKit's `ProductView(id:)` shows it: its name, description and price button.
///
/// No product is found in a scenario, so the view shows what a device shows for one that did not load: a bordered box
/// naming the product as unavailable.
///
/// ```text
/// +--------------------------------------+
/// |[$] com.example.pro: unavailable      |
/// +--------------------------------------+
/// ```
///
/// In HTML the box is `<div class="border border-store">` around the label.
public struct ProductView: View {
    private let productID: String

    /// The product with this identifier.
    ///
    /// - Parameters:
    ///   - id: The product's identifier.
    ///   - prefersPromotionalIcon: Whether to show the product's promotional icon; no icon loads in a scenario.
    public init(id: String, prefersPromotionalIcon: Bool = false) {
        productID = id
    }

    /// A product already loaded.
    ///
    /// - Parameters:
    ///   - product: The product.
    ///   - prefersPromotionalIcon: Whether to show the product's promotional icon.
    public init(_ product: Product, prefersPromotionalIcon: Bool = false) {
        productID = product.id
    }

    public var body: some View {
        UnavailableStoreItem(text: "\(productID): unavailable")
    }
}

/// The store's products in a list, as StoreKit's `StoreView(ids:)` shows them: one ``ProductView`` each.
public struct StoreView: View {
    private let productIDs: [String]

    /// The products with these identifiers, in this order.
    ///
    /// - Parameters:
    ///   - ids: The products' identifiers.
    ///   - prefersPromotionalIcon: Whether to show the products' promotional icons.
    public init<IDs: Collection>(ids: IDs, prefersPromotionalIcon: Bool = false) where IDs.Element == String {
        productIDs = Array(ids)
    }

    /// Products already loaded.
    ///
    /// - Parameters:
    ///   - products: The products.
    ///   - prefersPromotionalIcon: Whether to show the products' promotional icons.
    public init<Products: Collection>(products: Products, prefersPromotionalIcon: Bool = false)
    where Products.Element == Product {
        productIDs = products.map(\.id)
    }

    public var body: some View {
        VStack(alignment: .leading) {
            ForEach(productIDs, id: \.self) { ProductView(id: $0) }
        }
    }
}

/// The subscriptions of a group, as StoreKit's `SubscriptionStoreView(groupID:)` shows them; unavailable in a
/// scenario, where the store has no product.
public struct SubscriptionStoreView: View {
    private let name: String

    /// The subscriptions of the group with this identifier.
    ///
    /// - Parameter groupID: The subscription group's identifier.
    public init(groupID: String) {
        name = "subscriptions \(groupID)"
    }

    /// The subscriptions with these product identifiers.
    ///
    /// - Parameter productIDs: The subscriptions' identifiers.
    public init<IDs: Collection>(productIDs: IDs) where IDs.Element == String {
        name = "subscriptions \(productIDs.joined(separator: ", "))"
    }

    public var body: some View {
        UnavailableStoreItem(text: "\(name): unavailable")
    }
}

/// The box of a store item that did not load.
private struct UnavailableStoreItem: View {
    let text: String

    var body: some View {
        Label(text, systemImage: "creditcard")
            .frame(maxWidth: .infinity, alignment: .leading)
            .border(StoreFrameStyle())
    }
}

/// The border style that names a store item's box in HTML: `border-store`.
private struct StoreFrameStyle: ShapeStyle {
    var styleName: String { "store" }
}

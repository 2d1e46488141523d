import Foundation

/// How ``ProductView``s are laid out; kept, every style draws the same box in text.
public protocol ProductViewStyle {}

/// The layout the context picks.
public struct AutomaticProductViewStyle: ProductViewStyle {}
/// One line per product.
public struct CompactProductViewStyle: ProductViewStyle {}
/// The standard layout.
public struct RegularProductViewStyle: ProductViewStyle {}
/// A large layout with the promotional icon.
public struct LargeProductViewStyle: ProductViewStyle {}

extension ProductViewStyle where Self == AutomaticProductViewStyle {
    public static var automatic: AutomaticProductViewStyle { AutomaticProductViewStyle() }
}

extension ProductViewStyle where Self == CompactProductViewStyle {
    public static var compact: CompactProductViewStyle { CompactProductViewStyle() }
}

extension ProductViewStyle where Self == RegularProductViewStyle {
    public static var regular: RegularProductViewStyle { RegularProductViewStyle() }
}

extension ProductViewStyle where Self == LargeProductViewStyle {
    public static var large: LargeProductViewStyle { LargeProductViewStyle() }
}

/// A button a store view can show.
public struct StoreButtonKind: Hashable, Sendable {
    let name: String

    public static let cancellation = StoreButtonKind(name: "cancellation")
    public static let restorePurchases = StoreButtonKind(name: "restorePurchases")
    public static let redeemCode = StoreButtonKind(name: "redeemCode")
    public static let signIn = StoreButtonKind(name: "signIn")
    public static let policies = StoreButtonKind(name: "policies")
}

/// Where an entitlement check is: StoreKit's `EntitlementTaskState`.
public enum EntitlementTaskState<Value: Sendable>: Sendable {
    case loading
    case failure(any Error)
    case success(Value)

    /// The value once loaded, or nil.
    public var transaction: Value? {
        if case .success(let value) = self { value } else { nil }
    }
}

extension View {
    /// Sets how the ``ProductView``s inside are laid out; kept, text draws every style the same.
    ///
    /// - Parameter style: The style.
    /// - Returns: The view.
    public func productViewStyle(_ style: some ProductViewStyle) -> some View { self }

    /// Shows or hides store buttons in the store views inside; kept, a scenario's store views show none.
    ///
    /// - Parameters:
    ///   - visibility: Whether the buttons show.
    ///   - kinds: The buttons.
    /// - Returns: The view.
    public func storeButton(_ visibility: Visibility, for kinds: StoreButtonKind...) -> some View { self }

    /// Shows the system's subscription management sheet while `isPresented` is true; the system sheet is not part of
    /// a render.
    ///
    /// - Parameters:
    ///   - isPresented: Whether the sheet shows.
    ///   - subscriptionGroupID: The group to show, if one.
    /// - Returns: The view.
    public func manageSubscriptionsSheet(isPresented: Binding<Bool>, subscriptionGroupID: String? = nil) -> some View {
        self
    }

    /// Shows the system's offer code sheet while `isPresented` is true; the system sheet is not part of a render.
    ///
    /// - Parameters:
    ///   - isPresented: Whether the sheet shows.
    ///   - onCompletion: What runs when the sheet closes; not run in a scenario.
    /// - Returns: The view.
    public func offerCodeRedemption(
        isPresented: Binding<Bool>, onCompletion: @escaping (Result<Void, any Error>) -> Void = { _ in }
    ) -> some View {
        self
    }

    /// Runs `action` after a purchase from a store view inside; no purchase happens in a scenario.
    ///
    /// - Parameter action: What runs with the product and the purchase's result.
    /// - Returns: The view.
    public func onInAppPurchaseCompletion(
        perform action: @escaping (Product, Result<Product.PurchaseResult, any Error>) async -> Void
    ) -> some View {
        self
    }

    /// Checks the person's entitlement to a product when the view appears: none in a scenario, so `action` gets
    /// `.success(nil)`.
    ///
    /// - Parameters:
    ///   - productID: The product.
    ///   - priority: The task's priority.
    ///   - action: What runs with the check's state.
    /// - Returns: The view.
    public func currentEntitlementTask(
        for productID: String, priority: TaskPriority = .medium,
        action: @escaping @MainActor (EntitlementTaskState<VerificationResult<Transaction>?>) async -> Void
    ) -> some View {
        task(priority: priority) { await action(.success(nil)) }
    }
}

import Foundation

/// A product the App Store sells to the app.
///
/// In a scenario the store has no product: ``products(for:)`` returns none, so a screen that lists the store's
/// products shows its empty state, as a device with no StoreKit configuration does. A preview of a store screen with
/// products passes the names and prices it shows to its view.
public struct Product: Identifiable, Hashable, Sendable {
    /// The product's identifier in App Store Connect.
    public let id: String
    /// Whether the product is consumable, lasts, or renews.
    public let type: ProductType
    /// The product's name, in the storefront's language.
    public let displayName: String
    /// The product's description, in the storefront's language.
    public let description: String
    /// The price, in the storefront's currency.
    public let price: Decimal
    /// The price, written in the storefront's currency and format.
    public let displayPrice: String
    /// Whether family members share the purchase.
    public let isFamilyShareable: Bool
    /// The subscription's terms, for an auto-renewable subscription.
    public let subscription: SubscriptionInfo?

    /// The products with the given identifiers that the store sells: none in a scenario.
    ///
    /// - Parameter identifiers: The products' identifiers.
    /// - Returns: An empty list.
    public static func products<Identifiers: Collection>(for identifiers: Identifiers) async throws -> [Product]
    where Identifiers.Element == String {
        []
    }

    /// Buys the product. No product exists in a scenario, so no call reaches this; it throws
    /// ``StoreKitError/notAvailableInStorefront``.
    ///
    /// - Parameter options: The purchase's options.
    /// - Returns: Never; it throws.
    public func purchase(options: Set<PurchaseOption> = []) async throws -> PurchaseResult {
        throw StoreKitError.notAvailableInStorefront
    }

    /// The kind of a product.
    public struct ProductType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String

        public init(rawValue: String) { self.rawValue = rawValue }

        public static let consumable = ProductType(rawValue: "Consumable")
        public static let nonConsumable = ProductType(rawValue: "Non-Consumable")
        public static let autoRenewable = ProductType(rawValue: "Auto-Renewable Subscription")
        public static let nonRenewable = ProductType(rawValue: "Non-Renewing Subscription")
    }

    /// An option of a purchase.
    public struct PurchaseOption: Hashable, Sendable {
        let name: String

        /// The account the purchase belongs to, in the app's own records.
        ///
        /// - Parameter token: The app's identifier of the account.
        /// - Returns: The option.
        public static func appAccountToken(_ token: UUID) -> PurchaseOption {
            PurchaseOption(name: "appAccountToken \(token.uuidString)")
        }

        /// How many of a consumable to buy.
        ///
        /// - Parameter quantity: The number.
        /// - Returns: The option.
        public static func quantity(_ quantity: Int) -> PurchaseOption {
            PurchaseOption(name: "quantity \(quantity)")
        }
    }

    /// What a purchase came to.
    public enum PurchaseResult: Sendable {
        /// The purchase went through, with its signed transaction.
        case success(VerificationResult<Transaction>)
        /// The person cancelled.
        case userCancelled
        /// The purchase waits for approval, such as Ask to Buy.
        case pending
    }

    /// The terms of an auto-renewable subscription.
    public struct SubscriptionInfo: Hashable, Sendable {
        /// The subscription group the product belongs to.
        public let subscriptionGroupID: String
        /// How long one period lasts.
        public let subscriptionPeriod: SubscriptionPeriod
    }

    /// How long a subscription's period lasts.
    public struct SubscriptionPeriod: Hashable, Sendable {
        /// The unit of a period.
        public enum Unit: Hashable, Sendable {
            case day, week, month, year
        }

        /// How many units.
        public let value: Int
        /// The unit.
        public let unit: Unit
    }
}

/// Whether the App Store signed a transaction for this device.
public enum VerificationResult<SignedType: Sendable>: Sendable {
    /// The signature did not check out, and why.
    case unverified(SignedType, VerificationError)
    /// The signature checked out.
    case verified(SignedType)

    /// The signed value, whether or not it checked out.
    public var unsafePayloadValue: SignedType {
        switch self {
        case .unverified(let value, _), .verified(let value): value
        }
    }

    /// Why a signature did not check out.
    public enum VerificationError: Error, Sendable {
        case revokedCertificate, invalidCertificateChain, invalidDeviceVerification, invalidEncoding
        case invalidSignature, missingRequiredProperties
    }
}

/// What went wrong in a call to the store.
public enum StoreKitError: Error, Sendable {
    case unknown
    case userCancelled
    case networkError(URLError)
    case notAvailableInStorefront
    case notEntitled
    case unsupported
}

/// The App Store itself.
public enum AppStore {
    /// Whether the person may make purchases (no parental restriction): they may.
    public static var canMakePayments: Bool { true }

    /// Brings the device's transactions up to date with the App Store: in a scenario there are none, so nothing
    /// changes.
    public static func sync() async throws {}
}

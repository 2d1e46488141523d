import Foundation

/// A purchase the App Store recorded.
///
/// In a scenario none exists: ``currentEntitlements``, ``all`` and ``updates`` yield nothing and end, so an app
/// that checks its entitlements at launch finds none, and a task that listens for updates finishes.
public struct Transaction: Identifiable, Hashable, Sendable {
    /// The transaction's identifier.
    public let id: UInt64
    /// The transaction that first bought the product.
    public let originalID: UInt64
    /// The product bought.
    public let productID: String
    /// The kind of product.
    public let productType: Product.ProductType
    /// When it was bought.
    public let purchaseDate: Date
    /// When a subscription ends, for one.
    public let expirationDate: Date?
    /// When the App Store refunded or revoked it, if it did.
    public let revocationDate: Date?
    /// How many were bought.
    public let purchasedQuantity: Int

    /// Tells the App Store the app delivered what was bought.
    public func finish() async {}

    /// The transactions that give the person access now: none in a scenario.
    public static var currentEntitlements: Transactions { Transactions() }
    /// Every transaction of the person: none in a scenario.
    public static var all: Transactions { Transactions() }
    /// Transactions as they arrive from other devices and from the store: none arrive in a scenario.
    public static var updates: Transactions { Transactions() }
    /// Transactions not yet finished: none in a scenario.
    public static var unfinished: Transactions { Transactions() }

    /// The transaction that gives access to a product now: none in a scenario.
    ///
    /// - Parameter productID: The product.
    /// - Returns: Nil.
    public static func currentEntitlement(for productID: String) async -> VerificationResult<Transaction>? { nil }

    /// The latest transaction of a product: none in a scenario.
    ///
    /// - Parameter productID: The product.
    /// - Returns: Nil.
    public static func latest(for productID: String) async -> VerificationResult<Transaction>? { nil }

    /// A sequence of signed transactions; every one of them is empty in a scenario.
    public struct Transactions: AsyncSequence, Sendable {
        public typealias Element = VerificationResult<Transaction>
        public typealias Failure = Never

        public struct AsyncIterator: AsyncIteratorProtocol {
            public mutating func next() async -> VerificationResult<Transaction>? { nil }
        }

        public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
    }
}

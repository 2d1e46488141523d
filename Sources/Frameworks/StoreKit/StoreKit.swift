// `import StoreKit` on Linux: products, transactions and the store's views, as a device with no App Store account
// and no StoreKit configuration has them: no product is found, no transaction exists, and the store's views show
// the products they name as unavailable. The review request is accepted and shows nothing, as in Xcode's previews.
@_exported import Convergence

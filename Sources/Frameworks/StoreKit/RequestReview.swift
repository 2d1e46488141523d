import Foundation

/// Asks the system to show the App Store's rating prompt: `@Environment(\.requestReview) var requestReview`, then
/// `requestReview()`.
///
/// The system decides whether a prompt shows; in a scenario, as in Xcode's previews, none does. Each call is counted
/// in ``callCount``, so a test can check that a screen asked.
@MainActor @preconcurrency
public struct RequestReviewAction: Sendable {
    private let counter: ReviewRequestCounter

    init(counter: ReviewRequestCounter) { self.counter = counter }

    /// Asks for the rating prompt; nothing shows.
    public func callAsFunction() {
        counter.count += 1
    }

    /// How many times the screen has asked, in this render.
    public var callCount: Int { counter.count }
}

/// The requests of one render.
@MainActor
final class ReviewRequestCounter {
    var count = 0
}

extension EnvironmentValues {
    /// The action that asks for the App Store's rating prompt.
    public var requestReview: RequestReviewAction {
        get { self[RequestReviewKey.self] }
        set { self[RequestReviewKey.self] = newValue }
    }
}

private struct RequestReviewKey: EnvironmentKey {
    @MainActor static var defaultValue: RequestReviewAction { RequestReviewAction(counter: ReviewRequestCounter()) }
}

/// The rating prompt of StoreKit's first API.
@MainActor @preconcurrency
open class SKStoreReviewController {
    /// Asks for the rating prompt in the app's scene; nothing shows in a scenario.
    ///
    /// - Parameter windowScene: The scene.
    open class func requestReview(in windowScene: UIWindowScene) {}

    /// Asks for the rating prompt; nothing shows in a scenario.
    @available(*, deprecated, message: "Use requestReview(in:) or the requestReview environment value")
    open class func requestReview() {}
}

import Foundation

/// The in-app browser, as SafariServices' `SFSafariViewController`: a UIKit view controller that keeps its URL and
/// settings. Text renders never load the page: wrapped for SwiftUI it shows as the placeholder naming it, presented
/// as a sheet titled with its name.
@MainActor @preconcurrency
open class SFSafariViewController: UIViewController {
    /// The page the browser opened with.
    public let url: URL
    /// The browser's settings.
    public let configuration: Configuration
    /// What is told when the user closes the browser; kept, never told.
    public weak var delegate: (any SFSafariViewControllerDelegate)?
    /// The bar's colour; kept.
    public var preferredBarTintColor: UIColor?
    /// The controls' colour; kept.
    public var preferredControlTintColor: UIColor?
    /// The close button's title; kept.
    public var dismissButtonStyle: DismissButtonStyle = .done

    /// A browser opening a URL with settings.
    ///
    /// - Parameters:
    ///   - URL: The page to open.
    ///   - configuration: The settings.
    public init(url URL: URL, configuration: Configuration) {
        url = URL
        self.configuration = configuration
        super.init()
    }

    /// A browser opening a URL with the default settings.
    ///
    /// - Parameter URL: The page to open.
    public convenience init(url URL: URL) {
        self.init(url: URL, configuration: Configuration())
    }

    /// A browser's settings.
    @MainActor @preconcurrency
    open class Configuration {
        /// Whether Reader opens when the page has it; kept.
        public var entersReaderIfAvailable = false
        /// Whether the bars collapse as the page scrolls; kept.
        public var barCollapsingEnabled = true

        public init() {}
    }

    /// The title of the browser's close button.
    public enum DismissButtonStyle: Int, Sendable {
        case done, close, cancel
    }
}

/// What an ``SFSafariViewController`` tells about the user's actions; every method is optional.
@MainActor @preconcurrency
public protocol SFSafariViewControllerDelegate: AnyObject {
    func safariViewControllerDidFinish(_ controller: SFSafariViewController)
    func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool)
}

extension SFSafariViewControllerDelegate {
    public func safariViewControllerDidFinish(_ controller: SFSafariViewController) {}
    public func safariViewController(
        _ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool
    ) {}
}

import ConvergenceViews
import Foundation

#if !(canImport(Darwin) && canImport(UIKit))
    /// UIKit's responder, the root of the application, scene, window and view controller stand-ins below. Defined
    /// only where UIKit does not exist, so that SwiftUI files reaching UIKit through `import SwiftUI` on iOS compile.
    @MainActor @preconcurrency
    open class UIResponder: Hashable {
        public init() {}

        public nonisolated static func == (lhs: UIResponder, rhs: UIResponder) -> Bool { lhs === rhs }

        public nonisolated func hash(into hasher: inout Hasher) {
            hasher.combine(ObjectIdentifier(self))
        }

        /// Posted before the keyboard shows; nothing posts it here, as no keyboard ever shows.
        public nonisolated static let keyboardWillShowNotification = Notification.Name(
            "UIKeyboardWillShowNotification")
        /// Posted after the keyboard shows; nothing posts it here.
        public nonisolated static let keyboardDidShowNotification = Notification.Name(
            "UIKeyboardDidShowNotification")
        /// Posted before the keyboard hides; nothing posts it here.
        public nonisolated static let keyboardWillHideNotification = Notification.Name(
            "UIKeyboardWillHideNotification")
        /// Posted after the keyboard hides; nothing posts it here.
        public nonisolated static let keyboardDidHideNotification = Notification.Name(
            "UIKeyboardDidHideNotification")
        /// Posted when the keyboard's frame is about to change; nothing posts it here.
        public nonisolated static let keyboardWillChangeFrameNotification = Notification.Name(
            "UIKeyboardWillChangeFrameNotification")
        /// The key of the keyboard's final frame in a keyboard notification's `userInfo`.
        public nonisolated static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
        /// The key of the keyboard animation's duration in a keyboard notification's `userInfo`.
        public nonisolated static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    }

    /// The running app, as SwiftUI code reaches it: `UIApplication.shared.open(url)` opens the URL as `openURL` does
    /// (a render shows the browser sheet), and a controller presented from its window's root view controller shows
    /// as a sheet. Its state is a foreground app's: active, one window scene, one key window.
    @MainActor @preconcurrency
    open class UIApplication: UIResponder {
        /// The running app.
        public static let shared = UIApplication()

        /// The app's one window scene, holding its key window.
        private let scene = UIWindowScene()

        override private init() {}

        /// Whether the app is in the foreground: always `.active` here.
        public var applicationState: State { .active }

        /// Whether the screen stays on without touches; kept, with no effect.
        public var isIdleTimerDisabled = false

        /// The number on the app's icon; kept, with no effect.
        public var applicationIconBadgeNumber = 0

        /// The app's scenes: one window scene.
        public var connectedScenes: Set<UIScene> { [scene] }

        /// The key window's of every scene.
        @available(iOS, deprecated: 15.0, message: "Use UIWindowScene.windows on a relevant window scene instead")
        public var windows: [UIWindow] { scene.windows }

        /// The key window.
        @available(iOS, deprecated: 13.0, message: "Should not be used for applications that support multiple scenes")
        public var keyWindow: UIWindow? { scene.keyWindow }

        /// Whether the app can change its icon: never here.
        public var supportsAlternateIcons: Bool { false }

        /// The name of the icon the app shows; `nil`, the primary icon.
        public private(set) var alternateIconName: String?

        /// Opens a URL as `openURL` does: in a render, the browser sheet shows it, with a Done button.
        ///
        /// - Parameters:
        ///   - url: The URL to open.
        ///   - options: How to open it; accepted.
        ///   - completion: Called with `true`, as the URL was handed on.
        public func open(
            _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
            completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
        ) {
            PlatformServices.open(url)
            completion?(true)
        }

        /// Opens a URL as `open(_:options:completionHandler:)` does.
        ///
        /// - Parameters:
        ///   - url: The URL to open.
        ///   - options: How to open it; accepted.
        /// - Returns: `true`, as the URL was handed on.
        public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:]) async -> Bool {
            PlatformServices.open(url)
            return true
        }

        /// Whether an app can open a URL: `true` for any URL with a scheme.
        ///
        /// - Parameter url: The URL.
        /// - Returns: Whether it has a scheme.
        public func canOpenURL(_ url: URL) -> Bool { url.scheme != nil }

        /// Changes the app's icon; refused here, as ``supportsAlternateIcons`` says.
        ///
        /// - Parameters:
        ///   - alternateIconName: The icon's name, or `nil` for the primary icon.
        ///   - completionHandler: Called with the refusal.
        public func setAlternateIconName(
            _ alternateIconName: String?, completionHandler: (@MainActor @Sendable ((any Error)?) -> Void)? = nil
        ) {
            completionHandler?(CocoaError(.featureUnsupported))
        }

        /// Changes the app's icon; refused here, as ``supportsAlternateIcons`` says.
        ///
        /// - Parameter alternateIconName: The icon's name, or `nil` for the primary icon.
        public func setAlternateIconName(_ alternateIconName: String?) async throws {
            throw CocoaError(.featureUnsupported)
        }

        /// Asks for remote notifications; accepted, none ever come.
        public func registerForRemoteNotifications() {}

        /// The URL of the app's page in the Settings app.
        public nonisolated static let openSettingsURLString = "app-settings:"
        /// The URL of the app's notification settings in the Settings app.
        public nonisolated static let openNotificationSettingsURLString = "app-settings:notifications"

        /// Posted when the app becomes active; nothing posts it here.
        public nonisolated static let didBecomeActiveNotification = Notification.Name(
            "UIApplicationDidBecomeActiveNotification")
        /// Posted when the app is about to become inactive; nothing posts it here.
        public nonisolated static let willResignActiveNotification = Notification.Name(
            "UIApplicationWillResignActiveNotification")
        /// Posted when the app enters the background; nothing posts it here.
        public nonisolated static let didEnterBackgroundNotification = Notification.Name(
            "UIApplicationDidEnterBackgroundNotification")
        /// Posted when the app is about to enter the foreground; nothing posts it here.
        public nonisolated static let willEnterForegroundNotification = Notification.Name(
            "UIApplicationWillEnterForegroundNotification")
        /// Posted when the app is about to end; nothing posts it here.
        public nonisolated static let willTerminateNotification = Notification.Name(
            "UIApplicationWillTerminateNotification")
        /// Posted when memory runs low; nothing posts it here.
        public nonisolated static let didReceiveMemoryWarningNotification = Notification.Name(
            "UIApplicationDidReceiveMemoryWarningNotification")
        /// Posted when the user takes a screenshot; nothing posts it here.
        public nonisolated static let userDidTakeScreenshotNotification = Notification.Name(
            "UIApplicationUserDidTakeScreenshotNotification")
        /// Posted at midnight and when the time zone changes; nothing posts it here.
        public nonisolated static let significantTimeChangeNotification = Notification.Name(
            "UIApplicationSignificantTimeChangeNotification")

        /// Where an app is: in the foreground and active, in the foreground but inactive, or in the background.
        public enum State: Int, Sendable {
            case active, inactive, background
        }

        /// An option for opening a URL.
        public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
            public let rawValue: String

            public init(rawValue: String) { self.rawValue = rawValue }

            /// Open the URL only if an app (not the browser) handles it.
            public static let universalLinksOnly = OpenExternalURLOptionsKey(
                rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
        }
    }

    /// A scene of the app.
    @MainActor @preconcurrency
    open class UIScene: UIResponder {
        /// Whether the scene is in the foreground: always `.foregroundActive` here.
        public var activationState: ActivationState { .foregroundActive }

        /// Where a scene is.
        public enum ActivationState: Int, Sendable {
            case unattached = -1
            case foregroundActive, foregroundInactive, background
        }
    }

    /// A scene that holds windows: the app's one scene, with its key window.
    @MainActor @preconcurrency
    open class UIWindowScene: UIScene {
        private let window = UIWindow()

        /// The scene's windows: its key window.
        public var windows: [UIWindow] { [window] }

        /// The window that takes input.
        public var keyWindow: UIWindow? { window }
    }

    /// A UIKit view controller. Presenting one from the window's root view controller shows it as a sheet in the
    /// render: an activity controller as the share sheet (`Share` and its items), any other as its type's name;
    /// the sheet's Done button dismisses it.
    @MainActor @preconcurrency
    open class UIViewController: UIResponder {
        /// The controller this one presented, while it shows.
        public private(set) var presentedViewController: UIViewController?

        override public init() {}

        /// Presents a controller over this one: the render shows it as a sheet.
        ///
        /// - Parameters:
        ///   - viewControllerToPresent: The controller to show.
        ///   - flag: Whether to animate; accepted.
        ///   - completion: Called once it shows.
        open func present(
            _ viewControllerToPresent: UIViewController, animated flag: Bool,
            completion: (@MainActor @Sendable () -> Void)? = nil
        ) {
            presentedViewController = viewControllerToPresent
            PlatformServices.present(viewControllerToPresent.presentedContent)
            completion?()
        }

        /// Dismisses the controller this one presented.
        ///
        /// - Parameters:
        ///   - flag: Whether to animate; accepted.
        ///   - completion: Called once it is gone.
        open func dismiss(animated flag: Bool, completion: (@MainActor @Sendable () -> Void)? = nil) {
            presentedViewController = nil
            PlatformServices.present(nil)
            completion?()
        }

        /// What the render's sheet shows for this controller.
        var presentedContent: PresentedController {
            PresentedController(title: String(describing: type(of: self)), lines: [])
        }
    }

    /// The system share sheet: presented, the render shows `Share` and each item as text.
    @MainActor @preconcurrency
    open class UIActivityViewController: UIViewController {
        let activityItems: [Any]

        /// Called when the share sheet closes; kept, never called, as nothing is shared.
        public var completionWithItemsHandler: ((UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void)?

        /// The activities not offered; kept.
        public var excludedActivityTypes: [UIActivity.ActivityType]?

        /// A share sheet for items.
        ///
        /// - Parameters:
        ///   - activityItems: What to share: texts, URLs, images; each is listed as text.
        ///   - applicationActivities: The app's own activities; accepted.
        public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
            self.activityItems = activityItems
            super.init()
        }

        override var presentedContent: PresentedController {
            PresentedController(title: "Share", lines: activityItems.map { String(describing: $0) })
        }
    }

    /// An activity a share sheet offers.
    @MainActor @preconcurrency
    open class UIActivity {
        public init() {}

        /// The kind of an activity, such as ``ActivityType/copyToPasteboard``.
        public struct ActivityType: Hashable, RawRepresentable, Sendable {
            public let rawValue: String

            public init(rawValue: String) { self.rawValue = rawValue }

            public init(_ rawValue: String) { self.rawValue = rawValue }

            public static let postToFacebook = ActivityType("com.apple.UIKit.activity.PostToFacebook")
            public static let postToTwitter = ActivityType("com.apple.UIKit.activity.PostToTwitter")
            public static let message = ActivityType("com.apple.UIKit.activity.Message")
            public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
            public static let print = ActivityType("com.apple.UIKit.activity.Print")
            public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
            public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
            public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
            public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
            public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
            public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
            public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
        }
    }
#endif

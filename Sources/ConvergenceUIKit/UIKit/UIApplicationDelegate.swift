import Foundation

#if !(canImport(Darwin) && canImport(UIKit))
    /// What an iOS app's delegate may implement, as a SwiftUI app declares one through `@UIApplicationDelegateAdaptor`.
    /// Every method is optional. Convergence never launches an app, so none is called. Defined only where UIKit does
    /// not exist.
    @MainActor @preconcurrency
    public protocol UIApplicationDelegate: AnyObject {
        func application(
            _ application: UIApplication,
            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey:
                Any]?
        ) -> Bool
        func applicationDidBecomeActive(_ application: UIApplication)
        func applicationWillResignActive(_ application: UIApplication)
        func applicationDidEnterBackground(_ application: UIApplication)
        func applicationWillEnterForeground(_ application: UIApplication)
        func applicationWillTerminate(_ application: UIApplication)
        func application(
            _ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data)
        func application(
            _ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error)
    }

    extension UIApplicationDelegate {
        public func application(
            _ application: UIApplication,
            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey:
                Any]?
        ) -> Bool { true }
        public func applicationDidBecomeActive(_ application: UIApplication) {}
        public func applicationWillResignActive(_ application: UIApplication) {}
        public func applicationDidEnterBackground(_ application: UIApplication) {}
        public func applicationWillEnterForeground(_ application: UIApplication) {}
        public func applicationWillTerminate(_ application: UIApplication) {}
        public func application(
            _ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data
        ) {}
        public func application(
            _ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error
        ) {}
    }

    extension UIApplication {
        /// A key of the options an app is launched with.
        public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
            public let rawValue: String

            public init(rawValue: String) { self.rawValue = rawValue }

            public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
            public static let remoteNotification = LaunchOptionsKey(
                rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
            public static let shortcutItem = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
        }
    }
#endif

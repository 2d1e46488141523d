import Foundation

#if !(canImport(Darwin) && canImport(UIKit))
    /// The device, as SwiftUI code asks about it: the iPhone every render models (see ``UIScreen``), upright, on
    /// iOS 26. Fixed values, so that renders are the same on every machine. Defined only where UIKit does not exist.
    @MainActor @preconcurrency
    open class UIDevice {
        /// The device the app runs on.
        public static let current = UIDevice()

        private init() {}

        /// The device's name; `iPhone`, as iOS gives apps without the entitlement to read the user's.
        public var name: String { "iPhone" }
        /// The kind of device: `iPhone`.
        public var model: String { "iPhone" }
        /// The kind of device in the user's language: `iPhone`.
        public var localizedModel: String { "iPhone" }
        /// The operating system: `iOS`.
        public var systemName: String { "iOS" }
        /// The operating system's version: `26.0`.
        public var systemVersion: String { "26.0" }
        /// The interface the app runs in: `.phone`.
        public var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
        /// How the device is held: upright.
        public var orientation: UIDeviceOrientation { .portrait }
        /// An identifier of the app's vendor on this device: all zeros, the same in every render.
        public var identifierForVendor: UUID? { UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)) }
        /// Whether the device supports running several tasks at once: it does.
        public var isMultitaskingSupported: Bool { true }
        /// Whether the app watches the battery; kept.
        public var isBatteryMonitoringEnabled = false
        /// The battery's charge from 0 to 1, or -1 while the battery is not watched, as on a device.
        public var batteryLevel: Float { isBatteryMonitoringEnabled ? 1 : -1 }
        /// Whether the battery charges: unknown while it is not watched, full otherwise.
        public var batteryState: BatteryState { isBatteryMonitoringEnabled ? .full : .unknown }
        /// Whether the app watches the proximity sensor; kept.
        public var isProximityMonitoringEnabled = false
        /// Whether the device is near the user's face: never.
        public var proximityState: Bool { false }

        /// Starts posting orientation changes; none come, as the device is never turned.
        public func beginGeneratingDeviceOrientationNotifications() {}
        /// Stops posting orientation changes.
        public func endGeneratingDeviceOrientationNotifications() {}

        /// Posted when the device is turned; nothing posts it here.
        public nonisolated static let orientationDidChangeNotification = Notification.Name(
            "UIDeviceOrientationDidChangeNotification")

        /// The battery's state.
        public enum BatteryState: Int, Sendable {
            case unknown, unplugged, charging, full
        }
    }

    /// The kind of interface an app runs in.
    public enum UIUserInterfaceIdiom: Int, Sendable {
        case unspecified = -1
        case phone, pad, tv, carPlay
        case mac = 5
        case vision = 6
    }

    /// How a device is held.
    public enum UIDeviceOrientation: Int, Sendable {
        case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

        /// Whether the device is upright or upside down.
        public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
        /// Whether the device is on its side.
        public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
        /// Whether the device lies flat.
        public var isFlat: Bool { self == .faceUp || self == .faceDown }
        /// Whether the orientation is one an interface can take.
        public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
    }

    /// The screen, as SwiftUI code measures it: an iPhone 15's, 393 × 852 points at 3 pixels a point — the proportions
    /// a scenario's screen has at each width (`ScenarioLayout`). Defined only where UIKit does not exist.
    @MainActor @preconcurrency
    open class UIScreen {
        /// The device's screen.
        public static let main = UIScreen()

        private init() {}

        /// The screen's size in points: 393 × 852.
        public var bounds: CGRect { CGRect(x: 0, y: 0, width: 393, height: 852) }
        /// Pixels per point: 3.
        public var scale: CGFloat { 3 }
        /// The screen's size in pixels: 1179 × 2556.
        public var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: 1179, height: 2556) }
        /// Pixels per point of the panel: 3.
        public var nativeScale: CGFloat { 3 }
        /// The screen's brightness, from 0 to 1; kept.
        public var brightness: CGFloat = 0.5
        /// The most frames a second the screen shows: 60.
        public var maximumFramesPerSecond: Int { 60 }
    }
#endif

// An iOS app's UIKit helper, written as one is: it imports UIKit and nothing of SwiftUI or Convergence, so it compiles
// only while the UIKit stand-in is whole on its own, with Foundation (`URL`, `CGFloat`) as Apple's UIKit brings it.
// UIKitOnlyTests runs it.
import UIKit

/// The app's colours, fonts and platform calls.
public enum UIKitHelper {
    static let accent = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    static let titleFont = UIFont.systemFont(ofSize: 28, weight: .bold)

    /// The system, the idiom and the scale of the device the app runs on.
    @MainActor public static var device: String {
        let idiom = UIDevice.current.userInterfaceIdiom == .phone ? "phone" : "other"
        return "\(UIDevice.current.systemName) \(idiom) @\(Int(UIScreen.main.scale))x"
    }

    /// Whether the app is in the foreground and can hand an address on.
    @MainActor public static func canOpen(_ address: String) -> Bool {
        UIApplication.shared.applicationState == .active
            && URL(string: address).map(UIApplication.shared.canOpenURL)
                == true
    }

    /// The point sizes of the title font and of the body text style.
    public static var pointSizes: [CGFloat] {
        [titleFont.pointSize, UIFont.preferredFont(forTextStyle: .body).pointSize]
    }

    /// Whether colours are told apart by name, and images made by name and refused for empty data.
    public static var coloursAndImagesBehave: Bool {
        accent != .systemOrange && UIColor(named: "Brand") == UIColor(named: "Brand")
            && UIImage(systemName: "star.fill") != nil && UIImage(data: Data()) == nil
    }

    /// Copies a text and reads it back, leaving the pasteboard empty.
    @MainActor public static func copyAndPaste(_ text: String) -> String? {
        UIPasteboard.general.string = text
        defer { UIPasteboard.general.string = nil }
        return UIPasteboard.general.string
    }

    /// Styles the navigation bar as an app's `init()` does, and reads the font back from the one proxy.
    @MainActor public static func styledNavigationBarFontSize() -> CGFloat? {
        UINavigationBar.appearance().tintColor = .white
        UINavigationBar.appearance().titleTextAttributes = [.font: titleFont, .foregroundColor: accent]
        return (UINavigationBar.appearance().titleTextAttributes?[.font] as? UIFont)?.pointSize
    }
}

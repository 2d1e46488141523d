import Foundation

/// How a `PreviewProvider`'s preview is laid out: `.previewLayout(.sizeThatFits)`.
public enum PreviewLayout: Sendable, Equatable {
    /// A whole screen of the default width.
    case device
    /// The content's own size.
    case sizeThatFits
    /// A fixed size in points; the width becomes columns (8 points each).
    case fixed(width: CGFloat, height: CGFloat)
}

/// The way a device is held: `.previewInterfaceOrientation(.landscapeLeft)` and the `#Preview` traits.
public struct InterfaceOrientation: Sendable, Hashable, CaseIterable, Identifiable {
    /// The orientation's name, e.g. `landscapeLeft`.
    public let id: String

    public static let portrait = InterfaceOrientation(id: "portrait")
    public static let portraitUpsideDown = InterfaceOrientation(id: "portraitUpsideDown")
    public static let landscapeLeft = InterfaceOrientation(id: "landscapeLeft")
    public static let landscapeRight = InterfaceOrientation(id: "landscapeRight")

    public static var allCases: [InterfaceOrientation] {
        [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
    }

    var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// A simulator device a preview names: `.previewDevice("iPhone 15")`. Accepted; renders use the scenario's width.
public struct PreviewDevice: RawRepresentable, Sendable, Hashable, ExpressibleByStringLiteral {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    public init(stringLiteral value: String) { rawValue = value }
}

/// The platform a `PreviewProvider` targets. Accepted; text renders are the same on each.
public enum PreviewPlatform: Sendable, Hashable {
    case iOS, macOS, tvOS, watchOS, visionOS
}

import ConvergenceRendering
import ConvergenceViews

/// A device a scenario is shown on: its screen in points becomes columns (8 points each) and rows (16 points each),
/// and its size classes are the device's. A small, a standard and a large iPhone and an iPad, each upright or on its
/// side.
///
/// | Device | Suffix | Points | Columns × rows | Size classes (horizontal, vertical) |
/// |---|---|---|---|---|
/// | ``iPhoneSE`` | `iphone-se` | 375 × 667 | 47 × 42 | compact, regular |
/// | ``iPhone`` | `iphone` | 393 × 852 | 49 × 53 | compact, regular |
/// | ``iPhoneProMax`` | `iphone-max` | 430 × 932 | 54 × 58 | compact, regular |
/// | ``iPad`` | `ipad` | 820 × 1180 | 103 × 74 | regular, regular |
///
/// On its side (``landscape``, suffix `-landscape`) the points swap; an iPhone becomes vertically compact, and the
/// large iPhone horizontally regular, as on a device.
public struct ScenarioDevice: Sendable, Hashable, CustomStringConvertible {
    /// The device's name, as Xcode's previews name it.
    public let name: String
    /// What a variant on this device adds to a scenario's name: `iphone-se`, `iphone`, `iphone-max`, `ipad`, and
    /// `-landscape` on its side.
    public let suffix: String
    /// The screen's width in points.
    public let widthPoints: Int
    /// The screen's height in points.
    public let heightPoints: Int
    /// Whether the device is held on its side.
    public let isLandscape: Bool
    private let isPad: Bool
    private let isLarge: Bool

    private init(name: String, suffix: String, width: Int, height: Int, pad: Bool = false, large: Bool = false) {
        self.name = name
        self.suffix = suffix
        widthPoints = width
        heightPoints = height
        isLandscape = false
        isPad = pad
        isLarge = large
    }

    private init(turning device: ScenarioDevice) {
        name = device.name
        suffix = device.suffix + "-landscape"
        widthPoints = device.heightPoints
        heightPoints = device.widthPoints
        isLandscape = true
        isPad = device.isPad
        isLarge = device.isLarge
    }

    /// A small iPhone: iPhone SE (3rd generation).
    public static let iPhoneSE = ScenarioDevice(
        name: "iPhone SE (3rd generation)", suffix: "iphone-se", width: 375, height: 667)
    /// A standard iPhone: iPhone 15.
    public static let iPhone = ScenarioDevice(name: "iPhone 15", suffix: "iphone", width: 393, height: 852)
    /// A large iPhone: iPhone 15 Pro Max.
    public static let iPhoneProMax = ScenarioDevice(
        name: "iPhone 15 Pro Max", suffix: "iphone-max", width: 430, height: 932, large: true)
    /// An iPad: iPad (10th generation).
    public static let iPad = ScenarioDevice(
        name: "iPad (10th generation)", suffix: "ipad", width: 820, height: 1180, pad: true)

    /// Every device upright, then on its side.
    public static let all: [ScenarioDevice] = {
        let upright: [ScenarioDevice] = [.iPhoneSE, .iPhone, .iPhoneProMax, .iPad]
        return upright + upright.map(\.landscape)
    }()

    /// The device on its side; a device already on its side stays so.
    public var landscape: ScenarioDevice { isLandscape ? self : ScenarioDevice(turning: self) }

    /// The screen's width in columns: its points over 8, rounded.
    public var columns: Int { (widthPoints + 4) / 8 }

    /// The screen's height in rows: its points over 16, rounded.
    public var rows: Int { (heightPoints + 8) / 16 }

    /// The device's horizontal size class: regular on an iPad and on the large iPhone on its side.
    public var horizontalSizeClass: UserInterfaceSizeClass {
        isPad || (isLandscape && isLarge) ? .regular : .compact
    }

    /// The device's vertical size class: compact on an iPhone on its side.
    public var verticalSizeClass: UserInterfaceSizeClass {
        isLandscape && !isPad ? .compact : .regular
    }

    public var description: String { isLandscape ? "\(name), landscape" : name }

    /// The device whose suffix is `suffix`, or nil.
    ///
    /// - Parameter suffix: `iphone-se`, `iphone`, `iphone-max` or `ipad`, optionally followed by `-landscape`.
    public init?(suffix: String) {
        guard let device = Self.all.first(where: { $0.suffix == suffix }) else { return nil }
        self = device
    }
}

/// Where a scenario's root view is laid out: in a screen, as a device lays out its root view, or at its content's
/// own size.
///
/// A screen is the scenario's width in columns and a height in rows. In it, flexible space grows as on a phone:
/// `Spacer()`s share the rows the content leaves, `frame(maxHeight: .infinity)` fills, a `List`, a `ScrollView` or a
/// `ContentUnavailableView` takes the rest of the screen, and a `TabView`'s tab bar sits at the bottom. A scenario
/// sized to fit (a row, a cell, a component) takes its content's height, and its spacers only their minimum.
///
/// The default screen has the proportions of an iPhone 15 (393 × 852 points) at the scenario's width: a text cell is
/// 8 × 16 points, so a screen 40 columns wide is 43 rows tall (``phoneRows(forWidth:)``).
///
/// Blank rows below the last drawn row are not written, so a screen whose content does not reach its bottom records
/// the same text as before; only what flexible space moves changes. HTML is the same in both layouts: a browser
/// gives the page its own height.
///
/// ```swift
/// Scenario("success") { SuccessView() }                            // a phone screen at each width
/// Scenario("row", layout: .sizeThatFits) { ItemRow(item: .sample) } // the row's own height
/// Scenario("short", layout: .screen(height: 20)) { SuccessView() }  // a screen 20 rows tall
/// ```
public struct ScenarioLayout: Sendable, Hashable, CustomStringConvertible {
    /// The screen's rows; `nil` for the phone proportions at each width.
    private let rows: Int?
    /// Whether the root view is laid out in a screen rather than at its content's size.
    package let fillsScreen: Bool

    private init(fillsScreen: Bool, rows: Int?) {
        self.fillsScreen = fillsScreen
        self.rows = rows
    }

    /// A phone screen at each width: ``phoneRows(forWidth:)`` rows tall. The default.
    public static let screen = ScenarioLayout(fillsScreen: true, rows: nil)

    /// A screen of a fixed height at every width.
    ///
    /// - Parameter height: The screen's height in rows (at least 1).
    /// - Returns: The layout.
    public static func screen(height: Int) -> ScenarioLayout {
        ScenarioLayout(fillsScreen: true, rows: max(1, height))
    }

    /// The content's own size: what `.sizeThatFitsLayout` and `.previewLayout(.sizeThatFits)` ask for.
    public static let sizeThatFits = ScenarioLayout(fillsScreen: false, rows: nil)

    /// The rows of the screen at a width, or `nil` when the content takes its own height.
    ///
    /// - Parameter width: The width in columns.
    /// - Returns: The height in rows, or `nil` for ``sizeThatFits``.
    public func height(atWidth width: Int) -> Int? {
        guard fillsScreen else { return nil }
        return rows ?? Self.phoneRows(forWidth: width)
    }

    /// The rows of a phone screen of a width: an iPhone 15 is 393 × 852 points and a text cell 8 × 16 points, so
    /// `width × 852 / 786`, rounded (43 rows at 40 columns, 87 at 80).
    ///
    /// - Parameter width: The width in columns.
    /// - Returns: The height in rows, at least 1.
    public static func phoneRows(forWidth width: Int) -> Int {
        rows(forWidth: width, times: 852, over: 786)
    }

    /// The rows of a phone on its side whose width is `width` columns: 852 × 393 points, `width × 393 / 1704`,
    /// rounded (18 rows at 80 columns).
    package static func landscapePhoneRows(forWidth width: Int) -> Int {
        rows(forWidth: width, times: 393, over: 1704)
    }

    /// `width × numerator / denominator`, rounded to the nearest row, at least 1 (a width below 1 counts as 1).
    private static func rows(forWidth width: Int, times numerator: Int, over denominator: Int) -> Int {
        max(1, (max(1, width) * numerator * 2 + denominator) / (denominator * 2))
    }

    public var description: String {
        guard fillsScreen else { return "sizeThatFits" }
        return rows.map { "screen(height: \($0))" } ?? "screen"
    }
}

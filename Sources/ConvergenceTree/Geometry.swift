/// Horizontal placement of children inside a wider box.
public enum HorizontalAlignment: String, Sendable, Equatable, CaseIterable {
    case leading, center, trailing
}

/// Vertical placement of children inside a taller box.
public enum VerticalAlignment: String, Sendable, Equatable, CaseIterable {
    case top, center, bottom
}

/// Both placements, as a `ZStack` or `.frame` uses them.
public struct Alignment: Sendable, Equatable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// Insets in cells: rows for top and bottom, columns for leading and trailing.
package struct CellInsets: Sendable, Equatable {
    package var top: Int
    package var leading: Int
    package var bottom: Int
    package var trailing: Int

    package init(top: Int = 0, leading: Int = 0, bottom: Int = 0, trailing: Int = 0) {
        self.top = max(0, top)
        self.leading = max(0, leading)
        self.bottom = max(0, bottom)
        self.trailing = max(0, trailing)
    }

    package var horizontal: Int { leading + trailing }
    package var vertical: Int { top + bottom }
}

/// The axis a stack lays its children along; `depth` overlays them (`ZStack`).
package enum StackAxis: String, Sendable, Equatable {
    case vertical, horizontal, depth
}

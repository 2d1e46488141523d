import ConvergenceTree

/// Widths worked out so far in one render, by node and offer: a stack measures a child, then lays it out, then draws
/// it, and without this each of those measures the child's whole subtree again — quadratic in the depth of the tree,
/// and several times over for each row of a list.
///
/// Nodes are told apart by identity, not by value (comparing two subtrees costs as much as measuring them): the word
/// an indirect `Node` is stored in points at its payload's box, which is unique while the node lives. The memo keeps
/// every node it has an entry for, so a box cannot be freed and its address given to another node during the render.
/// Leaves (text, symbols, dividers) are not kept: measuring them costs less than looking them up.
final class LayoutMemo {
    struct Key: Hashable {
        let node: UInt
        /// The offer, or a negative tag for the widths that do not depend on one.
        let proposal: Int
    }

    static let minimumTag = -1
    static let preferredTag = -2
    /// Whether a node grows to fill the height of a screen (1) or not (0).
    static let growsTag = -3

    private var widths = Table<Int>()
    private var allocations = Table<[Int]?>()
    /// The nodes the keys point at, held until the render ends.
    private var kept: [Node] = []

    /// Whether nodes can be told apart by identity on this platform: an indirect enum stored in one word.
    private static let usable = MemoryLayout<Node>.size == MemoryLayout<UInt>.size

    private let isEnabled: Bool

    init(isEnabled: Bool = true) {
        self.isEnabled = isEnabled && Self.usable
    }

    /// The width known for a node under `proposal`, or the result of `compute`, remembered.
    func width(of node: Node, proposal: Int, _ compute: () -> Int) -> Int {
        guard isEnabled, Self.isWorthKeeping(node) else { return compute() }
        let key = Key(node: Self.identity(of: node), proposal: proposal)
        if let known = widths[key] { return known }
        let width = compute()
        if widths.insert(width, for: key) { kept.append(node) }
        return width
    }

    /// How a horizontal stack shares a width among its children (nil: they cannot fit side by side), worked out once
    /// for measuring and drawing it.
    func allocation(of node: Node, width: Int, _ compute: (Int) -> [Int]?) -> [Int]? {
        guard isEnabled else { return compute(width) }
        let key = Key(node: Self.identity(of: node), proposal: width)
        if let known = allocations[key] { return known }
        let shares = compute(width)
        allocations.insert(shares, for: key)
        kept.append(node)
        return shares
    }

    private static func identity(of node: Node) -> UInt {
        withUnsafeBytes(of: node) { $0.loadUnaligned(as: UInt.self) }
    }

    /// Containers and wrappers, whose width depends on a subtree.
    private static func isWorthKeeping(_ node: Node) -> Bool {
        switch node {
        case .empty, .text, .image, .spacer, .divider, .shape, .list, .section, .unavailable, .textField, .tabView,
            .splitView, .badge:
            false
        case .stack, .button, .label, .progress, .toggle, .picker, .navigation, .scroll, .padding, .frame, .border,
            .accessibility, .task, .tagged, .link, .presentation, .row, .tabItem, .refreshable, .valueControl, .grid,
            .hidden, .prioritized, .gesture, .firstFitting, .marked:
            true
        }
    }
}

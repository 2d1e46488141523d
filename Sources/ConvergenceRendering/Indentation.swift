/// How the HTML and the accessibility outline indent nested content: two spaces per level, up to ``deepest`` levels.
///
/// Past that, nested lines line up with their parent, so a tree thousands of levels deep prints in text proportional
/// to its size rather than to the square of its depth.
enum Indentation {
    static let deepest = 64

    /// The indentation of a line `depth` levels deep.
    static func of(_ depth: Int) -> String {
        levels[max(0, min(depth, deepest))]
    }

    /// Every indentation, built once: each printed line starts with one.
    private static let levels = (0...deepest).map { String(repeating: "  ", count: $0) }
}

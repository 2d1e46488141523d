import Testing

@testable import ConvergenceViews

/// Structural paths stay short at any depth: short ones are untouched, long ones keep their last components and fold
/// the rest into a digest that tells different prefixes apart and is the same every time.
@Suite struct ViewPathTests {
    static func deepPath(levels: Int, root: String = "Root") -> String {
        (0..<levels).reduce(root) { path, level in ViewPath.bounded(path + "/Outline/VStack/\(level)") }
    }

    @Test func aPathOfAnOrdinaryScreenIsLeftAlone() {
        let path = "ItemsView/NavigationStack/List/ForEach/row[3]/ItemRow/HStack/1"
        #expect(ViewPath.bounded(path) == path)
        #expect(ViewPath.bounded("") == "")
    }

    @Test func aDeepPathStaysShortAndKeepsItsLastComponents() {
        let path = Self.deepPath(levels: 10_000)
        #expect(path.utf8.count <= ViewPath.longest)
        #expect(path.hasPrefix("~"))
        #expect(path.hasSuffix("/Outline/VStack/9998/Outline/VStack/9999"), "\(path.suffix(60))")
    }

    @Test func foldingIsTheSameEveryTimeAndTellsPrefixesApart() {
        #expect(Self.deepPath(levels: 300) == Self.deepPath(levels: 300))
        #expect(Self.deepPath(levels: 300, root: "RootA") != Self.deepPath(levels: 300, root: "RootB"))
        let paths = Set((0..<200).map { Self.deepPath(levels: 60, root: "Root\($0)") })
        #expect(paths.count == 200)
    }

    @Test func aLongComponentWithoutSeparatorsIsCutBetweenCharacters() {
        let path = ViewPath.bounded("Root/" + String(repeating: "é中👍🏽", count: 200))
        #expect(path.utf8.count < 600)
        #expect(!path.contains("\u{FFFD}"))
        #expect(path.hasSuffix("👍🏽"))
    }
}

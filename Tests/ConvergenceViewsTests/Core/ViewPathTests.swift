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

/// A location spells out the same path as joining strings at every level, however deep and in whatever order its
/// levels are read.
@Suite struct ViewLocationTests {
    @Test func aLocationSpellsTheSamePathAsJoiningStrings() {
        var location = ViewLocation("")
        var joined = ""
        var checked: [(ViewLocation, String)] = []
        for level in 0..<3_000 {
            let component = level % 7 == 0 ? "ForEach[\(level)]" : "VStack/\(level % 3)"
            location = location.child(component)
            joined = ViewPath.child(component, of: joined)
            if level % 250 == 0 { checked.append((location, joined)) }
        }
        // Read deepest first (every ancestor unspelled), then the shallower ones (already spelled on the way).
        #expect(location.path == joined)
        for (location, path) in checked.reversed() { #expect(location.path == path) }
        #expect(ViewLocation("Root").child("0").path == "Root/0")
        #expect(ViewLocation("").child("Root").path == "Root")
    }

    @Test func aLocationBelowAReadOneStartsFromItsPath() {
        let parent = ViewLocation("").child("Screen").child("List")
        #expect(parent.path == "Screen/List")
        let children = (0..<3).map { parent.child("ForEach[\($0)]") }
        #expect(children.map(\.path) == ["Screen/List/ForEach[0]", "Screen/List/ForEach[1]", "Screen/List/ForEach[2]"])
    }

}

import ConvergenceRendering
import ConvergenceTestSupport
import ConvergenceTree
import Testing

/// Properties over random trees with hostile text: escaping round-trips and the output is always well-formed.
extension HTMLRendererTests {
    static let propertySeed = HTMLTreeGenerator.propertySeed
    static let propertyTreeCount = 1000

    @Test func escapingRoundTripsEveryTextOfRandomTrees() {
        var generator = HTMLTreeGenerator(seed: Self.propertySeed)
        for index in 0..<Self.propertyTreeCount {
            let before = (generator.texts.count, generator.expectations.count)
            let tree = generator.node(depth: 0)
            let parser = HTMLTestParser(HTMLRenderer.fragment(tree))
            #expect(parser.problems == [], "tree \(index)")

            // Text nodes come back in order, each exactly as the documented mapping says.
            let expectedTexts = generator.texts[before.0...].map { HTMLTestMapping.mapped($0, lineBreak: "\n") }
            let actualTexts = parser.runs.filter { $0.element == "span" && $0.classes.first == "text" }.map(\.text)
            #expect(actualTexts == Array(expectedTexts), "tree \(index)")

            // Every other user string is found in a run or an attribute, in one of the forms its context allows.
            var found = parser.runs.map(\.text) + parser.attributeValues
            let expectations = generator.expectations[before.1...].sorted { $0.count < $1.count }
            for forms in expectations {
                if let position = found.firstIndex(where: forms.contains) {
                    found.remove(at: position)
                } else {
                    Issue.record("tree \(index): none of \(forms.map(\.debugDescription)) found")
                }
            }
        }
        // The property means something only if the trees carried plenty of text.
        #expect(generator.texts.count > 500, "\(generator.texts.count)")
        #expect(generator.expectations.count > 500, "\(generator.expectations.count)")
    }

    @Test func randomTreesAlwaysGiveWellFormedValidFragmentsAndDocuments() {
        var generator = HTMLTreeGenerator(seed: Self.propertySeed ^ 0x5EED)
        for index in 0..<Self.propertyTreeCount {
            let tree = generator.node(depth: 0)
            #expect(HTMLTestChecker.problems(in: HTMLRenderer.fragment(tree)) == [], "tree \(index)")
            let document = HTMLRenderer.document(tree, title: generator.string(), language: "en")
            #expect(HTMLTestChecker.problems(in: document) == [], "tree \(index)")
        }
    }

    @Test func checkerCatchesBrokenMarkup() {
        #expect(!HTMLTestChecker.problems(in: "<div><span></div></span>\n").isEmpty)
        #expect(!HTMLTestChecker.problems(in: "<span><div></div></span>\n").isEmpty)
        #expect(!HTMLTestChecker.problems(in: "<button><button></button></button>\n").isEmpty)
        #expect(!HTMLTestChecker.problems(in: "<label><input><select></select></label>\n").isEmpty)
        #expect(!HTMLTestChecker.problems(in: "<span class=text>x</span>\n").isEmpty)
        #expect(!HTMLTestChecker.problems(in: "<span>a & b</span>\n").isEmpty)
        #expect(!HTMLTestChecker.problems(in: "<span>\u{1}</span>\n").isEmpty)
        #expect(!HTMLTestChecker.problems(in: "<span>x</span> \n").isEmpty)
        #expect(HTMLTestChecker.problems(in: "<div>\n  <span>a &amp; b</span>\n</div>\n") == [])
    }
}

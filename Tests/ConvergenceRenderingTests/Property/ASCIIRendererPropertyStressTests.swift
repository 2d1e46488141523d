import ConvergenceRendering
import ConvergenceTestSupport
import ConvergenceTree
import Foundation
import Testing

/// One (tree, width, style) that breaks an invariant.
struct PropertyFailure {
    var caseIndex: Int
    var seed: UInt64
    var width: Int
    var style: ASCIIStyle
    var node: Node
    var output: String
    var problems: [String]
    /// The invariants that failed: the problems of a tree at a width and style, or nil when it passes.
    var check: (Node, Int, ASCIIStyle) -> [String]? = PropertyInvariants.failure

    /// The kind of each problem: `width`, `form`, `loss`, `order`, `limit` or `hidden`.
    static func category(of problem: String) -> String {
        if problem.hasPrefix("line ") && problem.contains("columns wide") { return "width" }
        if problem.hasPrefix("lost ") { return "loss" }
        if problem.hasPrefix("line-limited") { return "limit" }
        if problem.hasPrefix("shows a string") { return "hidden" }
        if problem.hasPrefix("out of order") { return "order" }
        return "form"
    }

    var categories: Set<String> { Set(problems.map(Self.category)) }

    /// The failure reduced to a minimal tree that still breaks an invariant of `category` at the same width.
    func shrunk(to category: String) -> (node: Node, width: Int, output: String, problems: [String]) {
        let style = style
        let check = check
        let (node, width) = PropertyShrinker.shrink(node, width: width) { candidate, width in
            guard let problems = check(candidate, width, style) else { return false }
            return problems.contains { Self.category(of: $0) == category }
        }
        let output = ASCIIRenderer.render(node, width: width, style: style)
        let problems = PropertyInvariants.violations(node, output: output, width: width, style: style)
        return (node, width, output, problems.filter { Self.category(of: $0) == category })
    }

    func report(category: String) -> String {
        let small = shrunk(to: category)
        return """
            case #\(caseIndex) (seed 0x\(String(seed, radix: 16))), width \(width), style .\(style.rawValue): \
            \(problems.filter { Self.category(of: $0) == category }.prefix(3).joined(separator: "; "))
            render:
            \(output)
            reduced to: ASCIIRenderer.render(\(PropertyShrinker.literal(small.node)), width: \(small.width), style: .\(style.rawValue))
            which renders \(small.output.debugDescription)
            and breaks: \(small.problems.prefix(3).joined(separator: "; "))
            """
    }

    /// Fails the running test once per broken invariant, with how many renders broke it and two reduced examples.
    static func record(_ failures: [PropertyFailure], checked: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        var byCategory: [String: [PropertyFailure]] = [:]
        for failure in failures {
            for category in failure.categories { byCategory[category, default: []].append(failure) }
        }
        for category in byCategory.keys.sorted() {
            let group = byCategory[category]!
            let examples = group.prefix(2).map { $0.report(category: category) }
            Issue.record(
                """
                \(group.count) of \(checked) renders break the \(category) invariant
                \(examples.joined(separator: "\n\n"))
                """,
                sourceLocation: sourceLocation
            )
        }
    }
}

/// Seeded property tests of the ASCII renderer's documented guarantees over thousands of random trees.
///
/// Every case is replayable alone: case `i` is the tree `PropertyNodeGenerator.tree(seed:
/// PropertyRandom.caseSeed(master: masterSeed, index: i))`. Failures are reduced to a minimal tree, printed as
/// Swift source with the width, style and render; any failure fails the suite.
@Suite struct ASCIIRendererPropertyStressTests {
    /// `PROPERTY_SEED` (hex) and `PROPERTY_CASES` override these for a longer exploratory run.
    static let masterSeed: UInt64 = environment("PROPERTY_SEED").flatMap { UInt64($0, radix: 16) } ?? 0xC0DE_A5C1_2024
    static let caseCount = environment("PROPERTY_CASES").flatMap { Int($0) } ?? 2_000

    static func environment(_ name: String) -> String? {
        ProcessInfo.processInfo.environment[name]
    }

    static let widths = [1, 2, 3, 5, 8, 13, 20, 40, 80]

    static func tree(_ index: Int) -> (seed: UInt64, node: Node) {
        let seed = PropertyRandom.caseSeed(master: masterSeed, index: index)
        return (seed, PropertyNodeGenerator.tree(seed: seed))
    }

    /// Width bound, output form, no silent loss (in order within each text, top ZStack layer included, hidden
    /// strings never shown), for both styles at every width; in four slices of the cases, run in parallel.
    @Test(arguments: 0..<4) func randomTreesKeepEveryInvariant(slice: Int) {
        var failures: [PropertyFailure] = []
        var checked = 0
        for index in stride(from: slice, to: Self.caseCount, by: 4) {
            let (seed, node) = Self.tree(index)
            // Every 20th tree at every width from 1 to 30 as well.
            let widths = index % 20 == 0 ? Array(Set(Self.widths + Array(1...30))).sorted() : Self.widths
            for style in ASCIIStyle.allCases {
                for width in widths {
                    checked += 1
                    let output = ASCIIRenderer.render(node, width: width, style: style)
                    let problems = PropertyInvariants.violations(node, output: output, width: width, style: style)
                    if !problems.isEmpty {
                        failures.append(
                            PropertyFailure(
                                caseIndex: index, seed: seed, width: width, style: style, node: node, output: output,
                                problems: problems))
                    }
                }
            }
        }
        PropertyFailure.record(failures, checked: checked)
    }

    /// Texts in vertical stacks come out whole and in order at every width (a line limit cuts to a prefix and `…`).
    @Test func stackedTextsKeepEveryScalarInOrder() {
        var failures: [PropertyFailure] = []
        let count = Self.caseCount
        for index in 0..<count {
            let seed = PropertyRandom.caseSeed(master: Self.masterSeed ^ 0x0005_7ACC, index: index)
            var generator = PropertyNodeGenerator(seed: seed)
            let texts = (0..<generator.random.int(1...3)).map { _ in generator.text() }
            var node =
                texts.count == 1 && generator.random.chance(50)
                ? texts[0]
                : .stack(
                    StackNode(
                        axis: .vertical, alignment: generator.alignment(), spacing: generator.spacing(), children: texts
                    ))
            if generator.random.chance(30) { node = .scroll(.tagged(Tag(AnyHashable(index)), node)) }
            for width in Self.widths {
                let output = ASCIIRenderer.render(node, width: width)
                let problems = PropertyInvariants.violations(node, output: output, width: width, style: .ascii)
                if !problems.isEmpty {
                    failures.append(
                        PropertyFailure(
                            caseIndex: index, seed: seed, width: width, style: .ascii, node: node, output: output,
                            problems: problems))
                }
            }
        }
        PropertyFailure.record(failures, checked: count * Self.widths.count)
    }

    /// Every pair of corpus fragments side by side with no spacing, overlaid, and as a text field's title and
    /// text: where clusters from different nodes meet, nothing may fuse into something wider or vanish.
    @Test func adjacentFragmentsNeitherOverflowNorVanish() {
        var failures: [PropertyFailure] = []
        let fragments = PropertyCorpus.fragments
        var checked = 0
        for (first, left) in fragments.enumerated() {
            for (second, right) in fragments.enumerated() {
                let shapes: [Node] = [
                    .stack(
                        StackNode(
                            axis: .horizontal, alignment: .top, spacing: 0,
                            children: [.text(TextNode(left)), .text(TextNode(right))])),
                    .stack(
                        StackNode(
                            axis: .depth, alignment: .topLeading,
                            children: [.text(TextNode(left)), .text(TextNode(right))])),
                    .stack(
                        StackNode(
                            axis: .horizontal, alignment: .top, spacing: 0,
                            children: [.text(TextNode(left)), .text(TextNode(right + "x"))])),
                    .textField(TextFieldNode(title: left, text: right, edit: .none)),
                ]
                for (shape, node) in shapes.enumerated() {
                    // Narrow and wide in turn, to keep the 50,000 renders quick.
                    for width in [(first + second + shape) % 2 == 0 ? 3 : 40] {
                        checked += 1
                        let output = ASCIIRenderer.render(node, width: width)
                        let problems = PropertyInvariants.violations(node, output: output, width: width, style: .ascii)
                        if !problems.isEmpty {
                            failures.append(
                                PropertyFailure(
                                    caseIndex: (first * fragments.count + second) * shapes.count + shape, seed: 0,
                                    width: width, style: .ascii,
                                    node: node, output: output, problems: problems))
                        }
                    }
                }
            }
        }
        PropertyFailure.record(failures, checked: checked)
    }

    /// The same tree renders to the same text twice, and so does the same tree built again from its seed.
    @Test func renderingIsDeterministic() {
        for index in stride(from: 0, to: Self.caseCount, by: 4) {
            let (seed, node) = Self.tree(index)
            let rebuilt = PropertyNodeGenerator.tree(seed: seed)
            #expect(rebuilt == node, "case #\(index): the generator is not deterministic")
            for style in ASCIIStyle.allCases {
                for width in [1, 8, 40] {
                    let first = ASCIIRenderer.render(node, width: width, style: style)
                    let second = ASCIIRenderer.render(node, width: width, style: style)
                    let third = ASCIIRenderer.render(rebuilt, width: width, style: style)
                    #expect(
                        first == second,
                        "case #\(index) width \(width) .\(style): \(first.debugDescription) then \(second.debugDescription)"
                    )
                    #expect(
                        first == third,
                        "case #\(index) width \(width) .\(style): rebuilt tree renders \(third.debugDescription)")
                }
            }
        }
    }
}

import ConvergenceRendering
import ConvergenceTestSupport
import ConvergenceTree
import Foundation
import Testing

/// Random trees over the whole render vocabulary, with text from every Unicode plane, controls, bidirectional
/// controls, huge words and markup, at random widths from 1 to 200: no crash, every ASCII line within the width and
/// without trailing spaces, the HTML well-formed with all text escaped, and every render equal to a second one.
///
/// `swift test` runs a fixed set of seeds in a few seconds. `Scripts/fuzz.sh SECONDS` runs fresh seeds for as long
/// as asked (through `CONVERGENCE_FUZZ_SECONDS` and `CONVERGENCE_FUZZ_SEED`), printing the seed of any failure so
/// that it replays with `CONVERGENCE_FUZZ_SEED=<seed> CONVERGENCE_FUZZ_SECONDS=0`.
@Suite struct RenderFuzzStressTests {
    static let fixedSeeds: [UInt64] = (0..<200).map { PropertyRandom.caseSeed(master: 0xF022_1313, index: $0) }

    /// The problems of one seed's tree: its width, and what failed.
    static func problems(seed: UInt64) -> [String] {
        var generator = PropertyNodeGenerator(seed: seed, budget: 30, maxDepth: 6)
        generator.fuzzesText = true
        let node = generator.node(depth: 0)
        var problems: [String] = []
        for _ in 0..<3 {
            let width = generator.random.int(1...200)
            let style = generator.random.pick(ASCIIStyle.allCases)
            let text = ASCIIRenderer.render(node, width: width, style: style)
            if text != ASCIIRenderer.render(node, width: width, style: style) {
                problems.append("width \(width): two ASCII renders differ")
            }
            if !text.hasSuffix("\n") { problems.append("width \(width): no final newline") }
            for (number, line) in text.dropLast().split(separator: "\n", omittingEmptySubsequences: false)
                .enumerated()
            {
                let columns = TerminalWidth.of(line)
                if columns > width { problems.append("width \(width): line \(number + 1) is \(columns) columns") }
                if line.last == " " { problems.append("width \(width): line \(number + 1) ends in a space") }
            }
        }
        let html = HTMLRenderer.fragment(node)
        if html != HTMLRenderer.fragment(node) { problems.append("two HTML renders differ") }
        problems += HTMLWellFormedness.problems(html).prefix(5).map { "HTML: " + $0 }
        return problems
    }

    @Test func fixedSeedsKeepEveryGuarantee() {
        for seed in Self.fixedSeeds {
            let problems = Self.problems(seed: seed)
            #expect(problems.isEmpty, "seed 0x\(String(seed, radix: 16)): \(problems.prefix(5))")
        }
    }

    /// Runs fresh seeds until `CONVERGENCE_FUZZ_SECONDS` have passed (the script's entry point; skipped otherwise).
    @Test(.enabled(if: ProcessInfo.processInfo.environment["CONVERGENCE_FUZZ_SECONDS"] != nil))
    func freshSeedsForAGivenTime() {
        let environment = ProcessInfo.processInfo.environment
        let seconds = Double(environment["CONVERGENCE_FUZZ_SECONDS"] ?? "") ?? 0
        let start =
            environment["CONVERGENCE_FUZZ_SEED"].flatMap { UInt64($0, radix: 16) } ?? UInt64.random(in: .min ... .max)
        let deadline = Date().addingTimeInterval(seconds)
        var seed = start
        var count = 0
        repeat {
            let problems = Self.problems(seed: seed)
            #expect(problems.isEmpty, "seed 0x\(String(seed, radix: 16)): \(problems.prefix(5))")
            count += 1
            seed = PropertyRandom.caseSeed(master: start, index: count)
        } while Date() < deadline
        print("fuzz: \(count) trees from seed 0x\(String(start, radix: 16)) in \(Int(seconds)) s")
    }

    @Test func theCheckerCatchesBrokenMarkup() {
        #expect(HTMLWellFormedness.problems("<div class=\"a\">x &amp; y</div>\n<hr>\n").isEmpty)
        #expect(!HTMLWellFormedness.problems("<div>x</span>").isEmpty)
        #expect(!HTMLWellFormedness.problems("<div>a & b</div>").isEmpty)
        #expect(!HTMLWellFormedness.problems("<p>1 > 0</p>").isEmpty)
        #expect(!HTMLWellFormedness.problems("<script>alert(1)</script>").isEmpty)
        #expect(!HTMLWellFormedness.problems("<span onclick=\"x\">y</span>").isEmpty)
        #expect(!HTMLWellFormedness.problems("<div title=x>y</div>").isEmpty)
        #expect(!HTMLWellFormedness.problems("<div>").isEmpty)
    }
}

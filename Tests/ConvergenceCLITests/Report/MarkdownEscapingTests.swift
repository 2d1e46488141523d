import Convergence
import ConvergenceCLITestSupport
import Foundation
import Testing

@testable import ConvergenceCLI

/// The Markdown report posted on pull requests: what a snapshot file or a scenario name holds stays text.
@Suite struct MarkdownEscapingTests {
    @Test func inlineTextIsNeitherMarkupNorAMention() {
        #expect(MarkdownEscaping.inline("<b>&\"x\"</b>") == "&lt;b&gt;&amp;&quot;x&quot;&lt;/b&gt;")
        #expect(MarkdownEscaping.inline("@octocat") == "@\u{2060}octocat")
        #expect(MarkdownEscaping.inline("**[x](y)** `z`") == "&#42;&#42;&#91;x&#93;(y)&#42;&#42; &#96;z&#96;")
        #expect(MarkdownEscaping.inline("a\nb\r\u{1B}") == "a\u{240A}b\u{240D}\u{241B}")
        #expect(MarkdownEscaping.inline("\u{202E}abc") == "\u{FFFD}abc")
        #expect(MarkdownEscaping.inline("Item/loaded (2 files)") == "Item/loaded (2 files)")
    }

    @Test func aFenceIsLongerThanAnyBacktickRunInside() {
        #expect(MarkdownEscaping.fenced("a\n", language: "diff") == "```diff\na\n```\n")
        #expect(MarkdownEscaping.fenced("```\n`````x\n") == "``````\n```\n`````x\n``````\n")
        #expect(MarkdownEscaping.fenced("x", indent: "  ") == "  ```\n  x\n  ```\n")
    }

    @Test func aCarriageReturnCannotStartALineOutsideTheIndent() {
        let fenced = MarkdownEscaping.fenced("a\r</details>\r\n<b>", indent: "  ")
        #expect(fenced == "  ```\n  a\u{240D}</details>\u{240D}\n  <b>\n  ```\n")
        #expect(!fenced.contains("\r"))
    }

    static let hostile = """
        ````
        </details>
        <script>alert(1)</script>
        <img src=x onerror=alert(2)>
        @octocat please look
        ~~~
        ```
        """

    @Test @MainActor func hostileSnapshotsAndNamesStayInsideTheirBlocks() async throws {
        let name = "</summary></details>@octocat <script>alert(3)</script> `x`"
        let catalog = ScenarioCatalog(scenarios: [
            Scenario(name, feature: "Item", formats: .ascii) { Text("plain") },
            Scenario("other", feature: "Item", formats: .ascii) { Text("plain") },
        ])
        try await RunCommandsHarness.with(catalog) { harness in
            #expect(await harness.run(["record"]).status == 0)
            for file in harness.files() {
                try harness.put(Self.hostile + "\n", at: file)
            }
            let output = await harness.run(["report", "--markdown"])
            #expect(output.status == 1, "\(output.standardError)")
            // The data block at the end is an HTML comment, which nothing inside can end (its own tests show why).
            let dataStart = try #require(output.standardOutput.range(of: "<!-- convergence-report v"))
            let markdown = String(output.standardOutput[..<dataStart.lowerBound])
            #expect(markdown.contains("<details>"), "\(markdown)")
            let outside = MarkdownOutline(markdown).outsideCode.joined(separator: "\n")
            for markup in ["<script", "<img", "</summary></", "@octocat", "```", "~~~"] {
                #expect(!outside.contains(markup), "\(markup) outside code:\n\(outside)")
            }
            #expect(
                outside.components(separatedBy: "<details>").count
                    == outside.components(separatedBy: "</details>").count)
            let inside = MarkdownOutline(markdown).insideCode.joined(separator: "\n")
            #expect(inside.contains("-<script>alert(1)</script>\n-<img src=x onerror=alert(2)>\n"), "\(inside)")
            #expect(inside.contains("-@octocat please look"))
        }
    }
}

/// Which lines of a Markdown text are inside fenced code blocks, by CommonMark's fence rules (a list item's indent
/// of up to three spaces; a closing fence of the same character, at least as long, and nothing after it).
struct MarkdownOutline {
    var insideCode: [String] = []
    var outsideCode: [String] = []

    init(_ markdown: String) {
        var fence: (character: Character, length: Int)?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let trimmed = line.drop { $0 == " " }
            let indent = line.count - trimmed.count
            let character = trimmed.first
            let run = trimmed.prefix { $0 == character }.count
            if let open = fence {
                let closes =
                    indent <= 3 + 2 && character == open.character && run >= open.length
                    && trimmed.dropFirst(run).allSatisfy { $0 == " " }
                if closes { fence = nil } else { insideCode.append(line) }
            } else if indent <= 3 + 2, let character, character == "`" || character == "~", run >= 3 {
                fence = (character, run)
            } else {
                outsideCode.append(line)
            }
        }
    }
}

import ConvergenceRendering
import ConvergenceTree
import Testing

/// The property checks themselves catch what they claim to: each is fed a hand-made bad render.
@Suite struct PropertyInvariantCheckerTests {
    static func problems(_ node: Node, _ output: String, width: Int) -> [String] {
        PropertyInvariants.violations(node, output: output, width: width, style: .ascii)
    }

    @Test func aGoodRenderPasses() {
        let node = Node.text(TextNode("hello world"))
        #expect(Self.problems(node, ASCIIRenderer.render(node, width: 5), width: 5).isEmpty)
    }

    @Test func widthBound() {
        #expect(!PropertyInvariants.widthViolations("abc\n", width: 2).isEmpty)
        #expect(!PropertyInvariants.widthViolations("中a\n", width: 2).isEmpty)
        #expect(PropertyInvariants.widthViolations("中\n", width: 2).isEmpty)
    }

    @Test func outputForm() {
        #expect(!PropertyInvariants.formViolations("a").isEmpty)
        #expect(!PropertyInvariants.formViolations("a \n").isEmpty)
        #expect(!PropertyInvariants.formViolations("\u{1B}[31ma\n").isEmpty)
        #expect(!PropertyInvariants.formViolations("a\u{85}b\n").isEmpty)
        #expect(!PropertyInvariants.formViolations("a\u{202E}b\n").isEmpty)
        #expect(!PropertyInvariants.formViolations("a\u{7F}\n").isEmpty)
        #expect(PropertyInvariants.formViolations("a\n\nb\n").isEmpty)
    }

    @Test func lossAndOrder() {
        let node = Node.text(TextNode("hello"))
        #expect(Self.problems(node, "helo\n", width: 10).contains { $0.hasPrefix("lost") })
        #expect(Self.problems(node, "hlelo\n", width: 10).contains { $0.hasPrefix("out of order") })
        // A cluster wider than the whole width may become the placeholder, and only then.
        #expect(Self.problems(.text(TextNode("中")), "\u{25AF}\n", width: 1).isEmpty)
        #expect(!Self.problems(.text(TextNode("中")), "\u{25AF}\n", width: 2).isEmpty)
    }

    @Test func zStackTopLayerMustShowLowerLayersMayHide() {
        let node = Node.stack(StackNode(axis: .depth, children: [.text(TextNode("under")), .text(TextNode("top"))]))
        #expect(Self.problems(node, "top\n", width: 10).isEmpty)
        #expect(!Self.problems(node, "under\n", width: 10).isEmpty)
    }

    @Test func lineLimitedTextMayBeCutOnlyWithAnEllipsis() {
        let node = Node.text(TextNode("one two three", style: TextStyle(lineLimit: 1)))
        #expect(Self.problems(node, "one…\n", width: 4).isEmpty)
        #expect(!Self.problems(node, "one\n", width: 4).isEmpty)
        #expect(!Self.problems(node, "one\ntwo…\n", width: 4).isEmpty)
    }

    @Test func hiddenStringsMustNeverShow() {
        let field = Node.textField(TextFieldNode(title: "PIN", text: "1\u{A4}", isSecure: true, edit: .none))
        #expect(Self.problems(field, "PIN: [**]\n", width: 20).isEmpty)
        #expect(!Self.problems(field, "PIN: [1\u{A4}]\n", width: 20).isEmpty)
    }
}

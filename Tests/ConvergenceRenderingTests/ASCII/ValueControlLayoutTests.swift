import ConvergenceRendering
import ConvergenceTree
import Testing

@Suite struct ValueControlLayoutTests {
    private static let controls: [Node] = [
        .valueControl(
            ValueControlNode(
                kind: .slider, label: .text(TextNode("Volume")), value: 0.4, bounds: 0...1, valueText: "0.4",
                set: .none)),
        .valueControl(
            ValueControlNode(
                kind: .date, label: .text(TextNode("Check-in date")), value: 0, valueText: "Jan 1, 2026 at 9:00 AM",
                isDisabled: true, set: .none)),
        .valueControl(
            ValueControlNode(kind: .color, label: .empty, value: 0, valueText: "blue", set: .none)),
    ]

    @Test(arguments: controls)
    func noLineIsWiderThanTheWidthOrEndsInASpace(_ control: Node) {
        for width in 1...50 {
            let text = NodeRenderer.render(control, as: .ascii(width: width))
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                #expect(line.count <= width, "width \(width): \(line)")
                #expect(line.last != " ", "width \(width): \(line)")
            }
        }
    }

    @Test func aSliderDrawsItsThumbAtTheValueAndADisabledDateItsBraces() {
        #expect(NodeRenderer.render(Self.controls[0], as: .ascii(width: 40)) == "[====o------]\n")
        #expect(
            NodeRenderer.render(Self.controls[1], as: .ascii(width: 60)) == "Check-in date {Jan 1, 2026 at 9:00 AM}\n")
        #expect(NodeRenderer.render(Self.controls[2], as: .ascii(width: 40)) == "[blue]\n")
    }

    @Test func htmlEscapesTheValueText() {
        let control = Node.valueControl(
            ValueControlNode(kind: .color, label: .text(TextNode("Tint")), value: 0, valueText: "<b>", set: .none))

        #expect(NodeRenderer.render(control, as: .html).contains("<output>&lt;b&gt;</output>"))
    }
}

import ConvergenceTestSupport
import ConvergenceTree
import Testing

@testable import ConvergenceRendering

/// Appending a node's elements to its parent's children, without an array of its own, gives the elements that
/// building them for the node gives, in every kind of context, on random trees over the whole vocabulary.
@Suite struct HTMLBuilderAppendingTests {
    static let seeds: [UInt64] = (0..<150).map { PropertyRandom.caseSeed(master: 0xA99E_4D, index: $0) }

    static func printed(_ contents: [HTMLContent]) -> String {
        var out = HTMLOutput()
        for content in contents {
            switch content {
            case .element(let element): element.print(into: &out, depth: 1)
            case .node(let node, let context): HTMLBuilder.printNode(node, in: context, into: &out, depth: 1)
            case .text, .constant, .markup: Issue.record("a node gave content that is not an element")
            }
        }
        return out.text
    }

    @Test(arguments: seeds)
    func appendedElementsAreTheBuiltOnes(seed: UInt64) {
        let node = PropertyNodeGenerator.tree(seed: seed)
        let contexts = [
            HTMLContext(), HTMLContext().phrasing, HTMLContext().insideControl,
            HTMLContext(isInHeaderOrFooter: true, isInSection: true),
        ]
        for context in contexts {
            let built = HTMLBuilder.elements(for: node, in: context).map(HTMLContent.element)
            #expect(Self.printed(HTMLBuilder.children(of: node, in: context)) == Self.printed(built), "\(context)")
            #expect(Self.printed(HTMLBuilder.children([node, node], in: context)) == Self.printed(built + built))
        }
    }
}

import Testing

@testable import ConvergenceScenarios

@Suite struct PreviewSourceIndexTests {
    @Test func findsTheDeclarationLineWithModifiersAndAttributes() throws {
        let text = #"""
            import Convergence
            // struct Card_Previews: PreviewProvider { } in a comment does not count
            let note = "struct Card_Previews: PreviewProvider {"
            @MainActor
              private struct Card_Previews: PreviewProvider {
                static var previews: some View { Card() }
            }
            """#
        let place = try #require(PreviewSourceIndex.declaration(of: "Card_Previews", in: text))
        #expect(place.line == 5)
        #expect(place.column == 11)
    }

    @Test func needsThePreviewProviderConformanceAndTheWholeName() {
        #expect(PreviewSourceIndex.declaration(of: "Card", in: "struct Card_Previews: PreviewProvider {}") == nil)
        #expect(PreviewSourceIndex.declaration(of: "Card", in: "struct Card: View { }") == nil)
        #expect(PreviewSourceIndex.declaration(of: "Card", in: "enum Card:\n    PreviewProvider {}")?.line == 1)
        #expect(
            PreviewSourceIndex.declaration(of: "Card", in: "final class Card: Base, PreviewProvider {}")?.column == 7)
    }

    @Test func aProviderWithNoSourceIsNamedAfterItsTypeWithoutTheSuffix() {
        #expect(PreviewDeclaration.featureName(ofProvider: "ContentView_Previews") == "ContentView")
        #expect(PreviewDeclaration.featureName(ofProvider: "RowPreviews") == "Row")
        #expect(PreviewDeclaration.featureName(ofProvider: "Previews") == "Previews")
    }
}

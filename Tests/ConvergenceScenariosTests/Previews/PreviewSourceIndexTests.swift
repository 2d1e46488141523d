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

    @Test func findsTheTypesAroundALineSkippingCommentsStringsAndOtherBraces() {
        let text = #"""
            extension Shop.Cart {
                // a { in a comment
                var label: String { "}" }
                /* and } in a block */
                struct Previews: PreviewProvider {
                    static var previews: some View { Text("\("{")") }
                }
            }
            struct Row_Previews: PreviewProvider {}
            """#
        #expect(PreviewSourceIndex.enclosingTypeNames(atLine: 5, in: text) == ["Shop", "Cart"])
        #expect(PreviewSourceIndex.enclosingTypeNames(atLine: 6, in: text) == ["Shop", "Cart", "Previews"])
        #expect(PreviewSourceIndex.enclosingTypeNames(atLine: 9, in: text) == [])
        // A class member's `class` is no type; a raw string's braces and a multi-line string's lines are skipped.
        let members = ##"""
            final class Store {
                class func make() -> Store { Store() }
                let pattern = #"{ "not a brace" }"#
                let note = """
                    struct NotAType {
                    """
                struct Previews: PreviewProvider {}
            }
            """##
        #expect(PreviewSourceIndex.enclosingTypeNames(atLine: 3, in: members) == ["Store"])
        #expect(PreviewSourceIndex.enclosingTypeNames(atLine: 8, in: members) == ["Store"])
        #expect(PreviewSourceIndex.enclosingTypeNames(atLine: 99, in: members) == [])
        #expect(
            PreviewSourceIndex.declarations(of: "Previews", in: text + "\nenum Previews: PreviewProvider {}").count == 2
        )
    }

    @Test func readsTheNestingOfAReflectedTypeName() {
        #expect(
            PreviewSourceIndex.nesting(ofQualifiedName: "App.Card.Previews", module: "App") == (["Card"], "Previews"))
        #expect(
            PreviewSourceIndex.nesting(ofQualifiedName: "App.(unknown context at $1234).Row_Previews", module: "App")
                == ([], "Row_Previews"))
    }

    @Test func aProviderWithNoSourceIsNamedAfterItsTypeWithoutTheSuffix() {
        #expect(PreviewDeclaration.featureName(ofProvider: "ContentView_Previews") == "ContentView")
        #expect(PreviewDeclaration.featureName(ofProvider: "RowPreviews") == "Row")
        #expect(PreviewDeclaration.featureName(ofProvider: "Previews") == "Previews")
    }
}

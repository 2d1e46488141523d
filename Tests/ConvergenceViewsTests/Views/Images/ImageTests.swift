import Convergence
import Testing

@Suite struct ImageTests {
    @Test @MainActor func resolvesToAnImageNodeNamingTheSymbol() {
        #expect(Image(systemName: "star.fill").resolvedNode().node == .image(ImageNode(systemName: "star.fill")))
    }

    @Test @MainActor func knownSymbolShowsItsASCIIGlyph() {
        #expect(ascii(Image(systemName: "star.fill")) == "*")
    }

    @Test @MainActor func knownSymbolShowsItsUnicodeGlyphInUnicodeStyle() {
        #expect(ascii(Image(systemName: "star.fill"), style: .unicode) == "★")
    }

    @Test @MainActor func unknownSymbolShowsItsNameInAngleBrackets() {
        #expect(ascii(Image(systemName: "no.such.symbol")) == "<no.such.symbol>")
    }

    @Test @MainActor func assetImageIsLookedUpLikeASymbol() {
        #expect(ascii(Image("logo")) == "<logo>")
    }

    @Test @MainActor func resizingAndRenderingModeChangeNothing() {
        let plain = Image(systemName: "tray").resolvedNode().node

        #expect(Image(systemName: "tray").resizable().renderingMode(.template).resolvedNode().node == plain)
    }

    @Test @MainActor func imageTakesTheTextStyleAroundIt() {
        let node = Image(systemName: "star").foregroundStyle(.yellow).resolvedNode().node

        #expect(node == .image(ImageNode(systemName: "star", style: TextStyle(foreground: "yellow"))))
    }
}

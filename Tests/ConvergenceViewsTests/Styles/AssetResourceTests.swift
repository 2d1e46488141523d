import Convergence
import Testing

/// An app that defined its own shorthand before Xcode generated one; its member wins over the stand-in's.
extension ColorResource {
    fileprivate static let brand = ColorResource(name: "BrandColor", bundle: .main)
}

@Suite struct AssetResourceTests {
    @Test @MainActor func theTemplatesAccentColorAssetIsTheAppsAccentColorInEveryForm() {
        let forms = [
            Text("a").foregroundStyle(Color.accent).render(.html),
            Text("a").foregroundStyle(.accent).render(.html),
            Text("a").foregroundStyle(Color(.accent)).render(.html),
            Text("a").foregroundStyle(Color(ColorResource(name: "AccentColor", bundle: .main))).render(.html),
        ]
        let expected = Text("a").foregroundStyle(Color.accentColor).render(.html)
        #expect(forms.allSatisfy { $0 == expected }, "\(forms)")
        #expect(expected.contains("fg-accent"), "\(expected)")
    }

    @Test @MainActor func otherAssetsRenderByTheirNames() {
        #expect(Text("a").foregroundStyle(Color(.brand)).render(.html).contains("fg-BrandColor"))
        #expect(
            Image(ImageResource(name: "logo", bundle: .main)).render(.ascii(width: 10))
                == Image("logo").render(.ascii(width: 10)))
    }
}

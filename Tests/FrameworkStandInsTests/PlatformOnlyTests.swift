// The helpers these suites run import only UIKit or only AppKit, as an app's files do: the stand-ins must be whole on
// their own. They sit in a target of their own (Tests/Fixtures/PlatformOnlyHelpers) because Swift Testing cannot be
// imported beside `UIKit` or `AppKit` on Linux: the toolchain declares cross-import overlays for those pairs
// (`_Testing_UIKit`, `_Testing_AppKit`) that exist only on Apple platforms. That no SwiftUI name reaches such a file
// is a fact of the module graph, which ModuleLayoutTests in RepositoryTests checks.
import PlatformOnlyHelpers
import Testing

@Suite struct UIKitOnlyTests {
    @Test @MainActor func aFileThatImportsOnlyUIKitReachesTheAppTheDeviceAndTheScreen() {
        #expect(UIKitHelper.device == "iOS phone @3x")
        #expect(UIKitHelper.canOpen("https://example.com"))
        #expect(!UIKitHelper.canOpen("no scheme"))
    }

    @Test func coloursFontsAndImagesComeWithIt() {
        #expect(UIKitHelper.pointSizes == [28, 17])
        #expect(UIKitHelper.coloursAndImagesBehave)
    }

    @Test @MainActor func thePasteboardAndTheAppearanceProxiesKeepWhatIsSet() {
        #expect(UIKitHelper.copyAndPaste("ABC-123") == "ABC-123")
        #expect(UIKitHelper.styledNavigationBarFontSize() == 28)
    }
}

@Suite struct AppKitOnlyTests {
    @Test @MainActor func aFileThatImportsOnlyAppKitBuildsMenusAndReachesTheApp() {
        #expect(AppKitHelper.fileMenu == ["Close", "Quit"])
        #expect(AppKitHelper.coloursImagesAndAppBehave)
        #expect(AppKitHelper.copyAndPaste("42") == "42")
    }
}

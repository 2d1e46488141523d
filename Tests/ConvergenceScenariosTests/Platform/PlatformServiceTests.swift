import Convergence
import Foundation
import Testing

/// UIKit and AppKit services SwiftUI code calls directly, where neither framework exists: what a tap that calls
/// them shows in the next frame, and what they answer.
@Suite struct PlatformServiceTests {
    #if !(canImport(Darwin) && canImport(UIKit))
        struct HelpScreen: View {
            var body: some View {
                VStack(alignment: .leading) {
                    Button("Help") { UIApplication.shared.open(URL(string: "https://example.com/help")!) }
                    Button("Share") {
                        let sheet = UIActivityViewController(
                            activityItems: ["Read this", URL(string: "https://example.com/a")!],
                            applicationActivities: nil)
                        (UIApplication.shared.connectedScenes.first as? UIWindowScene)?
                            .keyWindow?.rootViewController?.present(sheet, animated: true)
                    }
                }
            }
        }

        @Test @MainActor func openingAURLThroughTheApplicationShowsTheBrowserSheetUntilDone() async throws {
            let frames = try await Scenario("help", layout: .sizeThatFits, steps: [.tap("Help"), .tap("Done")]) {
                HelpScreen()
            }
            .frames()
            #expect(!frames[0].render(.ascii(width: 40)).contains("example.com"))
            let opened = frames[1].render(.ascii(width: 40))
            #expect(opened.contains("Opened in the browser:"), "\(opened)")
            #expect(opened.contains("https://example.com/help"), "\(opened)")
            #expect(frames[2].render(.ascii(width: 40)) == frames[0].render(.ascii(width: 40)))
        }

        @Test @MainActor func aURLOpensInTheAppItsSchemeNames() async throws {
            struct Contact: View {
                var body: some View {
                    VStack {
                        Link("Mail us", destination: URL(string: "mailto:help@example.com")!)
                        Button("Settings") {
                            UIApplication.shared.open(URL(string: UIApplication.openSettingsURLString)!)
                        }
                        Link("Call", destination: URL(string: "tel:+15550100")!)
                        Link("Other", destination: URL(string: "spotify:album:1")!)
                    }
                }
            }
            for (control, place) in [
                ("Mail us", "Opened in Mail:"), ("Settings", "Opened in Settings:"), ("Call", "Opened in Phone:"),
                ("Other", "Opened in another app:"),
            ] {
                let frames = try await Scenario("contact", layout: .sizeThatFits, steps: [.tap(control)]) { Contact() }
                    .frames()
                #expect(frames[1].render(.ascii(width: 40)).contains(place), "\(control)")
            }
        }

        @Test @MainActor func anActivityControllerPresentedFromTheWindowIsTheShareSheetUntilDone() async throws {
            let frames = try await Scenario("share", layout: .sizeThatFits, steps: [.tap("Share"), .tap("Done")]) {
                HelpScreen()
            }
            .frames()
            let sharing = frames[1].render(.ascii(width: 40))
            for line in ["Share", "Read this", "https://example.com/a", "[ Done ]"] {
                #expect(sharing.contains(line), "\(line) in \(sharing)")
            }
            #expect(frames[2].render(.ascii(width: 40)) == frames[0].render(.ascii(width: 40)))
        }

        @Test @MainActor func eachRenderHasItsOwnPasteboardStartingEmpty() async throws {
            struct Copier: View {
                @State private var pasted = "nothing"
                var body: some View {
                    VStack {
                        Button("Copy") { UIPasteboard.general.string = "ABC-123" }
                        Button("Paste") { pasted = UIPasteboard.general.string ?? "empty" }
                        Text("Pasted: \(pasted)")
                    }
                }
            }
            let copied = try await Scenario("copy", layout: .sizeThatFits, steps: [.tap("Copy"), .tap("Paste")]) {
                Copier()
            }
            .frames()
            #expect(copied[2].render(.ascii(width: 30)).contains("Pasted: ABC-123"))
            // A second render does not see the first one's text.
            let fresh = try await Scenario("paste", layout: .sizeThatFits, steps: [.tap("Paste")]) { Copier() }.frames()
            #expect(fresh[1].render(.ascii(width: 30)).contains("Pasted: empty"))
        }

        @Test @MainActor func hapticsDeviceAndScreenAnswerAsTheModelledIPhone() {
            UIImpactFeedbackGenerator(style: .heavy).impactOccurred()
            UIImpactFeedbackGenerator().impactOccurred(intensity: 0.5)
            UINotificationFeedbackGenerator().notificationOccurred(.success)
            UISelectionFeedbackGenerator().selectionChanged()
            #expect(UIImpactFeedbackGenerator().style == .medium)
            #expect(UIDevice.current.userInterfaceIdiom == .phone)
            #expect(UIDevice.current.systemName == "iOS")
            #expect(UIDevice.current.orientation.isPortrait)
            #expect(UIScreen.main.bounds.size == CGSize(width: 393, height: 852))
            #expect(UIScreen.main.scale == 3)
            #expect(UIApplication.shared.applicationState == .active)
            #expect(UIApplication.shared.canOpenURL(URL(string: "mailto:a@example.com")!))
            #expect(!UIApplication.shared.supportsAlternateIcons)
        }

        @Test @MainActor func pasteboardURLsAreItsTextsThatHaveASchemeAndImagesDrawAsTheirNames() {
            UIPasteboard.general.strings = ["plain", "https://example.com"]
            #expect(UIPasteboard.general.string == "plain")
            #expect(UIPasteboard.general.urls == [URL(string: "https://example.com")!])
            #expect(UIPasteboard.general.numberOfItems == 2)
            UIPasteboard.general.string = nil
            #expect(!UIPasteboard.general.hasStrings && UIPasteboard.general.url == nil)

            let view = VStack {
                Image(uiImage: UIImage(named: "avatar")!)
                Image(uiImage: UIImage(systemName: "star.fill")!)
            }
            let same = VStack {
                Image("avatar")
                Image(systemName: "star.fill")
            }
            #expect(view.render(.ascii(width: 20)) == same.render(.ascii(width: 20)))
            #expect(UIImage(data: Data()) == nil)
            #expect(UIImage(data: Data([1, 2, 3]))?.pngData() == Data([1, 2, 3]))
        }
    #endif

    #if !(canImport(Darwin) && canImport(AppKit))
        @Test @MainActor func theMacWorkspaceOpensURLsAndThePasteboardKeepsWhatIsSet() async throws {
            struct MacScreen: View {
                @State private var pasted = "-"
                var body: some View {
                    VStack {
                        Button("Website") { NSWorkspace.shared.open(URL(string: "https://example.org")!) }
                        Button("Copy") {
                            NSPasteboard.general.clearContents()
                            NSPasteboard.general.setString("42", forType: .string)
                            pasted = NSPasteboard.general.string(forType: .string) ?? "empty"
                        }
                        Button("Quit") { NSApp.terminate(nil) }
                        Text("Pasted \(pasted)").onHover { inside in
                            if inside { NSCursor.pointingHand.push() } else { NSCursor.pop() }
                        }
                    }
                }
            }
            let frames = try await Scenario(
                "mac", layout: .sizeThatFits, steps: [.tap("Copy"), .tap("Quit"), .tap("Website")]
            ) { MacScreen() }
            .frames()
            #expect(frames[1].render(.ascii(width: 40)).contains("Pasted 42"))
            #expect(frames[2].render(.ascii(width: 40)) == frames[1].render(.ascii(width: 40)))
            #expect(frames[3].render(.ascii(width: 40)).contains("https://example.org"))
            #expect(
                Image(nsImage: NSImage(named: "logo")!).render(.ascii(width: 20))
                    == Image("logo").render(.ascii(width: 20)))
        }
    #endif
}

/// UIKit appearance proxies and fonts SwiftUI code sets in a view's `init()`, where UIKit does not exist.
@Suite struct UIKitAppearanceTests {
    #if !(canImport(Darwin) && canImport(UIKit))
        struct StyledTabs: View {
            init() {
                UITableView.appearance().backgroundColor = .clear
                UITableView.appearance().separatorStyle = .none
                UINavigationBar.appearance().largeTitleTextAttributes = [
                    .foregroundColor: UIColor.systemGray, .font: UIFont.systemFont(ofSize: 34, weight: .heavy),
                ]
                let bar = UINavigationBarAppearance()
                bar.configureWithOpaqueBackground()
                bar.titleTextAttributes = [.foregroundColor: UIColor.label]
                UINavigationBar.appearance().standardAppearance = bar
                UINavigationBar.appearance().scrollEdgeAppearance = bar
                let tabs = UITabBarAppearance()
                tabs.stackedLayoutAppearance.selected.iconColor = .systemGray
                UITabBar.appearance().standardAppearance = tabs
                UISegmentedControl.appearance().selectedSegmentTintColor = .systemGray
                UISegmentedControl.appearance().setTitleTextAttributes(
                    [.foregroundColor: UIColor.label], for: .selected)
                UIPageControl.appearance().currentPageIndicatorTintColor = .label
                UIBarButtonItem.appearance().tintColor = .systemGray
                UIScrollView.appearance().keyboardDismissMode = .onDrag
            }

            var body: some View {
                NavigationStack {
                    List {
                        Text("First")
                        Text("Second").font(Font(UIFont.preferredFont(forTextStyle: .headline)))
                    }
                    .navigationTitle("Styled")
                }
            }
        }

        @Test @MainActor func appearanceProxiesSetInAnInitializerChangeNoRender() {
            let plain = NavigationStack {
                List {
                    Text("First")
                    Text("Second").font(.headline)
                }
                .navigationTitle("Styled")
            }
            #expect(StyledTabs().render(.ascii(width: 30)) == plain.render(.ascii(width: 30)))
            #expect(StyledTabs().render(.html) == plain.render(.html))
            #expect(UITableView.appearance().separatorStyle == .none)
            #expect(UISegmentedControl.appearance().titleTextAttributes(for: .selected)?.count == 1)
            #expect(UISegmentedControl.appearance().titleTextAttributes(for: .normal) == nil)
        }

        @Test @MainActor func eachClassHasItsOwnProxy() {
            #expect(UITableView.appearance() === UITableView.appearance())
            #expect(UIScrollView.appearance() !== UITableView.appearance())
            #expect(UIBarButtonItem.appearance() === UIBarButtonItem.appearance())
            #expect(UITableView.appearance(whenContainedInInstancesOf: [UIView.self]) === UITableView.appearance())
        }

        @Test func uiKitFontsAreTheSwiftUIFontsTheyStandFor() {
            #expect(Font(UIFont.systemFont(ofSize: 17, weight: .bold)) == .system(size: 17, weight: .bold))
            #expect(Font(UIFont.systemFont(ofSize: 12)) == .system(size: 12, weight: .regular))
            #expect(Font(UIFont.preferredFont(forTextStyle: .caption1)) == .caption)
            #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
            #expect(Font(UIFont(name: "Avenir-Heavy", size: 20)!) == .custom("Avenir-Heavy", size: 20))
            #expect(
                Font(UIFont.monospacedSystemFont(ofSize: 13, weight: .medium))
                    == .system(size: 13, weight: .medium, design: .monospaced))
            #expect(UIFont.systemFont(ofSize: 10).withSize(30).pointSize == 30)
        }
    #endif
}

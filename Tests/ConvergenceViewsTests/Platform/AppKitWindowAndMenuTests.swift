import Convergence
import Testing

#if !(canImport(Darwin) && canImport(AppKit))
    private final class AboutWindow: NSWindowController {
        static func show() {
            AboutWindow().window?.makeKeyAndOrderFront(nil)
        }

        convenience init() {
            let window = NSWindow(
                contentRect: NSRect(x: 0, y: 0, width: 500, height: 260),
                styleMask: [.titled, .closable, .fullSizeContentView], backing: .buffered, defer: false)
            window.backgroundColor = NSColor.controlBackgroundColor
            self.init(window: window)
            window.titleVisibility = .hidden
            window.titlebarAppearsTransparent = true
            window.center()
            window.title = "About Bootstrapp"
            window.contentView = NSHostingView(rootView: Text("Bootstrapp 1.0"))
            window.level = NSWindow.Level(rawValue: Int(CGWindowLevelForKey(.statusWindow)))
        }
    }

    private struct MenuBarPopup: View {
        var body: some View {
            VStack(spacing: 20) {
                Text("Hello, World!")
                Button {
                    AboutWindow.show()
                } label: {
                    Text("About...")
                }
            }
        }
    }

    @Suite struct AppKitWindowAndMenuTests {
        @Test @MainActor func aWindowOrderedFrontShowsAsASheetTitledWithItsTitleUntilDone() async throws {
            let frames = try await Scenario("about", layout: .sizeThatFits, steps: [.tap("About..."), .tap("Done")]) {
                MenuBarPopup()
            }.frames()

            #expect(!frames[0].render(.ascii(width: 40)).contains("About Bootstrapp"))
            #expect(frames[1].render(.ascii(width: 40)).contains("About Bootstrapp"))
            #expect(frames[2].render(.ascii(width: 40)) == frames[0].render(.ascii(width: 40)))
        }

        @Test @MainActor func aWindowsContentViewAndItsSubviewsKnowTheirWindow() {
            let controller = AboutWindow()
            let label = NSView(frame: .zero)
            controller.window?.contentView?.addSubview(label)

            #expect(controller.window?.contentView?.window === controller.window)
            #expect(label.window === controller.window)
            #expect(controller.window?.windowController === controller)
            #expect(controller.window?.level == .statusBar)
            label.removeFromSuperview()
            #expect(label.window == nil)
        }

        @Test @MainActor func aMenuKeepsItsItemsInOrder() {
            let menu = NSMenu()
            let about = NSMenuItem()
            about.title = "About..."
            about.keyEquivalent = "c"
            menu.addItem(about)
            menu.addItem(NSMenuItem.separator())
            menu.addItem(withTitle: "Quit", action: Selector(("quit")), keyEquivalent: "q")

            #expect(menu.items.map(\.title) == ["About...", "", "Quit"])
            #expect(menu.items.map(\.isSeparatorItem) == [false, true, false])
            #expect(menu.item(withTitle: "Quit")?.action == Selector("quit"))
            #expect(about.menu === menu)
            menu.removeItem(at: 1)
            #expect(menu.numberOfItems == 2)
        }

        @Test @MainActor func aStatusItemHasAButtonAndKeepsItsMenu() {
            let item = NSStatusBar.system.statusItem(withLength: CGFloat(NSStatusItem.squareLength))
            defer { NSStatusBar.system.removeStatusItem(item) }
            let button = item.button
            #expect(button != nil)
            button?.image = NSImage(systemSymbolName: "hammer", accessibilityDescription: nil)
            button?.imagePosition = NSControl.ImagePosition.imageOnly
            button?.sendAction(on: [.leftMouseUp, .rightMouseUp])
            item.menu = NSMenu(title: "Extras")

            #expect(button?.actionEventMask == [.leftMouseUp, .rightMouseUp])
            #expect(item.menu?.title == "Extras")
            #expect(item.length == -2)
        }

        @Test @MainActor func actionsBySelectorAreRefusedWithoutTheObjectiveCRuntime() {
            #expect(NSApp.sendAction(Selector(("showPreferencesWindow:")), to: nil, from: nil) == false)
            #expect(NSApp.currentEvent == nil)
            #expect(NSApp.applicationIconImage.map { Image(nsImage: $0) } == Image("AppIcon"))
            #expect(NSStringFromSelector(Selector(("toggleSidebar:"))) == "toggleSidebar:")
        }

        @Test func clearIsOneColourWhereUIKitAndAppKitStandInsBothExist() {
            #expect(Color(.clear) == Color.clear)
        }
    }
#endif

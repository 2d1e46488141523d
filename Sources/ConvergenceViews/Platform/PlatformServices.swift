import ConvergenceTree
import Foundation

/// What a render keeps for the UIKit and AppKit services app code calls directly, and how those calls reach the
/// screen. The stand-ins in ConvergenceUIKit and ConvergenceAppKit (`UIPasteboard`, `NSPasteboard`, `UIApplication`,
/// `NSWorkspace`, presented controllers and windows) read and write it through its `package` members.
///
/// The pasteboard is one per render, so two renders never share it and each starts empty, as a freshly launched
/// app's does; code outside every render shares the process's own. A URL opened or a view controller presented
/// through the application goes to the screen of the render whose code asked (see `StateGraph.openedURL` and
/// `StateGraph.presentedController`); outside every render there is no screen, and nothing shows.
package final class PlatformServices: @unchecked Sendable {
    // Unchecked: every stored value is behind `lock`.
    private let lock = NSLock()
    private var pasteboardItems: [String] = []
    private var replacements = 0

    package init() {}

    /// The services of the running code's render, or the process's own outside a render.
    package static var current: PlatformServices { RenderScope.current?.graph.platform ?? processWide }

    /// The services of code that runs outside every render.
    static let processWide = PlatformServices()

    /// The strings on the pasteboard, first the one `string` reads.
    package var pasteboard: [String] {
        get { lock.withLock { pasteboardItems } }
        set { lock.withLock { pasteboardItems = newValue } }
    }

    /// How many times the pasteboard's contents were replaced; AppKit's `changeCount`.
    package var pasteboardChanges: Int { lock.withLock { replacements } }

    /// Replaces the pasteboard's contents and returns how many times they have changed.
    package func replacePasteboard(with items: [String]) -> Int {
        lock.withLock {
            pasteboardItems = items
            replacements += 1
            return replacements
        }
    }

    /// Opens a URL on the running code's screen, as `openURL` does: the render shows the sheet of the app a device
    /// opens it in.
    @MainActor
    package static func open(_ url: URL) {
        RenderScope.current?.graph.openedURL.value = url.absoluteString
    }

    /// Shows a view controller presented from the window of the running code's screen, or dismisses it (`nil`).
    @MainActor
    package static func present(_ controller: PresentedController?) {
        RenderScope.current?.graph.presentedController.value = controller
    }
}

/// What a view controller presented from the window shows: a share sheet's items, or the controller's type.
package struct PresentedController: Sendable, Equatable {
    /// `Share` for an activity controller, the controller's type name otherwise.
    package let title: String
    /// The lines under the title: the shared items as text.
    package let lines: [String]

    package init(title: String, lines: [String]) {
        self.title = title
        self.lines = lines
    }
}

extension StateGraph {
    /// The URL the screen was asked to open (`openURL`, `UIApplication.open`), kept at its root.
    var openedURL: PersistentValue<String?> {
        storage(for: "#openedURL") { PersistentValue(nil, changes: changes) }
    }

    /// The view controller presented from the screen's window, kept at its root.
    var presentedController: PersistentValue<PresentedController?> {
        storage(for: "#presentedController") { PersistentValue(nil, changes: changes) }
    }
}

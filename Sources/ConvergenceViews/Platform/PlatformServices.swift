import ConvergenceTree
import Foundation

/// What a render keeps for the UIKit and AppKit services app code calls directly — the pasteboard, a view controller
/// presented from the window, a URL opened through the application — so that two renders never share them and each
/// starts empty, as a freshly launched app does.
///
/// Outside any render (a live screen printed by an app) the process-wide services are used instead.
package final class PlatformServices: @unchecked Sendable {
    // Unchecked: every stored value is behind `lock`.
    private let lock = NSLock()
    private var pasteboardItems: [String] = []
    private var pendingURL: URL?
    private var presentedItems: PresentedController?
    private var replacements = 0

    /// Raised when app code asks for something the screen shows (a URL, a presented controller), so the render is
    /// resolved again.
    private let changes: ChangeSignal?

    init(changes: ChangeSignal? = nil) {
        self.changes = changes
    }

    /// The services of the running code's render, or the process's own outside a render.
    static var current: PlatformServices { RenderScope.current?.graph.platform ?? processWide }

    /// The services of code that runs outside every render.
    static let processWide = PlatformServices()

    /// The strings on the pasteboard, first the one `string` reads.
    var pasteboard: [String] {
        get { lock.withLock { pasteboardItems } }
        set { lock.withLock { pasteboardItems = newValue } }
    }

    /// How many times the pasteboard's contents were replaced; AppKit's `changeCount`.
    var pasteboardChanges: Int { lock.withLock { replacements } }

    /// Replaces the pasteboard's contents and returns how many times they have changed.
    func replacePasteboard(with items: [String]) -> Int {
        lock.withLock {
            pasteboardItems = items
            replacements += 1
            return replacements
        }
    }

    /// Asks the render to open a URL, as `openURL` does: the render shows the browser sheet.
    func open(_ url: URL) {
        lock.withLock { pendingURL = url }
        changes?.raise()
    }

    /// Asks the render to show a view controller presented from its window.
    func present(_ controller: PresentedController) {
        lock.withLock { presentedItems = controller }
        changes?.raise()
    }

    /// The URL asked for since the last pass, taken.
    func takeOpenedURL() -> URL? {
        lock.withLock {
            defer { pendingURL = nil }
            return pendingURL
        }
    }

    /// The controller presented from the window, if one is showing.
    var presented: PresentedController? { lock.withLock { presentedItems } }

    /// Dismisses the controller presented from the window.
    func dismissPresented() {
        lock.withLock { presentedItems = nil }
        changes?.raise()
    }
}

/// What a view controller presented from the window shows: a share sheet's items, or the controller's type.
struct PresentedController: Sendable, Equatable {
    /// `Share` for an activity controller, the controller's type name otherwise.
    let title: String
    /// The lines under the title: the shared items as text.
    let lines: [String]
}

extension ResolveContext {
    /// Shows what app code asked the render's platform services for since the last pass: a URL opened through the
    /// application joins `openURL`'s browser sheet, and a controller presented from the window is a sheet with a
    /// Done button.
    func presentPlatformRequests(openingURLsWith opened: PersistentValue<String?>) {
        let services = graph.platform
        if let url = services.takeOpenedURL() { opened.value = url.absoluteString }
        guard let controller = services.presented else { return }
        let close = action { services.dismissPresented() }
        let done = Node.button(ButtonNode(label: .text(TextNode("Done")), action: close))
        var title = TextNode(controller.title)
        title.style.isBold = true
        let content = Node.stack(
            StackNode(
                axis: .vertical, alignment: .leading, spacing: 0,
                children: [.text(title)] + controller.lines.map { .text(TextNode($0)) } + [done]))
        presentations.present(.sheet, content: content, dismiss: close)
    }
}

import ConvergenceTree

extension ResolveContext {
    /// What the screen of a render provides to every view in it, as an app's window does: edit mode for
    /// `EditButton` and editable lists, and a URL opener that records instead of opening.
    mutating func provideScreenDefaults() {
        if environment.editMode == nil {
            let mode = persistent("editMode", initial: EditMode.inactive)
            environment.editMode = Binding(get: { mode.value }, set: { mode.value = $0 })
        }
        let opened = graph.openedURL
        environment.openURL = OpenURLAction(main: { url in
            opened.value = url.absoluteString
            return .handled
        })
    }

    /// What app code asked the screen to show: a URL it opened, as the sheet of the app a device would open it in
    /// (the browser for a web link), and a view controller presented from the window, as a sheet with its title and
    /// lines; each with a Done button.
    func presentScreenRequests() {
        let opened = graph.openedURL
        if let url = opened.value {
            presentClosableSheet(closing: action { opened.value = nil }) { done in
                [done, .text(TextNode(Self.openedWhere(url))), .text(TextNode(url))]
            }
        }
        let presented = graph.presentedController
        if let controller = presented.value {
            var title = TextNode(controller.title)
            title.style.isBold = true
            presentClosableSheet(closing: action { presented.value = nil }) { done in
                [.text(title)] + controller.lines.map { .text(TextNode($0)) } + [done]
            }
        }
    }

    /// A sheet of rows, one of them the Done button `rows` is given, that `close` dismisses.
    private func presentClosableSheet(closing close: NodeAction, rows: (_ done: Node) -> [Node]) {
        let done = Node.button(ButtonNode(label: .text(TextNode("Done")), action: close))
        let content = Node.stack(StackNode(axis: .vertical, alignment: .leading, spacing: 0, children: rows(done)))
        presentations.present(.sheet, content: content, dismiss: close)
    }

    /// What a device opens a URL in, by its scheme: web links in the browser, `app-settings:` in Settings.
    static func openedWhere(_ url: String) -> String {
        let scheme = url.prefix { $0 != ":" }.lowercased()
        switch scheme {
        case "http", "https": return "Opened in the browser:"
        case "app-settings": return "Opened in Settings:"
        case "mailto": return "Opened in Mail:"
        case "tel": return "Opened in Phone:"
        case "sms": return "Opened in Messages:"
        case "maps": return "Opened in Maps:"
        default: return "Opened in another app:"
        }
    }
}

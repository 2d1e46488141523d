import ConvergenceTree

extension ResolveContext {
    /// What the screen of a render provides to every view in it, as an app's window does: edit mode for
    /// `EditButton` and editable lists, and a URL opener that records instead of opening.
    mutating func provideScreenDefaults() {
        if environment.editMode == nil {
            let mode = persistent("editMode", initial: EditMode.inactive)
            environment.editMode = Binding(get: { mode.value }, set: { mode.value = $0 })
        }
        let opened = persistent("openedURL", initial: String?.none)
        environment.openURL = OpenURLAction(main: { url in
            opened.value = url.absoluteString
            return .handled
        })
    }

    /// A URL the render was asked to open, shown as the sheet of the app a device would open it in (the browser for
    /// a web link), with a Done button.
    func presentOpenedURL() {
        let opened = persistent("openedURL", initial: String?.none)
        presentPlatformRequests(openingURLsWith: opened)
        guard let url = opened.value else { return }
        let close = action { opened.value = nil }
        let done = Node.button(ButtonNode(label: .text(TextNode("Done")), action: close))
        let content = Node.stack(
            StackNode(
                axis: .vertical, alignment: .leading, spacing: 0,
                children: [done, .text(TextNode(Self.openedWhere(url))), .text(TextNode(url))]))
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

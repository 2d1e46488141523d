/// A screen with something presented over it.
///
/// Presentations are collected where a screen starts (the root, a sheet's content), not where the modifier sits, so
/// an alert attached to a row still covers the whole screen. Only the topmost layer takes interaction.
package struct PresentationNode: Sendable, Equatable {
    package enum Kind: String, Sendable, Equatable {
        /// `.sheet`: a panel covering the screen.
        case sheet
        /// `.fullScreenCover`: content replacing the screen.
        case fullScreenCover = "full-screen-cover"
        /// `.popover`: a panel (shown as a sheet on compact widths, as on a phone).
        case popover
        /// `.alert`: a box with title, message and buttons over the screen.
        case alert
        /// `.confirmationDialog` / `.actionSheet`: a box of choices at the bottom of the screen.
        case confirmationDialog = "confirmation-dialog"
    }

    package var kind: Kind
    package var base: Node
    package var content: Node
    /// What dismissing the layer by a gesture does (a sheet swiped down, a tap outside a popover); nil for alerts
    /// and dialogs, and for sheets with `.interactiveDismissDisabled()`.
    package var dismiss: NodeAction?

    package init(kind: Kind, base: Node, content: Node, dismiss: NodeAction? = nil) {
        self.kind = kind
        self.base = base
        self.content = content
        self.dismiss = dismiss
    }

    /// Whether the layer hides the screen under it (a sheet or cover) rather than floating over it (an alert).
    package var coversBase: Bool {
        switch kind {
        case .sheet, .fullScreenCover, .popover: true
        case .alert, .confirmationDialog: false
        }
    }
}

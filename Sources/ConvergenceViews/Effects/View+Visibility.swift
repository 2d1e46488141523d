import ConvergenceTree
import Foundation

extension View {
    /// Hides the view but keeps its room: blank cells of its size in ASCII, `visibility: hidden` in HTML.
    ///
    /// ```swift
    /// Text("Saved").hidden()   // a blank line as wide as "Saved"
    /// ```
    public func hidden() -> ModifiedView<Self> {
        modified(.wrap { .hidden($0) })
    }

    /// Fully transparent (`0`) hides the view but keeps its room, as `.hidden()`; any other opacity draws it.
    public func opacity(_ opacity: Double) -> ModifiedView<Self> {
        modified(.wrap { opacity <= 0 ? .hidden($0) : $0 })
    }
}

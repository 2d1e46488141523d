import Foundation

#if !(canImport(Darwin) && canImport(AppKit))
    /// AppKit's split view controller, as macOS SwiftUI code names its sidebar action. Defined only where AppKit does
    /// not exist; its panes are kept and never drawn.
    @MainActor @preconcurrency
    open class NSSplitViewController: NSViewController {
        /// Whether the sidebar is collapsed: ``toggleSidebar(_:)`` flips it.
        public private(set) var isSidebarCollapsed = false

        /// Shows or hides the sidebar.
        ///
        /// - Parameter sender: What asked.
        open func toggleSidebar(_ sender: Any?) {
            isSidebarCollapsed.toggle()
        }
    }
#endif

import ConvergenceViews
import Foundation

#if !(canImport(Darwin) && canImport(AppKit))
    extension Color {
        /// A colour from an AppKit colour name.
        ///
        /// - Parameter color: The AppKit colour, whose name is kept.
        @_disfavoredOverload
        public nonisolated init(_ color: NSColor) {
            self.init(color.name)
        }

        /// A colour from an AppKit colour name.
        ///
        /// - Parameter nsColor: The AppKit colour, whose name is kept.
        public nonisolated init(nsColor: NSColor) {
            self.init(nsColor.name)
        }
    }
#endif

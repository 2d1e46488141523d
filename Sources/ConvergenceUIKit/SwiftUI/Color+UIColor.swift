import ConvergenceViews
import Foundation

#if !(canImport(Darwin) && canImport(UIKit))
    extension Color {
        /// A colour from a UIKit colour name.
        ///
        /// - Parameter color: The UIKit colour, whose name is kept.
        public nonisolated init(_ color: UIColor) {
            self.init(color.name)
        }

        /// A colour from a UIKit colour name.
        ///
        /// - Parameter uiColor: The UIKit colour, whose name is kept.
        public nonisolated init(uiColor: UIColor) {
            self.init(uiColor.name)
        }
    }
#endif

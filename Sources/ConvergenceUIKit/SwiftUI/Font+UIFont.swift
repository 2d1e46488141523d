import ConvergenceViews
import Foundation

#if !(canImport(Darwin) && canImport(UIKit))
    extension Font {
        /// The SwiftUI font a UIKit font stands for.
        ///
        /// - Parameter font: The UIKit font.
        public init(_ font: UIFont) {
            self = font.font
        }
    }
#endif

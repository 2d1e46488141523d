import ConvergenceViews
import Foundation

#if !(canImport(Darwin) && canImport(UIKit))
    extension Image {
        /// An image made with UIKit, drawn as its asset or symbol name (an image from data as the `photo` symbol).
        ///
        /// - Parameter uiImage: The image.
        public init(uiImage: UIImage) {
            self.init(uiImage.name)
        }
    }
#endif

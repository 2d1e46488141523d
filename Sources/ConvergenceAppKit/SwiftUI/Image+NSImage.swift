import ConvergenceViews
import Foundation

#if !(canImport(Darwin) && canImport(AppKit))
    extension Image {
        /// An image made with AppKit, drawn as its asset or symbol name (an image from data as the `photo` symbol).
        ///
        /// - Parameter nsImage: The image.
        public init(nsImage: NSImage) {
            self.init(nsImage.name)
        }
    }
#endif

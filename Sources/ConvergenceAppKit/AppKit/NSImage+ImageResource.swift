import ConvergenceViews
import Foundation

#if !(canImport(Darwin) && canImport(AppKit))
    extension NSImage {
        /// The image of an asset catalog resource, by its asset's name.
        ///
        /// - Parameter resource: The resource.
        public convenience init(resource: ImageResource) {
            self.init(named: resource.name)!
        }
    }
#endif

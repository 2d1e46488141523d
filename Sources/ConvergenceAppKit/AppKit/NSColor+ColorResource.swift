import ConvergenceViews
import Foundation

#if !(canImport(Darwin) && canImport(AppKit))
    extension NSColor {
        /// The colour of an asset catalog resource, named by its asset.
        ///
        /// - Parameter resource: The resource.
        public init(resource: ColorResource) {
            self.init(system: resource.name)
        }
    }
#endif

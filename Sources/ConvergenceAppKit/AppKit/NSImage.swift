import Foundation

#if !(canImport(Darwin) && canImport(AppKit))
    /// A Mac image, as SwiftUI code makes one for `Image(nsImage:)`: drawn as ``Image`` draws its name (an image from
    /// data as the `photo` symbol). Defined only where AppKit does not exist.
    open class NSImage: @unchecked Sendable {
        // Unchecked: every stored property is a constant.
        let name: String

        private init(name: String) {
            self.name = name
        }

        /// An empty image, drawn as the `photo` symbol.
        public convenience init() {
            self.init(name: "photo")
        }

        /// An empty image of a size, drawn as the `photo` symbol.
        ///
        /// - Parameter size: The size in points; accepted.
        public convenience init(size: NSSize) {
            self.init(name: "photo")
        }

        /// An image from the asset catalogue; never `nil` here, as renders draw every asset by its name.
        ///
        /// - Parameter name: The asset's name.
        public convenience init?(named name: String) {
            self.init(name: name)
        }

        /// An SF Symbol; never `nil` here.
        ///
        /// - Parameters:
        ///   - systemSymbolName: The symbol's name.
        ///   - accessibilityDescription: What it shows, for assistive technology; accepted.
        public convenience init?(systemSymbolName: String, accessibilityDescription: String?) {
            self.init(name: systemSymbolName)
        }

        /// An image decoded from data; `nil` for empty data.
        ///
        /// - Parameter data: The encoded image.
        public convenience init?(data: Data) {
            guard !data.isEmpty else { return nil }
            self.init(name: "photo")
        }

        /// The image's size in points; zero, as no image is decoded.
        public var size: NSSize { .zero }
    }
#endif

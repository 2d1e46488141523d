import Foundation

#if !(canImport(Darwin) && canImport(UIKit))
    /// A UIKit image, as SwiftUI code makes one for `Image(uiImage:)`: an asset or symbol by name, or decoded data.
    /// Text renders draw it as ``Image`` draws that name; an image from data draws as the `photo` symbol. Defined only
    /// where UIKit does not exist.
    open class UIImage: @unchecked Sendable {
        // Unchecked: every stored property is a constant.
        let name: String
        private let data: Data?

        private init(name: String, data: Data?) {
            self.name = name
            self.data = data
        }

        /// An image from the asset catalogue; never `nil` here, as renders draw every asset by its name.
        ///
        /// - Parameter name: The asset's name.
        public convenience init?(named name: String) {
            self.init(name: name, data: nil)
        }

        /// An SF Symbol; never `nil` here.
        ///
        /// - Parameter name: The symbol's name, such as `"star.fill"`.
        public convenience init?(systemName name: String) {
            self.init(name: name, data: nil)
        }

        /// An image decoded from data; `nil` for empty data.
        ///
        /// - Parameter data: The encoded image.
        public convenience init?(data: Data) {
            guard !data.isEmpty else { return nil }
            self.init(name: "photo", data: data)
        }

        /// An image read from a file; `nil` when the file cannot be read or is empty.
        ///
        /// - Parameter path: The file's path.
        public convenience init?(contentsOfFile path: String) {
            guard let data = FileManager.default.contents(atPath: path) else { return nil }
            self.init(data: data)
        }

        /// The image's size in points; zero, as no image is decoded.
        public var size: CGSize { .zero }

        /// The image as PNG data: the data it was made from, or `nil` for an asset or a symbol.
        public func pngData() -> Data? { data }

        /// The image as JPEG data: the data it was made from, or `nil` for an asset or a symbol.
        ///
        /// - Parameter compressionQuality: From 0 to 1; accepted.
        public func jpegData(compressionQuality: CGFloat) -> Data? { data }
    }
#endif

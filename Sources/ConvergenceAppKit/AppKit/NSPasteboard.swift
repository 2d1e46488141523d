import ConvergenceViews
import Foundation

#if !(canImport(Darwin) && canImport(AppKit))
    /// The Mac's pasteboard, as SwiftUI code copies: `clearContents()` then `setString(_:forType:)`. It is the same
    /// per-render pasteboard ``UIPasteboard`` uses, holding texts. Defined only where AppKit does not exist.
    public final class NSPasteboard: Sendable {
        /// The pasteboard every app shares.
        public static let general = NSPasteboard()

        private init() {}

        private var services: PlatformServices { PlatformServices.current }

        /// Empties the pasteboard.
        ///
        /// - Returns: The new ``changeCount``.
        @discardableResult
        public func clearContents() -> Int {
            services.replacePasteboard(with: [])
        }

        /// Puts a text on the pasteboard, after what it holds.
        ///
        /// - Parameters:
        ///   - string: The text.
        ///   - dataType: How it is stored, such as ``PasteboardType/string``; every type keeps the text.
        /// - Returns: `true`.
        @discardableResult
        public func setString(_ string: String, forType dataType: PasteboardType) -> Bool {
            _ = services.replacePasteboard(with: services.pasteboard + [string])
            return true
        }

        /// The first text on the pasteboard, or `nil` when it is empty.
        ///
        /// - Parameter dataType: The type asked for; every type reads the text.
        /// - Returns: The text.
        public func string(forType dataType: PasteboardType) -> String? {
            services.pasteboard.first
        }

        /// How many times the contents were replaced.
        public var changeCount: Int { services.pasteboardChanges }

        /// A kind of pasteboard data.
        public struct PasteboardType: Hashable, RawRepresentable, Sendable {
            public let rawValue: String

            public init(rawValue: String) { self.rawValue = rawValue }

            public init(_ rawValue: String) { self.rawValue = rawValue }

            public static let string = PasteboardType("public.utf8-plain-text")
            // swift-format-ignore: AlwaysUseLowerCamelCase
            public static let URL = PasteboardType("public.url")
            public static let fileURL = PasteboardType("public.file-url")
            public static let html = PasteboardType("public.html")
            public static let rtf = PasteboardType("public.rtf")
            public static let png = PasteboardType("public.png")
            public static let tiff = PasteboardType("public.tiff")
            public static let pdf = PasteboardType("com.adobe.pdf")
        }
    }
#endif

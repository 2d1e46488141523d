import ConvergenceViews
import Foundation

#if !(canImport(Darwin) && canImport(UIKit))
    /// The pasteboard, as SwiftUI code copies and pastes: `UIPasteboard.general.string = code`. Each render has its
    /// own, empty when it starts, so a scenario that copies and then pastes sees its own text and no other
    /// scenario's; code outside every render shares one for the process. Texts and URLs are kept (URLs as their
    /// text). Defined only where UIKit does not exist.
    public final class UIPasteboard: Sendable {
        /// The pasteboard every app shares.
        public static let general = UIPasteboard()

        private init() {}

        private var services: PlatformServices { PlatformServices.current }

        /// The first text on the pasteboard; setting it replaces everything.
        public var string: String? {
            get { services.pasteboard.first }
            set { _ = services.replacePasteboard(with: newValue.map { [$0] } ?? []) }
        }

        /// Every text on the pasteboard; setting them replaces everything.
        public var strings: [String]? {
            get { services.pasteboard.isEmpty ? nil : services.pasteboard }
            set { _ = services.replacePasteboard(with: newValue ?? []) }
        }

        /// The first text on the pasteboard that is a URL with a scheme; setting it replaces everything.
        public var url: URL? {
            get { urls?.first }
            set { _ = services.replacePasteboard(with: newValue.map { [$0.absoluteString] } ?? []) }
        }

        /// The texts on the pasteboard that are URLs with a scheme; setting them replaces everything.
        public var urls: [URL]? {
            get {
                let found = services.pasteboard.compactMap { URL(string: $0) }.filter { $0.scheme != nil }
                return found.isEmpty ? nil : found
            }
            set { _ = services.replacePasteboard(with: (newValue ?? []).map(\.absoluteString)) }
        }

        /// Whether the pasteboard holds a text.
        public var hasStrings: Bool { !services.pasteboard.isEmpty }

        /// Whether the pasteboard holds a URL.
        public var hasURLs: Bool { urls != nil }

        /// How many times the contents were replaced.
        public var changeCount: Int { services.pasteboardChanges }

        /// How many items the pasteboard holds.
        public var numberOfItems: Int { services.pasteboard.count }
    }
#endif

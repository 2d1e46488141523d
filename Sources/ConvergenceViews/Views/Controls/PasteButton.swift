import Foundation

#if canImport(Darwin) && canImport(UniformTypeIdentifiers)
    import UniformTypeIdentifiers
#endif

/// `[ [=] Paste ]`: a button that hands what the pasteboard holds to your closure, as SwiftUI's `PasteButton`.
///
/// Each render has its own pasteboard, empty when it starts; code that copies (`UIPasteboard.general.string = …`)
/// fills it. A `.tap("Paste")` step reads it at that moment; when it holds nothing of the kind the button takes, the
/// tap does nothing.
///
/// ```swift
/// PasteButton(payloadType: String.self) { strings in
///     code = strings[0]
/// }
/// ```
public struct PasteButton: View {
    let paste: @MainActor ([String]) -> Void

    /// A paste button that takes values of one type: `String`, `URL` (text that is a URL with a scheme) or `Data`
    /// (text as UTF-8); other types never receive anything.
    ///
    /// - Parameters:
    ///   - payloadType: The type of the values to take, such as `String.self`.
    ///   - onPaste: Runs when the button is tapped and the pasteboard holds at least one such value, with all of
    ///     them in order.
    public init<T: Transferable>(payloadType: T.Type, onPaste: @escaping @MainActor ([T]) -> Void) {
        paste = { strings in
            let values = strings.compactMap { Self.value(of: T.self, from: $0) }
            if !values.isEmpty { onPaste(values) }
        }
    }

    /// A paste button that takes items of the first content type the pasteboard can give: text types
    /// (`.plainText`, `.utf8PlainText`, `.text`) take every string, `.url` the strings that are URLs.
    ///
    /// - Parameters:
    ///   - supportedContentTypes: The types taken, most wanted first.
    ///   - payloadAction: Runs when the button is tapped and the pasteboard holds items of one of the types, with
    ///     one item provider for each.
    public init(supportedContentTypes: [UTType], payloadAction: @escaping @MainActor ([NSItemProvider]) -> Void) {
        paste = { strings in
            for type in supportedContentTypes {
                let providers = Self.providers(of: type.identifier, from: strings)
                if !providers.isEmpty {
                    payloadAction(providers)
                    return
                }
            }
        }
    }

    public var body: some View {
        Button {
            paste(PlatformServices.current.pasteboard)
        } label: {
            Label("Paste", systemImage: "doc.on.clipboard")
        }
    }

    /// The identifiers of the content types every string on the pasteboard is.
    static let textTypes: Set<String> = ["public.text", "public.plain-text", "public.utf8-plain-text"]

    static func value<T>(of type: T.Type, from string: String) -> T? {
        if let text = string as? T { return text }
        if T.self == URL.self { return url(from: string) as? T }
        if T.self == Data.self { return Data(string.utf8) as? T }
        return nil
    }

    static func url(from string: String) -> URL? {
        guard let url = URL(string: string), url.scheme != nil else { return nil }
        return url
    }

    static func providers(of identifier: String, from strings: [String]) -> [NSItemProvider] {
        if textTypes.contains(identifier) {
            return strings.map { NSItemProvider(item: $0 as NSString, typeIdentifier: identifier) }
        }
        if identifier == "public.url" {
            return strings.compactMap(url(from:)).map { NSItemProvider(item: $0 as NSURL, typeIdentifier: identifier) }
        }
        return []
    }
}

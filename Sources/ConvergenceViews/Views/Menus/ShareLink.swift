import Foundation

/// A button that shares items: `[ ^ Share ]` (the `square.and.arrow.up` symbol). Tapping it (the tap step, by its
/// title) shows the share sheet a device would show, as a sheet naming what is shared, with a Done button;
/// nothing leaves the scenario.
///
/// ```swift
/// ShareLink(item: article.url, subject: Text(article.title))
/// ShareLink("Export", item: report.csvText)
/// ```
public struct ShareLink<
    Data: RandomAccessCollection, PreviewImage: Transferable, PreviewIcon: Transferable, Label: View
>:
    View
where Data.Element: Transferable {
    let items: Data
    let subject: Text?
    let message: Text?
    let label: Label
    @State private var isSharing = false

    init(items: Data, subject: Text?, message: Text?, label: Label) {
        self.items = items
        self.subject = subject
        self.message = message
        self.label = label
    }

    public var body: some View {
        Button {
            isSharing = true
        } label: {
            label
        }
        .sheet(isPresented: $isSharing) {
            ShareSheet(items: items.map { String(describing: $0) }, subject: subject, message: message)
        }
    }
}

/// The share sheet's stand-in: what would be shared, and a Done button.
struct ShareSheet: View {
    let items: [String]
    let subject: Text?
    let message: Text?
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(verbatim: "Share").bold()
            if let subject { subject }
            if let message { message }
            ForEach(Array(items.enumerated()), id: \.offset) { item in Text(verbatim: item.element) }
            Button("Done") { dismiss() }
        }
    }
}

/// The label a share link shows unless given one: `Share` with the share symbol.
public struct DefaultShareLinkLabel: View {
    public var body: some View { Label("Share", systemImage: "square.and.arrow.up") }
}

/// How shared content is previewed on a device; accepted, the share sheet here lists the items themselves.
public struct SharePreview<Image: Transferable, Icon: Transferable> {
    /// A preview with a title.
    ///
    /// - Parameter titleKey: The preview's title; accepted as a no-op in text.
    public init(_ titleKey: LocalizedStringKey) where Image == Never, Icon == Never {}

    /// A preview with a title string.
    ///
    /// - Parameter title: The preview's title; accepted as a no-op in text.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) where Image == Never, Icon == Never {}

    /// A preview with a title and an image.
    ///
    /// - Parameters:
    ///   - titleKey: The preview's title; accepted as a no-op in text.
    ///   - image: The preview's image; accepted as a no-op in text.
    public init(_ titleKey: LocalizedStringKey, image: Image) where Icon == Never {}

    /// A preview with a title and an icon.
    ///
    /// - Parameters:
    ///   - titleKey: The preview's title; accepted as a no-op in text.
    ///   - icon: The preview's icon; accepted as a no-op in text.
    public init(_ titleKey: LocalizedStringKey, icon: Icon) where Image == Never {}

    /// A preview with a title, an image and an icon.
    ///
    /// - Parameters:
    ///   - titleKey: The preview's title; accepted as a no-op in text.
    ///   - image: The preview's image; accepted as a no-op in text.
    ///   - icon: The preview's icon; accepted as a no-op in text.
    public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) {}
}

extension Never: Transferable {}
extension Image: Transferable {}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel {
    /// Shares a URL, with the default label.
    ///
    /// - Parameters:
    ///   - item: The URL to share; the share sheet lists it.
    ///   - subject: A title for what is shared; the share sheet shows it under "Share", none when `nil`.
    ///   - message: A message sent with it; the share sheet shows it under the subject, none when `nil`.
    public init(item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, label: DefaultShareLinkLabel())
    }

    /// Shares a string, with the default label.
    ///
    /// - Parameters:
    ///   - item: The text to share; the share sheet lists it.
    ///   - subject: A title for what is shared; the share sheet shows it under "Share", none when `nil`.
    ///   - message: A message sent with it; the share sheet shows it under the subject, none when `nil`.
    public init(item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, label: DefaultShareLinkLabel())
    }

    /// Shares several items, with the default label.
    ///
    /// - Parameters:
    ///   - items: The items to share; the share sheet lists each on its own line, as text.
    ///   - subject: A title for what is shared; the share sheet shows it under "Share", none when `nil`.
    ///   - message: A message sent with it; the share sheet shows it under the subject, none when `nil`.
    public init(items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(items: items, subject: subject, message: message, label: DefaultShareLinkLabel())
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never {
    /// Shares a URL, with your own label.
    ///
    /// - Parameters:
    ///   - item: The URL to share; the share sheet lists it.
    ///   - subject: A title for what is shared; the share sheet shows it under "Share", none when `nil`.
    ///   - message: A message sent with it; the share sheet shows it under the subject, none when `nil`.
    ///   - label: The button's label, in place of "Share" with the share symbol.
    public init(item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
    where Data == CollectionOfOne<URL> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, label: label())
    }

    /// Shares a string, with your own label.
    ///
    /// - Parameters:
    ///   - item: The text to share; the share sheet lists it.
    ///   - subject: A title for what is shared; the share sheet shows it under "Share", none when `nil`.
    ///   - message: A message sent with it; the share sheet shows it under the subject, none when `nil`.
    ///   - label: The button's label, in place of "Share" with the share symbol.
    public init(item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
    where Data == CollectionOfOne<String> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, label: label())
    }

    /// Shares several items, with your own label.
    ///
    /// - Parameters:
    ///   - items: The items to share; the share sheet lists each on its own line, as text.
    ///   - subject: A title for what is shared; the share sheet shows it under "Share", none when `nil`.
    ///   - message: A message sent with it; the share sheet shows it under the subject, none when `nil`.
    ///   - label: The button's label, in place of "Share" with the share symbol.
    public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(items: items, subject: subject, message: message, label: label())
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == ConvergenceViews.Label<Text, Image> {
    /// Shares a URL, with a title.
    ///
    /// - Parameters:
    ///   - titleKey: The button's title, drawn with the share symbol.
    ///   - item: The URL to share; the share sheet lists it.
    ///   - subject: A title for what is shared; the share sheet shows it under "Share", none when `nil`.
    ///   - message: A message sent with it; the share sheet shows it under the subject, none when `nil`.
    public init(_ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<URL> {
        self.init(
            items: CollectionOfOne(item), subject: subject, message: message,
            label: ConvergenceViews.Label(titleKey, systemImage: "square.and.arrow.up"))
    }

    /// Shares a string, with a title.
    ///
    /// - Parameters:
    ///   - titleKey: The button's title, drawn with the share symbol.
    ///   - item: The text to share; the share sheet lists it.
    ///   - subject: A title for what is shared; the share sheet shows it under "Share", none when `nil`.
    ///   - message: A message sent with it; the share sheet shows it under the subject, none when `nil`.
    public init(_ titleKey: LocalizedStringKey, item: String, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<String> {
        self.init(
            items: CollectionOfOne(item), subject: subject, message: message,
            label: ConvergenceViews.Label(titleKey, systemImage: "square.and.arrow.up"))
    }

    /// Shares a URL, with a title string.
    ///
    /// - Parameters:
    ///   - title: The button's title, drawn with the share symbol.
    ///   - item: The URL to share; the share sheet lists it.
    ///   - subject: A title for what is shared; the share sheet shows it under "Share", none when `nil`.
    ///   - message: A message sent with it; the share sheet shows it under the subject, none when `nil`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, item: URL, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<URL> {
        self.init(
            items: CollectionOfOne(item), subject: subject, message: message,
            label: ConvergenceViews.Label(title, systemImage: "square.and.arrow.up"))
    }

    /// Shares a string, with a title string.
    ///
    /// - Parameters:
    ///   - title: The button's title, drawn with the share symbol.
    ///   - item: The text to share; the share sheet lists it.
    ///   - subject: A title for what is shared; the share sheet shows it under "Share", none when `nil`.
    ///   - message: A message sent with it; the share sheet shows it under the subject, none when `nil`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, item: String, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<String> {
        self.init(
            items: CollectionOfOne(item), subject: subject, message: message,
            label: ConvergenceViews.Label(title, systemImage: "square.and.arrow.up"))
    }
}

extension ShareLink where Label == DefaultShareLinkLabel {
    /// Shares one item of your own type, previewed by title.
    ///
    /// - Parameters:
    ///   - item: The item to share; the share sheet lists it as text.
    ///   - subject: A title for what is shared; the share sheet shows it under "Share", none when `nil`.
    ///   - message: A message sent with it; the share sheet shows it under the subject, none when `nil`.
    ///   - preview: How a device previews the item; accepted as a no-op in text.
    public init<I: Transferable>(
        item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>
    ) where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, label: DefaultShareLinkLabel())
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never {
    /// Shares one item of your own type, previewed by title, with your own label.
    ///
    /// - Parameters:
    ///   - item: The item to share; the share sheet lists it as text.
    ///   - subject: A title for what is shared; the share sheet shows it under "Share", none when `nil`.
    ///   - message: A message sent with it; the share sheet shows it under the subject, none when `nil`.
    ///   - preview: How a device previews the item; accepted as a no-op in text.
    ///   - label: The button's label, in place of "Share" with the share symbol.
    public init<I: Transferable>(
        item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<Never, Never>,
        @ViewBuilder label: () -> Label
    ) where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, label: label())
    }
}

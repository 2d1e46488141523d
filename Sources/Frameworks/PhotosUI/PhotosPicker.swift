import Foundation

/// A control that picks photos, as PhotosUI's `PhotosPicker`: in a render, its label as a button. Tapping it opens
/// a stand-in sheet naming the photo library and the filter, whose Cancel closes it; there is no library, so the
/// selection never changes.
///
/// ```swift
/// PhotosPicker(selection: $item, matching: .images) { Label("Choose a photo", systemImage: "photo") }
/// ```
public struct PhotosPicker<Label: View>: View {
    private let filter: PHPickerFilter?
    private let label: Label
    @State private var isPresented = false

    /// A picker of one asset.
    ///
    /// - Parameters:
    ///   - selection: The picked asset; never changed here.
    ///   - filter: Which assets are offered, or `nil` for all.
    ///   - preferredItemEncoding: Which encoding is handed over; accepted.
    ///   - label: The picker's label.
    public init(
        selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
        @ViewBuilder label: () -> Label
    ) {
        self.filter = filter
        self.label = label()
    }

    /// A picker of several assets.
    ///
    /// - Parameters:
    ///   - selection: The picked assets; never changed here.
    ///   - maxSelectionCount: The most that may be picked, or `nil` for no limit.
    ///   - selectionBehavior: How picking behaves; accepted.
    ///   - filter: Which assets are offered, or `nil` for all.
    ///   - preferredItemEncoding: Which encoding is handed over; accepted.
    ///   - label: The picker's label.
    public init(
        selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
        selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
        @ViewBuilder label: () -> Label
    ) {
        self.filter = filter
        self.label = label()
    }

    public var body: some View {
        Button {
            isPresented = true
        } label: {
            label
        }
        .sheet(isPresented: $isPresented) {
            FilePickerStandIn(
                title: "Photos", types: filter.map { [$0.description] } ?? [], onCancellation: {})
        }
    }
}

extension PhotosPicker where Label == Text {
    /// A picker of one asset with a title.
    ///
    /// - Parameters:
    ///   - titleKey: The title.
    ///   - selection: The picked asset; never changed here.
    ///   - filter: Which assets are offered, or `nil` for all.
    ///   - preferredItemEncoding: Which encoding is handed over; accepted.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
    ) {
        self.init(selection: selection, matching: filter, preferredItemEncoding: preferredItemEncoding) {
            Text(titleKey)
        }
    }

    /// A picker of one asset with a title.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - selection: The picked asset; never changed here.
    ///   - filter: Which assets are offered, or `nil` for all.
    ///   - preferredItemEncoding: Which encoding is handed over; accepted.
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
    ) {
        self.init(selection: selection, matching: filter, preferredItemEncoding: preferredItemEncoding) {
            Text(title)
        }
    }

    /// A picker of several assets with a title.
    ///
    /// - Parameters:
    ///   - titleKey: The title.
    ///   - selection: The picked assets; never changed here.
    ///   - maxSelectionCount: The most that may be picked, or `nil` for no limit.
    ///   - selectionBehavior: How picking behaves; accepted.
    ///   - filter: Which assets are offered, or `nil` for all.
    ///   - preferredItemEncoding: Which encoding is handed over; accepted.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
        selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
    ) {
        self.init(
            selection: selection, maxSelectionCount: maxSelectionCount, selectionBehavior: selectionBehavior,
            matching: filter, preferredItemEncoding: preferredItemEncoding
        ) { Text(titleKey) }
    }

    /// A picker of several assets with a title.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - selection: The picked assets; never changed here.
    ///   - maxSelectionCount: The most that may be picked, or `nil` for no limit.
    ///   - selectionBehavior: How picking behaves; accepted.
    ///   - filter: Which assets are offered, or `nil` for all.
    ///   - preferredItemEncoding: Which encoding is handed over; accepted.
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
        selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
    ) {
        self.init(
            selection: selection, maxSelectionCount: maxSelectionCount, selectionBehavior: selectionBehavior,
            matching: filter, preferredItemEncoding: preferredItemEncoding
        ) { Text(title) }
    }
}

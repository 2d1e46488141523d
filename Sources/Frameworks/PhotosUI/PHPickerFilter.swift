/// Which assets a photos picker offers, as PhotosUI's `PHPickerFilter`: `.images`, `.videos`,
/// `.any(of: [.images, .livePhotos])`. Kept by name; the stand-in picker lists it.
public struct PHPickerFilter: Hashable, Sendable, CustomStringConvertible {
    /// The filter's name, such as `images` or `any(images, videos)`.
    public let description: String

    private init(_ description: String) {
        self.description = description
    }

    public static let images = PHPickerFilter("images")
    public static let videos = PHPickerFilter("videos")
    public static let livePhotos = PHPickerFilter("livePhotos")
    public static let screenshots = PHPickerFilter("screenshots")
    public static let screenRecordings = PHPickerFilter("screenRecordings")
    public static let slomoVideos = PHPickerFilter("slomoVideos")
    public static let timelapseVideos = PHPickerFilter("timelapseVideos")
    public static let depthEffectPhotos = PHPickerFilter("depthEffectPhotos")
    public static let bursts = PHPickerFilter("bursts")
    public static let panoramas = PHPickerFilter("panoramas")
    public static let cinematicVideos = PHPickerFilter("cinematicVideos")
    public static let spatialMedia = PHPickerFilter("spatialMedia")

    /// Assets that match any of the filters.
    ///
    /// - Parameter subfilters: The filters.
    /// - Returns: The combined filter.
    public static func any(of subfilters: [PHPickerFilter]) -> PHPickerFilter {
        PHPickerFilter("any(" + subfilters.map(\.description).joined(separator: ", ") + ")")
    }

    /// Assets that match all of the filters.
    ///
    /// - Parameter subfilters: The filters.
    /// - Returns: The combined filter.
    public static func all(of subfilters: [PHPickerFilter]) -> PHPickerFilter {
        PHPickerFilter("all(" + subfilters.map(\.description).joined(separator: ", ") + ")")
    }

    /// Assets that do not match a filter.
    ///
    /// - Parameter filter: The filter.
    /// - Returns: The opposite filter.
    public static func not(_ filter: PHPickerFilter) -> PHPickerFilter {
        PHPickerFilter("not(\(filter.description))")
    }
}

import CoreLocation

/// A balloon that marks a place on a `Map`; rendered as a row `(v) Apple Park 37.3349, -122.0090`, with the
/// balloon's symbol as the glyph when one is given.
///
/// ```swift
/// Map {
///     Marker("Apple Park", systemImage: "apple.logo", coordinate: applePark)
/// }
/// ```
public struct Marker<Label: View>: MapContent, PrimitiveMapContent {
    public typealias Body = Never
    let feature: MapFeature

    /// A marker with a view for its label.
    ///
    /// - Parameters:
    ///   - coordinate: Where the marker stands.
    ///   - label: The marker's title.
    public init(coordinate: CLLocationCoordinate2D, @ViewBuilder label: () -> Label) {
        feature = .point(icon: Image(systemName: "mappin"), title: label(), coordinate: coordinate)
    }

    var mapFeatures: [MapFeature] { [feature] }
}

extension Marker where Label == Text {
    /// A marker with a localized title.
    ///
    /// - Parameters:
    ///   - titleKey: The marker's title.
    ///   - coordinate: Where the marker stands.
    public init(_ titleKey: LocalizedStringKey, coordinate: CLLocationCoordinate2D) {
        self.init(coordinate: coordinate) { Text(titleKey) }
    }

    /// A marker with a title shown as written.
    ///
    /// - Parameters:
    ///   - title: The marker's title.
    ///   - coordinate: Where the marker stands.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, coordinate: CLLocationCoordinate2D) {
        self.init(coordinate: coordinate) { Text(title) }
    }

    /// A marker for a map item, titled with its name.
    ///
    /// - Parameter item: The place to mark.
    public init(item: MKMapItem) {
        self.init(item.displayName, coordinate: item.placemark.coordinate)
    }
}

extension Marker where Label == Convergence.Label<Text, Image> {
    /// A marker with a localized title and an SF Symbol in its balloon.
    ///
    /// - Parameters:
    ///   - titleKey: The marker's title.
    ///   - systemImage: The symbol drawn in the balloon, and as the row's glyph.
    ///   - coordinate: Where the marker stands.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, coordinate: CLLocationCoordinate2D) {
        feature = .point(icon: Image(systemName: systemImage), title: Text(titleKey), coordinate: coordinate)
    }

    /// A marker with a title shown as written and an SF Symbol in its balloon.
    ///
    /// - Parameters:
    ///   - title: The marker's title.
    ///   - systemImage: The symbol drawn in the balloon, and as the row's glyph.
    ///   - coordinate: Where the marker stands.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, coordinate: CLLocationCoordinate2D) {
        feature = .point(icon: Image(systemName: systemImage), title: Text(title), coordinate: coordinate)
    }

    /// A marker with a localized title and an image from the asset catalogue in its balloon.
    ///
    /// - Parameters:
    ///   - titleKey: The marker's title.
    ///   - image: The name of the image drawn in the balloon.
    ///   - coordinate: Where the marker stands.
    public init(_ titleKey: LocalizedStringKey, image: String, coordinate: CLLocationCoordinate2D) {
        feature = .point(icon: Image(image), title: Text(titleKey), coordinate: coordinate)
    }

    /// A marker with a title shown as written and an image from the asset catalogue in its balloon.
    ///
    /// - Parameters:
    ///   - title: The marker's title.
    ///   - image: The name of the image drawn in the balloon.
    ///   - coordinate: Where the marker stands.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: String, coordinate: CLLocationCoordinate2D) {
        feature = .point(icon: Image(image), title: Text(title), coordinate: coordinate)
    }
}

extension Marker where Label == Convergence.Label<Text, Text> {
    /// A marker with a localized title and up to three letters in its balloon.
    ///
    /// - Parameters:
    ///   - titleKey: The marker's title.
    ///   - monogram: The letters drawn in the balloon, and as the row's glyph.
    ///   - coordinate: Where the marker stands.
    public init(_ titleKey: LocalizedStringKey, monogram: Text, coordinate: CLLocationCoordinate2D) {
        feature = .point(icon: monogram, title: Text(titleKey), coordinate: coordinate)
    }

    /// A marker with a title shown as written and up to three letters in its balloon.
    ///
    /// - Parameters:
    ///   - title: The marker's title.
    ///   - monogram: The letters drawn in the balloon, and as the row's glyph.
    ///   - coordinate: Where the marker stands.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, monogram: Text, coordinate: CLLocationCoordinate2D) {
        feature = .point(icon: monogram, title: Text(title), coordinate: coordinate)
    }
}

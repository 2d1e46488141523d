/// The content of an older `Map` without annotations: the user's location row, when asked for.
public struct _DefaultMapContent: View {
    let showsUserLocation: Bool

    public var body: some View {
        MapRows(features: showsUserLocation ? UserAnnotation().mapFeatures : [])
    }
}

/// The content of an older `Map` with annotation items: a row per item, in the items' order.
public struct _DefaultAnnotatedMapContent<Data: RandomAccessCollection>: View {
    let features: [MapFeature]

    public var body: some View {
        MapRows(features: features)
    }
}

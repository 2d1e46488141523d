/// A binding to a collection is itself a collection of bindings, one per element, as in SwiftUI: `$items.isEmpty`,
/// `$items.first`, `for $item in $items`, and `ForEach($items) { $item in … }`.
extension Binding: Sequence, Collection, BidirectionalCollection, RandomAccessCollection
where Value: MutableCollection, Value: RandomAccessCollection {
    public typealias Element = Binding<Value.Element>
    public typealias Index = Value.Index
    public typealias Indices = Value.Indices
    public typealias Iterator = IndexingIterator<Binding<Value>>
    public typealias SubSequence = Slice<Binding<Value>>

    public var startIndex: Value.Index { wrappedValue.startIndex }
    public var endIndex: Value.Index { wrappedValue.endIndex }
    public var indices: Value.Indices { wrappedValue.indices }

    public func index(after i: Value.Index) -> Value.Index { wrappedValue.index(after: i) }
    public func index(before i: Value.Index) -> Value.Index { wrappedValue.index(before: i) }
    public func formIndex(after i: inout Value.Index) { wrappedValue.formIndex(after: &i) }
    public func formIndex(before i: inout Value.Index) { wrappedValue.formIndex(before: &i) }
    public func index(_ i: Value.Index, offsetBy distance: Int) -> Value.Index {
        wrappedValue.index(i, offsetBy: distance)
    }
    public func distance(from start: Value.Index, to end: Value.Index) -> Int {
        wrappedValue.distance(from: start, to: end)
    }

    /// A binding to the element at a position: it reads and writes that position of the bound collection.
    ///
    /// - Parameter position: A valid index of the bound collection.
    /// - Returns: A binding to the element there.
    public subscript(position: Value.Index) -> Binding<Value.Element> {
        let parent = self
        return Binding<Value.Element>(
            get: { parent.wrappedValue[position] },
            set: { newValue in
                var collection = parent.wrappedValue
                collection[position] = newValue
                parent.wrappedValue = collection
            }
        )
    }
}

/// The elements of a bound collection as bindings, for `ForEach($items) { $item in … }` and `List($items)`.
public struct IndexedBindings<Base: MutableCollection & RandomAccessCollection>: RandomAccessCollection {
    let base: Binding<Base>
    let offsets: Range<Int>

    init(_ base: Binding<Base>) {
        self.base = base
        offsets = 0..<base.wrappedValue.count
    }

    public var startIndex: Int { offsets.lowerBound }
    public var endIndex: Int { offsets.upperBound }

    /// A binding to the element at an offset; it keeps the element it was made for if the collection shrinks.
    ///
    /// - Parameter position: The element's offset from the start.
    /// - Returns: A binding to the element.
    public subscript(position: Int) -> Binding<Base.Element> {
        let base = self.base
        let initial = base.wrappedValue[base.wrappedValue.index(base.wrappedValue.startIndex, offsetBy: position)]
        return Binding(
            get: {
                let collection = base.wrappedValue
                guard position < collection.count else { return initial }
                return collection[collection.index(collection.startIndex, offsetBy: position)]
            },
            set: { newValue in
                var collection = base.wrappedValue
                guard position < collection.count else { return }
                collection[collection.index(collection.startIndex, offsetBy: position)] = newValue
                base.wrappedValue = collection
            }
        )
    }
}

extension ForEach where Content: View {
    /// One view per element of a bound collection, each given a binding to its element.
    ///
    /// - Parameters:
    ///   - data: A binding to the collection; each element's binding writes back into it.
    ///   - content: Builds the view for an element's binding.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == IndexedBindings<C>, C.Element: Identifiable, ID == C.Element.ID {
        self.init(IndexedBindings(data), id: \.wrappedValue.id, content: content)
    }

    /// One view per element of a bound collection, identified by a key path, each given a binding to its element.
    ///
    /// - Parameters:
    ///   - data: A binding to the collection; each element's binding writes back into it.
    ///   - id: The key path of each element's identity, such as `\.self`; rows keep their state by it.
    ///   - content: Builds the view for an element's binding.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == IndexedBindings<C> {
        self.init(IndexedBindings(data), id: (\Binding<C.Element>.wrappedValue).appending(path: id), content: content)
    }
}

extension List {
    /// Rows over a bound collection, each given a binding to its element.
    ///
    /// - Parameters:
    ///   - data: A binding to the collection; each element's binding writes back into it.
    ///   - rowContent: Builds the row for an element.
    public init<C: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<C>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where Content == ForEach<IndexedBindings<C>, C.Element.ID, RowContent>, C.Element: Identifiable {
        self.init { ForEach(data, content: rowContent) }
    }
}

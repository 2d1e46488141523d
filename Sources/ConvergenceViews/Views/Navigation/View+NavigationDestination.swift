import ConvergenceTree

extension View {
    /// The screen the enclosing stack pushes for a value of a type (from `NavigationLink(value:)` or the path).
    ///
    /// - Parameters:
    ///   - data: The type of the values, such as `Recipe.self`.
    ///   - destination: Builds the screen for a pushed value.
    /// - Returns: The view, declaring the destination to its stack.
    public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        DeclaringView(content: self) { context in
            context.screen?.stack?.register(data) { AnyView(destination($0)) }
        }
    }

    /// Pushes `destination` while `isPresented` is true; popping sets it back to false.
    ///
    /// - Parameters:
    ///   - isPresented: Whether the screen is pushed; popping sets it back to `false`.
    ///   - destination: The screen to push.
    /// - Returns: The view, declaring the destination to its stack.
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V)
        -> some View
    {
        let view = AnyView(destination())
        return DeclaringView(content: self) { context in
            guard isPresented.wrappedValue else { return }
            context.screen?.stack?.showBound(
                key: context.path, view: view, pop: context.inScope { isPresented.wrappedValue = false })
        }
    }

    /// Pushes the destination for `item` while it is not nil; popping sets it back to nil.
    ///
    /// - Parameters:
    ///   - item: The value to push a screen for, or `nil` for none; popping sets it back to `nil`.
    ///   - destination: Builds the screen for the item.
    /// - Returns: The view, declaring the destination to its stack.
    public func navigationDestination<D: Hashable, C: View>(
        item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        DeclaringView(content: self) { context in
            guard let value = item.wrappedValue else { return }
            context.screen?.stack?.showBound(
                key: context.path, view: AnyView(destination(value)), pop: context.inScope { item.wrappedValue = nil })
        }
    }
}

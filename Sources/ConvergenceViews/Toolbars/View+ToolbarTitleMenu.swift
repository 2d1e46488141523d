extension View {
    /// Accepted: the title shows no menu in text; its items are not reachable by steps.
    public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> Self { self }
}

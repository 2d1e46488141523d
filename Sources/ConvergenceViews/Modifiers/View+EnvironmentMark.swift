import ConvergenceTree

extension View {
    /// Turns the images inside around where the layout runs right to left (`\.layoutDirection == .rightToLeft`), as
    /// an arrow that points the way reading goes should: `Image(systemName: "arrow.right")` draws `<-` there.
    ///
    /// SF Symbols' `forward` and `backward` variants, list chevrons and the back button turn without being asked.
    /// Texts keep their letters: a text render mirrors the layout, never the writing.
    ///
    /// - Parameter enabled: Whether the images turn; `false` leaves them as they are.
    /// - Returns: The view, its images turning in a right-to-left layout.
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> ModifiedView<Self> {
        modified(.wrap { enabled ? $0.flippingImages() : $0 })
    }
}

extension EnvironmentMark {
    /// What changes between an outer environment and an inner one: the direction, the colour scheme.
    @MainActor
    init(changingFrom outer: EnvironmentValues, to inner: EnvironmentValues) {
        self.init()
        if inner.layoutDirection != outer.layoutDirection {
            direction = inner.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        }
        if inner.colorScheme != outer.colorScheme {
            colorScheme = inner.colorScheme == .dark ? .dark : .light
        }
    }
}

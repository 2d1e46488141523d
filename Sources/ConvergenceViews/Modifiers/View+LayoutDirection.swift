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

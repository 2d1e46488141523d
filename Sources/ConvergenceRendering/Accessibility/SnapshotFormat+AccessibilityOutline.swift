extension SnapshotFormat {
    /// What a screen reader would visit, one line per element (`.a11y`); read back by
    /// `AccessibilityOutline/elements(_:)` to say what changed for the user.
    public static let accessibilityOutline: SnapshotFormat = SnapshotFormat(
        name: "accessibilityOutline", fileExtension: "a11y", commandLineName: "a11y",
        commandLineNote: "the accessibility outline",
        renderFormat: { _, _ in RenderFormat.accessibilityOutline },
        render: { node, _ in AccessibilityOutline.render(node) },
        describe: { _ in "accessibilityOutline" },
        parser: { outline in AccessibilityOutline.elements(outline) },
        gallery: GalleryDisplay(label: "accessibility outline", textClass: "outline"))
}

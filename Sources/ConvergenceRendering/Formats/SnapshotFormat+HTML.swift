extension SnapshotFormat {
    /// An HTML fragment (`.html`), or with a title a complete document.
    public static let html: SnapshotFormat = SnapshotFormat(
        name: "html", fileExtension: "html", commandLineName: "html",
        renderFormat: { _, _ in RenderFormat.html },
        render: { node, format in
            if let title = format.documentTitle { return HTMLRenderer.document(node, title: title) }
            return HTMLRenderer.fragment(node)
        },
        describe: { format in format.documentTitle.map { "htmlDocument(title: \($0))" } ?? "html" },
        gallery: GalleryDisplay(label: "HTML", textClass: nil), isMarkup: true)
}

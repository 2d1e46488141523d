extension SnapshotFormat {
    /// Text at a width (`.txt`), one file per width.
    public static let ascii: SnapshotFormat = SnapshotFormat(
        name: "ascii", fileExtension: "txt", commandLineName: "ascii", dependsOnWidth: true,
        renderFormat: { width, style in RenderFormat.ascii(width: width, style: style) },
        render: { node, format in
            let width = format.width ?? 1
            return ASCIIRenderer.render(
                node, width: width, screenHeight: format.layout.height(atWidth: width), style: format.style)
        },
        describe: { format in
            let width = format.width ?? 1
            return format.style == .ascii ? "ascii(width: \(width))" : "ascii(width: \(width), style: .unicode)"
        },
        gallery: GalleryDisplay(label: "ASCII", textClass: "ascii"))
}

/// The stylesheet embedded in every document, so a snapshot opens styled with no network access.
package enum HTMLStylesheet {
    /// Plain CSS that lays out stacks with flexbox and names the classes the renderer emits.
    package static let css: StaticString = """
        body { margin: 1em; font-family: system-ui, sans-serif; line-height: 1.4; }
        .text { white-space: pre-wrap; }
        .fixed-size, .fixed-size .text { white-space: pre; }
        .vstack, .navigation-stack, .unavailable { display: flex; flex-direction: column; gap: 0.25em; }
        .hstack { display: flex; flex-direction: row; align-items: center; gap: 1ch; }
        .zstack { display: grid; }
        .zstack > * { grid-area: 1 / 1; }
        .spacer { flex: 1 1 auto; }
        .unavailable { align-items: center; text-align: center; }
        .list, .rows { margin: 0; padding: 0; list-style: none; }
        .list li { padding: 0.25em 1ch; border-bottom: 1px solid #ccc; }
        .footer, footer { color: #666; font-size: 0.85em; }
        .padding, .frame, .border, .scroll { display: block; box-sizing: border-box; }
        span.padding, span.frame, span.border { display: inline-block; }
        .scroll { overflow: auto; }
        .monospaced { font-family: ui-monospace, monospace; }
        .font-largeTitle { font-size: 2em; font-weight: bold; }
        .font-title { font-size: 1.6em; }
        .font-headline { font-weight: bold; }
        .font-caption, .font-footnote { font-size: 0.85em; }
        .fg-secondary { color: #666; }
        .fg-red, .border-red, [data-role="destructive"] { color: #c00; }
        .fg-blue, .fg-accentColor { color: #06c; }
        .fg-green { color: #080; }
        .align-center { text-align: center; }
        .align-trailing { text-align: end; }
        .shape { display: inline-block; width: 100%; height: 100%; min-width: 1ch; min-height: 1em; }
        .shape.stroke-clear, .shape.fill-clear { visibility: hidden; }
        .grid > .grid-row { display: contents; }
        .gesture { cursor: pointer; }
        [data-color-scheme="light"] { background: #fff; color: #000; }
        [data-color-scheme="dark"] { background: #000; color: #fff; }
        [data-color-scheme="dark"] .fg-secondary, [data-color-scheme="dark"] footer { color: #98989f; }
        [data-color-scheme="dark"] .fg-red, [data-color-scheme="dark"] [data-role="destructive"] { color: #ff453a; }
        [data-color-scheme="dark"] .fg-blue, [data-color-scheme="dark"] .fg-accentColor { color: #0a84ff; }
        [data-color-scheme="dark"] .fg-green { color: #30d158; }
        [data-color-scheme="dark"] .list li { border-bottom-color: #38383a; }
        """
}

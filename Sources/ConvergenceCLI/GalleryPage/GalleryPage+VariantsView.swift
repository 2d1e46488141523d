import ConvergenceRendering

/// A scenario's variants side by side, at the top of its pane (above its own files, and folding away): per frame and
/// per file, one column for the scenario as declared and one per variant, captioned with the variant's suffix and what
/// it is (`de — German`) and its status. A pending render is shown as it is now, marked so, with its diff; each variant
/// keeps its own pane too, with all of it (declaration, message, recorded and new side by side), linking back here.
extension GalleryPage {
    /// The scenario's variants view, or nothing for a scenario without variants.
    func variantsView(of base: Scenario) -> HTMLElement? {
        let columns = variantColumns(of: base)
        guard !columns.isEmpty else { return nil }
        let suffixes = columns.dropFirst().compactMap { $0.variant?.suffix }
        let beside = "\(columns.count - 1) beside the scenario: " + suffixes.joined(separator: ", ")
        var view: [HTMLContent] = [
            .tag(
                "summary", [], [.inlineTag("h3", [], [.plain("Variants "), .inlineTag("small", [], [.plain(beside)])])])
        ]
        let frames = Self.variantFrames(columns)
        for frame in frames {
            var content: [HTMLContent] = []
            if frames.count > 1 { content.append(.tag("h4", [], [.plain(frame.title)])) }
            for row in frame.rows {
                let label = row.files.lazy.compactMap { $0 }.first.map { GalleryPageHTML.kindLabel($0.kind) } ?? ""
                let cells = zip(columns, row.files).map { column, file -> HTMLContent in
                    .element(Self.variantColumn(column, file: file, rowLabel: label))
                }
                content.append(
                    .tag(
                        "div", [.attr("class", "variant-row")],
                        [.tag("h5", [], [.plain(label)]), .tag("div", [.attr("class", "variant-columns")], cells)]))
            }
            view.append(.tag("div", [.attr("class", "variant-frame")], content))
        }
        return HTMLElement(
            "details", [.attr("class", "variants"), .flag("open"), .attr("data-columns", String(columns.count))], view)
    }

    /// One column of a row: the caption (a link to the column's own pane), then the render as it is now.
    static func variantColumn(_ scenario: Scenario, file: File?, rowLabel: String) -> HTMLElement {
        let suffix = scenario.variant?.suffix ?? ""
        let name: [HTMLContent] =
            if let variant = scenario.variant {
                [.tag("code", [], [.plain(variant.suffix)]), .plain(" — " + variant.displayName)]
            } else {
                [.tag("code", [], [.plain(scenario.name)]), .plain(" — as declared")]
            }
        var column: [HTMLContent] = [
            .tag(
                "figcaption", [],
                [
                    .tag("a", [.attr("href", "#" + fragment(scenario.id))], name), .plain(" "),
                    GalleryPageHTML.status(scenario.status),
                ])
        ]
        if let file {
            let kindLabel = GalleryPageHTML.kindLabel(file.kind)
            if kindLabel != rowLabel { column.append(.tag("p", [.attr("class", "variant-kind")], [.plain(kindLabel)])) }
            let title = file.path + (suffix.isEmpty ? "" : " (\(suffix))")
            if let new = file.new {
                column += [
                    .tag("p", [.attr("class", "variant-pending")], [.plain("New render, waiting for review")]),
                    .element(GalleryPageHTML.render(new, kind: file.kind, title: "New: " + title)),
                    .tag(
                        "details", [.attr("class", "diff")],
                        [.tag("summary", [], [.plain("Diff")]), .element(GalleryPageHTML.pendingDiff(file, new: new))]),
                ]
            } else if let recorded = file.recorded {
                column.append(.element(GalleryPageHTML.render(recorded, kind: file.kind, title: title)))
            } else {
                column.append(.element(GalleryPageHTML.note("No snapshot recorded.")))
            }
        } else {
            column.append(.element(GalleryPageHTML.note("No such file in this variant.")))
        }
        return HTMLElement(
            "figure",
            [
                .attr("class", "variant-column"), .attr("data-scenario-id", scenario.id), .attr("data-variant", suffix),
                .attr("data-status", scenario.status.rawValue),
            ], column)
    }

    /// A variant's line at the top of its own pane: what it is, and a link to the scenario it varies, whose pane shows
    /// it beside the scenario.
    func variantOf(_ variant: Variant) -> HTMLElement {
        HTMLElement(
            "p", [.attr("class", "variant-of")],
            [
                .plain("Variant "), .tag("code", [], [.plain(variant.suffix)]),
                .plain(" (" + variant.displayName + ") of "),
                .tag("a", [.attr("href", "#" + Self.fragment(variant.baseID))], [.plain(variant.baseID)]),
                .plain(", shown beside it under Variants."),
            ])
    }

    /// The scenario's variants that need review (changed, new, failed…), in catalog order.
    func variantsNeedingReview(of base: Scenario) -> [Scenario] {
        base.variantIDs.compactMap(scenario(id:)).filter(\.status.needsReview)
    }

    /// `1 variant changed`, `3 variants: 2 changed, 1 failed`.
    static func variantBadge(_ variants: [Scenario]) -> HTMLContent {
        let counts = Status.allCases.compactMap { status -> String? in
            let count = variants.count { $0.status == status }
            return count == 0 ? nil : "\(count) \(status.rawValue)"
        }
        let noun = variants.count == 1 ? "variant" : "variants"
        let text =
            counts.count == 1
            ? "\(variants.count) \(noun) \(variants[0].status.rawValue)"
            : "\(variants.count) \(noun): " + counts.joined(separator: ", ")
        return .inlineTag("span", [.attr("class", "status variants-review")], [.plain(text)])
    }
}

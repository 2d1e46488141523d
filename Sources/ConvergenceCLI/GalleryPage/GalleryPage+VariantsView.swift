/// A scenario's variants side by side, at the top of its pane (above its own files, and folding away): per frame and
/// per file, one column for the scenario as declared and one per variant, captioned with the variant's suffix and what
/// it is (`de — German`) and its status. A pending render is shown as it is now, marked so, with its diff; each variant
/// keeps its own pane too, with all of it (declaration, message, recorded and new side by side), linking back here.
extension GalleryPage {
    /// The scenario's variants view, or nothing for a scenario without variants.
    func variantsView(of base: Scenario) -> String {
        let columns = variantColumns(of: base)
        guard !columns.isEmpty else { return "" }
        let suffixes = columns.dropFirst().compactMap { $0.variant?.suffix }
        var out = "<details class=\"variants\" open data-columns=\"\(columns.count)\">\n<summary><h3>Variants <small>"
        out += "\(columns.count - 1) beside the scenario: " + GalleryPageHTML.escape(suffixes.joined(separator: ", "))
        out += "</small></h3></summary>\n"
        let frames = Self.variantFrames(columns)
        for frame in frames {
            out += "<div class=\"variant-frame\">\n"
            if frames.count > 1 { out += "<h4>\(GalleryPageHTML.escape(frame.title))</h4>\n" }
            for row in frame.rows {
                let label = row.files.lazy.compactMap { $0 }.first.map { GalleryPageHTML.kindLabel($0.kind) } ?? ""
                out += "<div class=\"variant-row\">\n<h5>\(label)</h5>\n<div class=\"variant-columns\">\n"
                for (column, file) in zip(columns, row.files) {
                    out += Self.variantColumn(column, file: file, rowLabel: label)
                }
                out += "</div>\n</div>\n"
            }
            out += "</div>\n"
        }
        return out + "</details>\n"
    }

    /// One column of a row: the caption (a link to the column's own pane), then the render as it is now.
    static func variantColumn(_ scenario: Scenario, file: File?, rowLabel: String) -> String {
        let suffix = scenario.variant?.suffix ?? ""
        var out = "<figure class=\"variant-column\" data-scenario-id=\"\(GalleryPageHTML.escape(scenario.id))\""
        out += " data-variant=\"\(GalleryPageHTML.escape(suffix))\" data-status=\"\(scenario.status.rawValue)\">\n"
        out += "<figcaption><a href=\"#\(GalleryPageHTML.escape(fragment(scenario.id)))\">"
        if let variant = scenario.variant {
            out +=
                "<code>\(GalleryPageHTML.escape(variant.suffix))</code> — \(GalleryPageHTML.escape(variant.displayName))"
        } else {
            out += "<code>\(GalleryPageHTML.escape(scenario.name))</code> — as declared"
        }
        out += "</a> " + GalleryPageHTML.status(scenario.status) + "</figcaption>\n"
        guard let file else {
            return out + "<p class=\"none\">No such file in this variant.</p>\n</figure>\n"
        }
        let kindLabel = GalleryPageHTML.kindLabel(file.kind)
        if kindLabel != rowLabel { out += "<p class=\"variant-kind\">\(kindLabel)</p>\n" }
        let title = file.path + (suffix.isEmpty ? "" : " (\(suffix))")
        if let new = file.new {
            out += "<p class=\"variant-pending\">New render, waiting for review</p>\n"
            out += GalleryPageHTML.render(new, kind: file.kind, title: "New: " + title)
            out += "<details class=\"diff\">\n<summary>Diff</summary>\n" + GalleryPageHTML.pendingDiff(file, new: new)
            out += "</details>\n"
        } else if let recorded = file.recorded {
            out += GalleryPageHTML.render(recorded, kind: file.kind, title: title)
        } else {
            out += "<p class=\"none\">No snapshot recorded.</p>\n"
        }
        return out + "</figure>\n"
    }

    /// A variant's line at the top of its own pane: what it is, and a link to the scenario it varies, whose pane shows
    /// it beside the scenario.
    func variantOf(_ variant: Variant) -> String {
        var out = "<p class=\"variant-of\">Variant <code>\(GalleryPageHTML.escape(variant.suffix))</code> ("
        out += GalleryPageHTML.escape(variant.displayName) + ") of <a href=\"#"
        out +=
            GalleryPageHTML.escape(Self.fragment(variant.baseID)) + "\">\(GalleryPageHTML.escape(variant.baseID))</a>"
        return out + ", shown beside it under Variants.</p>\n"
    }

    /// The scenario's variants that need review (changed, new, failed…), in catalog order.
    func variantsNeedingReview(of base: Scenario) -> [Scenario] {
        base.variantIDs.compactMap(scenario(id:)).filter(\.status.needsReview)
    }

    /// `1 variant changed`, `3 variants: 2 changed, 1 failed`.
    static func variantBadge(_ variants: [Scenario]) -> String {
        let counts = Status.allCases.compactMap { status -> String? in
            let count = variants.count { $0.status == status }
            return count == 0 ? nil : "\(count) \(status.rawValue)"
        }
        let noun = variants.count == 1 ? "variant" : "variants"
        let text =
            counts.count == 1
            ? "\(variants.count) \(noun) \(variants[0].status.rawValue)"
            : "\(variants.count) \(noun): " + counts.joined(separator: ", ")
        return "<span class=\"status variants-review\">\(text)</span>"
    }
}

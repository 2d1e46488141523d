import Foundation

/// The gallery's page: one self-contained `index.html`, a review app in the manner of Storybook's.
///
/// A sidebar lists the features and their scenarios with each one's status, a search box filters them by id and a
/// "changed only" switch keeps what needs review; the main pane shows one scenario at a time (`#<scenario id>` links
/// to it): where it is declared, what changed for the user, and each frame's renders, with the recorded and the new
/// render side by side (or one at a time) and the diff for a pending change; a scenario with variants shows them side
/// by side above its own files (see `variantsView(of:)`), and lists each under it. `j`/`k` (or ↓/↑) move between the
/// listed scenarios, `/` searches, `o` flips between recorded and new. Without its script the page still shows every
/// scenario one after another, with the text renders.
extension GalleryPage {
    /// File name → page text.
    var pages: [(name: String, html: String)] {
        [("index.html", index)]
    }

    var index: String {
        var body = "<div class=\"app\">\n<nav class=\"sidebar\" aria-label=\"Scenarios\">\n"
        body += "<div class=\"sidebar-head\">\n"
        body += "<h1>Snapshot gallery</h1>\n<p class=\"counts\">\(counts(scenarios))</p>\n"
        body += "<div class=\"filters\">\n"
        body +=
            "<input type=\"search\" id=\"search\" placeholder=\"Filter by id\" aria-label=\"Filter scenarios by id\""
        body += " autocomplete=\"off\">\n"
        body += "<label class=\"switch\"><input type=\"checkbox\" id=\"changed-only\"> Changed only</label>\n"
        body += "<p class=\"hint\">j/k or ↓/↑ move · / search · o recorded/new</p>\n"
        body += "<p id=\"match-count\" class=\"counts\" aria-live=\"polite\"></p>\n</div>\n</div>\n"
        for feature in features {
            body += "<section class=\"nav-feature\" data-feature=\"\(GalleryPageHTML.escape(feature.name))\">\n"
            body += "<h2>\(GalleryPageHTML.escape(feature.name))</h2>\n<ul>\n"
            for scenario in feature.scenarios {
                body += navItem(scenario, in: feature.name)
            }
            body += "</ul>\n</section>\n"
        }
        body += "</nav>\n<main id=\"content\">\n"
        for scenario in scenarios {
            body += section(scenario)
        }
        body += "</main>\n</div>\n"
        return GalleryPageHTML.page(title: "Snapshot gallery", body: body, script: GalleryPageScript.source)
    }

    /// A scenario's entry in the sidebar. A variant's says which scenario it varies (`data-variant-of`, its
    /// `data-variant` suffix) and is indented under it; a scenario whose variants need review says how many
    /// (`data-variants-review`), with a badge, so that "Changed only" keeps it.
    func navItem(_ scenario: Scenario, in feature: String) -> String {
        var out = "<li class=\"nav-item\(scenario.variant == nil ? "" : " nav-variant")\""
        out +=
            " data-scenario-id=\"\(GalleryPageHTML.escape(scenario.id))\" data-status=\"\(scenario.status.rawValue)\""
        if let variant = scenario.variant {
            out += " data-variant-of=\"\(GalleryPageHTML.escape(variant.baseID))\""
            out += " data-variant=\"\(GalleryPageHTML.escape(variant.suffix))\""
        }
        let review = variantsNeedingReview(of: scenario)
        if !review.isEmpty { out += " data-variants-review=\"\(review.count)\"" }
        out += "><a href=\"#\(GalleryPageHTML.escape(Self.fragment(scenario.id)))\""
        if let variant = scenario.variant { out += " title=\"\(GalleryPageHTML.escape(variant.displayName))\"" }
        out += ">\(GalleryPageHTML.escape(Self.shortName(scenario.id, in: feature)))</a> "
        out += GalleryPageHTML.status(scenario.status)
        if !review.isEmpty { out += " " + Self.variantBadge(review) }
        return out + "</li>\n"
    }

    /// One scenario's pane.
    func section(_ scenario: Scenario) -> String {
        var out = "<section class=\"scenario\" id=\"\(Self.elementID(scenario))\""
        out +=
            " data-scenario-id=\"\(GalleryPageHTML.escape(scenario.id))\" data-status=\"\(scenario.status.rawValue)\""
        if let variant = scenario.variant {
            out += " data-variant-of=\"\(GalleryPageHTML.escape(variant.baseID))\""
        }
        out += " aria-labelledby=\"\(scenario.anchor)-title\">\n"
        out += "<h2 id=\"\(scenario.anchor)-title\">\(GalleryPageHTML.escape(scenario.id)) "
        out += GalleryPageHTML.status(scenario.status) + "</h2>\n"
        if let variant = scenario.variant {
            out += variantOf(variant)
        }
        if let declaredAt = scenario.declaredAt {
            out += "<p class=\"declared\">Declared at <code>\(GalleryPageHTML.escape(declaredAt))</code></p>\n"
        }
        if let message = scenario.message {
            out += GalleryPageHTML.preformatted(message, class: "message")
        }
        if !scenario.changeSummary.isEmpty {
            out += "<div class=\"change-summary\">\n<h3>What changed for the user</h3>\n<ul>\n"
            out += scenario.changeSummary.map { "<li>\(GalleryPageHTML.escape($0))</li>\n" }.joined()
            out += "</ul>\n</div>\n"
        }
        out += variantsView(of: scenario)
        for frame in scenario.frames {
            out += "<div class=\"frame\">\n"
            if scenario.frames.count > 1 || scenario.status == .obsolete {
                out += "<h3>\(GalleryPageHTML.escape(frame.title))</h3>\n"
            }
            out += frame.files.map(GalleryPageHTML.file).joined()
            out += "</div>\n"
        }
        return out + "</section>\n"
    }

    /// The section's element id: the scenario id itself when HTML allows it (no whitespace), so that `#Item/loaded`
    /// works even without the script; else the anchor (the script finds scenarios by id either way).
    static func elementID(_ scenario: Scenario) -> String {
        let usable = !scenario.id.isEmpty && !scenario.id.unicodeScalars.contains { $0.properties.isWhitespace }
        return GalleryPageHTML.escape(usable ? scenario.id : scenario.anchor)
    }

    /// The id as a URL fragment: percent-encoded but for letters, digits and `-._~/`, so the link survives any
    /// character in a name.
    static func fragment(_ id: String) -> String {
        var out = ""
        for byte in id.utf8 {
            let scalar = Unicode.Scalar(byte)
            if byte < 0x80,
                scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                    || "-._~/".unicodeScalars.contains(scalar)
            {
                out.unicodeScalars.append(scalar)
            } else {
                out += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return out
    }

    /// `loaded` for `Item/loaded` in feature `Item`; the whole id otherwise.
    static func shortName(_ id: String, in feature: String) -> String {
        id.hasPrefix(feature + "/") ? String(id.dropFirst(feature.count + 1)) : id
    }

    /// `12 scenarios: 10 passed, 2 changed`.
    private func counts(_ scenarios: [Scenario]) -> String {
        let parts = Status.allCases.compactMap { status -> String? in
            let count = scenarios.count { $0.status == status }
            return count == 0 ? nil : "\(count) \(status.rawValue)"
        }
        let total = scenarios.count { $0.status != .obsolete }
        return "\(total) scenario\(total == 1 ? "" : "s")" + (parts.isEmpty ? "" : ": " + parts.joined(separator: ", "))
    }
}

extension GalleryPage.Scenario {
    var hasPending: Bool { frames.contains { $0.files.contains(where: \.isPending) } }
}

extension String {
    fileprivate func leftPadded(to length: Int) -> String {
        String(repeating: "0", count: max(0, length - count)) + self
    }
}

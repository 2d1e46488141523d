import ConvergenceRendering
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
        let filters: [HTMLContent] = [
            .tag(
                "input",
                [
                    .attr("type", "search"), .attr("id", "search"), .attr("placeholder", "Filter by id"),
                    .attr("aria-label", "Filter scenarios by id"), .attr("autocomplete", "off"),
                ]),
            .tag(
                "label", [.attr("class", "switch")],
                [
                    .inlineTag("input", [.attr("type", "checkbox"), .attr("id", "changed-only")]),
                    .plain(" Changed only"),
                ]),
            .tag("p", [.attr("class", "hint")], [.plain("j/k or ↓/↑ move · / search · o recorded/new")]),
            .tag("p", [.attr("id", "match-count"), .attr("class", "counts"), .attr("aria-live", "polite")]),
        ]
        let head: HTMLContent = .tag(
            "div", [.attr("class", "sidebar-head")],
            [
                .tag("h1", [], [.plain("Snapshot gallery")]),
                .tag("p", [.attr("class", "counts")], [.plain(counts(scenarios))]),
                .tag("div", [.attr("class", "filters")], filters),
            ])
        let navigation = features.map { feature -> HTMLContent in
            .tag(
                "section", [.attr("class", "nav-feature"), .attr("data-feature", feature.name)],
                [
                    .tag("h2", [], [.plain(feature.name)]),
                    .tag("ul", [], feature.scenarios.map { .element(navItem($0, in: feature.name)) }),
                ])
        }
        let app: HTMLContent = .tag(
            "div", [.attr("class", "app")],
            [
                .tag("nav", [.attr("class", "sidebar"), .attr("aria-label", "Scenarios")], [head] + navigation),
                .tag("main", [.attr("id", "content")], scenarios.map { .element(section($0)) }),
            ])
        return GalleryPageHTML.page(title: "Snapshot gallery", body: [app], script: GalleryPageScript.source)
    }

    /// A scenario's entry in the sidebar. A variant's says which scenario it varies (`data-variant-of`, its
    /// `data-variant` suffix) and is indented under it; a scenario whose variants need review says how many
    /// (`data-variants-review`), with a badge, so that "Changed only" keeps it.
    func navItem(_ scenario: Scenario, in feature: String) -> HTMLElement {
        var attributes: [HTMLElement.Attribute] = [
            .attr("class", scenario.variant == nil ? "nav-item" : "nav-item nav-variant"),
            .attr("data-scenario-id", scenario.id), .attr("data-status", scenario.status.rawValue),
        ]
        var link: [HTMLElement.Attribute] = [.attr("href", "#" + Self.fragment(scenario.id))]
        if let variant = scenario.variant {
            attributes += [.attr("data-variant-of", variant.baseID), .attr("data-variant", variant.suffix)]
            link.append(.attr("title", variant.displayName))
        }
        let review = variantsNeedingReview(of: scenario)
        if !review.isEmpty { attributes.append(.attr("data-variants-review", String(review.count))) }
        var entry: [HTMLContent] = [
            .tag("a", link, [.plain(Self.shortName(scenario.id, in: feature))]), .plain(" "),
            GalleryPageHTML.status(scenario.status),
        ]
        if !review.isEmpty { entry += [.plain(" "), Self.variantBadge(review)] }
        return HTMLElement("li", attributes, entry)
    }

    /// One scenario's pane.
    func section(_ scenario: Scenario) -> HTMLElement {
        var attributes: [HTMLElement.Attribute] = [
            .attr("class", "scenario"), .attr("id", Self.elementID(scenario)), .attr("data-scenario-id", scenario.id),
            .attr("data-status", scenario.status.rawValue),
        ]
        if let variant = scenario.variant { attributes.append(.attr("data-variant-of", variant.baseID)) }
        attributes.append(.attr("aria-labelledby", "\(scenario.anchor)-title"))
        var pane: [HTMLContent] = [
            .tag(
                "h2", [.attr("id", "\(scenario.anchor)-title")],
                [.plain(scenario.id + " "), GalleryPageHTML.status(scenario.status)])
        ]
        if let variant = scenario.variant {
            pane.append(.element(variantOf(variant)))
        }
        if let declaredAt = scenario.declaredAt {
            pane.append(
                .tag(
                    "p", [.attr("class", "declared")], [.plain("Declared at "), .tag("code", [], [.plain(declaredAt)])])
            )
        }
        if let message = scenario.message {
            pane.append(.element(GalleryPageHTML.preformatted(message, class: "message")))
        }
        if !scenario.changeSummary.isEmpty {
            pane.append(
                .tag(
                    "div", [.attr("class", "change-summary")],
                    [
                        .tag("h3", [], [.plain("What changed for the user")]),
                        .tag("ul", [], scenario.changeSummary.map { .tag("li", [], [.plain($0)]) }),
                    ]))
        }
        if let variants = variantsView(of: scenario) {
            pane.append(.element(variants))
        }
        for frame in scenario.frames {
            var content: [HTMLContent] = []
            if scenario.frames.count > 1 || scenario.status == .obsolete {
                content.append(.tag("h3", [], [.plain(frame.title)]))
            }
            content += frame.files.map { .element(GalleryPageHTML.file($0)) }
            pane.append(.tag("div", [.attr("class", "frame")], content))
        }
        return HTMLElement("section", attributes, pane)
    }

    /// The section's element id: the scenario id itself when HTML allows it (no whitespace), so that `#Item/loaded`
    /// works even without the script; else the anchor (the script finds scenarios by id either way).
    static func elementID(_ scenario: Scenario) -> String {
        let usable = !scenario.id.isEmpty && !scenario.id.unicodeScalars.contains { $0.properties.isWhitespace }
        return usable ? scenario.id : scenario.anchor
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

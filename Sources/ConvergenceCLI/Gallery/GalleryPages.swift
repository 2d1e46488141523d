import Foundation

/// The gallery's pages: an index of every feature and scenario, and one page per feature with every render.
///
/// One page per feature keeps pages small enough to open quickly for a catalog of hundreds of scenarios, while the
/// index still lists every scenario with its status and a link, so a reviewer starts from what changed.
extension GalleryModel {
    /// File name → page text.
    var pages: [(name: String, html: String)] {
        [("index.html", index)] + features.map { ($0.page, page(for: $0)) }
    }

    var index: String {
        var body = "<header class=\"gallery-header\">\n<h1>Snapshot gallery</h1>\n"
        body += "<p class=\"counts\">\(counts(features.flatMap(\.scenarios)))</p>\n</header>\n<main>\n"
        let pending = features.flatMap(\.scenarios).filter(\.hasPending)
        if !pending.isEmpty {
            body += "<h2>Waiting for review</h2>\n<ul class=\"pending-list\">\n"
            for (feature, scenario) in features.flatMap({ feature in feature.scenarios.map { (feature, $0) } })
            where scenario.hasPending {
                body += "<li>\(link(scenario, in: feature)) \(GalleryHTML.status(scenario.status))</li>\n"
            }
            body += "</ul>\n"
        }
        body += "<h2>Features</h2>\n"
        for feature in features {
            body += "<h3><a href=\"\(GalleryHTML.escape(feature.page))\">\(GalleryHTML.escape(feature.name))</a></h3>\n"
            body += "<p class=\"counts\">\(counts(feature.scenarios))</p>\n<ul class=\"scenario-list\">\n"
            for scenario in feature.scenarios {
                body += "<li class=\"scenario-link\" data-scenario-id=\"\(GalleryHTML.escape(scenario.id))\">"
                body += "\(link(scenario, in: feature)) \(GalleryHTML.status(scenario.status))</li>\n"
            }
            body += "</ul>\n"
        }
        return GalleryHTML.page(title: "Snapshot gallery", body: body + "</main>\n")
    }

    func page(for feature: Feature) -> String {
        var body = "<header class=\"gallery-header\">\n<p><a href=\"index.html\">All features</a></p>\n"
        body += "<h1>\(GalleryHTML.escape(feature.name))</h1>\n"
        body += "<p class=\"counts\">\(counts(feature.scenarios))</p>\n</header>\n<main>\n"
        for scenario in feature.scenarios {
            body += "<div class=\"scenario\" id=\"\(scenario.anchor)\""
            body += " data-scenario-id=\"\(GalleryHTML.escape(scenario.id))\""
            body += " data-status=\"\(GalleryHTML.escape(scenario.status))\">\n"
            body += "<h2>\(GalleryHTML.escape(scenario.id)) \(GalleryHTML.status(scenario.status))</h2>\n"
            if let message = scenario.message {
                body += GalleryHTML.preformatted(message, class: "message")
            }
            for frame in scenario.frames {
                body += "<div class=\"frame\">\n"
                if scenario.frames.count > 1 { body += "<h3>\(GalleryHTML.escape(frame.title))</h3>\n" }
                body += frame.files.map(GalleryHTML.file).joined()
                body += "</div>\n"
            }
            body += "</div>\n"
        }
        return GalleryHTML.page(title: "\(feature.name) — snapshot gallery", body: body + "</main>\n")
    }

    private func link(_ scenario: Scenario, in feature: Feature) -> String {
        "<a href=\"\(GalleryHTML.escape(feature.page))#\(scenario.anchor)\">\(GalleryHTML.escape(scenario.id))</a>"
    }

    /// `12 scenarios: 10 passed, 2 changed`.
    private func counts(_ scenarios: [Scenario]) -> String {
        var byStatus: [(String, Int)] = []
        for scenario in scenarios {
            if let index = byStatus.firstIndex(where: { $0.0 == scenario.status }) {
                byStatus[index].1 += 1
            } else {
                byStatus.append((scenario.status, 1))
            }
        }
        let parts = byStatus.map { "\($0.1) \(GalleryHTML.escape($0.0))" }
        return "\(scenarios.count) scenario\(scenarios.count == 1 ? "" : "s")"
            + (parts.isEmpty ? "" : ": " + parts.joined(separator: ", "))
    }
}

extension GalleryModel.Scenario {
    var hasPending: Bool { frames.contains { $0.files.contains(where: \.isPending) } }
}

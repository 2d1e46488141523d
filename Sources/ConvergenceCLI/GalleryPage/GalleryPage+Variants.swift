import Convergence

extension GalleryPage {
    /// How a scenario varies another one of its feature: `loaded.de` is `loaded` in German.
    struct Variant: Sendable, Equatable {
        /// The id of the scenario it varies: `Books/loaded` for `Books/loaded.de`.
        let baseID: String
        /// What the name adds to the base's: `de`, or `de.dark` for a variant of a variant.
        let suffix: String
        /// The suffix in words: `German`, `German, dark mode`.
        let displayName: String
    }

    /// One frame of a scenario's variants view: per file of the frame, the file of each column.
    struct VariantFrame: Sendable {
        let title: String
        let rows: [VariantRow]
    }

    /// One file of a frame across the columns: `files[i]` is column `i`'s, `nil` where that column has no such file
    /// (a device variant renders only its own width).
    struct VariantRow: Sendable {
        let slot: Slot
        let files: [File?]
    }

    /// The scenario with that id, if the page shows it.
    func scenario(id: String) -> Scenario? {
        scenariosByID[id]
    }

    /// The columns of a scenario's variants view: the scenario, then its variants in catalog order; empty for a
    /// scenario without variants.
    func variantColumns(of base: Scenario) -> [Scenario] {
        let variants = base.variantIDs.compactMap(scenario(id:))
        return variants.isEmpty ? [] : [base] + variants
    }

    /// The columns' files lined up frame by frame, file by file, in the order the columns list them.
    static func variantFrames(_ columns: [Scenario]) -> [VariantFrame] {
        let frameCount = columns.map(\.frames.count).max() ?? 0
        return (0..<frameCount).map { index in
            let frames = columns.map { index < $0.frames.count ? $0.frames[index] : nil }
            var slots: [Slot] = []
            for file in frames.flatMap({ $0?.files ?? [] }) {
                if let slot = file.slot, !slots.contains(slot) { slots.append(slot) }
            }
            let rows = slots.map { slot in
                VariantRow(slot: slot, files: frames.map { frame in frame?.files.first { $0.slot == slot } })
            }
            return VariantFrame(title: frames.lazy.compactMap { $0?.title }.first ?? "", rows: rows)
        }
    }
}

extension GalleryPage.Feature {
    /// Finds the feature's variants and puts each right after the scenario it varies.
    ///
    /// `<base>.<suffix>` is a variant when both hold: `<base>` is another scenario of the feature in this run, and the
    /// suffix names a variant (`ScenarioVariant(suffix)`). So `loaded.v2` beside `loaded` stays a scenario of its own
    /// (`v2` names no variant), as does `loaded.de` when no `loaded` ran. A variant of a variant (`loaded.de.dark`)
    /// joins the first scenario that is none (`loaded`), with the suffix `de.dark`.
    mutating func groupVariants() {
        let idsByName = Dictionary(scenarios.map { ($0.name, $0.id) }, uniquingKeysWith: { first, _ in first })
        func parent(of name: String) -> (base: String, variant: ScenarioVariant, suffix: String)? {
            guard let dot = name.lastIndex(of: "."), dot > name.startIndex else { return nil }
            let base = String(name[..<dot])
            let suffix = String(name[name.index(after: dot)...])
            guard idsByName[base] != nil, let variant = ScenarioVariant(suffix) else { return nil }
            return (base, variant, suffix)
        }
        var variantIDs: [String: [String]] = [:]
        for index in scenarios.indices {
            var root = scenarios[index].name
            var chain: [(variant: ScenarioVariant, suffix: String)] = []
            while let step = parent(of: root) {
                chain.insert((step.variant, step.suffix), at: 0)
                root = step.base
            }
            guard let baseID = idsByName[root], !chain.isEmpty else { continue }
            scenarios[index].variant = GalleryPage.Variant(
                baseID: baseID, suffix: chain.map(\.suffix).joined(separator: "."),
                displayName: chain.map(\.variant.displayName).joined(separator: ", "))
            variantIDs[baseID, default: []].append(scenarios[index].id)
        }
        guard !variantIDs.isEmpty else { return }
        let byID = Dictionary(scenarios.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var grouped: [GalleryPage.Scenario] = []
        for var scenario in scenarios where scenario.variant == nil {
            scenario.variantIDs = variantIDs[scenario.id] ?? []
            grouped.append(scenario)
            grouped += scenario.variantIDs.compactMap { byID[$0] }
        }
        scenarios = grouped
    }
}

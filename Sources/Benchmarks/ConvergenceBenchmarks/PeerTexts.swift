// The texts the side-by-side comparison with swift-snapshot-testing asserts. `Scripts/benchmark-vs-peer.sh` copies
// this file into the throwaway package that times the peer, so both sides assert exactly the same strings.
// Keep it free of imports other than the standard library.

/// A thousand bordered 35-row lists of about 40 lines each, and the variants in which every tenth has one line
/// changed.
enum PeerTexts {
    /// How many texts one pass asserts.
    static let count = 1_000

    /// The width the texts are laid out at: each line is exactly this wide.
    static let width = 44

    /// Text `index`: a title, a rule, 35 rows and a footer inside a border.
    static func text(_ index: Int) -> String {
        text(index, changedRow: nil)
    }

    /// Text `index` as a later run renders it: every tenth text has its row 17 changed.
    static func changedText(_ index: Int) -> String {
        text(index, changedRow: index % 10 == 0 ? 17 : nil)
    }

    private static func text(_ index: Int, changedRow: Int?) -> String {
        let inner = width - 4
        func boxed(_ content: String) -> String {
            "| " + content + String(repeating: " ", count: max(0, inner - content.count)) + " |"
        }
        let rule = "+" + String(repeating: "-", count: width - 2) + "+"
        var lines = [rule, boxed("List \(index)"), rule]
        for row in 1...35 {
            let value = (row * 7_919 + index * 104_729) % 10_000
            let label = row == changedRow ? "Row \(row) (edited)" : "Row \(row)"
            let number = String(value)
            lines.append(boxed(label + String(repeating: ".", count: inner - label.count - number.count) + number))
        }
        lines.append(rule)
        lines.append(boxed("35 rows"))
        lines.append(rule)
        return lines.joined(separator: "\n")
    }
}

// The texts the side-by-side comparison with swift-snapshot-testing asserts. `Scripts/benchmark-vs-peer.sh` copies
// this file into the throwaway package that times the peer, so both sides assert exactly the same strings.
// Keep it free of imports other than the standard library.

/// A thousand bordered 35-row lists of about 40 lines each, and the variants in which every tenth has one line
/// changed; and a thousand realistic screens (an order: words, numbers, prices and check boxes, lines of 40 to 60
/// columns).
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

    /// The widest line of a realistic screen: a render at this width fits every line, one at 40 wraps some.
    static let screenWidth = 60

    /// Screen `index`: an order with its delivery address, about thirty items with a quantity, a price and a check
    /// box, a few notes, and its totals.
    static func screen(_ index: Int) -> String {
        let names = [
            "Oat milk", "Sourdough loaf", "Free-range eggs", "Cherry tomatoes", "Greek yoghurt", "Fresh basil",
            "Dark chocolate", "Sparkling water", "Rolled oats", "Blueberries", "Olive oil", "Sea salt",
        ]
        func price(_ cents: Int) -> String {
            let remainder = cents % 100
            return "$\(cents / 100)." + (remainder < 10 ? "0" : "") + String(remainder)
        }
        var lines = ["Order #\(10_000 + index)", "Delivered to Ada Lovelace, 12 Analytical Way, London", ""]
        var subtotal = 0
        for row in 0..<30 {
            let value = (row * 7_919 + index * 104_729) % 10_000
            let quantity = 1 + value % 4
            subtotal += quantity * value
            let item = (value % 3 == 0 ? "[x] " : "[ ] ") + "\(quantity) x " + names[(row + index) % names.count]
            let amount = price(quantity * value)
            let target = 40 + (row * 3) % 17
            lines.append(item + String(repeating: ".", count: max(1, target - item.count - amount.count)) + amount)
            if row % 7 == 3 { lines.append("    Note: leave it by the door if nobody answers (\(value))") }
        }
        lines += [
            "", "Subtotal " + price(subtotal), "Delivery: free on orders over $50.00",
            "[ ] Save this address for next time", "[x] Text me when the courier is ten minutes away",
        ]
        return lines.joined(separator: "\n")
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

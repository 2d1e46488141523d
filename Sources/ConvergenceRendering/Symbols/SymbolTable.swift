/// The glyphs that stand for SF Symbols names in text renders.
///
/// Each entry has an ASCII form (the default for ASCII renders) and a Unicode form (HTML and the Unicode box style).
/// A name that is not in the table renders as `<name>` (ASCII) or `⟨name⟩` (Unicode), so a snapshot still says which
/// symbol was asked for. Suffixes such as `.fill` and `.circle` fall back to the base name when only it is known.
package enum SymbolTable {
    /// Which character repertoire a glyph may use.
    package enum Repertoire: Sendable {
        case ascii, unicode
    }

    /// The glyph for a symbol name in one repertoire.
    package static func glyph(for systemName: String, in repertoire: Repertoire) -> String {
        if let entry = entry(for: systemName) {
            return repertoire == .ascii ? entry.ascii : entry.unicode
        }
        let name = systemName.isEmpty ? "?" : systemName
        return repertoire == .ascii ? "<\(name)>" : "⟨\(name)⟩"
    }

    /// Whether a symbol points the way text flows, and so turns where it runs right to left without being asked, as
    /// SF Symbols' `forward` and `backward` variants do.
    package static func isDirectional(_ systemName: String) -> Bool {
        systemName.split(separator: ".").contains { $0 == "forward" || $0 == "backward" }
    }

    /// A glyph turned to face the other way: its characters in reverse order, each paired character (brackets,
    /// angle quotes, arrows, slashes) swapped for its mirror, as a right-to-left layout draws a directional symbol.
    package static func mirrored(_ glyph: String) -> String {
        String(glyph.reversed().map { mirrorPairs[$0] ?? $0 })
    }

    private static let mirrorPairs: [Character: Character] = [
        "(": ")", ")": "(", "[": "]", "]": "[", "{": "}", "}": "{", "<": ">", ">": "<", "/": "\\", "\\": "/",
        "‹": "›", "›": "‹", "«": "»", "»": "«", "→": "←", "←": "→", "⟨": "⟩", "⟩": "⟨",
    ]

    /// Whether a name (or its base name) is in the table.
    package static func isKnown(_ systemName: String) -> Bool {
        entry(for: systemName) != nil
    }

    private static func entry(for systemName: String) -> (ascii: String, unicode: String)? {
        var name = systemName
        while true {
            if let entry = table[name] { return entry }
            guard let dot = name.lastIndex(of: ".") else { return nil }
            name = String(name[..<dot])
        }
    }

    // Looked up by key only, never iterated, so dictionary order cannot reach output.
    private static let table: [String: (ascii: String, unicode: String)] = [
        "tray": ("[_]", "⌧"),
        "tray.full": ("[=]", "☰"),
        "exclamationmark.triangle": ("/!\\", "⚠"),
        "exclamationmark.circle": ("(!)", "ⓘ"),
        "exclamationmark": ("!", "!"),
        "xmark": ("x", "✕"),
        "xmark.circle": ("(x)", "ⓧ"),
        "xmark.octagon": ("(x)", "⛔"),
        "checkmark": ("v", "✓"),
        "checkmark.circle": ("(v)", "✓"),
        "checkmark.seal": ("(v)", "✓"),
        "info.circle": ("(i)", "ⓘ"),
        "questionmark.circle": ("(?)", "?"),
        "questionmark": ("?", "?"),
        "star": ("*", "☆"),
        "star.fill": ("*", "★"),
        "heart": ("<3", "♡"),
        "heart.fill": ("<3", "♥"),
        "plus": ("+", "+"),
        "plus.circle": ("(+)", "⊕"),
        "minus": ("-", "−"),
        "minus.circle": ("(-)", "⊖"),
        "magnifyingglass": ("(?)", "⌕"),
        "gear": ("(*)", "⚙"),
        "gearshape": ("(*)", "⚙"),
        "person": ("(@)", "☺"),
        "person.crop.circle": ("(@)", "☺"),
        "person.2": ("(@@)", "☺☺"),
        "lock": ("[#]", "🔒"),
        "lock.fill": ("[#]", "🔒"),
        "lock.open": ("[ ]", "🔓"),
        "key": ("o-", "⚿"),
        "house": ("[^]", "⌂"),
        "folder": ("[/]", "🗀"),
        "doc": ("[~]", "🗎"),
        "doc.text": ("[~]", "🗎"),
        "doc.on.clipboard": ("[=]", "📋"),
        "trash": ("[X]", "🗑"),
        "pencil": ("/", "✎"),
        "square.and.pencil": ("[/]", "✎"),
        "square.and.arrow.up": ("[^]", "⇪"),
        "arrow.clockwise": ("(R)", "↻"),
        "arrow.counterclockwise": ("(L)", "↺"),
        "arrow.right": ("->", "→"),
        "arrow.left": ("<-", "←"),
        "arrow.up": ("^", "↑"),
        "arrow.down": ("v", "↓"),
        "chevron.right": (">", "›"),
        "chevron.left": ("<", "‹"),
        "chevron.forward": (">", "›"),
        "chevron.backward": ("<", "‹"),
        "arrow.forward": ("->", "→"),
        "arrow.backward": ("<-", "←"),
        "chevron.up": ("^", "˄"),
        "chevron.down": ("v", "˅"),
        "bell": ("(o)", "🔔"),
        "envelope": ("[@]", "✉"),
        "calendar": ("[31]", "📅"),
        "clock": ("(:)", "🕓"),
        "hourglass": ("(:)", "⌛"),
        "wifi": ("((.))", "📶"),
        "wifi.slash": ("(/)", "📵"),
        "bolt": ("/z", "⚡"),
        "cpu": ("[cpu]", "▦"),
        "memorychip": ("[mem]", "▤"),
        "chart.bar": ("[|]", "▥"),
        "chart.line.uptrend.xyaxis": ("[/]", "📈"),
        "cart": ("[cart]", "🛒"),
        "creditcard": ("[$]", "💳"),
        "globe": ("(#)", "🌐"),
        "network": ("<#>", "🖧"),
        "server.rack": ("[=]", "🖥"),
        "externaldrive": ("[=]", "🖴"),
        "terminal": ("[>_]", "⌨"),
        "list.bullet": ("[:]", "☰"),
        "line.3.horizontal": ("=", "☰"),
        "ellipsis": ("...", "…"),
        "circle": ("( )", "○"),
        "circle.fill": ("(o)", "●"),
        "square": ("[ ]", "□"),
        "square.fill": ("[#]", "■"),
        "sun.max": ("(*)", "☀"),
        "moon": ("(C)", "☾"),
        "cloud": ("(~)", "☁"),
        "cloud.rain": ("(~)", "☂"),
        "snowflake": ("(*)", "❄"),
        "flag": ("|>", "⚑"),
        "bookmark": ("[^]", "🔖"),
        "tag": ("<#>", "🏷"),
        "photo": ("[img]", "🖼"),
        "play": ("|>", "▶"),
        "pause": ("||", "⏸"),
        "stop": ("[]", "⏹"),
        "link": ("-o-", "🔗"),
        "icloud": ("(~)", "☁"),
        "icloud.slash": ("(/)", "☁"),
        "antenna.radiowaves.left.and.right": ("((o))", "📡"),
        "hand.raised": ("(h)", "✋"),
        "eye": ("(o)", "👁"),
        "eye.slash": ("(/)", "👁"),
        "shippingbox": ("[#]", "📦"),
        "bag": ("[b]", "👜"),
        "book": ("[B]", "📖"),
        "music.note": ("(d)", "♪"),
        "mappin": ("(v)", "📍"),
        "location": ("(^)", "➤"),
    ]
}

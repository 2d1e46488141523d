/// Turns a translation's `printf`-style format (`"%lld Artikel"`, `"%2$@ von %1$@"`) back into a text template: each
/// specifier becomes the placeholder of the interpolation it names (in order, or by its position), `%%` a percent
/// sign. The interpolations keep their own formatting; the translation decides only where each goes.
enum TranslatedFormat {
    static func template(from format: String, argumentCount: Int) -> String {
        // Without arguments nothing is read as a placeholder; with them, the translation's own characters of the
        // placeholders' plane are marked as text.
        let escaped = argumentCount == 0 ? format : LocalizedStringKey.escapingPlaceholders(format)
        guard escaped.contains("%") else { return escaped }
        let scalars = Array(escaped.unicodeScalars)
        var result = String.UnicodeScalarView()
        var copied = 0
        for specifier in FormatSpecifier.all(in: scalars) {
            result.append(contentsOf: scalars[copied..<specifier.range.lowerBound])
            copied = specifier.range.upperBound
            switch specifier.kind {
            case .percent:
                result.append("%")
            case .value where specifier.argument < argumentCount:
                guard let placeholder = Unicode.Scalar(LocalizedStringKey.placeholderBase + UInt32(specifier.argument))
                else { fallthrough }
                result.append(placeholder)
            case .value, .variable:
                result.append(contentsOf: scalars[specifier.range])
            }
        }
        result.append(contentsOf: scalars[copied...])
        return String(result)
    }
}

/// One `%` specifier of a `printf`-style format, as the readers of translations see it: `%%`, a value (`%@`, `%lld`,
/// `%2$@`) or a `.stringsdict`/catalog variable (`%#@items@`). Anything else after a `%` is no specifier and stays text.
struct FormatSpecifier {
    enum Kind: Equatable {
        /// `%%`, a percent sign.
        case percent
        /// A value: `%@`, `%lld`, `%.2f`, `%2$@`.
        case value
        /// `%#@name@`, replaced by one of a variable's forms.
        case variable(String)
    }

    let kind: Kind
    /// Its scalars in the format, from the `%` to its last scalar.
    let range: Range<Int>
    /// The argument it takes, from 0: the position it names (`%2$@`), else the next one in order (a variable counts).
    let argument: Int
    /// Where its text after the `%` and any position starts: the flags, width, length and conversion of a value.
    let bodyStart: Int

    /// Every specifier of a format, in order.
    ///
    /// - Parameter scalars: The format's scalars.
    /// - Returns: The specifiers; `%%` included, text that is no specifier left out.
    static func all(in scalars: [Unicode.Scalar]) -> [FormatSpecifier] {
        var found: [FormatSpecifier] = []
        var next = 0
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "%", index + 1 < scalars.count else {
                index += 1
                continue
            }
            if scalars[index + 1] == "%" {
                found.append(
                    FormatSpecifier(kind: .percent, range: index..<index + 2, argument: -1, bodyStart: index + 1))
                index += 2
                continue
            }
            // %[n$][flags][width][.precision][length]conversion, or %[n$]#@name@
            var cursor = index + 1
            var digits = 0
            while cursor < scalars.count, ("0"..."9").contains(scalars[cursor]) {
                digits = digits * 10 + Int(scalars[cursor].value - 48)
                cursor += 1
            }
            var position: Int?
            if cursor < scalars.count, scalars[cursor] == "$", digits > 0 {
                position = digits - 1
                cursor += 1
            } else {
                cursor = index + 1
            }
            let bodyStart = cursor
            if cursor + 1 < scalars.count, scalars[cursor] == "#", scalars[cursor + 1] == "@",
                let close = scalars[(cursor + 2)...].firstIndex(of: "@")
            {
                let name = String(String.UnicodeScalarView(scalars[(cursor + 2)..<close]))
                found.append(
                    FormatSpecifier(
                        kind: .variable(name), range: index..<close + 1, argument: position ?? next,
                        bodyStart: bodyStart))
                if position == nil { next += 1 }
                index = close + 1
                continue
            }
            while cursor < scalars.count, "-+ #0123456789.*hlqLzjt".unicodeScalars.contains(scalars[cursor]) {
                cursor += 1
            }
            guard cursor < scalars.count, "@dDiuUxXoOfFeEgGaAcCsSp".unicodeScalars.contains(scalars[cursor]) else {
                // Not a specifier: kept as written.
                index += 1
                continue
            }
            found.append(
                FormatSpecifier(
                    kind: .value, range: index..<cursor + 1, argument: position ?? next, bodyStart: bodyStart))
            if position == nil { next += 1 }
            index = cursor + 1
        }
        return found
    }
}

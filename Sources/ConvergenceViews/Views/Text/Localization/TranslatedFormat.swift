/// Turns a translation's `printf`-style format (`"%lld Artikel"`, `"%2$@ von %1$@"`) back into a text template: each
/// specifier becomes the placeholder of the interpolation it names (in order, or by its position), `%%` a percent
/// sign. The interpolations keep their own formatting; the translation decides only where each goes.
enum TranslatedFormat {
    static func template(from format: String, argumentCount: Int) -> String {
        let escaped = LocalizedStringKey.escapingPlaceholders(format)
        guard escaped.contains("%") else { return escaped }
        let scalars = Array(escaped.unicodeScalars)
        var result = String.UnicodeScalarView()
        var next = 0
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            guard scalar == "%", index + 1 < scalars.count else {
                result.append(scalar)
                index += 1
                continue
            }
            if scalars[index + 1] == "%" {
                result.append("%")
                index += 2
                continue
            }
            // %[n$][flags][width][.precision][length]conversion
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
            }
            while cursor < scalars.count, "-+ #0123456789.*hlqLzjt".unicodeScalars.contains(scalars[cursor]) {
                cursor += 1
            }
            guard cursor < scalars.count, "@dDiuUxXoOfFeEgGaAcCsSp".unicodeScalars.contains(scalars[cursor]) else {
                // Not a specifier: kept as written.
                result.append(scalar)
                index += 1
                continue
            }
            let argument = position ?? next
            if position == nil { next += 1 }
            if argument < argumentCount,
                let placeholder = Unicode.Scalar(
                    LocalizedStringKey.placeholderBase + UInt32(argument))
            {
                result.append(placeholder)
            } else {
                result.append(contentsOf: scalars[index...cursor])
            }
            index = cursor + 1
        }
        return String(result)
    }
}

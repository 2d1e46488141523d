import ConvergenceSwiftLexer

/// Reads the shape of a `#Preview` call from its tokens: `#Preview(name, traits: …, body: …)` with the body
/// inside the parentheses or as the one trailing closure.
struct PreviewParser {
    /// The macro use, lexed.
    let source: LexedSource

    /// The macro use's tokens.
    var tokens: [SwiftToken] { source.tokens }

    /// How the user calls the macro in messages: `#Preview`, or whatever name the source uses.
    var macroName: String {
        let pound = poundIndex
        return pound < tokens.count && tokens[pound].kind == .poundIdentifier ? source.text(of: pound) : "#Preview"
    }

    /// The index of the `#Preview` token, after the attributes written before it (`@available(iOS 18, *)`).
    var poundIndex: Int {
        var index = 0
        while source.isPunctuation(index, "@") { index = attributeEnd(at: index).end }
        return index
    }

    /// The call messages show as the shape to write.
    static let example = #"`#Preview("Name") { MyView() }`"#

    /// The call, or the first reason it cannot be expanded.
    func parse() throws(PreviewSyntaxError) -> PreviewMacroCall {
        let poundIndex = poundIndex
        guard poundIndex < tokens.count, tokens[poundIndex].kind == .poundIdentifier else {
            throw PreviewSyntaxError("expected a #Preview macro call here", at: 0..<source.bytes.count)
        }
        if let unbalanced = source.unbalancedBracket {
            let bracket = source.text(of: unbalanced)
            throw PreviewSyntaxError(
                "\(macroName) has an unbalanced `\(bracket)`: close every bracket before expanding the preview",
                at: tokens[unbalanced].range)
        }
        let pound = tokens[poundIndex]
        var index = poundIndex + 1
        var arguments: [PreviewArgument] = []
        if source.isPunctuation(index, "(") {
            arguments = try splitArguments(open: index)
            index = source.indexAfterGroup(at: index)
        }
        var trailingClosure: Int?
        if source.isPunctuation(index, "{") {
            trailingClosure = index
            index = source.indexAfterGroup(at: index)
        }
        if index < tokens.count { throw unexpectedTail(at: index) }
        let (kept, bodyArgument) = try validate(arguments)
        let body: PreviewMacroCall.Body
        switch (bodyArgument, trailingClosure) {
        case (_?, let closure?):
            throw PreviewSyntaxError(
                "\(macroName) has two bodies, the `body:` argument and a trailing closure; keep one, as in "
                    + Self.example, at: tokens[closure].range)
        case (let argument?, nil):
            if source.isPunctuation(argument.valueFirst, "{"), source.partners[argument.valueFirst] == argument.last {
                body = try parseClosure(open: argument.valueFirst)
            } else {
                body = .expression(source.text(from: argument.valueFirst, through: argument.last))
            }
        case (nil, let closure?):
            body = try parseClosure(open: closure)
        case (nil, nil):
            throw PreviewSyntaxError(
                "\(macroName) needs a body: write the view to preview in a trailing closure, as in \(Self.example)",
                at: pound.range)
        }
        let argumentTexts = kept.map { source.text(from: $0.first, through: $0.last) }
        return PreviewMacroCall(poundOffset: pound.range.lowerBound, arguments: argumentTexts, body: body)
    }

    private func unexpectedTail(at index: Int) -> PreviewSyntaxError {
        let range = tokens[index].range.lowerBound..<tokens[tokens.count - 1].range.upperBound
        if tokens[index].kind == .identifier, source.isPunctuation(index + 1, ":") {
            return PreviewSyntaxError(
                "\(macroName) takes one trailing closure, its body; put `\(source.text(of: index)):` inside the "
                    + #"parentheses instead, as in `#Preview("Name", traits: .sizeThatFitsLayout) { MyView() }`"#,
                at: range)
        }
        return PreviewSyntaxError(
            "unexpected `\(source.text(of: index))` after \(macroName)'s body; write \(Self.example)", at: range)
    }

    /// The arguments between the parenthesis at `open` and its partner, split at top-level commas.
    private func splitArguments(open: Int) throws(PreviewSyntaxError) -> [PreviewArgument] {
        let close = source.partners[open] ?? tokens.count
        var pieces: [Range<Int>] = []
        var start = open + 1
        var index = open + 1
        while index < close {
            if source.isPunctuation(index, ",") {
                pieces.append(start..<index)
                start = index + 1
                index += 1
            } else {
                index = source.indexAfterGroup(at: index)
            }
        }
        pieces.append(start..<close)
        if pieces.count > 1, pieces[pieces.count - 1].isEmpty { pieces.removeLast() }  // a trailing comma
        if pieces.count == 1, pieces[0].isEmpty { return [] }
        var arguments: [PreviewArgument] = []
        for piece in pieces {
            guard !piece.isEmpty else {
                let comma = tokens[min(piece.lowerBound, close)].range
                throw PreviewSyntaxError("\(macroName) has an empty argument here; remove the extra comma", at: comma)
            }
            var argument = PreviewArgument(
                label: nil, first: piece.lowerBound, valueFirst: piece.lowerBound, last: piece.upperBound - 1)
            if piece.count >= 2, tokens[piece.lowerBound].kind == .identifier,
                source.isPunctuation(piece.lowerBound + 1, ":")
            {
                let label = source.text(of: piece.lowerBound)
                argument.label = label.hasPrefix("`") ? String(label.dropFirst().dropLast()) : label
                argument.valueFirst = piece.lowerBound + 2
                guard piece.count > 2 else {
                    throw PreviewSyntaxError(
                        "`\(label):` has no value; write one after the colon or remove the label",
                        at: tokens[piece.lowerBound].range)
                }
            }
            arguments.append(argument)
        }
        return arguments
    }

    /// Checks the arguments against `(_ name: String? = nil, traits: T, _ moreTraits: T..., body:)`; the arguments
    /// to pass on and the `body:` argument.
    private func validate(
        _ arguments: [PreviewArgument]
    ) throws(PreviewSyntaxError) -> (kept: [PreviewArgument], body: PreviewArgument?) {
        var sawTraits = false
        var body: PreviewArgument?
        var kept: [PreviewArgument] = []
        let accepted =
            "\(macroName) takes an optional name, then `traits:` and `body:`, as in "
            + #"`#Preview("Name", traits: .sizeThatFitsLayout) { MyView() }`"#
        for (position, argument) in arguments.enumerated() {
            let range = tokens[argument.first].range.lowerBound..<tokens[argument.last].range.upperBound
            if body != nil {
                throw PreviewSyntaxError(
                    "`body:` must be \(macroName)'s last argument; move `\(describe(argument))` before it", at: range)
            }
            switch argument.label {
            case nil where sawTraits:
                if tokens[argument.valueFirst].kind == .string {
                    throw PreviewSyntaxError(
                        "\(macroName)'s name comes before its traits: write "
                            + #"`#Preview("Name", traits: .sizeThatFitsLayout)`"#, at: range)
                }
            case nil where position > 0:
                throw PreviewSyntaxError(
                    "\(macroName) takes one unlabeled argument, its name; label this one. " + accepted, at: range)
            case nil:
                break
            case "traits"?:
                if sawTraits {
                    throw PreviewSyntaxError(
                        "`traits:` appears twice in \(macroName); list every trait after one label, as in "
                            + "`traits: .landscapeLeft, .sizeThatFitsLayout`", at: range)
                }
                sawTraits = true
            case "body"?:
                body = argument
                continue
            case let label?:
                throw PreviewSyntaxError("\(macroName) has no `\(label):` argument; " + accepted, at: range)
            }
            kept.append(argument)
        }
        return (kept, body)
    }

    /// A short, one-line quotation of an argument for messages.
    private func describe(_ argument: PreviewArgument) -> String {
        Self.abbreviate(source.text(from: argument.first, through: argument.last))
    }

    /// `text` on one line, cut to about sixty characters.
    static func abbreviate(_ text: String) -> String {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\r" || $0 == "\t" })
        let line = words.joined(separator: " ")
        return line.count > 60 ? String(line.prefix(57)) + "…" : line
    }
}

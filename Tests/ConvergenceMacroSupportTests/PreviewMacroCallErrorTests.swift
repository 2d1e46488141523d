import Testing

@testable import ConvergenceMacroSupport

@Suite struct PreviewMacroCallErrorTests {
    /// The error's message and the text of the range it points at.
    private func failure(_ source: String) -> (message: String, at: String)? {
        guard let error = parseError(source) else { return nil }
        let bytes = Array(source.utf8)
        return (error.message, String(decoding: bytes[error.range], as: UTF8.self))
    }

    @Test func reportsAMissingBody() {
        let error = failure(#"#Preview("Name")"#)
        #expect(
            error?.message
                == #"#Preview needs a body: write the view to preview in a trailing closure, as in `#Preview("Name") { MyView() }`"#
        )
        #expect(error?.at == "#Preview")
        #expect(failure("#Preview")?.at == "#Preview")
    }

    @Test func reportsAnEmptyBody() {
        let error = failure("#Preview {\n    // nothing yet\n}")
        #expect(
            error?.message
                == #"#Preview's body shows no view; write the view to preview in it, as in `#Preview("Name") { MyView() }`"#
        )
        #expect(error?.at == "{\n    // nothing yet\n}")
    }

    @Test func reportsABodyWithOnlyDeclarations() {
        #expect(
            failure("#Preview { @Previewable @State var a = 1 }")?.message
                == "#Preview's body declares state but shows no view; write the view after the `@Previewable` declarations"
        )
    }

    @Test func reportsAnUnknownLabel() {
        let error = failure(#"#Preview("x", layout: .fixed) { T() }"#)
        #expect(
            error?.message
                == #"#Preview has no `layout:` argument; #Preview takes an optional name, then `traits:` and `body:`, as in `#Preview("Name", traits: .sizeThatFitsLayout) { MyView() }`"#
        )
        #expect(error?.at == "layout: .fixed")
    }

    @Test func reportsTwoBodies() {
        let error = failure(#"#Preview("x", body: { T() }) { T() }"#)
        #expect(
            error?.message
                == #"#Preview has two bodies, the `body:` argument and a trailing closure; keep one, as in `#Preview("Name") { MyView() }`"#
        )
        #expect(error?.at == "{")
    }

    @Test func reportsABodyThatIsNotLast() {
        let error = failure(#"#Preview(body: { T() }, traits: .a)"#)
        #expect(error?.message == "`body:` must be #Preview's last argument; move `traits: .a` before it")
        #expect(error?.at == "traits: .a")
    }

    @Test func reportsANameAfterTheTraits() {
        let error = failure(#"#Preview(traits: .a, "Name") { T() }"#)
        #expect(
            error?.message
                == #"#Preview's name comes before its traits: write `#Preview("Name", traits: .sizeThatFitsLayout)`"#)
        #expect(error?.at == #""Name""#)
    }

    @Test func reportsTwoNames() {
        let error = failure(#"#Preview("a", "b") { T() }"#)
        #expect(
            error?.message
                == #"#Preview takes one unlabeled argument, its name; label this one. #Preview takes an optional name, then `traits:` and `body:`, as in `#Preview("Name", traits: .sizeThatFitsLayout) { MyView() }`"#
        )
        #expect(error?.at == #""b""#)
    }

    @Test func reportsTraitsTwice() {
        #expect(
            failure(#"#Preview(traits: .a, traits: .b) { T() }"#)?.message
                == "`traits:` appears twice in #Preview; list every trait after one label, as in `traits: .landscapeLeft, .sizeThatFitsLayout`"
        )
    }

    @Test func reportsEmptyArgumentsAndLabelsWithoutValues() {
        #expect(
            failure(#"#Preview("a",, traits: .b) { T() }"#)?.message
                == "#Preview has an empty argument here; remove the extra comma")
        let error = failure(#"#Preview(traits:) { T() }"#)
        #expect(error?.message == "`traits:` has no value; write one after the colon or remove the label")
        #expect(error?.at == "traits")
    }

    @Test func reportsASecondTrailingClosure() {
        let error = failure("#Preview { T() } traits: { }")
        #expect(
            error?.message
                == #"#Preview takes one trailing closure, its body; put `traits:` inside the parentheses instead, as in `#Preview("Name", traits: .sizeThatFitsLayout) { MyView() }`"#
        )
        #expect(error?.at == "traits: { }")
        #expect(
            failure("#Preview { T() } 42")?.message
                == #"unexpected `42` after #Preview's body; write `#Preview("Name") { MyView() }`"#)
    }

    @Test func reportsAPreviewableNestedInTheBody() {
        let source = "#Preview {\n    VStack {\n        @Previewable @State var a = 1\n    }\n}"
        let error = failure(source)
        #expect(
            error?.message
                == "`@Previewable` declares state at the root of a #Preview body, not inside another statement; move `@Previewable @State var a = 1` out of `VStack {`"
        )
        #expect(error?.at == "@")
    }

    @Test func reportsAPreviewableOnSomethingElse() {
        let error = failure("#Preview {\n    @Previewable func make() -> Int { 1 }\n    T()\n}")
        #expect(
            error?.message
                == "`@Previewable` marks a `var` or `let` declaration at the top of a #Preview body, as in `@Previewable @State var count = 0`; `@Previewable func make() -> Int { 1 }` is not one"
        )
        #expect(error?.at == "@")
        #expect(failure("#Preview {\n    @Previewable @State\n}")?.message.hasPrefix("`@Previewable` marks a") == true)
    }

    @Test func reportsUnbalancedSource() {
        let error = failure("#Preview(\"a\" {\n    T()\n}")
        #expect(error?.message == "#Preview has an unbalanced `(`: close every bracket before expanding the preview")
        #expect(error?.at == "(")
        #expect(failure("#Preview { T()) }")?.at == ")")
    }

    @Test func reportsSourceThatIsNotAPreview() {
        #expect(failure("  Preview { }")?.message == "expected a #Preview macro call here")
        #expect(failure("")?.message == "expected a #Preview macro call here")
    }
}

import Testing

@testable import ConvergenceMacroSupport

@Suite struct PreviewableAttributeTests {
    private let preview = "\n#Preview {\n    @Previewable @State var count = 3\n    T(\"\\(count)\")\n}"

    private func check(_ declaration: String, in context: [String]) -> PreviewSyntaxError? {
        do {
            try PreviewableAttribute.check(declaration: declaration, lexicalContext: context)
            return nil
        } catch {
            return error
        }
    }

    @Test func acceptsADeclarationInsideAPreview() {
        #expect(check("\n    @Previewable @State var count = 3", in: ["{\n}", preview]) == nil)
        #expect(check("@Previewable let model = Model()", in: ["// why\n#Preview { }"]) == nil)
        #expect(check("@Previewable let model = Model()", in: ["@available(iOS 18, *)\n#Preview { }"]) == nil)
    }

    @Test func refusesADeclarationOutsideAPreview() {
        let error = check("\n    @Previewable @State var count = 3", in: ["struct A {\n}", "{ }"])
        #expect(
            error?.message
                == "`@Previewable` only declares state at the top of a #Preview body, as in `#Preview { @Previewable @State var count = 0; Counter(count: $count) }`; remove it here"
        )
        #expect(error?.range == 5..<6)
        #expect(check("@Previewable var a = 1", in: [])?.range == 0..<1)
    }

    @Test func refusesSomethingOtherThanAVarOrLet() {
        let error = check("@Previewable func make() {}", in: [preview])
        #expect(
            error?.message
                == "`@Previewable` marks a `var` or `let` declaration at the top of a #Preview body, as in `@Previewable @State var count = 0`; `@Previewable func make() {}` is not one"
        )
    }
}

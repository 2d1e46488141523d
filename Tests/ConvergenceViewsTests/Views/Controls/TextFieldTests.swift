import Convergence
import Testing

@Suite struct TextFieldTests {
    @Test @MainActor func showsTitleThenTheTextInAnUnderlinedField() {
        #expect(ascii(TextField("Name", text: .constant("Ada")), width: 20) == "Name: [Ada_________]")
    }

    @Test @MainActor func titleGoesAboveTheFieldWhenBothDoNotFitOnALine() {
        #expect(
            ascii(TextField("Name", text: .constant("Ada")), width: 12) == #"""
                Name:
                [Ada_______]
                """#
        )
    }

    @Test @MainActor func aTitleEndingInAColonGetsNoSecondOne() {
        #expect(ascii(TextField("Name:", text: .constant("Ada")), width: 20) == "Name: [Ada_________]")
        #expect(ascii(TextField("Name:", text: .constant("Ada")), width: 12).hasPrefix("Name:\n"))
    }

    @Test @MainActor func emptyFieldShowsOnlyTheFill() {
        #expect(ascii(TextField("Email", text: .constant("")), width: 16) == "Email: [_______]")
    }

    @Test @MainActor func resolvesToATextFieldNodeWithTitlePromptAndText() throws {
        let node = TextField("Email", text: .constant("a@b.c"), prompt: Text("you@example.com")).resolvedNode().node
        let field = try #require(node.textFields.first)

        #expect(field.title == "Email")
        #expect(field.prompt == "you@example.com")
        #expect(field.text == "a@b.c")
        #expect(field.isSecure == false)
    }

    @Test @MainActor func editInputWritesThroughTheBinding() throws {
        let store = Recorder("")
        let node = TextField("Name", text: store.binding).resolvedNode().node

        try #require(node.textFields.first).edit.send("Grace")

        #expect(store.value == "Grace")
    }

    @Test @MainActor func editedStateShowsOnTheNextResolution() throws {
        struct Form: View {
            @State private var name = ""
            var body: some View {
                VStack(alignment: .leading) {
                    TextField("Name", text: $name)
                    Text(name.isEmpty ? "Who are you?" : "Hi, \(name)")
                }
            }
        }
        let graph = StateGraph()
        try #require(ViewResolver.resolve(Form(), graph: graph).textFields.first).edit.send("Ada")

        #expect(
            ascii(ViewResolver.resolve(Form(), graph: graph), width: 20) == #"""
                Name: [Ada_________]
                Hi, Ada
                """#
        )
    }

    @Test @MainActor func verticalAxisFieldIsAcceptedAsAOneLineField() {
        let field = TextField("Notes", text: .constant("x"), axis: .vertical)

        #expect(field.resolvedNode().node == TextField("Notes", text: .constant("x")).resolvedNode().node)
    }

    @Test @MainActor func textFieldStyleIsAcceptedAndChangesNothing() {
        let field = TextField("Name", text: .constant("x"))

        #expect(field.textFieldStyle(.roundedBorder).resolvedNode().node == field.resolvedNode().node)
    }
}

@Suite struct SecureFieldTests {
    @Test @MainActor func secureFieldHidesItsTextBehindStars() {
        #expect(ascii(SecureField("Password", text: .constant("hunter2")), width: 24) == "Password: [*******_____]")
    }

    @Test @MainActor func secureFieldMarksItsNodeSecureButKeepsTheText() throws {
        let field = try #require(SecureField("PIN", text: .constant("1234")).resolvedNode().node.textFields.first)

        #expect(field.isSecure)
        #expect(field.text == "1234")
    }

    @Test @MainActor func secureFieldEditWritesThroughTheBinding() throws {
        let store = Recorder("")

        try #require(SecureField("PIN", text: store.binding).resolvedNode().node.textFields.first).edit.send("0000")

        #expect(store.value == "0000")
    }
}

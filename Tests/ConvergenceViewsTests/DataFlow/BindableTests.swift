import Convergence
import Testing

@MainActor @Observable
final class Profile {
    var name: String
    var subscribed = false

    init(name: String) {
        self.name = name
    }
}

@Suite struct BindableTests {
    struct ProfileEditor: View {
        @Bindable var profile: Profile
        var body: some View {
            VStack(alignment: .leading) {
                TextField("Name", text: $profile.name)
                Toggle("News", isOn: $profile.subscribed)
            }
        }
    }

    @Test @MainActor func textFieldShowsTheModelProperty() {
        #expect(
            ascii(ProfileEditor(profile: Profile(name: "Ada")), width: 24) == #"""
                Name: [Ada_____________]
                [ ] News
                """#
        )
    }

    @Test @MainActor func editInputOfTheTextFieldWritesThroughToTheModel() throws {
        let profile = Profile(name: "Ada")
        let node = ProfileEditor(profile: profile).resolvedNode().node

        try #require(node.textFields.first).edit.send("Grace")

        #expect(profile.name == "Grace")
    }

    @Test @MainActor func resolvingAgainShowsTheEditedText() throws {
        let profile = Profile(name: "Ada")
        try #require(ProfileEditor(profile: profile).resolvedNode().node.textFields.first).edit.send("Grace")

        #expect(ProfileEditor(profile: profile).resolvedNode().node.textFields.first?.text == "Grace")
    }

    @Test @MainActor func toggleInputWritesThroughToTheModel() throws {
        let profile = Profile(name: "Ada")

        try #require(ProfileEditor(profile: profile).resolvedNode().node.toggles.first).set.send(true)

        #expect(profile.subscribed)
    }

    @Test @MainActor func bindableMadeInsideABodyGivesBindings() throws {
        struct Inline: View {
            let profile: Profile
            var body: some View {
                @Bindable var profile = profile
                TextField("Name", text: $profile.name)
            }
        }
        let profile = Profile(name: "Ada")

        try #require(Inline(profile: profile).resolvedNode().node.textFields.first).edit.send("Lin")

        #expect(profile.name == "Lin")
    }

    @Test @MainActor func bindingFromBindableReadsTheCurrentValue() {
        let profile = Profile(name: "Ada")
        let binding = Bindable(profile).name

        profile.name = "Mary"

        #expect(binding.wrappedValue == "Mary")
    }
}

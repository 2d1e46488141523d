import Convergence
import Testing

@Suite struct BindingTests {
    struct Switch: View {
        @Binding var isOn: Bool
        var body: some View {
            Toggle("Power", isOn: $isOn)
        }
    }

    struct Panel: View {
        @State private var isOn = false
        var body: some View {
            VStack(alignment: .leading) {
                Text(isOn ? "Running" : "Stopped")
                Switch(isOn: $isOn)
            }
        }
    }

    @Test @MainActor func childWritesThroughBindingIntoParentState() throws {
        let graph = StateGraph()
        let first = ViewResolver.resolve(Panel(), graph: graph)

        try #require(first.toggles.first).set.send(true)

        #expect(
            ascii(ViewResolver.resolve(Panel(), graph: graph)) == #"""
                Running
                [x] Power
                """#
        )
    }

    @Test @MainActor func bindingReadsAndWritesThroughItsClosures() {
        let store = Recorder("old")
        let binding = store.binding

        binding.wrappedValue = "new"

        #expect(store.value == "new")
        #expect(binding.wrappedValue == "new")
    }

    @Test @MainActor func constantBindingShowsItsValue() {
        #expect(ascii(Switch(isOn: .constant(true))) == "[x] Power")
    }

    @Test @MainActor func constantBindingIgnoresWrites() {
        let binding = Binding.constant(3)

        binding.wrappedValue = 4

        #expect(binding.wrappedValue == 3)
    }

    @Test @MainActor func bindingToAPropertyOfTheBoundValue() {
        struct Settings {
            var name = "Ada"
            var age = 36
        }
        let store = Recorder(Settings())
        let name = store.binding.name

        name.wrappedValue = "Grace"

        #expect(store.value.name == "Grace")
        #expect(store.value.age == 36)
    }

    @Test @MainActor func unwrappingBindingToAnOptionalIsNilWhenTheValueIsNil() {
        let store = Recorder<String?>(nil)

        #expect(Binding(store.binding) == nil)
    }

    @Test @MainActor func unwrappingBindingWritesThroughToTheOptional() throws {
        let store = Recorder<String?>("a")
        let unwrapped = try #require(Binding(store.binding))

        unwrapped.wrappedValue = "b"

        #expect(store.value == "b")
    }

    @Test @MainActor func projectedValueOfABindingIsItself() {
        let store = Recorder(1)
        let projected = store.binding.projectedValue

        projected.wrappedValue = 2

        #expect(store.value == 2)
    }
}

import Convergence
import Testing

/// A view that counts taps in its own `@State`.
private struct Counter: View {
    var label = "Count"
    @State private var count = 0

    var body: some View {
        Button("\(label): \(count)") { count += 1 }
    }
}

@Suite struct StateTests {
    @Test @MainActor func stateStartsAtItsInitialValue() {
        #expect(ascii(Counter()) == "[ Count: 0 ]")
    }

    @Test @MainActor func valueChangedByAnActionIsKeptWhenResolvingAgainWithTheSameGraph() async throws {
        let graph = StateGraph()
        let first = ViewResolver.resolve(Counter(), graph: graph)

        await perform(try #require(first.buttons.first).action)
        await perform(try #require(first.buttons.first).action)
        let second = ViewResolver.resolve(Counter(), graph: graph)

        #expect(ascii(second) == "[ Count: 2 ]")
    }

    @Test @MainActor func aFreshGraphStartsFromTheInitialValue() async throws {
        let first = ViewResolver.resolve(Counter(), graph: StateGraph())
        await perform(try #require(first.buttons.first).action)

        let second = ViewResolver.resolve(Counter(), graph: StateGraph())

        #expect(ascii(second) == "[ Count: 0 ]")
    }

    @Test @MainActor func graphCountsTheStatePropertiesItKeeps() {
        let graph = StateGraph()

        let pair = HStack {
            Counter()
            Counter()
        }

        _ = ViewResolver.resolve(pair, graph: graph)

        #expect(graph.count == 2)
    }

    @Test @MainActor func siblingsOfTheSameTypeKeepSeparateState() async throws {
        let graph = StateGraph()
        let screen = HStack {
            Counter(label: "A")
            Counter(label: "B")
        }
        let first = ViewResolver.resolve(screen, graph: graph)

        await perform(try #require(first.button("A: 0")).action)
        let second = ViewResolver.resolve(screen, graph: graph)

        #expect(ascii(second) == "[ A: 1 ] [ B: 0 ]")
    }

    @Test @MainActor func stateInsideNestedCustomViewsIsKept() async throws {
        struct Screen: View {
            var body: some View {
                VStack {
                    Text("Header")
                    Counter()
                }
            }
        }
        let graph = StateGraph()
        let first = ViewResolver.resolve(Screen(), graph: graph)

        await perform(try #require(first.buttons.first).action)

        #expect(ViewResolver.resolve(Screen(), graph: graph).buttons.map { Node.button($0).plainText } == ["Count: 1"])
    }

    @Test @MainActor func stateChangedThroughABindingIsKept() throws {
        struct Form: View {
            @State private var isOn = false
            var body: some View {
                Toggle("Alerts", isOn: $isOn)
            }
        }
        let graph = StateGraph()
        let first = ViewResolver.resolve(Form(), graph: graph)

        try #require(first.toggles.first).set.send(true)

        #expect(ascii(ViewResolver.resolve(Form(), graph: graph)) == "[x] Alerts")
    }

    @Test @MainActor func stateCanStartFromAnInitialValuePassedIn() {
        struct Named: View {
            @State private var name: String
            init(name: String) { _name = State(initialValue: name) }
            var body: some View { Text(name) }
        }

        #expect(ascii(Named(name: "Ada")) == "Ada")
    }

    @Test @MainActor func optionalStateStartsAtNil() {
        struct Maybe: View {
            @State private var value: String?
            var body: some View { Text(value ?? "none") }
        }

        #expect(ascii(Maybe()) == "none")
    }

    @Test @MainActor func stateInAViewModifierIsKept() async throws {
        struct Tapping: ViewModifier {
            @State private var taps = 0
            func body(content: Content) -> some View {
                VStack {
                    content
                    Button("Taps: \(taps)") { taps += 1 }
                }
            }
        }
        let graph = StateGraph()
        let first = ViewResolver.resolve(Text("x").modifier(Tapping()), graph: graph)

        await perform(try #require(first.buttons.first).action)
        let second = ViewResolver.resolve(Text("x").modifier(Tapping()), graph: graph)

        #expect(second.buttons.map { Node.button($0).plainText } == ["Taps: 1"])
    }

    @Test @MainActor func stateOfAViewThatLeftAndCameBackStartsOver() async throws {
        struct Disclosure: View {
            let isShown: Bool
            var body: some View {
                if isShown { Counter() }
            }
        }
        let graph = StateGraph()
        let shown = ViewResolver.resolve(Disclosure(isShown: true), graph: graph)
        await perform(try #require(shown.buttons.first).action)
        _ = ViewResolver.resolve(Disclosure(isShown: false), graph: graph)

        let back = ViewResolver.resolve(Disclosure(isShown: true), graph: graph)

        #expect(ascii(back) == "[ Count: 0 ]")
    }

    @Test @MainActor func oneViewValuePlacedTwiceGetsStateForEachPlace() async throws {
        let shared = Counter()
        let graph = StateGraph()
        let twice = HStack {
            shared
            shared
        }
        let first = ViewResolver.resolve(twice, graph: graph)

        await perform(try #require(first.buttons.first).action)
        let second = ViewResolver.resolve(twice, graph: graph)

        #expect(ascii(second) == "[ Count: 1 ] [ Count: 0 ]")
    }
}

@Suite struct DynamicPropertyTests {
    /// A custom property wrapper built from `@Environment`, as the `DynamicProperty` documentation invites.
    @propertyWrapper
    struct Enabled: DynamicProperty {
        @Environment(\.isEnabled) private var isEnabled
        let updates: Recorder<Int>

        var wrappedValue: Bool { isEnabled }

        func update() {
            updates.value += 1
        }
    }

    struct EnabledText: View {
        @Enabled var enabled: Bool

        init(updates: Recorder<Int> = Recorder(0)) {
            _enabled = Enabled(updates: updates)
        }

        var body: some View { Text(enabled ? "on" : "off") }
    }

    @Test @MainActor func environmentInsideACustomDynamicPropertyIsPrepared() {
        #expect(ascii(EnabledText().disabled(true)) == "off")
    }

    /// A custom property wrapper that keeps a count in its own `@State`.
    @propertyWrapper
    struct Tally: DynamicProperty {
        @State private var count = 0
        var wrappedValue: Int {
            get { count }
            nonmutating set { count = newValue }
        }
    }

    /// Generic over what it shows, so each instantiation lays its stored properties out differently.
    struct Tallied<Shown>: View {
        let shown: Shown
        @Tally var taps: Int
        var body: some View { Button("\(shown): \(taps)") { taps += 1 } }
    }

    /// A view whose properties' types cannot say where a dynamic property is: an existential and an optional wrapper.
    struct Opaque: View {
        let anything: Any
        let maybe: Tally?
        @State private var count = 0
        var body: some View { Button("\(count) \(maybe?.wrappedValue ?? -1)") { count += 1 } }
    }

    @MainActor func tapTwice<Content: View>(_ view: Content) async throws -> String {
        let graph = StateGraph()
        for _ in 0..<2 {
            let tree = ViewResolver.resolve(view, graph: graph)
            await perform(try #require(tree.buttons.first).action)
        }
        return ascii(ViewResolver.resolve(view, graph: graph))
    }

    @Test @MainActor func stateInsideACustomDynamicPropertyKeepsItsValue() async throws {
        #expect(try await tapTwice(Tallied(shown: 7, taps: Tally())) == "[ 7: 2 ]")
        #expect(
            try await tapTwice(Tallied(shown: "a longer string than fits inline", taps: Tally()))
                == "[ a longer string than fits inline: 2 ]")
        #expect(try await tapTwice(Tallied(shown: (1, 2.5, "x"), taps: Tally())) == #"[ (1, 2.5, "x"): 2 ]"#)
    }

    @Test @MainActor func stateBesideAnExistentialOrOptionalPropertyKeepsItsValue() async throws {
        #expect(try await tapTwice(Opaque(anything: [1, 2], maybe: nil)) == "[ 2 -1 ]")
        #expect(try await tapTwice(Opaque(anything: 3, maybe: Tally())) == "[ 2 0 ]")
    }

    @Test @MainActor func aMissingEnvironmentObjectInsideAWrapperNamesTheProperty() {
        struct NeedsModel: DynamicProperty {
            @EnvironmentObject var model: Shared
        }
        struct Screen: View {
            let needs = NeedsModel()
            var body: some View { Text("shown") }
        }
        #expect(ascii(Screen()).contains("needs.model"))
    }
}

/// An object nobody places in the environment, for the message that names the property reading it.
private final class Shared: ObservableObject {}

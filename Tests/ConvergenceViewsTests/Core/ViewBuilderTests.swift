import Convergence
import Testing

@Suite struct ViewBuilderTests {
    enum Phase {
        case loading
        case loaded([String])
        case failed(String)
    }

    struct PhaseView: View {
        let phase: Phase
        var body: some View {
            switch phase {
            case .loading:
                ProgressView("Loading")
            case .loaded(let names):
                VStack(alignment: .leading) {
                    ForEach(names, id: \.self) { Text($0) }
                }
            case .failed(let message):
                Text("Error: \(message)")
            }
        }
    }

    struct Greeting: View {
        let name: String?
        let isLoud: Bool
        var body: some View {
            if let name {
                if isLoud {
                    Text("HELLO, \(name.uppercased())!")
                } else {
                    Text("Hello, \(name).")
                }
            }
        }
    }

    @Test @MainActor func ifWithoutElseShowsContentWhenTrue() {
        let show = true
        let stack = VStack {
            Text("always")
            if show { Text("sometimes") }
        }

        #expect(
            ascii(stack) == #"""
                 always
                sometimes
                """#
        )
    }

    @Test @MainActor func ifWithoutElseShowsNothingWhenFalse() {
        let show = false
        let stack = VStack {
            Text("always")
            if show { Text("sometimes") }
        }

        #expect(ascii(stack) == "always")
    }

    @Test @MainActor func ifLetShowsContentWithTheUnwrappedValue() {
        #expect(ascii(Greeting(name: "Ada", isLoud: false)) == "Hello, Ada.")
    }

    @Test @MainActor func ifLetShowsNothingForNil() {
        #expect(Greeting(name: nil, isLoud: false).resolvedNode().node == .empty)
    }

    @Test @MainActor func ifElseChoosesTheTrueBranch() {
        #expect(ascii(Greeting(name: "Ada", isLoud: true)) == "HELLO, ADA!")
    }

    @Test @MainActor func switchChoosesTheMatchingCase() {
        #expect(ascii(PhaseView(phase: .loading)) == "(~) Loading")
        #expect(ascii(PhaseView(phase: .failed("offline"))) == "Error: offline")
        #expect(
            ascii(PhaseView(phase: .loaded(["one", "two"]))) == #"""
                one
                two
                """#
        )
    }

    @Test @MainActor func optionalContentShowsWhenPresent() {
        let subtitle: Text? = Text("sub")
        let stack = VStack(alignment: .leading) {
            Text("title")
            subtitle
        }

        #expect(
            ascii(stack) == #"""
                title
                sub
                """#
        )
    }

    @Test @MainActor func optionalContentShowsNothingWhenNil() {
        let subtitle: Text? = nil
        let stack = VStack(alignment: .leading) {
            Text("title")
            subtitle
        }

        #expect(ascii(stack) == "title")
    }

    @Test @MainActor func emptyBuilderIsAnEmptyView() {
        struct Blank: View {
            var body: some View {}
        }

        #expect(Blank().resolvedNode().node == .empty)
    }

    @Test @MainActor func availabilityCheckKeepsTheContent() {
        let stack = VStack {
            if #available(macOS 14, iOS 17, *) {
                Text("new")
            } else {
                Text("old")
            }
        }

        #expect(ascii(stack) == "new")
    }

    @Test @MainActor func anyViewErasesWithoutChangingTheTree() {
        let view = VStack {
            Text("a")
            Button("b") {}
        }

        #expect(AnyView(view).resolvedNode().node == view.resolvedNode().node)
    }

    @Test @MainActor func manyChildrenInOneBlock() {
        let stack = HStack(spacing: 0) {
            Text("a")
            Text("b")
            Text("c")
            Text("d")
            Text("e")
            Text("f")
            Text("g")
            Text("h")
            Text("i")
            Text("j")
            Text("k")
            Text("l")
        }

        #expect(ascii(stack) == "abcdefghijkl")
    }

    @Test @MainActor func branchesKeepSeparateState() async throws {
        struct Toggled: View {
            let showFirst: Bool
            var body: some View {
                if showFirst {
                    TapCounter(name: "first")
                } else {
                    TapCounter(name: "second")
                }
            }
        }
        let graph = StateGraph()
        let first = ViewResolver.resolve(Toggled(showFirst: true), graph: graph)
        await perform(try #require(first.buttons.first).action)

        let other = ViewResolver.resolve(Toggled(showFirst: false), graph: graph)

        #expect(ascii(other) == "[ second 0 ]")
    }
}

private struct TapCounter: View {
    let name: String
    @State private var taps = 0
    var body: some View {
        Button("\(name) \(taps)") { taps += 1 }
    }
}

// MARK: - Generic views and injected subviews

protocol ItemListing {
    var title: String { get }
    var items: [String] { get }
}

struct FixedListing: ItemListing {
    let title: String
    let items: [String]
}

struct Card<Model: ItemListing>: View {
    let model: Model
    var body: some View {
        VStack(alignment: .leading) {
            Text(model.title)
            ForEach(model.items, id: \.self) { Text("* \($0)") }
        }
        .border()
    }
}

struct Screen<Header: View, Content: View>: View {
    let header: Header
    let content: Content

    init(@ViewBuilder header: () -> Header, @ViewBuilder content: () -> Content) {
        self.header = header()
        self.content = content()
    }

    var body: some View {
        VStack(alignment: .leading) {
            header
            Divider()
            content
        }
    }
}

@Suite struct CompositionTests {
    @Test @MainActor func genericViewRendersItsModel() {
        let card = Card(model: FixedListing(title: "Groceries", items: ["milk", "eggs"]))

        #expect(
            ascii(card) == #"""
                +---------+
                |Groceries|
                |* milk   |
                |* eggs   |
                +---------+
                """#
        )
    }

    @Test @MainActor func injectedSubviewsAreResolvedInPlace() {
        let screen = Screen {
            Text("Inbox")
        } content: {
            Text("No mail")
            Button("Refresh") {}
        }

        #expect(
            ascii(screen, width: 12) == #"""
                Inbox
                ------------
                No mail
                [ Refresh ]
                """#
        )
    }

    @Test @MainActor func injectedSubviewSeesTheEnvironmentWhereItIsPlaced() {
        struct Tagline: View {
            @Environment(\.greeting) private var greeting
            var body: some View { Text(greeting ?? "-") }
        }
        let screen = Screen {
            Text("Top")
        } content: {
            Tagline()
        }
        .environment(\.greeting, "Welcome")

        #expect(
            ascii(screen, width: 7) == #"""
                Top
                -------
                Welcome
                """#
        )
    }

    @Test @MainActor func userViewsAreNamedByTheirTypeInTaskOrigins() throws {
        struct Loading<Model: ItemListing>: View {
            let model: Model
            var body: some View {
                Text(model.title).task {}
            }
        }
        let node = Loading(model: FixedListing(title: "t", items: [])).resolvedNode().node

        #expect(try #require(node.taskEffects.first).origin == "Loading<FixedListing>")
    }

    @Test @MainActor func everyViewOfABlockIsShownWhateverItsSizeAndAlignment() {
        struct Byte: View {
            let value: UInt8
            var body: some View { Text("byte \(value)") }
        }
        struct Wide: View {
            let flag: Bool
            let value: Double
            let label: String
            var body: some View { Text("\(label) \(value, specifier: "%.1f") \(flag ? "on" : "off")") }
        }
        let stack = VStack(alignment: .leading) {
            Byte(value: 1)
            Text("text")
            EmptyView()
            Byte(value: 2)
            Wide(flag: true, value: 3.5, label: "wide")
            Byte(value: 4)
            Spacer().frame(height: 0)
            Wide(flag: false, value: 6.25, label: "last")
        }

        #expect(
            ascii(stack) == #"""
                byte 1
                text
                byte 2
                wide 3.5 on
                byte 4
                last 6.2 off
                """#
        )
    }
}

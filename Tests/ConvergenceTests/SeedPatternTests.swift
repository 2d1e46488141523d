import Convergence
import Testing

// The patterns of seeds 02, 04 and 05, written as their articles write them (SwiftUI swapped for Convergence),
// must compile; the tests check they render what they describe.

// MARK: Seed 02 — views fed by protocol-typed models, generic over them, with an injected subview.

protocol TextGenerator: Observable {
    var outputText: String { get }
}

protocol IODoohickey: Sendable {
    func submitRequest() async
}

@Observable
final class PreviewTextGenerator: TextGenerator {
    var outputText: String
    init(outputText: String = "Previews") {
        self.outputText = outputText
    }
}

struct PreviewIODoohickey: IODoohickey {
    func submitRequest() async {}
}

struct GeneratedTextView<TextGeneratorType: TextGenerator, ContentSubview: View>: View {
    var textGenerator: TextGeneratorType
    var ioDoohickey: any IODoohickey
    @ViewBuilder var contentSubview: () -> ContentSubview

    var body: some View {
        VStack {
            contentSubview()
            Text(textGenerator.outputText)
            Button("Do thing") {
                Task {
                    await ioDoohickey.submitRequest()
                }
            }
        }
    }
}

private struct GeneratedTextPreviews: View {
    @Bindable var textGenerator = PreviewTextGenerator()
    var showControlPanel = false

    var body: some View {
        let view = GeneratedTextView(textGenerator: textGenerator, ioDoohickey: PreviewIODoohickey()) {
            Text("Subview")
        }
        if showControlPanel {
            ScrollView {
                view
            }
            .safeAreaInset(edge: .bottom, spacing: 0) {
                VStack {
                    Divider()
                    TextField("Text", text: $textGenerator.outputText)
                        .padding()
                        .textFieldStyle(.roundedBorder)
                }
            }
        } else {
            view
        }
    }
}

// MARK: Seed 05 — a provider protocol injected through the environment, with a live default.

enum HomeAuthorizationStatus: Sendable { case undetermined, restricted, authorized }

struct Home: Sendable {
    let id: UUID
    let name: String
}

protocol HomeProvider: Sendable {
    @MainActor var status: HomeAuthorizationStatus { get }
    @MainActor var homes: [Home] { get }
}

@MainActor
@Observable
final class LiveHomeProvider: HomeProvider {
    var status: HomeAuthorizationStatus = .undetermined
    var homes: [Home] = []
}

struct HomeProviderKey: EnvironmentKey {
    static let defaultValue: HomeProvider = LiveHomeProvider()
}

extension EnvironmentValues {
    var homeProvider: HomeProvider {
        get { self[HomeProviderKey.self] }
        set { self[HomeProviderKey.self] = newValue }
    }
}

struct PreviewHomeProvider: HomeProvider {
    let status: HomeAuthorizationStatus
    let homes: [Home]
}

extension HomeProvider where Self == PreviewHomeProvider {
    static var preview: Self {
        PreviewHomeProvider(
            status: .authorized,
            homes: [Home(id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!, name: "Cottage")]
        )
    }

    static var restricted: Self { PreviewHomeProvider(status: .restricted, homes: []) }
}

struct HomeView: View {
    @Environment(\.homeProvider)
    private var homeProvider

    var body: some View {
        switch homeProvider.status {
        case .authorized:
            List(homeProvider.homes, id: \.id) { home in Text(home.name) }
        case .restricted:
            ContentUnavailableView("Restricted", systemImage: "lock")
        case .undetermined:
            ProgressView("Asking for access")
        }
    }
}

private struct HomeViewPreview: View {
    enum HomeState: String, CaseIterable {
        case standard, restricted

        var value: HomeProvider {
            switch self {
            case .standard: .preview
            case .restricted: .restricted
            }
        }
    }

    @State private var home: HomeState = .standard

    var body: some View {
        ZStack(alignment: .bottom) {
            HomeView()
                .environment(\.homeProvider, home.value)
            Picker(selection: $home) {
                ForEach(HomeState.allCases, id: \.self) { provider in
                    Text(provider.rawValue)
                }
            } label: {
                EmptyView()
            }
            .pickerStyle(.menu)
        }
    }
}

// MARK: Seed 04 — a view model behind a protocol in @State, an app environment object, a preview container.

protocol CounterViewModel: Observable, AnyObject {
    var someValue: String { get }
}

@Observable
final class LiveCounterViewModel: CounterViewModel {
    var someValue = "live"
}

@Observable
final class MockCounterViewModel: CounterViewModel {
    var someValue = "mock"
}

@Observable
@MainActor
final class AppEnvironment {
    var modeName: String
    init(modeName: String) { self.modeName = modeName }
}

struct CounterView: View {
    @State var model: any CounterViewModel
    @Environment(AppEnvironment.self) private var appEnvironment

    init(model: any CounterViewModel) {
        self.model = model
    }

    init() {
        self.model = LiveCounterViewModel()
    }

    var body: some View {
        Text("\(model.someValue) in \(appEnvironment.modeName)")
            .font(.title)
    }
}

struct PreviewContainer<Content: View>: View {
    @State var appEnvironment = AppEnvironment(modeName: "preview")
    private let content: Content

    init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    var body: some View {
        NavigationStack {
            content
        }
        .environment(appEnvironment)
    }
}

@Suite struct SeedPatternTests {
    @Test @MainActor func genericViewWithInjectedSubviewShowsSubviewTextAndButton() {
        let text = GeneratedTextPreviews(textGenerator: PreviewTextGenerator(outputText: "Hello")).render(
            .ascii(width: 30))
        #expect(
            text == """
                  Subview
                   Hello
                [ Do thing ]

                """
        )
    }

    @Test @MainActor func controlPanelEditsTheGeneratorThroughBindable() async throws {
        let generator = PreviewTextGenerator(outputText: "Before")
        let node = GeneratedTextPreviews(textGenerator: generator, showControlPanel: true).resolvedNode().node
        let field = try #require(findTextField(in: node))
        field.edit.send("After")
        #expect(generator.outputText == "After")
    }

    @Test @MainActor func environmentProviderPreviewValuesDriveTheView() {
        #expect(HomeView().environment(\.homeProvider, .preview).render(.ascii(width: 20)) == "Cottage\n")
        #expect(HomeView().environment(\.homeProvider, .restricted).render(.ascii(width: 20)).contains("Restricted"))
        #expect(HomeView().render(.ascii(width: 30)) == "(~) Asking for access\n")
    }

    @Test @MainActor func livePickerSwitchesTheProvider() throws {
        // The picker is layered over the bottom of the list, as the article's ZStack puts it.
        #expect(HomeViewPreview().render(.ascii(width: 20)) == "Cott[standard v]\n")
    }

    @Test @MainActor func viewModelBehindAProtocolRendersInsideThePreviewContainer() {
        #expect(
            PreviewContainer { CounterView(model: MockCounterViewModel()) }.render(.ascii(width: 30))
                == "mock in preview\n")
        #expect(PreviewContainer { CounterView() }.render(.ascii(width: 30)) == "live in preview\n")
    }

    private func findTextField(in node: Node) -> TextFieldNode? {
        switch node {
        case .textField(let field): return field
        case .stack(let stack): return stack.children.lazy.compactMap(findTextField).first
        case .scroll(let content), .padding(_, let content), .task(_, let content), .tagged(_, let content):
            return findTextField(in: content)
        default: return nil
        }
    }
}

import Convergence
import Testing

// MARK: - A provider injected through a custom key, as in the seeds

protocol HomeProvider: Sendable {
    @MainActor var status: String { get }
    @MainActor var homes: [String] { get }
}

struct LiveHomeProvider: HomeProvider {
    var status: String { "live" }
    var homes: [String] { [] }
}

struct PreviewHomeProvider: HomeProvider {
    let status: String
    let homes: [String]
}

extension HomeProvider where Self == PreviewHomeProvider {
    static var preview: Self { PreviewHomeProvider(status: "authorized", homes: ["Cottage"]) }
    static var multiple: Self { PreviewHomeProvider(status: "authorized", homes: ["Cottage", "Loft"]) }
}

struct HomeProviderKey: EnvironmentKey {
    static let defaultValue: any HomeProvider = LiveHomeProvider()
}

struct GreetingKey: EnvironmentKey {
    static let defaultValue: String? = "Hello"
}

extension EnvironmentValues {
    var homeProvider: any HomeProvider {
        get { self[HomeProviderKey.self] }
        set { self[HomeProviderKey.self] = newValue }
    }

    var greeting: String? {
        get { self[GreetingKey.self] }
        set { self[GreetingKey.self] = newValue }
    }
}

private struct HomeView: View {
    @Environment(\.homeProvider) private var homeProvider

    var body: some View {
        VStack(alignment: .leading) {
            Text("Status: \(homeProvider.status)")
            ForEach(homeProvider.homes, id: \.self) { Text("- \($0)") }
        }
    }
}

private struct Reporter: View {
    @Environment(\.greeting) private var greeting
    let log: Recorder<String?>
    var body: some View {
        Button("Report") { log.value = greeting }
    }
}

private struct GreetingView: View {
    @Environment(\.greeting) private var greeting
    var body: some View { Text(greeting ?? "(none)") }
}

// MARK: - Observable objects placed by type

@MainActor @Observable
final class Session {
    var user: String
    init(user: String) { self.user = user }
}

private struct UserBadge: View {
    @Environment(Session.self) private var session
    var body: some View { Text("Signed in as \(session.user)") }
}

private struct OptionalUserBadge: View {
    @Environment(Session.self) private var session: Session?
    var body: some View { Text(session.map { "User: \($0.user)" } ?? "Signed out") }
}

@Suite struct EnvironmentTests {
    @Test @MainActor func customKeyFallsBackToItsExistentialDefaultValue() {
        #expect(ascii(HomeView()) == "Status: live")
    }

    @Test @MainActor func environmentKeyPathTakesAStaticMemberOfTheProtocol() {
        let view = HomeView().environment(\.homeProvider, .preview)

        #expect(
            ascii(view) == #"""
                Status: authorized
                - Cottage
                """#
        )
    }

    @Test @MainActor func innerEnvironmentValueOverridesOuter() {
        let view = VStack {
            HomeView().environment(\.homeProvider, .multiple)
        }
        .environment(\.homeProvider, .preview)

        #expect(
            ascii(view) == #"""
                Status: authorized
                - Cottage
                - Loft
                """#
        )
    }

    @Test @MainActor func environmentValueReachesOnlyTheViewItModifies() {
        let view = VStack(alignment: .leading) {
            GreetingView().environment(\.greeting, "Hi")
            GreetingView()
        }

        #expect(
            ascii(view) == #"""
                Hi
                Hello
                """#
        )
    }

    @Test @MainActor func optionalValueCanBeSetToNil() {
        #expect(ascii(GreetingView().environment(\.greeting, nil)) == "(none)")
    }

    @Test @MainActor func transformEnvironmentChangesTheInheritedValue() {
        let view = GreetingView()
            .transformEnvironment(\.greeting) { $0 = ($0 ?? "") + ", world" }

        #expect(ascii(view) == "Hello, world")
    }

    @Test @MainActor func environmentIsSeenInsideButtonActions() async throws {
        let log = Recorder<String?>(nil)
        let node = Reporter(log: log).environment(\.greeting, "Ahoy").resolvedNode().node

        await perform(try #require(node.buttons.first).action)

        #expect(log.value == "Ahoy")
    }

    @Test @MainActor func actionsOfEarlierRendersKeepTheirOwnEnvironment() async throws {
        let log = Recorder<String?>(nil)
        let reporter = Reporter(log: log)
        let first = reporter.environment(\.greeting, "first").resolvedNode().node
        _ = reporter.environment(\.greeting, "second").resolvedNode().node

        await perform(try #require(first.buttons.first).action)

        #expect(log.value == "first")
    }

    @Test @MainActor func builtInValuesAreReadable() {
        struct Inspector: View {
            @Environment(\.isEnabled) private var isEnabled
            @Environment(\.lineLimit) private var lineLimit
            @Environment(\.font) private var font
            var body: some View {
                Text("\(isEnabled) \(lineLimit ?? 0) \(font?.name ?? "-")")
            }
        }
        let view = Inspector().disabled(true).lineLimit(2).font(.caption)

        #expect(ascii(view) == "false 2 caption")
    }

    // MARK: Objects

    @Test @MainActor func environmentObjectIsFoundByItsType() {
        let view = UserBadge().environment(Session(user: "ada"))

        #expect(ascii(view) == "Signed in as ada")
    }

    @Test @MainActor func environmentObjectReachesNestedViews() {
        let view = VStack {
            HStack { UserBadge() }
        }
        .environment(Session(user: "lin"))

        #expect(ascii(view) == "Signed in as lin")
    }

    @Test @MainActor func changesToTheObjectShowOnTheNextResolution() {
        let session = Session(user: "ada")
        let view = UserBadge().environment(session)
        _ = view.resolvedNode().node

        session.user = "grace"

        #expect(ascii(view) == "Signed in as grace")
    }

    @Test @MainActor func optionalEnvironmentObjectIsNilWhenNonePlaced() {
        #expect(ascii(OptionalUserBadge()) == "Signed out")
    }

    @Test @MainActor func optionalEnvironmentObjectIsFoundWhenPlaced() {
        #expect(ascii(OptionalUserBadge().environment(Session(user: "kim"))) == "User: kim")
    }

    @Test @MainActor func placingNilRemovesAnOuterObject() {
        let view = OptionalUserBadge()
            .environment(nil as Session?)
            .environment(Session(user: "kim"))

        #expect(ascii(view) == "Signed out")
    }

    @Test @MainActor func aViewMissingItsRequiredObjectShowsWhyInsteadOfStopping() {
        let view = VStack(alignment: .leading) {
            Text("header")
            UserBadge()
        }
        let text = ascii(view, width: 200)
        #expect(
            text.hasPrefix("header\n⚠ UserBadge cannot be shown: session: @Environment(Session.self) finds no Session"))
        #expect(text.contains("`.environment(Session(…))`"))
        #expect(!text.contains("Signed in"))
    }

    @Test @MainActor func aModifierMissingItsRequiredObjectShowsWhyInsteadOfStopping() async throws {
        struct Greeting: ViewModifier {
            @Environment(Session.self) private var session
            func body(content: Content) -> some View { content.border() }
        }
        let text = ascii(Text("x").modifier(Greeting()), width: 200)
        #expect(text.hasPrefix("⚠ Greeting cannot be shown: session: @Environment(Session.self) finds no Session"))
        let error = await #expect(throws: ScenarioError.self) {
            try await Scenario("greeting") { Text("x").modifier(Greeting()) }.render(.ascii(width: 40))
        }
        #expect(error?.description.contains("Greeting cannot be shown") == true)
    }

    @Test @MainActor func aScenarioWhoseViewMissesItsObjectFailsNamingViewPropertyAndType() async throws {
        let scenario = Scenario("badge") {
            VStack {
                OptionalUserBadge()
                UserBadge()
            }
        }
        let error = await #expect(throws: ScenarioError.self) { try await scenario.render(.ascii(width: 40)) }
        guard case .viewCannotBeShown(let id, let reasons) = error?.reason else {
            Issue.record("expected viewCannotBeShown, got \(String(describing: error))")
            return
        }
        #expect(id == "Scenarios/badge")
        #expect(reasons.count == 1)
        #expect(reasons.first?.hasPrefix("UserBadge cannot be shown: session: @Environment(Session.self)") == true)
        let placed = Scenario("badge") { UserBadge().environment(Session(user: "ada")) }
        #expect(try await placed.render(.ascii(width: 40)) == "Signed in as ada\n")
    }
}

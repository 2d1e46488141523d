import Convergence
import Testing

private struct Cover: View {
    let url: URL?
    var body: some View {
        AsyncImage(url: url) { image in
            image.resizable().scaledToFit()
        } placeholder: {
            ProgressView("Loading cover")
        }
    }
}

private struct LoadFailed: Error {}

@Suite struct AsyncImageAndPlatformTests {
    private let url = URL(string: "https://example.com/covers/star.png")

    @Test @MainActor func theDefaultLoaderShowsTheImageNamedAfterTheURL() async throws {
        let text = try await Scenario("cover") { Cover(url: url) }.render(.ascii(width: 30))

        #expect(text == "*\n")
    }

    @Test @MainActor func aSlowLoaderShowsThePlaceholderUntilTheClockMoves() async throws {
        let loader = AsyncImageLoader { _ in
            try await ScenarioClock.sleep(for: .seconds(2))
            return "heart"
        }
        let scenario = Scenario("slow", steps: [.advanceClock(by: .seconds(2))]) {
            Cover(url: url).environment(\.asyncImageLoader, loader)
        }
        let frames = try await scenario.frames()

        #expect(frames[0].render(.ascii(width: 30)).contains("Loading cover"))
        #expect(!frames[1].render(.ascii(width: 30)).contains("Loading cover"))
    }

    @Test @MainActor func aFailingLoaderGivesTheFailurePhase() async throws {
        let view = AsyncImage(url: url) { phase in
            if phase.error != nil { Text("No cover") } else { Text("…") }
        }
        let text = try await Scenario("failed") { view.environment(\.asyncImageLoader, .failing(LoadFailed())) }
            .render(.ascii(width: 30))
        let offline = try await Scenario("offline") {
            view.environment(\.asyncImageLoader, .failing(URLError(.notConnectedToInternet)))
        }.render(.ascii(width: 30))

        #expect(text == "No cover\n")
        #expect(offline == "No cover\n")
    }

    @Test @MainActor func platformModifiersAreAcceptedAndChangeNothing() {
        let field = TextField("Email", text: .constant("a@b.c"))
        let modified = field.keyboardType(.emailAddress).textInputAutocapitalization(.never)
            .autocorrectionDisabled().textContentType(.emailAddress).submitLabel(.go)
            .accessibilityAddTraits(.isSearchField).keyboardShortcut(.defaultAction)

        #expect(modified.resolvedNode().node == field.resolvedNode().node)
    }

    @Test @MainActor func theOlderAccessibilityLabelFeedsTheHTMLLabel() {
        let html = Image(systemName: "star").accessibility(label: Text("Favourite")).render(.html)

        #expect(html.contains(#"aria-label="Favourite""#))
    }

    @Test @MainActor func aButtonTitleFormatsItsInterpolation() {
        let total = 12.5
        #expect(ascii(Button("Pay \(total, format: .currency(code: "USD"))") {}) == "[ Pay $12.50 ]")
    }
}

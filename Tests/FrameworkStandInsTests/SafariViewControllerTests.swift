import SafariServices
import SwiftUI
import Testing

private struct SafariView: UIViewControllerRepresentable {
    let url: URL

    func makeUIViewController(context: Context) -> some SFSafariViewController {
        SFSafariViewController(url: url)
    }

    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context) {}
}

private struct TrailerScreen: View {
    var body: some View {
        VStack {
            Text("Trailer")
            SafariView(url: URL(string: "https://example.com/trailer")!)
        }
    }
}

@Suite struct SafariViewControllerTests {
    @Test @MainActor func aWrappedSafariControllerRendersAsThePlaceholderNamingIt() async throws {
        let text = try await Scenario("trailer", layout: .sizeThatFits) { TrailerScreen() }.render(.ascii(width: 50))

        #expect(text.contains("[UIViewController: SFSafariViewController]"))
    }

    @Test @MainActor func aSafariControllerKeepsItsURLAndSettings() {
        let configuration = SFSafariViewController.Configuration()
        configuration.entersReaderIfAvailable = true
        let controller = SFSafariViewController(url: URL(string: "https://example.com")!, configuration: configuration)
        controller.dismissButtonStyle = .close

        #expect(controller.url.host == "example.com")
        #expect(controller.configuration.entersReaderIfAvailable)
        #expect(controller.dismissButtonStyle == .close)
    }
}

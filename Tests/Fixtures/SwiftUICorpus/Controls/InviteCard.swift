import Convergence

/// An invite screen of the iOS 14–16 era: UIKit reached straight through SwiftUI — appearance set in `init()`, a
/// code copied to the pasteboard with a haptic, a share sheet presented from the window's root controller, the
/// settings app opened through the application.
struct InviteCard: View {
    let code: String
    let link: URL
    @State private var copied = false

    init(code: String, link: URL) {
        self.code = code
        self.link = link
        UITableView.appearance().backgroundColor = .clear
        UINavigationBar.appearance().largeTitleTextAttributes = [.font: UIFont.systemFont(ofSize: 30, weight: .heavy)]
    }

    var body: some View {
        NavigationView {
            List {
                Section(header: Text("Your code")) {
                    Text(code).font(Font(UIFont.monospacedSystemFont(ofSize: 20, weight: .bold)))
                    Button(copied ? "Copied" : "Copy code") {
                        UIPasteboard.general.string = code
                        UINotificationFeedbackGenerator().notificationOccurred(.success)
                        copied = true
                    }
                    Button("Share invite", action: share)
                }
                Section(footer: Text(footer)) {
                    Button("Notification settings") {
                        if let url = URL(string: UIApplication.openSettingsURLString) {
                            UIApplication.shared.open(url)
                        }
                    }
                }
            }
            .navigationTitle("Invite")
        }
    }

    private var footer: String {
        UIDevice.current.userInterfaceIdiom == .pad
            ? "Friends join from any iPad."
            : "Friends join from any iPhone (\(Int(UIScreen.main.bounds.width)) pt wide)."
    }

    private func share() {
        UIImpactFeedbackGenerator(style: .light).impactOccurred()
        let sheet = UIActivityViewController(activityItems: ["Join me: \(code)", link], applicationActivities: nil)
        let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
        scene?.keyWindow?.rootViewController?.present(sheet, animated: true)
    }
}

import Convergence

enum AppTab: Hashable {
    case home, messages, profile
}

struct TabbedAppView: View {
    @State var selection: AppTab = .home
    let unread: Int

    var body: some View {
        TabView(selection: $selection) {
            NavigationStack {
                Text("Welcome back!")
                    .navigationTitle("Home")
            }
            .tabItem {
                Label("Home", systemImage: "house")
            }
            .tag(AppTab.home)

            NavigationStack {
                List(0..<unread, id: \.self) { index in
                    Text("Message \(index + 1)")
                }
                .navigationTitle("Messages")
            }
            .tabItem {
                Label("Messages", systemImage: "envelope")
            }
            .badge(unread)
            .tag(AppTab.messages)

            ProfileTab()
                .tabItem {
                    Image(systemName: "person")
                    Text("Profile")
                }
                .tag(AppTab.profile)
        }
    }
}

struct ProfileTab: View {
    @State private var taps = 0

    var body: some View {
        VStack {
            Text("Profile opened \(taps) times")
            Button("Open again") { taps += 1 }
        }
    }
}

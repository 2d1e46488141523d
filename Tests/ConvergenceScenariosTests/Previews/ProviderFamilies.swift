import Convergence

// Previews as apps wrote them before `#Preview`: sample data on the model, an observable store placed in the
// environment, devices listed in a `ForEach`, color schemes, and helpers that show one view in several variants.

struct Member: Identifiable, Hashable {
    var id: String { name }
    var name: String

    static let preview = Member(name: "Ada")
    static let samples = [preview, Member(name: "Grace")]
}

final class MemberStore: ObservableObject {
    @Published var members: [Member]

    init(members: [Member] = Member.samples) {
        self.members = members
    }

    @MainActor static let preview = MemberStore()
}

struct MemberRow: View {
    let member: Member
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        HStack {
            Text(member.name)
            Spacer()
            Text(colorScheme == .dark ? "dark" : "light")
        }
    }
}

struct MemberList: View {
    @EnvironmentObject var store: MemberStore

    var body: some View {
        List(store.members) { member in
            MemberRow(member: member)
        }
        .navigationTitle("Members")
    }
}

#if DEBUG
    struct MemberRow_Previews: PreviewProvider {
        static var previews: some View {
            Group {
                MemberRow(member: .preview)
                    .previewLayout(.sizeThatFits)
                    .padding()
                MemberRow(member: .preview)
                    .environment(\.colorScheme, .dark)
                    .previewDisplayName("Environment dark")
                MemberRow(member: .preview)
                    .preferredColorScheme(.dark)
                    .previewDisplayName("Preferred dark")
                MemberRow(member: .preview)
                    .colorScheme(.dark)
                    .previewLayout(PreviewLayout.fixed(width: 160, height: 40))
                    .previewDisplayName("Narrow")
            }
        }
    }
#endif

struct MemberList_Previews: PreviewProvider {
    static let devices = ["iPhone SE (3rd generation)", "iPad Pro (11-inch)"]

    static var previews: some View {
        ForEach(devices, id: \.self) { device in
            NavigationView {
                MemberList()
            }
            .environmentObject(MemberStore.preview)
            .previewDevice(PreviewDevice(rawValue: device))
            .previewDisplayName(device)
        }
        NavigationView { MemberList() }
            .environmentObject(MemberStore(members: [.preview]))
            .previewDevice("iPhone 15")
            .previewInterfaceOrientation(.landscapeLeft)
            .previewContext(PhoneContext())
            .previewDisplayName("Landscape")
    }

    static var platform: PreviewPlatform? { .iOS }
}

struct PhoneContext: PreviewContext {}

/// A helper modifier that shows a preview light and dark: each use is two previews, as in Xcode.
struct LightAndDark: ViewModifier {
    func body(content: Content) -> some View {
        content.previewDisplayName("Light")
        content
            .environment(\.colorScheme, .dark)
            .previewDisplayName("Dark")
    }
}

/// A helper view that shows its content in every color scheme: its body lists the previews.
struct EveryScheme<Content: View>: View {
    let content: Content

    var body: some View {
        ForEach(ColorScheme.allCases, id: \.self) { scheme in
            content.preferredColorScheme(scheme)
        }
    }
}

struct MemberRowVariants_Previews: PreviewProvider {
    static var previews: some View {
        MemberRow(member: Member.samples[1])
            .previewLayout(.fixed(width: 200, height: 40))
            .modifier(LightAndDark())
        EveryScheme(content: MemberRow(member: .preview))
    }
}

extension MemberRow {
    struct Previews: PreviewProvider {
        static var previews: some View {
            MemberRow(member: .preview).previewDisplayName("Nested in an extension")
        }
    }
}

import Convergence

struct AboutScreen: View {
    let version: String
    @State private var showsCredits = false

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                Text("About **Convergence Notes**")
                    .font(.title)
                Text("Notes you can *trust*: every change is saved, and `undo` always works.")
                Text("Read the [privacy policy](https://example.com/privacy) or ~~the old terms~~.")
                Text("Version ") + Text(version).bold() + Text(" (build 42)").foregroundColor(.secondary)
                Text(verbatim: "Markdown stays literal here: **as typed**")
                    .font(.footnote)
                Toggle("Show credits", isOn: $showsCredits)
                if showsCredits {
                    Text("Made by ***the notes team*** with help from our users.")
                    Text("Icons: \(["Ann", "Bo", "Chen"], format: .list(type: .and))")
                }
            }
            .padding()
        }
    }
}

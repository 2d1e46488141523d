import Convergence

struct ThemeChooser: View {
    enum Mode: String, CaseIterable {
        case light = "Light"
        case dark = "Dark"
        case auto = "Auto"
    }

    enum TextSize: String, CaseIterable {
        case small = "S"
        case medium = "M"
        case large = "L"
    }

    @State private var mode = Mode.auto
    @State private var size = TextSize.medium
    @State private var accent = Color.blue
    @State private var shoutHeadings = false
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Picker("Appearance", selection: $mode) {
                ForEach(Mode.allCases, id: \.self) { mode in
                    Text(mode.rawValue)
                }
            }
            .pickerStyle(.segmented)
            Picker("Text size", selection: $size) {
                ForEach(TextSize.allCases, id: \.self) { size in
                    Text(size.rawValue)
                }
            }
            .pickerStyle(.segmented)
            ColorPicker("Accent", selection: $accent)
            Toggle("Shout headings", isOn: $shoutHeadings)
            Divider()
            Text("Preview heading")
                .font(.headline)
                .textCase(shoutHeadings ? .uppercase : nil)
            Text(
                "Mode \(mode.rawValue), size \(size.rawValue), device in \(colorScheme == .dark ? "dark" : "light") mode"
            )
            .font(.footnote)
        }
        .padding()
    }
}

import Convergence

// Views that take plain values and closures, previewed with long argument lists, a private preview wrapper view
// that holds its own observable model, and text that pushes the layout (long, empty, emoji).

@Observable
final class GreetingSource {
    var text: String
    init(text: String = "Good morning, reader") { self.text = text }

    static var standard: GreetingSource { GreetingSource() }
    static var lengthy: GreetingSource {
        GreetingSource(text: "A greeting long enough to wrap over several lines of a narrow phone screen")
    }
}

struct GreeterView: View {
    var text: String
    var refresh: @MainActor @Sendable () -> Void

    var body: some View {
        VStack {
            Text(text)
            Button("Refresh", action: refresh)
        }
    }
}

private struct GreeterView_Previews: View {
    @Bindable var source = GreetingSource()
    var showsEditor = false

    var body: some View {
        VStack {
            GreeterView(text: source.text, refresh: {})
            if showsEditor {
                TextField("Greeting", text: $source.text)
            }
        }
    }
}

#Preview("Standard") {
    GreeterView(text: GreetingSource.standard.text, refresh: {})
}

#Preview("Long text") {
    GreeterView_Previews(source: .lengthy)
}

#Preview("No text") {
    GreeterView_Previews(source: .init(text: ""))
}

#Preview("Emoji") {
    GreeterView_Previews(source: .init(text: "😝"))
}

#Preview("Editor") {
    GreeterView_Previews(showsEditor: true)
}

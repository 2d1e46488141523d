import Convergence

// Renders the README's first example in both formats: `swift run convergence-demo [width]`.

struct Greeting: View {
    var name: String
    @State private var isSubscribed = true

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading) {
                Text("Hello, \(name)! Every render is plain text, so a snapshot diff is a text diff.")
                Toggle("Subscribed", isOn: $isSubscribed)
                Button("Say hello") {}
            }
            .padding(.horizontal)
            .navigationTitle("Welcome")
        }
    }
}

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count <= 1, let width = Int(arguments.first ?? "40"), width >= 1 else {
    FileHandle.standardError.write(
        Data("usage: convergence-demo [width]   (width: a whole number of columns, at least 1)\n".utf8))
    exit(64)
}

MainActor.assumeIsolated {
    let view = Greeting(name: "Ada")
    print(view.render(.ascii(width: width)))
    print(view.render(.html), terminator: "")
}

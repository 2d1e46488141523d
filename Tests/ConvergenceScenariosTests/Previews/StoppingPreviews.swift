import Convergence

// Providers whose previews stop the program, as app previews do away from the app: sample data force-unwrapping a
// file the app ships, and a body indexing past the end of an array. Where the catalog can find them in a child
// process first (Linux), each fails its own scenario and the rest run. (`#Preview`s are not probed.)

#if os(Linux)
    enum ShippedSample {
        static func names() -> [String] {
            let url = Bundle.main.url(forResource: "sample-names-not-shipped", withExtension: "json")!
            return (try? JSONDecoder().decode([String].self, from: Data(contentsOf: url))) ?? []
        }
    }

    struct PastTheEnd: View {
        @State private var names: [String] = []
        var body: some View { Text(names[2]) }
    }

    struct ShippedSample_Previews: PreviewProvider {
        static var previews: some View {
            Text(ShippedSample.names().joined())
        }
    }

    struct PastTheEnd_Previews: PreviewProvider {
        static var previews: some View {
            Text("before").previewDisplayName("Before")
            PastTheEnd().previewDisplayName("Past the end")
            Text("after").previewDisplayName("After")
        }
    }

    #Preview("Runs") {
        Text("still here")
    }
#endif

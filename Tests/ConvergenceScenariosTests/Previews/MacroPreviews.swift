import Convergence

// `#Preview`s as an app writes them, expanded by Convergence's own compiler plugin.

struct Tally: View {
    var title: String
    @Binding var count: Int
    var body: some View {
        VStack(alignment: .leading) {
            Text("\(title): \(count)")
            Button("Add") { count += 1 }
        }
    }
}

#Preview("Titled { with braces }") {
    Tally(title: "fixed", count: .constant(2))
}

#Preview {
    @Previewable @State var count = 3
    Tally(title: "state", count: $count)
}

#Preview("Two views", traits: .sizeThatFitsLayout) {
    let label = "first"  // a `let` before the views, as Xcode accepts
    Text(label)
    Text("second")
}

#Preview(
    traits: .fixedLayout(width: 160, height: 100), .landscapeLeft,
    body: {
        Text("fixed wins over landscape")
    })

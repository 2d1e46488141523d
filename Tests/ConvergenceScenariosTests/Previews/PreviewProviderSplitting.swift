import Convergence

// Previews in the style of an app written before `#Preview`: a provider whose `previews` hold several views.

struct BadgeView: View {
    var label: String
    var body: some View { Text("[\(label)]") }
}

struct BadgeView_Previews: PreviewProvider {
    static var previews: some View {
        BadgeView(label: "new").previewDisplayName("New")
        BadgeView(label: "plain")
        Group {
            BadgeView(label: "wide")
            BadgeView(label: "narrow").previewLayout(.fixed(width: 96, height: 40))
        }
        .previewLayout(.fixed(width: 480, height: 40))
        ForEach(["a", "b"], id: \.self) { letter in
            BadgeView(label: letter).previewDisplayName("Letter \(letter)")
        }
        BadgeView(label: "side").previewInterfaceOrientation(.landscapeRight).previewDisplayName("Side")
    }
}

/// A provider with one preview, wrapped in modifiers: still one scenario, keeping its inner name.
struct SingleBadge_Previews: PreviewProvider {
    static var previews: some View {
        BadgeView(label: "one").previewDisplayName("Only").padding()
    }
}

import Convergence

struct CheckmarkToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            HStack {
                Image(systemName: configuration.isOn ? "checkmark.circle.fill" : "circle")
                configuration.label
            }
        }
    }
}

struct PercentProgressStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        let percent = Int((configuration.fractionCompleted ?? 0) * 100)
        HStack {
            configuration.label
            Spacer()
            Text("\(percent)%")
                .monospacedDigit()
        }
    }
}

struct UploadQueue: View {
    @State private var uploaded = 1
    @State private var wifiOnly = true
    @State private var keepOriginals = false
    private let total = 4

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            ProgressView("Photos", value: Double(uploaded), total: Double(total))
                .progressViewStyle(PercentProgressStyle())
            Toggle("Upload on Wi-Fi only", isOn: $wifiOnly)
            Toggle("Keep originals", isOn: $keepOriginals)
            Button("Upload next") {
                uploaded = min(total, uploaded + 1)
            }
            .disabled(uploaded == total)
        }
        .toggleStyle(CheckmarkToggleStyle())
        .padding()
    }
}

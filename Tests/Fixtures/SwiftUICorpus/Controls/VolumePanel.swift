import Convergence

struct VolumePanel: View {
    @State private var volume = 0.5
    @State private var balance = 0.0
    @State private var isMuted = false
    @State private var isEditing = false

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Sound")
                .font(.headline)
            Slider(value: $volume, in: 0...1, step: 0.1) {
                Text("Volume")
            } minimumValueLabel: {
                Image(systemName: "speaker")
            } maximumValueLabel: {
                Image(systemName: "speaker.wave.3")
            } onEditingChanged: { editing in
                isEditing = editing
            }
            .disabled(isMuted)
            Text(isMuted ? "Muted" : "Volume \(volume, format: .percent.precision(.fractionLength(0)))")
                .monospacedDigit()
            Slider(value: $balance, in: -1...1) {
                Text("Balance")
            }
            Text("Balance: \(balance, specifier: "%.1f")")
            Toggle("Mute", isOn: $isMuted)
        }
        .padding()
    }
}

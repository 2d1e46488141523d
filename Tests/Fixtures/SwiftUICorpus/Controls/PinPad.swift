import Convergence

/// A passcode screen that keeps the entered digits in `@AppStorage` and, in its initializer, pads them to the
/// length it shows, then indexes them: on a device the padded value is stored before the body runs.
struct PinPad: View {
    static let length = 4
    @AppStorage("pinDigits") private var digits = ""

    init() {
        if digits.count < Self.length {
            digits = digits.padding(toLength: Self.length, withPad: "·", startingAt: 0)
        }
    }

    var body: some View {
        let characters = Array(digits)
        VStack(spacing: 8) {
            Text("Enter passcode").font(.headline)
            HStack {
                ForEach(0..<Self.length, id: \.self) { index in
                    Text(String(characters[index]))
                }
            }
            HStack {
                ForEach(["1", "2", "3"], id: \.self) { digit in
                    Button(digit) { enter(digit) }
                }
            }
            Button("Clear") { digits = String(repeating: "·", count: Self.length) }
        }
    }

    private func enter(_ digit: String) {
        guard let slot = digits.firstIndex(of: "·") else { return }
        digits.replaceSubrange(slot...slot, with: digit)
    }
}

/// The pin pad made inside another screen's body, where a preset above it is already known.
struct PinPadScreen: View {
    var body: some View { PinPad() }
}

import Convergence

struct BookingForm: View {
    let today: Date
    @State private var checkIn: Date
    @State private var checkOut: Date
    @State private var guests = 2
    @State private var confirmed = false

    init(today: Date) {
        self.today = today
        _checkIn = State(initialValue: today)
        _checkOut = State(initialValue: today.addingTimeInterval(86_400))
    }

    private var nights: Int {
        max(0, Int(checkOut.timeIntervalSince(checkIn) / 86_400))
    }

    var body: some View {
        Form {
            Section("Dates") {
                DatePicker("Check-in", selection: $checkIn, in: today..., displayedComponents: .date)
                DatePicker("Check-out", selection: $checkOut, in: checkIn..., displayedComponents: .date)
                Text(nights == 1 ? "1 night" : "\(nights) nights")
            }
            Section("Guests") {
                Stepper("Guests: \(guests)", value: $guests, in: 1...6)
            }
            Section {
                Text(
                    "Arrive \(checkIn, style: .date), from \(Date(timeInterval: 15 * 3600, since: checkIn), style: .time)"
                )
                Button("Book \(nights) nights for \(guests)") { confirmed = true }
                    .disabled(nights == 0)
                if confirmed {
                    Label("Booked!", systemImage: "checkmark.seal")
                }
            }
        }
    }
}

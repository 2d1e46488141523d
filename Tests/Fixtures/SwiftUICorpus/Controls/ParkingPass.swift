import Convergence

/// A parking pass: the time left on the meter, the days booked this month, a plate number pasted from another app,
/// and a name the driver can change.
struct ParkingPass: View {
    let meterStart: Date
    @State private var name = "My car"
    @State private var plate = "none"
    @State private var bookedDays: Set<DateComponents> = [
        DateComponents(year: 2026, month: 1, day: 9), DateComponents(year: 2026, month: 1, day: 5),
    ]

    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                Text(name).font(.headline)
                Spacer()
                RenameButton()
            }
            ProgressView(timerInterval: meterStart...meterStart.addingTimeInterval(3600)) {
                Text("Meter")
            }
            HStack {
                Text("Plate: \(plate)")
                Spacer()
                PasteButton(payloadType: String.self) { strings in
                    plate = strings[0]
                }
            }
            Button("Copy plate from booking") { UIPasteboard.general.string = "KA-123" }
            MultiDatePicker("Booked days", selection: $bookedDays)
        }
        .renameAction { name = "Work van" }
    }
}

import Convergence

struct TipCalculator: View {
    @State private var amount = 0.0
    @State private var tipPercentage = 15
    @State private var people = 2
    @State private var roundUp = false
    @State private var date = Date(timeIntervalSince1970: 1_767_225_600)

    private let percentages = [10, 15, 20, 25]

    private var total: Double {
        let withTip = amount * (1 + Double(tipPercentage) / 100)
        return roundUp ? withTip.rounded(.up) : withTip
    }

    var body: some View {
        NavigationStack {
            Form {
                Section("Bill") {
                    TextField("Amount", value: $amount, format: .currency(code: "USD"))
                        .keyboardType(.decimalPad)
                    DatePicker("Date", selection: $date, displayedComponents: .date)
                }
                Section("Tip") {
                    Picker("Percentage", selection: $tipPercentage) {
                        ForEach(percentages, id: \.self) { percentage in
                            Text(percentage, format: .percent)
                        }
                    }
                    .pickerStyle(.segmented)
                    Stepper("Split \(people) ways", value: $people, in: 1...20)
                    Toggle("Round up", isOn: $roundUp)
                }
                Section("Total") {
                    LabeledContent("Total", value: total, format: .currency(code: "USD"))
                    LabeledContent("Each", value: total / Double(people), format: .currency(code: "USD"))
                }
            }
            .navigationTitle("Tip")
        }
    }
}

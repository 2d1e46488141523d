import Convergence

enum DistanceUnit: String, CaseIterable, Identifiable {
    case kilometers = "km"
    case miles = "mi"
    var id: String { rawValue }

    var metersPerUnit: Double {
        switch self {
        case .kilometers: 1000
        case .miles: 1609.344
        }
    }
}

struct UnitConverter: View {
    @State private var amount = 5.0
    @State private var from = DistanceUnit.kilometers
    @State private var to = DistanceUnit.miles

    private var converted: Double {
        amount * from.metersPerUnit / to.metersPerUnit
    }

    var body: some View {
        Form {
            Section("Input") {
                TextField("Amount", value: $amount, format: .number)
                    .keyboardType(.decimalPad)
                Picker("From", selection: $from) {
                    ForEach(DistanceUnit.allCases) { unit in
                        Text(unit.rawValue).tag(unit)
                    }
                }
                .pickerStyle(.segmented)
                Picker("To", selection: $to) {
                    ForEach(DistanceUnit.allCases) { unit in
                        Text(unit.rawValue).tag(unit)
                    }
                }
                .pickerStyle(.segmented)
            }
            Section("Result") {
                Text(
                    "\(amount, format: .number) \(from.rawValue) = \(converted, format: .number.precision(.fractionLength(2))) \(to.rawValue)"
                )
                Text(converted / amount, format: .percent.precision(.fractionLength(1)))
                    .font(.caption)
            }
        }
    }
}

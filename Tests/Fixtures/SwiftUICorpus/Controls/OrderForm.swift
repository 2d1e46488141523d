import Convergence

struct OrderForm: View {
    @State private var espressoCount = 1
    @State private var croissantCount = 0
    @State private var addTip = false
    @State private var placed = false

    private let espressoPrice = 2.8
    private let croissantPrice = 3.25

    private var subtotal: Double {
        Double(espressoCount) * espressoPrice + Double(croissantCount) * croissantPrice
    }

    private var total: Double {
        addTip ? subtotal * 1.1 : subtotal
    }

    var body: some View {
        NavigationStack {
            Form {
                Section("Your order") {
                    Stepper("Espresso: \(espressoCount)", value: $espressoCount, in: 0...5)
                    Stepper("Croissant: \(croissantCount)", value: $croissantCount, in: 0...5)
                    Toggle("Add 10% tip", isOn: $addTip)
                }
                Section("Summary") {
                    LabeledContent("Subtotal") {
                        Text(subtotal, format: .currency(code: "USD"))
                    }
                    LabeledContent("Total") {
                        Text(total, format: .currency(code: "USD"))
                            .bold()
                    }
                }
                if placed {
                    Text("Thanks! Your order of **\(espressoCount + croissantCount) items** is on its way.")
                } else {
                    Button("Place order for \(total, format: .currency(code: "USD"))") {
                        placed = true
                    }
                    .disabled(total == 0)
                }
            }
            .navigationTitle("Café")
        }
    }
}

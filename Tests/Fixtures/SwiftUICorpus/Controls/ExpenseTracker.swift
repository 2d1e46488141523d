import Convergence

struct Expense: Identifiable {
    let id: Int
    var title: String
    var amount: Double
    var date: Date
}

final class ExpenseStore: ObservableObject {
    @Published var expenses: [Expense]
    @Published var currencyCode = "EUR"

    init(expenses: [Expense] = []) {
        self.expenses = expenses
    }

    var total: Double {
        expenses.reduce(0) { $0 + $1.amount }
    }

    func addCoffee() {
        let date = Date(timeIntervalSince1970: 1_767_430_800)
        expenses.append(Expense(id: expenses.count + 1, title: "Coffee", amount: 3.4, date: date))
    }
}

struct ExpenseTrackerView: View {
    @StateObject private var store: ExpenseStore

    init(store: ExpenseStore) {
        _store = StateObject(wrappedValue: store)
    }

    var body: some View {
        NavigationStack {
            List {
                Section {
                    ForEach(store.expenses) { expense in
                        HStack {
                            VStack(alignment: .leading) {
                                Text(expense.title)
                                Text(expense.date, format: .dateTime.month(.abbreviated).day())
                                    .font(.caption)
                                    .foregroundStyle(.secondary)
                            }
                            Spacer()
                            Text(expense.amount, format: .currency(code: store.currencyCode))
                        }
                    }
                } footer: {
                    Text("Total: \(store.total, format: .currency(code: store.currencyCode))")
                }
                Button("Add coffee") { store.addCoffee() }
                Picker("Currency", selection: $store.currencyCode) {
                    Text("EUR").tag("EUR")
                    Text("USD").tag("USD")
                }
                .pickerStyle(.segmented)
            }
            .navigationTitle("Expenses")
        }
    }
}

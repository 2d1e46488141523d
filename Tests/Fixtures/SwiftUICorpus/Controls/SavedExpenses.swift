import Convergence

/// A list of expenses the model saves straight into `UserDefaults.standard`, as many apps persist a small list.
@Observable
final class SavedExpensesModel {
    static let key = "savedExpenses"
    private(set) var names: [String]

    init() {
        names = UserDefaults.standard.stringArray(forKey: Self.key) ?? []
    }

    func add(_ name: String) {
        names.append("\(name) \(names.count + 1)")
        UserDefaults.standard.set(names, forKey: Self.key)
    }
}

struct SavedExpenses: View {
    @State private var model = SavedExpensesModel()

    var body: some View {
        VStack(alignment: .leading) {
            if model.names.isEmpty {
                Text("No expenses yet")
            } else {
                ForEach(model.names, id: \.self) { name in
                    Text("• \(name)")
                }
            }
            Button("Add lunch") { model.add("Lunch") }
        }
    }
}

import Convergence

/// Prices, dates and rates formatted by the app's own code, with no locale or time zone given.
struct PriceTag: View {
    let price: Double
    let discount: Double
    let listed: Date

    private var dayFormatter: DateFormatter {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        return formatter
    }

    private var count: String {
        let formatter = NumberFormatter()
        formatter.numberStyle = .none
        return formatter.string(from: 1234) ?? ""
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Price: " + price.formatted(.currency(code: "USD")))
            Text("Free: " + 0.0.formatted(.currency(code: "USD")))
            Text("Listed " + listed.formatted(date: .abbreviated, time: .shortened))
            Text("Seen " + listed.formatted())
            Text(discount, format: .percent)
            Text("Rated \(4.5.formatted()) by \(1200.formatted()) people")
            Text("Stamp " + dayFormatter.string(from: listed))
            Text("Stock " + count)
        }
    }
}

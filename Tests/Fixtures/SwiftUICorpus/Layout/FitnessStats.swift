import Convergence

struct FitnessStats: View {
    @State private var usesMiles = false
    let kilometres = 6.4
    let steps = 8_412
    let calories = 412

    private var distance: String {
        let value = usesMiles ? kilometres * 0.621 : kilometres
        return String(format: "%.1f %@", value, usesMiles ? "mi" : "km")
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Today").font(.title2.bold())
            Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 8) {
                GridRow {
                    Text("Steps")
                    Text("\(steps)").gridColumnAlignment(.trailing)
                }
                GridRow {
                    Text("Distance")
                    Text(distance)
                }
                Divider()
                GridRow {
                    Text("Energy")
                    Text("\(calories) kcal")
                }
            }
            Text(usesMiles ? "Show kilometres" : "Show miles")
                .foregroundStyle(.tint)
                .onTapGesture { usesMiles.toggle() }
        }
        .padding()
    }
}

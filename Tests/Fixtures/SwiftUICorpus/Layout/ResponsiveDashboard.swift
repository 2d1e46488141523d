import Convergence

struct DashboardTile: View {
    let title: String
    let value: String

    var body: some View {
        VStack(alignment: .leading) {
            Text(title).font(.caption).foregroundStyle(.secondary)
            Text(value).font(.title3.bold())
        }
        .padding(8)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(RoundedRectangle(cornerRadius: 10).fill(Color(white: 0.95)))
    }
}

struct ResponsiveDashboard: View {
    @State private var refreshed = 0

    var body: some View {
        GeometryReader { proxy in
            let layout =
                proxy.size.width > 500 ? AnyLayout(HStackLayout(spacing: 12)) : AnyLayout(VStackLayout(spacing: 8))
            VStack(alignment: .leading, spacing: 12) {
                Text("Sales").font(.title.bold())
                layout {
                    DashboardTile(title: "Revenue", value: "$\(12_400 + refreshed * 100)")
                    DashboardTile(title: "Orders", value: "\(318 + refreshed)")
                    DashboardTile(title: "Returns", value: "7")
                }
                Button("Refresh") { refreshed += 1 }
            }
            .padding()
            .frame(width: proxy.size.width, alignment: .leading)
        }
    }
}

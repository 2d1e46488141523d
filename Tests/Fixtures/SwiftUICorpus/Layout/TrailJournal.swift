import Convergence
import Foundation

struct TrailRegion: Identifiable {
    let id: String
    var trails: [TrailRegion]?
}

struct TrailJournal: View {
    @State private var likes = 0
    @State private var showsDetails = false
    @State private var query = ""
    @State private var scope = "All"
    @AccessibilityFocusState private var isSummaryFocused: Bool
    @Namespace private var namespace
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.displayScale) private var displayScale

    private let regions = [
        TrailRegion(id: "Alps", trails: [TrailRegion(id: "Eiger Trail", trails: nil)]),
        TrailRegion(id: "Dolomites", trails: [TrailRegion(id: "Alta Via 1", trails: nil)]),
    ]

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVStack(alignment: .leading, spacing: 8) {
                    Text("\(likes) likes")
                        .accessibilityFocused($isSummaryFocused)
                        .accessibilityHeading(.h1)
                    OutlineGroup(regions, children: \.trails) { region in
                        Label(region.id, systemImage: "folder")
                    }
                    Button("Like") { likes += 1 }
                        .sensoryFeedback(.increase, trigger: likes)
                        .help("Adds a like")
                        .onHover { _ in }
                    Button("Details") { showsDetails = true }
                        .matchedTransitionSource(id: "details", in: namespace)
                }
                .scrollTransition { content, phase in
                    content.opacity(phase.isIdentity ? 1 : 0.4)
                }
                .visualEffect { content, proxy in content.offset(y: proxy.size.height > 0 ? 0 : 1) }
            }
            .contentMargins(.horizontal, 16, for: .scrollContent)
            .searchable(text: $query)
            .searchScopes($scope) {
                Text("All").tag("All")
                Text("Saved").tag("Saved")
            }
            .navigationTitle("Trails")
            .inspector(isPresented: $showsDetails) {
                VStack(alignment: .leading) {
                    Text("Season: June to September")
                    Text("Rendered at \(Int(displayScale))x\(reduceMotion ? ", still" : "")")
                }
                .inspectorColumnWidth(min: 200, ideal: 260, max: 320)
                .navigationTransition(.zoom(sourceID: "details", in: namespace))
            }
        }
    }
}

import Convergence
import Testing

/// `ScrollGeometry` reads back as SwiftUI's does, and `.onScrollGeometryChange` is accepted with neither closure run,
/// since nothing scrolls in a snapshot.
@Suite struct ScrollGeometryTests {
    @Test func visibleRectAndBoundsComeFromOffsetInsetsAndContainer() {
        let geometry = ScrollGeometry(
            contentOffset: CGPoint(x: 0, y: 120), contentSize: CGSize(width: 320, height: 2_000),
            contentInsets: EdgeInsets(top: 20, leading: 8, bottom: 10, trailing: 4),
            containerSize: CGSize(width: 320, height: 480))
        #expect(geometry.visibleRect == CGRect(x: 0, y: 120, width: 320, height: 480))
        #expect(geometry.bounds == CGRect(x: 8, y: 140, width: 308, height: 450))
        var scrolled = geometry
        scrolled.contentOffset.y = 200
        #expect(scrolled != geometry)
        #expect(scrolled.visibleRect.minY == 200)
        #expect(geometry.debugDescription.hasPrefix("ScrollGeometry(contentOffset:"))
    }

    struct Feed: View {
        let observed: Bool
        let log: Recorder<[String]>

        var rows: some View {
            ScrollView {
                VStack {
                    ForEach(1...3, id: \.self) { Text("Row \($0)") }
                }
            }
        }

        var body: some View {
            if observed {
                rows.onScrollGeometryChange(for: Bool.self) { geometry in
                    log.value.append("transform")
                    return geometry.contentOffset.y > geometry.contentInsets.top
                } action: { _, isScrolled in
                    log.value.append("action \(isScrolled)")
                }
            } else {
                rows
            }
        }
    }

    @Test @MainActor func neitherClosureRunsAndTheScreenIsUnchanged() {
        let log = Recorder<[String]>([])
        let observed = ascii(Feed(observed: true, log: log))
        #expect(observed == ascii(Feed(observed: false, log: log)))
        #expect(observed.contains("Row 3"))
        #expect(log.value.isEmpty)
    }
}

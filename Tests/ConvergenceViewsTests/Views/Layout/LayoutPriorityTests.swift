import Convergence
import Testing

@Suite struct LayoutPriorityTests {
    @Test @MainActor func aHigherPriorityKeepsItsLineWhileTheOtherWraps() {
        let shared = HStack(alignment: .top) {
            Text("Quarterly revenue report")
            Text("updated daily at noon")
        }
        let prioritized = HStack(alignment: .top) {
            Text("Quarterly revenue report").layoutPriority(1)
            Text("updated daily at noon")
        }
        #expect(
            ascii(shared, width: 36) == #"""
                Quarterly revenue updated daily at
                report            noon
                """#)
        #expect(
            ascii(prioritized, width: 36) == #"""
                Quarterly revenue report updated
                                         daily at
                                         noon
                """#)
    }

    @Test @MainActor func priorityNeverSqueezesTheOthersBelowTheirNarrowestWidth() {
        let view = HStack(alignment: .top) {
            Text("A title long enough to fill the whole line and more").layoutPriority(5)
            Text("Side")
        }
        let lines = ascii(view, width: 30).split(separator: "\n")
        #expect(lines.first?.hasSuffix("Side") == true)
        #expect(lines.allSatisfy { $0.count <= 30 })
    }
}

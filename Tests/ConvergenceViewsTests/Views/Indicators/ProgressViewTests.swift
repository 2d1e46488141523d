import Convergence
import Testing

@Suite struct ProgressViewTests {
    @Test @MainActor func indeterminateProgressIsASpinner() {
        #expect(ascii(ProgressView()) == "(~)")
    }

    @Test @MainActor func indeterminateProgressWithLabelShowsItBesideTheSpinner() {
        #expect(ascii(ProgressView("Loading…")) == "(~) Loading…")
    }

    @Test @MainActor func progressWithFractionShowsLabelOverABar() {
        #expect(
            ascii(ProgressView("Downloading", value: 0.5), width: 20) == #"""
                Downloading
                [######.......]  50%
                """#
        )
    }

    @Test @MainActor func progressWithoutLabelIsJustTheBar() {
        #expect(ascii(ProgressView(value: 0.25), width: 20) == "[###..........]  25%")
    }

    @Test @MainActor func valueIsDividedByTotal() {
        #expect(ProgressView(value: 3.0, total: 4.0).resolvedNode().node == .progress(ProgressNode(fraction: 0.75)))
    }

    @Test @MainActor func nilValueIsIndeterminate() {
        let value: Double? = nil

        #expect(
            ProgressView("Waiting", value: value).resolvedNode().node
                == .progress(ProgressNode(label: .text(TextNode("Waiting")))))
    }

    @Test @MainActor func zeroTotalCountsAsNothingDone() {
        #expect(ProgressView(value: 5.0, total: 0.0).resolvedNode().node == .progress(ProgressNode(fraction: 0)))
    }

    @Test @MainActor func valueBeyondTotalIsFull() {
        #expect(ascii(ProgressView(value: 7.0, total: 4.0), width: 12) == "[#####] 100%")
    }

    @Test @MainActor func customLabel() {
        let progress = ProgressView {
            Label("Syncing", systemImage: "arrow.clockwise")
        }

        #expect(ascii(progress) == "(~) (R) Syncing")
    }
}

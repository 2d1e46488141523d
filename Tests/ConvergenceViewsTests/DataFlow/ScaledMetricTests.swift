import Convergence
import Testing

@Suite struct ScaledMetricTests {
    private struct Badge: View {
        @ScaledMetric private var width = 10.0
        @ScaledMetric(relativeTo: .largeTitle) private var titleWidth: Double = 34

        var body: some View {
            Text("\(width, format: .number.precision(.fractionLength(2))) \(Int(titleWidth))")
        }
    }

    @Test @MainActor func aScaledMetricIsWrittenValueAtTheDefaultTextSize() {
        #expect(ascii(Badge()) == "10.00 34")
    }

    @Test @MainActor func aScaledMetricFollowsTheTextSizeOfItsStyle() {
        #expect(ascii(Badge().environment(\.dynamicTypeSize, .accessibility5)) == "31.18 60")
        #expect(ascii(Badge().dynamicTypeSize(.xSmall)) == "8.24 31")
    }

    @Test @MainActor func theValueIsReadWhereTheViewIsInTheTree() {
        // Leading-aligned: a centred stack would centre the first line against the room the larger text takes.
        let both = VStack(alignment: .leading) {
            Badge()
            Badge().environment(\.dynamicTypeSize, .xxxLarge)
        }
        #expect(ascii(both) == "10.00 34\n13.53 40")
    }
}

import Testing

@testable import Workbench

@Suite struct ByteCountFormatTests {
    @Test func bytesBelowOneKilobyteAreWhole() {
        #expect(ByteCountFormat.string(0) == "0\u{A0}B")
        #expect(ByteCountFormat.string(1_023) == "1023\u{A0}B")
    }

    @Test func largerSizesHaveOneDecimalRoundedHalfUp() {
        #expect(ByteCountFormat.string(1_024) == "1.0\u{A0}KB")
        #expect(ByteCountFormat.string(1_536) == "1.5\u{A0}KB")
        #expect(ByteCountFormat.string(1_587) == "1.5\u{A0}KB")
        #expect(ByteCountFormat.string(1_588) == "1.6\u{A0}KB")
        #expect(ByteCountFormat.string(5_347_738) == "5.1\u{A0}MB")
        #expect(ByteCountFormat.string(3 * 1_073_741_824) == "3.0\u{A0}GB")
    }

    @Test func roundingUpToTheNextUnitSaysTheNextUnit() {
        #expect(ByteCountFormat.string(1_048_575) == "1.0\u{A0}MB")
    }

    @Test func theLargestSizeDoesNotOverflow() {
        #expect(ByteCountFormat.string(Int64.max).hasSuffix("TB"))
    }
}

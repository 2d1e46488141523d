import Testing

@testable import ConvergenceMacroSupport

@Suite struct PluginFrameTests {
    @Test func writesTheLengthLittleEndian() {
        #expect(PluginFrame.header(forLength: 0x0102) == [0x02, 0x01, 0, 0, 0, 0, 0, 0])
        #expect(PluginFrame.framed(Array("{}".utf8)) == [2, 0, 0, 0, 0, 0, 0, 0, 0x7B, 0x7D])
    }

    @Test func readsTheLengthBack() {
        #expect(PluginFrame.length(fromHeader: PluginFrame.header(forLength: 123_456_789)) == 123_456_789)
        #expect(PluginFrame.length(fromHeader: [0, 0, 0, 0, 0, 0, 0, 0x80]) == 1 << 63)
    }
}

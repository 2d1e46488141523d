import ConvergenceRendering
import Testing

/// Holds `TerminalWidth` to Python's `wcwidth`, which outside checks use to measure our lines.
@Suite struct UnicodeWidthOracleTests {
    @Test func everyCorpusEntryMatchesWcwidthOrIsKnownToBeWider() {
        #expect(WidthOracleCorpus.entries.count > 300)
        for entry in WidthOracleCorpus.entries {
            let ours = TerminalWidth.of(entry.text)
            let scalars = entry.text.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }
            let context = "\(entry.label): \(scalars.joined(separator: " "))"
            if entry.knownDifference == nil {
                #expect(ours == entry.wcwidth, "\(context)")
            } else {
                #expect(ours >= entry.wcwidth, "\(context)")
            }
        }
    }

    @Test func knownDifferencesAreListedWithReasons() {
        let known = WidthOracleCorpus.entries.filter { $0.knownDifference != nil }
        #expect(!known.isEmpty)
        #expect(known.allSatisfy { !($0.knownDifference ?? "").isEmpty })
        // Every deliberate difference actually shows up, so the list cannot silently go stale.
        let reasons = Set(known.compactMap(\.knownDifference))
        for reason in [WidthOracleCorpus.emojiFloor, WidthOracleCorpus.conjunct] {
            #expect(reasons.contains(reason))
            let wider = known.filter { $0.knownDifference == reason && TerminalWidth.of($0.text) > $0.wcwidth }
            #expect(!wider.isEmpty, "\(reason)")
        }
    }

    /// Every single code point on its own measures exactly as `wcwidth.wcwidth()` says, except
    /// controls, which count one column (their sanitized stand-in) where `wcwidth` has none, and
    /// lone spacing marks, which count one column on the safe side.
    @Test func everySingleScalarMatchesWcwidth() {
        let runs = WidthOracleCorpus.singleScalarRuns
        var mismatches: [String] = []
        for runIndex in stride(from: 0, to: runs.count, by: 2) {
            let first = UInt32(runs[runIndex])
            let last = runIndex + 2 < runs.count ? UInt32(runs[runIndex + 2]) - 1 : 0x10FFFF
            let expected = Int(runs[runIndex + 1])
            for value in first...last {
                guard let scalar = Unicode.Scalar(value) else { continue }  // surrogates
                let ours = TerminalWidth.of(Character(scalar))
                if expected < 0 || scalar.properties.generalCategory == .control {
                    if ours != 1 { mismatches.append("control U+\(String(value, radix: 16)): \(ours)") }
                } else if scalar.properties.generalCategory == .spacingMark && expected == 0 {
                    if ours != 1 { mismatches.append("spacing mark U+\(String(value, radix: 16)): \(ours)") }
                } else if ours != expected {
                    mismatches.append("U+\(String(value, radix: 16)): ours \(ours), wcwidth \(expected)")
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(20))")
    }

    /// We decide "a skin tone after this scalar is swallowed" without Extended_Pictographic, which
    /// Swift does not expose; wherever we swallow one, `wcwidth` must swallow it too.
    @Test func skinTonesAreOnlySwallowedWhereWcwidthSwallowsThem() {
        let pictographic = WidthOracleCorpus.extendedPictographic
        func isPictographic(_ value: UInt32) -> Bool {
            stride(from: 0, to: pictographic.count, by: 2).contains {
                pictographic[$0] <= value && value <= pictographic[$0 + 1]
            }
        }
        var checked = 0
        for value in UInt32(0x80)...0x10FFFF {
            guard let base = Unicode.Scalar(value), base.properties.isEmoji else { continue }
            let isRegionalIndicator = (0x1F1E6...0x1F1FF).contains(value)
            let baseWidth = TerminalWidth.of(Character(base))
            let wcwidth = isPictographic(value) || isRegionalIndicator ? baseWidth : baseWidth + 2
            let text = String(base) + "\u{1F3FD}"
            #expect(TerminalWidth.of(text) >= wcwidth, "U+\(String(value, radix: 16))")
            checked += 1
        }
        #expect(checked > 1000)
    }
}

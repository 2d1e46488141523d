import Convergence
import Foundation
import Testing

@Suite struct MacroPreviewTests {
    private let previews = ScenarioCatalog.previews(in: "ConvergenceScenariosTests").all.filter {
        $0.feature == "MacroPreviews"
    }

    @Test func everyPreviewInTheFileIsFoundInOrderWithItsLine() throws {
        #expect(previews.map(\.name) == ["Titled { with braces }", "Preview 1", "Two views", "Preview 2"])
        let text = try String(contentsOfFile: try #require(previews.first).source.filePath, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for preview in previews {
            #expect(lines[preview.source.line - 1].hasPrefix("#Preview"), "\(preview.id) at \(preview.source)")
            #expect(preview.source.column == 1)
            #expect(preview.source.fileID == "ConvergenceScenariosTests/MacroPreviews.swift")
        }
        #expect(previews.map(\.defaultWidth) == [40, 40, 40, 20])
    }

    @Test @MainActor func previewableStateIsStateAStepCanChange() async throws {
        let stateful = try #require(previews.first { $0.name == "Preview 1" })
        let live = try await LiveScenario(stateful)
        defer { live.end() }
        #expect(live.frame.render(.ascii(width: 40)).contains("state: 3"))
        let after = try await live.perform(.tap("Add"))
        #expect(after.render(.ascii(width: 40)).contains("state: 4"))
    }

    @Test func aBodyOfSeveralViewsAndLetsRendersThemAll() async throws {
        let two = try #require(previews.first { $0.name == "Two views" })
        #expect(try await two.render(.ascii(width: 40)) == "first\nsecond\n")
    }
}

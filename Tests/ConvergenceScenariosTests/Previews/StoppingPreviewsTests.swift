import Convergence
import Testing

#if os(Linux)
    @Suite struct StoppingPreviewsTests {
        private let previews = ScenarioCatalog.previews(in: "ConvergenceScenariosTests").all.filter {
            $0.feature == "StoppingPreviews"
        }

        @Test func previewsThatStopTheProgramAreStillListedInOrder() {
            #expect(
                previews.map(\.name) == ["Preview 1", "Before", "Past the end", "After", "Runs"])
        }

        @Test func eachFailsItsOwnScenarioSayingWhatStoppedIt() async throws {
            for name in ["Preview 1", "Past the end"] {
                let scenario = try #require(previews.first { $0.name == name })
                do {
                    _ = try await scenario.render(.ascii(width: 40))
                    Issue.record("\(name) must fail its render")
                } catch let error as ScenarioError {
                    let message = error.description
                    #expect(message.hasPrefix("Preview StoppingPreviews/\(name) could not be built: building it stops"))
                    #expect(message.contains("Fatal error"), "\(message)")
                }
            }
        }

        @Test func theOthersRender() async throws {
            var shown: [String] = []
            for name in ["Before", "After", "Runs"] {
                let scenario = try #require(previews.first { $0.name == name })
                shown.append(try await scenario.render(.ascii(width: 40)))
            }
            #expect(shown == ["before\n", "after\n", "still here\n"])
        }
    }
#endif

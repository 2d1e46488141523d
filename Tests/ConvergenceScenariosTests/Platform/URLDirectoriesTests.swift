import Convergence
import Testing

#if !canImport(Darwin)
    @Suite struct URLDirectoriesTests {
        struct Paths: View {
            var body: some View {
                VStack(alignment: .leading) {
                    Text(URL.documentsDirectory.path(percentEncoded: false))
                    Text(URL.cachesDirectory.path(percentEncoded: false))
                    Text(URL.applicationSupportDirectory.appending(component: "db.sqlite").path(percentEncoded: false))
                    Text(URL.userDirectory.path(percentEncoded: false))
                }
            }
        }

        @Test @MainActor func aSnapshotRunSeesTheSameHomeOnEveryMachine() async throws {
            let text = try await Scenario("paths") { Paths() }.render(.ascii(width: 50))
            #expect(
                text == """
                    /home/user/Documents/
                    /home/user/.cache/
                    /home/user/.local/share/db.sqlite
                    /home/

                    """)
        }

        @Test func outsideAScenarioTheDirectoriesAreTheUsersOwn() {
            let documents = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first
            #expect(URL.documentsDirectory.path == documents?.path)
            #expect(URL.libraryDirectory.lastPathComponent == "Library")
        }
    }
#endif

import Convergence
import ConvergenceCLI
import ConvergenceCLITestSupport
import Foundation
import Testing

@Suite struct ListCommandTests {
    @Test @MainActor func listsEveryScenarioWithItsState() async throws {
        try await RunCommandsHarness.with { harness in
            try harness.put("Apples, pears\n", at: "Item/loaded.txt")
            try harness.put("No items\n", at: "Item/empty.txt")
            try harness.put("Something else\n", at: "Item/empty.txt.new")
            try harness.put("Ada\n", at: "Profile/loaded.txt")  // its .html is absent
            let output = await harness.run(["list"])
            #expect(output.status == 0)
            #expect(
                output.standardOutput == """
                    Item/loaded           recorded
                    Item/empty            pending
                    Item/error-retry      missing
                    Profile/loaded        missing
                    Profile/unauthorized  missing

                    5 scenarios: 1 recorded, 3 missing, 1 pending

                    """)
        }
    }

    @Test @MainActor func narrowsToAFeature() async throws {
        try await RunCommandsHarness.with { harness in
            let output = await harness.run(["list", "--feature", "Profile"])
            #expect(output.status == 0)
            #expect(output.standardOutput.hasPrefix("Profile/loaded        missing\nProfile/unauthorized  missing\n"))
            #expect(!output.standardOutput.contains("Item/"))
        }
    }

    @Test @MainActor func unknownFeatureSuggestsTheNearest() async throws {
        try await RunCommandsHarness.with { harness in
            let output = await harness.run(["list", "--feature", "Profil"])
            #expect(output.status == 64)
            #expect(output.standardError.contains("no feature Profil; did you mean Profile?"))
            #expect(output.standardError.contains("usage: scenarios list [options]"))
        }
    }

    @Test @MainActor func jsonHasStableKeysAndOrder() async throws {
        try await RunCommandsHarness.with { harness in
            try harness.put("Ada\n", at: "Profile/loaded.txt")
            try harness.put("<p>Ada</p>\n", at: "Profile/loaded.html")
            let output = await harness.run(["list", "--json", "--feature", "Profile"])
            #expect(output.status == 0)
            // The harness's package is a temporary folder, so the declarations are outside it: absolute paths.
            let support = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent(
                    "ConvergenceCLITestSupport/RunCommandsHarness.swift"
                )
                .path
            #expect(
                output.standardOutput == """
                    [
                      {
                        "declaration" : {
                          "column" : 25,
                          "file" : "\(support)",
                          "fileID" : "ConvergenceCLITestSupport/RunCommandsHarness.swift",
                          "line" : 117
                        },
                        "feature" : "Profile",
                        "files" : [
                          "Profile/loaded.txt",
                          "Profile/loaded.html"
                        ],
                        "id" : "Profile/loaded",
                        "name" : "loaded",
                        "state" : "recorded"
                      },
                      {
                        "declaration" : {
                          "column" : 25,
                          "file" : "\(support)",
                          "fileID" : "ConvergenceCLITestSupport/RunCommandsHarness.swift",
                          "line" : 118
                        },
                        "feature" : "Profile",
                        "files" : [
                          "Profile/unauthorized.txt"
                        ],
                        "id" : "Profile/unauthorized",
                        "name" : "unauthorized",
                        "state" : "missing"
                      }
                    ]

                    """)
            let all = await harness.run(["list", "--json"])
            let parsed = try JSONSerialization.jsonObject(with: Data(all.standardOutput.utf8)) as? [[String: Any]]
            #expect(parsed?.map { $0["id"] as? String } == harness.catalog.all.map(\.id))
        }
    }

    @Test @MainActor func helpDocumentsTheOptions() async throws {
        try await RunCommandsHarness.with { harness in
            let output = await harness.run(["list", "--help"])
            #expect(output.status == 0)
            for option in ["--feature F", "--json", "--snapshots DIR", "--help"] {
                #expect(output.standardOutput.contains(option), "\(option)")
            }
        }
    }

    @Test @MainActor func badArgumentsAreUsageErrors() async throws {
        try await RunCommandsHarness.with { harness in
            for arguments in [["list", "--jsn"], ["list", "extra"], ["list", "--feature"], ["list", "--json=yes"]] {
                let output = await harness.run(arguments)
                #expect(output.status == 64, "\(arguments)")
                #expect(output.standardError.contains("usage: scenarios list"), "\(arguments)")
            }
            let typo = await harness.run(["list", "--jsn"])
            #expect(typo.standardError.contains("did you mean --json?"))
        }
    }
}

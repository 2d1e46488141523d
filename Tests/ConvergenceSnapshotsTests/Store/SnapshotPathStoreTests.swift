import ConvergenceRendering
import ConvergenceSnapshots
import Testing

@Suite struct SnapshotPathStoreTests {
    @Test func buildsTheDocumentedExamples() throws {
        #expect(try SnapshotPath.relativePath(feature: "Items", scenario: "loaded") == "Items/loaded.txt")
        #expect(
            try SnapshotPath.relativePath(feature: "Items", scenario: "loaded", width: 80) == "Items/loaded.w80.txt")
        #expect(try SnapshotPath.relativePath(feature: "Items", scenario: "error", step: 1) == "Items/error.step1.txt")
        #expect(
            try SnapshotPath.relativePath(feature: "Items", scenario: "error", step: 1, fileExtension: "html")
                == "Items/error.step1.html")
        #expect(
            try SnapshotPath.relativePath(feature: "Items", scenario: "loaded", style: .unicode)
                == "Items/loaded.unicode.txt")
    }

    @Test func suffixesComeInStepWidthStyleOrder() throws {
        let path = try SnapshotPath(feature: "Items", scenario: "error", step: 12, width: 20, style: .unicode)
        #expect(path.relativePath == "Items/error.step12.w20.unicode.txt")
        #expect(path.description == path.relativePath)
    }

    @Test(arguments: [
        (RenderFormat.ascii(width: 40), "Items/loaded.txt"),
        (.ascii(width: 80), "Items/loaded.w80.txt"),
        (.ascii(width: 20, style: .unicode), "Items/loaded.w20.unicode.txt"),
        (.ascii(width: 40, style: .unicode), "Items/loaded.unicode.txt"),
        (.html, "Items/loaded.html"),
        (.htmlDocument(title: "Items"), "Items/loaded.html"),
    ])
    func derivesSuffixesFromTheRenderFormat(format: RenderFormat, expected: String) throws {
        let path = try SnapshotPath(feature: "Items", scenario: "loaded", format: format, defaultWidth: 40)
        #expect(path.relativePath == expected)
    }

    @Test func stepsApplyToHTMLToo() throws {
        let path = try SnapshotPath(feature: "Items", scenario: "error", step: 2, format: .html, defaultWidth: 40)
        #expect(path.relativePath == "Items/error.step2.html")
        #expect(path.width == nil && path.style == .ascii && path.fileExtension == "html")
    }

    @Test func encodesFeatureAndScenarioNames() throws {
        #expect(
            try SnapshotPath.relativePath(feature: "Settings/Advanced", scenario: "on: off")
                == "Settings%2FAdvanced/on%3A off.txt")
        #expect(try SnapshotPath.relativePath(feature: "CON", scenario: "..x") == "%43ON/%2E.x.txt")
    }

    @Test func refusesUnsafeNames() throws {
        #expect(try SnapshotPath.relativePath(feature: "..", scenario: ".") == "%2E%2E/%2E.txt")
        #expect(throws: SnapshotStoreError.emptyName(role: .scenario)) {
            try SnapshotPath.relativePath(feature: "Items", scenario: "")
        }
    }

    @Test func refusesStepsWidthsAndExtensionsThatCannotBe() {
        #expect(throws: SnapshotStoreError.invalidStep(0)) {
            try SnapshotPath.relativePath(feature: "Items", scenario: "loaded", step: 0)
        }
        #expect(throws: SnapshotStoreError.invalidWidth(-1)) {
            try SnapshotPath.relativePath(feature: "Items", scenario: "loaded", width: -1)
        }
        // `new` and `tmp` would be ignored by git as pending renders and temporary files.
        for bad in ["", "TXT", "t.x", "../x", "txt/", "new", "tmp"] {
            #expect(throws: SnapshotStoreError.invalidFileExtension(bad)) {
                try SnapshotPath.relativePath(feature: "Items", scenario: "loaded", fileExtension: bad)
            }
        }
    }

    @Test func distinctPathsDoNotCollide() throws {
        try SnapshotPath.checkCollisions([
            (scenarioID: "Items/loaded", relativePath: "Items/loaded.txt"),
            (scenarioID: "Items/loaded", relativePath: "Items/loaded.w80.txt"),
            (scenarioID: "Items/loaded", relativePath: "Items/loaded.html"),
            (scenarioID: "Items/empty", relativePath: "Items/empty.txt"),
            (scenarioID: "Home/loaded", relativePath: "Home/loaded.txt"),
        ])
    }

    @Test func twoScenariosOnOneFileAreNamedTogether() throws {
        let plain = try SnapshotPath(feature: "Items", scenario: "loaded", width: 80)
        let dotted = try SnapshotPath(feature: "Items", scenario: "loaded.w80")
        let error = SnapshotStoreError.pathCollision(
            firstScenario: "Items/loaded", firstPath: "Items/loaded.w80.txt",
            secondScenario: "Items/loaded.w80", secondPath: "Items/loaded.w80.txt")
        #expect(throws: error) {
            try SnapshotPath.checkCollisions([
                (scenarioID: "Items/loaded", relativePath: plain.relativePath),
                (scenarioID: "Items/loaded.w80", relativePath: dotted.relativePath),
            ])
        }
        #expect(
            error.description == """
                Scenarios "Items/loaded" and "Items/loaded.w80" both map to the snapshot file Items/loaded.w80.txt. \
                Rename one of them so that every scenario has its own file.
                """)
    }

    @Test func pathsThatDifferOnlyInCaseCollide() {
        let error = SnapshotStoreError.pathCollision(
            firstScenario: "Items/loaded", firstPath: "Items/loaded.txt",
            secondScenario: "Items/Loaded", secondPath: "Items/Loaded.txt")
        #expect(throws: error) {
            try SnapshotPath.checkCollisions([
                (scenarioID: "Items/loaded", relativePath: "Items/loaded.txt"),
                (scenarioID: "Items/Loaded", relativePath: "Items/Loaded.txt"),
            ])
        }
        #expect(
            error.description == """
                Scenarios "Items/loaded" and "Items/Loaded" map to Items/loaded.txt and Items/Loaded.txt, where \
                "loaded.txt" and "Loaded.txt" differ only in letter case (or Unicode normalisation): one name on a \
                case-insensitive file system (the macOS and Windows default). Rename one of them so that every \
                scenario has its own file.
                """)
    }

    @Test func foldersThatDifferOnlyInCaseCollideAcrossFeatures() {
        let error = SnapshotStoreError.pathCollision(
            firstScenario: "Items/loaded", firstPath: "Items/loaded.txt",
            secondScenario: "items/empty", secondPath: "items/empty.txt")
        #expect(throws: error) {
            try SnapshotPath.checkCollisions([
                (scenarioID: "Items/loaded", relativePath: "Items/loaded.txt"),
                (scenarioID: "Home/loaded", relativePath: "Home/loaded.txt"),
                (scenarioID: "items/empty", relativePath: "items/empty.txt"),
            ])
        }
        #expect(error.description.contains(#"where "Items" and "items" differ only in letter case"#))
    }

    @Test func aFolderMetAgainAfterOtherFeaturesIsStillChecked() {
        // Entries of one folder in a row check that folder once; one that comes back later, in another case, clashes
        // with where it was first met.
        let error = SnapshotStoreError.pathCollision(
            firstScenario: "Items/a", firstPath: "Items/a.txt", secondScenario: "ITEMS/e", secondPath: "ITEMS/e.txt")
        #expect(throws: error) {
            try SnapshotPath.checkCollisions([
                (scenarioID: "Items/a", relativePath: "Items/a.txt"),
                (scenarioID: "Items/b", relativePath: "Items/b.txt"),
                (scenarioID: "Home/c", relativePath: "Home/c.txt"),
                (scenarioID: "Items/d", relativePath: "Items/d.txt"),
                (scenarioID: "ITEMS/e", relativePath: "ITEMS/e.txt"),
            ])
        }
        #expect(throws: error) {
            try SnapshotPath.checkCollisions([
                (scenarioID: "Items/a", relativePath: "Items/a.txt"),
                (scenarioID: "ITEMS/e", relativePath: "ITEMS/e.txt"),
            ])
        }
    }

    @Test func anASCIIPathAndANonASCIIOneThatFoldTogetherCollide() {
        // ASCII paths take a shortcut past normalization and full case folding; their keys must still meet the keys
        // of paths that need both: "ss" and "ß" (upper case "SS"), "k" and the Kelvin sign.
        for (ascii, other) in [("Items/strasse.txt", "Items/straße.txt"), ("Items/k.txt", "Items/\u{212A}.txt")] {
            #expect(throws: SnapshotStoreError.self) {
                try SnapshotPath.checkCollisions([
                    (scenarioID: "a", relativePath: ascii), (scenarioID: "b", relativePath: other),
                ])
            }
            #expect(throws: SnapshotStoreError.self) {
                try SnapshotPath.checkCollisions([
                    (scenarioID: "b", relativePath: other), (scenarioID: "a", relativePath: ascii),
                ])
            }
        }
    }

    @Test func aFileWhereAnotherScenarioNeedsAFolderCollides() {
        let error = SnapshotStoreError.pathCollision(
            firstScenario: "a", firstPath: "X/y.txt", secondScenario: "b", secondPath: "X/y.txt/z.txt")
        #expect(throws: error) {
            try SnapshotPath.checkCollisions([
                (scenarioID: "a", relativePath: "X/y.txt"),
                (scenarioID: "b", relativePath: "X/y.txt/z.txt"),
            ])
        }
        #expect(error.description.contains("which cannot both exist"))
    }

    @Test func featuresWhoseNamesEncodeAlikeCollide() throws {
        let first = try SnapshotPath(feature: "Ümlaut", scenario: "x")
        let second = try SnapshotPath(feature: "ümlaut", scenario: "x")
        #expect(throws: SnapshotStoreError.self) {
            try SnapshotPath.checkCollisions([
                (scenarioID: "Ümlaut/x", relativePath: first.relativePath),
                (scenarioID: "ümlaut/x", relativePath: second.relativePath),
            ])
        }
    }

    @Test func normalisationVariantsOfOnePathCollide() {
        #expect(throws: SnapshotStoreError.self) {
            try SnapshotPath.checkCollisions([
                (scenarioID: "a", relativePath: "Caf\u{E9}/x.txt"),
                (scenarioID: "b", relativePath: "Cafe\u{301}/x.txt"),
            ])
        }
    }

    @Test func aScenarioRegisteredTwiceIsReported() {
        let error = SnapshotStoreError.pathCollision(
            firstScenario: "Items/loaded", firstPath: "Items/loaded.txt",
            secondScenario: "Items/loaded", secondPath: "Items/loaded.txt")
        #expect(throws: error) {
            try SnapshotPath.checkCollisions([
                (scenarioID: "Items/loaded", relativePath: "Items/loaded.txt"),
                (scenarioID: "Items/loaded", relativePath: "Items/loaded.txt"),
            ])
        }
        #expect(error.description.contains("(two declarations share this id)"))
    }
}

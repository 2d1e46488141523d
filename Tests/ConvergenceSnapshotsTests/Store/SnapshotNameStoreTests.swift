import ConvergenceSnapshots
import ConvergenceTestSupport
import Testing

@Suite struct SnapshotNameStoreTests {
    @Test func namesKeptAsTheyAreEncodeAsTheGeneralPathEncodesThem() {
        var generator = SplitMix64(seed: 0x5EED_0A3E)
        let pieces = [
            "a", "Z", "0", "-", "_", ".", " ", "  ", "con", "CON", "Com1", "lpt9", "nul", "AUX", "prn", "item", "x",
            "é", "/", "%", "\u{301}",
        ]
        for _ in 0..<4_000 {
            let name = (0..<Int.random(in: 0...6, using: &generator)).map { _ in
                pieces.randomElement(using: &generator)!
            }.joined()
            let general = try? SnapshotName.encodeByScalars(name, role: .scenario)
            #expect((try? SnapshotName.encode(name, role: .scenario)) == general, "\(name.debugDescription)")
            if SnapshotName.isKeptAsItIs(name) { #expect(general == name, "\(name.debugDescription)") }
        }
        #expect(!SnapshotName.isKeptAsItIs(String(repeating: "a", count: SnapshotName.maximumEncodedBytes + 1)))
    }

    @Test(arguments: [
        ("loaded", "loaded"),
        ("Loaded state-2_b.c", "Loaded state-2_b.c"),
        ("a/b", "a%2Fb"),
        (#"a\b"#, "a%5Cb"),
        (#"x:*?"<>|y"#, "x%3A%2A%3F%22%3C%3E%7Cy"),
        ("100%", "100%25"),
        ("%2F", "%252F"),
        ("a\tb", "a%09b"),
        ("\u{1B}[31m", "%1B%5B31m"),
        ("del\u{7F}", "del%7F"),
        ("line\nbreak", "line%0Abreak"),
        ("(dark), 2 + 2 = 4!", "%28dark%29%2C 2 %2B 2 %3D 4%21"),
        ("~home", "%7Ehome"),
    ])
    func keepsSafeASCIIAndPercentEncodesTheRest(name: String, component: String) throws {
        #expect(try SnapshotName.encode(name, role: .scenario) == component)
    }

    @Test(arguments: [
        ("Café", "Café"),
        ("日本語", "日本語"),
        ("नमस्ते", "नमस्ते"),
        ("Ｆｕｌｌ", "Ｆｕｌｌ"),
        ("٣ items", "٣ items"),
        ("party 🎉", "party %F0%9F%8E%89"),
        ("👩‍👩‍👧", "%F0%9F%91%A9%E2%80%8D%F0%9F%91%A9%E2%80%8D%F0%9F%91%A7"),
        ("a\u{A0}b", "a%C2%A0b"),
        ("a\u{202E}b", "a%E2%80%AEb"),
        ("a／b", "a%EF%BC%8Fb"),
    ])
    func keepsNonASCIILettersMarksAndDigitsButEncodesSymbolsAndInvisibles(name: String, component: String) throws {
        #expect(try SnapshotName.encode(name, role: .scenario) == component)
    }

    @Test func normalisesToNFCSoBothSpellingsShareAFile() throws {
        let composed = try SnapshotName.encode("Caf\u{E9}", role: .feature)
        let decomposed = try SnapshotName.encode("Cafe\u{301}", role: .feature)
        #expect(Array(composed.utf8) == Array(decomposed.utf8))
        #expect(Array(composed.utf8) == [0x43, 0x61, 0x66, 0xC3, 0xA9])
    }

    @Test(arguments: [
        (".hidden", "%2Ehidden"),
        ("..a", "%2E.a"),
        ("a..", "a%2E%2E"),
        ("a ", "a%20"),
        ("a. .", "a%2E%20%2E"),
        (" a", " a"),
        ("a.b", "a.b"),
    ])
    func encodesLeadingDotsAndTrailingSpacesAndDots(name: String, component: String) throws {
        #expect(try SnapshotName.encode(name, role: .scenario) == component)
    }

    /// A name of only spaces was encoded (`%20.txt`) when checked on its own, and refused as empty with its catalog.
    @Test(arguments: ["", " ", "   ", "\t", " \u{3000}"])
    func refusesEmptyNames(name: String) {
        #expect(throws: SnapshotStoreError.emptyName(role: .feature)) {
            try SnapshotName.encode(name, role: .feature)
        }
        #expect(throws: SnapshotStoreError.emptyName(role: .scenario)) {
            try SnapshotName.encode(name, role: .scenario)
        }
    }

    @Test(arguments: [(".", "%2E"), ("..", "%2E%2E"), ("...", "%2E%2E%2E"), (". .", "%2E%20%2E")])
    func encodesNamesOfOnlyDotsWhole(name: String, component: String) throws {
        #expect(try SnapshotName.encode(name, role: .scenario) == component)
        #expect(SnapshotName.decode(component) == name)
    }

    @Test(arguments: [
        ("CON", "%43ON"),
        ("con", "%63on"),
        ("Nul", "%4Eul"),
        ("nul.txt", "%6Eul.txt"),
        ("aux.tar.gz", "%61ux.tar.gz"),
        ("PRN ", "%50RN%20"),
        ("Com1", "%43om1"),
        ("lpt9", "%6Cpt9"),
        ("COM0", "%43OM0"),
        ("com\u{B9}", "%63om\u{B9}"),
        ("LPT\u{B3}.log", "%4CPT\u{B3}.log"),
    ])
    func encodesTheFirstLetterOfWindowsDeviceNames(name: String, component: String) throws {
        #expect(try SnapshotName.encode(name, role: .scenario) == component)
    }

    @Test(arguments: ["CONSOLE", "COM10", "AUXILIARY", "nul-state", "LPT", "xcon", "connected.step1"])
    func leavesNamesThatOnlyResembleDeviceNames(name: String) throws {
        #expect(try SnapshotName.encode(name, role: .scenario) == name)
    }

    @Test func refusesNamesLongerThan120EncodedBytes() throws {
        #expect(try SnapshotName.encode(String(repeating: "a", count: 120), role: .scenario).utf8.count == 120)
        #expect(
            throws: SnapshotStoreError.nameTooLong(
                name: String(repeating: "a", count: 121), role: .scenario, encodedBytes: 121)
        ) {
            try SnapshotName.encode(String(repeating: "a", count: 121), role: .scenario)
        }
        #expect(try SnapshotName.encode(String(repeating: "/", count: 40), role: .feature).utf8.count == 120)
        #expect(
            throws: SnapshotStoreError.nameTooLong(
                name: String(repeating: "/", count: 41), role: .feature, encodedBytes: 123)
        ) {
            try SnapshotName.encode(String(repeating: "/", count: 41), role: .feature)
        }
        #expect(try SnapshotName.encode(String(repeating: "é", count: 60), role: .scenario).utf8.count == 120)
        #expect(throws: SnapshotStoreError.self) {
            try SnapshotName.encode(String(repeating: "é", count: 61), role: .scenario)
        }
    }

    @Test func decodingReturnsTheNormalisedName() throws {
        let names = [
            "loaded", "a/b", "a%2Fb", "100%", ".hidden", "a..", "CON", "nul.txt", "party 🎉", "Cafe\u{301}",
            "\u{1B}[31m", "x:*?\"<>|y", " a", "日本語",
        ]
        for name in names {
            let component = try SnapshotName.encode(name, role: .scenario)
            #expect(SnapshotName.decode(component) == name.precomposedStringWithCanonicalMapping, "\(name)")
        }
        let components = try names.map { try SnapshotName.encode($0, role: .scenario) }
        #expect(Set(components).count == names.count)
    }

    @Test(arguments: ["%2", "%", "%GG", "%+F", "%FF", "%C3"])
    func decodingRefusesMalformedEscapes(component: String) {
        #expect(SnapshotName.decode(component) == nil)
    }

    @Test func errorsSayWhichNameAndWhatToDo() {
        #expect(
            SnapshotStoreError.emptyName(role: .scenario).description
                == "A scenario name is empty (or only spaces); give it a name, which becomes its snapshot's file name.")
        #expect(
            SnapshotStoreError.nameTooLong(name: "x", role: .scenario, encodedBytes: 130).description
                == #"""
                The scenario name "x" is 130 bytes as a file name (at most 120, counting percent-encoded characters \#
                as 3 each); shorten it.
                """#)
    }
}

import Testing

@testable import ConvergenceAdoption

@Suite struct OpenStepPlistTests {
    @Test func readsDictionariesArraysQuotedAndBareStringsSkippingComments() throws {
        let text = #"""
            // !$*UTF8*$!
            {
                archiveVersion = 1;
                objects = {
                    /* Begin PBXGroup section */
                    A1 /* My App */ = {isa = PBXGroup; children = (B2 /* x.swift */, C3, ); path = "My App"; };
                    B2 = {isa = PBXFileReference; path = "say \"hi\".swift"; sourceTree = "<group>"; };
                };
                rootObject = P0;
            }
            """#
        let plist = try OpenStepPlist.parse(text, source: "project.pbxproj")
        #expect(plist["archiveVersion"]?.string == "1")
        #expect(plist["rootObject"]?.string == "P0")
        let group = try #require(plist["objects"]?["A1"])
        #expect(group["path"]?.string == "My App")
        #expect(group["children"]?.array == [.string("B2"), .string("C3")])
        #expect(plist["objects"]?["B2"]?["path"]?.string == #"say "hi".swift"#)
        #expect(plist["objects"]?["B2"]?["sourceTree"]?.string == "<group>")
    }

    @Test func namesTheLineOfWhatIsNotAPropertyList() throws {
        let text = "{\n  a = 1;\n  b = ;\n}"
        #expect(throws: AdoptionError.malformedProject("p", "line 3: unexpected `;`")) {
            try OpenStepPlist.parse(text, source: "p")
        }
        #expect(throws: AdoptionError.malformedProject("p", "line 1: a dictionary is not closed")) {
            try OpenStepPlist.parse("{ a = 1;", source: "p")
        }
    }
}

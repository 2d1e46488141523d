import Testing

@testable import Workbench

@Suite struct CSVParserTests {
    private func fields(_ text: String) throws -> [[String]] {
        try CSVParser.records(in: text).map(\.fields)
    }

    @Test func splitsPlainFieldsAtCommas() throws {
        #expect(try fields("id,title\n1,Dracula\n") == [["id", "title"], ["1", "Dracula"]])
    }

    @Test func keepsCommasInsideQuotedFields() throws {
        #expect(try fields(#"1,"Moby-Dick; or, The Whale",1851"#) == [["1", "Moby-Dick; or, The Whale", "1851"]])
    }

    @Test func readsDoubledQuotesAsOneQuote() throws {
        #expect(
            try fields(#""""Hope"" is the thing with feathers",x"#) == [[#""Hope" is the thing with feathers"#, "x"]])
        #expect(try fields(#""""""#) == [[#"""#]])
    }

    @Test func endsRecordsAtCRLFLFAndLoneCR() throws {
        let expected = [["a", "b"], ["c", "d"], ["e", "f"], ["g", "h"]]
        #expect(try fields("a,b\r\nc,d\ne,f\rg,h") == expected)
    }

    @Test func makesNoRecordForATrailingLineBreakOrBlankLines() throws {
        #expect(try fields("a,b\n") == [["a", "b"]])
        #expect(try fields("a,b\r\n") == [["a", "b"]])
        #expect(try fields("a,b\n\n\r\nc,d\n\n") == [["a", "b"], ["c", "d"]])
        #expect(try fields("") == [])
    }

    @Test func keepsEmptyFieldsIncludingALastOne() throws {
        #expect(try fields("a,,b,\n") == [["a", "", "b", ""]])
        #expect(try fields(#""",x"#) == [["", "x"]])
    }

    @Test func keepsLineBreaksInsideQuotedFieldsAndCountsTheirLines() throws {
        let records = try CSVParser.records(in: "h\r\n\"two\r\nlines\",x\nlast,y\n")
        #expect(records.map(\.fields) == [["h"], ["two\r\nlines", "x"], ["last", "y"]])
        #expect(records.map(\.line) == [1, 2, 4])
    }

    @Test func numbersRecordsByTheLineTheyStartOnSkippingBlankLines() throws {
        let records = try CSVParser.records(in: "a\n\nb\r\n\r\nc")
        #expect(records.map(\.line) == [1, 3, 5])
    }

    @Test func keepsAQuoteInsideAnUnquotedFieldAsItIs() throws {
        #expect(try fields(#"Gulliver's "Travels",x"#) == [[#"Gulliver's "Travels""#, "x"]])
    }

    @Test func ignoresAByteOrderMarkAtTheStart() throws {
        #expect(try fields("\u{FEFF}id,title\n") == [["id", "title"]])
    }

    @Test func refusesAQuotedFieldThatNeverCloses() {
        #expect(throws: CSVParser.Failure.unterminatedQuote(line: 2)) {
            try CSVParser.records(in: "a,b\n1,\"open\nstill open\n")
        }
    }

    @Test func refusesTextAfterAClosingQuote() {
        #expect(throws: CSVParser.Failure.textAfterClosingQuote(line: 1)) {
            try CSVParser.records(in: #""quoted"tail,x"#)
        }
    }

    @Test func keepsNonASCIITextWhole() throws {
        #expect(try fields("Jane Eyre,Charlotte Brontë\n") == [["Jane Eyre", "Charlotte Brontë"]])
    }
}

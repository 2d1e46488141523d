import Testing

@testable import ConvergenceScenarios

@Suite struct CatalogMemoTests {
    @Test func aValueIsMadeOnceThenRead() {
        let memo = CatalogMemo()
        var made = 0
        for _ in 0..<3 {
            #expect(
                memo.value("files") { () -> [String] in
                    made += 1
                    return ["a.txt"]
                } == ["a.txt"])
        }
        #expect(made == 1)
    }

    /// An optional value (a catalog's files, `nil` when they cannot be worked out) is kept too, `nil` included:
    /// a missing entry once read as a stored `nil`, so the value was never made and every caller worked it out again.
    @Test func anOptionalValueIsMadeOnceThenRead() {
        let memo = CatalogMemo()
        var made = 0
        for _ in 0..<3 {
            #expect(
                memo.value("files") { () -> [String]? in
                    made += 1
                    return ["a.txt"]
                } == ["a.txt"])
        }
        #expect(made == 1)
        var madeNil = 0
        for _ in 0..<3 {
            #expect(
                memo.value("none") { () -> [String]? in
                    madeNil += 1
                    return nil
                } == nil)
        }
        #expect(madeNil == 1)
    }
}

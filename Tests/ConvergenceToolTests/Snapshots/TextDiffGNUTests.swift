import ConvergenceSnapshots
import ConvergenceTestSupport
import Foundation
import Testing

/// `TextDiff` against the real GNU `diff` and `patch`, on seeded random texts and on edge cases.
///
/// GNU `diff` slides each change down through identical lines as `TextDiff` does, but for speed it stops once
/// the change is `context` lines into the files' identical ending (its `--horizon-lines`, which defaults to the
/// context). `TextDiff` always slides fully, so its hunks are byte for byte those of
/// `diff -u --horizon-lines=<large>`; against plain `diff -u` a change may sit a few equal lines higher, with a
/// script of the same length.
@Suite(
    .requiring("needs /usr/bin/diff and /usr/bin/patch", DiffExternalTools.areAvailable))
struct TextDiffGNUTests {
    /// A random pair of texts over a larger alphabet than the property tests', with lines unique to one side.
    static func randomPair(_ random: inout DiffTestRandom, maxLines: Int) -> (old: String, new: String) {
        let alphabet = (0..<max(4, maxLines / 3)).map { "w\($0)" } + ["+--+", "", "+--+", "| x |", "a ", "c\r"]
        let oldLines = random.lines(count: Int.random(in: 0...maxLines, using: &random), alphabet: alphabet)
        var newLines = oldLines
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            newLines = random.edited(newLines, alphabet: alphabet + ["u\(Int.random(in: 0 ..< 99, using: &random))"])
        }
        return (
            oldLines.joinedAsText(finalNewline: random.chance(9, in: 10)),
            newLines.joinedAsText(finalNewline: random.chance(9, in: 10))
        )
    }

    /// The patch without its `---`/`+++` lines, cut by byte.
    static func hunksOnly(_ patch: String) -> String {
        let bytes = Array(patch.utf8)
        let newlines = bytes.indices.filter { bytes[$0] == UInt8(ascii: "\n") }
        return newlines.count < 2 ? "" : String(decoding: bytes[(newlines[1] + 1)...], as: UTF8.self)
    }

    /// How many lines a patch removes and adds.
    static func editCounts(_ patch: String) -> (removed: Int, added: Int) {
        let lines = patch.unicodeScalars.split(separator: "\n").map { String(Substring($0)) }
        let hunkLines = lines.filter { !$0.hasPrefix("---") && !$0.hasPrefix("+++") }
        return (hunkLines.filter { $0.hasPrefix("-") }.count, hunkLines.filter { $0.hasPrefix("+") }.count)
    }

    @Test(arguments: [(12, 0), (12, 1), (12, 3), (40, 3), (40, 5), (150, 3)])
    func hunksAreByteForByteGNUDiffs(maxLines: Int, context: Int) throws {
        let tools = try DiffExternalTools()
        defer { tools.removeFolder() }
        var random = DiffTestRandom(seed: UInt64(100 * maxLines + context))
        let pairs = (0..<200).map { _ in Self.randomPair(&random, maxLines: maxLines) }
        let gnu = try tools.gnuDiffs(pairs, context: context, horizonLines: 1_000_000)
        for (pair, gnu) in zip(pairs, gnu) {
            let ours = TextDiff(old: pair.old, new: pair.new).unified(oldName: "old", newName: "new", context: context)
            #expect(Self.hunksOnly(ours) == gnu, "\(pair.old.debugDescription) → \(pair.new.debugDescription)")
        }
    }

    @Test func plainGNUDiffFindsScriptsOfTheSameLength() throws {
        let tools = try DiffExternalTools()
        defer { tools.removeFolder() }
        var random = DiffTestRandom(seed: 6)
        let pairs = (0..<300).map { _ in Self.randomPair(&random, maxLines: 40) }
        let gnu = try tools.gnuDiffs(pairs)
        for (pair, gnu) in zip(pairs, gnu) {
            let ours = TextDiff(old: pair.old, new: pair.new).unified(oldName: "old", newName: "new")
            #expect(
                Self.editCounts(ours) == Self.editCounts(gnu),
                "\(pair.old.debugDescription) → \(pair.new.debugDescription)")
        }
    }

    @Test func gnuPatchAppliesRandomPatches() throws {
        let tools = try DiffExternalTools()
        defer { tools.removeFolder() }
        var random = DiffTestRandom(seed: 8)
        for _ in 0..<50 {
            let (old, new) = Self.randomPair(&random, maxLines: 30)
            let patch = TextDiff(old: old, new: new).unified(oldName: "a/file.txt", newName: "b/file.txt")
            guard !patch.isEmpty else { continue }
            let patched = try tools.gnuPatch(patch, to: old)
            #expect(patched.utf8.elementsEqual(new.utf8), "\(old.debugDescription) → \(new.debugDescription)\n\(patch)")
        }
    }

    @Test(arguments: [
        ("", "a\nb\n"), ("a\nb\n", ""), ("a\nb\n", "a\nb"), ("a\nb", "a\nb\n"), ("a", "b"), ("x\nb\nc", "y\nb\nc"),
        ("", "\n"), ("a\r\nb\r\n", "a\nb\n"), ("Café ☕\n日本語\n", "Cafe\u{301} ☕\n日本\n"), ("a \n\tb\n", "a\n b\n"),
    ])
    func gnuPatchAppliesEdgeCases(old: String, new: String) throws {
        let tools = try DiffExternalTools()
        defer { tools.removeFolder() }
        let diff = TextDiff(old: old, new: new)
        for context in [0, 3] {
            let patch = diff.unified(oldName: "a/file.txt", newName: "b/file.txt", context: context)
            #expect(try tools.gnuPatch(patch, to: old).utf8.elementsEqual(new.utf8), "\(patch)")
            let gnu = try tools.gnuDiff(old: old, new: new, context: context)
            #expect(Self.hunksOnly(patch) == gnu)
        }
    }
}

#!/usr/bin/env bash
# Times Convergence and swift-snapshot-testing 1.19.7 the way users run them — `swift test` in a consumer package,
# Swift Testing, snapshots on disk in that package — on the same 1,000 texts, and prints both side by side.
#
#   Scripts/benchmark-vs-peer.sh                 # release and debug, three alternating runs each
#   BENCH_RUNS=5 BENCH_CONFIGS=release Scripts/benchmark-vs-peer.sh
#   BENCH_DIR=/var/tmp/bench Scripts/benchmark-vs-peer.sh    # where the two throwaway packages go
#
# Two throwaway packages are made outside this repository, in $BENCH_DIR (default: $TMPDIR/convergence-bench, on disk):
#   ours/  depends on this checkout by path and calls `assertSnapshot(of:)` as a user's test does;
#   peer/  depends on https://github.com/pointfreeco/swift-snapshot-testing exact 1.19.7 and calls
#          `assertSnapshot(of: text, as: .lines)`.
# Each has one Swift Testing suite. The texts (Sources/Benchmarks/ConvergenceBenchmarks/PeerTexts.swift, copied into
# both) are made before the clock starts; the clock runs inside the test around the 1,000 assertions only, so starting
# `swift test` and building are not timed. What is timed:
#   record            from nothing (the snapshot folder is deleted before the process starts), SNAPSHOTS_RECORD=all
#                     on our side, `withSnapshotTesting(record: .all)` on the peer's;
#   verify, same work one `.txt` per text — ours: a `Text(verbatim:)` scenario at width 44, which the lines fit,
#                     ASCII only (the scenario is built, settled and rendered inside the assertion); the peer: the
#                     string itself;
#   verify, defaults  ours only: the same texts with the default formats and width (ASCII + HTML at width 40, so
#                     every line wraps), compared with the peer's one `.txt`;
#   every 10th changed the same, with one row of every tenth text changed: 100 assertions fail, each reported to
#                     Swift Testing with its diff (ours also writes the `.new` file a reviewer accepts);
#   realistic screens 1,000 orders of about 40 lines of 40 to 60 columns (words, quantities, prices, check boxes):
#                     ours at 60 columns, one `.txt` (same work), and with the defaults (40 columns, some lines wrap).
# The runs alternate (ours, peer, ours, peer, …) so that a busy machine slows both alike; the table gives the median
# and the range of the runs, and the peer's time divided by ours from the medians.
set -euo pipefail
cd "$(dirname "$0")/.."
project="$PWD"
runs="${BENCH_RUNS:-3}"
configs="${BENCH_CONFIGS:-release debug}"
work="${BENCH_DIR:-${TMPDIR:-/tmp}/convergence-bench}"
mkdir -p "$work/ours/Tests/BenchTests" "$work/peer/Tests/BenchTests"
for side in ours peer; do
    cp "$project/Sources/Benchmarks/ConvergenceBenchmarks/PeerTexts.swift" "$work/$side/Tests/BenchTests/PeerTexts.swift"
done
cp "$project/Sources/Benchmarks/ConvergenceBenchmarks/CatalogScreen.swift" "$work/ours/Tests/BenchTests/CatalogScreen.swift"

cat > "$work/ours/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Ours",
    platforms: [.macOS(.v14)],
    dependencies: [.package(path: "$project")],
    targets: [.testTarget(name: "BenchTests", dependencies: [.product(name: "Convergence", package: "$(basename "$project")")])]
)
SWIFT

cat > "$work/peer/Package.swift" <<'SWIFT'
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Peer",
    platforms: [.macOS(.v13)],
    dependencies: [.package(url: "https://github.com/pointfreeco/swift-snapshot-testing", exact: "1.19.7")],
    targets: [
        .testTarget(name: "BenchTests", dependencies: [.product(name: "SnapshotTesting", package: "swift-snapshot-testing")])
    ]
)
SWIFT

# Both suites append `<work> <seconds>` lines to the file BENCH_FIGURES names.
cat > "$work/ours/Tests/BenchTests/BenchTests.swift" <<'SWIFT'
import Convergence
import Foundation
import Testing

@MainActor
func timed(_ name: String, _ work: () async throws -> Void) async rethrows {
    let start = ContinuousClock.now
    try await work()
    writeFigure(name, since: start)
}

func timedSync(_ name: String, _ work: () -> Void) {
    let start = ContinuousClock.now
    work()
    writeFigure(name, since: start)
}

/// How many screens the catalog shape verifies (BENCH_CATALOG, default 10,000).
let catalogCount = Int(ProcessInfo.processInfo.environment["BENCH_CATALOG"] ?? "") ?? 10_000

struct BenchFailure: Error, CustomStringConvertible {
    let summary: String
    var description: String { "the catalog run failed:\n\(summary)" }
}

/// Appends `<name> <seconds since start>` to the file BENCH_FIGURES names.
func writeFigure(_ name: String, since start: ContinuousClock.Instant) {
    let elapsed = start.duration(to: .now)
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    guard let path = ProcessInfo.processInfo.environment["BENCH_FIGURES"] else { return }
    let handle = FileHandle(forWritingAtPath: path) ?? { FileManager.default.createFile(atPath: path, contents: nil)
        return FileHandle(forWritingAtPath: path)! }()
    handle.seekToEndOfFile()
    handle.write(Data("\(name) \(seconds)\n".utf8))
    handle.closeFile()
}

/// One `.txt` per text, at a width every line fits.
func fitting(_ index: Int, _ text: String) -> Scenario {
    Scenario("text-\(index)", feature: "Fits", widths: [PeerTexts.width], formats: .ascii) { Text(verbatim: text) }
}

/// One `.txt` per text at width 40, where every line wraps.
func wrapping(_ index: Int, _ text: String) -> Scenario {
    Scenario("text-\(index)", feature: "Wraps", widths: [40], formats: .ascii) { Text(verbatim: text) }
}

/// The default width and formats: ASCII and HTML at width 40, where every line wraps.
func defaults(_ index: Int, _ text: String) -> Scenario {
    Scenario("text-\(index)", feature: "Defaults") { Text(verbatim: text) }
}

/// A realistic screen at the width its widest line fits, one `.txt`: the same work as the peer's. The text is made
/// before the clock starts, as the peer's is.
func screenFitting(_ index: Int, _ text: String) -> Scenario {
    Scenario("screen-\(index)", feature: "Screens", widths: [PeerTexts.screenWidth], formats: .ascii) {
        Text(verbatim: text)
    }
}

/// A realistic screen with the defaults: ASCII at 40 columns (some lines wrap) and HTML.
func screenDefaults(_ index: Int, _ text: String) -> Scenario {
    Scenario("screen-\(index)", feature: "ScreensDefaults") { Text(verbatim: text) }
}

@MainActor
@Suite(.serialized) struct Bench {
    @Test func record() async throws {
        let fits = (0..<PeerTexts.count).map { fitting($0, PeerTexts.text($0)) }
        let wraps = (0..<PeerTexts.count).map { defaults($0, PeerTexts.text($0)) }
        try await timed("record") { for scenario in fits { try await assertSnapshot(of: scenario) } }
        try await timed("record-defaults") { for scenario in wraps { try await assertSnapshot(of: scenario) } }
        let narrow = (0..<PeerTexts.count).map { wrapping($0, PeerTexts.text($0)) }
        try await timed("record-wraps") { for scenario in narrow { try await assertSnapshot(of: scenario) } }
        let screens = (0..<PeerTexts.count).map { screenFitting($0, PeerTexts.screen($0)) }
        try await timed("record-screens") { for scenario in screens { try await assertSnapshot(of: scenario) } }
        let screensDefaults = (0..<PeerTexts.count).map { screenDefaults($0, PeerTexts.screen($0)) }
        for scenario in screensDefaults { try await assertSnapshot(of: scenario) }
        let catalog = ScenarioCatalog(scenarios: (0..<catalogCount).map(CatalogScreen.scenario))
        try await timed("record-catalog") {
            let result = await SnapshotRunner(store: try SnapshotStore(packageContaining: #filePath), mode: .all)
                .run(catalog)
            guard !result.scenarios.contains(where: \.isFailure) else { throw BenchFailure(summary: result.summary) }
        }
    }

    /// A catalog of realistic screens (ASCII + HTML each) verified through the runner, as a test calls it; then
    /// the floor: every recorded file read and compared with bytes already in memory.
    @Test func catalog() async throws {
        let catalog = ScenarioCatalog(scenarios: (0..<catalogCount).map(CatalogScreen.scenario))
        let runner = try SnapshotRunner()
        try await timed("verify-catalog") {
            let result = await runner.run(catalog)
            // The other tests' files share the folder: they are obsolete to this catalog, and not a failure.
            guard !result.scenarios.contains(where: \.isFailure) else { throw BenchFailure(summary: result.summary) }
        }
        let paths = try catalog.snapshotFiles().map { runner.store.root.path + "/" + $0 }
        let expected = paths.map { FileManager.default.contents(atPath: $0) ?? Data() }
        var equal = 0
        timedSync("floor-catalog") {
            for (path, bytes) in zip(paths, expected) where FileManager.default.contents(atPath: path) == bytes {
                equal += 1
            }
        }
        #expect(equal == paths.count)
    }

    @Test func verify() async throws {
        let fits = (0..<PeerTexts.count).map { fitting($0, PeerTexts.text($0)) }
        let wraps = (0..<PeerTexts.count).map { defaults($0, PeerTexts.text($0)) }
        let fitsChanged = (0..<PeerTexts.count).map { fitting($0, PeerTexts.changedText($0)) }
        let wrapsChanged = (0..<PeerTexts.count).map { defaults($0, PeerTexts.changedText($0)) }
        try await timed("verify") { for scenario in fits { try await assertSnapshot(of: scenario) } }
        let narrow = (0..<PeerTexts.count).map { wrapping($0, PeerTexts.text($0)) }
        try await timed("verify-wraps") { for scenario in narrow { try await assertSnapshot(of: scenario) } }
        try await timed("verify-defaults") { for scenario in wraps { try await assertSnapshot(of: scenario) } }
        try await timed("changed") { for scenario in fitsChanged { try await assertSnapshot(of: scenario) } }
        try await timed("changed-defaults") { for scenario in wrapsChanged { try await assertSnapshot(of: scenario) } }
        let screens = (0..<PeerTexts.count).map { screenFitting($0, PeerTexts.screen($0)) }
        try await timed("verify-screens") { for scenario in screens { try await assertSnapshot(of: scenario) } }
        let screensDefaults = (0..<PeerTexts.count).map { screenDefaults($0, PeerTexts.screen($0)) }
        try await timed("verify-screens-defaults") {
            for scenario in screensDefaults { try await assertSnapshot(of: scenario) }
        }
    }
}

// The test shapes users copy, over the same texts (the lists and the realistic screens) and the files `Bench/record`
// wrote. Swift Testing reports each run's duration; XCTest's methods time themselves.
let shapeScenarios = (0..<PeerTexts.count).map { fitting($0, PeerTexts.text($0)) }
let shapeScreens = (0..<PeerTexts.count).map { screenFitting($0, PeerTexts.screen($0)) }

/// What Swift Testing itself costs in that shape: the same cases, asserting nothing.
@Test(arguments: shapeScenarios) func emptyShape(_ scenario: Scenario) async throws {}

/// The README's shape: a nonisolated test with one case per scenario.
@Test(arguments: shapeScenarios) func readmeShape(_ scenario: Scenario) async throws {
    try await assertSnapshot(of: scenario)
}

@Test(arguments: shapeScreens) func screensReadmeShape(_ scenario: Scenario) async throws {
    try await assertSnapshot(of: scenario)
}

/// The same inside a `@MainActor` suite.
@MainActor @Suite struct OnMainShape {
    @Test(arguments: shapeScenarios) func readmeShape(_ scenario: Scenario) async throws {
        try await assertSnapshot(of: scenario)
    }
}

@MainActor @Suite struct ScreensOnMainShape {
    @Test(arguments: shapeScreens) func readmeShape(_ scenario: Scenario) async throws {
        try await assertSnapshot(of: scenario)
    }
}
SWIFT

cat > "$work/ours/Tests/BenchTests/XCShape.swift" <<'SWIFT'
import Convergence
import Foundation
import XCTest

/// XCTest's `async` test method, nonisolated, one assertion per scenario in a loop.
final class XCShape: XCTestCase {
    func testVerify() async throws {
        // The texts are made before the clock starts (a global is made where it is first used).
        _ = (shapeScenarios.count, shapeScreens.count)
        let start = ContinuousClock.now
        for scenario in shapeScenarios { try await assertSnapshot(of: scenario) }
        writeFigure("xctest-async", since: start)
        let screens = ContinuousClock.now
        for scenario in shapeScreens { try await assertSnapshot(of: scenario) }
        writeFigure("xctest-async-screens", since: screens)
    }
}

/// XCTest's `async` test method checking every scenario in one call, as the README shows for XCTest.
final class XCBatchShape: XCTestCase {
    func testVerify() async throws {
        _ = (shapeScenarios.count, shapeScreens.count)
        let start = ContinuousClock.now
        try await assertSnapshots(of: shapeScenarios)
        writeFigure("xctest-batch", since: start)
        let screens = ContinuousClock.now
        try await assertSnapshots(of: shapeScreens)
        writeFigure("xctest-batch-screens", since: screens)
    }
}
SWIFT

cat > "$work/peer/Tests/BenchTests/BenchTests.swift" <<'SWIFT'
import Foundation
import SnapshotTesting
import Testing
import XCTest

func timed(_ name: String, _ work: () throws -> Void) rethrows {
    let start = ContinuousClock.now
    try work()
    let elapsed = start.duration(to: .now)
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    guard let path = ProcessInfo.processInfo.environment["BENCH_FIGURES"] else { return }
    let handle = FileHandle(forWritingAtPath: path) ?? { FileManager.default.createFile(atPath: path, contents: nil)
        return FileHandle(forWritingAtPath: path)! }()
    handle.seekToEndOfFile()
    handle.write(Data("\(name) \(seconds)\n".utf8))
    handle.closeFile()
}

@Suite(.serialized) struct Bench {
    @Test func record() {
        let texts = (0..<PeerTexts.count).map(PeerTexts.text)
        timed("record") {
            withSnapshotTesting(record: .all) {
                for (index, text) in texts.enumerated() {
                    assertSnapshot(of: text, as: .lines, named: "text-\(index)", testName: "bench")
                }
            }
        }
        let screens = (0..<PeerTexts.count).map(PeerTexts.screen)
        timed("record-screens") {
            withSnapshotTesting(record: .all) {
                for (index, text) in screens.enumerated() {
                    assertSnapshot(of: text, as: .lines, named: "screen-\(index)", testName: "bench")
                }
            }
        }
    }

    @Test func verify() {
        let texts = (0..<PeerTexts.count).map(PeerTexts.text)
        let changed = (0..<PeerTexts.count).map(PeerTexts.changedText)
        timed("verify") {
            for (index, text) in texts.enumerated() {
                assertSnapshot(of: text, as: .lines, named: "text-\(index)", testName: "bench")
            }
        }
        timed("changed") {
            for (index, text) in changed.enumerated() {
                assertSnapshot(of: text, as: .lines, named: "text-\(index)", testName: "bench")
            }
        }
        let screens = (0..<PeerTexts.count).map(PeerTexts.screen)
        timed("verify-screens") {
            for (index, text) in screens.enumerated() {
                assertSnapshot(of: text, as: .lines, named: "screen-\(index)", testName: "bench")
            }
        }
    }
}

// The same test shapes as ours (in this file, where the peer looks for the files `Bench/record` wrote). Swift Testing
// works out a test's arguments while it plans the run, before its clock starts: ours are scenarios holding the texts,
// so the peer's arguments are taken from its texts too (`shapeTexts.indices`), which makes them before the clock as
// well. (Arguments `0..<count` made the peer's texts inside its timed run, on its first case.)
let shapeTexts = (0..<PeerTexts.count).map(PeerTexts.text)

let shapeScreens = (0..<PeerTexts.count).map(PeerTexts.screen)

@Test(arguments: shapeTexts.indices) func emptyShape(_ index: Int) {}

@Test(arguments: shapeTexts.indices) func readmeShape(_ index: Int) {
    assertSnapshot(of: shapeTexts[index], as: .lines, named: "text-\(index)", testName: "bench")
}

@Test(arguments: shapeScreens.indices) func screensReadmeShape(_ index: Int) {
    assertSnapshot(of: shapeScreens[index], as: .lines, named: "screen-\(index)", testName: "bench")
}

@MainActor @Suite struct OnMainShape {
    @Test(arguments: shapeTexts.indices) func readmeShape(_ index: Int) {
        assertSnapshot(of: shapeTexts[index], as: .lines, named: "text-\(index)", testName: "bench")
    }
}

@MainActor @Suite struct ScreensOnMainShape {
    @Test(arguments: shapeScreens.indices) func readmeShape(_ index: Int) {
        assertSnapshot(of: shapeScreens[index], as: .lines, named: "screen-\(index)", testName: "bench")
    }
}

final class XCShape: XCTestCase {
    func testVerify() async throws {
        // The texts are made before the clock starts (a global is made where it is first used).
        _ = (shapeTexts.count, shapeScreens.count)
        timed("xctest-async") {
            for (index, text) in shapeTexts.enumerated() {
                assertSnapshot(of: text, as: .lines, named: "text-\(index)", testName: "bench")
            }
        }
        timed("xctest-async-screens") {
            for (index, text) in shapeScreens.enumerated() {
                assertSnapshot(of: text, as: .lines, named: "screen-\(index)", testName: "bench")
            }
        }
    }
}
SWIFT

snapshots() {  # where each side keeps its snapshots
    case "$1" in
        ours) echo "$work/ours/__Snapshots__" ;;
        peer) echo "$work/peer/Tests/BenchTests/__Snapshots__" ;;
    esac
}

# One timed process: `run SIDE CONFIG TEST FIGURES [VAR=value]`. Tests that fail on purpose (record, changed texts)
# make `swift test` exit non-zero; the figures file says whether the timing ran.
run() {
    local side="$1" config="$2" test="$3" figures="$4"
    shift 4
    # The peer writes each failing render to SNAPSHOT_ARTIFACTS (default: the temporary folder); keep it here.
    (cd "$work/$side" && env -u CI -u SNAPSHOTS_RECORD BENCH_FIGURES="$figures" SNAPSHOT_ARTIFACTS="$work/artifacts" "$@" \
        swift test -c "$config" --filter "Bench/$test" >"$work/$side-$config-$test.log" 2>&1) || true
}

# The test shapes users copy: the README's nonisolated `@Test(arguments:)`, the same in a `@MainActor` suite (each as
# long as Swift Testing reports the run; the arguments, texts included, are made before it on both sides), and XCTest's
# `async` method (timed inside it). Each verifies what `record` wrote, in a process of its own. `empty` is the same
# thousand cases asserting nothing: what the test library costs either tool.
shapes() {
    local side="$1" config="$2" figures="$3" name filter log
    for pair in "empty:BenchTests\\.emptyShape" "readme:BenchTests\\.readmeShape" "readme-main:BenchTests\\.OnMainShape" \
        "readme-screens:BenchTests\\.screensReadmeShape" \
        "readme-main-screens:ScreensOnMainShape"; do
        name="${pair%%:*}"
        filter="${pair#*:}"
        log="$work/$side-$config-$name.log"
        (cd "$work/$side" && env -u CI -u SNAPSHOTS_RECORD swift test -c "$config" --skip-build --filter "$filter" \
            >"$log" 2>&1) || true
        seconds=$(grep -o 'Test run with [0-9]* tests\? .*passed after [0-9.]* seconds' "$log" | grep -o '[0-9.]* seconds' |
            cut -d' ' -f1 | tail -1)
        [ -n "$seconds" ] && echo "$name $seconds" >>"$figures"
    done
    for class in XCShape XCBatchShape; do
        [ "$side" = peer ] && [ "$class" = XCBatchShape ] && continue  # the peer's loop is its only shape
        (cd "$work/$side" && env -u CI -u SNAPSHOTS_RECORD BENCH_FIGURES="$figures" swift test -c "$config" \
            --skip-build --filter "$class" >"$work/$side-$config-$class.log" 2>&1) || true
    done
    # The catalog through the runner, from a test (ours: the peer has no catalog runner).
    if [ "$side" = ours ]; then
        run "$side" "$config" catalog "$figures"
    fi
}

results="$work/results"
rm -rf "$results"
mkdir -p "$results"
# Each run records from nothing: the previous run's snapshots are moved aside, not deleted, until the end. On ext4,
# creating files within 30 seconds of deleting thousands makes the kernel pass over every freed inode for each new
# file (`recently_deleted` in a profile), which would time the file system's bookkeeping rather than either tool.
setaside="$work/set-aside"
rm -rf "$setaside"
mkdir -p "$setaside"
deleted="$work/deleted-at"  # when this script last deleted snapshots (at its end)
if [ -e "$deleted" ]; then
    wait=$((30 - ($(date +%s) - $(stat -c %Y "$deleted"))))
    if [ "$wait" -gt 0 ]; then
        echo "Waiting $wait s: the last run deleted its snapshots less than 30 s ago (see the comment above)…" >&2
        sleep "$wait"
    fi
fi
for config in $configs; do
    for side in ours peer; do
        echo "Building the $side package ($config; the first build of each takes a few minutes)…" >&2
        # SwiftPM keeps the build plan of a path dependency: a file added to this checkout since the last run would
        # not be compiled. Dropping the plan (not the build products) makes it look at the checkout again.
        rm -f "$work/$side/.build/$config.yaml" "$work/$side"/.build/*/"$config"/description.json
        # `swift test list` builds exactly what `swift test` runs (`swift build --build-tests` uses other flags and
        # would leave the first timed `swift test` to rebuild everything).
        (cd "$work/$side" && swift test -c "$config" list >"$work/$side-$config-build.log" 2>&1) || {
            echo "The $side package did not build; see $work/$side-$config-build.log" >&2
            exit 1
        }
    done
    for pass in $(seq 1 "$runs"); do
        for side in ours peer; do
            echo "  $config run $pass/$runs: $side" >&2
            figures="$results/$config-$side-$pass.txt"
            if [ -e "$(snapshots "$side")" ]; then mv "$(snapshots "$side")" "$setaside/$config-$side-$pass"; fi
            sync
            run "$side" "$config" record "$figures" SNAPSHOTS_RECORD=all
            run "$side" "$config" verify "$figures"
            shapes "$side" "$config" "$figures"
            grep -q '^verify ' "$figures" 2>/dev/null || {
                echo "The $side $config run did not time its verify; see $work/$side-$config-verify.log" >&2
                exit 1
            }
        done
    done
done

# The table: median and range of the runs per work, and the peer's median divided by ours.
python3 - "$results" "$runs" $configs <<'PY'
import statistics, sys, os
folder, runs, configs = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
def figures(config, side):
    values = {}
    for run in range(1, runs + 1):
        path = os.path.join(folder, f"{config}-{side}-{run}.txt")
        if not os.path.exists(path): continue
        for line in open(path):
            name, seconds = line.split()
            values.setdefault(name, []).append(float(seconds))
    return values
def cell(values):
    if not values: return "–"
    return f"{statistics.median(values):.3f} s ({min(values):.3f}–{max(values):.3f})"
rows = [
    ("verify, same work (one .txt, lines fit)", "verify", "verify"),
    ("verify, one .txt at width 40 (lines wrap)", "verify-wraps", "verify"),
    ("verify, defaults (ASCII + HTML, width 40, wraps)", "verify-defaults", "verify"),
    ("verify, every 10th changed, same work", "changed", "changed"),
    ("verify, every 10th changed, defaults", "changed-defaults", "changed"),
    ("1,000 empty @Test(arguments:) cases (the test library alone)", "empty", "empty"),
    ("README shape, @Test(arguments:), verify same work", "readme", "readme"),
    ("README shape in a @MainActor suite, verify", "readme-main", "readme-main"),
    ("README shape, realistic screens", "readme-screens", "readme-screens"),
    ("README shape in a @MainActor suite, screens", "readme-main-screens", "readme-main-screens"),
    ("XCTest async method, a loop of assertSnapshot", "xctest-async", "xctest-async"),
    ("XCTest async method, a loop, screens", "xctest-async-screens", "xctest-async-screens"),
    ("XCTest async method, assertSnapshots(of:) (vs peer's loop)", "xctest-batch", "xctest-async"),
    ("XCTest, assertSnapshots(of:), screens (vs peer's loop)", "xctest-batch-screens", "xctest-async-screens"),
    ("record from nothing, same work", "record", "record"),
    ("record from nothing, defaults", "record-defaults", "record"),
    ("realistic screens, verify same work (one .txt, 60 columns)", "verify-screens", "verify-screens"),
    ("realistic screens, verify defaults (ASCII + HTML, 40, some wrap)", "verify-screens-defaults", "verify-screens"),
    ("realistic screens, record from nothing, same work", "record-screens", "record-screens"),
]
for config in configs:
    ours, peer = figures(config, "ours"), figures(config, "peer")
    if ours.get("verify-catalog") and ours.get("floor-catalog"):
        verify, floor = statistics.median(ours["verify-catalog"]), statistics.median(ours["floor-catalog"])
        print(f"\n{config}: a catalog of {os.environ.get('BENCH_CATALOG', '10,000')} realistic screens (ASCII + HTML) "
              f"through SnapshotRunner from a test: verify {cell(ours['verify-catalog'])}, record "
              f"{cell(ours.get('record-catalog'))}; the floor (read and compare every file) {cell(ours['floor-catalog'])}: "
              f"verify = {verify / floor:.1f}× the floor")
    print(f"\n1,000 assertions inside `swift test -c {config}` (Swift Testing, snapshots on disk), "
          f"median of {runs} alternating runs (range)")
    header = ("work", "Convergence", "swift-snapshot-testing 1.19.7", "peer ÷ ours")
    table = [header]
    for label, mine, theirs in rows:
        ratio = "–"
        if ours.get(mine) and peer.get(theirs):
            ratio = f"{statistics.median(peer[theirs]) / statistics.median(ours[mine]):.2f}×"
        table.append((label, cell(ours.get(mine)), cell(peer.get(theirs)), ratio))
    widths = [max(len(row[i]) for row in table) for i in range(4)]
    for index, row in enumerate(table):
        print("  " + row[0].ljust(widths[0]) + "  " + "  ".join(row[i].rjust(widths[i]) for i in range(1, 4)))
        if index == 0: print("  " + "  ".join("-" * w for w in widths))
print("\nThe peer's column repeats its one-format figure on the defaults rows: it has no second format or wrapping.")
print("Realistic screens: an order of about 40 lines of 40 to 60 columns (words, quantities, prices, check boxes).")
print("The README shapes' rows include what Swift Testing costs per case, the same for both tools (the empty row).")
print("peer ÷ ours above 1 means Convergence is faster. Texts are made before the clock starts; each run records")
print("from an empty folder, then verifies. Logs and raw figures: " + folder)
PY
rm -rf "$setaside" "$work/artifacts"
touch "$deleted"

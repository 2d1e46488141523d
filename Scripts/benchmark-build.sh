#!/usr/bin/env bash
# Times what a CI job does first — a clean debug build of a small consumer package with its tests — and what a developer
# does next — an edit, then `swift test` — for Convergence and for swift-snapshot-testing 1.19.7, alternating on the
# same machine in the same run, and prints the ratios.
#
#   Scripts/benchmark-build.sh          # three runs of each (BUILD_BENCH_RUNS=5 for five)
#
# Two throwaway packages are written outside this repository (under $TMPDIR, or BUILD_BENCH_DIR):
#   ours/  depends on this checkout by path: `import Convergence` and one Swift Testing test that snapshots a view.
#   peer/  depends on swift-snapshot-testing exactly 1.19.7: one `assertSnapshot(of: "text", as: .lines)` test.
# Both are resolved first (not timed). Each timed run deletes the package's build products but keeps the resolved
# checkouts, then runs `swift build --build-tests`. The two tools take turns so that load from other work on the
# machine falls on both alike. Besides wall-clock seconds it prints the CPU seconds of each build (user + system, of
# `swift build` and every process it starts), which other work on the machine disturbs much less.
# BUILD_BENCH_PROFILE=1 then builds ours once more with the compiler's statistics and prints the CPU seconds each
# module costs and the slowest function bodies to type-check.
set -euo pipefail
cd "$(dirname "$0")/.."
project="$PWD"
runs="${BUILD_BENCH_RUNS:-3}"
work="${BUILD_BENCH_DIR:-${TMPDIR:-/tmp}/convergence-build-bench}"
rm -rf "$work/ours" "$work/peer"
mkdir -p "$work/ours/Sources/Screens" "$work/ours/Tests/ScreensTests" "$work/peer/Sources/Texts" \
    "$work/peer/Tests/TextsTests"

cat > "$work/ours/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "BuildBenchOurs",
    platforms: [.macOS(.v14)],
    dependencies: [.package(name: "Convergence", path: "$project")],
    targets: [
        .target(name: "Screens", dependencies: [.product(name: "Convergence", package: "Convergence")]),
        .testTarget(
            name: "ScreensTests",
            dependencies: ["Screens", .product(name: "Convergence", package: "Convergence")]),
    ]
)
SWIFT
cat > "$work/ours/Sources/Screens/Greeting.swift" <<'SWIFT'
import Convergence

public struct Greeting: View {
    public var name: String
    public init(name: String) { self.name = name }
    public var body: some View {
        VStack(alignment: .leading) {
            Text("Hello, \(name)").font(.headline)
            Button("Wave") {}
        }
        .padding()
    }
}
SWIFT
cat > "$work/ours/Tests/ScreensTests/GreetingTests.swift" <<'SWIFT'
import Convergence
import Screens
import Testing

@MainActor
@Test func greeting() async throws {
    try await assertSnapshot(of: Scenario("greeting") { Greeting(name: "Ada") })
}
SWIFT

cat > "$work/peer/Package.swift" <<'SWIFT'
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "BuildBenchPeer",
    platforms: [.macOS(.v13)],
    dependencies: [.package(url: "https://github.com/pointfreeco/swift-snapshot-testing", exact: "1.19.7")],
    targets: [
        .target(name: "Texts"),
        .testTarget(
            name: "TextsTests",
            dependencies: ["Texts", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")]),
    ]
)
SWIFT
cat > "$work/peer/Sources/Texts/Texts.swift" <<'SWIFT'
public func greeting(_ name: String) -> String { "Hello, \(name)" }
SWIFT
cat > "$work/peer/Tests/TextsTests/TextsTests.swift" <<'SWIFT'
import SnapshotTesting
import Testing
import Texts

@Test func greetingText() {
    assertSnapshot(of: greeting("Ada"), as: .lines)
}
SWIFT

echo "Resolving both packages in $work (not timed)…" >&2
for side in ours peer; do
    (cd "$work/$side" && swift package resolve >"$work/$side/resolve.log" 2>&1) || {
        cat "$work/$side/resolve.log" >&2
        exit 1
    }
done

# Deletes everything under .build except the resolved sources and SwiftPM's record of them.
clean() {
    local build="$1/.build"
    [ -d "$build" ] || return 0
    find "$build" -mindepth 1 -maxdepth 1 \
        ! -name checkouts ! -name repositories ! -name workspace-state.json ! -name artifacts \
        -exec rm -rf {} +
}

# Prints "WALL CPU": the seconds one clean `swift build --build-tests` of the package in $1 takes, and the CPU seconds
# (user + system) of all its processes.
timed_build() {
    clean "$1"
    local times
    times=$(
        cd "$1"
        TIMEFORMAT='%R %U %S'
        { time swift build --build-tests "${@:2}" >"$1/build.log" 2>&1; } 2>&1
    ) || {
        cat "$1/build.log" >&2
        exit 1
    }
    echo "$times" | awk '{ printf "%.1f %.1f\n", $1, $2 + $3 }'
}

ours=()
peer=()
ours_cpu=()
peer_cpu=()
for run in $(seq 1 "$runs"); do
    read -r o oc < <(timed_build "$work/ours")
    read -r p pc < <(timed_build "$work/peer")
    ours+=("$o")
    peer+=("$p")
    ours_cpu+=("$oc")
    peer_cpu+=("$pc")
    echo "run $run: Convergence ${o} s (CPU ${oc} s), swift-snapshot-testing 1.19.7 ${p} s (CPU ${pc} s)" >&2
done

median() { printf '%s\n' "$@" | sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
mo=$(median "${ours[@]}")
mp=$(median "${peer[@]}")
moc=$(median "${ours_cpu[@]}")
mpc=$(median "${peer_cpu[@]}")
echo "Clean debug build with tests of a one-test consumer ($runs runs each, alternating; median):"
echo "  Convergence:                   wall ${ours[*]} s (median $mo), CPU ${ours_cpu[*]} s (median $moc)"
echo "  swift-snapshot-testing 1.19.7: wall ${peer[*]} s (median $mp), CPU ${peer_cpu[*]} s (median $mpc)"
echo "$mo $mp $moc $mpc" | awk '{ printf "  ratio: %.2fx wall, %.2fx CPU\n", $1 / $2, $3 / $4 }'

# The edit loop, as a developer iterates: the consumer's source changed (a function added to the view's file, or to the
# peer's, which the render does not show), then `swift test`, which builds what changed and runs the test. (A comment
# would not do: its object file is the same, and nothing is linked again.) Each side's snapshots
# are recorded first and the build is warm (not timed); the sides take turns.
echo "Recording both consumers' snapshots for the edit loop (not timed)…" >&2
(cd "$work/ours" && env -u CI SNAPSHOTS_RECORD=all swift test >"$work/ours/record.log" 2>&1) || {
    cat "$work/ours/record.log" >&2
    exit 1
}
# The peer records a missing snapshot and fails that first run; the second must pass.
(cd "$work/peer" && env -u CI swift test >"$work/peer/record.log" 2>&1) || true
(cd "$work/peer" && env -u CI swift test >>"$work/peer/record.log" 2>&1) || {
    cat "$work/peer/record.log" >&2
    exit 1
}

# Prints the seconds one edit and `swift test` of the package in $1 take; $2 is the file edited, $3 the run.
timed_edit() {
    echo "func edited$3() -> Int { $3 }" >>"$2"
    local seconds
    seconds=$(
        cd "$1"
        TIMEFORMAT='%R'
        { time env -u CI swift test >"$1/edit.log" 2>&1; } 2>&1
    ) || {
        cat "$1/edit.log" >&2
        exit 1
    }
    printf '%.1f\n' "$seconds"
}

ours_edit=()
peer_edit=()
for run in $(seq 1 "$runs"); do
    oe=$(timed_edit "$work/ours" "$work/ours/Sources/Screens/Greeting.swift" "$run")
    pe=$(timed_edit "$work/peer" "$work/peer/Sources/Texts/Texts.swift" "$run")
    ours_edit+=("$oe")
    peer_edit+=("$pe")
    echo "edit $run: Convergence ${oe} s, swift-snapshot-testing 1.19.7 ${pe} s" >&2
done
moe=$(median "${ours_edit[@]}")
mpe=$(median "${peer_edit[@]}")
echo "Edit loop: a function added to the consumer's source, then \`swift test\` ($runs runs each, alternating; median):"
echo "  Convergence:                   ${ours_edit[*]} s (median $moe)"
echo "  swift-snapshot-testing 1.19.7: ${peer_edit[*]} s (median $mpe)"
echo "$moe $mpe" | awk '{ printf "  ratio: %.2fx\n", $1 / $2 }'

if [ -n "${BUILD_BENCH_PROFILE:-}" ]; then
    # One more clean build of ours, each compiler process writing its statistics (one JSON file per process).
    stats="$work/ours-stats"
    rm -rf "$stats"
    mkdir -p "$stats"
    clean "$work/ours"
    # The compiler plugin behind `#Preview` is a host tool: `-Xswiftc` does not reach it, `-Xbuild-tools-swiftc` does.
    (cd "$work/ours" && swift build --build-tests -Xswiftc -stats-output-dir -Xswiftc "$stats" \
        -Xswiftc -Xfrontend -Xswiftc -debug-time-function-bodies \
        -Xbuild-tools-swiftc -stats-output-dir -Xbuild-tools-swiftc "$stats" \
        -Xbuild-tools-swiftc -Xfrontend -Xbuild-tools-swiftc -debug-time-function-bodies >"$work/ours/profile.log" 2>&1)
    python3 - "$stats" "$work/ours/profile.log" <<'PY'
import collections, glob, json, os, re, sys

stats, log = sys.argv[1], sys.argv[2]
modules = collections.Counter()
jobs = collections.Counter()
for path in glob.glob(os.path.join(stats, "*.json")):
    data = json.load(open(path))
    name = re.match(r"stats-\d+-swift-frontend-(\w+)-", os.path.basename(path))
    total = [v for k, v in data.items() if k.startswith("time.swift-frontend.") and k.endswith(".user")]
    if name and total:
        modules[name.group(1)] += total[0]
        jobs[name.group(1)] += 1
print("CPU seconds (user) of the compiler processes, by module:")
for module, seconds in modules.most_common():
    print(f"  {seconds:6.2f}  {module}  ({jobs[module]} processes)")
print(f"  {sum(modules.values()):6.2f}  in all")
bodies = set(line for line in open(log) if re.match(r"^[0-9.]+ms\t", line))
slowest = sorted(bodies, key=lambda line: -float(line.split("ms")[0]))[:15]
print(f"Slowest function bodies to type-check ({sum(float(b.split('ms')[0]) for b in bodies) / 1000:.1f} s in all):")
for line in slowest:
    ms, location, what = (line.rstrip("\n").split("\t") + ["", ""])[:3]
    print(f"  {ms:>9}  {location.split('/Sources/')[-1]}  {what.split('@')[0][:80]}")
PY
fi

#!/usr/bin/env bash
# Times what a CI job does first — a clean debug build of a small consumer package with its tests — for Convergence
# and for swift-snapshot-testing 1.19.7, alternating on the same machine in the same run, and prints the ratio.
#
#   Scripts/benchmark-build.sh          # three runs of each (BUILD_BENCH_RUNS=5 for five)
#
# Two throwaway packages are written outside this repository (under $TMPDIR, or BUILD_BENCH_DIR):
#   ours/  depends on this checkout by path: `import Convergence` and one Swift Testing test that snapshots a view.
#   peer/  depends on swift-snapshot-testing exactly 1.19.7: one `assertSnapshot(of: "text", as: .lines)` test.
# Both are resolved first (not timed). Each timed run deletes the package's build products but keeps the resolved
# checkouts, then runs `swift build --build-tests`. The two tools take turns so that load from other work on the
# machine falls on both alike. BUILD_BENCH_TIMINGS=1 also prints each module's compile time of the last run of ours.
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
(cd "$work/ours" && swift package resolve >/dev/null)
(cd "$work/peer" && swift package resolve >/dev/null)

# Deletes everything under .build except the resolved sources and SwiftPM's record of them.
clean() {
    local build="$1/.build"
    [ -d "$build" ] || return 0
    find "$build" -mindepth 1 -maxdepth 1 \
        ! -name checkouts ! -name repositories ! -name workspace-state.json ! -name artifacts \
        -exec rm -rf {} +
}

# Prints the seconds one clean `swift build --build-tests` of the package in $1 takes.
timed_build() {
    clean "$1"
    local start end
    start=$(date +%s.%N)
    (cd "$1" && swift build --build-tests "${@:2}" >"$1/build.log" 2>&1) || {
        cat "$1/build.log" >&2
        exit 1
    }
    end=$(date +%s.%N)
    echo "$start $end" | awk '{ printf "%.1f", $2 - $1 }'
}

ours=()
peer=()
for run in $(seq 1 "$runs"); do
    o=$(timed_build "$work/ours")
    p=$(timed_build "$work/peer")
    ours+=("$o")
    peer+=("$p")
    echo "run $run: Convergence ${o} s, swift-snapshot-testing 1.19.7 ${p} s" >&2
done

median() { printf '%s\n' "$@" | sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
mo=$(median "${ours[@]}")
mp=$(median "${peer[@]}")
echo "Clean debug build with tests of a one-test consumer ($runs runs each, alternating, median):"
echo "  Convergence:                  ${ours[*]} s  (median $mo s)"
echo "  swift-snapshot-testing 1.19.7: ${peer[*]} s  (median $mp s)"
echo "$mo $mp" | awk '{ printf "  ratio: %.2fx\n", $1 / $2 }'

if [ -n "${BUILD_BENCH_TIMINGS:-}" ]; then
    # One more clean build of ours with the driver's per-job timings: what each module's compile costs.
    clean "$work/ours"
    (cd "$work/ours" && swift build --build-tests -Xswiftc -driver-time-compilation >"$work/ours/timings.log" 2>&1)
    echo "Per-module compile time of the consumer build (driver's wall clock, slowest first):"
    awk '/===.*Driver Compilation Time/ { module = "" } /Total Execution Time/ { getline }
        /\{compile|\{emit-module|\{link|\{merge-module/ { print }' "$work/ours/timings.log" | head -40
fi

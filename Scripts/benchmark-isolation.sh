#!/usr/bin/env bash
# Times a passing verify of 1,000 scenarios inside `swift test`, in the README's shape
# (`@Test(arguments: catalog.all) func snapshot(_ s: Scenario) async throws { try await assertSnapshot(of: s) }`),
# with crash isolation on (today's default) and off (`CONVERGENCE_FORCE_FALLBACK=crash-isolation`, as before
# isolation existed), alternating in one run on the same machine, and prints the medians and their ratio.
#
#   Scripts/benchmark-isolation.sh      # 5 runs of each, release (ISOLATION_BENCH_RUNS=9, ISOLATION_BENCH_COUNT=2000)
#
# A throwaway package is written under $TMPDIR (or ISOLATION_BENCH_DIR), depending on this checkout by path, with its
# own scratch folder: one provider of 1,000 small scenarios (a title, a detail line and a button each) and one Swift
# Testing test over the catalog. It is built once with `-c release --build-tests` and records its snapshots once
# (not timed); each timed run is `swift test -c release --skip-build` with SNAPSHOTS_RECORD=never, so every case
# renders and compares its file. The two settings take turns so that load from other work falls on both alike.
set -euo pipefail
cd "$(dirname "$0")/.."
project="$PWD"
runs="${ISOLATION_BENCH_RUNS:-5}"
count="${ISOLATION_BENCH_COUNT:-1000}"
work="${ISOLATION_BENCH_DIR:-${TMPDIR:-/tmp}/convergence-isolation-bench}"
rm -rf "$work/Sources" "$work/Tests" "$work/__Snapshots__"
mkdir -p "$work/Sources/Rows" "$work/Tests/RowsTests"

cat > "$work/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "IsolationBench",
    platforms: [.macOS(.v14)],
    dependencies: [.package(name: "Convergence", path: "$project")],
    targets: [
        .target(name: "Rows", dependencies: [.product(name: "Convergence", package: "Convergence")]),
        .testTarget(name: "RowsTests", dependencies: ["Rows", .product(name: "Convergence", package: "Convergence")]),
    ]
)
SWIFT
cat > "$work/Sources/Rows/RowScenarios.swift" <<SWIFT
import Convergence

struct Row: View {
    let number: Int
    var body: some View {
        VStack(alignment: .leading) {
            Text("Row \(number)").bold()
            Text("Detail of row \(number), long enough to wrap at forty columns.")
            Button("Open") {}
        }
        .padding()
    }
}

public enum RowScenarios: ScenarioProvider {
    public static var scenarios: [Scenario] {
        (0..<$count).map { number in Scenario("row\(number)", formats: .ascii) { Row(number: number) } }
    }
}

public enum BenchCatalog {
    public static let catalog = ScenarioCatalog([RowScenarios.self])
}
SWIFT
cat > "$work/Tests/RowsTests/SnapshotTests.swift" <<'SWIFT'
import Convergence
import Rows
import Testing

@Test(arguments: BenchCatalog.catalog.all)
func snapshot(_ s: Scenario) async throws {
    try await assertSnapshot(of: s)
}
SWIFT

swiftpm=(--package-path "$work" --scratch-path "$work/.build" -c release)
echo "Building $work (release)…" >&2
swift build "${swiftpm[@]}" --build-tests >&2
echo "Recording $count snapshots…" >&2
SNAPSHOTS_RECORD=all swift test "${swiftpm[@]}" --skip-build >/dev/null 2>&1 || true
recorded=$(find "$work/__Snapshots__" -name '*.txt' | wc -l)
[ "$recorded" -eq "$count" ] || { echo "expected $count snapshots, found $recorded" >&2; exit 1; }

# One timed verify; prints its wall-clock seconds and fails the script when the verify does not pass.
verify() {
    local start end
    start=$(date +%s.%N)
    if ! env SNAPSHOTS_RECORD=never CONVERGENCE_FORCE_FALLBACK="$1" swift test "${swiftpm[@]}" --skip-build \
        >"$work/last-run.log" 2>&1; then
        echo "verify failed (CONVERGENCE_FORCE_FALLBACK='$1'); see $work/last-run.log" >&2
        exit 1
    fi
    end=$(date +%s.%N)
    echo "$end - $start" | bc
}

median() { sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

off=()
on=()
for run in $(seq 1 "$runs"); do
    # Alternate which goes first, so that neither always follows the other.
    if [ $((run % 2)) -eq 1 ]; then
        off+=("$(verify crash-isolation)")
        on+=("$(verify "")")
    else
        on+=("$(verify "")")
        off+=("$(verify crash-isolation)")
    fi
    echo "run $run: off ${off[-1]} s, on ${on[-1]} s" >&2
done
off_median=$(printf '%s\n' "${off[@]}" | median)
on_median=$(printf '%s\n' "${on[@]}" | median)
echo "A passing verify of $count scenarios inside \`swift test\` (Swift Testing, one case per scenario, release),"
echo "wall-clock seconds of the whole \`swift test --skip-build\` process, median of $runs runs each, alternating:"
printf '  isolation off (CONVERGENCE_FORCE_FALLBACK=crash-isolation): %.2f s   [%s]\n' "$off_median" "${off[*]}"
printf '  isolation on  (default):                                    %.2f s   [%s]\n' "$on_median" "${on[*]}"
printf '  on / off: %.3f\n' "$(echo "$on_median / $off_median" | bc -l)"

#!/usr/bin/env bash
# Times swift-snapshot-testing 1.19.7 and Convergence on the same work, in one go, and prints both side by side.
#
#   Scripts/benchmark-vs-peer.sh            # builds both in release (the peer's first build takes a few minutes)
#
# The peer is built in a throwaway package outside this repository (see below for where); it is never a dependency of
# Convergence. Both sides assert the same 1,000 texts (Sources/Benchmarks/ConvergenceBenchmarks/PeerTexts.swift, copied into
# the throwaway package): verify unchanged, verify with every tenth changed, record from nothing; median of 5 passes.
# The peer asserts pre-rendered strings with `.lines`; Convergence renders each scenario as part of its assertion.
set -euo pipefail
cd "$(dirname "$0")/.."
project="$PWD"
# Both sides write their snapshots in memory (tmpfs) when the machine has one: on a disk, creating thousands of files
# right after thousands were deleted (by the other side, or by tests) makes the kernel's inode search dominate and
# vary between runs, which times the file system's bookkeeping rather than the tools. BENCH_ON_DISK=1 keeps $TMPDIR.
scratch="${TMPDIR:-/tmp}"
if [ -z "${BENCH_ON_DISK:-}" ] && [ -d /dev/shm ] && [ -w /dev/shm ]; then scratch=/dev/shm; fi
work="${PEER_BENCH_DIR:-$scratch/convergence-peer-bench}"
mkdir -p "$work/Sources/PeerBench"
cp "$project/Sources/Benchmarks/ConvergenceBenchmarks/PeerTexts.swift" "$work/Sources/PeerBench/PeerTexts.swift"

cat > "$work/Package.swift" <<'SWIFT'
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "PeerBench",
    platforms: [.macOS(.v13)],
    dependencies: [.package(url: "https://github.com/pointfreeco/swift-snapshot-testing", exact: "1.19.7")],
    targets: [
        .executableTarget(
            name: "PeerBench", dependencies: [.product(name: "SnapshotTesting", package: "swift-snapshot-testing")])
    ]
)
SWIFT

cat > "$work/Sources/PeerBench/main.swift" <<'SWIFT'
import Foundation
import SnapshotTesting

// Snapshots go to __Snapshots__/main/ beside this file; each pass starts from an empty folder for record.
let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__")
let texts = (0..<PeerTexts.count).map(PeerTexts.text)
let changed = (0..<PeerTexts.count).map(PeerTexts.changedText)

func seconds(_ work: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    work()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

var verify: [Double] = []
var failing: [Double] = []
var record: [Double] = []
// Each pass records from nothing; earlier passes' files are moved aside and deleted at the end, as on our side
// (creating files right after deleting thousands times ext4's inode search more than the tool).
let setAside = folder.deletingLastPathComponent().appendingPathComponent("set-aside")
try? FileManager.default.removeItem(at: setAside)
try? FileManager.default.createDirectory(at: setAside, withIntermediateDirectories: true)
for pass in 0..<5 {
    try? FileManager.default.moveItem(at: folder, to: setAside.appendingPathComponent("\(pass)"))
    record.append(
        seconds {
            withSnapshotTesting(record: .all) {
                for (index, text) in texts.enumerated() {
                    assertSnapshot(of: text, as: .lines, named: "text-\(index)", testName: "bench")
                }
            }
        })
    verify.append(
        seconds {
            for (index, text) in texts.enumerated() {
                assertSnapshot(of: text, as: .lines, named: "text-\(index)", testName: "bench")
            }
        })
    failing.append(
        seconds {
            withSnapshotTesting(record: .never) {
                for (index, text) in changed.enumerated() {
                    assertSnapshot(of: text, as: .lines, named: "text-\(index)", testName: "bench")
                }
            }
        })
}
try? FileManager.default.removeItem(at: folder)
try? FileManager.default.removeItem(at: setAside)
let figures = "verify \(median(verify))\nfailing \(median(failing))\nrecord \(median(record))\n"
try! figures.write(toFile: CommandLine.arguments[1], atomically: true, encoding: .utf8)
SWIFT

echo "Building swift-snapshot-testing 1.19.7 and the peer benchmark in $work (release)…" >&2
(cd "$work" && swift build -c release --product PeerBench >/dev/null)
echo "Building convergence-benchmarks (release)…" >&2
swift build -c release --product convergence-benchmarks >/dev/null

figures="$work/peer-figures.txt"
# The peer reports each failing assertion of the 10%-changed pass on stderr: keep that out of the table.
"$work/.build/release/PeerBench" "$figures" 2>/dev/null
echo "swift-snapshot-testing 1.19.7 (same machine, this run):" >&2
sed 's/^/  /' "$figures" >&2
echo "Snapshots of both sides written under $scratch" >&2
TMPDIR="$scratch" CONVERGENCE_PEER_FIGURES="$figures" "$project/.build/release/convergence-benchmarks" "$@"

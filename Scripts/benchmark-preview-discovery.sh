#!/usr/bin/env bash
# Times how long `ScenarioCatalog.previews(in:)` takes to find previews in a program with Foundation loaded, and what
# `#Preview` costs a clean debug build.
#
#   Scripts/benchmark-preview-discovery.sh [PREVIEWS] [FILES]      # default 10,000 previews in 100 files
#
# Generates a throwaway package outside this repository (in $TMPDIR) with a library of PREVIEWS `#Preview`s (each a
# small view built from a shared constructor, a third of them with `@Previewable` state or traits) and an executable
# that times discovery in release: the first call (reads the runtime's conformance records and builds every preview
# on the main actor for its title and traits) and a second call (records already read). Then it times a clean debug
# build of a consumer with 20 view files, with and without a `#Preview` in each, for the macro's build cost.
set -euo pipefail
cd "$(dirname "$0")/.."
project="$PWD"
count="${1:-10000}"
files="${2:-100}"
work="${TMPDIR:-/tmp}/convergence-preview-discovery"
rm -rf "$work"
mkdir -p "$work/Sources/ManyPreviews" "$work/Sources/discover"

cat > "$work/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "PreviewDiscoveryBench",
    dependencies: [.package(path: "$project")],
    targets: [
        .target(name: "ManyPreviews", dependencies: [.product(name: "Convergence", package: "$(basename "$project")")]),
        .executableTarget(
            name: "discover",
            dependencies: ["ManyPreviews", .product(name: "Convergence", package: "$(basename "$project")")]),
    ]
)
SWIFT

cat > "$work/Sources/ManyPreviews/Card.swift" <<'SWIFT'
import Convergence

public struct Card: View {
    let title: String
    @Binding var count: Int
    public var body: some View {
        VStack(alignment: .leading) {
            Text(title).bold()
            Text("count \(count)")
        }
    }
}

enum CardScenarios {
    @MainActor static func title(_ number: Int) -> String { "card \(number)" }
}
SWIFT

per_file=$(( (count + files - 1) / files ))
made=0
for f in $(seq 1 "$files"); do
    out="$work/Sources/ManyPreviews/Previews$f.swift"
    echo "import Convergence" > "$out"
    for _ in $(seq 1 "$per_file"); do
        [ "$made" -lt "$count" ] || break
        case $(( made % 3 )) in
            0) printf '\n#Preview("card %d") {\n    Card(title: CardScenarios.title(%d), count: .constant(%d))\n}\n' "$made" "$made" "$made" ;;
            1) printf '\n#Preview {\n    @Previewable @State var count = %d\n    Card(title: CardScenarios.title(%d), count: $count)\n}\n' "$made" "$made" ;;
            2) printf '\n#Preview("card %d", traits: .sizeThatFitsLayout) {\n    Card(title: "fixed", count: .constant(%d))\n}\n' "$made" "$made" ;;
        esac >> "$out"
        made=$(( made + 1 ))
    done
done

cat > "$work/Sources/discover/main.swift" <<'SWIFT'
import Convergence
import Foundation
import ManyPreviews

func seconds(_ work: () -> Int) -> (Double, Int) {
    let start = DispatchTime.now().uptimeNanoseconds
    let found = work()
    return (Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9, found)
}

_ = Date().formatted()  // Foundation loaded and used, as in an app
let (first, found) = seconds { ScenarioCatalog.previews(in: "ManyPreviews").all.count }
let (second, _) = seconds { ScenarioCatalog.previews(in: "ManyPreviews").all.count }
let (all, _) = seconds { ScenarioCatalog.previews().all.count }
print("previews found: \(found)")
print(String(format: "discovery, first call:  %.1f ms", first * 1000))
print(String(format: "discovery, second call: %.1f ms", second * 1000))
print(String(format: "every module:           %.1f ms", all * 1000))
SWIFT

cd "$work"
echo "building $count previews in $files files (release)…"
start=$(date +%s)
swift build -c release --product discover >/dev/null
echo "release build of the generated package: $(( $(date +%s) - start )) s"
"$(swift build -c release --show-bin-path)/discover"

# The macro's build cost: a consumer with 20 view files, built clean in debug, without and with a #Preview each.
# BEFORE=<path of another Convergence checkout> also times that checkout without previews (e.g. a worktree of the
# commit before the macro existed: `git worktree add /tmp/before <commit>`).
consumer="${TMPDIR:-/tmp}/convergence-preview-build-cost"
runs=("$project:without" "$project:with")
[ -n "${BEFORE:-}" ] && runs=("$BEFORE:without" "${runs[@]}")
for run in "${runs[@]}"; do
    checkout="${run%:*}"
    variant="${run##*:}"
    rm -rf "$consumer"
    mkdir -p "$consumer/Sources/Screens"
    cat > "$consumer/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "PreviewBuildCost",
    dependencies: [.package(path: "$checkout")],
    targets: [.target(name: "Screens", dependencies: [.product(name: "Convergence", package: "$(basename "$checkout")")])]
)
SWIFT
    for n in $(seq 1 20); do
        {
            echo "import Convergence"
            echo "struct Screen$n: View {"
            echo "    var body: some View { VStack { Text(\"screen $n\"); Button(\"Go\") {} } }"
            echo "}"
            if [ "$variant" = with ]; then printf '#Preview("screen %d") { Screen%d() }\n' "$n" "$n"; fi
        } > "$consumer/Sources/Screens/Screen$n.swift"
    done
    ( cd "$consumer" && swift package resolve >/dev/null 2>&1 )
    start=$(date +%s%N)
    ( cd "$consumer" && swift build >/dev/null )
    elapsed=$(( ($(date +%s%N) - start) / 1000000 ))
    printf 'clean debug build of a consumer of %s, 20 views %s #Preview: %d.%01d s\n' \
        "$checkout" "$variant" $(( elapsed / 1000 )) $(( elapsed % 1000 / 100 ))
done

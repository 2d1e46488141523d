#!/usr/bin/env bash
# End-to-end check of the `swift package scenarios` command plugin in a package that depends on this checkout:
# writes a throwaway package (a feature, a scenario provider, a `scenarios` executable), then records, verifies,
# lists as JSON and fails on a changed view through the plugin. Not part of `swift test`: it builds Convergence from
# scratch in the throwaway package (several minutes on two cores).
#
# Usage: Scripts/test-scenarios-plugin.sh [WORKDIR]   (default: a new temporary folder, removed afterwards)
# Exit status: 0 when every check passes, 1 otherwise.
set -euo pipefail
repository="$(cd "$(dirname "$0")/.." && pwd)"
work="${1:-}"
if [ -z "$work" ]; then
    work="$(mktemp -d "${TMPDIR:-/tmp}/convergence-plugin.XXXXXX")"
    trap 'rm -rf "$work"' EXIT
fi
package="$work/Notes"
mkdir -p "$package/Sources/Notes" "$package/Sources/scenarios"

cat > "$package/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Notes",
    platforms: [.macOS(.v14)],
    dependencies: [.package(path: "$repository")],
    targets: [
        .target(name: "Notes", dependencies: [.product(name: "Convergence", package: "$(basename "$repository")")]),
        .executableTarget(
            name: "scenarios",
            dependencies: ["Notes", .product(name: "ConvergenceCLI", package: "$(basename "$repository")")]),
    ]
)
SWIFT

write_view() {
    cat > "$package/Sources/Notes/Notes.swift" <<SWIFT
import Convergence

struct NotesView: View {
    var body: some View {
        NavigationStack {
            VStack { Text("$1"); Button("Retry") {} }.navigationTitle("Notes")
        }
    }
}

public enum NoteScenarios: ScenarioProvider {
    public static var scenarios: [Scenario] {
        [Scenario("loaded", formats: [.ascii, .html, .accessibilityOutline]) { NotesView() }]
    }
}

public enum NotesCatalog {
    public static let catalog = ScenarioCatalog([NoteScenarios.self])
}
SWIFT
}
write_view "3 notes"
cat > "$package/Sources/scenarios/main.swift" <<'SWIFT'
import ConvergenceCLI
import Notes

await ScenariosCommand.main(catalog: NotesCatalog.catalog)
SWIFT

cd "$package"
fail() { echo "test-scenarios-plugin: $*" >&2; exit 1; }
run() { swift package --allow-writing-to-package-directory scenarios "$@"; }

run record > record.log 2>&1 || { cat record.log; fail "record failed"; }
[ -f __Snapshots__/Note/loaded.a11y ] || fail "record wrote no outline"
grep -q 'button "Retry"' __Snapshots__/Note/loaded.a11y || fail "unexpected outline: $(cat __Snapshots__/Note/loaded.a11y)"
run verify --json results.json > verify.log 2>&1 || { cat verify.log; fail "verify failed"; }
grep -q '"passed" : true' results.json || fail "results.json does not say passed"
run list --json > list.json 2> list.err || { cat list.err; fail "list failed"; }
grep -q '"file" : "Sources/Notes/Notes.swift"' list.json || fail "list --json has no relative declaration: $(cat list.json)"
write_view "4 notes"
if run verify > changed.log 2>&1; then cat changed.log; fail "verify passed on a changed view"; fi
grep -q "Text '3 notes' → '4 notes'" changed.log || { cat changed.log; fail "no change summary in the failure"; }
echo "test-scenarios-plugin: record, verify, list --json and a failing verify all behaved through the plugin"

# A package with only a library whose views carry #Previews: no catalog code, no executable of its own.
cards="$work/Cards"
mkdir -p "$cards/Sources/Cards"
cat > "$cards/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Cards",
    platforms: [.macOS(.v14)],
    products: [.library(name: "Cards", targets: ["Cards"])],
    dependencies: [.package(path: "$repository")],
    targets: [
        .target(name: "Cards", dependencies: [.product(name: "Convergence", package: "$(basename "$repository")")])
    ]
)
SWIFT
write_card() {
    cat > "$cards/Sources/Cards/CardView.swift" <<SWIFT
import Convergence

struct CardView: View {
    var title: String
    var body: some View { VStack { Text(title); Button("Open") {} } }
}

#Preview("Short") { CardView(title: "$1") }

#Preview {
    @Previewable @State var title = "Stateful"
    CardView(title: title)
}
SWIFT
}
write_card "Hello"
cd "$cards"
run record > record.log 2>&1 || { cat record.log; fail "record of previews failed"; }
[ -f "__Snapshots__/CardView/Short.txt" ] || { cat record.log; ls -R __Snapshots__ 2>&1; fail "no snapshot for the titled preview"; }
[ -f "__Snapshots__/CardView/Preview 1.txt" ] || fail "no snapshot for the untitled preview"
grep -q "Hello" "__Snapshots__/CardView/Short.txt" || fail "unexpected render: $(cat "__Snapshots__/CardView/Short.txt")"
run list > list.log 2>&1 || { cat list.log; fail "list of previews failed"; }
grep -q "CardView/Preview 1" list.log || fail "list does not show the untitled preview: $(cat list.log)"
run verify > verify.log 2>&1 || { cat verify.log; fail "verify of previews failed"; }
write_card "Goodbye"
if run verify > changed.log 2>&1; then cat changed.log; fail "verify passed on a changed preview"; fi
grep -q "CardView.swift:8" changed.log || { cat changed.log; fail "the failure does not point at the preview's line"; }
echo "test-scenarios-plugin: a library-only package's previews recorded, listed and verified through the plugin"

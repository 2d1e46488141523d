#!/usr/bin/env bash
# Builds the DocC documentation of the library modules with the toolchain's own `docc` (no plugin, no package
# dependency): symbol graphs are extracted from the built modules, then each catalog `Sources/<Module>/<Module>.docc`
# is converted with warnings treated as errors, so a broken symbol link or an unknown parameter fails the build.
#
# Usage: Scripts/build-docs.sh [--check] [--modules DIR] | --tools
#   --check         convert only (no static-hosting transform) into .build/docs/check, for tests; faster
#   --modules DIR   the folder of built .swiftmodule files to read (skips `swift build`), e.g. .build/debug/Modules
#   --tools         print the docc and swift-symbolgraph-extract this script would use, and exit (2 when missing)
# Environment: DOCC and SYMBOLGRAPH_EXTRACT name the tools when they are not beside `swift`.
# Output: .build/docs/<Module>.doccarchive, each a static site (serve its folder, open /documentation/<module>).
# Exit status: 0 with no warning, 1 on any DocC warning or error, 2 on bad usage or a missing tool.
set -euo pipefail

check=0
tools_only=0
modules_dir=""
while [ "$#" -gt 0 ]; do
    case "$1" in
        --check) check=1 ;;
        --tools) tools_only=1 ;;
        --modules)
            [ "$#" -ge 2 ] || { echo "build-docs: --modules needs a folder" >&2; exit 2; }
            modules_dir="$2"
            shift
            ;;
        -h|--help) sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "build-docs: unknown argument $1 (see --help)" >&2; exit 2 ;;
    esac
    shift
done

root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"

# The catalogs, each documenting the module of the same name. The umbrella `Convergence` also documents the modules
# it re-exports, so its articles can link `View`, `Scenario` and `assertSnapshot` alike.
modules=(Convergence ConvergenceViews ConvergenceScenarios ConvergenceSnapshots ConvergenceRendering ConvergenceCLI ConvergenceTesting)
umbrella_reexports="ConvergenceTree,ConvergenceViews,ConvergenceUIKit,ConvergenceAppKit,ConvergencePreviews,ConvergenceRendering,ConvergenceScenarios,ConvergenceSnapshots"

# The tools ship with the toolchain, beside the `swift` driver.
find_tool() {
    local name="$1" override="$2" swift_path
    if [ -n "$override" ]; then echo "$override"; return; fi
    if command -v xcrun >/dev/null 2>&1 && xcrun --find "$name" >/dev/null 2>&1; then xcrun --find "$name"; return; fi
    swift_path="$(command -v swift || true)"
    if [ -n "$swift_path" ]; then
        swift_path="$(readlink -f "$swift_path" 2>/dev/null || echo "$swift_path")"
        if [ -x "$(dirname "$swift_path")/$name" ]; then echo "$(dirname "$swift_path")/$name"; return; fi
    fi
    command -v "$name" || true
}
docc="$(find_tool docc "${DOCC:-}")"
extract="$(find_tool swift-symbolgraph-extract "${SYMBOLGRAPH_EXTRACT:-}")"
[ -n "$docc" ] && [ -x "$docc" ] || { echo "build-docs: docc not found beside swift (set DOCC)" >&2; exit 2; }
[ -n "$extract" ] && [ -x "$extract" ] \
    || { echo "build-docs: swift-symbolgraph-extract not found beside swift (set SYMBOLGRAPH_EXTRACT)" >&2; exit 2; }
if [ "$tools_only" -eq 1 ]; then
    echo "$docc"
    echo "$extract"
    exit 0
fi

if [ -z "$modules_dir" ]; then
    # One debug build of the library modules, the same one `swift build` and `swift test` use.
    swift build --target ConvergenceCLI >&2
    swift build --target ConvergenceTesting >&2
    modules_dir="$(swift build --show-bin-path)/Modules"
fi
[ -d "$modules_dir" ] || { echo "build-docs: no built modules in $modules_dir" >&2; exit 2; }

triple="$(swift -print-target-info | sed -n 's/^ *"triple": "\(.*\)",$/\1/p' | head -n 1)"
sdk_flags=()
if command -v xcrun >/dev/null 2>&1; then sdk_flags=(-sdk "$(xcrun --show-sdk-path)"); fi

output="$root/.build/docs"
[ "$check" -eq 1 ] && output="$root/.build/docs/check"
graphs="$output/symbol-graphs"
rm -rf "$graphs"
mkdir -p "$graphs"

# The package's C targets (crash isolation's handlers) are found through the module maps SwiftPM generates for them.
c_modules=()
for map in "$modules_dir"/../*.build/module.modulemap; do
    [ -f "$map" ] && c_modules+=(-Xcc "-fmodule-map-file=$map")
done

warnings=0
failed=0
for module in "${modules[@]}"; do
    catalog="Sources/$module/$module.docc"
    [ -d "$catalog" ] || { echo "build-docs: missing catalog $catalog" >&2; failed=1; continue; }
    reexports=()
    [ "$module" = Convergence ] && reexports=("-experimental-allowed-reexported-modules=$umbrella_reexports")
    mkdir -p "$graphs/$module"
    "$extract" -module-name "$module" -target "$triple" "${sdk_flags[@]}" -I "$modules_dir" \
        -output-dir "$graphs/$module" -minimum-access-level public -skip-synthesized-members \
        -skip-inherited-docs "${reexports[@]}" ${c_modules[@]+"${c_modules[@]}"} \
        || { echo "build-docs: could not extract the symbol graph of $module" >&2; failed=1; continue; }

    hosting=(--transform-for-static-hosting)
    [ "$check" -eq 1 ] && hosting=(--no-transform-for-static-hosting)
    archive="$output/$module.doccarchive"
    rm -rf "$archive"
    log="$output/$module.log"
    status=0
    "$docc" convert "$catalog" --additional-symbol-graph-dir "$graphs/$module" --output-path "$archive" \
        --fallback-display-name "$module" --fallback-bundle-identifier "org.convergence.$module" \
        --warnings-as-errors "${hosting[@]}" >"$log" 2>&1 || status=$?
    # With --warnings-as-errors every warning is reported as an error; count both spellings.
    count="$(grep -c -E '^(warning|error):' "$log" || true)"
    if [ "$status" -ne 0 ] || [ "$count" -ne 0 ]; then
        cat "$log" >&2
        echo "build-docs: $module: $count warning(s) or error(s)" >&2
        warnings=$((warnings + count))
        failed=1
    else
        echo "$module: $archive"
    fi
done

if [ "$failed" -ne 0 ]; then
    echo "build-docs: failed with $warnings DocC warning(s) or error(s)" >&2
    exit 1
fi
echo "Documentation built with no warnings in $output"

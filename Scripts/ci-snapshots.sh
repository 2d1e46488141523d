#!/usr/bin/env bash
# What a CI job calls: verifies every scenario in CI mode (record mode never: a changed or missing snapshot fails,
# and its new render is left beside it as <file>.new), then writes the review artifacts whatever the outcome:
#   ARTIFACT_DIR/snapshot-report.md   the Markdown pull-request comment (scenarios report --markdown)
#   ARTIFACT_DIR/gallery/index.html   the offline HTML gallery, old beside new (scenarios gallery)
#   ARTIFACT_DIR/verify.log           verify's output
#   ARTIFACT_DIR/results.json         the results as JSON (verify --json; Scripts/scenarios-results.schema.json)
#   ARTIFACT_DIR/junit.xml            the results as JUnit XML, for CI systems that show test results (verify --junit)
#   ARTIFACT_DIR/pending/             a copy of every pending .new render, under its snapshot path
#
# Usage: Scripts/ci-snapshots.sh [ARTIFACT_DIR] [OPTION...]
#   ARTIFACT_DIR   where the artifacts go (default: snapshot-artifacts)
#   OPTION...      passed to verify, report and gallery alike: --shard i/n and --snapshots DIR (the options all
#                  three take)
# Environment:
#   SCENARIOS_PRODUCT      this package's executable product that embeds ScenariosCommand (default: scenarios)
#   SWIFT_BUILD_FLAGS      extra flags for swift build, split at spaces (e.g. "-c release" or
#                          "--scratch-path .build-ci"; no spaces inside one flag)
# Exit status: verify's (0 pass, 1 snapshot failures, 64 usage); 2 when SCENARIOS_PRODUCT is not an executable
# product of this package alone, the build fails, or verify passed but the report or gallery could not be written
# (after a failing verify it stays 1 and says the artifacts are incomplete). The report and gallery are written
# even when verify fails: that is when a reviewer needs them.
set -uo pipefail

case "${1:-}" in
    # The comment block at the top of this file, without its "# ".
    -h|--help) awk 'NR == 1 { next } /^#/ { sub(/^# ?/, ""); print; next } { exit }' "$0"; exit 0 ;;
esac
out="snapshot-artifacts"
if [ $# -gt 0 ] && [ "${1#-}" = "$1" ]; then
    out="$1"
    shift
fi
product="${SCENARIOS_PRODUCT:-scenarios}"
# SWIFT_BUILD_FLAGS is a list of flags: split at spaces, never expanded as file name patterns.
set -f
# shellcheck disable=SC2206
build_flags=(${SWIFT_BUILD_FLAGS:-})
set +f

export CI=true
unset SNAPSHOTS_RECORD  # CI never records, whatever the job's environment says

# The product must be this package's own executable. A dependency's of the same name would verify another catalog
# against this package's snapshots, and where both exist swift build picks the dependency's. (Skipped when this
# SwiftPM cannot list executables as JSON.)
if executables="$(swift package "${build_flags[@]+"${build_flags[@]}"}" show-executables --format json \
    2>/dev/null)"; then
    own=0
    others=""
    while IFS= read -r entry; do
        case "$entry" in *"\"name\":\"$product\""*) ;; *) continue ;; esac
        case "$entry" in
            *'"package"'*) others="$others $(printf '%s' "$entry" | sed 's/.*"package":"\([^"]*\)".*/\1/')" ;;
            *) own=1 ;;
        esac
    done < <(printf '%s\n' "$executables" | grep -o '{[^}]*}')
    if [ "$own" -eq 0 ]; then
        echo "ci-snapshots: this package has no executable product '$product'" \
            "${others:+(the dependency$others has one) }— set SCENARIOS_PRODUCT to the product whose main.swift" \
            "calls ScenariosCommand.main(catalog:)" >&2
        exit 2
    elif [ -n "$others" ]; then
        echo "ci-snapshots: this package and the dependency$others both have an executable product '$product', and" \
            "swift build picks the dependency's; give yours another name and set SCENARIOS_PRODUCT to it" >&2
        exit 2
    fi
fi

echo "ci-snapshots: building $product" >&2
swift build "${build_flags[@]+"${build_flags[@]}"}" --product "$product" >&2 || {
    echo "ci-snapshots: swift build --product $product failed" >&2
    exit 2
}
bin="$(swift build "${build_flags[@]+"${build_flags[@]}"}" --show-bin-path)/$product"
mkdir -p "$out" || { echo "ci-snapshots: cannot create $out" >&2; exit 2; }

# Pending renders older than this marker were left by earlier runs; only this run's go into pending/.
started="$(cd "$out" && pwd)/.verify-started"
: > "$started"
"$bin" verify --json "$out/results.json" --junit "$out/junit.xml" "$@" 2>&1 | tee "$out/verify.log"
status=${PIPESTATUS[0]}
if [ "$status" -eq 64 ]; then
    rm -f "$started"
    echo "ci-snapshots: verify rejected its arguments ($*)" >&2
    exit 64
fi

artifacts_ok=1
# report exits 1 when something failed, and also when it could not write: the written file is what tells.
rm -f "$out/snapshot-report.md" "$out/gallery/index.html"
"$bin" report --markdown --out "$out/snapshot-report.md" "$@"
if [ ! -f "$out/snapshot-report.md" ] || [ ! -s "$out/snapshot-report.md" ]; then
    echo "ci-snapshots: could not write the report" >&2
    artifacts_ok=0
fi
"$bin" gallery --out "$out/gallery" "$@"
if [ ! -f "$out/gallery/index.html" ] || [ ! -s "$out/gallery/index.html" ]; then
    echo "ci-snapshots: could not write the gallery" >&2
    artifacts_ok=0
fi

# The pending renders themselves, so a reviewer (or a bot) can download and accept them. The snapshot folder is the
# one the command uses: --snapshots DIR, else __Snapshots__ beside the nearest Package.swift at or above here.
snapshots="__Snapshots__"
dir="$PWD"
while [ -n "$dir" ]; do
    if [ -f "$dir/Package.swift" ]; then snapshots="$dir/__Snapshots__"; break; fi
    [ "$dir" = / ] && break
    dir="$(dirname "$dir")"
done
prev=""
for arg in "$@"; do
    case "$prev" in --snapshots) snapshots="$arg" ;; esac
    case "$arg" in --snapshots=*) snapshots="${arg#--snapshots=}" ;; esac
    prev="$arg"
done
rm -rf "$out/pending"
if [ -d "$snapshots" ]; then
    (cd "$snapshots" && find . -type f -name '*.new' -newer "$started" -print0) | while IFS= read -r -d '' file; do
        mkdir -p "$out/pending/$(dirname "$file")" && cp "$snapshots/$file" "$out/pending/$file"
    done
fi

rm -f "$started"

if [ "$artifacts_ok" -eq 0 ]; then
    echo "ci-snapshots: verify exited $status, but the artifacts in $out/ are incomplete" >&2
    [ "$status" -eq 0 ] && exit 2
    exit "$status"
fi
echo "ci-snapshots: verify exited $status; artifacts in $out/ (snapshot-report.md, gallery/index.html, results.json, junit.xml)" >&2
exit "$status"

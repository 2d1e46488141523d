#!/usr/bin/env bash
# What a CI job calls: verifies every scenario in CI mode (record mode never: a changed or missing snapshot fails,
# and its new render is left beside it as <file>.new), then writes the review artifacts whatever the outcome:
#   ARTIFACT_DIR/snapshot-report.md   the Markdown pull-request comment (scenarios report --markdown)
#   ARTIFACT_DIR/gallery/index.html   the offline HTML gallery, old beside new (scenarios gallery)
#   ARTIFACT_DIR/verify.log           verify's output
#   ARTIFACT_DIR/pending/             a copy of every pending .new render, under its snapshot path
#
# Usage: Scripts/ci-snapshots.sh [ARTIFACT_DIR] [OPTION...]
#   ARTIFACT_DIR   where the artifacts go (default: snapshot-artifacts)
#   OPTION...      passed to verify, report and gallery alike, e.g. --shard 2/4 or --snapshots DIR
# Environment:
#   SCENARIOS_PRODUCT      the executable product that embeds ScenariosCommand (default: scenarios)
#   SWIFT_BUILD_FLAGS      extra flags for swift build (e.g. "-c release")
# Exit status: verify's (0 pass, 1 snapshot failures, 64 usage); 2 when the build fails or no artifact could be
# written. The report and gallery are written even when verify fails: that is when a reviewer needs them.
set -uo pipefail

case "${1:-}" in
    -h|--help) sed -n '2,19p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
esac
out="snapshot-artifacts"
if [ $# -gt 0 ] && [ "${1#-}" = "$1" ]; then
    out="$1"
    shift
fi
product="${SCENARIOS_PRODUCT:-scenarios}"
# shellcheck disable=SC2086 # SWIFT_BUILD_FLAGS is a list of flags.
build_flags=(${SWIFT_BUILD_FLAGS:-})

export CI=true
unset SNAPSHOTS_RECORD  # CI never records, whatever the job's environment says

echo "ci-snapshots: building $product" >&2
swift build "${build_flags[@]+"${build_flags[@]}"}" --product "$product" >&2 || {
    echo "ci-snapshots: swift build --product $product failed" >&2
    exit 2
}
bin="$(swift build "${build_flags[@]+"${build_flags[@]}"}" --show-bin-path)/$product"
mkdir -p "$out" || { echo "ci-snapshots: cannot create $out" >&2; exit 2; }

"$bin" verify "$@" 2>&1 | tee "$out/verify.log"
status=${PIPESTATUS[0]}
if [ "$status" -eq 64 ]; then
    echo "ci-snapshots: verify rejected its arguments ($*)" >&2
    exit 64
fi

artifacts_ok=1
# report exits 1 when something failed; only a status above 1 means it could not write the report.
"$bin" report --markdown --out "$out/snapshot-report.md" "$@"
[ $? -le 1 ] || { echo "ci-snapshots: could not write the report" >&2; artifacts_ok=0; }
"$bin" gallery --out "$out/gallery" "$@" || { echo "ci-snapshots: could not write the gallery" >&2; artifacts_ok=0; }

# The pending renders themselves, so a reviewer (or a bot) can download and accept them.
snapshots="__Snapshots__"
prev=""
for arg in "$@"; do
    case "$prev" in --snapshots) snapshots="$arg" ;; esac
    case "$arg" in --snapshots=*) snapshots="${arg#--snapshots=}" ;; esac
    prev="$arg"
done
if [ -d "$snapshots" ]; then
    (cd "$snapshots" && find . -type f -name '*.new' -print0) | while IFS= read -r -d '' file; do
        mkdir -p "$out/pending/$(dirname "$file")" && cp "$snapshots/$file" "$out/pending/$file"
    done
fi

echo "ci-snapshots: verify exited $status; artifacts in $out/ (snapshot-report.md, gallery/index.html)" >&2
if [ "$artifacts_ok" -eq 0 ] && [ "$status" -eq 0 ]; then exit 2; fi
exit "$status"

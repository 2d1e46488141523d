#!/usr/bin/env bash
# Fuzzes the renderers for a given time: random trees over the whole render vocabulary, with text from every
# Unicode plane, controls, bidirectional controls, huge words and markup, at random widths from 1 to 200. Checks
# that nothing crashes, every ASCII line fits its width without trailing spaces, the HTML is well-formed with all
# text escaped, and rendering twice gives the same text (Tests/ConvergenceRenderingTests/Property/RenderFuzzStressTests).
# `swift test` runs a fixed seed set of the same test; this runs fresh seeds.
#
# Usage: Scripts/fuzz.sh [SECONDS] [SEED]
#   SECONDS   how long to run (default 60)
#   SEED      hex seed to start from (default random); a failure prints the seed of its tree, and
#             `Scripts/fuzz.sh 0 SEED` replays exactly that tree
# Exit status: 0 when every tree kept every guarantee, 1 otherwise, 2 on bad usage.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${1:-60}"
seed="${2:-}"
case "$seconds" in
    -h|--help) sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    ''|*[!0-9]*) echo "usage: $0 [SECONDS] [SEED]" >&2; exit 2 ;;
esac
if [ -n "$seed" ] && ! [[ "$seed" =~ ^(0x)?[0-9a-fA-F]+$ ]]; then
    echo "fuzz: SEED must be hexadecimal, not $seed" >&2
    exit 2
fi

# SWIFT_BUILD_FLAGS (e.g. "-c release") is split into words on purpose.
# shellcheck disable=SC2086
swift build --build-tests ${SWIFT_BUILD_FLAGS:-} >&2 || exit 2
set +e
CONVERGENCE_FUZZ_SECONDS="$seconds" CONVERGENCE_FUZZ_SEED="${seed#0x}" \
    swift test --skip-build ${SWIFT_BUILD_FLAGS:-} --filter 'RenderFuzzStressTests/freshSeedsForAGivenTime' 2>&1 \
    | grep -E 'fuzz:|seed 0x|✘|Test run with|error:'
status=${PIPESTATUS[0]}
[ "$status" -eq 0 ] && exit 0 || exit 1

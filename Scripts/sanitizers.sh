#!/usr/bin/env bash
# Runs the test suite under Clang's sanitizers: ThreadSanitizer (data races — parallel Swift Testing cases render
# on the main actor and off it at once) and AddressSanitizer (use after free, overflows). Each sanitizer builds into
# its own scratch folder (.build-tsan, .build-asan; git-ignored by the .build-*/ rule), so the everyday .build
# stays as it is. Both builds are slow: several minutes each from scratch, and the tests run 2-10 times slower.
#
# Usage: Scripts/sanitizers.sh [thread|address|both] [FILTER]
#   thread|address|both   which sanitizer(s) to run (default both)
#   FILTER                passed to `swift test --filter` (a suite or test name pattern); the whole suite without it
# Exit status: 0 when every run passed with no sanitizer report, 1 otherwise, 2 on bad usage.
set -uo pipefail
cd "$(dirname "$0")/.."

which="${1:-both}"
filter="${2:-}"
case "$which" in
    thread) sanitizers=(thread) ;;
    address) sanitizers=(address) ;;
    both) sanitizers=(thread address) ;;
    -h|--help) sed -n '2,10p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "usage: $0 [thread|address|both] [FILTER]" >&2; exit 2 ;;
esac

status=0
for sanitizer in "${sanitizers[@]}"; do
    scratch=".build-${sanitizer:0:1}san"
    log="$scratch/sanitizer-test.log"
    mkdir -p "$scratch"
    arguments=(--sanitize="$sanitizer" --scratch-path "$scratch")
    [ -n "$filter" ] && arguments+=(--filter "$filter")
    echo "== swift test ${arguments[*]}"
    start=$(date +%s)
    # halt_on_error=0 lets TSan report every race, not only the first; a report still fails the run below.
    # detect_stack_use_after_return=0 keeps locals on the real stack, where the deep-tree guard (StackGuard) reads
    # how much is left; on ASan's heap "fake stack" the guard cannot tell and deep trees overflow.
    TSAN_OPTIONS="${TSAN_OPTIONS:-halt_on_error=0}" \
        ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0:detect_stack_use_after_return=0}" \
        swift test "${arguments[@]}" 2>&1 | tee "$log"
    result=${PIPESTATUS[0]}
    reports=$(grep -c -E '^(WARNING: ThreadSanitizer|==[0-9]+==ERROR: AddressSanitizer)' "$log" || true)
    echo "== $sanitizer: exit $result, $reports sanitizer report(s), $(( $(date +%s) - start )) s (log: $log)"
    if [ "$result" -ne 0 ] || [ "$reports" -ne 0 ]; then status=1; fi
done
exit $status

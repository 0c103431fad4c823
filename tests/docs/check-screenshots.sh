#!/usr/bin/env bash
# The pictures of README.md and of the AppStream metadata are the suite's own: each one they name
# is in docs/screenshots/, is one scripts/screenshots copies from a screenshot the GUI tests take,
# and that screenshot is taken by a test (its name, or its name's stem before the language, appears
# in a saveScreenshot call). A picture drawn by hand, or one whose test is gone, fails here.
set -u
root=${1:?usage: check-screenshots.sh SOURCE_ROOT}
cd "$root" || exit 1
fail=0
map=$(scripts/screenshots --list) || { echo "scripts/screenshots --list failed"; exit 1; }
named=$( { grep -o 'docs/screenshots/[A-Za-z0-9_.-]*\.png' README.md;
           grep -o 'docs/screenshots/[A-Za-z0-9_.-]*\.png' packaging/*.metainfo.xml; } | sort -u)
[ -n "$named" ] || { echo "README.md shows no screenshot"; exit 1; }
for path in $named; do
  name=$(basename "$path" .png)
  [ -s "$path" ] || { echo "$path is missing (run scripts/screenshots)"; fail=1; continue; }
  source=$(printf '%s\n' "$map" | awk -F: -v n="$name" '$2 == n { print $1 }')
  [ -n "$source" ] || { echo "$path is not made by the suite: scripts/screenshots does not list it"; fail=1; continue; }
  # Taken by name, or by a stem the test completes (u"readme-console-"_s + language, u"create-%1-%2").
  pattern="u\"$source\""
  prefix=$source
  while [ "${prefix%-*}" != "$prefix" ]; do
    prefix=${prefix%-*}
    pattern="$pattern|u\"$prefix-(\"|%)"
  done
  if ! grep -rqE "saveScreenshot\([^,]+, ($pattern)" tests/ui; then
    echo "$path comes from $source.png, which no GUI test takes"; fail=1
  fi
done
[ $fail -eq 0 ] && echo "$(echo "$named" | wc -l) screenshots, all made by the suite"
exit $fail

#!/usr/bin/env bash
# Every user-visible string of the console has a Chinese translation: lupdate re-extracts the
# strings from today's sources into a copy of gpudesk_zh_CN.ts, and no message may be left
# unfinished, empty or vanished. Catches both a new tr() without translation and a stale .ts file.
set -u
root=${1:?usage: check-translations.sh SOURCE_ROOT}
lupdate=${LUPDATE:-/usr/lib/qt6/bin/lupdate}
[ -x "$lupdate" ] || lupdate=$(command -v lupdate6 || command -v lupdate || true)
[ -n "$lupdate" ] || { echo "lupdate not found (qt6-l10n-tools; scripts/setup installs it)"; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp "$root/resources/translations/gpudesk_zh_CN.ts" "$work/zh.ts"
(cd "$root" && "$lupdate" -silent -no-obsolete -locations none -I . ui core common cli app/gpudesk_main.cpp -ts "$work/zh.ts") || exit 1
unfinished=$(grep -c 'type="unfinished"' "$work/zh.ts")
empty=$(grep -c '<translation></translation>\|<translation/>' "$work/zh.ts")
total=$(grep -c '<message' "$work/zh.ts")
if [ "$unfinished" -ne 0 ] || [ "$empty" -ne 0 ]; then
  echo "gpudesk_zh_CN.ts: $unfinished unfinished and $empty empty of $total messages; untranslated:"
  grep -B3 'type="unfinished"' "$work/zh.ts" | grep '<source>' | sed 's/^ */  /'
  echo "run: cmake --build --preset dev --target update_translations, then translate them"
  exit 1
fi
echo "zh_CN: all $total messages translated"

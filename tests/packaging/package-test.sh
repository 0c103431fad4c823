#!/usr/bin/env bash
# Builds the .deb with CPack from the build tree $1, unpacks it and checks what a user gets:
# the three executables, the desktop entry, the icon, valid AppStream metainfo and gpudeskctl(1).
set -u
build=${1:?usage: package-test.sh BUILD_DIR}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail=0
(cd "$build" && cpack -G DEB -B "$work/out" >"$work/cpack.log" 2>&1) || { cat "$work/cpack.log"; echo "cpack failed"; exit 1; }
deb=$(ls "$work"/out/*.deb 2>/dev/null | head -1)
[ -n "$deb" ] || { cat "$work/cpack.log"; echo "no .deb produced"; exit 1; }
echo "built $(basename "$deb")"
dpkg-deb --info "$deb" | sed -n '/Package:/,$p'
dpkg-deb -x "$deb" "$work/root"
for f in usr/bin/gpudesk usr/bin/gpudeskctl usr/bin/gpudesk-sandbox; do
  [ -x "$work/root/$f" ] || { echo "missing executable: /$f"; fail=1; }
done
desktop="$work/root/usr/share/applications/io.github.gpudesk.gpudesk.desktop"
icon="$work/root/usr/share/icons/hicolor/scalable/apps/io.github.gpudesk.gpudesk.svg"
meta="$work/root/usr/share/metainfo/io.github.gpudesk.gpudesk.metainfo.xml"
for f in "$desktop" "$icon" "$meta"; do [ -s "$f" ] || { echo "missing: ${f#"$work/root"}"; fail=1; }; done
grep -q '^Exec=gpudesk' "$desktop" || { echo "desktop entry does not start gpudesk"; fail=1; }
grep -q '^Icon=io.github.gpudesk.gpudesk$' "$desktop" || { echo "desktop entry names another icon"; fail=1; }
if command -v desktop-file-validate >/dev/null; then desktop-file-validate "$desktop" || fail=1; fi
if command -v appstreamcli >/dev/null; then
  appstreamcli validate --no-net --explain "$meta" || { echo "metainfo does not validate"; fail=1; }
else
  echo "appstreamcli not installed: metainfo not validated (scripts/setup installs it)"; fail=1
fi
# Debian's own checks of a package: no error (warnings are said, not failed on).
if command -v lintian >/dev/null; then
  lintian --fail-on error --allow-root "$deb" || { echo "lintian finds errors in the package"; fail=1; }
else
  echo "lintian not installed: the package is not checked (scripts/setup installs it)"; fail=1
fi
grep -q '<screenshot type="default">' "$meta" || { echo "metainfo shows no screenshot"; fail=1; }
# gpudeskctl(1), made from gpudeskctl's own table of commands, reads without a groff warning.
man="$work/root/usr/share/man/man1/gpudeskctl.1.gz"
if [ -s "$man" ]; then
  warnings=$(zcat "$man" | groff -man -Tutf8 -ww 2>&1 >/dev/null)
  [ -z "$warnings" ] || { echo "gpudeskctl(1) has groff warnings:"; echo "$warnings"; fail=1; }
  zcat "$man" | grep -q '^\.SH COMMANDS' || { echo "gpudeskctl(1) lists no commands"; fail=1; }
else
  echo "missing: /usr/share/man/man1/gpudeskctl.1.gz"; fail=1
fi
# The package's own binaries must run: the sandbox answers --help without a display.
"$work/root/usr/bin/gpudesk-sandbox" --help >/dev/null || { echo "packaged gpudesk-sandbox does not run"; fail=1; }
[ $fail -eq 0 ] && echo "package ok"
exit $fail

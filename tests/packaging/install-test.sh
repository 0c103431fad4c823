#!/usr/bin/env bash
# Installs the .deb built from the build tree $1 the way a user does (apt install ./gpudesk_*.deb,
# which pulls its dependencies), checks that the programs run and the desktop menu finds the
# console, then removes it and checks that nothing of it is left. Changes the system: run it as
# root on a machine made for it (../shared/tools/fresh-machine . 'scripts/test && bash
# tests/packaging/install-test.sh build/dev'), not in the suite.
set -eu
build=${1:?usage: install-test.sh BUILD_DIR}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd "$build" && cpack -G DEB -B "$work" >/dev/null)
deb=$(ls "$work"/*.deb | head -1)
cp "$deb" /tmp/
deb=/tmp/$(basename "$deb")
DEBIAN_FRONTEND=noninteractive apt-get install -y -q "$deb"
dpkg-query -W -f='${Status}\n' gpudesk | grep -q 'install ok installed'
/usr/bin/gpudesk-sandbox --help >/dev/null
/usr/bin/gpudeskctl --version
LANG=zh_CN.UTF-8 /usr/bin/gpudeskctl help ls | head -3
desktop-file-validate /usr/share/applications/io.github.gpudesk.gpudesk.desktop
grep -q '^Exec=gpudesk' /usr/share/applications/io.github.gpudesk.gpudesk.desktop
[ -f /usr/share/icons/hicolor/scalable/apps/io.github.gpudesk.gpudesk.svg ]
man -w gpudeskctl >/dev/null
files=$(dpkg -L gpudesk | while read -r f; do [ -f "$f" ] && echo "$f"; done)
DEBIAN_FRONTEND=noninteractive apt-get remove -y -q gpudesk
left=""
for f in $files; do [ -e "$f" ] && left="$left $f"; done
[ -z "$left" ] || { echo "left behind after removal:$left"; exit 1; }
if dpkg-query -W -f='${Status}\n' gpudesk 2>/dev/null | grep -q 'install ok installed'; then
  echo "still installed"; exit 1
fi
rm -f "$deb"
echo "installed, ran and removed cleanly"

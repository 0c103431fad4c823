#!/usr/bin/env bash
# Checks DESIGN section 1's layering by what the sources include, for a tree given as $1:
# - no file under common/, core/ or platform/ includes a QtWidgets header;
# - common/ includes neither core/ nor platform/ nor ui/;
# - core/ and platform/ never include each other's headers (they meet only on the wire);
# - neither includes ui/;
# - cli/ (gpudeskctl) includes core's headers only: neither platform/ nor ui/ nor QtWidgets;
# - no folder includes, through any chain of folders, a folder that includes it (each folder of
#   common/, core/, platform/, cli/ and ui/ is a room; the rooms form a ladder, not a loop).
# Prints each violation as FILE:LINE: reason and exits 1 if there is any.
set -u
root=${1:?usage: check-layers.sh SOURCE_ROOT}
cd "$root" || exit 2
status=0
report() { echo "$1: $2"; status=1; }

widgets='#include[[:space:]]*[<"](QtWidgets/|QtGui/QWidget|Q(Widget|Application|MainWindow|Dialog|PushButton|Label|LineEdit|MessageBox|TableView|TreeView|SystemTrayIcon|Menu|Action|ComboBox|Layout|VBoxLayout|HBoxLayout|FormLayout|GridLayout|Wizard|WizardPage|StyledItemDelegate|HeaderView|StatusBar|ToolBar|TabWidget|GroupBox|SpinBox|CheckBox|RadioButton|ProgressBar|FileDialog|Splitter|ScrollArea|StackedWidget|ListWidget|TableWidget|TextEdit|PlainTextEdit)[>"])'
check() { # dir pattern reason
  [ -d "$1" ] || return 0
  while IFS= read -r hit; do report "${hit%%:#*}" "$3"; done < <(grep -rnE --include='*.h' --include='*.cpp' "$2" "$1" | sed -E 's/^([^:]+:[0-9]+):.*/\1:#/')
}
for layer in common core platform cli; do
  check "$layer" "$widgets" "includes a QtWidgets header; only ui/ may (DESIGN section 1)"
done
check common '#include[[:space:]]*["<](core|platform|ui)/' "common/ includes a higher layer"
check core '#include[[:space:]]*["<]platform/' "core/ includes platform/; they meet only on the wire"
check platform '#include[[:space:]]*["<]core/' "platform/ includes core/; they meet only on the wire"
check core '#include[[:space:]]*["<]ui/' "core/ includes ui/"
check platform '#include[[:space:]]*["<]ui/' "platform/ includes ui/"
check cli '#include[[:space:]]*["<](platform|ui)/' "cli/ includes platform/ or ui/; gpudeskctl is a front end on core"
# Folders that include each other, through any chain: each cycle once, with one include per step.
cycles=$(python3 - <<'PY'
import collections, os, re, sys
tops = ('common', 'core', 'platform', 'cli', 'ui')
edges = collections.defaultdict(dict)  # folder -> {folder it includes: "file:line"}
for top in tops:
    for base, _, files in os.walk(top):
        for name in sorted(files):
            if not name.endswith(('.h', '.cpp')):
                continue
            path = os.path.join(base, name)
            with open(path, errors='replace') as f:
                for n, line in enumerate(f, 1):
                    m = re.match(r'\s*#\s*include\s*"([^"]+)"', line)
                    if m and m.group(1).split('/')[0] in tops:
                        dst = os.path.dirname(m.group(1))
                        if dst != base:
                            edges[base].setdefault(dst, f"{path}:{n}")
index, low, stack, on, found = {}, {}, [], set(), []
def visit(v):
    index[v] = low[v] = len(index); stack.append(v); on.add(v)
    for w in sorted(edges.get(v, {})):
        if w not in index:
            visit(w); low[v] = min(low[v], low[w])
        elif w in on:
            low[v] = min(low[v], index[w])
    if low[v] == index[v]:
        comp = []
        while True:
            w = stack.pop(); on.discard(w); comp.append(w)
            if w == v:
                break
        if len(comp) > 1:
            found.append(sorted(comp))
sys.setrecursionlimit(10000)
for v in sorted(edges):
    if v not in index:
        visit(v)
for comp in found:
    where = [edges[a][b] for a in comp for b in comp if b in edges.get(a, {})]
    print(f"{where[0]}: folders include each other ({' <-> '.join(comp)}; also {', '.join(where[1:3])})")
PY
)
while IFS= read -r line; do [ -n "$line" ] && report "${line%%: folders*}" "${line#*: }"; done <<<"$cycles"
[ $status -eq 0 ] && echo "layering ok: common, core, platform, cli and ui include only what DESIGN section 1 allows"
exit $status

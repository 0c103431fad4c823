#!/usr/bin/env bash
# Checks DESIGN section 1's layering by what the sources include, for a tree given as $1:
# - no file under common/, core/ or platform/ includes a QtWidgets header;
# - common/ includes neither core/ nor platform/ nor ui/;
# - core/ and platform/ never include each other's headers (they meet only on the wire);
# - neither includes ui/;
# - cli/ (gpudeskctl) includes core's headers only: neither platform/ nor ui/ nor QtWidgets.
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
[ $status -eq 0 ] && echo "layering ok: common, core, platform, cli and ui include only what DESIGN section 1 allows"
exit $status

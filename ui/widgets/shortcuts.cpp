#include "ui/widgets/shortcuts.h"

#include <QAction>

using namespace Qt::StringLiterals;

namespace Shortcuts {

void give(QAction *action, const QKeySequence &keys)
{
    action->setShortcut(keys);
    // The tooltip without a shortcut says the action's text (minus its mnemonic): keep it, add the keys.
    QString tip = action->toolTip();
    if (tip.isEmpty())
        tip = action->text().remove(u'&');
    action->setToolTip(u"%1 (%2)"_s.arg(tip, keys.toString(QKeySequence::NativeText)));
}

QString list(const QList<QAction *> &actions)
{
    QStringList lines;
    for (const QAction *a : actions) {
        if (a->shortcut().isEmpty())
            continue;
        lines << u"%1\t%2"_s.arg(a->shortcut().toString(QKeySequence::NativeText), a->text().remove(u'&'));
    }
    return lines.join(u'\n');
}

} // namespace Shortcuts

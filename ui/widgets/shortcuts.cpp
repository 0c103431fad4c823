#include "ui/widgets/shortcuts.h"

#include <QAction>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace Shortcuts {
namespace {

/// An action's text as read, without its mnemonic: "&Quit" and Chinese's "退出(&Q)" alike.
QString plain(QString text)
{
    static const QRegularExpression chinese(u"\\(&\\w\\)"_s);
    return text.remove(chinese).remove(u'&');
}

} // namespace

void give(QAction *action, const QKeySequence &keys)
{
    action->setShortcut(keys);
    // The tooltip without a shortcut says the action's text (minus its mnemonic): keep it, add the keys.
    QString tip = action->toolTip();
    if (tip.isEmpty())
        tip = plain(action->text());
    action->setToolTip(u"%1 (%2)"_s.arg(tip, keys.toString(QKeySequence::NativeText)));
}

QString list(const QList<QAction *> &actions)
{
    QStringList lines;
    for (const QAction *a : actions) {
        if (a->shortcut().isEmpty())
            continue;
        lines << u"%1\t%2"_s.arg(a->shortcut().toString(QKeySequence::NativeText), plain(a->text()));
    }
    return lines.join(u'\n');
}

} // namespace Shortcuts

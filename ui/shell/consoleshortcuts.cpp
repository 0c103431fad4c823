#include "ui/shell/consoleshortcuts.h"

#include "ui/instances/instanceactions.h"
#include "ui/widgets/shortcuts.h"

#include <QAction>
#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace ConsoleShortcuts {

void give(InstanceActions &acts)
{
    // Ctrl+Shift for what changes what bills, so that a stray Ctrl+S never starts a card.
    Shortcuts::give(acts.start(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    Shortcuts::give(acts.stop(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_X));
    Shortcuts::give(acts.copySsh(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    Shortcuts::give(acts.diagnose(), QKeySequence(Qt::CTRL | Qt::Key_D));
    Shortcuts::give(acts.openTerminal(), QKeySequence(Qt::CTRL | Qt::Key_T));
    Shortcuts::give(acts.tunnels(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_T));
}

QString text(const QList<QAction *> &actions, int pages)
{
    return Shortcuts::list(actions) + u'\n'
        + QCoreApplication::translate("ConsoleShortcuts",
                                      "Ctrl+1 … Ctrl+%1\tthe pages, in the order of the list on the left")
              .arg(std::min(9, pages))
        + u"\n\n"_s
        + QCoreApplication::translate("ConsoleShortcuts",
                                      "The instance shortcuts work on the Instances page, for the selected instance.");
}

QString table(const QString &text)
{
    QString rows, notes;
    for (const QString &line : text.split(u'\n', Qt::SkipEmptyParts)) {
        const qsizetype tab = line.indexOf(u'\t');
        if (tab < 0)
            notes += u"<p>%1</p>"_s.arg(line.toHtmlEscaped());
        else
            rows += u"<tr><td style=\"padding-right:16px\"><b>%1</b></td><td>%2</td></tr>"_s.arg(
                line.left(tab).toHtmlEscaped(), line.mid(tab + 1).toHtmlEscaped());
    }
    return u"<table>%1</table>%2"_s.arg(rows, notes);
}

} // namespace ConsoleShortcuts

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

} // namespace ConsoleShortcuts

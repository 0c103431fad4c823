#pragma once

#include <QList>
#include <QString>

class InstanceActions;
class QAction;

/// Which keys do what in the console (the shell decides, above the pages that own the actions).
namespace ConsoleShortcuts {

/// The instance's main actions by keyboard: start, stop, copy the SSH command, diagnose, a terminal, tunnels.
void give(InstanceActions &actions);
/// Help → Keyboard shortcuts: `actions`' shortcuts, the pages' Ctrl+1…, and where they work.
QString text(const QList<QAction *> &actions, int pages);
/// text() for the eye: its "keys<tab>what" lines as the two columns of a table, the rest as paragraphs.
QString table(const QString &text);

} // namespace ConsoleShortcuts

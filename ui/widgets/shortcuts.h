#pragma once

#include <QKeySequence>
#include <QList>
#include <QString>

class QAction;

/// The console's keyboard shortcuts: given to the main actions once, said in each action's tooltip
/// (a mouse user learns them by hovering), and listed together in Help → Keyboard shortcuts.
namespace Shortcuts {

/// Gives `action` its `keys` and puts them after its tooltip ("… (Ctrl+Shift+S)").
void give(QAction *action, const QKeySequence &keys);
/// Every shortcut given so far under `actions`, one line each ("Ctrl+N  Create…"), in the
/// reader's language and the platform's notation.
QString list(const QList<QAction *> &actions);

} // namespace Shortcuts

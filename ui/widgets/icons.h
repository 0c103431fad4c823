#pragma once

#include <QColor>
#include <QIcon>
#include <QString>

class QAction;
class QObject;

/// The console's own icons (resources/icons/ui/NAME.svg): line drawings in the palette's text
/// colour, so a dark palette gets light ones, sharp at 100% and 200%. The offscreen platform and
/// many desktops have no icon theme; these are always there.
namespace Icons {

/// `name` without ".svg"; `color` invalid: the application palette's window text colour. A null
/// icon for an unknown name.
QIcon get(const QString &name, const QColor &color = {});
/// Gives `action` the icon `name` and remembers which, so that refresh() can draw it again.
void set(QAction *action, const QString &name);
/// Draws again, in the palette's colour now, the icon of every action under `root` given by set()
/// (after the desktop changed from light to dark, say).
void refresh(QObject *root);
/// A filled dot in `color`, the badge a state wears in the instances table.
QIcon dot(const QColor &color);

} // namespace Icons

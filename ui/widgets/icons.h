#pragma once

#include <QColor>
#include <QIcon>
#include <QString>

/// The console's own icons (resources/icons/ui/NAME.svg): line drawings in the palette's text
/// colour, so a dark palette gets light ones, sharp at 100% and 200%. The offscreen platform and
/// many desktops have no icon theme; these are always there.
namespace Icons {

/// `name` without ".svg"; `color` invalid: the application palette's window text colour. A null
/// icon for an unknown name.
QIcon get(const QString &name, const QColor &color = {});
/// A filled dot in `color`, the badge a state wears in the instances table.
QIcon dot(const QColor &color);

} // namespace Icons

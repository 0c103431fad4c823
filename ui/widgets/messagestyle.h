#pragma once

#include <QColor>
#include <QString>

class QGroupBox;
class QLabel;
class QWidget;

/// The console's few colours that carry meaning, in one place: a problem the user must act on
/// (red), a warning (amber), and something that costs money now (green). Inline labels take them
/// through these helpers so that every screen says "wrong" and "careful" the same way.
namespace MessageStyle {

QColor problemColor();
QColor warningColor();
QColor billingColor();

/// Red text: a field's problem beside it, or a refusal in a dialog.
void problem(QLabel *label);
/// Red on a light red band: a refusal above a table or a page, to be read before going on.
void problemBand(QLabel *label);
/// Amber text: a warning that does not stop anything.
void warning(QLabel *label);
/// Amber on a light amber band: the figures are stale, the platform is offline.
void warningBand(QLabel *label);
/// A paragraph of a page: a label that wraps its words.
QLabel *paragraph(const QString &text, QWidget *parent);
/// A group box as a section of a page: its title stands out as a heading, its contents do not.
void section(QGroupBox *box);
/// Shows `sentence` in a page's message line: a refusal on a red band, anything else plain.
void say(QLabel *label, const QString &sentence, bool isProblem);

} // namespace MessageStyle

#include "ui/widgets/messagestyle.h"

#include <QGroupBox>
#include <QLabel>

using namespace Qt::StringLiterals;

namespace MessageStyle {

QColor problemColor()
{
    return QColor(0xb0, 0x20, 0x20);
}

QColor warningColor()
{
    return QColor(0x8a, 0x5a, 0x00);
}

QColor billingColor()
{
    return QColor(0x1b, 0x7f, 0x3a);
}

void problem(QLabel *label)
{
    label->setStyleSheet(u"color: %1;"_s.arg(problemColor().name()));
}

void problemBand(QLabel *label)
{
    label->setStyleSheet(u"color: %1; background: #fde8e8; padding: 4px;"_s.arg(problemColor().name()));
}

void warning(QLabel *label)
{
    label->setStyleSheet(u"color: %1;"_s.arg(warningColor().name()));
}

void warningBand(QLabel *label)
{
    label->setStyleSheet(u"color: %1; background: #fff4d6; padding: 4px;"_s.arg(warningColor().name()));
}

QLabel *paragraph(const QString &text, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    label->setWordWrap(true);
    return label;
}

void say(QLabel *label, const QString &sentence, bool isProblem)
{
    label->setText(sentence);
    if (isProblem)
        problemBand(label);
    else
        label->setStyleSheet({});
    label->show();
}

void section(QGroupBox *box)
{
    box->setStyleSheet(QStringLiteral("QGroupBox { font-weight: bold; } QGroupBox * { font-weight: normal; }"));
}

} // namespace MessageStyle

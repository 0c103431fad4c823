#include "ui/widgets/icons.h"

#include "ui/widgets/svgiconengine.h"

#include <QAction>
#include <QApplication>
#include <QFile>
#include <QPainter>
#include <QPalette>
#include <QPixmap>

using namespace Qt::StringLiterals;

QIcon Icons::get(const QString &name, const QColor &color)
{
    QFile file(u":/ui-icons/"_s + name + u".svg"_s);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QColor ink = color.isValid() ? color : QApplication::palette().color(QPalette::WindowText);
    QByteArray svg = file.readAll();
    svg.replace("#COLOR#", ink.name().toLatin1());
    return QIcon(new SvgIconEngine(svg)); // drawn at the sizes shown, when shown
}

namespace {
constexpr const char *kIconName = "gpudeskIcon";
} // namespace

void Icons::set(QAction *action, const QString &name)
{
    action->setProperty(kIconName, name);
    action->setIcon(get(name));
}

void Icons::refresh(QObject *root)
{
    for (QAction *action : root->findChildren<QAction *>()) {
        const QString name = action->property(kIconName).toString();
        if (!name.isEmpty())
            action->setIcon(get(name));
    }
}

QIcon Icons::dot(const QColor &color)
{
    QIcon icon;
    for (const int side : {12, 16, 24, 32}) {
        QPixmap pixmap(side, side);
        pixmap.fill(Qt::transparent);
        QPainter painter(&pixmap);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setPen(Qt::NoPen);
        painter.setBrush(color);
        const qreal margin = side * 0.18;
        painter.drawEllipse(QRectF(margin, margin, side - 2 * margin, side - 2 * margin));
        painter.end();
        icon.addPixmap(pixmap);
    }
    return icon;
}

#include "ui/widgets/svgiconengine.h"

#include <QApplication>
#include <QImage>
#include <QPainter>
#include <QStyle>
#include <QStyleOption>
#include <QSvgRenderer>

using namespace Qt::StringLiterals;

SvgIconEngine::SvgIconEngine(const QByteArray &svg)
    : m_renderer(std::make_shared<QSvgRenderer>(svg))
{ }

QIconEngine *SvgIconEngine::clone() const
{
    return new SvgIconEngine(*this);
}

QString SvgIconEngine::key() const
{
    return u"gpudesk-svg"_s;
}

bool SvgIconEngine::isNull()
{
    return !m_renderer->isValid();
}

QSize SvgIconEngine::actualSize(const QSize &size, QIcon::Mode, QIcon::State)
{
    const int side = std::min(size.width(), size.height()); // the console's icons are square
    return {side, side};
}

QList<QSize> SvgIconEngine::availableSizes(QIcon::Mode, QIcon::State)
{
    // Any size is drawn sharp; these are the ones toolbars, lists and menus ask for, at 100% and 200%.
    return {{16, 16}, {20, 20}, {24, 24}, {32, 32}, {48, 48}, {64, 64}, {96, 96}};
}

QPixmap SvgIconEngine::pixmap(const QSize &size, QIcon::Mode mode, QIcon::State state)
{
    const int side = actualSize(size, mode, state).width();
    if (side <= 0 || !m_renderer->isValid())
        return {};
    const quint64 key = (quint64(side) << 8) | quint64(mode);
    if (const auto found = m_drawn.constFind(key); found != m_drawn.cend())
        return *found;
    QPixmap drawn;
    if (mode == QIcon::Disabled) {
        // Greyed as the style greys any icon, from the normal drawing.
        QStyleOption option;
        option.palette = QApplication::palette();
        drawn
            = QApplication::style()->generatedIconPixmap(QIcon::Disabled, pixmap(size, QIcon::Normal, state), &option);
    } else {
        QImage image(side, side, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        QPainter painter(&image);
        m_renderer->render(&painter, QRectF(0, 0, side, side));
        painter.end();
        drawn = QPixmap::fromImage(std::move(image));
    }
    m_drawn.insert(key, drawn);
    return drawn;
}

void SvgIconEngine::paint(QPainter *painter, const QRect &rect, QIcon::Mode mode, QIcon::State state)
{
    const qreal scale = painter->device() ? painter->device()->devicePixelRatioF() : 1.0;
    QPixmap drawn = pixmap(rect.size() * scale, mode, state);
    drawn.setDevicePixelRatio(scale);
    painter->drawPixmap(rect.topLeft(), drawn);
}

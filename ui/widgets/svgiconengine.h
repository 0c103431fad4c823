#pragma once

#include <QByteArray>
#include <QHash>
#include <QIconEngine>
#include <QPixmap>

#include <memory>

class QSvgRenderer;

/// An icon drawn from SVG text at the size it is asked for, when it is asked for: a console's
/// icons are parsed once and each drawn at the one or two sizes a toolbar, list or menu shows
/// (drawing each at every size up front, through the image plugins, held up the first window).
class SvgIconEngine final : public QIconEngine
{
public:
    explicit SvgIconEngine(const QByteArray &svg);

    QIconEngine *clone() const override;
    QString key() const override;
    bool isNull() override;
    QSize actualSize(const QSize &size, QIcon::Mode mode, QIcon::State state) override;
    QList<QSize> availableSizes(QIcon::Mode mode, QIcon::State state) override;
    QPixmap pixmap(const QSize &size, QIcon::Mode mode, QIcon::State state) override;
    void paint(QPainter *painter, const QRect &rect, QIcon::Mode mode, QIcon::State state) override;

private:
    std::shared_ptr<QSvgRenderer> m_renderer; ///< shared by clones: an icon's copies draw alike
    QHash<quint64, QPixmap> m_drawn; ///< by side and mode
};

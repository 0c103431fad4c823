#pragma once

// Where the UI tests leave their screenshots: build/<preset>/screenshots/<name>.png, or <name>@2x.png
// at 200% scale (QT_SCALE_FACTOR=2) and <name>@1.5x.png at 150%. The directory is made on first use: a clean build has none.

#include <QCoreApplication>
#include <QDir>
#include <QString>
#include <QWidget>

inline bool saveScreenshot(QWidget &widget, const QString &name)
{
    // Widgets just added to a visible window are shown by a queued call: let it run first.
    QCoreApplication::processEvents();
    const QString dir = QStringLiteral(GPUDESK_BINARY_DIR "/screenshots");
    QDir().mkpath(dir);
    const qreal ratio = widget.devicePixelRatioF();
    const QString scale = ratio > 1.01 ? u'@' + QString::number(ratio) + u'x' : QString();
    return widget.grab().save(dir + u'/' + name + scale + QStringLiteral(".png"));
}

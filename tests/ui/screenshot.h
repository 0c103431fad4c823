#pragma once

// Where the UI tests leave their screenshots: build/<preset>/screenshots/<name>.png. The directory is
// made on first use, since a clean build (CI) has none.

#include <QDir>
#include <QString>
#include <QWidget>

inline bool saveScreenshot(QWidget &widget, const QString &name)
{
    const QString dir = QStringLiteral(GPUDESK_BINARY_DIR "/screenshots");
    QDir().mkpath(dir);
    return widget.grab().save(dir + u'/' + name + QStringLiteral(".png"));
}

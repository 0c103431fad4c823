#pragma once

#include <QLocale>
#include <QString>

class QCoreApplication;

/// Installs gpudesk's own translation and Qt's for `locale` on the application, replacing any
/// installed earlier. Returns false when gpudesk has no translation for that language (English
/// source strings are then shown, which is the intended fallback).
namespace Translations {

bool install(const QLocale &locale);
/// The languages the console ships, as locale names ("en", "zh_CN").
QStringList available();

} // namespace Translations

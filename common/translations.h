#pragma once

#include <QLocale>
#include <QString>

class QCoreApplication;

/// Installs gpudesk's own translation and Qt's for `locale` on the application, replacing any
/// installed earlier. Returns false when gpudesk has no translation for that language (English is
/// then shown, which is the intended fallback).
namespace Translations {

bool install(const QLocale &locale);
/// A shipped language's name in itself ("English", "简体中文"), the same whatever language is shown,
/// so that a user who cannot read the current one still finds theirs.
QString nativeName(const QString &name);

} // namespace Translations

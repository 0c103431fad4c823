#include "common/translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QTranslator>

#include <memory>

using namespace Qt::StringLiterals;

namespace Translations {
namespace {
// Owned here so that a language switch can remove what the previous one installed.
std::unique_ptr<QTranslator> g_own;
std::unique_ptr<QTranslator> g_qt;
} // namespace

bool install(const QLocale &locale)
{
    for (auto *old : {g_own.get(), g_qt.get()}) {
        if (old)
            QCoreApplication::removeTranslator(old);
    }
    g_own = std::make_unique<QTranslator>();
    g_qt = std::make_unique<QTranslator>();
    // Qt's own strings (standard buttons, context menus) in the same language, when installed.
    if (g_qt->load(locale, u"qtbase"_s, u"_"_s, QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(g_qt.get());
    // Numbers, sizes and dates in the same language as the words.
    QLocale::setDefault(locale);
    const bool found = g_own->load(locale, u"gpudesk"_s, u"_"_s, u":/i18n"_s);
    // Without a catalogue for the language (or under the C locale), English: its catalogue holds
    // the plural forms ("1 minute", "2 minutes") that the source strings leave as "minute(s)".
    if (found || g_own->load(u":/i18n/gpudesk_en"_s))
        QCoreApplication::installTranslator(g_own.get());
    return found;
}

QString nativeName(const QString &name)
{
    if (name == u"en"_s)
        return u"English"_s;
    if (name == u"zh_CN"_s)
        return u"简体中文"_s;
    return QLocale(name).nativeLanguageName();
}

} // namespace Translations

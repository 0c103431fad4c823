#include "ui/translations.h"

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
    if (!g_own->load(locale, u"gpudesk"_s, u"_"_s, u":/i18n"_s))
        return false;
    QCoreApplication::installTranslator(g_own.get());
    return true;
}

QStringList available()
{
    return {u"en"_s, u"zh_CN"_s};
}

} // namespace Translations

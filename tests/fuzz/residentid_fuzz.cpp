// libFuzzer target for the resident ID check (real-name verification): every refusal names one
// of its reasons, an accepted number has a birth date not after today, and the first 17 digits of
// anything with its own check character are never refused for the check character.
#include "common/residentid.h"

#include <QDate>

#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QString text = QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size));
    const QDate today(2026, 12, 2);
    QString reason;
    const auto born = ResidentId::birthDate(text, today, &reason);
    if (born) {
        if (!born->isValid() || *born > today)
            std::abort();
    } else if (reason != u"format" && reason != u"check_digit" && reason != u"birth_date") {
        std::abort();
    }
    ResidentId::isCardName(text);
    const QString first17 = text.left(17);
    bool digits = first17.size() == 17;
    for (QChar c : first17)
        digits = digits && c >= u'0' && c <= u'9';
    if (digits) {
        const QChar check = ResidentId::checkCharacter(first17);
        QString why;
        ResidentId::birthDate(first17 + check, today, &why);
        if (why == u"check_digit" || why == u"format")
            std::abort();
    }
    return 0;
}

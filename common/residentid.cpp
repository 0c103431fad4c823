#include "common/residentid.h"

#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace ResidentId {

QChar checkCharacter(const QString &first17)
{
    static constexpr int weights[17] = {7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2};
    static constexpr char characters[] = "10X98765432";
    int sum = 0;
    for (int i = 0; i < 17; ++i)
        sum += (first17[i].unicode() - u'0') * weights[i];
    return QLatin1Char(characters[sum % 11]);
}

std::optional<QDate> birthDate(const QString &id, const QDate &today, QString *reason)
{
    static const QRegularExpression shape(uR"(^\d{17}[\dXx]\z)"_s);
    if (!shape.match(id).hasMatch()) {
        *reason = u"format"_s;
        return std::nullopt;
    }
    if (checkCharacter(id.left(17)) != id.at(17).toUpper()) {
        *reason = u"check_digit"_s;
        return std::nullopt;
    }
    const QDate born = QDate::fromString(id.mid(6, 8), u"yyyyMMdd"_s);
    if (!born.isValid() || born > today || born.year() < 1900) {
        *reason = u"birth_date"_s;
        return std::nullopt;
    }
    return born;
}

bool isCardName(const QString &name)
{
    static const QRegularExpression letters(uR"(^[\p{L}]+(?:[·• ][\p{L}]+)*\z)"_s);
    return name.size() >= 2 && name.size() <= 30 && letters.match(name).hasMatch();
}

} // namespace ResidentId

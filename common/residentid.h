#pragma once

#include <QDate>
#include <QString>

#include <optional>

/// The 18-character PRC resident identity number (GB 11643-1999): 6-digit area, 8-digit birth
/// date, 3-digit sequence, and a check character from ISO 7064 MOD 11-2 (0-9 or X).
namespace ResidentId {

/// The holder's birth date, or nullopt with *reason set: "format" (not 17 digits + digit/X),
/// "check_digit" (the last character does not match), "birth_date" (not a date, or in the future
/// relative to `today`).
std::optional<QDate> birthDate(const QString &id, const QDate &today, QString *reason);

/// The check character the first 17 digits call for.
QChar checkCharacter(const QString &first17);

/// Whether `name` reads as a name on the card: 2 to 30 letters of any script, words joined by a
/// space or a middle dot (维吾尔族 names: "买买提·艾力").
bool isCardName(const QString &name);

} // namespace ResidentId

#pragma once

#include <QCoreApplication>
#include <QString>

/// What the login and register forms check before the platform is asked (the platform's own
/// rules, docs/platform-api.yaml): each answers a sentence saying what is wrong, or nothing.
class AccountInput
{
    Q_DECLARE_TR_FUNCTIONS(AccountInput)

public:
    /// 11 digits starting 13–19 (spaces and dashes ignored, +86 dropped), or + and 7–15 digits.
    static QString phoneProblem(const QString &phone);
    static QString emailProblem(const QString &email);
    /// At least 8 characters, not only digits, not containing the phone number.
    static QString passwordProblem(const QString &password, const QString &phone);
    /// A login is a phone number or an e-mail address.
    static QString loginProblem(const QString &login);
    /// 6 digits, or a recovery code (letters, digits and dashes).
    static QString codeProblem(const QString &code);
    /// The phone number as the platform stores it.
    static QString normalizedPhone(const QString &phone);
};

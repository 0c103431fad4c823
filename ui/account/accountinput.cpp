#include "ui/account/accountinput.h"

#include <QRegularExpression>

using namespace Qt::StringLiterals;

QString AccountInput::normalizedPhone(const QString &phone)
{
    QString digits = phone;
    digits.remove(QRegularExpression(u"[\\s-]"_s));
    if (digits.startsWith(u"+86"_s))
        digits = digits.mid(3);
    return digits;
}

QString AccountInput::phoneProblem(const QString &phone)
{
    const QString p = normalizedPhone(phone);
    if (p.isEmpty())
        return tr("Enter your mobile number.");
    static const QRegularExpression mainland(u"^1[3-9]\\d{9}$"_s);
    static const QRegularExpression international(u"^\\+\\d{7,15}$"_s);
    if (mainland.match(p).hasMatch() || international.match(p).hasMatch())
        return {};
    return tr("A mobile number has 11 digits starting with 13–19, or starts with + and the country code.");
}

QString AccountInput::emailProblem(const QString &email)
{
    const QString e = email.trimmed();
    if (e.isEmpty())
        return tr("Enter your e-mail address.");
    static const QRegularExpression shape(u"^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$"_s);
    if (e.size() > 254 || !shape.match(e).hasMatch())
        return tr("That is not an e-mail address (name@example.com).");
    return {};
}

QString AccountInput::passwordProblem(const QString &password, const QString &phone)
{
    if (password.size() < 8)
        return tr("The password needs at least 8 characters.");
    static const QRegularExpression digits(u"^\\d+$"_s);
    if (digits.match(password).hasMatch())
        return tr("The password cannot be only digits; add letters or symbols.");
    const QString p = normalizedPhone(phone);
    if (p.size() >= 7 && password.contains(p))
        return tr("The password cannot contain your phone number.");
    return {};
}

QString AccountInput::loginProblem(const QString &login)
{
    const QString l = login.trimmed();
    if (l.isEmpty())
        return tr("Enter your phone number or e-mail address.");
    if (l.contains(u'@'))
        return emailProblem(l);
    return phoneProblem(l);
}

QString AccountInput::codeProblem(const QString &code)
{
    const QString c = code.trimmed();
    static const QRegularExpression totp(u"^\\d{6}$"_s);
    static const QRegularExpression recovery(u"^[A-Za-z0-9]{4,}(-[A-Za-z0-9]{4,})*$"_s);
    if (totp.match(c).hasMatch() || (recovery.match(c).hasMatch() && !c.contains(QRegularExpression(u"^\\d+$"_s))))
        return {};
    return tr("Enter the 6-digit code from your authenticator app, or one of your recovery codes.");
}

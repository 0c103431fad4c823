// gpudeskctl: the password, two-factor login and login records.
#include "cli/securitycommands.h"

#include "cli/terminalprompt.h"
#include "common/rfc3339.h"
#include "core/api/codecs.h"
#include "core/session/loginhistory.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <unistd.h>

using namespace Qt::StringLiterals;

QList<CtlCommand> SecurityCommands::table()
{
    return {
        {.path = {u"password"_s},
         .summary = QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "change the password")),
         .details = QString::fromUtf8(QT_TRANSLATE_NOOP(
             "CtlHelp",
             "With --stdin: the current and the new one, a line each (and your password again on a third line when the "
             "platform asks you to confirm it is you).")),
         .options = {u"stdin"_s},
         .needs = Needs::Login,
         .run = &CtlGroup::run<SecurityCommands, &SecurityCommands::password>},
        {.path = {u"2fa"_s, u"enable"_s},
         .summary = QString::fromUtf8(
             QT_TRANSLATE_NOOP("CtlHelp", "two-factor login: the secret and its otpauth URI for an authenticator app")),
         .needs = Needs::Login,
         .printsData = true,
         .run = &CtlGroup::run<SecurityCommands, &SecurityCommands::enableTwoFactor>},
        {.path = {u"2fa"_s, u"confirm"_s},
         .arguments = u"CODE"_s,
         .summary = QString::fromUtf8(
             QT_TRANSLATE_NOOP("CtlHelp", "turn it on with the app's code: the recovery codes, shown once")),
         .needs = Needs::Login,
         .printsData = true,
         .words = {Word::Other},
         .run = &CtlGroup::run<SecurityCommands, &SecurityCommands::confirmTwoFactor>},
        {.path = {u"2fa"_s, u"disable"_s},
         .summary = QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "turn two-factor login off")),
         .details = CtlContext::confirmingHelp(),
         .options = {u"code"_s, u"password-stdin"_s},
         .needs = Needs::Login,
         .run = &CtlGroup::run<SecurityCommands, &SecurityCommands::disableTwoFactor>},
        {.path = {u"logins"_s},
         .summary
         = QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "recent logins, with addresses not seen before marked")),
         .needs = Needs::Login,
         .printsData = true,
         .run = &CtlGroup::run<SecurityCommands, &SecurityCommands::logins>},
    };
}

CtlExit SecurityCommands::password(const QStringList &)
{
    QString current, next;
    if (m_ctx.isSet(u"stdin"_s) || !::isatty(STDIN_FILENO)) {
        current = TerminalPrompt::secretLine(QString(), m_err);
        next = TerminalPrompt::secretLine(QString(), m_err);
    } else {
        current = TerminalPrompt::secretLine(QCoreApplication::translate("Ctl", "Current password: "), m_err);
        next = TerminalPrompt::secretLine(QCoreApplication::translate("Ctl", "New password: "), m_err);
        if (TerminalPrompt::secretLine(QCoreApplication::translate("Ctl", "New password again: "), m_err) != next)
            return m_ctx.usage(QT_TRANSLATE_NOOP("CtlHelp", "the two new passwords differ; the password is unchanged"));
    }
    if (current.isEmpty() || next.isEmpty())
        return m_ctx.usage(
            QT_TRANSLATE_NOOP("CtlHelp", "password needs the current and the new password (two lines with --stdin)"));
    PasswordChange *passwords = m_ctx.need<PasswordChange>();
    if (!passwords)
        return Failed;
    const auto r = m_ctx.awaitConfirmed<Nothing>(
        [&](QObject *c, Platform::Done<Nothing> done) { passwords->changePassword(current, next, c, done); });
    if (!r.ok())
        return m_ctx.failed(r.error(), QT_TRANSLATE_NOOP("CtlHelp", "changing the password"));
    m_out << QCoreApplication::translate("Ctl", "password changed; other sessions are logged out") << '\n';
    return Ok;
}

CtlExit SecurityCommands::enableTwoFactor(const QStringList &)
{
    TwoFactorAuth *twoFactor = m_ctx.need<TwoFactorAuth>();
    if (!twoFactor)
        return Failed;
    const auto r = awaitAnswer<TotpEnrolment>(
        [&](QObject *c, Platform::Done<TotpEnrolment> done) { twoFactor->startTwoFactor(c, std::move(done)); });
    if (!r.ok())
        return m_ctx.failed(r.error(), QT_TRANSLATE_NOOP("CtlHelp", "starting two-factor login"));
    if (m_ctx.json()) {
        m_ctx.printJson(Codecs::encode(r.value()));
        return Ok;
    }
    m_out << "secret: " << r.value().secret << '\n' << "uri: " << r.value().otpauthUri << '\n';
    m_err << QCoreApplication::translate(
        "Ctl", "add it to an authenticator app, then: gpudeskctl 2fa confirm CODE (the 6 digits it shows)")
          << '\n';
    return Ok;
}

CtlExit SecurityCommands::confirmTwoFactor(const QStringList &words)
{
    const QString code = words.value(0).trimmed();
    if (code.isEmpty())
        return m_ctx.usage(
            QT_TRANSLATE_NOOP("CtlHelp", "2fa confirm needs the 6-digit code your authenticator app shows"));
    TwoFactorAuth *twoFactor = m_ctx.need<TwoFactorAuth>();
    if (!twoFactor)
        return Failed;
    const auto r = awaitAnswer<QStringList>(
        [&](QObject *c, Platform::Done<QStringList> done) { twoFactor->confirmTwoFactor(code, c, std::move(done)); });
    if (!r.ok())
        return m_ctx.failed(r.error(), QT_TRANSLATE_NOOP("CtlHelp", "confirming two-factor login"));
    if (m_ctx.json()) {
        m_ctx.printJson(QJsonObject{{u"recovery_codes"_s, QJsonArray::fromStringList(r.value())}});
        return Ok;
    }
    for (const QString &c : r.value())
        m_out << c << '\n';
    m_err << QCoreApplication::translate("Ctl",
                                         "two-factor login is on. These recovery codes are shown once: each logs "
                                         "in once without the app. Keep them offline.")
          << '\n';
    return Ok;
}

CtlExit SecurityCommands::disableTwoFactor(const QStringList &)
{
    const QString code = m_ctx.value(u"code"_s).trimmed();
    if (code.isEmpty())
        return m_ctx.usage(
            QT_TRANSLATE_NOOP("CtlHelp", "2fa disable needs --code CODE (from the app, or a recovery code)"));
    TwoFactorAuth *twoFactor = m_ctx.need<TwoFactorAuth>();
    if (!twoFactor)
        return Failed;
    const auto r = m_ctx.awaitConfirmed<Nothing>(
        [&](QObject *c, Platform::Done<Nothing> done) { twoFactor->disableTwoFactor(code, c, std::move(done)); });
    if (!r.ok())
        return m_ctx.failed(r.error(), QT_TRANSLATE_NOOP("CtlHelp", "turning two-factor login off"));
    m_out << QCoreApplication::translate("Ctl", "two-factor login is off") << '\n';
    return Ok;
}

CtlExit SecurityCommands::logins(const QStringList &)
{
    LoginRecords *records = m_ctx.need<LoginRecords>();
    if (!records)
        return Failed;
    const auto r = awaitAnswer<QList<LoginRecord>>(
        [&](QObject *c, Platform::Done<QList<LoginRecord>> done) { records->logins(50, c, std::move(done)); });
    if (!r.ok())
        return m_ctx.failed(r.error(), QT_TRANSLATE_NOOP("CtlHelp", "reading the login records"));
    if (m_ctx.json()) {
        QJsonArray items;
        for (const LoginRecord &l : r.value())
            items.append(Codecs::encode(l));
        m_ctx.printJson(items);
        return Ok;
    }
    const QList<bool> fresh = LoginHistory::newAddresses(r.value());
    for (qsizetype k = 0; k < r.value().size(); ++k) {
        const LoginRecord &l = r.value()[k];
        m_out << Rfc3339::format(l.at) << "  " << (l.success ? u"ok"_s : u"refused ("_s + l.reason + u')') << "  "
              << l.clientAddress << (fresh[k] ? "  NEW ADDRESS" : "") << "  " << l.userAgent << '\n';
    }
    return Ok;
}

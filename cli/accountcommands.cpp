// gpudeskctl: health, login and logout, registering, whoami.
#include "cli/accountcommands.h"

#include "cli/terminalprompt.h"
#include "common/rfc3339.h"
#include "core/api/codecs.h"

#include <QCoreApplication>
#include <QEventLoop>

#include <unistd.h>

using namespace Qt::StringLiterals;

QList<CtlCommand> AccountCommands::table()
{
    return {
        {.path = {u"health"_s},
         .summary = QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "whether the platform answers, and its time")),
         .needs = Needs::Platform,
         .printsData = true,
         .run = &CtlGroup::run<AccountCommands, &AccountCommands::health>},
        {.path = {u"login"_s},
         .summary = QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "log in; the session is kept like the console's")),
         .details = QString::fromUtf8(QT_TRANSLATE_NOOP(
             "CtlHelp",
             "On a platform that logs in with an API key (RunPod), paste the key, or give it on standard input with "
             "--password-stdin; otherwise the phone or e-mail and the password, then the 2FA code if the account "
             "has it.")),
         .options = {u"login"_s, u"password-stdin"_s, u"code"_s},
         .needs = Needs::Platform,
         .printsData = true,
         .run = &CtlGroup::run<AccountCommands, &AccountCommands::login>},
        {.path = {u"logout"_s},
         .summary = QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "end the session")),
         .needs = Needs::Login,
         .run = &CtlGroup::run<AccountCommands, &AccountCommands::logout>},
        {.path = {u"register"_s},
         .summary = QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "a new account, logged in at once")),
         .options = {u"phone"_s, u"email"_s, u"password-stdin"_s},
         .needs = Needs::Platform,
         .printsData = true,
         .run = &CtlGroup::run<AccountCommands, &AccountCommands::registerAccount>},
        {.path = {u"whoami"_s},
         .summary = QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "the account logged in")),
         .needs = Needs::Login,
         .printsData = true,
         .run = &CtlGroup::run<AccountCommands, &AccountCommands::whoami>},
    };
}

CtlExit AccountCommands::health(const QStringList &)
{
    const auto h = awaitAnswer<PlatformHealth>(
        [&](QObject *c, Platform::Done<PlatformHealth> done) { m_ctx.platform().health(c, std::move(done)); });
    if (!h.ok())
        return m_ctx.fail(m_ctx.platform().baseUrl().toString() + u": "_s + h.error().summary());
    if (m_ctx.json()) {
        QJsonObject o = Codecs::encode(h.value());
        o.insert(u"platform"_s, m_ctx.platform().baseUrl().toString());
        m_ctx.printJson(o);
    } else {
        m_out << "platform: " << m_ctx.platform().baseUrl().toString() << '\n'
              << "status: " << h.value().status << '\n'
              << "server time: " << Rfc3339::format(h.value().serverTime) << '\n'
              << "time scale: " << h.value().timeScale
              << (h.value().timeScale == 0 ? u" "_s + QCoreApplication::translate("Ctl", "(stopped: moved by hand)")
                                           : QString())
              << '\n'
              << "billing timezone: " << h.value().billingTimezone << '\n'
              << "currency: " << h.value().currencyCode << ' '
              << QCoreApplication::translate("Ctl", "(amounts like %1)")
                     .arg(h.value().currency().format(Money::fromCents(1234)))
              << '\n';
    }
    return h.value().status == u"ok"_s ? Ok : Failed;
}

CtlExit AccountCommands::login(const QStringList &)
{
    const PlatformTraits can = m_ctx.platform().traits();
    if (can.apiKeyLogin || can.batchJobs) {
        // The key (a cluster's token) is the login: pasted without echo, or piped in (--password-stdin).
        // A cluster's user is in its address or the token; --login names it where neither does.
        // A key pair's public half names the account: --login, else asked for (it is not secret).
        QString who = m_ctx.value(u"login"_s);
        if (can.keyPairLogin && who.isEmpty()) {
            if (!::isatty(STDIN_FILENO) || m_ctx.isSet(u"password-stdin"_s))
                return m_ctx.usage(QT_TRANSLATE_NOOP("CtlHelp", "login needs --login PUBLIC_KEY"));
            m_err << QCoreApplication::translate("Ctl", "Public key: ");
            m_err.flush();
            who = QTextStream(stdin).readLine().trimmed();
        }
        const QString key
            = TerminalPrompt::secretLine(
                  can.batchJobs
                      ? QCoreApplication::translate("Ctl", "Token (scontrol token lifespan=86400 on the login node): ")
                      : can.keyPairLogin
                      ? QCoreApplication::translate("Ctl", "Private key (from the platform's web site): ")
                      : QCoreApplication::translate("Ctl", "API key (from the platform's web site): "),
                  m_err)
                  .trimmed();
        if (key.isEmpty())
            return m_ctx.usage(can.batchJobs ? u"login needs the token"_s : u"login needs the API key"_s);
        const auto session = awaitAnswer<LoginSession>([&](QObject *c, Platform::Done<LoginSession> done) {
            m_ctx.platform().login(who, key, std::nullopt, c, std::move(done));
        });
        if (!session.ok()) {
            m_err
                << "gpudeskctl: "
                << QCoreApplication::translate("Ctl", "logging in: %1").arg(session.error().sentence(m_ctx.currency()))
                << '\n';
            return session.error().kind == ApiError::Kind::Network ? Failed : NotAllowed;
        }
        if (const CtlExit rc = m_ctx.keepSession(session.value()); rc != Ok)
            return rc;
        if (m_ctx.json())
            m_ctx.printJson(Codecs::encode(session.value().account));
        else
            m_out << QCoreApplication::translate("Ctl", "logged in with %1").arg(session.value().account.name) << '\n';
        return Ok;
    }
    QString who = m_ctx.value(u"login"_s);
    if (who.isEmpty()) {
        if (!::isatty(STDIN_FILENO) || m_ctx.isSet(u"password-stdin"_s))
            return m_ctx.usage(QT_TRANSLATE_NOOP("CtlHelp", "login needs --login PHONE|EMAIL"));
        m_err << QCoreApplication::translate("Ctl", "Phone or e-mail: ");
        m_err.flush();
        who = QTextStream(stdin).readLine().trimmed();
    }
    const QString password = TerminalPrompt::secretLine(QCoreApplication::translate("Ctl", "Password: "), m_err);
    if (who.isEmpty() || password.isEmpty())
        return m_ctx.usage(QT_TRANSLATE_NOOP("CtlHelp", "login needs a login and a password"));
    std::optional<QString> code;
    if (m_ctx.isSet(u"code"_s))
        code = m_ctx.value(u"code"_s);
    auto session = awaitAnswer<LoginSession>([&](QObject *c, Platform::Done<LoginSession> done) {
        m_ctx.platform().login(who, password, code, c, std::move(done));
    });
    if (!session.ok() && session.error().code == u"totp_required"_s && !code && ::isatty(STDIN_FILENO)) {
        code = TerminalPrompt::secretLine(QCoreApplication::translate("Ctl", "2FA code (or a recovery code): "), m_err)
                   .trimmed();
        session = awaitAnswer<LoginSession>([&](QObject *c, Platform::Done<LoginSession> done) {
            m_ctx.platform().login(who, password, code, c, std::move(done));
        });
    }
    if (!session.ok()) {
        m_err << "gpudeskctl: " << QCoreApplication::translate("Ctl", "logging in: %1").arg(session.error().sentence())
              << '\n';
        return session.error().code == u"totp_required"_s ? Usage : NotAllowed;
    }
    if (const CtlExit rc = m_ctx.keepSession(session.value()); rc != Ok)
        return rc;
    if (m_ctx.json())
        m_ctx.printJson(Codecs::encode(session.value().account));
    else
        m_out << QCoreApplication::translate("Ctl", "logged in as %1 until %2")
                     .arg(session.value().account.phone.value_or(session.value().account.email.value_or(QString())),
                          Rfc3339::format(session.value().expiresAt))
              << '\n';
    return Ok;
}

CtlExit AccountCommands::logout(const QStringList &)
{
    const auto r = awaitAnswer<Nothing>(
        [&](QObject *c, Platform::Done<Nothing> done) { m_ctx.platform().logout(c, std::move(done)); });
    QEventLoop loop;
    m_ctx.keptSession().remove(&loop, [&](const QString &) { loop.quit(); });
    loop.exec();
    if (!r.ok() && r.error().kind != ApiError::Kind::Http)
        return m_ctx.failed(r.error(), QT_TRANSLATE_NOOP("CtlHelp", "logging out"));
    m_out << QCoreApplication::translate("Ctl", "logged out") << '\n';
    return Ok;
}

CtlExit AccountCommands::registerAccount(const QStringList &)
{
    const QString phone = m_ctx.value(u"phone"_s).trimmed();
    const QString email = m_ctx.value(u"email"_s).trimmed();
    if (phone.isEmpty() || email.isEmpty())
        return m_ctx.usage(
            QT_TRANSLATE_NOOP("CtlHelp",
                              "register needs --phone P and --email E (and the password on standard input with "
                              "--password-stdin, or typed)"));
    const bool typed = ::isatty(STDIN_FILENO) && !m_ctx.isSet(u"password-stdin"_s);
    const QString password = TerminalPrompt::secretLine(QCoreApplication::translate("Ctl", "Password: "), m_err);
    if (typed && TerminalPrompt::secretLine(QCoreApplication::translate("Ctl", "Password again: "), m_err) != password)
        return m_ctx.usage(QT_TRANSLATE_NOOP("CtlHelp", "the two passwords differ; nothing was registered"));
    if (password.isEmpty())
        return m_ctx.usage(QT_TRANSLATE_NOOP("CtlHelp", "register needs a password"));
    AccountSignUp *signUp = m_ctx.need<AccountSignUp>();
    if (!signUp)
        return Failed;
    const auto r = awaitAnswer<Account>([&](QObject *c, Platform::Done<Account> done) {
        signUp->registerAccount(phone, email, password, c, std::move(done));
    });
    if (!r.ok())
        return m_ctx.failed(r.error(), QT_TRANSLATE_NOOP("CtlHelp", "registering"));
    // A new account is logged in at once, as on a web console.
    const auto session = awaitAnswer<LoginSession>([&](QObject *c, Platform::Done<LoginSession> done) {
        m_ctx.platform().login(phone, password, std::nullopt, c, std::move(done));
    });
    if (!session.ok())
        return m_ctx.failed(session.error(), QT_TRANSLATE_NOOP("CtlHelp", "logging in after registering"));
    if (const CtlExit rc = m_ctx.keepSession(session.value()); rc != Ok)
        return rc;
    if (m_ctx.json())
        m_ctx.printJson(Codecs::encode(r.value()));
    else
        m_out << QCoreApplication::translate("Ctl",
                                             "registered %1 and logged in; next: verify your real name in the console "
                                             "to rent the larger cards, add money with `gpudeskctl recharge`, add a "
                                             "key with `gpudeskctl ssh-keys`")
                     .arg(phone)
              << '\n';
    return Ok;
}

CtlExit AccountCommands::whoami(const QStringList &)
{
    const auto a = awaitAnswer<Account>(
        [&](QObject *c, Platform::Done<Account> done) { m_ctx.platform().account(c, std::move(done)); });
    if (!a.ok())
        return m_ctx.failed(a.error(), QT_TRANSLATE_NOOP("CtlHelp", "reading the account"));
    if (m_ctx.json()) {
        m_ctx.printJson(Codecs::encode(a.value()));
        return Ok;
    }
    const Account &acc = a.value();
    m_out << "account: " << acc.id
          << (acc.isMember() ? u" "_s + QCoreApplication::translate("Ctl", "(member of %1)").arg(*acc.ownerId)
                             : QString())
          << '\n'
          << "phone: " << acc.phone.value_or(u"-"_s) << '\n'
          << "email: " << acc.email.value_or(u"-"_s) << '\n'
          << "verification: " << acc.verification.status << '\n'
          << "two-factor: " << (acc.twoFactorEnabled ? "on" : "off") << '\n'
          << "daily limit: " << (acc.spendLimits.dailyCents ? m_ctx.money(*acc.spendLimits.dailyCents) : u"none"_s)
          << '\n'
          << "max instances: " << acc.quotas.maxInstances << '\n';
    return Ok;
}

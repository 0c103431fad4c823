// gpudeskctl: registering, the password, two-factor login, login records and members.
#include "cli/ctl.h"
#include "cli/terminalprompt.h"

#include "common/rfc3339.h"
#include "core/api/codecs.h"
#include "core/billing/statement.h"
#include "core/session/loginhistory.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <unistd.h>

using namespace Qt::StringLiterals;

int Ctl::registerAccount(const QStringList &)
{
    const QString phone = m_parser.value(u"phone"_s).trimmed();
    const QString email = m_parser.value(u"email"_s).trimmed();
    if (phone.isEmpty() || email.isEmpty())
        return usage(
            QT_TRANSLATE_NOOP("CtlHelp",
                              "register needs --phone P and --email E (and the password on standard input with "
                              "--password-stdin, or typed)"));
    const bool typed = ::isatty(STDIN_FILENO) && !m_parser.isSet(u"password-stdin"_s);
    const QString password = TerminalPrompt::secretLine(QCoreApplication::translate("Ctl", "Password: "), m_err);
    if (typed && TerminalPrompt::secretLine(QCoreApplication::translate("Ctl", "Password again: "), m_err) != password)
        return usage(QT_TRANSLATE_NOOP("CtlHelp", "the two passwords differ; nothing was registered"));
    if (password.isEmpty())
        return usage(QT_TRANSLATE_NOOP("CtlHelp", "register needs a password"));
    AccountSignUp *signUp = need<AccountSignUp>();
    if (!signUp)
        return Failed;
    const auto r = awaitAnswer<Account>([&](QObject *c, Platform::Done<Account> done) {
        signUp->registerAccount(phone, email, password, c, std::move(done));
    });
    if (!r.ok())
        return failed(r.error(), QT_TRANSLATE_NOOP("CtlHelp", "registering"));
    // A new account is logged in at once, as on a web console.
    const auto session = awaitAnswer<LoginSession>([&](QObject *c, Platform::Done<LoginSession> done) {
        m_platform->login(phone, password, std::nullopt, c, std::move(done));
    });
    if (!session.ok())
        return failed(session.error(), QT_TRANSLATE_NOOP("CtlHelp", "logging in after registering"));
    if (const int rc = keepSession(session.value()); rc != Ok)
        return rc;
    if (m_json)
        printJson(Codecs::encode(r.value()));
    else
        m_out << QCoreApplication::translate("Ctl",
                                             "registered %1 and logged in; next: verify your real name in the console "
                                             "to rent the larger cards, add money with `gpudeskctl recharge`, add a "
                                             "key with `gpudeskctl ssh-keys`")
                     .arg(phone)
              << '\n';
    return Ok;
}

int Ctl::password(const QStringList &)
{
    QString current, next;
    if (m_parser.isSet(u"stdin"_s) || !::isatty(STDIN_FILENO)) {
        current = TerminalPrompt::secretLine(QString(), m_err);
        next = TerminalPrompt::secretLine(QString(), m_err);
    } else {
        current = TerminalPrompt::secretLine(QCoreApplication::translate("Ctl", "Current password: "), m_err);
        next = TerminalPrompt::secretLine(QCoreApplication::translate("Ctl", "New password: "), m_err);
        if (TerminalPrompt::secretLine(QCoreApplication::translate("Ctl", "New password again: "), m_err) != next)
            return usage(QT_TRANSLATE_NOOP("CtlHelp", "the two new passwords differ; the password is unchanged"));
    }
    if (current.isEmpty() || next.isEmpty())
        return usage(
            QT_TRANSLATE_NOOP("CtlHelp", "password needs the current and the new password (two lines with --stdin)"));
    PasswordChange *passwords = need<PasswordChange>();
    if (!passwords)
        return Failed;
    const auto r = awaitConfirmed<Nothing>(
        [&](QObject *c, Platform::Done<Nothing> done) { passwords->changePassword(current, next, c, done); });
    if (!r.ok())
        return failed(r.error(), QT_TRANSLATE_NOOP("CtlHelp", "changing the password"));
    m_out << QCoreApplication::translate("Ctl", "password changed; other sessions are logged out") << '\n';
    return Ok;
}

int Ctl::twoFactor(const QStringList &words)
{
    const QString sub = words.value(0);
    if (sub == u"enable"_s) {
        TwoFactorAuth *twoFactor = need<TwoFactorAuth>();
        if (!twoFactor)
            return Failed;
        const auto r = awaitAnswer<TotpEnrolment>(
            [&](QObject *c, Platform::Done<TotpEnrolment> done) { twoFactor->startTwoFactor(c, std::move(done)); });
        if (!r.ok())
            return failed(r.error(), QT_TRANSLATE_NOOP("CtlHelp", "starting two-factor login"));
        if (m_json) {
            printJson(Codecs::encode(r.value()));
            return Ok;
        }
        m_out << "secret: " << r.value().secret << '\n' << "uri: " << r.value().otpauthUri << '\n';
        m_err << QCoreApplication::translate(
            "Ctl", "add it to an authenticator app, then: gpudeskctl 2fa confirm CODE (the 6 digits it shows)")
              << '\n';
        return Ok;
    }
    if (sub == u"confirm"_s) {
        const QString code = words.value(1).trimmed();
        if (code.isEmpty())
            return usage(
                QT_TRANSLATE_NOOP("CtlHelp", "2fa confirm needs the 6-digit code your authenticator app shows"));
        TwoFactorAuth *twoFactor = need<TwoFactorAuth>();
        if (!twoFactor)
            return Failed;
        const auto r = awaitAnswer<QStringList>([&](QObject *c, Platform::Done<QStringList> done) {
            twoFactor->confirmTwoFactor(code, c, std::move(done));
        });
        if (!r.ok())
            return failed(r.error(), QT_TRANSLATE_NOOP("CtlHelp", "confirming two-factor login"));
        if (m_json) {
            printJson(QJsonObject{{u"recovery_codes"_s, QJsonArray::fromStringList(r.value())}});
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
    if (sub == u"disable"_s) {
        const QString code = m_parser.value(u"code"_s).trimmed();
        if (code.isEmpty())
            return usage(
                QT_TRANSLATE_NOOP("CtlHelp", "2fa disable needs --code CODE (from the app, or a recovery code)"));
        TwoFactorAuth *twoFactor = need<TwoFactorAuth>();
        if (!twoFactor)
            return Failed;
        const auto r = awaitConfirmed<Nothing>(
            [&](QObject *c, Platform::Done<Nothing> done) { twoFactor->disableTwoFactor(code, c, std::move(done)); });
        if (!r.ok())
            return failed(r.error(), QT_TRANSLATE_NOOP("CtlHelp", "turning two-factor login off"));
        m_out << QCoreApplication::translate("Ctl", "two-factor login is off") << '\n';
        return Ok;
    }
    return usage(QT_TRANSLATE_NOOP("CtlHelp", "2fa takes enable, confirm CODE or disable --code CODE"));
}

int Ctl::logins(const QStringList &)
{
    LoginRecords *records = need<LoginRecords>();
    if (!records)
        return Failed;
    const auto r = awaitAnswer<QList<LoginRecord>>(
        [&](QObject *c, Platform::Done<QList<LoginRecord>> done) { records->logins(50, c, std::move(done)); });
    if (!r.ok())
        return failed(r.error(), QT_TRANSLATE_NOOP("CtlHelp", "reading the login records"));
    if (m_json) {
        QJsonArray items;
        for (const LoginRecord &l : r.value())
            items.append(Codecs::encode(l));
        printJson(items);
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

int Ctl::members(const QStringList &words)
{
    const QString sub = words.value(0);
    if (sub == u"ls"_s || sub.isEmpty()) {
        TeamMembers *team = need<TeamMembers>();
        if (!team)
            return Failed;
        const auto r = awaitAnswer<QList<Account>>(
            [&](QObject *c, Platform::Done<QList<Account>> done) { team->members(c, std::move(done)); });
        if (!r.ok())
            return failed(r.error(), QT_TRANSLATE_NOOP("CtlHelp", "listing members"));
        if (m_json) {
            QJsonArray items;
            for (const Account &a : r.value())
                items.append(Codecs::encode(a));
            printJson(items);
            return Ok;
        }
        if (r.value().isEmpty()) {
            m_out << QCoreApplication::translate(
                "Ctl", "no members; add one with: gpudeskctl members add --name N --phone P --password-stdin")
                  << '\n';
            return Ok;
        }
        // What each spent this month, from the usage report by member.
        QHash<QString, Money> spent;
        if (const auto h = platformHealth()) {
            UsageQuery query;
            query.group = u"member"_s;
            query.from = StatementPeriod::containing(h->serverTime, billingZone()).from;
            query.to = h->serverTime;
            if (UsageReports *reports = m_platform->facet<UsageReports>()) {
                const auto usage = awaitAnswer<::Usage>(
                    [&](QObject *c, Platform::Done<::Usage> done) { reports->usage(query, c, std::move(done)); });
                for (const UsageItem &u : usage.ok() ? usage.value().items : QList<UsageItem>())
                    spent[u.key] += u.amount;
            }
        }
        const auto said = [this](const std::optional<Money> &m) { return m ? money(*m) : u"none"_s; };
        for (const Account &a : r.value())
            m_out << a.id << "  " << a.name << "  " << a.phone.value_or(a.email.value_or(QString())) << "  daily limit "
                  << said(a.spendLimits.dailyCents) << ", per boot " << said(a.spendLimits.perBootCents)
                  << "  spent this month " << money(spent.value(a.id)) << '\n';
        return Ok;
    }
    if (sub == u"add"_s) {
        MemberSpec spec;
        spec.name = m_parser.value(u"name"_s).trimmed();
        if (m_parser.isSet(u"phone"_s))
            spec.phone = m_parser.value(u"phone"_s).trimmed();
        if (m_parser.isSet(u"email"_s))
            spec.email = m_parser.value(u"email"_s).trimmed();
        if (spec.name.isEmpty() || (!spec.phone && !spec.email))
            return usage(QT_TRANSLATE_NOOP("CtlHelp", "members add needs --name N and --phone P or --email E"));
        int exit = Ok;
        std::optional<std::optional<Money>> daily, perBoot;
        if (!limitOptions(&daily, &perBoot, &exit))
            return exit;
        spec.spendLimits.dailyCents = daily.value_or(std::nullopt);
        spec.spendLimits.perBootCents = perBoot.value_or(std::nullopt);
        spec.password
            = TerminalPrompt::secretLine(QCoreApplication::translate("Ctl", "The member's password: "), m_err);
        if (spec.password.isEmpty())
            return usage(QT_TRANSLATE_NOOP(
                "CtlHelp", "members add needs the member's password (typed, or with --password-stdin)"));
        TeamMembers *team = need<TeamMembers>();
        if (!team)
            return Failed;
        const auto r = awaitConfirmed<Account>(
            [&](QObject *c, Platform::Done<Account> done) { team->createMember(spec, c, std::move(done)); });
        if (!r.ok())
            return failed(r.error(), QT_TRANSLATE_NOOP("CtlHelp", "adding the member"));
        if (m_json)
            printJson(Codecs::encode(r.value()));
        else
            m_out << QCoreApplication::translate("Ctl", "added %1 (%2); they log in with %3 and spend your balance")
                         .arg(r.value().id, r.value().name, spec.phone.value_or(spec.email.value_or(QString())))
                  << '\n';
        return Ok;
    }
    if (sub == u"rm"_s) {
        const QString id = words.value(1);
        if (id.isEmpty())
            return usage(QT_TRANSLATE_NOOP("CtlHelp", "members rm needs the member's id (see members ls)"));
        TeamMembers *team = need<TeamMembers>();
        if (!team)
            return Failed;
        const auto r = awaitAnswer<Nothing>(
            [&](QObject *c, Platform::Done<Nothing> done) { team->deleteMember(id, c, std::move(done)); });
        if (!r.ok())
            return failed(r.error(), QT_TRANSLATE_NOOP("CtlHelp", "removing the member"));
        m_out << QCoreApplication::translate("Ctl", "removed %1; their sessions and tokens stop working now").arg(id)
              << '\n';
        return Ok;
    }
    if (sub == u"limits"_s) {
        const QString id = words.value(1);
        int exit = Ok;
        MemberUpdate update;
        if (!limitOptions(&update.dailyLimit, &update.perBootLimit, &exit))
            return exit;
        if (id.isEmpty() || (!update.dailyLimit && !update.perBootLimit))
            return usage(QT_TRANSLATE_NOOP(
                "CtlHelp", "members limits needs the member's id and --daily AMOUNT|off or --per-boot AMOUNT|off"));
        TeamMembers *team = need<TeamMembers>();
        if (!team)
            return Failed;
        const auto r = awaitConfirmed<Account>(
            [&](QObject *c, Platform::Done<Account> done) { team->updateMember(id, update, c, std::move(done)); });
        if (!r.ok())
            return failed(r.error(), QT_TRANSLATE_NOOP("CtlHelp", "setting the member's limits"));
        if (m_json) {
            printJson(Codecs::encode(r.value()));
            return Ok;
        }
        const auto said = [this](const std::optional<Money> &m) { return m ? money(*m) : u"none"_s; };
        m_out << r.value().name << ": daily limit " << said(r.value().spendLimits.dailyCents) << ", per boot "
              << said(r.value().spendLimits.perBootCents) << '\n';
        return Ok;
    }
    return usage(QT_TRANSLATE_NOOP("CtlHelp", "members takes ls, add, rm ID or limits ID"));
}

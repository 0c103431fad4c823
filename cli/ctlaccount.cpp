// gpudeskctl: health, login and logout, whoami, balance, cost.
#include "cli/ctl.h"
#include "cli/terminalprompt.h"

#include "common/rfc3339.h"
#include "core/api/codecs.h"
#include "core/billing/billingmeter.h"
#include "core/session/filesecretbackend.h"
#include "core/session/secretstore.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <cstdio>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace {

/// "17 h 31 min".
QString hoursAndMinutes(qint64 minutes)
{
    return minutes >= 60 ? u"%1 h %2 min"_s.arg(minutes / 60).arg(minutes % 60) : u"%1 min"_s.arg(minutes);
}

} // namespace

int Ctl::health(const QStringList &)
{
    const auto h = awaitAnswer<PlatformHealth>(
        [&](QObject *c, Platform::Done<PlatformHealth> done) { m_platform->health(c, std::move(done)); });
    if (!h.ok()) {
        m_err << "gpudeskctl: " << m_platform->baseUrl().toString() << ": " << h.error().summary() << '\n';
        return Failed;
    }
    if (m_json) {
        QJsonObject o = Codecs::encode(h.value());
        o.insert(u"platform"_s, m_platform->baseUrl().toString());
        printJson(o);
    } else {
        m_out << "platform: " << m_platform->baseUrl().toString() << '\n'
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

int Ctl::login(const QStringList &)
{
    const PlatformTraits can = m_platform->traits();
    if (can.apiKeyLogin || can.batchJobs) {
        // The key (a cluster's token) is the login: pasted without echo, or piped in (--password-stdin).
        // A cluster's user is in its address or the token; --login names it where neither does.
        const QString key
            = TerminalPrompt::secretLine(
                  can.batchJobs
                      ? QCoreApplication::translate("Ctl", "Token (scontrol token lifespan=86400 on the login node): ")
                      : QCoreApplication::translate("Ctl", "API key (from the platform's web site): "),
                  m_err)
                  .trimmed();
        if (key.isEmpty())
            return usage(can.batchJobs ? u"login needs the token"_s : u"login needs the API key"_s);
        const auto session = awaitAnswer<LoginSession>([&](QObject *c, Platform::Done<LoginSession> done) {
            m_platform->login(m_parser.value(u"login"_s), key, std::nullopt, c, std::move(done));
        });
        if (!session.ok()) {
            m_err << "gpudeskctl: "
                  << QCoreApplication::translate("Ctl", "logging in: %1").arg(session.error().sentence(currency()))
                  << '\n';
            return session.error().kind == ApiError::Kind::Network ? Failed : NotAllowed;
        }
        if (const int rc = keepSession(session.value()); rc != Ok)
            return rc;
        if (m_json)
            printJson(Codecs::encode(session.value().account));
        else
            m_out << QCoreApplication::translate("Ctl", "logged in with %1").arg(session.value().account.name) << '\n';
        return Ok;
    }
    QString who = m_parser.value(u"login"_s);
    if (who.isEmpty()) {
        if (!::isatty(STDIN_FILENO) || m_parser.isSet(u"password-stdin"_s))
            return usage(QT_TRANSLATE_NOOP("CtlHelp", "login needs --login PHONE|EMAIL"));
        m_err << QCoreApplication::translate("Ctl", "Phone or e-mail: ");
        m_err.flush();
        who = QTextStream(stdin).readLine().trimmed();
    }
    const QString password = TerminalPrompt::secretLine(QCoreApplication::translate("Ctl", "Password: "), m_err);
    if (who.isEmpty() || password.isEmpty())
        return usage(QT_TRANSLATE_NOOP("CtlHelp", "login needs a login and a password"));
    std::optional<QString> code;
    if (m_parser.isSet(u"code"_s))
        code = m_parser.value(u"code"_s);
    auto session = awaitAnswer<LoginSession>([&](QObject *c, Platform::Done<LoginSession> done) {
        m_platform->login(who, password, code, c, std::move(done));
    });
    if (!session.ok() && session.error().code == u"totp_required"_s && !code && ::isatty(STDIN_FILENO)) {
        code = TerminalPrompt::secretLine(QCoreApplication::translate("Ctl", "2FA code (or a recovery code): "), m_err)
                   .trimmed();
        session = awaitAnswer<LoginSession>([&](QObject *c, Platform::Done<LoginSession> done) {
            m_platform->login(who, password, code, c, std::move(done));
        });
    }
    if (!session.ok()) {
        m_err << "gpudeskctl: " << QCoreApplication::translate("Ctl", "logging in: %1").arg(session.error().sentence())
              << '\n';
        return session.error().code == u"totp_required"_s ? Usage : NotAllowed;
    }
    if (const int rc = keepSession(session.value()); rc != Ok)
        return rc;
    if (m_json)
        printJson(Codecs::encode(session.value().account));
    else
        m_out << QCoreApplication::translate("Ctl", "logged in as %1 until %2")
                     .arg(session.value().account.phone.value_or(session.value().account.email.value_or(QString())),
                          Rfc3339::format(session.value().expiresAt))
              << '\n';
    return Ok;
}

int Ctl::logout(const QStringList &)
{
    const auto r = awaitAnswer<Nothing>(
        [&](QObject *c, Platform::Done<Nothing> done) { m_platform->logout(c, std::move(done)); });
    QEventLoop loop;
    keptSession().remove(&loop, [&](const QString &) { loop.quit(); });
    loop.exec();
    if (!r.ok() && r.error().kind != ApiError::Kind::Http)
        return failed(r.error(), QT_TRANSLATE_NOOP("CtlHelp", "logging out"));
    m_out << QCoreApplication::translate("Ctl", "logged out") << '\n';
    return Ok;
}

int Ctl::whoami(const QStringList &)
{
    const auto a = awaitAnswer<Account>(
        [&](QObject *c, Platform::Done<Account> done) { m_platform->account(c, std::move(done)); });
    if (!a.ok())
        return failed(a.error(), QT_TRANSLATE_NOOP("CtlHelp", "reading the account"));
    if (m_json) {
        printJson(Codecs::encode(a.value()));
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
          << "daily limit: " << (acc.spendLimits.dailyCents ? money(*acc.spendLimits.dailyCents) : u"none"_s) << '\n'
          << "max instances: " << acc.quotas.maxInstances << '\n';
    return Ok;
}

int Ctl::balance(const QStringList &)
{
    BillingSummary *wallet = need<BillingSummary>();
    if (!wallet)
        return Failed;
    const auto b
        = awaitAnswer<Billing>([&](QObject *c, Platform::Done<Billing> done) { wallet->billing(c, std::move(done)); });
    if (!b.ok())
        return failed(b.error(), QT_TRANSLATE_NOOP("CtlHelp", "reading the balance"));
    if (m_json) {
        printJson(Codecs::encode(b.value()));
        return Ok;
    }
    const Billing &w = b.value();
    if (w.balanceKnown)
        m_out << "balance: " << money(w.balance) << '\n';
    else
        m_out << "balance: "
              << (w.rechargeUrl
                      ? QCoreApplication::translate("Ctl", "not given by this platform; see %1").arg(*w.rechargeUrl)
                      : QCoreApplication::translate("Ctl", "not given by this platform; see its web site"))
              << '\n';
    m_out << "rate now: " << money(w.ratePerHour) << "/h\n"
          << "spent today: " << money(w.spentToday) << '\n'
          << "daily limit: " << (w.spendLimits.dailyCents ? money(*w.spendLimits.dailyCents) : u"none"_s) << '\n';
    // Each voucher's expiry, with how long is left: what is left of it then is lost.
    const QDateTime now = w.vouchers.isEmpty() ? QDateTime() : platformHealth().value_or(PlatformHealth()).serverTime;
    for (const Voucher &v : w.vouchers) {
        const qint64 left = now.isValid() ? now.secsTo(v.expiresAt) : -1;
        m_out << "voucher " << v.id << ": " << money(v.remaining) << " until " << Rfc3339::format(v.expiresAt)
              << (left < 0           ? QString()
                      : left < 86400 ? u" (expires in %1 h)"_s.arg(std::max<qint64>(1, left / 3600))
                                     : u" (expires in %1 days)"_s.arg((left + 86399) / 86400))
              << (v.gpuTypes ? u" for "_s + v.gpuTypes->join(u", "_s) : QString()) << '\n';
    }
    return Ok;
}

int Ctl::cost(const QStringList &)
{
    const auto h = awaitAnswer<PlatformHealth>(
        [&](QObject *c, Platform::Done<PlatformHealth> done) { m_platform->health(c, std::move(done)); });
    if (!h.ok())
        return failed(h.error(), QT_TRANSLATE_NOOP("CtlHelp", "reading the platform's time"));
    const auto list = awaitAnswer<InstanceList>(
        [&](QObject *c, Platform::Done<InstanceList> done) { m_platform->instances({}, false, c, std::move(done)); });
    if (!list.ok())
        return failed(list.error(), QT_TRANSLATE_NOOP("CtlHelp", "listing instances"));
    SystemClock local;
    BillingMeter meter(local);
    meter.setHealth(h.value());
    meter.setInstances(list.value().items);
    // The wallet where the platform keeps a summary of it; the instances' own costs in any case.
    if (BillingSummary *summary = m_platform->facet<BillingSummary>()) {
        const auto wallet = awaitAnswer<Billing>(
            [&](QObject *c, Platform::Done<Billing> done) { summary->billing(c, std::move(done)); });
        if (!wallet.ok())
            return failed(wallet.error(), QT_TRANSLATE_NOOP("CtlHelp", "reading the balance"));
        meter.setBilling(wallet.value());
    }
    meter.markFresh();
    const BillingReading r = meter.read();
    if (m_json) {
        QJsonArray items;
        for (const InstanceCost &c : r.instances)
            items.append(QJsonObject{
                {u"id"_s, c.id}, {u"boot_cents"_s, c.boot.cents()}, {u"rate_cents_per_hour"_s, c.ratePerHour.cents()}});
        printJson(QJsonObject{
            {u"at"_s, Rfc3339::format(r.platformTime)},
            {u"instances"_s, items},
            {u"total_cents"_s, r.total.cents()},
            {u"rate_cents_per_hour"_s, r.ratePerHour.cents()},
            {u"balance_cents"_s, r.balanceKnown ? QJsonValue(r.balance.cents()) : QJsonValue()},
            {u"runway_minutes"_s, r.runwayMinutes ? QJsonValue(*r.runwayMinutes) : QJsonValue()},
            {u"minutes_to_spend_limit"_s, r.minutesToSpendLimit ? QJsonValue(*r.minutesToSpendLimit) : QJsonValue()}});
        return Ok;
    }
    for (qsizetype k = 0; k < r.instances.size(); ++k) {
        const Instance &i = list.value().items[k];
        m_out << i.name << " (" << i.id << ", " << i.state.wire() << "): " << money(r.instances[k].boot) << " so far, "
              << money(r.instances[k].ratePerHour) << "/h\n";
    }
    m_out << "rate now: " << money(r.ratePerHour) << "/h\n";
    if (r.balanceKnown)
        m_out << "balance: " << money(r.balance) << '\n';
    else
        m_out << "spent today: " << money(r.spentToday) << ' '
              << QCoreApplication::translate("Ctl", "(the balance is on the platform's web site)") << '\n';
    if (r.runwayMinutes)
        m_out << QCoreApplication::translate("Ctl", "lasts %1 at %2/h")
                     .arg(hoursAndMinutes(*r.runwayMinutes), money(r.ratePerHour))
              << '\n';
    if (r.minutesToSpendLimit)
        m_out << QCoreApplication::translate("Ctl", "spend limit reached in %1")
                     .arg(hoursAndMinutes(*r.minutesToSpendLimit))
              << '\n';
    return Ok;
}

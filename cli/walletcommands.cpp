// gpudeskctl: the balance, what runs it down, spend limits and recharges.
#include "cli/walletcommands.h"

#include "common/rfc3339.h"
#include "core/api/codecs.h"
#include "core/billing/billingmeter.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

/// "17 h 31 min".
QString hoursAndMinutes(qint64 minutes)
{
    return minutes >= 60 ? u"%1 h %2 min"_s.arg(minutes / 60).arg(minutes % 60) : u"%1 min"_s.arg(minutes);
}

} // namespace

QList<CtlCommand> WalletCommands::table()
{
    return {
        {.path = {u"balance"_s},
         .summary = QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "balance, rate now, spent today, vouchers")),
         .needs = Needs::Login,
         .printsData = true,
         .run = &CtlGroup::run<WalletCommands, &WalletCommands::balance>},
        {.path = {u"cost"_s},
         .summary
         = QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "what each instance's boot costs now, and the runway")),
         .needs = Needs::Login,
         .printsData = true,
         .run = &CtlGroup::run<WalletCommands, &WalletCommands::cost>},
        {.path = {u"limits"_s, u"show"_s},
         .summary = QString::fromUtf8(
             QT_TRANSLATE_NOOP("CtlHelp", "the spend limits: past them the platform stops your instances")),
         .needs = Needs::Login,
         .printsData = true,
         .run = &CtlGroup::run<WalletCommands, &WalletCommands::showLimits>,
         .isDefault = true},
        {.path = {u"limits"_s, u"set"_s},
         .summary = QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "set or lift the daily and per-boot limits")),
         .details = CtlContext::confirmingHelp(),
         .options = {u"daily"_s, u"per-boot"_s, u"password-stdin"_s},
         .needs = Needs::Login,
         .printsData = true,
         .run = &CtlGroup::run<WalletCommands, &WalletCommands::setLimits>},
        {.path = {u"recharge"_s},
         .arguments = u"AMOUNT"_s,
         .summary = QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "add money (play money on the local sandbox)")),
         .details = CtlContext::confirmingHelp(),
         .options = {u"password-stdin"_s},
         .needs = Needs::Login,
         .printsData = true,
         .words = {Word::Other},
         .run = &CtlGroup::run<WalletCommands, &WalletCommands::recharge>},
    };
}

CtlExit WalletCommands::balance(const QStringList &)
{
    BillingSummary *wallet = m_ctx.need<BillingSummary>();
    if (!wallet)
        return Failed;
    const auto b
        = awaitAnswer<Billing>([&](QObject *c, Platform::Done<Billing> done) { wallet->billing(c, std::move(done)); });
    if (!b.ok())
        return m_ctx.failed(b.error(), QT_TRANSLATE_NOOP("CtlHelp", "reading the balance"));
    if (m_ctx.json()) {
        m_ctx.printJson(Codecs::encode(b.value()));
        return Ok;
    }
    const Billing &w = b.value();
    if (w.balanceKnown)
        m_out << "balance: " << m_ctx.money(w.balance) << '\n';
    else
        m_out << "balance: "
              << (w.rechargeUrl
                      ? QCoreApplication::translate("Ctl", "not given by this platform; see %1").arg(*w.rechargeUrl)
                      : QCoreApplication::translate("Ctl", "not given by this platform; see its web site"))
              << '\n';
    m_out << "rate now: " << m_ctx.money(w.ratePerHour) << "/h\n"
          << "spent today: " << m_ctx.money(w.spentToday) << '\n'
          << "daily limit: " << (w.spendLimits.dailyCents ? m_ctx.money(*w.spendLimits.dailyCents) : u"none"_s) << '\n';
    // Each voucher's expiry, with how long is left: what is left of it then is lost.
    const QDateTime now
        = w.vouchers.isEmpty() ? QDateTime() : m_ctx.platformHealth().value_or(PlatformHealth()).serverTime;
    for (const Voucher &v : w.vouchers) {
        const qint64 left = now.isValid() ? now.secsTo(v.expiresAt) : -1;
        m_out << "voucher " << v.id << ": " << m_ctx.money(v.remaining) << " until " << Rfc3339::format(v.expiresAt)
              << (left < 0           ? QString()
                      : left < 86400 ? u" (expires in %1 h)"_s.arg(std::max<qint64>(1, left / 3600))
                                     : u" (expires in %1 days)"_s.arg((left + 86399) / 86400))
              << (v.gpuTypes ? u" for "_s + v.gpuTypes->join(u", "_s) : QString()) << '\n';
    }
    return Ok;
}

CtlExit WalletCommands::cost(const QStringList &)
{
    const auto h = awaitAnswer<PlatformHealth>(
        [&](QObject *c, Platform::Done<PlatformHealth> done) { m_ctx.platform().health(c, std::move(done)); });
    if (!h.ok())
        return m_ctx.failed(h.error(), QT_TRANSLATE_NOOP("CtlHelp", "reading the platform's time"));
    const auto list = awaitAnswer<InstanceList>([&](QObject *c, Platform::Done<InstanceList> done) {
        m_ctx.platform().instances({}, false, c, std::move(done));
    });
    if (!list.ok())
        return m_ctx.failed(list.error(), QT_TRANSLATE_NOOP("CtlHelp", "listing instances"));
    SystemClock local;
    BillingMeter meter(local);
    meter.setHealth(h.value());
    meter.setInstances(list.value().items);
    // The wallet where the platform keeps a summary of it; the instances' own costs in any case.
    if (BillingSummary *summary = m_ctx.platform().facet<BillingSummary>()) {
        const auto wallet = awaitAnswer<Billing>(
            [&](QObject *c, Platform::Done<Billing> done) { summary->billing(c, std::move(done)); });
        if (!wallet.ok())
            return m_ctx.failed(wallet.error(), QT_TRANSLATE_NOOP("CtlHelp", "reading the balance"));
        meter.setBilling(wallet.value());
    }
    meter.markFresh();
    const BillingReading r = meter.read();
    if (m_ctx.json()) {
        QJsonArray items;
        for (const InstanceCost &c : r.instances)
            items.append(QJsonObject{
                {u"id"_s, c.id}, {u"boot_cents"_s, c.boot.cents()}, {u"rate_cents_per_hour"_s, c.ratePerHour.cents()}});
        m_ctx.printJson(QJsonObject{
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
        m_out << i.name << " (" << i.id << ", " << i.state.wire() << "): " << m_ctx.money(r.instances[k].boot)
              << " so far, " << m_ctx.money(r.instances[k].ratePerHour) << "/h\n";
    }
    m_out << "rate now: " << m_ctx.money(r.ratePerHour) << "/h\n";
    if (r.balanceKnown)
        m_out << "balance: " << m_ctx.money(r.balance) << '\n';
    else
        m_out << "spent today: " << m_ctx.money(r.spentToday) << ' '
              << QCoreApplication::translate("Ctl", "(the balance is on the platform's web site)") << '\n';
    if (r.runwayMinutes)
        m_out << QCoreApplication::translate("Ctl", "lasts %1 at %2/h")
                     .arg(hoursAndMinutes(*r.runwayMinutes), m_ctx.money(r.ratePerHour))
              << '\n';
    if (r.minutesToSpendLimit)
        m_out << QCoreApplication::translate("Ctl", "spend limit reached in %1")
                     .arg(hoursAndMinutes(*r.minutesToSpendLimit))
              << '\n';
    return Ok;
}

CtlExit WalletCommands::showLimits(const QStringList &)
{
    const auto r = awaitAnswer<Account>(
        [&](QObject *c, Platform::Done<Account> done) { m_ctx.platform().account(c, std::move(done)); });
    if (!r.ok())
        return m_ctx.failed(r.error(), QT_TRANSLATE_NOOP("CtlHelp", "reading the spend limits"));
    return printLimits(r.value());
}

CtlExit WalletCommands::setLimits(const QStringList &)
{
    const CtlGot<CtlContext::Limits> limits = m_ctx.limitOptions();
    if (!limits)
        return limits.exit();
    SpendLimitsChange update;
    update.dailyLimit = limits->daily;
    update.perBootLimit = limits->perBoot;
    if (!update.dailyLimit && !update.perBootLimit)
        return m_ctx.usage(
            QT_TRANSLATE_NOOP("CtlHelp", "limits set needs --daily AMOUNT|off or --per-boot AMOUNT|off"));
    SpendLimitSettings *settings = m_ctx.need<SpendLimitSettings>();
    if (!settings)
        return Failed;
    const auto r = m_ctx.awaitConfirmed<Account>(
        [&](QObject *c, Platform::Done<Account> done) { settings->setSpendLimits(update, c, std::move(done)); });
    if (!r.ok())
        return m_ctx.failed(r.error(), QT_TRANSLATE_NOOP("CtlHelp", "setting the spend limits"));
    return printLimits(r.value());
}

CtlExit WalletCommands::printLimits(const Account &account)
{
    if (m_ctx.json()) {
        m_ctx.printJson(Codecs::encode(account));
        return Ok;
    }
    const auto said = [this](const std::optional<Money> &m) { return m ? m_ctx.money(*m) : u"none"_s; };
    m_out << "daily limit: " << said(account.spendLimits.dailyCents) << '\n'
          << "per-boot limit: " << said(account.spendLimits.perBootCents) << '\n';
    return Ok;
}

CtlExit WalletCommands::recharge(const QStringList &words)
{
    const auto amount = m_ctx.currency().parse(words.value(0));
    if (!amount || *amount <= Money())
        return m_ctx.usage(QCoreApplication::translate("CtlHelp", "recharge takes an amount in %1, like 50 or 12.50")
                               .arg(m_ctx.currency().code()));
    WalletRecharge *payments = m_ctx.platform().facet<WalletRecharge>();
    BillingSummary *wallet = m_ctx.platform().facet<BillingSummary>();
    if (!payments && wallet) {
        // Where to pay instead, if the platform says.
        const auto before = awaitAnswer<Billing>(
            [&](QObject *c, Platform::Done<Billing> done) { wallet->billing(c, std::move(done)); });
        if (before.ok() && before.value().rechargeUrl)
            return m_ctx.fail(QCoreApplication::translate("Ctl", "this platform takes payments on its web site: %1")
                                  .arg(*before.value().rechargeUrl));
    }
    if (!payments && !m_ctx.need<WalletRecharge>())
        return Failed;
    const auto r = m_ctx.awaitConfirmed<Billing>(
        [&](QObject *c, Platform::Done<Billing> done) { payments->recharge(*amount, c, std::move(done)); });
    if (!r.ok())
        return m_ctx.failed(r.error(), QT_TRANSLATE_NOOP("CtlHelp", "recharging"));
    if (m_ctx.json())
        m_ctx.printJson(Codecs::encode(r.value()));
    else
        m_out << QCoreApplication::translate("Ctl", "added %1; balance: %2")
                     .arg(m_ctx.money(*amount), m_ctx.money(r.value().balance))
              << '\n';
    return Ok;
}

#include "platform/instances/webhookdispatcher.h"

#include "common/clock.h"
#include "platform/accounts/accountstore.h"
#include "platform/accounts/webhookmessage.h"
#include "platform/instances/catalog.h"
#include "platform/instances/metering.h"
#include "platform/model/lifecycle.h"
#include "platform/store/database.h"

#include <QDateTime>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QSqlQuery>

#include <spdlog/spdlog.h>

#include <algorithm>
#include <iterator>

using namespace Qt::StringLiterals;

namespace {

QString yuan(qint64 cents)
{
    return u"¥%1.%2"_s.arg(cents / 100).arg(std::abs(cents % 100), 2, 10, QChar(u'0'));
}

/// The platform's own stops, with their words: the user's are not news to the user.
struct StopReason
{
    const char16_t *reason;
    const char16_t *en;
    const char16_t *zh;
};
constexpr StopReason kStopReasons[] = {
    {u"insufficient_balance", u"the balance ran out", u"余额用完了"},
    {u"spend_limit", u"a spend limit was reached", u"达到了消费上限"},
    {u"max_run_time", u"an unverified account's boot limit was reached", u"达到了未实名账号的单次开机时长上限"},
    {u"scheduled", u"its scheduled stop time came", u"到了设定的关机时间"},
    {u"idle", u"nothing used it for its autostop period", u"闲置时间到了，自动关机"},
    {u"package_expired", u"its package ended and the balance could not carry it", u"套餐到期，余额不足以继续"},
};

} // namespace

WebhookDispatcher::WebhookDispatcher(Database &db, const Clock &platformClock, const Clock &wallClock,
                                     Metering &metering, AccountStore &accounts, const Catalog &catalog,
                                     Availability available, QObject *parent)
    : QObject(parent)
    , m_db(db)
    , m_clock(platformClock)
    , m_wallClock(wallClock)
    , m_metering(metering)
    , m_accounts(accounts)
    , m_catalog(catalog)
    , m_available(std::move(available))
    , m_store(db)
    , m_alerts(db)
    , m_network(new QNetworkAccessManager(this))
{
    // Events are new only from the first look on: a restarted platform does not send old stops again.
    m_store.setEventCursor(m_store.eventCursor());
    m_timer.setInterval(250);
    connect(&m_timer, &QTimer::timeout, this, &WebhookDispatcher::look);
    m_timer.start();
}

WebhookDispatcher::~WebhookDispatcher() = default;

qint64 WebhookDispatcher::retryDelay(int attempts)
{
    static constexpr qint64 kDelays[] = {30, 120, 600, 1800, 3600, 3 * 3600, 6 * 3600};
    return kDelays[std::clamp(attempts - 1, 0, int(std::size(kDelays)) - 1)];
}

QString WebhookDispatcher::stopText(const QString &instance, const QString &reason, qint64 costCents)
{
    for (const StopReason &r : kStopReasons) {
        if (reason == QStringView(r.reason))
            return u"gpudesk stopped %1: %2. This boot cost %3.\ngpudesk 已关闭 %1：%4。本次开机花费 %3。"_s.arg(
                instance, QString::fromUtf16(r.en), yuan(costCents), QString::fromUtf16(r.zh));
    }
    return {};
}

void WebhookDispatcher::look()
{
    m_db.endReads(); // what the settlement thread committed since the last look counts
    collectStops();
    // The wallet's conditions cost a preview each: every second or so is soon enough.
    if (m_looks++ % 4 == 0) {
        collectConditions();
        collectStockAlerts();
    }
    for (const WebhookStore::Delivery &d : m_store.due(m_clock.nowSeconds(), 20)) {
        if (!m_inFlight.contains(d.id))
            send(d);
    }
}

void WebhookDispatcher::collectStops()
{
    const qint64 cursor = m_store.eventCursor();
    QSqlQuery &q = m_db.exec(u"SELECT e.id, e.instance_id, e.reason, e.at, i.account_id, i.wallet_id, i.name, "
                             "i.started_at FROM instance_events e JOIN instances i ON i.id = e.instance_id "
                             "WHERE e.id > ? AND e.to_state = ? ORDER BY e.id"_s,
                             {cursor, Lifecycle::wire(InstanceState::Stopping)});
    struct Stop
    {
        qint64 eventId, instanceId;
        QString reason;
        qint64 at, accountId, walletId;
        QString name;
        qint64 startedAt;
    };
    QList<Stop> stops;
    qint64 last = cursor;
    while (q.next()) {
        last = q.value(0).toLongLong();
        stops << Stop{last,
                      q.value(1).toLongLong(),
                      q.value(2).toString(),
                      q.value(3).toLongLong(),
                      q.value(4).toLongLong(),
                      q.value(5).toLongLong(),
                      q.value(6).toString(),
                      q.value(7).toLongLong()};
    }
    if (stops.isEmpty()) {
        const qint64 newest = m_db.scalar(u"SELECT COALESCE(MAX(id), 0) FROM instance_events"_s).toLongLong();
        if (newest > cursor)
            m_store.setEventCursor(newest);
        return;
    }
    for (const Stop &s : stops) {
        if (std::none_of(std::begin(kStopReasons), std::end(kStopReasons),
                         [&s](const StopReason &r) { return s.reason == QStringView(r.reason); }))
            continue; // the user's own stop
        // What the boot cost: its compute charges from its start to this stop (the stop settled
        // them). The boot's start is read from the events, not the row, which a start since has moved.
        const qint64 bootStart
            = m_db.scalar(u"SELECT COALESCE(MAX(at), ?) FROM instance_events WHERE instance_id = ? "
                          "AND to_state = ? AND id < ?"_s,
                          {s.startedAt, s.instanceId, Lifecycle::wire(InstanceState::Starting), s.eventId})
                  .toLongLong();
        const qint64 cost = m_db.scalar(u"SELECT COALESCE(SUM(amount_cents), 0) FROM ledger WHERE instance_id = ? "
                                        "AND kind IN (?, ?) AND period_start >= ? AND period_start < ?"_s,
                                        {s.instanceId, Lifecycle::wire(MeterKind::Compute),
                                         Lifecycle::wire(MeterKind::NoGpu), bootStart, s.at})
                                .toLongLong();
        WebhookStore::Delivery d;
        d.event = u"instance.stopped"_s;
        d.instanceId = s.instanceId;
        d.reason = s.reason;
        d.text = stopText(s.name, s.reason, cost);
        d.data = QJsonObject{{u"instance_name"_s, s.name}, {u"boot_cost_cents"_s, cost}};
        m_store.enqueue(s.accountId, d, m_clock.nowSeconds());
        // A member's stop is the owner's money too.
        if (s.walletId != s.accountId)
            m_store.enqueue(s.walletId, d, m_clock.nowSeconds());
    }
    m_store.setEventCursor(last);
}

void WebhookDispatcher::collectConditions()
{
    const qint64 now = m_clock.nowSeconds();
    for (qint64 account : m_store.accountsWanting({u"balance.low"_s, u"spend_limit.near"_s, u"voucher.expiring"_s})) {
        const QJsonObject owner = m_accounts.toJson(account);
        if (!owner.value(u"owner_id"_s).isNull())
            continue; // a member's wallet is its owner's
        const Metering::Preview wallet = m_metering.preview(account);
        // The balance under each webhook's own threshold: said once until it is above it again.
        for (const WebhookStore::Webhook &w : m_store.subscribedTo(account, u"balance.low"_s)) {
            const QString key = u"balance.low:%1"_s.arg(w.id);
            if (wallet.balance.cents() >= w.balanceBelowCents) {
                m_store.unmark(account, key);
            } else if (wallet.ratePerHour.cents() > 0 && m_store.mark(account, key, now)) {
                // Said while something costs money: a low balance that nothing draws on is no news.
                WebhookStore::Delivery d;
                d.event = u"balance.low"_s;
                d.text = u"gpudesk: your balance is %1, under the %2 you asked to be told of.\n"
                         "gpudesk：余额为 %1，低于你设的提醒线 %2。"_s.arg(yuan(wallet.balance.cents()),
                                                                           yuan(w.balanceBelowCents));
                d.data = QJsonObject{{u"balance_cents"_s, wallet.balance.cents()},
                                     {u"threshold_cents"_s, w.balanceBelowCents}};
                m_store.enqueueTo(w.id, d, now);
            }
        }
        // The daily limit within half an hour at the rate now.
        const QJsonValue daily = owner.value(u"spend_limits"_s).toObject().value(u"daily_cents"_s);
        if (daily.isDouble() && wallet.ratePerHour.cents() > 0) {
            const qint64 left = daily.toInteger() - wallet.spentToday.cents();
            const qint64 minutes = left * 60 / wallet.ratePerHour.cents();
            const QString key = u"spend_limit.near:"_s + QDateTime::fromSecsSinceEpoch(now).toString(u"yyyyMMdd"_s);
            if (left > 0 && minutes <= kSpendLimitMinutes && m_store.mark(account, key, now)) {
                WebhookStore::Delivery d;
                d.event = u"spend_limit.near"_s;
                d.reason = u"spend_limit"_s;
                d.text
                    = u"gpudesk: at %1/h your daily spend limit of %2 is reached in about %3 min; then your "
                      "instances are stopped.\ngpudesk：按每小时 %1 计，约 %3 分钟后达到每日消费上限 %2，届时实例会被关机。"_s
                          .arg(yuan(wallet.ratePerHour.cents()), yuan(daily.toInteger()))
                          .arg(minutes);
                d.data = QJsonObject{{u"minutes_left"_s, minutes}, {u"daily_limit_cents"_s, daily.toInteger()}};
                m_store.enqueue(account, d, now);
            }
        }
        for (const StopSolver::Voucher &v : wallet.vouchers) {
            const qint64 left = v.expiresAt - now;
            if (v.remaining.cents() <= 0 || left <= 0 || left > kVoucherDays * 86400
                || !m_store.mark(account, u"voucher:%1"_s.arg(v.id), now))
                continue;
            WebhookStore::Delivery d;
            d.event = u"voucher.expiring"_s;
            d.text = u"gpudesk: %1 of voucher credit expires in %2 days; use it before then.\n"
                     "gpudesk：代金券还剩 %1，%2 天后过期，请在那之前用掉。"_s.arg(yuan(v.remaining.cents()))
                         .arg((left + 86399) / 86400);
            d.data = QJsonObject{{u"voucher_id"_s, QString::number(v.id)},
                                 {u"remaining_cents"_s, v.remaining.cents()},
                                 {u"gpu_types"_s, QJsonArray::fromStringList(v.gpuTypes)}};
            m_store.enqueue(account, d, now);
        }
    }
}

void WebhookDispatcher::collectStockAlerts()
{
    const qint64 now = m_clock.nowSeconds();
    for (const StockAlertStore::Alert &a : m_alerts.live(now)) {
        // The region asked, else the one with the most free.
        QString where;
        int most = 0;
        for (const Region &r : m_catalog.regions) {
            if (a.region && r.id != *a.region)
                continue;
            if (const int free = m_available(r.id, a.gpuType); free > most) {
                most = free;
                where = r.id;
            }
        }
        if (most < a.count)
            continue;
        const GpuType *card = m_catalog.gpuType(a.gpuType);
        const Region *region = m_catalog.region(where);
        const QString cardName = card ? card->name : a.gpuType, regionName = region ? region->name : where;
        WebhookStore::Delivery d;
        d.event = u"stock.available"_s;
        d.text = u"gpudesk: %1 × %2 free in %3 now; start yours before someone else does.\n"
                 "gpudesk：%3 现在有 %1 张 %2 空闲，趁早开机。"_s.arg(most)
                     .arg(cardName, regionName);
        d.data = QJsonObject{{u"alert_id"_s, QString::number(a.id)},
                             {u"gpu_type"_s, a.gpuType},
                             {u"region"_s, where},
                             {u"available"_s, most}};
        m_store.enqueue(a.accountId, d, now);
        m_alerts.remove(a.id, a.accountId); // said once
    }
}

void WebhookDispatcher::send(const WebhookStore::Delivery &d)
{
    const auto webhook = m_store.find(d.webhookId);
    if (!webhook)
        return;
    const WebhookMessage m
        = WebhookMessage::build(webhook->format, {d.event, d.instanceId, d.reason, d.text, d.data, d.createdAt});
    QNetworkRequest request{QUrl(webhook->url)};
    request.setHeader(QNetworkRequest::ContentTypeHeader, m.contentType);
    request.setHeader(QNetworkRequest::UserAgentHeader, QByteArray("gpudesk-webhooks/1"));
    // The time is real time, not the platform's: receivers compare it with their own clocks.
    request.setRawHeader("X-Gpudesk-Signature",
                         WebhookMessage::signature(webhook->secret.toUtf8(), m_wallClock.nowSeconds(), m.body));
    request.setRawHeader("X-Gpudesk-Event", d.event.toUtf8());
    request.setRawHeader("X-Gpudesk-Delivery", QByteArray::number(d.id));
    for (const auto &[name, value] : m.headers)
        request.setRawHeader(name, value);
    request.setTransferTimeout(10000);
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::ManualRedirectPolicy);
    m_inFlight.insert(d.id);
    QNetworkReply *reply = m_network->post(request, m.body);
    connect(reply, &QNetworkReply::finished, this, [this, reply, d] {
        reply->deleteLater();
        m_inFlight.remove(d.id);
        const QVariant status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute);
        const qint64 now = m_clock.nowSeconds();
        if (reply->error() == QNetworkReply::NoError && status.toInt() >= 200 && status.toInt() < 300)
            return m_store.delivered(d.id, status.toInt(), now);
        const QString error = status.isValid() ? u"HTTP %1"_s.arg(status.toInt()) : reply->errorString();
        const qint64 retryAt = now + retryDelay(d.attempts + 1);
        const bool again = retryAt < d.createdAt + kRetryForSeconds;
        spdlog::info("webhook delivery {} ({}) failed: {}{}", d.id, d.event.toStdString(), error.toStdString(),
                     again ? "; tried again later" : "; given up");
        m_store.attemptFailed(d.id, status.isValid() ? std::optional<int>(status.toInt()) : std::nullopt, error,
                              again ? std::optional<qint64>(retryAt) : std::nullopt, now);
    });
}

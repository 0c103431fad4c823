#pragma once

#include "platform/accounts/stockalertstore.h"
#include "platform/accounts/webhookstore.h"

#include <QObject>
#include <QSet>
#include <QTimer>

#include <functional>

class AccountStore;
class Catalog;
class Clock;
class Database;
class Metering;
class QNetworkAccessManager;

/// Sends the account webhooks' events. It looks, a few times a second of real time, at what happened
/// since its last look — instances the platform stopped (balance, spend limit, boot limit,
/// schedule, idle: their reason and what the boot cost), and, for the wallets that want them, a
/// balance under the webhook's threshold, a daily spend limit within 30 minutes, a voucher with
/// money left 3 days before it expires, a card a stock alert waits for come free — queues a delivery for each webhook
/// that wants the event, and POSTs what is due, signed (WebhookMessage). A failed delivery is tried again with backoff
/// on the platform's clock, for a day; each attempt's result is kept with the delivery.
class WebhookDispatcher final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WebhookDispatcher)
public:
    static constexpr qint64 kSpendLimitMinutes = 30;
    static constexpr qint64 kVoucherDays = 3;
    static constexpr qint64 kRetryForSeconds = 86400;

    /// How many of a card are free in a region now (the instances' rule), for the stock alerts.
    using Availability = std::function<int(const QString &region, const QString &gpuType)>;

    WebhookDispatcher(Database &db, const Clock &platformClock, const Clock &wallClock, Metering &metering,
                      AccountStore &accounts, const Catalog &catalog, Availability available,
                      QObject *parent = nullptr);
    ~WebhookDispatcher() override;

    WebhookStore &store() { return m_store; }
    StockAlertStore &alerts() { return m_alerts; }
    /// Looks now (what a timer tick does): new events queued, due deliveries sent.
    void look();
    /// The wait before attempt `attempts + 1` of a delivery that failed `attempts` times.
    static qint64 retryDelay(int attempts);
    /// An event's sentence for people, in English and in Chinese.
    static QString stopText(const QString &instance, const QString &reason, qint64 costCents);

private:
    void collectStops();
    void collectConditions();
    /// Each stock alert whose card is free now: stock.available, said once, and the alert ends.
    void collectStockAlerts();
    void send(const WebhookStore::Delivery &delivery);

    Database &m_db;
    const Clock &m_clock;
    const Clock &m_wallClock;
    Metering &m_metering;
    AccountStore &m_accounts;
    const Catalog &m_catalog;
    Availability m_available;
    WebhookStore m_store;
    StockAlertStore m_alerts;
    QNetworkAccessManager *m_network;
    QTimer m_timer;
    QSet<qint64> m_inFlight;
    int m_looks = 0;
};

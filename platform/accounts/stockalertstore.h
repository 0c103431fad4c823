#pragma once

#include <QList>
#include <QString>

#include <optional>

class Database;

/// "Tell my phone when a card is free": an account's stock alerts (a card, a count, a region or
/// any), each ending when it has been said once or after a day. The webhook dispatcher reads them
/// and says stock.available to the account's webhooks.
class StockAlertStore
{
public:
    static constexpr qint64 kLifetimeSeconds = 24 * 3600;
    static constexpr int kMaxPerAccount = 10;

    struct Alert
    {
        qint64 id = 0;
        qint64 accountId = 0;
        QString gpuType;
        std::optional<QString> region; ///< none: any region
        int count = 1;
        qint64 createdAt = 0;
        qint64 expiresAt = 0;
    };

    explicit StockAlertStore(Database &db);

    qint64 add(const Alert &alert);
    /// The account's alerts still running at `now`, oldest first.
    QList<Alert> list(qint64 accountId, qint64 now) const;
    bool remove(qint64 id, qint64 accountId);
    /// Every account's alerts still running at `now`; the ones over are deleted first.
    QList<Alert> live(qint64 now);

private:
    Database &m_db;
};

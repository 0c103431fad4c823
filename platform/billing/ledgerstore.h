#pragma once

#include "platform/billing/metering.h"

#include <QList>
#include <QString>

#include <optional>

class Database;

/// The ledger as the API reads it: pages of lines, and the charges usage is bucketed from.
/// (Metering writes the lines; Wallet the credits.)
class LedgerStore
{
public:
    explicit LedgerStore(Database &db);

    struct Line
    {
        qint64 id = 0;
        std::optional<qint64> instanceId;
        QString kind;
        qint64 amountCents = 0;
        qint64 periodStart = 0;
        qint64 periodEnd = 0;
    };
    /// The wallet's lines with ids below `beforeId`, newest first, at most `limit` (only
    /// `spenderId`'s when not 0: a member sees what it spent).
    QList<Line> page(qint64 walletId, qint64 spenderId, qint64 beforeId, int limit) const;
    /// The wallet's charges (not credits: those are how charges were paid) that overlap
    /// [from, to), oldest first, with the segment each is a part of (only `spenderId`'s when not 0).
    QList<Metering::Line> charges(qint64 walletId, qint64 spenderId, qint64 from, qint64 to) const;

private:
    Database &m_db;
};

#pragma once

#include "platform/billing/charge.h"

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
        qint64 volumeId = 0; ///< a detached volume's storage, else 0
        qint64 imageId = 0; ///< a saved image's storage, else 0
        std::optional<QString> gpuType; ///< a compute or package line's card
        std::optional<int> gpuCount;
    };
    /// Which lines of a wallet a reader asks for. A line belongs to the period its start falls in,
    /// so back-to-back periods (a month's statement, then the next) share no line and miss none.
    struct Filter
    {
        qint64 walletId = 0;
        qint64 spenderId = 0; ///< only this account's (a member sees what it spent); 0: all
        std::optional<qint64> instanceId;
        QString kind; ///< empty: every kind
        std::optional<qint64> from; ///< period_start >= from
        std::optional<qint64> to; ///< period_start < to
    };
    /// The lines with ids below `beforeId`, newest first, at most `limit`.
    QList<Line> page(const Filter &filter, qint64 beforeId, int limit) const;
    /// What all the lines the filter takes add up to (charges minus credits), every page together.
    qint64 totalCents(const Filter &filter) const;
    /// The wallet's charges (not credits: those are how charges were paid) that overlap
    /// [from, to), oldest first, with the segment each is a part of (only `spenderId`'s when not 0).
    QList<Charge> charges(qint64 walletId, qint64 spenderId, qint64 from, qint64 to) const;

private:
    Database &m_db;
};

#pragma once

#include "common/currency.h"
#include "core/api/platform.h"

#include <QByteArray>
#include <QDate>
#include <QDateTime>
#include <QHash>
#include <QTimeZone>

#include <optional>

/// A calendar month in the platform's billing time zone, as a ledger period [from, to).
struct StatementPeriod
{
    QDate month; ///< its first day
    QDateTime from; ///< midnight of the first day, in the billing zone
    QDateTime to; ///< midnight of the next month's first day

    /// "2026-11" in `zone`; nullopt when the text is not a month.
    static std::optional<StatementPeriod> parse(const QString &yyyyMm, const QTimeZone &zone);
    /// The month that holds the instant `t` in `zone`.
    static StatementPeriod containing(const QDateTime &t, const QTimeZone &zone);
    StatementPeriod previous() const;
    QString label() const { return month.toString(QStringLiteral("yyyy-MM")); }
};

/// A period's ledger lines, oldest first, and what the platform says they add up to: the statement
/// a student keeps or hands in, exported as CSV whose amounts sum to the platform's total.
struct Statement
{
    QList<LedgerLine> lines;
    std::optional<Money> platformTotal; ///< the platform's own sum, when it gives one

    Money sum() const;
    Money charges() const; ///< what was spent (lines above 0)
    Money credits() const; ///< what was paid in or covered (lines below 0), as a negative amount
    /// Whether the lines add up to the platform's total (true when it gives none).
    bool agrees() const { return !platformTotal || *platformTotal == sum(); }

    /// RFC 4180 CSV, UTF-8: a header row, one row per line with its amount in the currency's major
    /// unit, and a last row with the total. Times are in `zone` with their offset; `instanceNames`
    /// names the instances it knows (released ones too).
    QByteArray csv(const Currency &currency, const QTimeZone &zone, const QHash<QString, QString> &instanceNames) const;
};

/// Reads every page of `query` (from its first; `after` is ignored) and answers them as one
/// statement, oldest line first. The total is the first page's: later lines are never in later
/// pages, so the pages add up to it.
void readStatement(BillingLedger &ledger, LedgerQuery query, QObject *context, Platform::Done<Statement> done);

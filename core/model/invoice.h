#pragma once

#include "common/money.h"

#include <QDateTime>
#include <QString>

#include <optional>

/// What an invoice is asked for: a month's payments, made out to `title` (a person or a company,
/// with its tax number), sent to `email`.
struct InvoiceRequest
{
    QString month; ///< YYYY-MM
    QString title;
    QString taxId; ///< empty for a person
    QString email;
};

/// An invoice asked for: requested, then issued with its number (POST/GET /v1/billing/invoices).
struct Invoice
{
    QString id;
    QString month;
    QString title;
    std::optional<QString> taxId;
    QString email;
    Money amount; ///< the month's payments it covers, never more than was paid
    qint64 payments = 0; ///< how many payments it covers
    QString status; ///< requested, issued
    QDateTime requestedAt;
    std::optional<QDateTime> issuedAt;
    std::optional<QString> number;

    bool issued() const { return status == QLatin1String("issued"); }
    bool operator==(const Invoice &) const = default;
};

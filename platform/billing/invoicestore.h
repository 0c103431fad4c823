#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

class Database;

/// Invoices asked for a month's payments (the seed's platform issues them to the account's e-mail):
/// each covers the recharges of that month not invoiced before, so no payment is invoiced twice
/// and no invoice is for more than was paid. The sandbox's accounts office issues a request
/// kIssueDelaySeconds after it was made, on the platform's clock, lazily when read.
class InvoiceStore
{
public:
    static constexpr qint64 kIssueDelaySeconds = 600;

    explicit InvoiceStore(Database &db);

    struct Request
    {
        QString month; ///< YYYY-MM, in the billing time zone
        qint64 from = 0; ///< the month's first second
        qint64 to = 0; ///< the next month's first second
        QString title;
        QString taxId; ///< empty for a person
        QString email;
    };
    /// A new request for the wallet's payments of the month not invoiced yet; its id, or nullopt
    /// when there are none (none made that month, or all of them invoiced already).
    std::optional<qint64> request(qint64 walletId, const Request &request, qint64 now);
    /// The wallet's invoices, newest first, as the API shows them (issued ones with their number).
    QList<QJsonObject> list(qint64 walletId, qint64 now);
    /// One invoice as the API shows it.
    QJsonObject toJson(qint64 invoiceId, qint64 now);

private:
    /// Issues the requests whose delay has passed by `now`.
    void issueDue(qint64 walletId, qint64 now);

    Database &m_db;
};

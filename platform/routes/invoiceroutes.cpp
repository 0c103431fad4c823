#include "platform/routes/invoiceroutes.h"

#include "common/clock.h"
#include "platform/accounts/accountstore.h"
#include "platform/accounts/authenticator.h"
#include "platform/http/jsonbody.h"
#include "platform/http/router.h"

#include <QDateTime>
#include <QJsonArray>
#include <QRegularExpression>

using namespace Qt::StringLiterals;
using Method = ApiRequest::Method;
using Status = HttpStatus;

InvoiceRoutes::InvoiceRoutes(RouteContext context, const QString &billingTimezone, QObject *parent)
    : QObject(parent)
    , m_ctx(context)
    , m_zone(billingTimezone.toUtf8())
    , m_store(context.db)
{
    Router &router = m_ctx.router;
    router.add(Method::Post, u"/v1/billing/invoices"_s, [this](const ApiRequest &r) { return request(r); });
    router.add(Method::Get, u"/v1/billing/invoices"_s, [this](const ApiRequest &r) { return list(r); });
}

ApiResponse InvoiceRoutes::request(const ApiRequest &request)
{
    // Sent with an Idempotency-Key, a repeat gets the first answer (not "nothing left to invoice").
    return m_ctx.withCallerOnce(request, Access::Billing, [&](const Caller &caller) -> ApiResponse {
        if (caller.ownerId)
            return ApiError(Status::Forbidden, u"insufficient_scope"_s,
                            u"Invoices are for the account's owner, who paid: ask them."_s,
                            QJsonObject{{u"scope"_s, u"owner"_s}});
        JsonBody body(request);
        body.allowOnly({u"month", u"title", u"tax_id", u"email"});
        InvoiceStore::Request r;
        r.month = body.string(u"month"_s).trimmed();
        r.title = body.string(u"title"_s).trimmed();
        r.taxId = body.optionalString(u"tax_id"_s).trimmed().toUpper();
        r.email = body.string(u"email"_s).trimmed();
        const qint64 now = m_ctx.clock.nowSeconds();
        const QDate first = QDate::fromString(r.month + u"-01"_s, Qt::ISODate);
        const QDate thisMonth = QDateTime::fromSecsSinceEpoch(now, m_zone).date();
        if (body.ok() && (!first.isValid() || r.month.size() != 7))
            body.fail(u"month"_s, u"invalid_month"_s, u"'%1' is not a month: write it as YYYY-MM."_s.arg(r.month));
        else if (body.ok() && first > thisMonth)
            body.fail(u"month"_s, u"future"_s, u"%1 has not begun: nothing was paid in it yet."_s.arg(r.month));
        if (body.ok() && (r.title.isEmpty() || r.title.size() > 100))
            body.fail(u"title"_s, u"length"_s,
                      u"The title is the name the invoice is made out to (a person or a company), 1 to 100 "
                      u"characters."_s);
        // A unified social credit code has 18 characters; older tax numbers 15 to 20 letters and digits.
        static const QRegularExpression taxId(u"^[0-9A-Z]{15,20}$"_s);
        if (body.ok() && !r.taxId.isEmpty() && !taxId.match(r.taxId).hasMatch())
            body.fail(u"tax_id"_s, u"invalid_tax_id"_s,
                      u"'%1' is not a tax number: 15 to 20 letters and digits (a company's unified social credit "
                      u"code has 18). Leave it out for a person."_s.arg(r.taxId));
        if (body.ok() && !AccountStore::isEmail(r.email))
            body.fail(u"email"_s, u"invalid_email"_s, u"'%1' is not an e-mail address."_s.arg(r.email));
        if (!body.ok())
            return body.takeError();
        r.from = QDateTime(first, QTime(0, 0), m_zone).toSecsSinceEpoch();
        r.to = QDateTime(first.addMonths(1), QTime(0, 0), m_zone).toSecsSinceEpoch();
        const auto id = m_store.request(caller.accountId, r, now);
        if (!id)
            return ApiError(Status::Conflict, u"conflict"_s,
                            u"Nothing paid in %1 is left to invoice: every payment of that month is on an invoice "
                            u"already, or none was made."_s.arg(r.month),
                            QJsonObject{{u"field"_s, u"month"_s}, {u"reason"_s, u"nothing_to_invoice"_s}});
        return ApiResponse(m_store.toJson(*id, now), Status::Created);
    });
}

ApiResponse InvoiceRoutes::list(const ApiRequest &request)
{
    return m_ctx.withCaller(request, Access::Read, [&](const Caller &caller) -> ApiResponse {
        QJsonArray items;
        // A member sees none: the invoices are the owner's, who paid.
        if (!caller.ownerId) {
            for (const QJsonObject &invoice : m_store.list(caller.accountId, m_ctx.clock.nowSeconds()))
                items.append(invoice);
        }
        return ApiResponse(QJsonObject{{u"items"_s, items}});
    });
}

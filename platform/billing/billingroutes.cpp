#include "platform/billing/billingroutes.h"

#include "common/clock.h"
#include "common/rfc3339.h"
#include "platform/accounts/accountstore.h"
#include "platform/accounts/authenticator.h"
#include "platform/http/jsonbody.h"
#include "platform/http/jsonerror.h"
#include "platform/store/database.h"

#include <QHttpServer>
#include <QJsonArray>
#include <QSqlQuery>

using namespace Qt::StringLiterals;
using Method = QHttpServerRequest::Method;
using Status = QHttpServerResponse::StatusCode;

BillingRoutes::BillingRoutes(RouteContext context, const QString &billingTimezone, QObject *parent)
    : QObject(parent)
    , m_ctx(context)
    , m_zone(billingTimezone.toUtf8())
    , m_wallet(context.db, context.clock)
{
    QHttpServer &http = m_ctx.http;
    http.route(u"/v1/billing"_s, Method::Get, [this](const QHttpServerRequest &r) { return summary(r); });
    http.route(u"/v1/billing/ledger"_s, Method::Get, [this](const QHttpServerRequest &r) { return ledger(r); });
    http.route(u"/v1/billing/recharge"_s, Method::Post, [this](const QHttpServerRequest &r) { return recharge(r); });
}

qint64 BillingRoutes::startOfToday() const
{
    const QDateTime now = m_ctx.clock.now().toTimeZone(m_zone);
    return QDateTime(now.date(), QTime(0, 0), m_zone).toSecsSinceEpoch();
}

QJsonObject BillingRoutes::summaryJson(qint64 accountId) const
{
    const qint64 wallet = m_wallet.walletOf(accountId);
    return QJsonObject{
        {u"balance_cents"_s, m_wallet.balance(wallet).cents()},
        // What the account's running instances cost per hour together (nothing runs without instances).
        {u"rate_cents_per_hour"_s, 0},
        {u"spent_today_cents"_s, m_wallet.chargedSince(wallet, startOfToday()).cents()},
        {u"spend_limits"_s, m_ctx.accounts.toJson(accountId).value(u"spend_limits"_s)},
        {u"vouchers"_s, m_wallet.vouchersJson(wallet)},
    };
}

QHttpServerResponse BillingRoutes::summary(const QHttpServerRequest &request)
{
    auto auth = m_ctx.auth.authenticate(request, Access::Read);
    if (auto *error = std::get_if<QHttpServerResponse>(&auth))
        return std::move(*error);
    return QHttpServerResponse(summaryJson(std::get<Caller>(auth).accountId));
}

QHttpServerResponse BillingRoutes::ledger(const QHttpServerRequest &request)
{
    return m_ctx.withCaller(request, Access::Read, [&](const Caller &caller) {
        const QUrlQuery query = request.query();
        bool limitOk = true, afterOk = true;
        const int limit = query.hasQueryItem(u"limit"_s) ? query.queryItemValue(u"limit"_s).toInt(&limitOk) : 50;
        const qint64 after = query.hasQueryItem(u"after"_s) ? query.queryItemValue(u"after"_s).toLongLong(&afterOk)
                                                            : std::numeric_limits<qint64>::max();
        if (!limitOk || limit < 1 || limit > 200 || !afterOk || after < 1)
            return JsonError::response(
                Status::BadRequest, u"invalid_argument"_s,
                u"limit must be 1–200 and after a cursor from next_cursor."_s,
                QJsonObject{{u"field"_s, limitOk && limit >= 1 && limit <= 200 ? u"after"_s : u"limit"_s},
                            {u"reason"_s, u"out_of_range"_s}});
        // Newest first. The owner sees every line of the wallet; a member only what it spent.
        const qint64 wallet = m_wallet.walletOf(caller.accountId);
        QSqlQuery &q
            = m_ctx.db.exec(u"SELECT id, instance_id, kind, amount_cents, period_start, period_end FROM ledger "
                            "WHERE account_id = ? AND (? = 0 OR spender_id = ?) AND id < ? ORDER BY id DESC LIMIT ?"_s,
                            {wallet, caller.ownerId ? 1 : 0, caller.accountId, after, limit + 1});
        QJsonArray items;
        qint64 lastId = 0;
        bool more = false;
        while (q.next()) {
            if (items.size() == limit) {
                more = true;
                break;
            }
            lastId = q.value(0).toLongLong();
            items.append(
                QJsonObject{{u"id"_s, QString::number(lastId)},
                            {u"instance_id"_s, q.value(1).isNull() ? QJsonValue() : QJsonValue(q.value(1).toString())},
                            {u"kind"_s, q.value(2).toString()},
                            {u"amount_cents"_s, q.value(3).toLongLong()},
                            {u"period_start"_s, Rfc3339::formatSeconds(q.value(4).toLongLong())},
                            {u"period_end"_s, Rfc3339::formatSeconds(q.value(5).toLongLong())}});
        }
        q.finish();
        QJsonObject page{{u"items"_s, items}};
        if (more)
            page.insert(u"next_cursor"_s, QString::number(lastId));
        return QHttpServerResponse(page);
    });
}

QHttpServerResponse BillingRoutes::recharge(const QHttpServerRequest &request)
{
    return m_ctx.withCaller(request, Access::Billing, [&](const Caller &caller) {
        JsonBody body(request);
        body.allowOnly({u"amount_cents"});
        const qint64 amount = body.integer(u"amount_cents"_s);
        if (body.ok() && (amount < 1 || amount > kMaxRechargeCents))
            body.fail(u"amount_cents"_s, u"out_of_range"_s,
                      u"A recharge is from ¥0.01 to ¥10,000.00 (1 to 1000000 fen) at a time."_s);
        if (!body.ok())
            return body.takeError();
        m_wallet.recharge(m_wallet.walletOf(caller.accountId), caller.accountId, Money::fromCents(amount));
        return QHttpServerResponse(summaryJson(caller.accountId), Status::Created);
    });
}

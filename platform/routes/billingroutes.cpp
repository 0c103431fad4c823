#include "platform/routes/billingroutes.h"

#include "common/clock.h"
#include "common/rfc3339.h"
#include "platform/accounts/accountstore.h"
#include "platform/accounts/authenticator.h"
#include "platform/billing/ledgerstore.h"
#include "platform/http/jsonbody.h"
#include "platform/http/jsonerror.h"
#include "platform/instances/customimages.h"
#include "platform/instances/metering.h"
#include "platform/store/database.h"

#include "platform/http/router.h"
#include <QJsonArray>
#include <QList>

#include <map>

using namespace Qt::StringLiterals;
using Method = ApiRequest::Method;
using Status = HttpStatus;

BillingRoutes::BillingRoutes(RouteContext context, const QString &billingTimezone, QObject *parent)
    : QObject(parent)
    , m_ctx(context)
    , m_zone(billingTimezone.toUtf8())
    , m_wallet(context.db, context.clock)
    , m_ledger(context.db)
{
    Router &router = m_ctx.router;
    router.add(Method::Get, u"/v1/billing"_s, [this](const ApiRequest &r) { return summary(r); });
    router.add(Method::Get, u"/v1/billing/ledger"_s, [this](const ApiRequest &r) { return ledger(r); });
    router.add(Method::Post, u"/v1/billing/recharge"_s, [this](const ApiRequest &r) { return recharge(r); });
    router.add(Method::Get, u"/v1/billing/usage"_s, [this](const ApiRequest &r) { return usage(r); });
}

qint64 BillingRoutes::bucketStart(qint64 t, bool hourly) const
{
    if (hourly) {
        // From the offset in force at t, so a repeated hour (daylight saving ends) is two buckets.
        const qint64 offset = m_zone.offsetFromUtc(QDateTime::fromSecsSinceEpoch(t, Qt::UTC));
        const qint64 local = t + offset;
        return t - (local % 3600 + 3600) % 3600;
    }
    const QDateTime local = QDateTime::fromSecsSinceEpoch(t, m_zone);
    return QDateTime(local.date(), QTime(0, 0), m_zone).toSecsSinceEpoch();
}

qint64 BillingRoutes::nextBucket(qint64 start, bool hourly) const
{
    if (hourly)
        return start + 3600;
    const QDateTime local = QDateTime::fromSecsSinceEpoch(start, m_zone);
    return QDateTime(local.date().addDays(1), QTime(0, 0), m_zone).toSecsSinceEpoch();
}

QJsonObject BillingRoutes::summaryJson(const Caller &caller)
{
    const qint64 accountId = caller.accountId;
    const qint64 wallet = caller.walletId();
    // Exact to this second, not up to a ledger interval old, and computed without writing: the
    // figures a settle now would store (the ledger lines themselves are the tick's and changes').
    const Metering::Preview now = m_ctx.metering.preview(wallet);
    QJsonArray vouchers;
    for (const StopSolver::Voucher &v : now.vouchers)
        vouchers.append(
            QJsonObject{{u"id"_s, QString::number(v.id)},
                        {u"remaining_cents"_s, v.remaining.cents()},
                        {u"expires_at"_s, Rfc3339::formatSeconds(v.expiresAt)},
                        {u"gpu_types"_s,
                         v.gpuTypes.isEmpty() ? QJsonValue() : QJsonValue(QJsonArray::fromStringList(v.gpuTypes))}});
    return QJsonObject{
        {u"balance_cents"_s, now.balance.cents()},
        // What the wallet's running instances, stopped disks, volumes and images cost per hour.
        {u"rate_cents_per_hour"_s, now.ratePerHour.cents()},
        {u"spent_today_cents"_s, now.spentToday.cents()},
        {u"spend_limits"_s, m_ctx.accounts.spendLimitsJson(accountId)},
        {u"vouchers"_s, vouchers},
    };
}

ApiResponse BillingRoutes::summary(const ApiRequest &request)
{
    auto auth = m_ctx.auth.authenticate(request, Access::Read);
    if (auto *error = std::get_if<ApiError>(&auth))
        return std::move(*error);
    return ApiResponse(summaryJson(std::get<Caller>(auth)));
}

ApiResponse BillingRoutes::ledger(const ApiRequest &request)
{
    return m_ctx.withCaller(request, Access::Read, [&](const Caller &caller) -> ApiResponse {
        const QUrlQuery query = request.query;
        bool limitOk = true, afterOk = true;
        const int limit = query.hasQueryItem(u"limit"_s) ? query.queryItemValue(u"limit"_s).toInt(&limitOk) : 50;
        const qint64 after = query.hasQueryItem(u"after"_s) ? query.queryItemValue(u"after"_s).toLongLong(&afterOk)
                                                            : std::numeric_limits<qint64>::max();
        if (!limitOk || limit < 1 || limit > 200 || !afterOk || after < 1)
            return ApiError(Status::BadRequest, u"invalid_argument"_s,
                            u"limit must be 1–200 and after a cursor from next_cursor."_s,
                            QJsonObject{{u"field"_s, limitOk && limit >= 1 && limit <= 200 ? u"after"_s : u"limit"_s},
                                        {u"reason"_s, u"out_of_range"_s}});
        const auto bad = [](const QString &field, const QString &message) {
            return ApiError(Status::BadRequest, u"invalid_argument"_s, message,
                            QJsonObject{{u"field"_s, field}, {u"reason"_s, u"invalid"_s}});
        };
        // Newest first. The owner sees every line of the wallet; a member only what it spent.
        LedgerStore::Filter filter;
        filter.walletId = caller.walletId();
        filter.spenderId = caller.ownerId ? caller.accountId : 0;
        if (query.hasQueryItem(u"instance_id"_s)) {
            bool ok = false;
            filter.instanceId = query.queryItemValue(u"instance_id"_s).toLongLong(&ok);
            if (!ok || *filter.instanceId < 1)
                return bad(u"instance_id"_s, u"instance_id is an instance's id."_s);
        }
        if (query.hasQueryItem(u"kind"_s)) {
            static const QStringList kinds{u"compute"_s, u"no_gpu"_s,  u"storage"_s,
                                           u"package"_s, u"voucher"_s, u"recharge"_s};
            filter.kind = query.queryItemValue(u"kind"_s);
            if (!kinds.contains(filter.kind))
                return bad(u"kind"_s, u"kind is one of "_s + kinds.join(u", "_s) + u"."_s);
        }
        for (const auto &[field, out] : {std::pair{u"from"_s, &filter.from}, std::pair{u"to"_s, &filter.to}}) {
            if (!query.hasQueryItem(field))
                continue;
            const auto t = Rfc3339::parse(query.queryItemValue(field, QUrl::FullyDecoded));
            if (!t)
                return bad(field, field + u" is an RFC 3339 time such as 2026-12-01T00:00:00Z."_s);
            *out = t->toSecsSinceEpoch();
        }
        if (filter.from && filter.to && *filter.from >= *filter.to)
            return bad(u"from"_s, u"from must be before to."_s);
        const auto id = [](qint64 v) { return v ? QJsonValue(QString::number(v)) : QJsonValue(); };
        QJsonArray items;
        qint64 lastId = 0;
        bool more = false;
        for (const LedgerStore::Line &line : m_ledger.page(filter, after, limit + 1)) {
            if (items.size() == limit) {
                more = true;
                break;
            }
            lastId = line.id;
            items.append(QJsonObject{
                {u"id"_s, QString::number(lastId)},
                {u"instance_id"_s, id(line.instanceId.value_or(0))},
                {u"volume_id"_s, id(line.volumeId)},
                {u"image_id"_s, line.imageId ? QJsonValue(CustomImages::idFor(line.imageId)) : QJsonValue()},
                {u"kind"_s, line.kind},
                {u"amount_cents"_s, line.amountCents},
                {u"period_start"_s, Rfc3339::formatSeconds(line.periodStart)},
                {u"period_end"_s, Rfc3339::formatSeconds(line.periodEnd)},
                {u"gpu_type"_s, line.gpuType ? QJsonValue(*line.gpuType) : QJsonValue()},
                {u"gpu_count"_s, line.gpuCount ? QJsonValue(*line.gpuCount) : QJsonValue()}});
        }
        // Of every page the filter takes, as stored when this page was read: later pages (older
        // lines) add up to it, since lines are never changed and new ones come before the cursor.
        QJsonObject page{{u"items"_s, items}, {u"total_cents"_s, m_ledger.totalCents(filter)}};
        if (more)
            page.insert(u"next_cursor"_s, QString::number(lastId));
        return ApiResponse(page);
    });
}

ApiResponse BillingRoutes::recharge(const ApiRequest &request)
{
    return m_ctx.withCallerOnce(request, Access::Billing, [&](const Caller &caller) -> ApiResponse {
        JsonBody body(request);
        body.allowOnly({u"amount_cents"});
        const qint64 amount = body.integer(u"amount_cents"_s);
        if (body.ok() && (amount < 1 || amount > kMaxRechargeCents))
            body.fail(u"amount_cents"_s, u"out_of_range"_s,
                      u"A recharge is from ¥0.01 to ¥10,000.00 (1 to 1000000 fen) at a time."_s);
        if (!body.ok())
            return body.takeError();
        if (auto refusal = m_ctx.auth.confirmationNeeded(caller))
            return std::move(*refusal);
        const qint64 wallet = caller.walletId();
        m_ctx.metering.settleThen(wallet,
                                  [&] { m_wallet.recharge(wallet, caller.accountId, Money::fromCents(amount)); });
        return ApiResponse(summaryJson(caller), Status::Created);
    });
}

ApiResponse BillingRoutes::usage(const ApiRequest &request)
{
    return m_ctx.withCaller(request, Access::Read, [&](const Caller &caller) -> ApiResponse {
        const QUrlQuery query = request.query;
        const QString bucket = query.hasQueryItem(u"bucket"_s) ? query.queryItemValue(u"bucket"_s) : u"day"_s;
        const QString group = query.hasQueryItem(u"group"_s) ? query.queryItemValue(u"group"_s) : u"instance"_s;
        const auto bad = [](const QString &field, const QString &message) {
            return ApiError(Status::BadRequest, u"invalid_argument"_s, message,
                            QJsonObject{{u"field"_s, field}, {u"reason"_s, u"invalid"_s}});
        };
        if (bucket != u"hour"_s && bucket != u"day"_s)
            return bad(u"bucket"_s, u"bucket is hour or day."_s);
        if (group != u"instance"_s && group != u"gpu_type"_s && group != u"member"_s)
            return bad(u"group"_s, u"group is instance, gpu_type or member."_s);
        const bool hourly = bucket == u"hour"_s;
        const qint64 wallet = caller.walletId();
        // Up to this second: the stored lines and those a settle now would add, none written.
        const Metering::Preview pending = m_ctx.metering.preview(wallet);
        const qint64 now = pending.at;
        const auto time = [&](const QString &field, qint64 fallback) -> std::optional<qint64> {
            if (!query.hasQueryItem(field))
                return fallback;
            const auto t = Rfc3339::parse(query.queryItemValue(field, QUrl::FullyDecoded));
            return t ? std::optional<qint64>(t->toSecsSinceEpoch()) : std::nullopt;
        };
        const auto to = time(u"to"_s, now);
        if (!to)
            return bad(u"to"_s, u"to is an RFC 3339 time such as 2026-12-01T00:00:00Z."_s);
        const auto from = time(u"from"_s, *to - (hourly ? 86400 : 30 * 86400));
        if (!from)
            return bad(u"from"_s, u"from is an RFC 3339 time such as 2026-11-01T00:00:00Z."_s);
        const qint64 span = *to - *from;
        if (span <= 0 || span > (hourly ? 31 : 366) * 86400LL)
            return bad(u"from"_s,
                       hourly ? u"from must be before to, at most 31 days earlier for hourly buckets."_s
                              : u"from must be before to, at most 366 days earlier."_s);

        // Charges only (credits and vouchers are how they were paid, not usage); a member sees its own.
        QList<Metering::Line> lines = m_ledger.charges(wallet, caller.ownerId ? caller.accountId : 0, *from, *to);
        for (const Metering::Line &l : pending.lines) {
            if (l.amount > Money() && (!caller.ownerId || l.spenderId == caller.accountId) && l.to >= *from
                && l.from < *to)
                lines << l;
        }
        std::map<std::pair<qint64, QString>, std::pair<qint64, qint64>> buckets; // (start, key) → (cents, seconds)
        for (const Metering::Line &l : std::as_const(lines)) {
            const qint64 a = l.from, b = l.to;
            QString key;
            if (group == u"member"_s)
                key = QString::number(l.spenderId);
            else if (group == u"gpu_type"_s)
                key = l.kind == u"storage"_s ? u"storage"_s : l.kind == u"no_gpu"_s ? u"no_gpu"_s : l.gpuType;
            else if (l.instanceId)
                key = QString::number(l.instanceId);
            else if (l.volumeId)
                key = u"volume-"_s + QString::number(l.volumeId);
            else
                key = CustomImages::idFor(l.imageId);
            if (l.segment.period == 0 || b <= a) {
                // All of it in the bucket of the instant it was bought.
                if (a >= *from && a < *to)
                    buckets[{bucketStart(a, hourly), key}].first += l.amount.cents();
                continue;
            }
            // A line is the difference of its segment's cumulative cost at its ends, so cutting it
            // at bucket edges the same way keeps every part exact and the parts summing to it.
            for (qint64 x = std::max(a, *from); x < std::min(b, *to);) {
                const qint64 start = bucketStart(x, hourly);
                const qint64 y = std::min({nextBucket(start, hourly), b, *to});
                auto &cell = buckets[{start, key}];
                cell.first += (l.segment.costAt(y) - l.segment.costAt(x)).cents();
                cell.second += y - x;
                x = y;
            }
        }
        QJsonArray items;
        for (const auto &[where, cell] : buckets)
            items.append(QJsonObject{{u"bucket_start"_s, Rfc3339::formatSeconds(where.first)},
                                     {u"key"_s, where.second},
                                     {u"amount_cents"_s, cell.first},
                                     {u"seconds"_s, cell.second}});
        return ApiResponse(QJsonObject{{u"items"_s, items},
                                       {u"bucket"_s, bucket},
                                       {u"group"_s, group},
                                       {u"from"_s, Rfc3339::formatSeconds(*from)},
                                       {u"to"_s, Rfc3339::formatSeconds(*to)},
                                       {u"billing_timezone"_s, QString::fromUtf8(m_zone.id())}});
    });
}

#pragma once

#include "platform/billing/ledgerstore.h"
#include "platform/billing/wallet.h"
#include "platform/routes/routecontext.h"

#include <QObject>
#include <QTimeZone>

/// GET /v1/billing, GET /v1/billing/ledger (cursor-paged), GET /v1/billing/usage (hour or day
/// buckets in the billing time zone), POST /v1/billing/recharge (play money).
class BillingRoutes final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(BillingRoutes)
public:
    BillingRoutes(RouteContext context, const QString &billingTimezone, QObject *parent = nullptr);

    static constexpr qint64 kMaxRechargeCents = 1'000'000; ///< ¥10,000.00 a call

private:
    ApiResponse summary(const ApiRequest &request);
    ApiResponse ledger(const ApiRequest &request);
    ApiResponse recharge(const ApiRequest &request);
    ApiResponse usage(const ApiRequest &request);
    QJsonObject summaryJson(const Caller &caller);
    /// The start of the bucket that holds `t`, and of the next one, in the billing time zone.
    qint64 bucketStart(qint64 t, bool hourly) const;
    qint64 nextBucket(qint64 start, bool hourly) const;

    RouteContext m_ctx;
    QTimeZone m_zone;
    Wallet m_wallet;
    LedgerStore m_ledger;
};

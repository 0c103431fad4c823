#pragma once

#include "platform/billing/invoicestore.h"
#include "platform/routes/routecontext.h"

#include <QObject>
#include <QTimeZone>

/// POST /v1/billing/invoices (an invoice for a month's payments: a title, a tax number, an e-mail)
/// and GET /v1/billing/invoices (each with its status: requested, then issued with a number).
class InvoiceRoutes final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(InvoiceRoutes)
public:
    InvoiceRoutes(RouteContext context, const QString &billingTimezone, QObject *parent = nullptr);

private:
    ApiResponse request(const ApiRequest &request);
    ApiResponse list(const ApiRequest &request);

    RouteContext m_ctx;
    QTimeZone m_zone;
    InvoiceStore m_store;
};

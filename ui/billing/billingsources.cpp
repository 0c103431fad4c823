#include "ui/billing/billingsources.h"

#include "core/api/jobfacets.h"
#include "core/api/platform.h"

BillingSources BillingSources::of(Platform &platform)
{
    return {.platform = platform,
            .summary = platform.facet<BillingSummary>(),
            .recharge = platform.facet<WalletRecharge>(),
            .limits = platform.facet<SpendLimitSettings>(),
            .confirmation = platform.facet<SessionConfirmation>(),
            .ledger = platform.facet<BillingLedger>(),
            .payments = platform.facet<PaymentHistory>(),
            .usage = platform.facet<UsageReports>(),
            .prices = platform.facet<PriceList>(),
            .invoices = platform.facet<InvoiceRequests>(),
            .jobs = platform.facet<JobHistory>()};
}

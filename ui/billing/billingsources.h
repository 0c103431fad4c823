#pragma once

class BillingLedger;
class BillingSummary;
class InvoiceRequests;
class JobHistory;
class PaymentHistory;
class Platform;
class PriceList;
class SessionConfirmation;
class SpendLimitSettings;
class UsageReports;
class WalletRecharge;

/// What the Billing page reads and changes on a platform: its core (the account with its limits,
/// the catalog's prices, the instances) and each money facet, null where the platform keeps none.
/// The page shows a tab for what is here and no other; a test hands it what it wants shown.
struct BillingSources
{
    Platform &platform;
    BillingSummary *summary = nullptr;
    WalletRecharge *recharge = nullptr;
    SpendLimitSettings *limits = nullptr;
    /// Proving again who the user is before money moves (a recharge, wider limits).
    SessionConfirmation *confirmation = nullptr;
    BillingLedger *ledger = nullptr;
    PaymentHistory *payments = nullptr;
    UsageReports *usage = nullptr;
    PriceList *prices = nullptr;
    InvoiceRequests *invoices = nullptr;
    /// A lab's cluster's jobs (GPU-hours, no money).
    JobHistory *jobs = nullptr;

    /// Every facet of these that `platform` has.
    static BillingSources of(Platform &platform);
};

#pragma once

#include "cli/ctlgroup.h"

struct LedgerQuery;

/// gpudeskctl billing: the ledger, payments, usage, a cluster's GPU-hours and the month's statement.
class BillingCommands : public CtlGroup
{
public:
    explicit BillingCommands(CtlContext &context)
        : CtlGroup(context)
    { }
    static QList<CtlCommand> table();

    CtlExit ledger(const QStringList &words);
    CtlExit payments(const QStringList &words);
    CtlExit gpuHours(const QStringList &words);
    CtlExit usage(const QStringList &words);
    CtlExit exportMonth(const QStringList &words);

private:
    /// --instance, --kind and --month as a query of the ledger.
    CtlGot<LedgerQuery> ledgerQuery();
};

#pragma once

#include "cli/ctlgroup.h"

/// gpudeskctl billing invoice and billing invoices: invoices for a month's payments.
class InvoiceCommands : public CtlGroup
{
public:
    explicit InvoiceCommands(CtlContext &context)
        : CtlGroup(context)
    { }
    static QList<CtlCommand> table();

    CtlExit request(const QStringList &words);
    CtlExit list(const QStringList &words);
};

#pragma once

#include "cli/ctlgroup.h"

struct Account;

/// gpudeskctl balance, cost, limits and recharge: the money in the account and what runs it down.
class WalletCommands : public CtlGroup
{
public:
    explicit WalletCommands(CtlContext &context)
        : CtlGroup(context)
    { }
    static QList<CtlCommand> table();

    CtlExit balance(const QStringList &words);
    CtlExit cost(const QStringList &words);
    CtlExit showLimits(const QStringList &words);
    CtlExit setLimits(const QStringList &words);
    CtlExit recharge(const QStringList &words);

private:
    /// The account's limits, as JSON or lines.
    CtlExit printLimits(const Account &account);
};

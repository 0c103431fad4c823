#pragma once

#include "cli/ctlgroup.h"

/// gpudeskctl health, login, logout, register and whoami: the platform and the account's login.
class AccountCommands : public CtlGroup
{
public:
    explicit AccountCommands(CtlContext &context)
        : CtlGroup(context)
    { }
    static QList<CtlCommand> table();

    CtlExit health(const QStringList &words);
    CtlExit login(const QStringList &words);
    CtlExit logout(const QStringList &words);
    CtlExit registerAccount(const QStringList &words);
    CtlExit whoami(const QStringList &words);
};

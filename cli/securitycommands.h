#pragma once

#include "cli/ctlgroup.h"

/// gpudeskctl password, 2fa and logins: what keeps the account the user's own.
class SecurityCommands : public CtlGroup
{
public:
    explicit SecurityCommands(CtlContext &context)
        : CtlGroup(context)
    { }
    static QList<CtlCommand> table();

    CtlExit password(const QStringList &words);
    CtlExit enableTwoFactor(const QStringList &words);
    CtlExit confirmTwoFactor(const QStringList &words);
    CtlExit disableTwoFactor(const QStringList &words);
    CtlExit logins(const QStringList &words);
};

#pragma once

#include "cli/ctlgroup.h"

/// gpudeskctl tokens: API tokens for scripts, each with its scopes and its end.
class TokenCommands : public CtlGroup
{
public:
    explicit TokenCommands(CtlContext &context)
        : CtlGroup(context)
    { }
    static QList<CtlCommand> table();

    CtlExit list(const QStringList &words);
    CtlExit create(const QStringList &words);
    CtlExit rotate(const QStringList &words);
    CtlExit revoke(const QStringList &words);
};

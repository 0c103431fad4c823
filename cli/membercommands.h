#pragma once

#include "cli/ctlgroup.h"

/// gpudeskctl members: a team spending from one balance, each member with their own limits.
class MemberCommands : public CtlGroup
{
public:
    explicit MemberCommands(CtlContext &context)
        : CtlGroup(context)
    { }
    static QList<CtlCommand> table();

    CtlExit list(const QStringList &words);
    CtlExit add(const QStringList &words);
    CtlExit remove(const QStringList &words);
    CtlExit limits(const QStringList &words);
};

#pragma once

#include "cli/ctlgroup.h"

/// gpudeskctl advise: the seed's advice — which card for a task, buy or rent, a package or by the hour.
class AdviseCommands : public CtlGroup
{
public:
    explicit AdviseCommands(CtlContext &context)
        : CtlGroup(context)
    { }
    static QList<CtlCommand> table();

    CtlExit gpu(const QStringList &words);
    CtlExit buyVsRent(const QStringList &words);
    CtlExit package(const QStringList &words);
};

#pragma once

#include "cli/ctlgroup.h"

/// gpudeskctl ls, show, start, stop, stop-at, reboot, release, wait and events: the instances once they exist.
class InstanceCommands : public CtlGroup
{
public:
    explicit InstanceCommands(CtlContext &context)
        : CtlGroup(context)
    { }
    static QList<CtlCommand> table();

    CtlExit list(const QStringList &words);
    CtlExit show(const QStringList &words);
    CtlExit start(const QStringList &words);
    CtlExit stop(const QStringList &words);
    CtlExit stopAt(const QStringList &words);
    CtlExit reboot(const QStringList &words);
    CtlExit release(const QStringList &words);
    CtlExit wait(const QStringList &words);
    CtlExit events(const QStringList &words);
};

#pragma once

#include "cli/ctlgroup.h"
#include "cli/ctlsshaccess.h"

/// gpudeskctl monitor: the live GPU panel's samples on a terminal, over one SSH channel.
class MonitorCommands : public CtlGroup
{
public:
    explicit MonitorCommands(CtlContext &context)
        : CtlGroup(context)
        , m_ssh(context)
    { }
    static QList<CtlCommand> table();

    CtlExit monitor(const QStringList &words);

private:
    CtlSshAccess m_ssh;
};

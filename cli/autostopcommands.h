#pragma once

#include "cli/ctlgroup.h"
#include "cli/ctlsshaccess.h"

/// gpudeskctl autostop and run: the instance's autostop agent from a terminal, and a job run under
/// it that may stop the instance when it ends.
class AutostopCommands : public CtlGroup
{
public:
    explicit AutostopCommands(CtlContext &context)
        : CtlGroup(context)
        , m_ssh(context)
    { }
    static QList<CtlCommand> table();

    CtlExit autostop(const QStringList &words);
    CtlExit run(const QStringList &words);

private:
    /// --stop-key: the key pair the agent keeps the instance's stop with where the platform gives the
    /// instance none (AgentKeys), put on the running instance and the agent started with it.
    CtlExit giveStopKey(const Instance &instance);
    CtlSshAccess m_ssh;
};

#pragma once

#include "cli/ctlgroup.h"
#include "cli/ctlsshaccess.h"

struct SshPreferences;

/// gpudeskctl ssh-config, ssh, snapshot and tunnel: the instances from this computer's terminals,
/// through gpudesk's ssh config (with the user's jump host, if any).
class SshCommands : public CtlGroup
{
public:
    explicit SshCommands(CtlContext &context)
        : CtlGroup(context)
        , m_ssh(context)
    { }
    static QList<CtlCommand> table();

    CtlExit syncConfig(const QStringList &words);
    CtlExit jump(const QStringList &words);
    CtlExit removeConfig(const QStringList &words);
    CtlExit login(const QStringList &words);
    CtlExit snapshot(const QStringList &words);
    CtlExit tunnel(const QStringList &words);

private:
    CtlSshAccess m_ssh;
};

#pragma once

#include "cli/ctlgroup.h"
#include "cli/ctlsshaccess.h"

/// gpudeskctl volumes and images: what is kept on the platform between boots, with what each costs
/// while it sits there. Saving an image measures the running instance first (over SSH).
class StorageCommands : public CtlGroup
{
public:
    explicit StorageCommands(CtlContext &context)
        : CtlGroup(context)
        , m_ssh(context)
    { }
    static QList<CtlCommand> table();

    CtlExit listVolumes(const QStringList &words);
    CtlExit createVolume(const QStringList &words);
    CtlExit removeVolume(const QStringList &words);
    CtlExit listImages(const QStringList &words);
    CtlExit saveImage(const QStringList &words);
    CtlExit removeImage(const QStringList &words);

private:
    CtlSshAccess m_ssh;
};

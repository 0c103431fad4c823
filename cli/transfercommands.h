#pragma once

#include "cli/ctlgroup.h"
#include "cli/ctlsshaccess.h"

/// gpudeskctl upload and download: the console's transfer engine from a terminal, journalled so that
/// the same command run again resumes what was left unfinished.
class TransferCommands : public CtlGroup
{
public:
    explicit TransferCommands(CtlContext &context)
        : CtlGroup(context)
        , m_ssh(context)
    { }
    static QList<CtlCommand> table();

    CtlExit upload(const QStringList &words) { return transfer(words, true); }
    CtlExit download(const QStringList &words) { return transfer(words, false); }

private:
    CtlExit transfer(const QStringList &words, bool upload);

    CtlSshAccess m_ssh;
};

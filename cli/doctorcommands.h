#pragma once

#include "cli/ctlgroup.h"
#include "cli/ctlsshaccess.h"

/// gpudeskctl doctor: the connection doctor (and, asked to, why a run died) from a terminal, on the same core as the
/// console's Doctor page.
class DoctorCommands : public CtlGroup
{
public:
    explicit DoctorCommands(CtlContext &context)
        : CtlGroup(context)
        , m_ssh(context)
    { }
    static QList<CtlCommand> table();

    CtlExit doctor(const QStringList &words);

private:
    CtlSshAccess m_ssh;
};

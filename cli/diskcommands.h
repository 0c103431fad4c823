#pragma once

#include "cli/ctlgroup.h"
#include "core/api/instancefacets.h"

#include <functional>

/// gpudeskctl disk: an instance's data disk changed after its creation, on a platform that has
/// DataDiskChanges (Compshare): add, grow, detach and keep, attach again, delete, and the list of
/// those kept apart, which bill until deleted.
class DiskCommands : public CtlGroup
{
public:
    explicit DiskCommands(CtlContext &context)
        : CtlGroup(context)
    { }
    static QList<CtlCommand> table();

    CtlExit list(const QStringList &words);
    CtlExit add(const QStringList &words);
    CtlExit grow(const QStringList &words);
    CtlExit detach(const QStringList &words);
    CtlExit attach(const QStringList &words);
    CtlExit remove(const QStringList &words);

private:
    using SizedChange = void (DataDiskChanges::*)(const QString &, int, QObject *, PlatformFacet::Done<Instance>);
    /// add and grow: INSTANCE and --size, one change that answers the instance; `said` prints the
    /// outcome with the disk's device (or a word to replace where the platform says none).
    CtlExit sized(const QStringList &words, const char *usage, SizedChange change, const QString &doing,
                  const std::function<void(const Instance &, int, const QString &)> &said);
};

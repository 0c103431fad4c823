#pragma once

#include "core/api/apiresult.h"
#include "core/api/lockedjsonlist.h"
#include "core/api/platformfacet.h"
#include "core/model/instance.h"

#include <QList>
#include <QString>

/// The data disks detached through gpudesk, kept on this computer: Compshare lists a disk only while
/// it is on an instance, and a detached one bills until deleted, so gpudesk must not lose sight of
/// it. One JSON file per platform account (LockedJsonList). A disk goes on the shelf before the
/// platform is asked to detach it (and off again if that fails), so no crash between the two forgets one.
class DetachedDiskShelf
{
public:
    explicit DetachedDiskShelf(QString path);

    const QString &path() const { return m_file.path(); }
    ApiResult<QList<Volume>> list() const;
    /// `disk` put on the shelf (in place of one with its id).
    ApiResult<Nothing> put(const Volume &disk);
    /// Disk `id` taken off; one not on the shelf is no error.
    ApiResult<Nothing> take(const QString &id);

private:
    LockedJsonList m_file;
};

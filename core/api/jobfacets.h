#pragma once

#include "core/api/platformfacet.h"
#include "core/model/jobrun.h"

#include <QList>
#include <QtGlobal>

/// The jobs a batch scheduler ran for the user's instances, with their GPUs and times: a lab's
/// GPU-hours, where a cloud has a ledger of money. Kept apart from platform.h: only the pages that
/// show it need it.
class JobHistory : public PlatformFacet
{
public:
    static constexpr const char *what = QT_TRANSLATE_NOOP("PlatformFeatures", "a history of its jobs");
    /// The runs that overlap [from, to), newest first.
    virtual void jobRuns(const QDateTime &from, const QDateTime &to, QObject *context, Done<QList<JobRun>> done) = 0;
};

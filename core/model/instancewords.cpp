#include "core/model/instancewords.h"

#include <QLocale>

#include <algorithm>

using namespace Qt::StringLiterals;

QString InstanceWords::state(const WireEnum<InstanceState> &state)
{
    switch (state.value()) {
    case InstanceState::Creating:
        return tr("Creating");
    case InstanceState::Starting:
        return tr("Starting");
    case InstanceState::Running:
        return tr("Running");
    case InstanceState::Stopping:
        return tr("Stopping");
    case InstanceState::Stopped:
        return tr("Stopped");
    case InstanceState::Releasing:
        return tr("Releasing");
    case InstanceState::Released:
        return tr("Released");
    case InstanceState::Failed:
        return tr("Failed");
    case InstanceState::Unknown:
        break;
    }
    return state.wire();
}

QString InstanceWords::reason(const WireEnum<StateReason> &reason)
{
    switch (reason.value()) {
    case StateReason::User:
        return tr("by you");
    case StateReason::InsufficientBalance:
        return tr("the balance ran out");
    case StateReason::SpendLimit:
        return tr("a spend limit was reached");
    case StateReason::MaxRunTime:
        return tr("the longest boot allowed was reached");
    case StateReason::Scheduled:
        return tr("the scheduled stop time came");
    case StateReason::PackageExpired:
        return tr("the package expired");
    case StateReason::BootTimeout:
        return tr("the boot did not finish in time");
    case StateReason::RuntimeError:
        return tr("the platform had a problem");
    case StateReason::StartupScript:
        return tr("the startup script finished (its output: ~/.gpudesk/startup.log)");
    case StateReason::Idle:
        return tr("it was idle (autostop)");
    case StateReason::WaitingForGpu:
        return tr("its card is rented to someone else for now");
    case StateReason::Queued:
        return tr("it waits in the cluster's queue");
    case StateReason::TimeLimit:
        return tr("its time limit ended");
    case StateReason::Unknown:
        break;
    }
    return reason.wire();
}

QString InstanceWords::dataSize(qint64 bytes)
{
    return QLocale().formattedDataSize(bytes, 1, QLocale::DataSizeTraditionalFormat);
}

QString InstanceWords::duration(qint64 seconds)
{
    const qint64 minutes = std::max<qint64>(seconds, 0) / 60;
    if (minutes < 60)
        return tr("%n min", nullptr, int(minutes));
    return tr("%1 h %2 min").arg(minutes / 60).arg(minutes % 60, 2, 10, QChar(u'0'));
}

QString InstanceWords::costWhileSo(const Instance &i, const Currency &currency)
{
    const QString kind = i.meter.kind.value_or(QString());
    if (kind == u"storage"_s)
        return tr("%1 a day for its disks").arg(currency.format(i.meter.ratePerDay.value_or(i.meter.ratePerHour * 24)));
    if (kind == u"package"_s)
        return tr("prepaid");
    if (kind.isEmpty() || i.meter.ratePerHour <= Money())
        return tr("nothing");
    return tr("%1/h").arg(currency.format(i.meter.ratePerHour));
}

#include "platform/instances/lifecyclesteps.h"

#include "platform/instances/instance.h"
#include "platform/instances/tariff.h"
#include "platform/instances/walletstate.h"
#include "platform/runtime/disks.h"
#include "platform/store/database.h"

#include <QFileInfo>
#include <QHash>

using namespace Qt::StringLiterals;
using namespace MeteringKeys;

namespace {

void clearStopAt(Instance &i)
{
    i.stopAt.reset();
    i.stopReason = StateReason::Scheduled;
}

} // namespace

LifecycleSteps::LifecycleSteps(const Tariff &tariff, const Disks &disks, Database &db, InstanceStore &instances,
                               Settings settings)
    : m_tariff(tariff)
    , m_disks(disks)
    , m_db(db)
    , m_instances(instances)
    , m_settings(settings)
{ }

std::optional<qint64> LifecycleSteps::due(const Instance &i) const
{
    if (i.state == InstanceState::Creating)
        return i.stateSince;
    if (i.state == InstanceState::Starting) {
        if (i.bootHang || m_settings.bootDelaySeconds >= m_settings.bootTimeoutSeconds)
            return i.stateSince + m_settings.bootTimeoutSeconds;
        // A boot ends when its delay is over and its SSH accepts connections, whichever is later:
        // `running` promises a client that connects at once that it gets in. Until the runtime
        // says so (it always answers: ready, or why there is no SSH) the boot is not due.
        const auto ready = i.readyAt ? i.readyAt : m_settings.readyAtStart ? std::optional(i.stateSince) : std::nullopt;
        if (!ready)
            return std::nullopt;
        return std::max(i.stateSince + m_settings.bootDelaySeconds, *ready);
    }
    if (i.state == InstanceState::Stopping)
        return i.stateSince + kStopSeconds;
    if (i.state == InstanceState::Releasing)
        return i.stateSince + kReleaseSeconds;
    if ((i.state == InstanceState::Running || i.state == InstanceState::Stopped) && i.segmentKind == MeterKind::Package
        && i.packageExpiresAt)
        return *i.packageExpiresAt;
    return std::nullopt;
}

void LifecycleSteps::carryOut(WalletState &st, Instance &i, qint64 at)
{
    if (i.state == InstanceState::Creating) {
        apply(st, i, InstanceState::Starting, i.stateReason, u"Disks are ready; booting."_s, at);
    } else if (i.state == InstanceState::Starting) {
        if (i.bootHang || m_settings.bootDelaySeconds >= m_settings.bootTimeoutSeconds) {
            apply(st, i, InstanceState::Failed, StateReason::BootTimeout,
                  u"The instance did not finish booting within %1 s; nothing was charged for the boot. "
                  "Start it again, or release it."_s.arg(m_settings.bootTimeoutSeconds),
                  at);
        } else {
            apply(st, i, InstanceState::Running, i.stateReason, u"Booted; billing runs from now."_s, at);
        }
    } else if (i.state == InstanceState::Stopping) {
        apply(st, i, InstanceState::Stopped, i.stateReason,
              u"Stopped. Disks are kept and bill storage until released."_s, at);
    } else if (i.state == InstanceState::Releasing) {
        releaseDisks(st, i, at);
        apply(st, i, InstanceState::Released, i.stateReason,
              i.volumeId ? u"Released: the system disk is deleted; the volume is kept."_s
                         : u"Released: the system and data disks are deleted."_s,
              at);
    } else if (i.segmentKind == MeterKind::Package) {
        // The package ran out. A running instance goes on on demand if the balance carries an hour.
        if (i.state == InstanceState::Running) {
            Money canPay = st.account.available;
            for (const StopSolver::Voucher &v : std::as_const(st.account.vouchers)) {
                // Vouchers pay for cards, never for no-GPU time.
                if (i.mode == InstanceMode::Gpu && v.expiresAt > at
                    && (v.gpuTypes.isEmpty() || v.gpuTypes.contains(i.gpuType)))
                    canPay += v.remaining;
            }
            const Money hourly = i.mode == InstanceMode::Gpu ? m_tariff.computeRate(i) : m_tariff.noGpuRatePerHour();
            if (canPay < hourly) {
                apply(st, i, InstanceState::Stopping, StateReason::PackageExpired,
                      u"The package ended and the balance cannot pay an hour on demand."_s, at);
                return;
            }
            event(st, i.id, at, i.state, i.state, StateReason::PackageExpired,
                  u"The package ended; the instance goes on at the on-demand price."_s);
        }
        i.stateReason = StateReason::PackageExpired;
        resegment(st, i, at);
    }
}

void LifecycleSteps::releaseDisks(WalletState &st, Instance &i, qint64 at)
{
    // The instance's directory: system disk, own data disk, host key and sshd files.
    if (!st.dry)
        m_disks.remove(QFileInfo(m_disks.homePath(i.id)).path());
    if (i.volumeId) {
        // The volume outlives the instance: from now it bills storage on its own.
        const qint64 spender
            = m_db.scalar(u"SELECT account_id FROM volumes WHERE id = ?"_s, {*i.volumeId}).toLongLong();
        st.storageMeter(volumeKey(*i.volumeId), m_tariff.volumeRatePerDay(i.dataDiskGb), spender, at);
    }
}

void LifecycleSteps::resegment(WalletState &st, Instance &i, qint64 at)
{
    st.takeItem(i);
    if (Lifecycle::isBootMeter(i.segmentKind) && i.state == InstanceState::Running)
        i.bootBase += i.segment.costAt(at);
    i.segmentKind = Lifecycle::accrues(i.state, i.mode, i.packageActiveAt(at));
    if (i.state == InstanceState::Running) {
        i.segment = RateSegment::begin(at, m_tariff.runningRate(i));
    } else if (i.state == InstanceState::Stopped) {
        i.segment = RateSegment::begin(
            at, i.segmentKind == MeterKind::Package ? Money() : m_tariff.storageRatePerDay(i), 86400);
    }
    st.changed.insert(i.id);
    if (i.segmentKind != MeterKind::None)
        st.addItem(i);
}

void LifecycleSteps::apply(WalletState &st, Instance &i, InstanceState to, StateReason reason, const QString &message,
                           qint64 at)
{
    const InstanceState from = i.state;
    i.state = to;
    i.stateReason = reason;
    i.stateSince = at;
    if (to == InstanceState::Starting) {
        i.bootBase = Money();
        i.bootStartedAt = at;
        i.readyAt = m_settings.readyAtStart ? std::optional(at) : std::nullopt;
        if (i.stopAt && *i.stopAt <= at)
            clearStopAt(i); // it passed while the instance was stopped: it has nothing left to stop
    }
    if (to == InstanceState::Running) {
        i.startedAt = at;
        i.bootBase = Money();
    }
    // A scheduled stop has fired; an idle one belonged to this boot (its agent arms it anew).
    if (to == InstanceState::Stopping && (reason == StateReason::Scheduled || i.stopReason == StateReason::Idle))
        clearStopAt(i);
    if (to == InstanceState::Released)
        i.releasedAt = at;
    // Close the current segment (settled to `at` by now) and open the one the new state accrues.
    // A boot's cost carries into stopping, so the meter shows what the boot cost until stopped.
    const MeterKind previousKind = i.segmentKind;
    st.takeItem(i);
    if (Lifecycle::isBootMeter(previousKind) && from == InstanceState::Running)
        i.bootBase += i.segment.costAt(at);
    i.segmentKind = MeterKind::None;
    if (to == InstanceState::Stopped)
        i.bootBase = Money();
    if (to == InstanceState::Running || to == InstanceState::Stopped)
        resegment(st, i, at);
    event(st, i.id, at, from, to, reason, message);
    st.changed.insert(i.id);
}

void LifecycleSteps::stopped(WalletState &st, qint64 id, const StopSolver::Stop &stop)
{
    static const QHash<StateReason, QString> messages = {
        {StateReason::InsufficientBalance, u"Stopped: the balance ran out."_s},
        {StateReason::SpendLimit, u"Stopped: a spend limit was reached."_s},
        {StateReason::MaxRunTime, u"Stopped: unverified accounts may run an instance for a limited time per boot."_s},
        {StateReason::Scheduled, u"Stopped at the scheduled time."_s},
        {StateReason::Idle, u"Stopped by its autostop: nothing used it for its whole idle period."_s},
    };
    Instance *i = st.instance(id);
    // The boot's cost so far came with the item; the item has left the settlement.
    if (Lifecycle::isBootMeter(i->segmentKind))
        i->bootBase += i->segment.costAt(stop.at);
    i->segmentKind = MeterKind::None;
    const InstanceState from = i->state;
    i->state = InstanceState::Stopping;
    i->stateReason = stop.reason;
    i->stateSince = stop.at;
    if (stop.reason == StateReason::Scheduled || i->stopReason == StateReason::Idle)
        clearStopAt(*i);
    event(st, id, stop.at, from, i->state, stop.reason, messages.value(stop.reason));
    st.changed.insert(id);
}

void LifecycleSteps::event(WalletState &st, qint64 instanceId, qint64 at, std::optional<InstanceState> from,
                           InstanceState to, StateReason reason, const QString &message)
{
    if (!st.dry)
        m_instances.addEvent(instanceId, at, from, to, reason, message);
}

#pragma once

#include "common/money.h"
#include "platform/billing/ratesegment.h"
#include "platform/model/lifecycle.h"

#include <QList>
#include <QMap>
#include <QString>

#include <optional>

/// One rented instance as the platform stores it (a row of `instances`).
struct Instance
{
    qint64 id = 0;
    qint64 accountId = 0; ///< who created it (a member or the owner): its limits apply
    qint64 walletId = 0; ///< whose money it spends
    QString name;
    QString slug;
    InstanceState state = InstanceState::Creating;
    StateReason stateReason = StateReason::User;
    qint64 stateSince = 0;
    InstanceMode mode = InstanceMode::Gpu; ///< the current boot's, or the next one's while stopped
    QString region;
    QString gpuType;
    int gpuCount = 1;
    QString image;
    QString billingMode; ///< on_demand, package_daily, package_weekly
    std::optional<qint64> packageExpiresAt;
    int systemDiskGb = 0;
    int dataDiskGb = 0; ///< of the instance's own data disk, or of the volume
    std::optional<qint64> volumeId;
    QList<int> ports;
    /// Where each service port is relayed from while running (PortRelays): service → public port.
    QMap<int, int> publicPorts;
    qint64 createdAt = 0;
    std::optional<qint64> startedAt; ///< when the current (or last) boot reached running
    std::optional<qint64> bootStartedAt; ///< when the current (or last) boot began (entered starting)
    /// When the runtime said this boot's SSH accepts connections (or that it cannot have SSH): the
    /// boot ends at the later of this and the boot delay. Set at the start where there is no SSH.
    std::optional<qint64> readyAt;
    std::optional<qint64> stopAt;
    /// The state reason stopAt stops with: Scheduled (the user's) or Idle (the autostop agent's,
    /// which belongs to this boot: any stop clears it).
    StateReason stopReason = StateReason::Scheduled;
    bool bootHang = false; ///< sandbox fault knob: the next boot never finishes
    bool refuseKeys = false; ///< sandbox fault knob: its sshd accepts no key until cleared
    bool sshdDown = false; ///< sandbox fault knob: its sshd is stopped until cleared or the next boot
    Money bootBase; ///< what earlier segments of this boot cost (a package that ran out mid-boot)
    /// What accrues now (a package: prepaid, nothing accrues).
    MeterKind segmentKind = MeterKind::None;
    RateSegment segment;
    std::optional<int> sshPort; ///< while running with an sshd (SshRuntime)
    QString hostKeyFingerprint; ///< kept across boots, as the host key is
    qint64 homeUsedBytes = 0;
    qint64 dataUsedBytes = 0;
    std::optional<qint64> releasedAt;
    /// Run at every boot once the instance is running (SSH up), as its user; nullopt: none.
    std::optional<QString> startupScript;
    /// What became of the startup script at the last boot that ran it.
    struct StartupStatus
    {
        int boot = 0; ///< which boot: 1 for the first
        std::optional<int> exitCode; ///< while it runs, or when the boot ended before it did: none
        std::optional<qint64> finishedAt;
    };
    std::optional<StartupStatus> startupStatus;

    bool packageActiveAt(qint64 t) const { return packageExpiresAt && *packageExpiresAt > t; }
    /// Whether it holds its cards in the region's stock: GPU mode from creation to the end of a stop.
    bool holdsGpus() const { return mode == InstanceMode::Gpu && Lifecycle::holdsCards(state); }
};

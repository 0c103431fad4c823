#pragma once

#include "common/money.h"
#include "core/model/lifecycle.h"
#include "core/model/sshhop.h"
#include "core/model/vocabulary.h"

#include <QDateTime>
#include <QList>
#include <QString>

#include <optional>

/// What an instance costs now (DESIGN section 3): the cost of this boot at platform time t is
/// base + floor(rate × (t − since) / period), with the period an hour (or a day for storage).
struct Meter
{
    QDateTime since;
    Money base;
    Money ratePerHour;
    std::optional<Money> ratePerDay; ///< storage is priced per day: the exact figure uses it
    std::optional<QString> kind; ///< compute, no_gpu, storage, package; absent: nothing accrues
    bool operator==(const Meter &) const = default;
};

struct SshEndpoint
{
    QString host;
    int port = 0;
    QString user;
    QString hostKeyFingerprint;
    /// A relay that carries an interactive shell only: scp, sftp, rsync and tunnels need a direct
    /// connection, which the instance does not have now.
    bool shellOnly = false;
    /// Reached through the platform's SSH proxy, not the machine's own address: SSH carries everything
    /// (slower for bulk transfers), but the machine's published ports cannot be reached from outside.
    bool viaProxy = false;
    /// Reached through this host (ProxyJump), where the instance's address is not reachable itself.
    std::optional<SshHop> jump = std::nullopt;
    /// The platform logs in with a password it gives (InstancePasswords) and keeps no keys: gpudesk
    /// logs in with it once and installs the user's key (SshFirstLogins); the key from then on.
    bool passwordLogin = false;
    bool operator==(const SshEndpoint &) const = default;
};

struct DataDisk
{
    int sizeGb = 0;
    std::optional<QString> mountPath;
    /// The disk's id where the platform names it: a volume's (it outlives the instance), or a disk that
    /// DataDiskChanges detaches (then `device` is set too).
    std::optional<QString> volumeId;
    /// The block device it is on the instance ("/dev/vdb"), where the platform says and mounts
    /// nothing itself (Compshare's disks come without a filesystem).
    std::optional<QString> device;
    qint64 usedBytes = 0;
    /// A volume: it outlives the instance's release (a detachable disk is released with it).
    bool isVolume() const { return volumeId.has_value() && !device; }
    bool operator==(const DataDisk &) const = default;
};

struct ServicePort
{
    int port = 0;
    std::optional<QString> publicUrl; ///< while running and relayed
    /// The tool the platform serves on it ("JupyterLab"), where it runs one itself (Compshare's
    /// software ports); empty for a port of the user's.
    std::optional<QString> software;
    bool operator==(const ServicePort &) const = default;
};

/// A batch scheduler's word on a job that waits in its queue (Slurm's pending job).
struct QueueWait
{
    QString reason; ///< the scheduler's own word ("Resources", "Priority", "QOSMaxGRESPerUser")
    std::optional<int> position; ///< 1: next to start, among the jobs waiting in its partition
    std::optional<QDateTime> expectedStart; ///< the scheduler's estimate, where it has one
    bool operator==(const QueueWait &) const = default;
};

/// What became of an instance's startup script at the last boot that ran it.
struct StartupScriptStatus
{
    int boot = 0; ///< which boot ran it: 1 for the first
    std::optional<int> exitCode; ///< empty while it runs, or when the boot ended before it did
    std::optional<QDateTime> finishedAt;
    QString logPath; ///< where its output is, on the instance (~/.gpudesk/startup.log)
    bool operator==(const StartupScriptStatus &) const = default;
};

/// A rented machine as the platform reports it.
struct Instance
{
    QString id;
    QString name;
    QString slug; ///< unique ASCII form of the name, for paths and host aliases
    WireEnum<InstanceState> state;
    WireEnum<StateReason> stateReason;
    WireEnum<InstanceMode> mode;
    QString region;
    QString gpuType;
    int gpuCount = 1;
    QString image;
    WireEnum<BillingMode> billingMode;
    std::optional<QDateTime> packageExpiresAt;
    Meter meter;
    std::optional<SshEndpoint> ssh;
    int systemDiskGb = 0;
    std::optional<QString> homePath;
    qint64 homeUsedBytes = 0;
    std::optional<DataDisk> dataDisk;
    /// What its disks cost a day whatever its state, where the platform says (Vast.ai does): the
    /// stop confirmation says what it still costs.
    std::optional<Money> storagePerDay;
    QList<ServicePort> ports;
    QDateTime createdAt;
    std::optional<QDateTime> startedAt;
    std::optional<QDateTime> stopAt;
    /// What stopAt stops with: Scheduled (the user's), Idle (armed by its autostop agent) or
    /// TimeLimit (a batch job's limit: it ends then, whatever the user does).
    std::optional<WireEnum<StateReason>> stopReason;
    std::optional<QDateTime> releasedAt;
    /// Run at every boot once the instance runs, as its user (platforms with the BootScripts facet);
    /// empty for none.
    std::optional<QString> startupScript;
    /// Empty until a boot ran the script.
    std::optional<StartupScriptStatus> startupScriptStatus;
    /// While it waits in a batch scheduler's queue (state creating or starting, reason Queued).
    std::optional<QueueWait> queue;

    /// Booting, stopping or releasing: the state will change by itself soon.
    bool inTransition() const { return Lifecycle::inTransition(state.value()); }
    bool operator==(const Instance &) const = default;
};

/// One state change and why.
struct InstanceEvent
{
    QDateTime at;
    std::optional<WireEnum<InstanceState>> from;
    WireEnum<InstanceState> to;
    WireEnum<StateReason> reason;
    QString message;
    bool operator==(const InstanceEvent &) const = default;
};

/// What to create (POST /v1/instances); unset fields take the platform's defaults.
struct InstanceSpec
{
    QString name;
    QString region;
    QString gpuType;
    std::optional<int> gpuCount;
    QString image;
    std::optional<BillingMode> billingMode;
    std::optional<int> systemDiskGb;
    std::optional<int> dataDiskGb;
    std::optional<QString> dataVolumeId;
    std::optional<QList<int>> ports;
    std::optional<InstanceMode> startMode;
    std::optional<QString> startupScript; ///< at most 64 KiB of UTF-8
    /// On a marketplace (Vast.ai): the machine's offer it is rented from (region and card are the offer's).
    std::optional<QString> offerId;
    /// On a batch cluster (Slurm): how long the job may run; unset takes the partition's default.
    std::optional<int> timeLimitMinutes;
    /// Where the platform rents a card in several sizes (GpuType::sizes): the cores, and the memory in
    /// GB, wanted with the cards; unset takes the smallest.
    std::optional<int> cpus;
    std::optional<int> memoryGb;
    bool operator==(const InstanceSpec &) const = default;
};

/// A change of an instance: only the fields set are sent; stopAt set to std::nullopt inside
/// cancels a scheduled stop, startupScript set to std::nullopt inside removes the script (a new
/// one runs from the next boot on).
struct InstanceUpdate
{
    std::optional<QString> name;
    std::optional<std::optional<QDateTime>> stopAt;
    std::optional<std::optional<QString>> startupScript;
};

/// A volume: a data disk that outlives instances.
struct Volume
{
    QString id;
    QString name;
    QString region;
    int sizeGb = 0;
    QDateTime createdAt;
    std::optional<QString> instanceId; ///< attached to
    QString mountPath;
    qint64 usedBytes = 0;
    /// On a marketplace a volume lives on one machine: an instance that uses it is rented there.
    std::optional<QString> machineId;
    /// What it costs a day, where the platform prices each volume itself (a marketplace's hosts do).
    std::optional<Money> pricePerDay;
    bool operator==(const Volume &) const = default;
};

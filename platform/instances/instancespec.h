#pragma once

#include "platform/http/apierror.h"
#include "platform/instances/catalog.h"
#include "platform/model/lifecycle.h"

#include <QList>
#include <QString>

#include <optional>

// The typed inputs of InstanceService, read from request bodies by InstanceSpecParser. No JSON
// here: the service's rules take values.

/// What a new instance is made of (POST /v1/instances), every field checked against the catalog.
struct CreateSpec
{
    QString name;
    QString region;
    QString gpuType;
    int gpuCount = 1;
    Image image; ///< a public image or one of the wallet's custom ones
    QString billingMode; ///< on_demand, package_daily, package_weekly
    int systemDiskGb = 0;
    int dataDiskGb = 0; ///< of a new data disk (0: none); a volume brings its own size
    /// An existing volume to attach, as the client wrote its id. Whether the wallet has it and it is
    /// free is known only once the wallet is caught up, so the service checks it.
    std::optional<QString> dataVolumeId;
    QList<int> ports;
    InstanceMode mode = InstanceMode::Gpu; ///< how the first boot starts
    std::optional<QString> startupScript; ///< run at every boot; none when absent, null or empty
    /// A problem in a field the contract checks after data_volume_id (ports, start_mode), found
    /// while a volume was given: the service reports it once the volume checked out, so the first
    /// problem in the contract's order is the one answered.
    std::optional<ApiError> laterProblem;
};

/// POST /v1/instances/{id}/start.
struct StartSpec
{
    std::optional<InstanceMode> mode; ///< absent: the last boot's mode
    /// Another card for this boot and the ones after (the seed's cheap card, then the big one):
    /// absent, the one it has. A count alone keeps the card.
    std::optional<QString> gpuType;
    std::optional<int> gpuCount;
    /// What was wrong with the body, if anything: the contract checks ownership before the body.
    std::optional<ApiError> problem;
};

/// PATCH /v1/instances/{id}: an absent field is unchanged.
struct InstancePatch
{
    std::optional<QString> name; ///< trimmed, checked
    /// A new scheduled stop (platform seconds), or an empty inner optional to clear it.
    std::optional<std::optional<qint64>> stopAt;
    /// The reason a new stopAt stops with: `scheduled` (absent) or `idle`.
    StateReason stopReason = StateReason::Scheduled;
    /// A new startup script (from the next boot on), or an empty inner optional to remove it.
    std::optional<std::optional<QString>> startupScript;
    /// What was wrong with a field: the contract checks ownership and state before the fields.
    std::optional<ApiError> problem;
};

/// The sandbox's fault knobs (POST /v1/sandbox/instances/{id}/faults): absent ones are unchanged.
struct FaultKnobs
{
    std::optional<bool> bootHang;
    std::optional<bool> refuseKeys;
    std::optional<bool> sshdDown;
    std::optional<bool> diskFull; ///< df inside reports both disks 100% used (Emulators::usedFile)
};

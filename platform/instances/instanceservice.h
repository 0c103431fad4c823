#pragma once

#include "common/money.h"
#include "platform/accounts/accountstore.h"
#include "platform/http/apierror.h"
#include "platform/instances/catalog.h"
#include "platform/instances/instance.h"
#include "platform/instances/instancespec.h"

#include <QJsonArray>

#include <optional>

class Clock;
class CustomImages;
class Disks;
class InstanceStore;
class Metering;
class VolumeStore;
struct Caller;

/// The rules of instances: create, start, stop, release, rename, schedule and set the startup
/// script (PATCH), save an image, the sandbox's fault knobs, and what a caller may read. Every
/// call on one instance checks ownership first (another wallet's instance, or another member's, is
/// not_found like a missing one: the owner sees all of the wallet's, a member its own), then the
/// state, then stock, ports, quotas, verification, spend limits and balance, in the order
/// docs/platform-api.yaml gives.
/// Inputs are typed (InstanceSpecParser reads them from bodies); the answer is the result or the
/// contract's refusal. A change is applied through a Metering::Session: settled to now, applied,
/// committed in one transaction, or rolled back when refused.
class InstanceService
{
public:
    struct Limits
    {
        std::optional<int> maxInstances; ///< --max-instances: overrides every account's quota
    };

    InstanceService(const Clock &clock, const Catalog &catalog, const AccountStore &accounts, InstanceStore &instances,
                    const VolumeStore &volumes, CustomImages &images, Metering &metering, const Disks &disks,
                    Limits limits);

    /// The caller's instance `id` (as the path gave it), or nullopt: ownership, and nothing else.
    std::optional<Instance> visible(const Caller &caller, const QString &id) const;
    /// The answer for an instance the caller does not have (another account's, or none): 404,
    /// never a word about the request's body.
    static ApiError notFound();

    /// The wallet brought to now for a list; returns the version of its list (see the ETag).
    quint64 listVersion(const Caller &caller);
    /// What the caller's list shows, as the wire's JSON array (a member: its own instances).
    QByteArray listJson(const Caller &caller, bool includeReleased) const;
    /// One instance as of now, its disks measured.
    Outcome<Instance> get(const Caller &caller, const QString &id);
    Outcome<QJsonArray> events(const Caller &caller, const QString &id);

    Outcome<Instance> create(const Caller &caller, const CreateSpec &spec);
    Outcome<Instance> start(const Caller &caller, const QString &id, const StartSpec &spec);
    /// `reason`: user, or idle (its autostop).
    Outcome<Instance> stop(const Caller &caller, const QString &id, StateReason reason = StateReason::User);
    Outcome<Instance> release(const Caller &caller, const QString &id);
    Outcome<Instance> patch(const Caller &caller, const QString &id, const InstancePatch &patch);

    struct SavedImage
    {
        Image image;
        qint64 sizeBytes = 0;
        qint64 createdAt = 0;
        qint64 sourceInstanceId = 0;
    };
    /// Saves a stopped instance's system disk as a custom image of the wallet.
    Outcome<SavedImage> saveImage(const Caller &caller, const QString &id, const QString &name);
    /// Sets the sandbox's fault knobs; returns the instance with them.
    Outcome<Instance> setFaults(const Caller &caller, const QString &id, const FaultKnobs &knobs);
    /// Whether the disk_full knob (or a test's file) makes the system disk read as full.
    bool diskFull(const Instance &instance) const;

    /// GPUs of the type free in the region now (the stock alerts' rule too).
    int available(const QString &region, const QString &gpuType) const;

private:
    /// The caller's instance opened for a change at now: its wallet's session and the instance in
    /// it; nullopt (a 404) when it is not the caller's or no longer exists.
    struct Opened;
    std::optional<Opened> openOwned(const Caller &caller, const QString &id);
    /// out_of_stock naming where the card is, and similar cards here; nullopt when in stock.
    std::optional<ApiError> outOfStock(const QString &region, const QString &gpuType, int count) const;
    /// conflict when another instance holds one of the instance's service ports.
    std::optional<ApiError> portTaken(const Instance &instance) const;
    /// verification_required, spend_limit_reached or insufficient_balance when the wallet may not
    /// start `instance` now.
    /// A start on another card (StartSpec::gpuType, gpuCount): `next` gets it, or why it cannot
    /// (no-GPU mode, no such card, the image's CUDA cannot drive it, a package paying for the card).
    std::optional<ApiError> cardChange(const Instance &instance, const StartSpec &spec, qint64 now,
                                       Instance *next) const;
    QString cardName(const QString &gpuType) const;
    std::optional<ApiError> cannotStart(const AccountStore::Standing &standing, const Instance &instance, Money balance,
                                        Money vouchers, Money spentToday, Money packagePrice) const;

    const Clock &m_clock;
    const Catalog &m_catalog;
    const AccountStore &m_accounts;
    InstanceStore &m_instances;
    const VolumeStore &m_volumes;
    CustomImages &m_images;
    Metering &m_metering;
    /// The instance's emulated/ directory: the emulators' state files.
    QString emulatedDir(qint64 instanceId) const;
    const Disks &m_disks;
    Limits m_limits;
};

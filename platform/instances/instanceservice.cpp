#include "platform/instances/instanceservice.h"

#include "common/clock.h"
#include "common/currency.h"
#include "platform/accounts/authenticator.h"
#include "platform/instances/customimages.h"
#include "platform/instances/instancestore.h"
#include "platform/instances/metering.h"
#include "platform/instances/volumestore.h"
#include "platform/runtime/disks.h"
#include "platform/runtime/emulators.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

using namespace Qt::StringLiterals;

namespace {

ApiError conflict(const Instance &i, const QString &message)
{
    return ApiError(HttpStatus::Conflict, u"conflict"_s, message, QJsonObject{{u"state"_s, Lifecycle::wire(i.state)}});
}

ApiError invalidVolume(const QString &reason, const QString &message)
{
    return ApiError(HttpStatus::BadRequest, u"invalid_argument"_s, message,
                    QJsonObject{{u"field"_s, u"data_volume_id"_s}, {u"reason"_s, reason}});
}

} // namespace

ApiError InstanceService::notFound()
{
    return ApiError(HttpStatus::NotFound, u"not_found"_s, u"No such instance."_s);
}

InstanceService::InstanceService(const Clock &clock, const Catalog &catalog, const AccountStore &accounts,
                                 InstanceStore &instances, const VolumeStore &volumes, CustomImages &images,
                                 Metering &metering, const Disks &disks, Limits limits)
    : m_clock(clock)
    , m_catalog(catalog)
    , m_accounts(accounts)
    , m_instances(instances)
    , m_volumes(volumes)
    , m_images(images)
    , m_metering(metering)
    , m_disks(disks)
    , m_limits(limits)
{ }

std::optional<Instance> InstanceService::visible(const Caller &caller, const QString &id) const
{
    bool ok = false;
    const qint64 n = id.toLongLong(&ok);
    if (!ok)
        return std::nullopt;
    auto instance = m_instances.byId(n);
    // The owner sees every instance of the wallet; a member only its own.
    if (!instance || instance->walletId != caller.walletId()
        || (caller.ownerId && instance->accountId != caller.accountId))
        return std::nullopt;
    return instance;
}

struct InstanceService::Opened
{
    Metering::Session session;
    Instance *instance;
};

std::optional<InstanceService::Opened> InstanceService::openOwned(const Caller &caller, const QString &id)
{
    // Ownership before anything else: another account's instance is as absent as a missing one.
    if (!visible(caller, id))
        return std::nullopt;
    Metering::Session session = m_metering.open(caller.walletId());
    Instance *instance = session.instance(id.toLongLong());
    if (!instance)
        return std::nullopt; // released meanwhile
    return Opened{std::move(session), instance};
}

int InstanceService::available(const QString &region, const QString &gpuType) const
{
    return m_catalog.capacity.value(region).value(gpuType, 0)
        - m_instances.gpusHeld(region, gpuType, m_clock.nowSeconds());
}

std::optional<ApiError> InstanceService::outOfStock(const QString &region, const QString &gpuType, int count) const
{
    if (available(region, gpuType) >= count)
        return std::nullopt;
    const GpuType *wanted = m_catalog.gpuType(gpuType);
    QJsonArray regions, cards;
    for (const Region &r : m_catalog.regions) {
        if (r.id != region && available(r.id, gpuType) >= count)
            regions.append(r.id);
    }
    for (const GpuType &g : m_catalog.gpuTypes) {
        if (g.id != gpuType && wanted && g.vramGb >= wanted->vramGb && available(region, g.id) >= count)
            cards.append(g.id);
    }
    return ApiError(
        HttpStatus::Conflict, u"out_of_stock"_s,
        u"%1 × %2 is not available in %3 right now."_s.arg(count).arg(wanted ? wanted->name : gpuType, region),
        QJsonObject{{u"regions"_s, regions}, {u"gpu_types"_s, cards}});
}

QString InstanceService::cardName(const QString &gpuType) const
{
    const GpuType *g = m_catalog.gpuType(gpuType);
    return g ? g->name : gpuType;
}

std::optional<ApiError> InstanceService::cardChange(const Instance &i, const StartSpec &spec, qint64 now,
                                                    Instance *next) const
{
    const auto invalid = [](const QString &field, const QString &reason, const QString &message) {
        return ApiError(HttpStatus::BadRequest, u"invalid_argument"_s, message,
                        QJsonObject{{u"field"_s, field}, {u"reason"_s, reason}});
    };
    if (next->mode != InstanceMode::Gpu)
        return invalid(u"gpu_type"_s, u"no_gpu_mode"_s,
                       u"A card is chosen for a start with the GPUs; this start is in no-GPU mode."_s);
    next->gpuType = spec.gpuType.value_or(i.gpuType);
    next->gpuCount = spec.gpuCount.value_or(i.gpuCount);
    const GpuType *gpu = m_catalog.gpuType(next->gpuType);
    if (!gpu)
        return invalid(u"gpu_type"_s, u"unknown"_s,
                       u"There is no GPU type '%1'; see GET /v1/gpu-types."_s.arg(next->gpuType));
    // The image's CUDA must drive the new card: its code is built for a range of capabilities.
    if (const auto image = m_images.find(i.walletId, i.image)) {
        if (const QString why = Catalog::incompatibility(*image, *gpu); !why.isEmpty())
            return invalid(u"gpu_type"_s, u"incompatible"_s, why);
    }
    // A package pays for its card: another one would leave it paid for and unused.
    if (i.packageActiveAt(now) && (next->gpuType != i.gpuType || next->gpuCount != i.gpuCount))
        return ApiError(
            HttpStatus::Conflict, u"conflict"_s,
            u"Its package pays for %1 × %2 until it ends; start it on another card after that."_s.arg(i.gpuCount)
                .arg(cardName(i.gpuType)),
            QJsonObject{{u"state"_s, Lifecycle::wire(i.state)}, {u"field"_s, u"gpu_type"_s}});
    return std::nullopt;
}

std::optional<ApiError> InstanceService::portTaken(const Instance &instance) const
{
    const auto port = m_instances.portTaken(instance.ports, instance.id);
    if (!port)
        return std::nullopt;
    return ApiError(HttpStatus::Conflict, u"conflict"_s,
                    u"Port %1 is already relayed for another running instance on this platform; stop that instance or "
                    "choose another port."_s.arg(*port),
                    QJsonObject{{u"field"_s, u"ports"_s}, {u"port"_s, *port}});
}

std::optional<ApiError> InstanceService::cannotStart(const AccountStore::Standing &standing, const Instance &instance,
                                                     Money balance, Money vouchers, Money spentToday,
                                                     Money packagePrice) const
{
    if (instance.mode == InstanceMode::Gpu && standing.gpuTypes && !standing.gpuTypes->contains(instance.gpuType))
        return ApiError(
            HttpStatus::Forbidden, u"verification_required"_s,
            u"Accounts without real-name verification can rent only the smaller cards; verify the account to "
            "rent %1."_s.arg(instance.gpuType),
            QJsonObject{{u"gpu_type"_s, instance.gpuType},
                        {u"allowed"_s, QJsonArray::fromStringList(*standing.gpuTypes)}});
    if (standing.dailyLimitCents && spentToday + packagePrice >= Money::fromCents(*standing.dailyLimitCents))
        return ApiError(HttpStatus::Forbidden, u"spend_limit_reached"_s,
                        u"Today's spend limit of %1 is reached; raise it in the account's spend limits or "
                        "wait until tomorrow."_s.arg(Currency().format(Money::fromCents(*standing.dailyLimitCents))),
                        QJsonObject{{u"limit"_s, u"daily"_s}, {u"spent_today_cents"_s, spentToday.cents()}});
    Money required = packagePrice;
    Money usable = balance;
    if (packagePrice.isZero() && !instance.packageActiveAt(m_clock.nowSeconds())) {
        // One hour at the rate it will run at; vouchers that cover the card count.
        required = instance.mode == InstanceMode::Gpu ? m_metering.tariff().computeRate(instance)
                                                      : m_metering.tariff().noGpuRatePerHour();
        usable += instance.mode == InstanceMode::Gpu ? vouchers : Money();
    }
    if (required > Money() && usable < required)
        return ApiError(HttpStatus::PaymentRequired, u"insufficient_balance"_s,
                        packagePrice.isZero()
                            ? u"The balance (%1) does not cover one hour at %2/h; recharge first."_s.arg(
                                Currency().format(usable), Currency().format(required))
                            : u"The balance (%1) does not cover the package (%2); recharge first."_s.arg(
                                Currency().format(usable), Currency().format(required)),
                        QJsonObject{{u"balance_cents"_s, usable.cents()}, {u"required_cents"_s, required.cents()}});
    return std::nullopt;
}

quint64 InstanceService::listVersion(const Caller &caller)
{
    m_metering.catchUp(caller.walletId());
    return m_instances.listVersion(caller.walletId());
}

QByteArray InstanceService::listJson(const Caller &caller, bool includeReleased) const
{
    return m_instances.listJson(caller.walletId(), caller.ownerId ? caller.accountId : 0, includeReleased);
}

Outcome<Instance> InstanceService::get(const Caller &caller, const QString &id)
{
    m_metering.catchUp(caller.walletId());
    auto instance = visible(caller, id);
    if (!instance)
        return notFound();
    if (!instance->releasedAt) {
        // Disk use is measured when someone looks at one instance (the list shows the last figure).
        const qint64 home = Disks::usedBytes(m_disks.homePath(instance->id));
        const qint64 data = Disks::usedBytes(instance->volumeId ? m_disks.volumePath(*instance->volumeId)
                                                                : m_disks.instanceDataPath(instance->id));
        if (home != instance->homeUsedBytes || data != instance->dataUsedBytes) {
            m_instances.saveUsage(*instance, home, data);
            instance->homeUsedBytes = home;
            instance->dataUsedBytes = data;
        }
    }
    return *instance;
}

Outcome<QJsonArray> InstanceService::events(const Caller &caller, const QString &id)
{
    m_metering.catchUp(caller.walletId());
    const auto instance = visible(caller, id);
    if (!instance)
        return notFound();
    return m_instances.events(instance->id);
}

Outcome<Instance> InstanceService::create(const Caller &caller, const CreateSpec &spec)
{
    const qint64 wallet = caller.walletId();
    // Caught up first: quota, attached volumes and balance are checked as of now.
    Metering::Session session = m_metering.open(wallet);
    Instance i;
    i.accountId = caller.accountId;
    i.name = spec.name;
    i.region = spec.region;
    i.gpuType = spec.gpuType;
    i.gpuCount = spec.gpuCount;
    i.image = spec.image.id;
    i.billingMode = spec.billingMode;
    i.systemDiskGb = spec.systemDiskGb;
    i.dataDiskGb = spec.dataDiskGb;
    i.ports = spec.ports;
    i.mode = spec.mode;
    i.startupScript = spec.startupScript;
    qint64 volumeSpender = 0;
    if (spec.dataVolumeId) {
        const QString &text = *spec.dataVolumeId;
        const auto volume = m_volumes.visible(text.toLongLong(), wallet, caller.ownerId ? caller.accountId : 0);
        if (!volume)
            return invalidVolume(u"unknown"_s, u"There is no volume '%1'."_s.arg(text));
        if (volume->region != i.region)
            return invalidVolume(
                u"other_region"_s,
                u"The volume is in %1; an instance can attach only a volume of its own region."_s.arg(volume->region));
        if (volume->attachedTo)
            return invalidVolume(u"attached"_s,
                                 u"The volume is attached to another instance; release that instance first."_s);
        i.volumeId = volume->id;
        i.dataDiskGb = volume->sizeGb;
        volumeSpender = volume->accountId;
    }
    if (spec.laterProblem)
        return *spec.laterProblem;

    const AccountStore::Standing standing = m_accounts.standing(wallet);
    const int maxInstances = m_limits.maxInstances.value_or(standing.maxInstances);
    if (m_instances.liveCount(wallet) >= maxInstances)
        return ApiError(
            HttpStatus::Forbidden, u"quota_exceeded"_s,
            u"The account may keep %1 instance(s) until they are released; release one, or verify the account "
            "for a higher quota."_s.arg(maxInstances),
            QJsonObject{{u"max_instances"_s, maxInstances}});
    const Money package = m_metering.tariff().packagePrice(i.billingMode, i.gpuType, i.gpuCount);
    if (!package.isZero())
        i.packageExpiresAt = session.now() + Tariff::packageSeconds(i.billingMode);
    if (auto refused
        = cannotStart(standing, i, session.balance(), session.vouchersFor(i.gpuType), session.spentToday(), package))
        return *refused;
    if (i.mode == InstanceMode::Gpu) {
        if (auto none = outOfStock(i.region, i.gpuType, i.gpuCount))
            return *none;
    }
    if (auto taken = portTaken(i))
        return *taken;

    i.slug = m_instances.uniqueSlug(i.name);
    session.addInstance(i, package);
    QString error;
    m_disks.remove(QFileInfo(m_disks.homePath(i.id)).path()); // nothing of anyone else's, ever
    if (!Disks::create(m_disks.homePath(i.id), &error)
        || (!i.volumeId && !Disks::create(m_disks.instanceDataPath(i.id), &error))
        || (spec.image.kind == u"custom"_s
            && !Disks::copyTree(m_disks.imagePath(CustomImages::rowId(spec.image.id)), m_disks.homePath(i.id), &error)))
        return ApiError(HttpStatus::InternalServerError, u"internal"_s,
                        u"The sandbox could not prepare the disks: "_s + error);
    if (i.volumeId)
        session.volumeMeter(*i.volumeId, volumeSpender, false);
    session.commit();
    return *m_instances.byId(i.id);
}

Outcome<Instance> InstanceService::start(const Caller &caller, const QString &id, const StartSpec &spec)
{
    auto opened = openOwned(caller, id);
    if (!opened)
        return notFound();
    Metering::Session &session = opened->session;
    Instance *i = opened->instance;
    if (spec.problem)
        return *spec.problem;
    const InstanceMode mode = spec.mode.value_or(i->mode);
    if (!Lifecycle::canStart(i->state))
        return conflict(
            *i,
            i->state == InstanceState::Running && i->mode != mode
                ? u"Switching between GPU and no-GPU mode needs a stop first."_s
                : u"Only a stopped or failed instance can be started; it is %1."_s.arg(Lifecycle::wire(i->state)));
    Instance next = *i;
    next.mode = mode;
    if (spec.gpuType || spec.gpuCount) {
        if (auto refused = cardChange(*i, spec, session.now(), &next))
            return *refused;
    }
    if (auto refused = cannotStart(m_accounts.standing(caller.walletId()), next, session.balance(),
                                   session.vouchersFor(next.gpuType), session.spentToday(), Money()))
        return *refused;
    if (mode == InstanceMode::Gpu) {
        if (auto none = outOfStock(next.region, next.gpuType, next.gpuCount))
            return *none;
    }
    if (auto taken = portTaken(*i))
        return *taken;
    const bool changed = next.gpuType != i->gpuType || next.gpuCount != i->gpuCount;
    const QString was = u"%1 × %2"_s.arg(i->gpuCount).arg(cardName(i->gpuType));
    i->mode = mode;
    i->gpuType = next.gpuType;
    i->gpuCount = next.gpuCount;
    session.transition(
        *i, InstanceState::Starting, StateReason::User,
        changed ? u"Starting on %1 × %2 (was %3); its disks, ports and startup script are kept."_s.arg(i->gpuCount)
                      .arg(cardName(i->gpuType), was)
            : mode == InstanceMode::Gpu ? u"Starting with its GPUs."_s
                                        : u"Starting in no-GPU mode (no card attached, a fraction of the price)."_s);
    // As it stands when the change is made (the runtime's follow-up comes with later reads).
    const Instance started = *i;
    session.commit();
    return started;
}

Outcome<Instance> InstanceService::stop(const Caller &caller, const QString &id, StateReason reason)
{
    auto opened = openOwned(caller, id);
    if (!opened)
        return notFound();
    Metering::Session &session = opened->session;
    Instance *i = opened->instance;
    if (!Lifecycle::canStop(i->state))
        return conflict(
            *i, u"Only a running or starting instance can be stopped; it is %1."_s.arg(Lifecycle::wire(i->state)));
    session.transition(*i, InstanceState::Stopping, reason,
                       reason == StateReason::Idle ? u"Stopped by its autostop: idle for its whole idle period."_s
                                                   : u"Stopped by the user."_s);
    const Instance stopping = *i;
    session.commit();
    return stopping;
}

Outcome<Instance> InstanceService::release(const Caller &caller, const QString &id)
{
    auto opened = openOwned(caller, id);
    if (!opened)
        return notFound();
    Metering::Session &session = opened->session;
    Instance *i = opened->instance;
    if (!Lifecycle::canRelease(i->state))
        return conflict(*i,
                        u"An instance can be released when it is running, stopped or failed; it is %1."_s.arg(
                            Lifecycle::wire(i->state)));
    session.transition(*i, InstanceState::Releasing, StateReason::User, u"Released by the user."_s);
    const Instance releasing = *i;
    session.commit();
    return releasing;
}

Outcome<Instance> InstanceService::patch(const Caller &caller, const QString &id, const InstancePatch &patch)
{
    auto opened = openOwned(caller, id);
    if (!opened)
        return notFound();
    Metering::Session &session = opened->session;
    Instance *i = opened->instance;
    if (i->state == InstanceState::Releasing)
        return conflict(*i, u"The instance is being released."_s);
    if (patch.problem)
        return *patch.problem;
    if (patch.stopAt && *patch.stopAt && **patch.stopAt <= session.now())
        return ApiError(HttpStatus::BadRequest, u"invalid_argument"_s,
                        u"stop_at must be later than the platform's now."_s,
                        QJsonObject{{u"field"_s, u"stop_at"_s}, {u"reason"_s, u"in_the_past"_s}});
    if (patch.name)
        i->name = *patch.name; // the slug stays: it is in host aliases and paths already handed out
    if (patch.stopAt) {
        i->stopAt = *patch.stopAt;
        i->stopReason = patch.stopReason;
    }
    // Runs from the next boot on: the one running now has run the script it booted with.
    if (patch.startupScript)
        i->startupScript = *patch.startupScript;
    session.touch(*i);
    const Instance patched = *i;
    session.commit();
    return patched;
}

Outcome<InstanceService::SavedImage> InstanceService::saveImage(const Caller &caller, const QString &id,
                                                                const QString &name)
{
    const qint64 wallet = caller.walletId();
    auto opened = openOwned(caller, id);
    if (!opened)
        return notFound();
    Metering::Session &session = opened->session;
    Instance *i = opened->instance;
    if (!Lifecycle::canSaveImage(i->state))
        return conflict(
            *i,
            u"Stop the instance before saving its system disk as an image; it is %1."_s.arg(Lifecycle::wire(i->state)));
    const qint64 bytes = Disks::usedBytes(m_disks.homePath(i->id));
    if (bytes > CustomImages::kMaxImageBytes)
        return ApiError(HttpStatus::BadRequest, u"invalid_argument"_s,
                        u"The system disk holds %1 GB; an image can hold at most %2 GB. Move data sets and checkpoints "
                        "to the data disk, which images never include."_s.arg(CustomImages::sizeGbFor(bytes))
                            .arg(CustomImages::kMaxImageBytes >> 30),
                        QJsonObject{{u"field"_s, u"instance"_s},
                                    {u"reason"_s, u"too_large"_s},
                                    {u"size_bytes"_s, bytes},
                                    {u"max_bytes"_s, CustomImages::kMaxImageBytes}});
    // An image of a custom image keeps the public image both are made from.
    const qint64 sourceRow = CustomImages::rowId(i->image);
    const QString base = sourceRow == 0 ? i->image : m_images.baseImageOf(sourceRow);
    const qint64 now = session.now();
    const qint64 row = m_images.insert(wallet, caller.accountId, name, base, i->id, bytes, now);
    QString error;
    m_disks.remove(m_disks.imagePath(row));
    if (!Disks::copyTree(m_disks.homePath(i->id), m_disks.imagePath(row), &error)) {
        m_disks.remove(m_disks.imagePath(row));
        return ApiError(HttpStatus::InternalServerError, u"internal"_s,
                        u"The sandbox could not copy the system disk: "_s + error);
    }
    session.imageMeter(row, caller.accountId, true);
    session.commit();
    return SavedImage{*m_images.find(wallet, CustomImages::idFor(row)), bytes, now, i->id};
}

QString InstanceService::emulatedDir(qint64 instanceId) const
{
    return QFileInfo(m_disks.homePath(instanceId)).path() + u"/emulated"_s;
}

bool InstanceService::diskFull(const Instance &instance) const
{
    Emulators::Machine m;
    m.stateDir = emulatedDir(instance.id);
    return Emulators::usedOverride(m, Emulators::Disk::System).value_or(0) >= qint64(instance.systemDiskGb) << 30;
}

Outcome<Instance> InstanceService::setFaults(const Caller &caller, const QString &id, const FaultKnobs &knobs)
{
    auto opened = openOwned(caller, id);
    if (!opened)
        return notFound();
    Metering::Session &session = opened->session;
    Instance *i = opened->instance;
    if (knobs.sshdDown.value_or(false) && i->state != InstanceState::Running)
        return conflict(*i,
                        u"Only a running instance's sshd can be stopped; it is %1."_s.arg(Lifecycle::wire(i->state)));
    i->bootHang = knobs.bootHang.value_or(i->bootHang);
    i->refuseKeys = knobs.refuseKeys.value_or(i->refuseKeys);
    i->sshdDown = knobs.sshdDown.value_or(i->sshdDown);
    if (knobs.diskFull) {
        // Files, not a column: the emulated df reads them, and a test may write any other figure.
        const QString dir = emulatedDir(i->id);
        for (const auto &[disk, bytes] : {std::pair{Emulators::Disk::System, qint64(i->systemDiskGb) << 30},
                                          std::pair{Emulators::Disk::Data, qint64(i->dataDiskGb) << 30}}) {
            const QString path = dir + u'/' + Emulators::usedFile(disk);
            QFile file(path);
            if (!*knobs.diskFull || bytes == 0)
                file.remove();
            else if (!QDir().mkpath(dir) || !file.open(QIODevice::WriteOnly | QIODevice::Truncate)
                     || file.write(QByteArray::number(bytes) + '\n') < 0)
                return ApiError(HttpStatus::InternalServerError, u"internal"_s,
                                u"The sandbox could not write %1: %2"_s.arg(path, file.errorString()));
        }
    }
    session.touch(*i); // the runtime follows at commit: keys rewritten, sshd stopped or started
    session.commit();
    return *i;
}

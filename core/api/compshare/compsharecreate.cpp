// CompsharePlatform's create: the size asked for (or the smallest), checked for room first, sent once,
// and a create whose answer was lost looked for before a second send. The class's other calls are in
// compshareplatform.cpp and beside it.
#include "core/api/compshare/compshareplatform.h"

#include "core/api/httpanswers.h"

using namespace Qt::StringLiterals;
using CompshareCodecs::MachineType;
using HttpAnswers::refuse;

void CompsharePlatform::createInstance(const InstanceSpec &spec, QObject *context, Done<Instance> done)
{
    const char *refused = nullptr;
    if (spec.startMode == InstanceMode::NoGpu)
        refused = QT_TRANSLATE_NOOP("PlatformFeatures", "creating an instance without its card");
    else if (spec.billingMode == BillingMode::PackageWeekly)
        refused = QT_TRANSLATE_NOOP("PlatformFeatures", "weekly packages");
    else if (spec.startupScript)
        refused = QT_TRANSLATE_NOOP("PlatformFeatures", "a startup script run by the platform");
    else if (spec.dataVolumeId)
        refused = QT_TRANSLATE_NOOP("PlatformFeatures", "a data disk that outlives its instance");
    if (refused)
        return refuse<Instance>(ApiError::notSupported(QString::fromUtf8(refused)), context, std::move(done));
    // The CPU cores and memory go with the card count: the smallest size the zone rents it with.
    withZones(context, [this, spec, context, done = std::move(done)](const ApiResult<QList<Zone>> &zones) {
        if (!zones.ok())
            return done(zones.error());
        const CompshareRequest types = CompshareRequest(u"DescribeAvailableCompShareInstanceTypes"_s)
                                           .text(u"Region"_s, regionOf(spec.region))
                                           .text(u"Zone"_s, spec.region);
        call(types, Retry::Safe, context, [this, spec, context, done](const ApiResult<HttpAnswer> &answer) {
            if (!answer.ok())
                return done(answer.error());
            const auto read = CompshareCodecs::machineTypes(answer.value().json);
            if (!read.ok())
                return done(read.error());
            const int gpus = spec.gpuCount.value_or(1);
            for (const MachineType &t : read.value()) {
                if (t.gpuType != spec.gpuType)
                    continue;
                if (!spec.cpus) {
                    if (const auto size = t.smallest(gpus))
                        return createWhereRoom(spec, *size, context, done);
                    continue;
                }
                // The size asked for, among those the zone rents the count in.
                QStringList offered;
                for (const CompshareCodecs::MachineSize &s : t.sizes) {
                    if (s.gpus != gpus)
                        continue;
                    if (s.cpus == *spec.cpus && (!spec.memoryGb || s.memoryGb == *spec.memoryGb))
                        return createWhereRoom(spec, s, context, done);
                    offered << u"%1 cores with %2 GB"_s.arg(s.cpus).arg(s.memoryGb);
                }
                if (!offered.isEmpty())
                    return done(CompshareCodecs::invalidField(
                        u"cpus"_s, u"%1 × %2 comes with %3"_s.arg(gpus).arg(spec.gpuType, offered.join(u", "_s))));
            }
            ApiError e = ApiError::refused(400, u"invalid_argument"_s,
                                           u"%1 × %2 is not rented in %3"_s.arg(gpus).arg(spec.gpuType, spec.region));
            e.details = QJsonObject{{u"field"_s, u"gpu_count"_s}};
            done(e);
        });
    });
}

void CompsharePlatform::createWhereRoom(const InstanceSpec &spec, const CompshareCodecs::MachineSize &smallest,
                                        QObject *context, Done<Instance> done)
{
    // The platform's own check before the create, as its pages advise: a size with room, or the card
    // said to be taken before anything is asked to be made. A check that fails tells nothing: the
    // smallest size is asked for, and the create says what the platform has.
    CompshareRequest check(u"CheckCompShareResourceCapacity"_s);
    check.text(u"Region"_s, regionOf(spec.region))
        .text(u"Zone"_s, spec.region)
        .text(u"GpuType"_s, spec.gpuType)
        .text(u"MachineType"_s, u"G"_s)
        .text(u"MinimalCpuPlatform"_s, u"Auto"_s)
        .text(u"CompShareImageId"_s, spec.image)
        .text(u"ChargeType"_s, CompshareCodecs::chargeType(spec.billingMode.value_or(BillingMode::OnDemand)));
    withCreateDisks(check, spec);
    call(check, Retry::Safe, context, [this, spec, smallest, context, done](const ApiResult<HttpAnswer> &answer) {
        const auto room = answer.ok() ? CompshareCodecs::roomFor(answer.value().json, smallest.gpus) : std::nullopt;
        if (!room)
            return createIn(spec, smallest, context, done);
        // The size asked for (the smallest, where none was chosen), or the sizes that have room said:
        // a dearer size than the one priced to the user is never taken without asking.
        if (room->contains(smallest))
            return createIn(spec, smallest, context, done);
        QStringList free;
        for (const CompshareCodecs::MachineSize &s : *room)
            free << u"%1 cores with %2 GB"_s.arg(s.cpus).arg(s.memoryGb);
        ApiError e = ApiError::refused(
            409, u"out_of_stock"_s,
            free.isEmpty()
                ? u"no %1 × %2 free in %3 now"_s.arg(smallest.gpus).arg(spec.gpuType, spec.region)
                : u"no room for %1 cores with %2 GB and %3 × %4 now; there is room with %5"_s.arg(smallest.cpus)
                      .arg(smallest.memoryGb)
                      .arg(smallest.gpus)
                      .arg(spec.gpuType, free.join(u", "_s)));
        e.details = QJsonObject{{u"gpu_type"_s, spec.gpuType}, {u"region"_s, spec.region}};
        if (!free.isEmpty())
            e.details.insert(u"field"_s, u"cpus"_s);
        done(e);
    });
}

void CompsharePlatform::withCreateDisks(CompshareRequest &request, const InstanceSpec &spec)
{
    request.flag(u"Disks.0.IsBoot"_s, true)
        .text(u"Disks.0.Type"_s, u"CLOUD_SSD"_s)
        .number(u"Disks.0.Size"_s, spec.systemDiskGb.value_or(200));
    if (spec.dataDiskGb.value_or(0) > 0) {
        request.flag(u"Disks.1.IsBoot"_s, false)
            .text(u"Disks.1.Type"_s, u"CLOUD_SSD"_s)
            .number(u"Disks.1.Size"_s, *spec.dataDiskGb);
    }
}

void CompsharePlatform::createIn(const InstanceSpec &spec, const CompshareCodecs::MachineSize &size, QObject *context,
                                 Done<Instance> done)
{
    CompshareRequest create(u"CreateCompShareInstance"_s);
    create.text(u"Region"_s, regionOf(spec.region))
        .text(u"Zone"_s, spec.region)
        .text(u"MachineType"_s, u"G"_s)
        .text(u"MinimalCpuPlatform"_s, u"Auto"_s)
        .text(u"GpuType"_s, spec.gpuType)
        .number(u"GPU"_s, size.gpus)
        .number(u"CPU"_s, size.cpus)
        .number(u"Memory"_s, qint64(size.memoryGb) * 1024)
        .text(u"CompShareImageId"_s, spec.image)
        .text(u"ChargeType"_s, CompshareCodecs::chargeType(spec.billingMode.value_or(BillingMode::OnDemand)))
        .text(u"Name"_s, spec.name);
    withCreateDisks(create, spec);
    // The platform takes no key to tell a repeat: a create whose answer was lost (the network, a
    // gateway's 5xx) may have made the instance. It is looked for by its name first, and sent a second
    // time only where none was made.
    const QDateTime sentAt = m_clock.now();
    call(create, Retry::OnlyIfNotSent, context,
         [this, create, spec, sentAt, context, done](const ApiResult<HttpAnswer> &answer) {
             answerCreate(answer, create, spec, sentAt, true, context, done);
         });
}

void CompsharePlatform::answerCreate(const ApiResult<HttpAnswer> &answer, const CompshareRequest &create,
                                     const InstanceSpec &spec, const QDateTime &sentAt, bool again, QObject *context,
                                     Done<Instance> done)
{
    if (answer.ok()) {
        const QJsonArray ids = answer.value().json.value(u"UHostIds"_s).toArray();
        if (ids.isEmpty() || ids.first().toString().isEmpty())
            return done(ApiError::decode(u"CreateCompShareInstance answered no UHostIds"_s));
        return instance(ids.first().toString(), context, done);
    }
    const ApiError lost = answer.error();
    if (lost.code == u"quota_exceeded"_s) {
        // The platform caps instances by the account's level: how many there are says which level, and
        // the refusal what the next one allows.
        return instances({}, false, context, [lost, done](const ApiResult<InstanceList> &list) {
            done(list.ok() ? CompshareCodecs::withLevelQuota(lost, int(list.value().items.size())) : lost);
        });
    }
    if (!CompshareCodecs::answerLost(lost) || !again)
        return done(lost);
    instances({}, false, context,
              [this, create, spec, sentAt, lost, context, done](const ApiResult<InstanceList> &list) {
                  if (!list.ok())
                      return done(lost); // cannot tell: said as it is, not sent again
                  for (const Instance &i : list.value().items) {
                      // Made by this create: its name, card and zone, created since it was sent (two minutes'
                      // leeway for the clocks).
                      if (i.name == spec.name && i.gpuType == spec.gpuType && i.region == spec.region
                          && i.createdAt.isValid() && i.createdAt >= sentAt.addSecs(-120))
                          return done(i);
                  }
                  call(create, Retry::OnlyIfNotSent, context,
                       [this, create, spec, sentAt, context, done](const ApiResult<HttpAnswer> &second) {
                           answerCreate(second, create, spec, sentAt, false, context, done);
                       });
              });
}

// CompsharePlatform's data disks (the DataDiskChanges facet): added to an instance, grown, detached
// and kept on this computer's shelf (the platform lists a disk only while it is on an instance),
// attached again, deleted. The class's other calls are in compshareplatform.cpp and compsharefacets.cpp.
#include "core/api/compshare/compshareplatform.h"

#include "core/api/compshare/detacheddiskshelf.h"
#include "core/api/httpanswers.h"

using namespace Qt::StringLiterals;
using CompshareCodecs::answerLost;
using CompshareCodecs::invalidField;
using HttpAnswers::refuse;

namespace {

/// Refused by gpudesk before asking: the instance is in a state the platform refuses it in.
ApiError diskStateConflict(const Instance &i, const QString &why)
{
    ApiError e = ApiError::refused(409, u"conflict"_s, why);
    e.details = QJsonObject{{u"state"_s, i.state.wire()}};
    return e;
}

ApiError noDetachedDisk(const QString &id)
{
    ApiError e
        = ApiError::refused(404, u"not_found"_s, u"no detached disk %1 (gpudeskctl disk ls lists them)"_s.arg(id));
    e.details = QJsonObject{{u"id"_s, id}};
    return e;
}

} // namespace

QString CompsharePlatform::diskShelfPath() const
{
    return accountFile(u"-disks.json"_s);
}

void CompsharePlatform::addDataDisk(const QString &instanceId, int sizeGb, QObject *context, Done<Instance> done)
{
    if (sizeGb <= 0)
        return refuse<Instance>(invalidField(u"size_gb"_s, u"a disk's size is a whole number of GB"_s), context,
                                std::move(done));
    instance(instanceId, context, [this, sizeGb, context, done = std::move(done)](const ApiResult<Instance> &found) {
        if (!found.ok())
            return done(found.error());
        const Instance i = found.value();
        if (i.state != InstanceState::Running && i.state != InstanceState::Stopped)
            return done(diskStateConflict(i, u"a data disk is added to a running or a stopped instance"_s));
        if (i.dataDisk) {
            return done(diskStateConflict(
                i, u"%1 has a data disk of %2 GB already: grow it"_s.arg(i.name).arg(i.dataDisk->sizeGb)));
        }
        const CompshareRequest add
            = CompshareRequest(u"CreateAndAttachCompshareDisk"_s)
                  .text(u"Region"_s, regionOf(i.region))
                  .text(u"Zone"_s, i.region)
                  .text(u"UHostId"_s, i.id)
                  .number(u"Size"_s, sizeGb)
                  .text(u"DiskType"_s, u"SSDDataDisk"_s)
                  .text(u"Name"_s, u"%1-data"_s.arg(i.slug.isEmpty() ? i.id : i.slug))
                  // Billed as its instance is: an hourly disk on an hourly instance, a month on a month's.
                  .text(u"ChargeType"_s, CompshareCodecs::chargeType(i.billingMode.value()));
        // Sent once: a second would make a second disk. A lost answer is settled by looking.
        call(add, Retry::OnlyIfNotSent, context, [this, id = i.id, context, done](const ApiResult<HttpAnswer> &answer) {
            if (answer.ok() || !answerLost(answer.error()))
                return answer.ok() ? instance(id, context, done) : done(answer.error());
            instance(id, context, [lost = answer.error(), done](const ApiResult<Instance> &now) {
                done(now.ok() && now.value().dataDisk ? now : ApiResult<Instance>(lost));
            });
        });
    });
}

void CompsharePlatform::growDataDisk(const QString &instanceId, int sizeGb, QObject *context, Done<Instance> done)
{
    instance(instanceId, context, [this, sizeGb, context, done = std::move(done)](const ApiResult<Instance> &found) {
        if (!found.ok())
            return done(found.error());
        const Instance i = found.value();
        if (!i.dataDisk || !i.dataDisk->volumeId)
            return done(diskStateConflict(i, u"%1 has no data disk: add one"_s.arg(i.name)));
        if (sizeGb <= i.dataDisk->sizeGb) {
            return done(invalidField(
                u"size_gb"_s,
                u"a disk only grows: it has %1 GB, and %2 GB is not more"_s.arg(i.dataDisk->sizeGb).arg(sizeGb)));
        }
        if (i.state != InstanceState::Stopped)
            return done(
                diskStateConflict(i, u"Compshare grows the disk of a stopped instance: stop %1 first"_s.arg(i.name)));
        // Sent once (a second is refused: the disk is that size already); a lost answer is settled by looking.
        onInstance(
            i.id, u"ResizeCompShareDisk"_s, context,
            [disk = *i.dataDisk->volumeId, sizeGb](CompshareRequest &r) {
                r.text(u"UDiskId"_s, disk).number(u"Size"_s, sizeGb);
            },
            Retry::OnlyIfNotSent,
            [this, id = i.id, sizeGb, context, done](const ApiResult<Instance> &grown) {
                if (grown.ok() || !answerLost(grown.error()))
                    return done(grown);
                instance(id, context, [sizeGb, lost = grown.error(), done](const ApiResult<Instance> &now) {
                    const bool made = now.ok() && now.value().dataDisk && now.value().dataDisk->sizeGb >= sizeGb;
                    done(made ? now : ApiResult<Instance>(lost));
                });
            });
    });
}

void CompsharePlatform::detachDataDisk(const QString &instanceId, QObject *context, Done<Volume> done)
{
    instance(instanceId, context, [this, context, done = std::move(done)](const ApiResult<Instance> &found) {
        if (!found.ok())
            return done(found.error());
        const Instance i = found.value();
        if (!i.dataDisk || !i.dataDisk->volumeId)
            return done(diskStateConflict(i, u"%1 has no data disk"_s.arg(i.name)));
        if (i.state != InstanceState::Stopped)
            return done(diskStateConflict(
                i, u"Compshare detaches the disk of a stopped instance: stop %1 first"_s.arg(i.name)));
        if (!i.dataDisk->device)
            return done(ApiError::decode(u"DescribeCompShareInstance did not say the disk's Drive"_s));
        Volume kept;
        kept.id = *i.dataDisk->volumeId;
        kept.name = u"%1 data"_s.arg(i.name);
        kept.region = i.region;
        kept.sizeGb = i.dataDisk->sizeGb;
        kept.createdAt = m_clock.now().toUTC();
        // On the shelf first: a crash after the platform detached it must not forget a disk that bills.
        if (auto shelved = DetachedDiskShelf(diskShelfPath()).put(kept); !shelved.ok())
            return done(shelved.error());
        const CompshareRequest detach = CompshareRequest(u"DetachCompshareDisk"_s)
                                            .text(u"Region"_s, regionOf(i.region))
                                            .text(u"Zone"_s, i.region)
                                            .text(u"UHostId"_s, i.id)
                                            .text(u"UDiskId"_s, kept.id)
                                            .text(u"Device"_s, *i.dataDisk->device);
        call(detach, Retry::OnlyIfNotSent, context,
             [this, id = i.id, kept, context, done](const ApiResult<HttpAnswer> &answer) {
                 if (answer.ok())
                     return done(kept);
                 const auto settle = [this, kept, done](const ApiError &error) {
                     DetachedDiskShelf(diskShelfPath()).take(kept.id); // still on the instance: listed there
                     done(error);
                 };
                 // The platform's own refusal: nothing was done. Anything else (a lost answer, one that
                 // cannot be read) is settled by looking at the instance.
                 if (answer.error().kind == ApiError::Kind::Http && !answerLost(answer.error()))
                     return settle(answer.error());
                 instance(id, context, [kept, lost = answer.error(), settle, done](const ApiResult<Instance> &now) {
                     if (!now.ok())
                         return done(lost); // cannot tell: it stays on the shelf, where a delete or attach settles it
                     if (now.value().dataDisk && now.value().dataDisk->volumeId == kept.id)
                         return settle(lost);
                     done(kept);
                 });
             });
    });
}

void CompsharePlatform::detachedDisks(QObject *context, Done<QList<Volume>> done)
{
    const auto shelf = DetachedDiskShelf(diskShelfPath()).list();
    if (!shelf.ok() || shelf.value().isEmpty())
        return HttpAnswers::later(shelf, context, std::move(done));
    // A disk the shelf holds but an instance lists is attached after all (an answer lost, a crash
    // between the shelf and the call, an attach on the web site): it leaves the shelf.
    instances({}, false, context, [this, disks = shelf.value(), done](const ApiResult<InstanceList> &list) {
        if (!list.ok())
            return done(disks); // the shelf as it is: better a disk listed twice than one lost
        QList<Volume> detached;
        for (const Volume &d : disks) {
            const bool attached
                = std::any_of(list.value().items.cbegin(), list.value().items.cend(),
                              [&](const Instance &i) { return i.dataDisk && i.dataDisk->volumeId == d.id; });
            if (attached)
                DetachedDiskShelf(diskShelfPath()).take(d.id);
            else
                detached << d;
        }
        done(detached);
    });
}

void CompsharePlatform::attachDataDisk(const QString &instanceId, const QString &diskId, QObject *context,
                                       Done<Instance> done)
{
    const auto shelf = DetachedDiskShelf(diskShelfPath()).list();
    if (!shelf.ok())
        return refuse<Instance>(shelf.error(), context, std::move(done));
    const auto disk
        = std::find_if(shelf.value().cbegin(), shelf.value().cend(), [&](const Volume &d) { return d.id == diskId; });
    if (disk == shelf.value().cend())
        return refuse<Instance>(noDetachedDisk(diskId), context, std::move(done));
    instance(
        instanceId, context, [this, kept = *disk, context, done = std::move(done)](const ApiResult<Instance> &found) {
            if (!found.ok())
                return done(found.error());
            const Instance i = found.value();
            if (i.region != kept.region) {
                return done(
                    invalidField(u"disk"_s,
                                 u"disk %1 is in zone %2 and %3 in %4: a disk goes on an instance of its zone"_s.arg(
                                     kept.id, kept.region, i.name, i.region)));
            }
            if (i.dataDisk)
                return done(diskStateConflict(i, u"%1 has a data disk already: detach it first"_s.arg(i.name)));
            if (i.state != InstanceState::Running && i.state != InstanceState::Stopped)
                return done(diskStateConflict(i, u"a disk is attached to a running or a stopped instance"_s));
            const auto attached = [this, kept, done](const ApiResult<Instance> &now) {
                if (now.ok())
                    DetachedDiskShelf(diskShelfPath()).take(kept.id); // listed on the instance from now on
                done(now);
            };
            onInstance(
                i.id, u"AttachCompshareDisk"_s, context,
                [id = kept.id](CompshareRequest &r) { r.text(u"UDiskId"_s, id); }, Retry::OnlyIfNotSent,
                [this, id = i.id, kept, context, attached](const ApiResult<Instance> &now) {
                    if (now.ok() || !answerLost(now.error()))
                        return attached(now);
                    instance(id, context, [kept, lost = now.error(), attached](const ApiResult<Instance> &looked) {
                        const bool on
                            = looked.ok() && looked.value().dataDisk && looked.value().dataDisk->volumeId == kept.id;
                        attached(on ? looked : ApiResult<Instance>(lost));
                    });
                });
        });
}

void CompsharePlatform::deleteDetachedDisk(const QString &diskId, QObject *context, Done<Nothing> done)
{
    const auto shelf = DetachedDiskShelf(diskShelfPath()).list();
    if (!shelf.ok())
        return refuse<Nothing>(shelf.error(), context, std::move(done));
    const auto disk
        = std::find_if(shelf.value().cbegin(), shelf.value().cend(), [&](const Volume &d) { return d.id == diskId; });
    if (disk == shelf.value().cend())
        return refuse<Nothing>(noDetachedDisk(diskId), context, std::move(done));
    // The platform answers a second delete of a deleted disk as done: safe to send again.
    const CompshareRequest remove = CompshareRequest(u"DeleteCompshareDisk"_s)
                                        .text(u"Region"_s, regionOf(disk->region))
                                        .text(u"Zone"_s, disk->region)
                                        .text(u"UDiskId"_s, diskId);
    call(remove, Retry::Safe, context, [this, diskId, done](const ApiResult<HttpAnswer> &answer) {
        if (!answer.ok())
            return done(answer.error());
        if (auto taken = DetachedDiskShelf(diskShelfPath()).take(diskId); !taken.ok())
            return done(taken.error());
        done(Nothing{});
    });
}

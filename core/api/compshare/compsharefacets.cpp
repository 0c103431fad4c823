// CompsharePlatform's facets beyond the calls every platform has: saved images, the instance's password,
// a reboot, the agent's key file, another number of cards, the stop scheduler and the monitor. The
// class's other calls are in compshareplatform.cpp.
#include "core/api/compshare/compshareplatform.h"

#include "core/api/httpanswers.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTimer>

#include <memory>

using namespace Qt::StringLiterals;
using CompshareCodecs::Gathered;
using CompshareCodecs::invalidField;
using CompshareCodecs::MachineType;
using CompshareCodecs::notFound;
using CompshareCodecs::Zone;
using HttpAnswers::refuse;

// --- saved images ---

void CompsharePlatform::saveImage(const QString &instanceId, const QString &name, QObject *context, Done<Image> done)
{
    instance(instanceId, context, [this, name, context, done = std::move(done)](const ApiResult<Instance> &found) {
        if (!found.ok())
            return done(found.error());
        const Instance was = found.value();
        if (was.state != InstanceState::Running && was.state != InstanceState::Stopped) {
            ApiError e
                = ApiError::refused(409, u"conflict"_s, u"an image is made of a running or a stopped instance"_s);
            e.details = QJsonObject{{u"state"_s, was.state.wire()}};
            return done(e);
        }
        // Sent once: the platform makes one image of an instance at a time.
        const CompshareRequest make = CompshareRequest(u"CreateCompShareCustomImage"_s)
                                          .text(u"Region"_s, regionOf(was.region))
                                          .text(u"Zone"_s, was.region)
                                          .text(u"UHostId"_s, was.id)
                                          .text(u"Name"_s, name)
                                          .text(u"Description"_s, u"saved by gpudesk from %1"_s.arg(was.name));
        call(make, Retry::OnlyIfNotSent, context,
             [this, zone = was.region, context, done](const ApiResult<HttpAnswer> &answer) {
                 if (!answer.ok())
                     return done(answer.error());
                 const QString id = answer.value().json.value(u"CompShareImageId"_s).toString();
                 if (id.isEmpty())
                     return done(ApiError::decode(u"CreateCompShareCustomImage answered no CompShareImageId"_s));
                 imageWhenMade(id, zone, 900, context, done);
             });
    });
}

void CompsharePlatform::imageWhenMade(const QString &id, const QString &zone, int triesLeft, QObject *context,
                                      Done<Image> done)
{
    const CompshareRequest progress = CompshareRequest(u"GetCompShareImageCreateProgress"_s)
                                          .text(u"Region"_s, regionOf(zone))
                                          .text(u"Zone"_s, zone)
                                          .text(u"CompShareImageId"_s, id);
    call(progress, Retry::Safe, context,
         [this, id, zone, triesLeft, context, done](const ApiResult<HttpAnswer> &answer) {
             if (!answer.ok())
                 return done(answer.error());
             if (answer.value().json.value(u"Process"_s).toDouble() < 100) {
                 if (triesLeft <= 0) {
                     return done(ApiError::refused(
                         409, u"conflict"_s,
                         u"the image is still being made: it appears among your images once it is ready"_s));
                 }
                 QTimer::singleShot(m_progressPollMs, context, [this, id, zone, triesLeft, context, done] {
                     imageWhenMade(id, zone, triesLeft - 1, context, done);
                 });
                 return;
             }
             const CompshareRequest one = CompshareRequest(u"DescribeCompShareCustomImages"_s)
                                              .text(u"Region"_s, regionOf(zone))
                                              .text(u"CompShareImageId"_s, id);
             call(one, Retry::Safe, context, [id, done](const ApiResult<HttpAnswer> &answer) {
                 if (!answer.ok())
                     return done(answer.error());
                 const auto made = CompshareCodecs::images(answer.value().json, u"Custom"_s);
                 if (!made.ok())
                     return done(made.error());
                 for (const Image &i : made.value())
                     if (i.id == id)
                         return done(i);
                 const QString why = CompshareCodecs::imageFailure(answer.value().json, id);
                 done(ApiError::refused(409, u"conflict"_s,
                                        why.isEmpty() ? u"the platform did not make the image"_s
                                                      : u"the platform did not make the image: %1"_s.arg(why)));
             });
         });
}

void CompsharePlatform::deleteImage(const QString &id, QObject *context, Done<Nothing> done)
{
    // The call names a zone; an image belongs to its region: the region's first zone.
    withZones(context, [this, id, context, done = std::move(done)](const ApiResult<QList<Zone>> &zones) {
        if (!zones.ok())
            return done(zones.error());
        QString zone;
        for (const Zone &z : zones.value())
            if (zone.isEmpty() && z.region == homeRegion())
                zone = z.zone;
        const CompshareRequest terminate = CompshareRequest(u"TerminateCompShareCustomImage"_s)
                                               .text(u"Region"_s, homeRegion())
                                               .text(u"Zone"_s, zone)
                                               .text(u"CompShareImageId"_s, id);
        call(terminate, Retry::Safe, context, [done](const ApiResult<HttpAnswer> &answer) {
            if (!answer.ok())
                return done(answer.error());
            done(Nothing{});
        });
    });
}

void CompsharePlatform::instancePassword(const QString &id, QObject *context, Done<QString> done)
{
    const CompshareRequest one
        = CompshareRequest(u"DescribeCompShareInstance"_s).text(u"UHostIds.0"_s, id).number(u"Limit"_s, 1);
    call(one, Retry::Safe, context, [id, done = std::move(done)](const ApiResult<HttpAnswer> &answer) {
        if (!answer.ok())
            return done(answer.error());
        for (const QJsonValue &v : answer.value().json.value(u"UHostSet"_s).toArray()) {
            const QJsonObject o = v.toObject();
            if (o.value(u"UHostId"_s).toString() != id)
                continue;
            const QString password = CompshareCodecs::password(o);
            if (password.isEmpty())
                return done(ApiError::refused(404, u"not_found"_s, u"the platform gives no password for %1"_s.arg(id)));
            return done(password);
        }
        done(notFound(id));
    });
}

void CompsharePlatform::rebootInstance(const QString &id, QObject *context, Done<Instance> done)
{
    // Sent once: a second reboot of one under way restarts it again.
    onInstance(id, u"RebootCompShareInstance"_s, context, {}, Retry::OnlyIfNotSent, std::move(done));
}

void CompsharePlatform::agentKeyFile(const QString &instanceId, const QString &publicKey, const QString &privateKey,
                                     QObject *context, Done<KeyFile> done)
{
    const CompshareKeys keys{publicKey.trimmed(), privateKey.trimmed()};
    if (keys.publicKey.isEmpty() || keys.privateKey.isEmpty()) {
        return refuse<KeyFile>(ApiError::refused(0, u"invalid_api_key"_s, u"both keys are needed"_s), context,
                               std::move(done));
    }
    instance(instanceId, context, [this, keys, context, done = std::move(done)](const ApiResult<Instance> &found) {
        if (!found.ok())
            return done(found.error());
        const Instance i = found.value();
        // Checked as a login is: the pair must sign a call the platform takes (its project list, which
        // also says the project its calls name).
        CompsharePlatform *probe = probeWith(keys, context);
        probe->withProject(context, [this, probe, keys, i, done](const ApiResult<QString> &project) {
            probe->deleteLater();
            if (!project.ok())
                return done(project.error());
            const QJsonObject file{{u"public_key"_s, keys.publicKey},
                                   {u"private_key"_s, keys.privateKey},
                                   {u"instance"_s, i.id},
                                   {u"region"_s, regionOf(i.region)},
                                   {u"zone"_s, i.region},
                                   {u"project"_s, project.value()},
                                   {u"url"_s, m_http->root().toString(QUrl::StripTrailingSlash)}};
            done(KeyFile{u".gpudesk/compshare.json"_s, QJsonDocument(file).toJson(QJsonDocument::Compact)});
        });
    });
}

// --- another number of cards ---

void CompsharePlatform::startOnCard(const QString &id, const QString &gpuType, int count, QObject *context,
                                    Done<Instance> done)
{
    instance(
        id, context, [this, id, gpuType, count, context, done = std::move(done)](const ApiResult<Instance> &found) {
            if (!found.ok())
                return done(found.error());
            const Instance was = found.value();
            if (was.state != InstanceState::Stopped) {
                ApiError e = ApiError::refused(409, u"conflict"_s,
                                               u"Compshare changes the cards of a stopped instance: stop it first"_s);
                e.details = QJsonObject{{u"state"_s, was.state.wire()}};
                return done(e);
            }
            if (gpuType != was.gpuType) {
                return done(
                    invalidField(u"gpu_type"_s,
                                 u"Compshare changes how many cards an instance has, not their kind: save it as an "
                                 "image and create an instance on the other card from it"_s));
            }
            if (count == was.gpuCount)
                return startInstance(id, InstanceMode::Gpu, context, done);
            const CompshareRequest types = CompshareRequest(u"DescribeAvailableCompShareInstanceTypes"_s)
                                               .text(u"Region"_s, regionOf(was.region))
                                               .text(u"Zone"_s, was.region);
            call(types, Retry::Safe, context, [this, was, count, context, done](const ApiResult<HttpAnswer> &answer) {
                if (!answer.ok())
                    return done(answer.error());
                const auto read = CompshareCodecs::machineTypes(answer.value().json);
                if (!read.ok())
                    return done(read.error());
                std::optional<CompshareCodecs::MachineSize> size;
                for (const MachineType &t : read.value())
                    if (t.gpuType == was.gpuType && !size)
                        size = t.smallest(count);
                if (!size) {
                    return done(invalidField(u"gpu_count"_s,
                                             u"%1 × %2 is not rented in %3"_s.arg(count).arg(was.gpuType, was.region)));
                }
                // Sent once: a resize under way locks the instance, and a second one is refused meanwhile.
                const CompshareRequest resize = CompshareRequest(u"ResizeCompShareInstance"_s)
                                                    .text(u"Region"_s, regionOf(was.region))
                                                    .text(u"Zone"_s, was.region)
                                                    .text(u"UHostId"_s, was.id)
                                                    .number(u"Cpu"_s, size->cpus)
                                                    .number(u"Memory"_s, qint64(size->memoryGb) * 1024)
                                                    .number(u"Gpu"_s, size->gpus);
                call(resize, Retry::OnlyIfNotSent, context,
                     [this, id = was.id, count, context, done](const ApiResult<HttpAnswer> &answer) {
                         if (!answer.ok())
                             return done(answer.error());
                         m_cardCounts.insert(id, count);
                         startAfterResize(id, count, 150, context, done);
                     });
            });
        });
}

void CompsharePlatform::startAfterResize(const QString &id, int cards, int triesLeft, QObject *context,
                                         Done<Instance> done)
{
    instance(id, context, [this, id, cards, triesLeft, context, done](const ApiResult<Instance> &now) {
        if (!now.ok())
            return done(now.error());
        // Done once it is stopped with its new cards (right after the call it may not say Resizing yet).
        if (now.value().state == InstanceState::Stopped && now.value().gpuCount == cards)
            return startInstance(id, InstanceMode::Gpu, context, done);
        if (triesLeft <= 0) {
            ApiError e = ApiError::refused(
                409, u"conflict"_s, u"its cards were changed, but it is not stopped again yet: start it once it is"_s);
            e.details = QJsonObject{{u"state"_s, now.value().state.wire()}};
            return done(e);
        }
        QTimer::singleShot(m_progressPollMs, context, [this, id, cards, triesLeft, context, done] {
            startAfterResize(id, cards, triesLeft - 1, context, done);
        });
    });
}

// --- the stop scheduler and the monitor ---

void CompsharePlatform::withProject(QObject *context, std::function<void(const ApiResult<QString> &)> done)
{
    if (!m_projectId.isEmpty())
        return done(m_projectId);
    call(CompshareRequest(u"GetProjectList"_s), Retry::Safe, context,
         [this, done = std::move(done)](const ApiResult<HttpAnswer> &answer) {
             if (!answer.ok())
                 return done(answer.error());
             const auto id = CompshareCodecs::projectId(answer.value().json);
             if (id.ok())
                 m_projectId = id.value();
             done(id);
         });
}

void CompsharePlatform::scheduleStop(const QString &id, const std::optional<QDateTime> &at, QObject *context,
                                     Done<Instance> done)
{
    if (at && m_clock.now().secsTo(*at) < kStopLeadSeconds) {
        return refuse<Instance>(invalidField(u"stop_at"_s, u"Compshare stops on schedule at least 5 minutes ahead"_s),
                                context, std::move(done));
    }
    instance(id, context, [this, id, at, context, done = std::move(done)](const ApiResult<Instance> &found) {
        if (!found.ok())
            return done(found.error());
        const Instance was = found.value();
        if (was.billingMode.wire() == u"spot"_s) {
            return done(invalidField(
                u"stop_at"_s, u"a spot instance stops on no schedule: the platform may reclaim it at any time"_s));
        }
        withProject(context, [this, id, at, was, context, done](const ApiResult<QString> &project) {
            if (!project.ok())
                return done(project.error());
            // Setting a time again, or cancelling none, changes nothing: both may be sent twice.
            CompshareRequest request(at ? u"UpdateCompShareStopScheduler"_s : u"DeleteCompShareStopScheduler"_s);
            request.text(u"Region"_s, regionOf(was.region));
            if (at)
                request.text(u"Zone"_s, was.region);
            request.text(u"ProjectId"_s, project.value()).text(u"UHostId"_s, id);
            if (at)
                request.number(u"SchedulerStopTime"_s, at->toSecsSinceEpoch());
            call(request, Retry::Safe, context, [this, id, context, done](const ApiResult<HttpAnswer> &answer) {
                if (!answer.ok())
                    return done(answer.error());
                instance(id, context, done);
            });
        });
    });
}

void CompsharePlatform::loads(const QList<Instance> &instances, QObject *context,
                              Done<QList<InstanceLoad::Reading>> done)
{
    if (instances.isEmpty())
        return HttpAnswers::answer<QList<InstanceLoad::Reading>>({}, context, std::move(done));
    // Asked per region, ten at a time (the monitor's limit); answered together.
    QMap<QString, QStringList> byRegion;
    for (const Instance &i : instances)
        byRegion[i.region.isEmpty() ? homeRegion() : regionOf(i.region)].append(i.id);
    QList<CompshareRequest> calls;
    for (auto it = byRegion.cbegin(); it != byRegion.cend(); ++it) {
        for (qsizetype from = 0; from < it.value().size(); from += 10) {
            CompshareRequest r(u"GetCompShareInstanceMonitor"_s);
            r.text(u"Region"_s, it.key());
            const QStringList part = it.value().mid(from, 10);
            for (qsizetype n = 0; n < part.size(); ++n)
                r.text(u"UHostIds.%1"_s.arg(n), part[n]);
            calls.append(r);
        }
    }
    auto gathered = std::make_shared<Gathered<InstanceLoad::Reading>>();
    gathered->waiting = int(calls.size());
    for (const CompshareRequest &r : calls) {
        call(r, Retry::Safe, context, [gathered, done](const ApiResult<HttpAnswer> &answer) {
            if (gathered->failed)
                return;
            const auto read = answer.ok() ? CompshareCodecs::loads(answer.value().json)
                                          : ApiResult<QList<InstanceLoad::Reading>>(answer.error());
            if (!read.ok()) {
                gathered->failed = true;
                return done(read.error());
            }
            gathered->values += read.value();
            if (--gathered->waiting == 0)
                done(gathered->values);
        });
    }
}

#include "core/api/runpod/runpodplatform.h"

#include "core/api/httpanswers.h"

#include "common/crypto.h"
#include "common/rfc3339.h"
#include "common/sshpublickey.h"
#include "core/api/runpod/runpodcodecs.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QPointer>
#include <QTimer>

#include <spdlog/spdlog.h>

using namespace Qt::StringLiterals;

namespace {

using AnswerDone = HttpTransport::AnswerDone;

/// RunPod says a key is not (or no longer) good with 401, whatever the call.
bool runPodRejectsKey(const ApiError &e)
{
    return e.httpStatus == 401;
}

using HttpAnswers::decoded;
using HttpAnswers::nothing;

/// The account a key stands for: RunPod's v2 API does not say whose it is, so it is named by the
/// key's last characters (what the RunPod console shows of it too), and identified by its hash.
Account accountOfKey(const QString &key)
{
    Account a;
    a.id = QString::fromLatin1(Crypto::sha256Hex(key.toUtf8()).left(16));
    a.name = QCoreApplication::translate("RunPodPlatform", "API key …%1").arg(key.right(4));
    // No verification on RunPod: left empty (not "approved"); its cards need none (unverifiedAllowed).
    return a;
}

QUrlQuery billingWindow(const QString &bucket, const std::optional<QDateTime> &from, const std::optional<QDateTime> &to)
{
    QUrlQuery query{{u"bucketSize"_s, bucket}};
    if (from)
        query.addQueryItem(u"startTime"_s, Rfc3339::format(*from));
    if (to)
        query.addQueryItem(u"endTime"_s, Rfc3339::format(*to));
    return query;
}

} // namespace

QUrl RunPodPlatform::defaultUrl()
{
    return QUrl(u"https://api.runpod.io"_s);
}

QString RunPodPlatform::billingPageUrl()
{
    return u"https://www.runpod.io/console/user/billing"_s;
}

QString RunPodPlatform::displayName()
{
    return QCoreApplication::translate("RunPodPlatform", "RunPod");
}

QString RunPodPlatform::description()
{
    return QCoreApplication::translate("RunPodPlatform",
                                       "Real cards by the hour, billed in US dollars by RunPod; you log in with an API "
                                       "key from runpod.io.");
}

RunPodPlatform::RunPodPlatform(const QUrl &root, const Clock &clock, QObject *parent)
    : ApiKeyPlatform(root, clock, &RunPodCodecs::decodeError, &runPodRejectsKey, parent)
{ }

RunPodPlatform::~RunPodPlatform() = default;

PlatformFactory RunPodPlatform::pollerFactory(const QUrl &root, const Clock &clock, int transferTimeoutMs)
{
    return HttpAnswers::pollerFactoryOf<RunPodPlatform>(root, clock, transferTimeoutMs);
}

PlatformTraits RunPodPlatform::traits() const
{
    PlatformTraits t;
    // The container disk is wiped when a pod stops; the pod's volume (a data disk) at /workspace is kept.
    t.dataDiskPath = u"/workspace"_s;
    t.apiKeyLogin = true;
    return t;
}

void RunPodPlatform::call(const QByteArray &method, const QString &path, const std::optional<QJsonObject> &body,
                          Retry retry, QObject *context, AnswerDone done, const QUrlQuery &query)
{
    m_http->call(method, path, body, retry, context, std::move(done), query);
}

// --- the key ---

QString RunPodPlatform::keyCheckPath() const
{
    return u"/v2/account/ssh-keys"_s;
}

Account RunPodPlatform::keyAccount(const QJsonObject &, const QString &key) const
{
    return accountOfKey(key);
}

// --- SSH keys: one list, replaced whole ---

void RunPodPlatform::sshKeys(QObject *context, Done<QList<SshKey>> done)
{
    call("GET", u"/v2/account/ssh-keys"_s, {}, Retry::Safe, context,
         [done = std::move(done)](const ApiResult<HttpAnswer> &answer) {
             if (!answer.ok())
                 return done(answer.error());
             const auto lines = RunPodCodecs::sshKeyLines(answer.value().json);
             if (!lines.ok())
                 return done(lines.error());
             done(RunPodCodecs::sshKeys(lines.value()));
         });
}

void RunPodPlatform::writeKeys(const QStringList &lines, QObject *context,
                               std::function<void(const ApiResult<Nothing> &)> done)
{
    // A whole list written twice is the same list: safe to send again.
    call("PUT", u"/v2/account/ssh-keys"_s, QJsonObject{{u"keys"_s, QJsonArray::fromStringList(lines)}}, Retry::Safe,
         context, nothing(std::move(done)));
}

void RunPodPlatform::addSshKey(const QString &name, const QString &publicKey, QObject *context,
                               Done<SshKeyCreated> done)
{
    SshPublicKey::Error error;
    const auto key = SshPublicKey::parse(publicKey, &error);
    if (!key) {
        ApiError e;
        e.kind = ApiError::Kind::Http;
        e.httpStatus = 422;
        e.code = u"invalid_argument"_s;
        e.message = error.message;
        e.details = QJsonObject{{u"field"_s, u"public_key"_s}, {u"reason"_s, error.reason}};
        QTimer::singleShot(0, context, [e, done = std::move(done)] { done(e); });
        return;
    }
    // The name travels as the key's comment, the only place RunPod keeps one.
    SshPublicKey named = *key;
    named.comment = name.simplified();
    const QString line = named.toLine();
    sshKeys(context, [this, context, line, named, done = std::move(done)](const ApiResult<QList<SshKey>> &listed) {
        if (!listed.ok())
            return done(listed.error());
        QStringList lines;
        for (const SshKey &k : listed.value()) {
            if (k.fingerprint == named.fingerprint()) {
                ApiError e;
                e.kind = ApiError::Kind::Http;
                e.httpStatus = 409;
                e.code = u"conflict"_s;
                e.message = u"this key is already registered as “%1”"_s.arg(k.name);
                e.details = QJsonObject{{u"field"_s, u"public_key"_s}};
                return done(e);
            }
            lines << k.publicKey;
        }
        lines << line;
        writeKeys(lines, context, [named, done](const ApiResult<Nothing> &written) {
            if (!written.ok())
                return done(written.error());
            SshKeyCreated created;
            created.id = named.fingerprint();
            created.name = named.comment;
            created.fingerprint = named.fingerprint();
            created.type = named.type;
            created.bits = named.bits;
            done(created);
        });
    });
}

void RunPodPlatform::deleteSshKey(const QString &id, QObject *context, Done<Nothing> done)
{
    sshKeys(context, [this, id, context, done = std::move(done)](const ApiResult<QList<SshKey>> &listed) {
        if (!listed.ok())
            return done(listed.error());
        QStringList kept;
        for (const SshKey &k : listed.value())
            if (k.id != id)
                kept << k.publicKey;
        if (kept.size() == listed.value().size()) {
            ApiError e;
            e.kind = ApiError::Kind::Http;
            e.httpStatus = 404;
            e.code = u"not_found"_s;
            e.message = u"no such key"_s;
            return done(e);
        }
        writeKeys(kept, context, done);
    });
}

// --- catalog ---

void RunPodPlatform::regions(QObject *context, Done<QList<Region>> done)
{
    call("GET", u"/v2/catalog/datacenters"_s, {}, Retry::Safe, context,
         decoded<QList<Region>>(&RunPodCodecs::regions, std::move(done)));
}

void RunPodPlatform::gpuTypes(QObject *context, Done<QList<GpuType>> done)
{
    call("GET", u"/v2/catalog/gpus"_s, {}, Retry::Safe, context,
         decoded<QList<GpuType>>(&RunPodCodecs::gpuTypes, std::move(done)));
}

void RunPodPlatform::stock(QObject *context, Done<QList<Stock>> done)
{
    call("GET", u"/v2/catalog/gpus"_s, {}, Retry::Safe, context,
         decoded<QList<Stock>>(&RunPodCodecs::stock, std::move(done)),
         QUrlQuery{{u"include"_s, u"AVAILABILITY"_s}, {u"product"_s, u"POD"_s}, {u"cloud"_s, u"SECURE"_s}});
}

void RunPodPlatform::images(QObject *context, Done<QList<Image>> done)
{
    call("GET", u"/v2/catalog/templates"_s, {}, Retry::Safe, context,
         decoded<QList<Image>>(&RunPodCodecs::templates, std::move(done)), QUrlQuery{{u"source"_s, u"official"_s}});
}

// --- pods ---

void RunPodPlatform::instances(const QString &, bool, QObject *context, Done<InstanceList> done)
{
    // RunPod has no ETag: every poll reads the list (a terminated pod leaves it).
    call("GET", u"/v2/pods"_s, {}, Retry::Safe, context, [done = std::move(done)](const ApiResult<HttpAnswer> &answer) {
        if (!answer.ok())
            return done(answer.error());
        const auto pods = RunPodCodecs::pods(answer.value().json);
        if (!pods.ok())
            return done(pods.error());
        InstanceList list;
        list.items = pods.value();
        done(list);
    });
}

void RunPodPlatform::createInstance(const InstanceSpec &spec, QObject *context, Done<Instance> done)
{
    if (refusedOnDemandOnly(spec, context, done))
        return;
    // Sent once: RunPod takes no idempotency key, and a create that arrived already rents a card.
    call("POST", u"/v2/pods"_s, RunPodCodecs::encode(spec), Retry::OnlyIfNotSent, context,
         [this, spec, context, done = std::move(done)](const ApiResult<HttpAnswer> &answer) {
             if (!answer.ok() && answer.error().code == u"out_of_stock"_s)
                 return explainNoCapacity(spec, answer.error(), context, done);
             if (!answer.ok())
                 return done(answer.error());
             done(RunPodCodecs::pod(answer.value().json));
         });
}

void RunPodPlatform::explainNoCapacity(const InstanceSpec &spec, ApiError error, QObject *context, Done<Instance> done)
{
    stock(context, [spec, error, done = std::move(done)](const ApiResult<QList<Stock>> &stock) mutable {
        if (stock.ok()) {
            QJsonArray regions;
            QJsonArray cards;
            for (const Stock &s : stock.value()) {
                if (s.available <= 0)
                    continue;
                if (s.gpuType == spec.gpuType && s.region != spec.region)
                    regions.append(s.region);
                if (s.region == spec.region && s.gpuType != spec.gpuType)
                    cards.append(s.gpuType);
            }
            error.details.insert(u"regions"_s, regions);
            error.details.insert(u"gpu_types"_s, cards);
        }
        done(error);
    });
}

void RunPodPlatform::instance(const QString &id, QObject *context, Done<Instance> done)
{
    call("GET", u"/v2/pods/"_s + HttpTransport::segment(id), {}, Retry::Safe, context,
         decoded<Instance>(&RunPodCodecs::pod, std::move(done)));
}

void RunPodPlatform::renameInstance(const QString &id, const QString &name, QObject *context, Done<Instance> done)
{
    call("PATCH", u"/v2/pods/"_s + HttpTransport::segment(id), QJsonObject{{u"name"_s, name}}, Retry::Safe, context,
         decoded<Instance>(&RunPodCodecs::pod, std::move(done)));
}

void RunPodPlatform::releaseInstance(const QString &id, QObject *context, Done<Instance> done)
{
    // The pod as it was, then gone: terminate answers no body.
    instance(id, context, [this, id, context, done = std::move(done)](const ApiResult<Instance> &before) {
        if (!before.ok())
            return done(before.error());
        call("DELETE", u"/v2/pods/"_s + HttpTransport::segment(id), {}, Retry::Safe, context,
             [pod = before.value(), done](const ApiResult<HttpAnswer> &answer) mutable {
                 if (!answer.ok() && answer.error().httpStatus != 404) // a retry after a lost answer
                     return done(answer.error());
                 pod.state = InstanceState::Released;
                 // Gone: nothing accrues (fields cleared one by one: GCC's -O1 warns on a whole Meter()).
                 pod.meter.kind.reset();
                 pod.meter.ratePerHour = Money();
                 pod.ssh.reset();
                 done(pod);
             });
    });
}

void RunPodPlatform::podAction(const QString &id, const QString &action, Retry retry, QObject *context,
                               Done<Instance> done)
{
    call("POST", u"/v2/pods/"_s + HttpTransport::segment(id) + u"/action"_s, QJsonObject{{u"action"_s, action}}, retry,
         context, decoded<Instance>(&RunPodCodecs::pod, std::move(done)));
}

void RunPodPlatform::startInstance(const QString &id, std::optional<InstanceMode> mode, QObject *context,
                                   Done<Instance> done)
{
    if (mode == InstanceMode::NoGpu)
        return notOffered(QT_TRANSLATE_NOOP("PlatformFeatures", "a no-GPU mode"), context, std::move(done));
    // Not sent again after a lost answer: the second would find it starting and be refused.
    podAction(id, u"start"_s, Retry::OnlyIfNotSent, context, std::move(done));
}

void RunPodPlatform::stopInstance(const QString &id, QObject *context, Done<Instance> done)
{
    // A lost stop keeps billing: it is sent again like a read.
    podAction(id, u"stop"_s, Retry::Safe, context, std::move(done));
}

// --- network volumes ---

void RunPodPlatform::createVolume(const QString &name, const QString &region, int sizeGb, QObject *context,
                                  Done<Volume> done)
{
    call("POST", u"/v2/network-volumes"_s,
         QJsonObject{{u"name"_s, name}, {u"dataCenter"_s, region}, {u"size"_s, sizeGb}}, Retry::OnlyIfNotSent, context,
         decoded<Volume>(&RunPodCodecs::volume, std::move(done)));
}

void RunPodPlatform::volumes(QObject *context, Done<QList<Volume>> done)
{
    // Which pod mounts a volume is said by the pods, not the volume.
    call("GET", u"/v2/network-volumes"_s, {}, Retry::Safe, context,
         [this, context, done = std::move(done)](const ApiResult<HttpAnswer> &answer) {
             if (!answer.ok())
                 return done(answer.error());
             instances({}, false, context, [json = answer.value().json, done](const ApiResult<InstanceList> &pods) {
                 if (!pods.ok())
                     return done(pods.error());
                 done(RunPodCodecs::volumes(json, pods.value().items));
             });
         });
}

void RunPodPlatform::deleteVolume(const QString &id, QObject *context, Done<Nothing> done)
{
    call("DELETE", u"/v2/network-volumes/"_s + HttpTransport::segment(id), {}, Retry::Safe, context,
         nothing(std::move(done)));
}

// --- billing ---

void RunPodPlatform::billing(QObject *context, Done<Billing> done)
{
    instances({}, false, context, [this, context, done = std::move(done)](const ApiResult<InstanceList> &pods) {
        if (!pods.ok())
            return done(pods.error());
        Billing billing;
        for (const Instance &i : pods.value().items)
            if (i.meter.kind)
                billing.ratePerHour += i.meter.ratePerHour;
        billing.rechargeUrl = billingPageUrl();
        billing.balanceKnown = false;
        // Today (UTC) so far: the last day bucket, the one in progress.
        call(
            "GET", u"/v2/billing"_s, {}, Retry::Safe, context,
            [billing, done](const ApiResult<HttpAnswer> &answer) mutable {
                if (!answer.ok())
                    return done(answer.error());
                const auto spent = RunPodCodecs::total(answer.value().json);
                if (!spent.ok())
                    return done(spent.error());
                billing.spentToday = spent.value();
                done(billing);
            },
            QUrlQuery{{u"bucketSize"_s, u"day"_s}, {u"lastN"_s, u"1"_s}});
    });
}

void RunPodPlatform::ledger(const LedgerQuery &q, QObject *context, Done<LedgerPage> done)
{
    // One page holds it all; a later page, or lines of a kind RunPod's pod records do not have,
    // are empty.
    if (!q.after.isEmpty() || (q.kind && *q.kind != u"compute"_s)) {
        QTimer::singleShot(0, context, [done = std::move(done)] { done(LedgerPage{}); });
        return;
    }
    QUrlQuery query = billingWindow(u"day"_s, q.from, q.to);
    if (q.instanceId)
        query.addQueryItem(u"podId"_s, *q.instanceId);
    call("GET", u"/v2/billing/pods"_s, {}, Retry::Safe, context,
         decoded<LedgerPage>(&RunPodCodecs::ledger, std::move(done)), query);
}

void RunPodPlatform::usage(const UsageQuery &q, QObject *context, Done<Usage> done)
{
    if (q.group != u"instance"_s)
        return notOffered(QT_TRANSLATE_NOOP("PlatformFeatures", "spending by card or by member (only by pod)"), context,
                          std::move(done));
    const QString bucket = q.bucket;
    call("GET", u"/v2/billing/pods"_s, {}, Retry::Safe, context,
         decoded<Usage>([bucket](const QJsonObject &json) { return RunPodCodecs::usage(json, bucket); },
                        std::move(done)),
         billingWindow(bucket, q.from, q.to));
}

#include "core/api/compshare/compshareplatform.h"

#include "common/crypto.h"
#include "common/xdgpaths.h"
#include "core/api/httpanswers.h"
#include "core/api/instanceslugs.h"
#include "core/api/localkeyring.h"
#include "core/model/datadiskshell.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTimeZone>
#include <QTimer>

using namespace Qt::StringLiterals;

namespace {

using AnswerDone = HttpTransport::AnswerDone;
using CompshareCodecs::Gathered;
using CompshareCodecs::MachineType;
using CompshareCodecs::notFound;
using CompshareCodecs::Zone;
using HttpAnswers::refuse;

constexpr const char *kForm = "application/x-www-form-urlencoded";

/// The zones of the default region: what login, health and the account check the pair with (every
/// good pair may read them), and where the catalog starts.
CompshareRequest zonesCall()
{
    return CompshareRequest(u"DescribeCompShareSupportZone"_s).text(u"Region"_s, CompsharePlatform::homeRegion());
}

/// The instance's public figures only: the list's ETag is a hash of them, so a poll that finds
/// nothing new answers notModified.
QByteArray listHash(const QList<QJsonObject> &raw)
{
    QJsonArray all;
    for (QJsonObject o : raw) {
        o.remove(u"Password"_s); // never hashed into something kept: it is a secret
        o.remove(u"MonitorMessages"_s); // live figures change at every read
        o.remove(u"UpdateTime"_s);
        all.append(o);
    }
    return QCryptographicHash::hash(QJsonDocument(all).toJson(QJsonDocument::Compact), QCryptographicHash::Sha256)
        .toHex()
        .left(32);
}

} // namespace

QUrl CompsharePlatform::defaultUrl()
{
    return QUrl(u"https://api.compshare.cn/"_s);
}

QString CompsharePlatform::keysPageUrl()
{
    return u"https://console.compshare.cn/uaccount/api_manage"_s;
}

QString CompsharePlatform::displayName()
{
    return QCoreApplication::translate("CompsharePlatform", "优云智算 Compshare");
}

QString CompsharePlatform::description()
{
    return QCoreApplication::translate("CompsharePlatform",
                                       "UCloud's GPU platform in China, paid in yuan: by the hour, the day or the "
                                       "month, and without the card to prepare; you log in with the key pair from "
                                       "console.compshare.cn.");
}

std::optional<QString> CompsharePlatform::environmentToken()
{
    const CompshareKeys keys{qEnvironmentVariable("COMPSHARE_PUBLIC_KEY").trimmed(),
                             qEnvironmentVariable("COMPSHARE_PRIVATE_KEY").trimmed()};
    if (keys.publicKey.isEmpty() && keys.privateKey.isEmpty())
        return std::nullopt;
    return keys.toToken(); // one of them alone reads as no pair: refused as a bad key at the first call
}

QString CompsharePlatform::homeRegion()
{
    return u"cn-wlcb"_s;
}

CompsharePlatform::CompsharePlatform(const QUrl &root, const Clock &clock, QObject *parent)
    : Platform(parent)
    , m_clock(clock)
    , m_http(new HttpTransport(root, {}, &CompshareCodecs::decodeError, &CompshareCodecs::rejectsKeys, this))
{
    // The pair travels in the signed form, never in a header.
    m_http->setCredentialHeaders([](const QString &) { return QList<std::pair<QByteArray, QByteArray>>{}; });
    m_http->setSuccessRefusal(&CompshareCodecs::refusal);
    connect(m_http, &HttpTransport::authenticationLost, this, &Platform::authenticationLost);
}

CompsharePlatform::~CompsharePlatform() = default;

PlatformFactory CompsharePlatform::pollerFactory(const QUrl &root, const Clock &clock, int transferTimeoutMs)
{
    return HttpAnswers::pollerFactoryOf<CompsharePlatform>(root, clock, transferTimeoutMs);
}

void CompsharePlatform::setRetryPolicy(const HttpTransport::RetryPolicy &policy)
{
    m_policy = policy;
    m_http->setRetryPolicy(policy);
}

PlatformTraits CompsharePlatform::traits() const
{
    PlatformTraits t;
    t.noGpuStart = true; // 无卡开机, started on an instance already made
    t.systemDiskKeptOnStop = true;
    // Where gpudesk advises mounting the data disk, which Compshare hands over raw (DataDiskShell): the
    // create wizard offers one, and the Data disk dialog gives the line that mounts it there.
    t.dataDiskPath = QString::fromLatin1(DataDiskShell::kMountPath);
    t.apiKeyLogin = true;
    t.keyPairLogin = true;
    return t;
}

void CompsharePlatform::setToken(const QString &token)
{
    const auto keys = CompshareKeys::fromToken(token);
    if (!keys || !m_keys || keys->publicKey != m_keys->publicKey)
        m_projectId.clear(); // another account's
    m_keys = keys;
    m_http->setToken(m_keys ? token : QString());
}

void CompsharePlatform::call(const CompshareRequest &request, Retry retry, QObject *context, AnswerDone done)
{
    if (!m_keys) {
        return refuse<HttpAnswer>(ApiError::refused(401, u"unauthenticated"_s, u"no key pair given"_s), context,
                                  std::move(done));
    }
    m_http->post(u"/"_s, request.signedForm(*m_keys), kForm, retry, context, std::move(done),
                 QUrlQuery{{u"Action"_s, request.action()}});
}

// --- health and the key pair ---

void CompsharePlatform::health(QObject *context, Done<PlatformHealth> done)
{
    auto answered = [this, done = std::move(done)](const ApiResult<HttpAnswer> &answer) {
        done(HttpAnswers::healthOf(answer, m_clock, CompshareCodecs::currency(), u"Asia/Shanghai"_s));
    };
    if (m_keys)
        return call(zonesCall(), Retry::Safe, context, std::move(answered));
    // Unsigned, before a login: any answer at all says the platform is there.
    m_http->post(u"/"_s, zonesCall().unsignedForm(), kForm, Retry::Safe, context, std::move(answered),
                 QUrlQuery{{u"Action"_s, zonesCall().action()}});
}

Account CompsharePlatform::keyAccount() const
{
    // The API does not say whose the pair is: named by the public key's last characters, identified
    // by its hash.
    Account a;
    const QString key = m_keys ? m_keys->publicKey : QString();
    a.id = QString::fromLatin1(Crypto::sha256Hex(key.toUtf8()).left(16));
    a.name = QCoreApplication::translate("CompsharePlatform", "Key pair …%1").arg(key.right(4));
    a.quotas.maxInstances = 0; // by the account's level, which the API does not say
    return a;
}

void CompsharePlatform::login(const QString &login, const QString &password, const std::optional<QString> &,
                              QObject *context, Done<LoginSession> done)
{
    std::optional<CompshareKeys> keys = login.trimmed().isEmpty()
        ? CompshareKeys::fromToken(password)
        : std::optional<CompshareKeys>(CompshareKeys{login.trimmed(), password.trimmed()});
    static const QRegularExpression space(u"\\s"_s);
    if (!keys || keys->publicKey.isEmpty() || keys->privateKey.isEmpty() || keys->publicKey.contains(space)
        || keys->privateKey.contains(space)) {
        return refuse<LoginSession>(
            ApiError::refused(0, u"invalid_api_key"_s, u"both keys are needed, without spaces in them"_s), context,
            std::move(done));
    }
    CompsharePlatform *probe = probeWith(*keys, context);
    probe->call(zonesCall(), Retry::Safe, context,
                [probe, token = keys->toToken(), done = std::move(done)](const ApiResult<HttpAnswer> &answer) {
                    probe->deleteLater();
                    if (!answer.ok())
                        return done(answer.error());
                    LoginSession session;
                    session.token = token;
                    session.account = probe->keyAccount();
                    done(session);
                });
}

CompsharePlatform *CompsharePlatform::probeWith(const CompshareKeys &keys, QObject *context)
{
    // A transport of its own: a wrong pair neither replaces the one in use nor ends its session.
    auto *probe = new CompsharePlatform(m_http->root(), m_clock, this);
    probe->setRetryPolicy(m_policy);
    probe->setToken(keys.toToken());
    if (context)
        connect(context, &QObject::destroyed, probe, &QObject::deleteLater);
    return probe;
}

void CompsharePlatform::logout(QObject *context, Done<Nothing> done)
{
    HttpAnswers::answer(Nothing{}, context, std::move(done));
}

void CompsharePlatform::account(QObject *context, Done<Account> done)
{
    call(zonesCall(), Retry::Safe, context, [this, done = std::move(done)](const ApiResult<HttpAnswer> &answer) {
        if (!answer.ok())
            return done(answer.error());
        done(keyAccount());
    });
}

// --- SSH keys: kept here, put on the instances by gpudesk ---

QString CompsharePlatform::accountFile(const QString &suffix) const
{
    const QString dir = m_keyRingDir.isEmpty() ? XdgPaths::dataDir() + u"/compshare"_s : m_keyRingDir;
    return dir + u'/' + keyAccount().id + suffix;
}

QString CompsharePlatform::keyRingPath() const
{
    return accountFile(u"-keys.json"_s);
}

void CompsharePlatform::sshKeys(QObject *context, Done<QList<SshKey>> done)
{
    HttpAnswers::later(LocalKeyRing(keyRingPath()).list(), context, std::move(done));
}

void CompsharePlatform::addSshKey(const QString &name, const QString &publicKey, QObject *context,
                                  Done<SshKeyCreated> done)
{
    HttpAnswers::later(LocalKeyRing(keyRingPath()).add(name, publicKey, m_clock.now(), keyAccount().id), context,
                       std::move(done));
}

void CompsharePlatform::deleteSshKey(const QString &id, QObject *context, Done<Nothing> done)
{
    HttpAnswers::later(LocalKeyRing(keyRingPath()).remove(id), context, std::move(done));
}

// --- the catalog ---

void CompsharePlatform::withZones(QObject *context, std::function<void(const ApiResult<QList<Zone>> &)> done)
{
    if (!m_zones.isEmpty())
        return HttpAnswers::answer<QList<Zone>>(m_zones, context, std::move(done));
    call(zonesCall(), Retry::Safe, context, [this, done = std::move(done)](const ApiResult<HttpAnswer> &answer) {
        if (!answer.ok())
            return done(answer.error());
        const auto read = CompshareCodecs::zones(answer.value().json);
        if (read.ok())
            m_zones = read.value();
        done(read);
    });
}

QString CompsharePlatform::regionOf(const QString &zone) const
{
    for (const Zone &z : m_zones)
        if (z.zone == zone)
            return z.region;
    // "cn-wlcb-01" is in "cn-wlcb": the platform's own naming, for a zone not listed (yet).
    const qsizetype dash = zone.lastIndexOf(u'-');
    return dash > 0 ? zone.left(dash) : homeRegion();
}

void CompsharePlatform::regions(QObject *context, Done<QList<Region>> done)
{
    withZones(context, [done = std::move(done)](const ApiResult<QList<Zone>> &zones) {
        if (!zones.ok())
            return done(zones.error());
        QList<Region> out;
        for (const Zone &z : zones.value())
            out << CompshareCodecs::regionOf(z);
        done(out);
    });
}

void CompsharePlatform::withMachineTypes(QObject *context,
                                         std::function<void(const ApiResult<QList<MachineType>> &)> done)
{
    withZones(context, [this, context, done = std::move(done)](const ApiResult<QList<Zone>> &zones) {
        if (!zones.ok())
            return done(zones.error());
        if (zones.value().isEmpty())
            return done(QList<MachineType>{});
        auto gathered = std::make_shared<Gathered<MachineType>>();
        gathered->waiting = int(zones.value().size());
        for (const Zone &z : zones.value()) {
            const CompshareRequest types = CompshareRequest(u"DescribeAvailableCompShareInstanceTypes"_s)
                                               .text(u"Region"_s, z.region)
                                               .text(u"Zone"_s, z.zone);
            call(types, Retry::Safe, context, [gathered, zone = z.zone, done](const ApiResult<HttpAnswer> &answer) {
                if (gathered->failed)
                    return;
                auto read = answer.ok() ? CompshareCodecs::machineTypes(answer.value().json)
                                        : ApiResult<QList<MachineType>>(answer.error());
                if (!read.ok()) {
                    gathered->failed = true;
                    return done(read.error());
                }
                for (MachineType t : read.value()) {
                    if (t.zone.isEmpty())
                        t.zone = zone;
                    gathered->values << t;
                }
                if (--gathered->waiting == 0)
                    done(gathered->values);
            });
        }
    });
}

void CompsharePlatform::gpuTypes(QObject *context, Done<QList<GpuType>> done)
{
    withMachineTypes(context, [this, context, done = std::move(done)](const ApiResult<QList<MachineType>> &types) {
        if (!types.ok())
            return done(types.error());
        // Each card once, priced where it is on sale (else where it is listed) at its smallest size.
        QList<MachineType> cards;
        for (const MachineType &t : types.value()) {
            auto same = std::find_if(cards.begin(), cards.end(),
                                     [&](const MachineType &c) { return c.gpuType == t.gpuType; });
            if (same == cards.end())
                cards << t;
            else if (same->soldOut && !t.soldOut)
                *same = t;
        }
        cards.removeIf([](const MachineType &t) { return !t.smallest(1); });
        if (cards.isEmpty())
            return done(QList<GpuType>{});
        auto gathered = std::make_shared<Gathered<GpuType>>();
        gathered->waiting = int(cards.size());
        for (const MachineType &t : std::as_const(cards)) {
            priceCard(t, context, [gathered, done](const ApiResult<GpuType> &card) {
                if (gathered->failed)
                    return;
                if (!card.ok()) {
                    gathered->failed = true;
                    return done(card.error());
                }
                gathered->values << card.value();
                if (--gathered->waiting == 0) {
                    std::sort(gathered->values.begin(), gathered->values.end(),
                              [](const GpuType &a, const GpuType &b) { return a.pricePerHour < b.pricePerHour; });
                    done(gathered->values);
                }
            });
        }
    });
}

void CompsharePlatform::priceCard(const MachineType &type, QObject *context, Done<GpuType> done)
{
    // Each size priced whole; the card's own figures are its smallest one-card size's. No ChargeType:
    // every mode's price in one answer (the hour, the day, the month).
    auto gathered = std::make_shared<Gathered<std::pair<CompshareCodecs::MachineSize, QJsonObject>>>();
    gathered->waiting = int(type.sizes.size());
    for (const CompshareCodecs::MachineSize &size : type.sizes) {
        const CompshareRequest price = CompshareRequest(u"GetCompShareInstancePrice"_s)
                                           .text(u"Region"_s, regionOf(type.zone))
                                           .text(u"Zone"_s, type.zone)
                                           .text(u"GpuType"_s, type.gpuType)
                                           .number(u"Gpu"_s, size.gpus)
                                           .number(u"Cpu"_s, size.cpus)
                                           .number(u"Memory"_s, qint64(size.memoryGb) * 1024);
        call(price, Retry::Safe, context, [gathered, type, size, done](const ApiResult<HttpAnswer> &answer) {
            if (gathered->failed)
                return;
            const auto perHour = answer.ok() ? CompshareCodecs::price(answer.value().json, u"Dynamic"_s)
                                             : ApiResult<Money>(answer.error());
            // A size the platform does not price is left out; the card itself needs its smallest one's.
            if (!perHour.ok() && type.smallest(1) == size) {
                gathered->failed = true;
                return done(perHour.error());
            }
            if (perHour.ok())
                gathered->values.append({size, answer.value().json});
            if (--gathered->waiting == 0)
                done(CompshareCodecs::pricedCard(type, gathered->values));
        });
    }
}

void CompsharePlatform::stock(QObject *context, Done<QList<Stock>> done)
{
    withMachineTypes(context, [this, context, done = std::move(done)](const ApiResult<QList<MachineType>> &types) {
        if (!types.ok())
            return done(types.error());
        const CompshareRequest inventory
            = CompshareRequest(u"DescribeCompShareGpuInventory"_s).text(u"Region"_s, homeRegion());
        call(inventory, Retry::Safe, context, [this, types = types.value(), done](const ApiResult<HttpAnswer> &answer) {
            if (!answer.ok())
                return done(answer.error());
            const auto free = CompshareCodecs::inventory(answer.value().json, u"Exclusive"_s);
            if (!free.ok())
                return done(free.error());
            QList<Stock> out;
            for (const MachineType &t : types) {
                Stock s;
                s.region = t.zone;
                s.gpuType = t.gpuType;
                // The inventory is keyed by the zone's number (or its name).
                QString key = t.zone;
                for (const Zone &z : std::as_const(m_zones))
                    if (z.zone == t.zone && z.zoneId > 0 && free.value().contains(QString::number(z.zoneId)))
                        key = QString::number(z.zoneId);
                const auto counted = free.value().value(key);
                if (!t.soldOut && counted.contains(t.gpuType)) {
                    s.available = counted.value(t.gpuType);
                } else {
                    // Where the inventory does not count it: only whether it is on sale.
                    s.level = t.soldOut ? u"none"_s : u"medium"_s;
                    s.available = t.soldOut ? 0 : 1;
                }
                out << s;
            }
            done(out);
        });
    });
}

void CompsharePlatform::images(QObject *context, Done<QList<Image>> done)
{
    const CompshareRequest system = CompshareRequest(u"DescribeCompShareImages"_s)
                                        .text(u"Region"_s, homeRegion())
                                        .text(u"ImageType"_s, u"System"_s)
                                        .number(u"Limit"_s, 100);
    // The platform's system images, the account's own (saved ones, Available only), the community's.
    call(system, Retry::Safe, context, [this, context, done = std::move(done)](const ApiResult<HttpAnswer> &answer) {
        if (!answer.ok())
            return done(answer.error());
        const auto systemImages = CompshareCodecs::images(answer.value().json);
        if (!systemImages.ok())
            return done(systemImages.error());
        const CompshareRequest own = CompshareRequest(u"DescribeCompShareCustomImages"_s)
                                         .text(u"Region"_s, homeRegion())
                                         .number(u"Limit"_s, 100);
        call(own, Retry::Safe, context,
             [this, all = systemImages.value(), context, done](const ApiResult<HttpAnswer> &answer) {
                 if (!answer.ok())
                     return done(answer.error());
                 const auto custom = CompshareCodecs::images(answer.value().json, u"Custom"_s);
                 if (!custom.ok())
                     return done(custom.error());
                 // Then the free community images others shared (the first fifty the platform lists).
                 const CompshareRequest shared = CompshareRequest(u"DescribeCommunityImages"_s)
                                                     .text(u"Region"_s, homeRegion())
                                                     .flag(u"IsFree"_s, true)
                                                     .number(u"Limit"_s, 50);
                 // Offered beside the platform's own: where they cannot be read, the others are still listed.
                 call(shared, Retry::Safe, context,
                      [all = all + custom.value(), done](const ApiResult<HttpAnswer> &answer) {
                          const auto community = answer.ok() ? CompshareCodecs::communityImages(answer.value().json)
                                                             : ApiResult<QList<Image>>(answer.error());
                          done(community.ok() ? all + community.value() : all);
                      });
             });
    });
}

// --- instances ---

void CompsharePlatform::instances(const QString &etag, bool, QObject *context, Done<InstanceList> done)
{
    // Deleted instances leave the list: there are none to include.
    const CompshareRequest list = CompshareRequest(u"DescribeCompShareInstance"_s).number(u"Limit"_s, 100);
    call(list, Retry::Safe, context, [this, etag, done = std::move(done)](const ApiResult<HttpAnswer> &answer) {
        if (!answer.ok())
            return done(answer.error());
        auto page = CompshareCodecs::instances(answer.value().json);
        if (!page.ok())
            return done(page.error());
        m_zoneOfInstance.clear();
        for (const Instance &i : page.value().items)
            m_zoneOfInstance.insert(i.id, i.region);
        InstanceList list;
        list.etag = QString::fromLatin1(listHash(page.value().raw));
        if (!etag.isEmpty() && etag == list.etag) {
            list.notModified = true;
            return done(list);
        }
        list.items = page.value().items;
        noteCards(list.items);
        InstanceSlugs::assign(list.items, u"compshare"_s);
        done(list);
    });
}

void CompsharePlatform::noteCards(QList<Instance> &items)
{
    for (Instance &i : items) {
        if (i.mode == InstanceMode::NoGpu)
            i.gpuCount = m_cardCounts.value(i.id, i.gpuCount);
        else if (i.gpuCount > 0)
            m_cardCounts.insert(i.id, i.gpuCount);
    }
}

void CompsharePlatform::instance(const QString &id, QObject *context, Done<Instance> done)
{
    const CompshareRequest one
        = CompshareRequest(u"DescribeCompShareInstance"_s).text(u"UHostIds.0"_s, id).number(u"Limit"_s, 1);
    call(one, Retry::Safe, context, [this, id, done = std::move(done)](const ApiResult<HttpAnswer> &answer) {
        if (!answer.ok())
            return done(answer.error());
        auto page = CompshareCodecs::instances(answer.value().json);
        if (!page.ok())
            return done(page.error());
        for (Instance i : page.value().items) {
            if (i.id != id)
                continue;
            m_zoneOfInstance.insert(i.id, i.region);
            QList<Instance> one{i};
            noteCards(one);
            InstanceSlugs::assign(one, u"compshare"_s);
            return done(one.first());
        }
        done(notFound(id));
    });
}

void CompsharePlatform::onInstance(const QString &id, const QString &action, QObject *context,
                                   std::function<void(CompshareRequest &)> more, Retry retry, Done<Instance> done)
{
    auto send = [this, id, action, context, more = std::move(more), retry, done](const QString &zone) {
        CompshareRequest request(action);
        request.text(u"Region"_s, regionOf(zone)).text(u"Zone"_s, zone).text(u"UHostId"_s, id);
        if (more)
            more(request);
        call(request, retry, context, [this, id, context, done](const ApiResult<HttpAnswer> &answer) {
            if (!answer.ok())
                return done(answer.error());
            instance(id, context, done);
        });
    };
    if (m_zoneOfInstance.contains(id))
        return send(m_zoneOfInstance.value(id));
    instance(id, context, [send, done](const ApiResult<Instance> &found) {
        if (!found.ok())
            return done(found.error());
        send(found.value().region);
    });
}

void CompsharePlatform::renameInstance(const QString &id, const QString &name, QObject *context, Done<Instance> done)
{
    onInstance(
        id, u"ModifyCompShareInstanceName"_s, context, [name](CompshareRequest &r) { r.text(u"Name"_s, name); },
        Retry::Safe, std::move(done));
}

void CompsharePlatform::startInstance(const QString &id, std::optional<InstanceMode> mode, QObject *context,
                                      Done<Instance> done)
{
    // A start that was lost is found running: the platform refuses a second of a running instance.
    onInstance(
        id, u"StartCompShareInstance"_s, context,
        [mode](CompshareRequest &r) {
            if (mode == InstanceMode::NoGpu)
                r.flag(u"WithoutGpu"_s, true);
        },
        Retry::Safe, std::move(done));
}

void CompsharePlatform::stopInstance(const QString &id, QObject *context, Done<Instance> done)
{
    onInstance(id, u"StopCompShareInstance"_s, context, {}, Retry::Safe, std::move(done));
}

void CompsharePlatform::releaseInstance(const QString &id, QObject *context, Done<Instance> done)
{
    instance(id, context, [this, id, context, done = std::move(done)](const ApiResult<Instance> &before) {
        if (!before.ok())
            return done(before.error());
        const Instance was = before.value();
        if (!Lifecycle::canRelease(was.state.value()) || was.state == InstanceState::Running) {
            ApiError e = ApiError::refused(409, u"conflict"_s, u"Compshare deletes only a stopped instance"_s);
            e.details = QJsonObject{{u"state"_s, was.state.wire()}};
            return done(e);
        }
        // Its data disk goes with it: left behind it would bill on, unseen.
        const CompshareRequest terminate = CompshareRequest(u"TerminateCompShareInstance"_s)
                                               .text(u"Region"_s, regionOf(was.region))
                                               .text(u"Zone"_s, was.region)
                                               .text(u"UHostId"_s, id)
                                               .flag(u"ReleaseUDisk"_s, true);
        call(terminate, Retry::Safe, context, [this, was, done](const ApiResult<HttpAnswer> &answer) {
            if (!answer.ok())
                return done(answer.error());
            m_zoneOfInstance.remove(was.id);
            Instance gone = was;
            gone.state = InstanceState::Released;
            gone.meter.kind.reset();
            gone.meter.ratePerHour = Money();
            gone.ssh.reset();
            done(gone);
        });
    });
}

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

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

using namespace Qt::StringLiterals;

namespace {

using AnswerDone = HttpTransport::AnswerDone;
using CompshareCodecs::notFound;
using HttpAnswers::refuse;

constexpr const char *kForm = "application/x-www-form-urlencoded";

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

CompshareRequest CompsharePlatform::zonesRequest()
{
    return CompshareRequest(u"DescribeCompShareSupportZone"_s).text(u"Region"_s, homeRegion());
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
        return call(zonesRequest(), Retry::Safe, context, std::move(answered));
    // Unsigned, before a login: any answer at all says the platform is there.
    m_http->post(u"/"_s, zonesRequest().unsignedForm(), kForm, Retry::Safe, context, std::move(answered),
                 QUrlQuery{{u"Action"_s, zonesRequest().action()}});
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
    probe->call(zonesRequest(), Retry::Safe, context,
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
    call(zonesRequest(), Retry::Safe, context, [this, done = std::move(done)](const ApiResult<HttpAnswer> &answer) {
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

#include "core/api/slurm/slurmplatform.h"

#include "common/xdgpaths.h"
#include "core/api/httpanswers.h"
#include "core/api/instanceslugs.h"
#include "core/api/platformurl.h"
#include "core/api/slurm/slurmcatalog.h"
#include "core/api/slurm/slurmkeys.h"
#include "core/api/slurm/slurmtoken.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QTimeZone>
#include <QTimer>
#include <QUrlQuery>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

using SlurmCodecs::ApiVersion;
using SlurmCodecs::Job;

using HttpAnswers::refuse;

/// The cluster no longer takes the token sent (slurmctld's -1, or slurmrestd's 401 without one).
bool tokenRefused(const ApiError &e)
{
    return e.code == u"invalid_token"_s || e.code == u"unauthenticated"_s;
}

using SlurmCodecs::invalid;

/// What an instance in its state cannot do now.
ApiError notNow(const Instance &i, const QString &why)
{
    ApiError e = ApiError::refused(409, u"conflict"_s, why);
    e.details.insert(u"state"_s, i.state.wire());
    return e;
}

using SlurmKeys::recordError;

} // namespace

QString SlurmPlatform::displayName()
{
    return QCoreApplication::translate("SlurmPlatform", "Your lab's Slurm cluster");
}

QString SlurmPlatform::description()
{
    return QCoreApplication::translate("SlurmPlatform",
                                       "The GPUs of your lab or university, through the cluster's slurmrestd: a job "
                                       "per instance, waiting in the queue when the cards are busy.");
}

SlurmPlatform::SlurmPlatform(const QUrl &root, const Clock &clock, QObject *parent)
    : Platform(parent)
    , m_clock(clock)
    , m_root(root.adjusted(QUrl::RemoveUserInfo | QUrl::RemoveQuery))
    , m_http(new HttpTransport(m_root, {}, &SlurmCodecs::error, &tokenRefused, this))
    , m_accounting(m_http)
    , m_jobList(m_http, [this] { return m_clock.now(); })
    , m_addressUser(root.userName())
    , m_loginNode(loginNodeOf(root))
    , m_containers(QUrlQuery(root).queryItemValue(u"containers"_s) == u"pyxis"_s)
    , m_user(root.userName())
{
    m_http->setCredentialHeaders([this](const QString &token) {
        return QList<std::pair<QByteArray, QByteArray>>{{"X-SLURM-USER-NAME", m_user.toUtf8()},
                                                        {"X-SLURM-USER-TOKEN", token.toUtf8()}};
    });
    connect(m_http, &HttpTransport::authenticationLost, this, &Platform::authenticationLost);
}

SlurmPlatform::~SlurmPlatform() = default;

std::optional<SshHop> SlurmPlatform::loginNodeOf(const QUrl &address)
{
    auto node = PlatformUrl::loginNode(QUrlQuery(address).queryItemValue(u"login"_s));
    if (node)
        node->user = address.userName();
    return node;
}

PlatformFactory SlurmPlatform::pollerFactory(const QUrl &root, const Clock &clock, int transferTimeoutMs)
{
    return HttpAnswers::pollerFactoryOf<SlurmPlatform>(root, clock, transferTimeoutMs);
}

QUrl SlurmPlatform::baseUrl() const
{
    return m_root;
}

PlatformTraits SlurmPlatform::traits() const
{
    PlatformTraits t;
    t.hostKeyFingerprint = true; // each job publishes its sshd's key with its port
    t.systemDiskKeptOnStop = true; // the home folder is the cluster's shared filesystem
    t.batchJobs = true;
    t.gpuHoursOnly = true;
    return t;
}

void SlurmPlatform::setToken(const QString &token)
{
    m_http->setToken(token);
    const QString user = m_addressUser.isEmpty() ? SlurmToken::user(token) : m_addressUser;
    if (user != m_user)
        m_jobList.forget(); // what another user may see is not this one's
    m_user = user;
}

QString SlurmPlatform::recordPath() const
{
    const QString cluster
        = u"%1_%2_%3"_s.arg(m_root.host()).arg(m_root.port(m_root.scheme() == u"https"_s ? 443 : 80)).arg(m_user);
    return XdgPaths::dataDir() + u"/slurm/"_s + cluster + u".json"_s;
}

std::optional<SshHop> SlurmPlatform::jump() const
{
    // The address's login node, as whoever logged in.
    return m_loginNode ? std::optional(SshHop{m_loginNode->host, m_loginNode->port, m_user}) : std::nullopt;
}

std::optional<qint64> SlurmPlatform::currentJob(const QString &id) const
{
    SlurmRecord::Contents contents = SlurmRecord(recordPath()).read();
    const SlurmRecord::Entry *entry = contents.find(id);
    return entry ? entry->currentJob() : std::nullopt;
}

std::optional<ApiError> SlurmPlatform::noUser() const
{
    return m_user.isEmpty() ? std::optional(ApiError::refused(0, u"unauthenticated"_s, u"no user name: log in first"_s))
                            : std::nullopt;
}

// --- health and the login ---

void SlurmPlatform::health(QObject *context, Done<PlatformHealth> done)
{
    // Any HTTP answer says slurmrestd is there: its 80 KB OpenAPI until the version is known, then ping.
    const QString path = m_version ? u"/slurm/%1/ping"_s.arg(m_version->name) : u"/openapi/v3"_s;
    m_http->call("GET", path, {}, HttpTransport::Retry::Safe, context,
                 [this, done = std::move(done)](const ApiResult<HttpAnswer> &answer) {
                     if (!answer.ok() && answer.error().kind == ApiError::Kind::Network)
                         return done(answer.error());
                     if (answer.ok() && !m_version)
                         m_version = SlurmCodecs::apiVersion(answer.value().json);
                     PlatformHealth h;
                     h.status = u"ok"_s;
                     const QDateTime date = answer.ok()
                         ? QDateTime::fromString(QString::fromLatin1(answer.value().date), Qt::RFC2822Date)
                         : QDateTime();
                     h.serverTime = date.isValid() ? date.toUTC() : m_clock.now().toUTC();
                     h.billingTimezone = u"UTC"_s;
                     done(h);
                 });
}

void SlurmPlatform::login(const QString &login, const QString &password, const std::optional<QString> &,
                          QObject *context, Done<LoginSession> done)
{
    const QString token = (password.isEmpty() ? login : password).trimmed();
    const QJsonObject said = SlurmToken::claims(token);
    QString user = m_addressUser;
    if (user.isEmpty()) // named at the login, else the token's own
        user = !password.isEmpty() && !login.trimmed().isEmpty() ? login.trimmed() : said.value(u"sun"_s).toString();
    if (token.isEmpty() || user.isEmpty()) {
        return refuse(ApiError::refused(0, u"invalid_token"_s, u"a user name and a token are needed"_s), context,
                      std::move(done));
    }
    // A probe of its own: a token that fails neither replaces the one in use nor ends its session.
    // Its own signal is not connected: the rejection test only keeps a refused token from being retried.
    auto *probe = new HttpTransport(m_root, {}, &SlurmCodecs::error, &tokenRefused, this);
    probe->setRetryPolicy(m_policy);
    if (context)
        connect(context, &QObject::destroyed, probe, &QObject::deleteLater);
    probe->setCredentialHeaders([user](const QString &t) {
        return QList<std::pair<QByteArray, QByteArray>>{{"X-SLURM-USER-NAME", user.toUtf8()},
                                                        {"X-SLURM-USER-TOKEN", t.toUtf8()}};
    });
    probe->setToken(token);
    probe->call("GET", u"/openapi/v3"_s, {}, HttpTransport::Retry::Safe, context,
                [this, probe, context, token, user, said, done = std::move(done)](const ApiResult<HttpAnswer> &answer) {
                    if (!answer.ok()) {
                        probe->deleteLater();
                        return done(answer.error());
                    }
                    const auto version = SlurmCodecs::apiVersion(answer.value().json);
                    if (!version) {
                        probe->deleteLater();
                        return done(ApiError::notSupported(QString::fromUtf8(QT_TRANSLATE_NOOP(
                            "PlatformFeatures",
                            "a Slurm REST API version that gpudesk speaks (v0.0.38, or v0.0.40 to v0.0.42)"))));
                    }
                    // The daemon passes the token on: slurmctld checks it, at the first real call.
                    probe->call("GET", u"/slurm/%1/ping"_s.arg(version->name), {}, HttpTransport::Retry::Safe, context,
                                [this, probe, token, user, said, version, done](const ApiResult<HttpAnswer> &ping) {
                                    probe->deleteLater();
                                    if (!ping.ok()) {
                                        ApiError e = ping.error();
                                        if (e.code == u"unauthenticated"_s)
                                            e.code = u"invalid_token"_s;
                                        return done(e);
                                    }
                                    m_version = version;
                                    LoginSession session;
                                    session.token = token;
                                    if (said.value(u"exp"_s).isDouble())
                                        session.expiresAt = QDateTime::fromSecsSinceEpoch(
                                            qint64(said.value(u"exp"_s).toDouble()), QTimeZone::utc());
                                    session.account.id = user;
                                    session.account.name = user;
                                    done(session);
                                });
                });
}

void SlurmPlatform::logout(QObject *context, Done<Nothing> done)
{
    // A token is not revoked; it expires.
    HttpAnswers::answer(Nothing{}, context, std::move(done));
}

void SlurmPlatform::account(QObject *context, Done<Account> done)
{
    if (const auto e = noUser())
        return refuse(*e, context, std::move(done));
    withVersion(context, [this, context, done = std::move(done)](const ApiResult<ApiVersion> &version) {
        if (!version.ok())
            return done(version.error());
        m_http->call("GET", u"/slurm/%1/ping"_s.arg(version.value().name), {}, HttpTransport::Retry::Safe, context,
                     [this, done](const ApiResult<HttpAnswer> &answer) {
                         if (!answer.ok())
                             return done(answer.error());
                         Account a;
                         a.id = m_user;
                         a.name = m_user;
                         done(a);
                     });
    });
}

void SlurmPlatform::withVersion(QObject *context, Done<ApiVersion> done)
{
    if (m_version)
        return HttpAnswers::answer(*m_version, context, std::move(done));
    m_http->call("GET", u"/openapi/v3"_s, {}, HttpTransport::Retry::Safe, context,
                 [this, done = std::move(done)](const ApiResult<HttpAnswer> &answer) {
                     if (!answer.ok())
                         return done(answer.error());
                     m_version = SlurmCodecs::apiVersion(answer.value().json);
                     if (!m_version)
                         return done(ApiError::decode(u"slurmrestd serves no API version gpudesk speaks"_s));
                     done(*m_version);
                 });
}

template <typename T>
void SlurmPlatform::read(const QString &what, ApiResult<T> (*decode)(const QJsonObject &), QObject *context,
                         Done<T> done)
{
    withVersion(context, [this, what, decode, context, done = std::move(done)](const ApiResult<ApiVersion> &v) {
        if (!v.ok())
            return done(v.error());
        m_http->call("GET", u"/slurm/%1/%2"_s.arg(v.value().name, what), {}, HttpTransport::Retry::Safe, context,
                     [decode, done](const ApiResult<HttpAnswer> &answer) {
                         if (!answer.ok())
                             return done(answer.error());
                         done(decode(answer.value().json));
                     });
    });
}

// --- SSH keys: this machine's record ---

void SlurmPlatform::sshKeys(QObject *context, Done<QList<SshKey>> done)
{
    if (const auto e = noUser())
        return refuse(*e, context, std::move(done));
    HttpAnswers::later(SlurmKeys::list(SlurmRecord(recordPath())), context, std::move(done));
}

void SlurmPlatform::addSshKey(const QString &name, const QString &publicKey, QObject *context, Done<SshKeyCreated> done)
{
    if (const auto e = noUser())
        return refuse(*e, context, std::move(done));
    HttpAnswers::later(SlurmKeys::add(SlurmRecord(recordPath()), name, publicKey, m_clock.now(), m_user), context,
                       std::move(done));
}

void SlurmPlatform::deleteSshKey(const QString &id, QObject *context, Done<Nothing> done)
{
    if (const auto e = noUser())
        return refuse(*e, context, std::move(done));
    HttpAnswers::later(SlurmKeys::remove(SlurmRecord(recordPath()), id), context, std::move(done));
}

// --- the catalog ---

template <typename From, typename To>
void SlurmPlatform::readAs(const QString &what, ApiResult<From> (*decode)(const QJsonObject &), To (*map)(const From &),
                           QObject *context, Done<To> done)
{
    read<From>(what, decode, context, [map, done = std::move(done)](const ApiResult<From> &read) {
        if (!read.ok())
            return done(read.error());
        done(map(read.value()));
    });
}

void SlurmPlatform::regions(QObject *context, Done<QList<Region>> done)
{
    readAs(u"partitions"_s, &SlurmCodecs::partitions, &SlurmCatalog::regions, context, std::move(done));
}

void SlurmPlatform::gpuTypes(QObject *context, Done<QList<GpuType>> done)
{
    readAs(u"nodes"_s, &SlurmCodecs::nodes, &SlurmCatalog::gpuTypes, context, std::move(done));
}

void SlurmPlatform::stock(QObject *context, Done<QList<Stock>> done)
{
    readAs(u"nodes"_s, &SlurmCodecs::nodes, &SlurmCatalog::stock, context, std::move(done));
}

void SlurmPlatform::images(QObject *context, Done<QList<Image>> done)
{
    HttpAnswers::answer(QList<Image>{}, context, std::move(done));
}

// --- instances: jobs ---

void SlurmPlatform::cluster(QObject *context, Done<SlurmInstances::Cluster> done)
{
    withVersion(context, [this, context, done = std::move(done)](const ApiResult<ApiVersion> &v) {
        if (!v.ok())
            return done(v.error());
        m_jobList.read(v.value(), m_user, context, [this, context, done](const ApiResult<QList<Job>> &jobs) {
            if (!jobs.ok())
                return done(jobs.error());
            read<QList<SlurmCodecs::Node>>(
                u"nodes"_s, &SlurmCodecs::nodes, context,
                [jobs = jobs.value(), done](const ApiResult<QList<SlurmCodecs::Node>> &nodes) {
                    if (!nodes.ok())
                        return done(nodes.error());
                    done(SlurmInstances::Cluster{jobs, nodes.value()});
                });
        });
    });
}

void SlurmPlatform::instances(const QString &, bool, QObject *context, Done<InstanceList> done)
{
    if (const auto e = noUser())
        return refuse(*e, context, std::move(done));
    cluster(context, [this, done = std::move(done)](const ApiResult<SlurmInstances::Cluster> &c) {
        if (!c.ok())
            return done(c.error());
        SlurmRecord record(recordPath());
        QString problem;
        SlurmRecord::Contents contents = record.read(&problem);
        if (!problem.isEmpty())
            return done(recordError(problem));
        // Ends seen now are kept (the cluster forgets an ended job within minutes), and jobs another
        // computer's gpudesk submitted are taken in: noted again on the record as it is under its lock.
        const QList<Job> &jobs = c.value().jobs;
        const auto note = [&, at = m_clock.now().toUTC()](SlurmRecord::Contents &now) {
            const bool adopted = SlurmInstances::adopt(now, jobs, m_user);
            const bool ran = SlurmInstances::noteRuns(now, jobs, at);
            return SlurmInstances::noteEnds(now, jobs) || adopted || ran;
        };
        if (note(contents))
            record.update([&](SlurmRecord::Contents &now) { note(now); }, &problem);
        InstanceList list;
        for (const SlurmRecord::Entry &e : std::as_const(contents.instances))
            list.items << SlurmInstances::of(e, c.value(), m_user, jump());
        InstanceSlugs::assign(list.items, u"job"_s);
        done(list);
    });
}

void SlurmPlatform::instance(const QString &id, QObject *context, Done<Instance> done)
{
    instances({}, false, context, [id, done = std::move(done)](const ApiResult<InstanceList> &list) {
        if (!list.ok())
            return done(list.error());
        for (const Instance &i : list.value().items) {
            if (i.id == id)
                return done(i);
        }
        done(ApiError::refused(404, u"not_found"_s, u"no instance %1 on this cluster"_s.arg(id)));
    });
}

void SlurmPlatform::jobRuns(const QDateTime &from, const QDateTime &to, QObject *context, Done<QList<JobRun>> done)
{
    QString problem;
    const SlurmRecord::Contents record = SlurmRecord(recordPath()).read(&problem);
    if (!problem.isEmpty())
        return refuse(recordError(problem), context, std::move(done));
    withVersion(context, [this, from, to, record, context, done = std::move(done)](const ApiResult<ApiVersion> &v) {
        if (!v.ok())
            return done(v.error());
        m_accounting.jobs(
            v.value(), m_user, from, to, context,
            [this, from, to, record, done](const ApiResult<std::optional<QList<SlurmDbCodecs::Job>>> &accounted) {
                if (!accounted.ok())
                    return done(accounted.error());
                if (accounted.value())
                    return done(SlurmAccounting::runsOf(*accounted.value(), m_user, record.ownersOfJobs()));
                done(record.runsWithin(from, to, m_clock.now()));
            });
    });
}

void SlurmPlatform::gpuQuota(const QDateTime &since, QObject *context, Done<std::optional<GpuQuota>> done)
{
    withVersion(context, [this, since, context, done = std::move(done)](const ApiResult<ApiVersion> &v) {
        if (!v.ok())
            return done(v.error());
        m_accounting.quota(v.value(), m_user, since, m_clock.now(), context, done);
    });
}

void SlurmPlatform::submit(const SlurmRecord::Entry &entry, QObject *context, Done<qint64> done)
{
    QString problem;
    const QList<SshKey> keys = SlurmRecord(recordPath()).read(&problem).keys;
    if (!problem.isEmpty())
        return refuse(recordError(problem), context, std::move(done));
    withVersion(context, [this, entry, keys, context, done = std::move(done)](const ApiResult<ApiVersion> &v) {
        if (!v.ok())
            return done(v.error());
        const SlurmCodecs::JobRequest job = SlurmInstances::jobOf(entry, keys);
        // Sent once: a submit sent twice is two jobs holding two sets of cards.
        m_http->call("POST", u"/slurm/%1/job/submit"_s.arg(v.value().name), SlurmCodecs::submitBody(v.value(), job),
                     HttpTransport::Retry::OnlyIfNotSent, context, [this, done](const ApiResult<HttpAnswer> &answer) {
                         if (!answer.ok())
                             return done(answer.error());
                         m_jobList.changed();
                         done(SlurmCodecs::submittedJobId(answer.value().json));
                     });
    });
}

void SlurmPlatform::createInstance(const InstanceSpec &spec, QObject *context, Done<Instance> done)
{
    if (const auto e = noUser())
        return refuse(*e, context, std::move(done));
    auto made = SlurmInstances::entryOf(spec, m_containers, m_clock.now());
    if (!made.ok())
        return refuse(made.error(), context, std::move(done));
    const SlurmRecord::Entry entry = made.value();
    fits(entry, context, [this, entry, context, done = std::move(done)](const ApiResult<Nothing> &fit) mutable {
        if (!fit.ok())
            return done(fit.error());
        created(entry, context, std::move(done));
    });
}

void SlurmPlatform::fits(const SlurmRecord::Entry &entry, QObject *context, Done<Nothing> done)
{
    read<QList<SlurmCodecs::Partition>>(
        u"partitions"_s, &SlurmCodecs::partitions, context,
        [this, entry, context, done = std::move(done)](const ApiResult<QList<SlurmCodecs::Partition>> &parts) {
            if (!parts.ok())
                return done(parts.error());
            if (const auto refused = SlurmCatalog::refusal(entry.partition, entry.timeLimitMinutes, parts.value()))
                return done(*refused);
            m_accounting.limits(*m_version, m_user, entry.partition, context,
                                [e = entry, done](const ApiResult<std::optional<SlurmAccounting::Limits>> &limits) {
                                    // Unreadable accounting is no reason not to submit: slurmctld checks too.
                                    const auto refused = limits.ok() && limits.value()
                                        ? SlurmAccounting::refusal(e.gpuCount, e.timeLimitMinutes, *limits.value())
                                        : std::nullopt;
                                    refused ? done(*refused) : done(Nothing{});
                                });
        });
}

void SlurmPlatform::created(SlurmRecord::Entry entry, QObject *context, Done<Instance> done)
{
    submit(entry, context, [this, entry, context, done = std::move(done)](const ApiResult<qint64> &job) mutable {
        if (!job.ok())
            return done(job.error());
        entry.jobs << job.value();
        QString problem;
        if (!SlurmRecord(recordPath()).update([&](SlurmRecord::Contents &c) { c.instances << entry; }, &problem)) {
            // The job runs, but could not be remembered: say so rather than lose it silently.
            return done(recordError(u"job %1 was submitted but %2"_s.arg(job.value()).arg(problem)));
        }
        instance(entry.id, context, std::move(done));
    });
}

void SlurmPlatform::renameInstance(const QString &id, const QString &name, QObject *context, Done<Instance> done)
{
    if (name.trimmed().isEmpty())
        return refuse(invalid(u"name"_s, u"an instance needs a name"_s), context, std::move(done));
    changed(
        id, [&](SlurmRecord::Entry &e) { e.name = name.trimmed(); }, context, std::move(done));
}

void SlurmPlatform::setStartupScript(const QString &id, const std::optional<QString> &script, QObject *context,
                                     Done<Instance> done)
{
    if (script && script->toUtf8().size() > 64 * 1024)
        return refuse(invalid(u"startup_script"_s, u"a startup script is at most 64 KiB"_s), context, std::move(done));
    changed(
        id, [&](SlurmRecord::Entry &e) { e.startupScript = script; }, context, std::move(done));
}

void SlurmPlatform::changed(const QString &id, const std::function<void(SlurmRecord::Entry &)> &change,
                            QObject *context, Done<Instance> done)
{
    bool found = false;
    QString problem;
    const bool saved = SlurmRecord(recordPath())
                           .update(
                               [&](SlurmRecord::Contents &c) {
                                   if (SlurmRecord::Entry *e = c.find(id)) {
                                       change(*e);
                                       found = true;
                                   }
                               },
                               &problem);
    if (!saved)
        return refuse(recordError(problem), context, std::move(done));
    if (!found)
        return refuse(ApiError::refused(404, u"not_found"_s, u"no such instance"_s), context, std::move(done));
    instance(id, context, std::move(done));
}

void SlurmPlatform::stopInstance(const QString &id, QObject *context, Done<Instance> done)
{
    instance(id, context, [this, id, context, done = std::move(done)](const ApiResult<Instance> &i) {
        if (!i.ok())
            return done(i.error());
        const auto job = currentJob(id);
        const InstanceState s = i.value().state.value();
        if (!job || s == InstanceState::Stopped || s == InstanceState::Failed || s == InstanceState::Stopping)
            return done(notNow(i.value(), u"its job has ended already"_s));
        cancel(*job, context, [this, id, context, done](const ApiResult<HttpAnswer> &answer) {
            if (!answer.ok())
                return done(answer.error());
            instance(id, context, done);
        });
    });
}

void SlurmPlatform::cancel(qint64 job, QObject *context, AnswerDone done)
{
    withVersion(context, [this, job, context, done = std::move(done)](const ApiResult<ApiVersion> &v) {
        if (!v.ok())
            return done(v.error());
        m_http->call("DELETE", u"/slurm/%1/job/%2"_s.arg(v.value().name).arg(job), {}, HttpTransport::Retry::Safe,
                     context, [this, done](const ApiResult<HttpAnswer> &answer) {
                         m_jobList.changed();
                         done(answer);
                     });
    });
}

void SlurmPlatform::startInstance(const QString &id, std::optional<InstanceMode> mode, QObject *context,
                                  Done<Instance> done)
{
    const char *noGpu = QT_TRANSLATE_NOOP("PlatformFeatures", "a no-GPU mode");
    if (mode == InstanceMode::NoGpu)
        return refuse(ApiError::notSupported(QString::fromUtf8(noGpu)), context, std::move(done));
    instance(id, context, [this, id, context, done = std::move(done)](const ApiResult<Instance> &i) {
        if (!i.ok())
            return done(i.error());
        const InstanceState s = i.value().state.value();
        if (s != InstanceState::Stopped && s != InstanceState::Failed)
            return done(notNow(i.value(), u"its job has not ended"_s));
        SlurmRecord::Contents contents = SlurmRecord(recordPath()).read();
        const SlurmRecord::Entry *entry = contents.find(id);
        if (!entry)
            return done(ApiError::refused(404, u"not_found"_s, u"no such instance"_s));
        submit(*entry, context, [this, id, context, done](const ApiResult<qint64> &job) {
            if (!job.ok())
                return done(job.error());
            QString problem;
            SlurmRecord(recordPath())
                .update(
                    [&](SlurmRecord::Contents &c) {
                        if (SlurmRecord::Entry *e = c.find(id))
                            e->ranAgain(job.value());
                    },
                    &problem);
            if (!problem.isEmpty())
                return done(recordError(u"job %1 was submitted but %2"_s.arg(job.value()).arg(problem)));
            instance(id, context, done);
        });
    });
}

void SlurmPlatform::releaseInstance(const QString &id, QObject *context, Done<Instance> done)
{
    instance(id, context, [this, id, context, done = std::move(done)](const ApiResult<Instance> &i) {
        if (!i.ok())
            return done(i.error());
        auto forget = [this, id, released = i.value(), done]() mutable {
            QString problem;
            if (!SlurmRecord(recordPath())
                     .update(
                         [&](SlurmRecord::Contents &c) {
                             c.instances.removeIf([&](const SlurmRecord::Entry &e) { return e.id == id; });
                         },
                         &problem))
                return done(recordError(problem));
            released.state = InstanceState::Released;
            released.ssh.reset();
            released.releasedAt = m_clock.now().toUTC();
            done(released);
        };
        const InstanceState s = i.value().state.value();
        if (s == InstanceState::Stopped || s == InstanceState::Failed)
            return forget();
        cancel(currentJob(id).value_or(0), context, [forget, done](const ApiResult<HttpAnswer> &answer) mutable {
            // A job the cluster has forgotten meanwhile has ended anyway.
            if (!answer.ok() && answer.error().code != u"not_found"_s)
                return done(answer.error());
            forget();
        });
    });
}

void SlurmPlatform::scheduleStop(const QString &id, const std::optional<QDateTime> &at, QObject *context,
                                 Done<Instance> done)
{
    if (!at) {
        return refuse(invalid(u"stop_at"_s, u"a job always ends at its time limit: give the time it should end"_s),
                      context, std::move(done));
    }
    instance(id, context, [this, id, at = *at, context, done = std::move(done)](const ApiResult<Instance> &i) {
        if (!i.ok())
            return done(i.error());
        const auto job = currentJob(id);
        if (i.value().state != InstanceState::Running || !i.value().startedAt || !job)
            return done(notNow(i.value(), u"its job is not running: its time counts from its start"_s));
        // Whole minutes from the job's start, rounded up: it never ends before the time asked.
        const qint64 minutes = (i.value().startedAt->secsTo(at) + 59) / 60;
        if (minutes < 1 || at <= m_clock.now())
            return done(invalid(u"stop_at"_s, u"the time to end is already past"_s));
        withVersion(context, [this, id, job, minutes, context, done](const ApiResult<ApiVersion> &v) {
            if (!v.ok())
                return done(v.error());
            m_http->call(
                "POST", u"/slurm/%1/job/%2"_s.arg(v.value().name).arg(*job), SlurmCodecs::timeLimitBody(int(minutes)),
                HttpTransport::Retry::Safe, context, [this, id, context, done](const ApiResult<HttpAnswer> &answer) {
                    if (!answer.ok() && answer.error().code == u"not_permitted"_s) {
                        ApiError e = answer.error();
                        e.message
                            = u"a user may shorten a job's time, not lengthen it; save a checkpoint, and start it "
                              "again once it ends for a new time limit"_s;
                        return done(e);
                    }
                    if (!answer.ok())
                        return done(answer.error());
                    if (const auto refused = SlurmCodecs::errorIn(answer.value().status, answer.value().json))
                        return done(*refused);
                    instance(id, context, done);
                });
        });
    });
}

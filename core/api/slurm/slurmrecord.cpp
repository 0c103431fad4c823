#include "core/api/slurm/slurmrecord.h"

#include "common/rfc3339.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLockFile>
#include <QSaveFile>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

QJsonValue time(const std::optional<QDateTime> &t)
{
    return t ? QJsonValue(Rfc3339::format(*t)) : QJsonValue();
}

QJsonObject encode(const SlurmRecord::Entry &e)
{
    QJsonArray jobs;
    for (qint64 job : e.jobs)
        jobs.append(job);
    QJsonObject o{{u"id"_s, e.id},
                  {u"name"_s, e.name},
                  {u"partition"_s, e.partition},
                  {u"gpu_type"_s, e.gpuType},
                  {u"gpu_count"_s, e.gpuCount},
                  {u"created_at"_s, time(e.createdAt)},
                  {u"jobs"_s, jobs},
                  {u"ended_state"_s, e.endedState},
                  {u"ended_reason"_s, e.endedReason},
                  {u"ended_at"_s, time(e.endedAt)}};
    if (e.timeLimitMinutes)
        o.insert(u"time_limit_minutes"_s, *e.timeLimitMinutes);
    if (e.startupScript)
        o.insert(u"startup_script"_s, *e.startupScript);
    if (!e.containerImage.isEmpty())
        o.insert(u"container_image"_s, e.containerImage);
    return o;
}

SlurmRecord::Entry decode(const QJsonObject &o)
{
    SlurmRecord::Entry e;
    e.id = o.value(u"id"_s).toString();
    e.name = o.value(u"name"_s).toString();
    e.partition = o.value(u"partition"_s).toString();
    e.gpuType = o.value(u"gpu_type"_s).toString();
    e.gpuCount = o.value(u"gpu_count"_s).toInt(1);
    e.createdAt = Rfc3339::parseJson(o.value(u"created_at"_s)).value_or(QDateTime());
    for (const QJsonValue &job : o.value(u"jobs"_s).toArray())
        e.jobs << job.toInteger();
    e.endedState = o.value(u"ended_state"_s).toString();
    e.endedReason = o.value(u"ended_reason"_s).toString();
    e.endedAt = Rfc3339::parseJson(o.value(u"ended_at"_s));
    if (o.value(u"time_limit_minutes"_s).isDouble())
        e.timeLimitMinutes = o.value(u"time_limit_minutes"_s).toInt();
    if (o.value(u"startup_script"_s).isString())
        e.startupScript = o.value(u"startup_script"_s).toString();
    e.containerImage = o.value(u"container_image"_s).toString();
    return e;
}

QJsonObject encodeRun(const JobRun &r)
{
    return QJsonObject{{u"instance_id"_s, r.instanceId},     {u"name"_s, r.name},
                       {u"partition"_s, r.partition},        {u"gpu_type"_s, r.gpuType},
                       {u"gpu_count"_s, r.gpuCount},         {u"job"_s, r.job},
                       {u"started_at"_s, time(r.startedAt)}, {u"ended_at"_s, time(r.endedAt)}};
}

JobRun decodeRun(const QJsonObject &o)
{
    return JobRun{o.value(u"instance_id"_s).toString(),
                  o.value(u"name"_s).toString(),
                  o.value(u"partition"_s).toString(),
                  o.value(u"gpu_type"_s).toString(),
                  o.value(u"gpu_count"_s).toInt(1),
                  o.value(u"job"_s).toInteger(),
                  Rfc3339::parseJson(o.value(u"started_at"_s)).value_or(QDateTime()),
                  Rfc3339::parseJson(o.value(u"ended_at"_s))};
}

QJsonObject encodeKey(const SshKey &k)
{
    return QJsonObject{{u"id"_s, k.id},
                       {u"name"_s, k.name},
                       {u"public_key"_s, k.publicKey},
                       {u"fingerprint"_s, k.fingerprint},
                       {u"created_at"_s, time(k.createdAt)}};
}

SshKey decodeKey(const QJsonObject &o)
{
    SshKey k;
    k.id = o.value(u"id"_s).toString();
    k.name = o.value(u"name"_s).toString();
    k.publicKey = o.value(u"public_key"_s).toString();
    k.fingerprint = o.value(u"fingerprint"_s).toString();
    k.createdAt = Rfc3339::parseJson(o.value(u"created_at"_s)).value_or(QDateTime());
    return k;
}

} // namespace

QHash<qint64, std::pair<QString, QString>> SlurmRecord::Contents::ownersOfJobs() const
{
    QHash<qint64, std::pair<QString, QString>> of;
    for (const JobRun &r : runs)
        of.insert(r.job, {r.instanceId, r.name});
    for (const Entry &e : instances) {
        for (qint64 job : e.jobs)
            of.insert(job, {e.id, e.name});
    }
    return of;
}

QList<JobRun> SlurmRecord::Contents::runsWithin(const QDateTime &from, const QDateTime &to, const QDateTime &now) const
{
    QList<JobRun> within = runs;
    within.removeIf([&](const JobRun &r) { return r.startedAt >= to || r.endedAt.value_or(now) < from; });
    std::sort(within.begin(), within.end(), [](const JobRun &a, const JobRun &b) { return a.startedAt > b.startedAt; });
    return within;
}

SlurmRecord::Entry *SlurmRecord::Contents::find(const QString &id)
{
    for (Entry &e : instances) {
        if (e.id == id)
            return &e;
    }
    return nullptr;
}

SlurmRecord::SlurmRecord(QString path)
    : m_path(std::move(path))
{ }

SlurmRecord::Contents SlurmRecord::read(QString *error) const
{
    Contents c;
    QFile file(m_path);
    if (!file.exists())
        return c;
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = u"%1 cannot be read: %2"_s.arg(m_path, file.errorString());
        return c;
    }
    QJsonParseError parse{};
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &parse);
    if (!doc.isObject()) {
        if (error)
            *error = u"%1 is not gpudesk's record of the cluster: %2"_s.arg(m_path, parse.errorString());
        return c;
    }
    for (const QJsonValue &v : doc.object().value(u"instances"_s).toArray())
        c.instances << decode(v.toObject());
    for (const QJsonValue &v : doc.object().value(u"keys"_s).toArray())
        c.keys << decodeKey(v.toObject());
    for (const QJsonValue &v : doc.object().value(u"runs"_s).toArray())
        c.runs << decodeRun(v.toObject());
    return c;
}

bool SlurmRecord::update(const std::function<void(Contents &)> &change, QString *error)
{
    if (!QDir().mkpath(QFileInfo(m_path).absolutePath())) {
        *error = u"%1 cannot be made"_s.arg(QFileInfo(m_path).absolutePath());
        return false;
    }
    QLockFile lock(m_path + u".lock"_s);
    if (!lock.tryLock(10000)) {
        *error = u"%1 is locked by another gpudesk"_s.arg(m_path);
        return false;
    }
    QString unreadable;
    Contents c = read(&unreadable);
    if (!unreadable.isEmpty()) {
        // Never write over what could not be read: it may be the user's only record of the jobs.
        *error = unreadable;
        return false;
    }
    change(c);
    QJsonArray instances, keys, runs;
    for (const Entry &e : std::as_const(c.instances))
        instances.append(encode(e));
    for (const SshKey &k : std::as_const(c.keys))
        keys.append(encodeKey(k));
    for (const JobRun &r : std::as_const(c.runs))
        runs.append(encodeRun(r));
    QSaveFile file(m_path);
    if (!file.open(QIODevice::WriteOnly)) {
        *error = u"%1 cannot be written: %2"_s.arg(m_path, file.errorString());
        return false;
    }
    file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    file.write(QJsonDocument(QJsonObject{{u"instances"_s, instances}, {u"keys"_s, keys}, {u"runs"_s, runs}}).toJson());
    if (!file.commit()) {
        *error = u"%1 cannot be written: %2"_s.arg(m_path, file.errorString());
        return false;
    }
    return true;
}

bool SlurmRecord::addKey(const SshKey &key, QString *error)
{
    bool known = false;
    const bool saved = update(
        [&](Contents &c) {
            known = std::any_of(c.keys.cbegin(), c.keys.cend(),
                                [&](const SshKey &k) { return k.fingerprint == key.fingerprint; });
            if (!known)
                c.keys << key;
        },
        error);
    return saved && !known;
}

bool SlurmRecord::removeKey(const QString &id, QString *error)
{
    bool found = false;
    const bool saved
        = update([&](Contents &c) { found = c.keys.removeIf([&](const SshKey &k) { return k.id == id; }) > 0; }, error);
    return saved && found;
}

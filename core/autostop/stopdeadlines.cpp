#include "core/autostop/stopdeadlines.h"

#include "core/api/platform.h"
#include "core/ssh/privatefiles.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>

#include <spdlog/spdlog.h>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

/// The platform takes a stop at least five minutes ahead (Compshare's scheduler); a minute more for
/// the call's way there.
constexpr int kLeadSeconds = 6 * 60;

std::optional<QDateTime> timeOf(const QJsonValue &v)
{
    if (!v.isDouble())
        return std::nullopt;
    return QDateTime::fromSecsSinceEpoch(v.toInteger(), Qt::UTC);
}

} // namespace

StopDeadlines::StopDeadlines(Platform &platform, std::function<QDateTime()> platformNow, const QString &recordFile,
                             QObject *parent)
    : QObject(parent)
    , m_platform(platform)
    , m_now(std::move(platformNow))
    , m_recordFile(recordFile)
    , m_settings([](const QString &) { return AutostopSettings{}; })
{
    load();
    m_timer.setInterval(kCheckSeconds * 1000);
    connect(&m_timer, &QTimer::timeout, this, &StopDeadlines::check);
    m_timer.start();
}

StopDeadlines::~StopDeadlines() = default;

QDateTime StopDeadlines::markedTime(const QDateTime &at)
{
    const QDateTime whole = QDateTime::fromSecsSinceEpoch(at.toSecsSinceEpoch(), Qt::UTC);
    return whole.addSecs((kMarkSecond - whole.time().second() + 60) % 60);
}

std::optional<QDateTime> StopDeadlines::armedAt(const QString &instanceId) const
{
    const auto it = m_records.constFind(instanceId);
    return it == m_records.cend() ? std::nullopt : it->armed;
}

std::optional<QDateTime> StopDeadlines::userStop(const QString &instanceId) const
{
    const auto it = m_records.constFind(instanceId);
    return it == m_records.cend() ? std::nullopt : it->user;
}

bool StopDeadlines::busy() const
{
    return m_reading || std::any_of(m_records.cbegin(), m_records.cend(), [](const Record &r) { return r.arming; });
}

std::optional<QDateTime> StopDeadlines::lastUse(const QString &instanceId) const
{
    const auto it = m_records.constFind(instanceId);
    return it == m_records.cend() ? std::nullopt : it->lastUse;
}

void StopDeadlines::setInstances(const QList<Instance> &instances)
{
    m_running.clear();
    QSet<QString> running;
    for (const Instance &i : instances) {
        if (i.state == InstanceState::Running) {
            m_running.append(i);
            running.insert(i.id);
        }
    }
    // A stop ends the boot and the platform's schedule with it. (An empty list is a console that has
    // not polled yet: what it armed before stays known.)
    bool changed = false;
    if (!instances.isEmpty()) {
        for (auto it = m_records.begin(); it != m_records.end();) {
            if (!running.contains(it.key()) && !it->arming) {
                it = m_records.erase(it);
                changed = true;
            } else {
                ++it;
            }
        }
    }
    // Whose is the platform's stop time: one the switch did not arm is the user's own.
    const QDateTime now = m_now();
    for (const Instance &i : std::as_const(m_running)) {
        Record &r = m_records[i.id];
        if (r.arming)
            continue;
        const std::optional<QDateTime> at = i.stopAt;
        if (at && !isMarked(*at) && !r.armedTimes.contains(at->toSecsSinceEpoch()) && r.armed != at) {
            changed |= r.user != at;
            r.user = at;
        } else if (!at && (r.armed || r.user)) {
            // Cancelled (here or on the platform's console), or carried out and the poll not yet
            // showing the stop: armed again at the next check.
            r.armed.reset();
            r.user.reset();
            changed = true;
        }
        if (r.user && *r.user <= now) {
            r.user.reset();
            changed = true;
        }
    }
    if (changed)
        save();
    check();
}

void StopDeadlines::check()
{
    InstanceLoad *loads = m_platform.facet<InstanceLoad>();
    if (m_reading || m_running.isEmpty() || !loads || !m_platform.has<ScheduledStops>())
        return;
    QList<Instance> watched;
    for (const Instance &i : std::as_const(m_running)) {
        if (watches(i))
            watched << i;
        else
            leave(i);
    }
    if (watched.isEmpty())
        return;
    m_reading = true;
    loads->loads(watched, this, [this](const ApiResult<QList<InstanceLoad::Reading>> &read) {
        m_reading = false;
        const QDateTime now = m_now();
        QHash<QString, InstanceLoad::Reading> byId;
        if (read.ok()) {
            for (const InstanceLoad::Reading &r : read.value())
                byId.insert(r.instanceId, r);
        }
        for (const Instance &i : std::as_const(m_running)) {
            if (!watches(i))
                continue;
            if (!read.ok())
                Q_EMIT failed(i.id, read.error()); // its use unknown: the stop armed is not moved on
            Record &r = m_records[i.id];
            // A boot first seen begins in use (a use kept from an earlier boot says nothing of this one);
            // then the platform's readings and the console's own use.
            bool used = !r.lastUse || (i.startedAt && *r.lastUse < *i.startedAt);
            if (const auto it = byId.constFind(i.id); it != byId.cend()) {
                const bool cards = i.mode.value() != InstanceMode::NoGpu;
                used |= cards && it->gpuPercent.value_or(0) >= kGpuBusyPercent;
                used |= it->cpuPercent.value_or(0) >= kCpuBusyPercent;
            }
            if (m_consoleUse && !m_consoleUse(i.id).isEmpty())
                used = true;
            if (used)
                r.lastUse = now;
            arm(i, now);
        }
    });
}

void StopDeadlines::arm(const Instance &instance, const QDateTime &now)
{
    Record &r = m_records[instance.id];
    if (r.arming || !r.lastUse)
        return;
    const int period = m_settings(instance.id).idleMinutes(instance.mode.value() != InstanceMode::NoGpu);
    const QDateTime desired = r.lastUse->addSecs(qint64(period) * 60);
    const QDateTime earliest = now.addSecs(kLeadSeconds);
    const std::optional<QDateTime> at = instance.stopAt;
    QDateTime want;
    // The user's own stop, where it comes first, is left as it is (or put back).
    if (r.user && *r.user <= desired.addSecs(kSlackMinutes * 60)) {
        // Left as it is, or an automatic stop that does not come before the idle period's end (the
        // agent's, or one about to land on an idle instance); else the user's time put back.
        want = std::max(*r.user, earliest);
        if (at == r.user || (at && isMarked(*at) && *at >= desired && *at <= want))
            return;
    } else {
        // Moved on only once the stop would come before the idle period ends (the instance was used);
        // an automatic stop later than that is the agent's, which sees more of the use: left as it is.
        // A later stop of the user's gives way to the switch's.
        want = markedTime(std::max(desired.addSecs(kSlackMinutes * 60), earliest));
        if (at && *at >= desired && isMarked(*at))
            return;
    }
    ScheduledStops *stops = m_platform.facet<ScheduledStops>();
    r.arming = true;
    const QString id = instance.id;
    stops->scheduleStop(id, want, this, [this, id, want](const ApiResult<Instance> &done) {
        Record &r = m_records[id];
        r.arming = false;
        if (!done.ok()) {
            Q_EMIT failed(id, done.error());
            return;
        }
        r.armed = want;
        r.armedTimes.insert(want.toSecsSinceEpoch());
        save();
        Q_EMIT armed(id, want);
    });
}

bool StopDeadlines::watches(const Instance &instance) const
{
    // Billed by the hour and with autostop on: a prepaid package saves nothing by stopping, and a spot
    // instance takes no scheduled stop.
    return m_settings(instance.id).enabled && instance.billingMode == BillingMode::OnDemand;
}

void StopDeadlines::leave(const Instance &instance)
{
    // Autostop turned off: the automatic stop armed before is taken away (the user's own put back).
    Record &r = m_records[instance.id];
    if (r.arming || !instance.stopAt || !isMarked(*instance.stopAt) || m_settings(instance.id).enabled)
        return;
    ScheduledStops *stops = m_platform.facet<ScheduledStops>();
    const std::optional<QDateTime> users = r.user && *r.user > m_now() ? r.user : std::nullopt;
    r.arming = true;
    const QString id = instance.id;
    stops->scheduleStop(id, users, this, [this, id](const ApiResult<Instance> &done) {
        Record &r = m_records[id];
        r.arming = false;
        r.armed.reset();
        if (!done.ok())
            Q_EMIT failed(id, done.error());
        save();
    });
}

void StopDeadlines::load()
{
    QFile file(m_recordFile);
    if (m_recordFile.isEmpty() || !file.open(QIODevice::ReadOnly))
        return;
    const QJsonObject all = QJsonDocument::fromJson(file.readAll()).object();
    for (auto it = all.constBegin(); it != all.constEnd(); ++it) {
        const QJsonObject o = it.value().toObject();
        Record r;
        r.armed = timeOf(o.value(u"armed"_s));
        if (r.armed)
            r.armedTimes.insert(r.armed->toSecsSinceEpoch());
        r.user = timeOf(o.value(u"user"_s));
        r.lastUse = timeOf(o.value(u"last_use"_s));
        m_records.insert(it.key(), r);
    }
}

void StopDeadlines::save() const
{
    if (m_recordFile.isEmpty())
        return;
    QJsonObject all;
    for (auto it = m_records.cbegin(); it != m_records.cend(); ++it) {
        QJsonObject o;
        if (it->armed)
            o.insert(u"armed"_s, it->armed->toSecsSinceEpoch());
        if (it->user)
            o.insert(u"user"_s, it->user->toSecsSinceEpoch());
        if (it->lastUse)
            o.insert(u"last_use"_s, it->lastUse->toSecsSinceEpoch());
        all.insert(it.key(), o);
    }
    // Lost, the switch would read its own stop as the user's after a restart and keep it: said in the log.
    QString error;
    if (!PrivateFiles::replace(m_recordFile, QJsonDocument(all).toJson(QJsonDocument::Compact),
                               QFile::ReadOwner | QFile::WriteOwner, &error))
        spdlog::warn("the stops armed for idle instances are not kept: {}", error.toStdString());
}

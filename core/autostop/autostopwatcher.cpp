#include "core/autostop/autostopwatcher.h"

#include "core/api/platform.h"
#include "core/autostop/autostopscript.h"
#include "core/ssh/boottasks.h"
#include "core/ssh/sshremote.h"
#include "core/ssh/startupscript.h"

using namespace Qt::StringLiterals;

namespace {

/// The agent's words when a command on the instance failed, else the SSH failure's.
QString problemOf(const std::optional<SshSession::Output> &out, const SshFailure &failure)
{
    if (!out)
        return failure.message;
    const QString said = QString::fromUtf8(out->err + out->out).trimmed();
    return said.section(u'\n', -1); // a traceback ends with what went wrong
}

} // namespace

AutostopWatcher::AutostopWatcher(SshRemote &ssh, BootTasks &boots, Platform &platform,
                                 std::function<QDateTime()> platformNow, QObject *parent)
    : QObject(parent)
    , m_ssh(ssh)
    , m_boots(boots)
    , m_platform(platform)
    , m_now(std::move(platformNow))
{
    // Between two polls the platform's clock moves on: the five minutes are checked on it too.
    m_timer.setInterval(5000);
    connect(&m_timer, &QTimer::timeout, this, &AutostopWatcher::check);
    m_timer.start();
}

AutostopWatcher::~AutostopWatcher() = default;

std::optional<AutostopSettings> AutostopWatcher::settingsOf(const Instance &instance)
{
    return AutostopScript::split(instance.startupScript.value_or(QString())).autostop;
}

bool AutostopWatcher::scriptsKeptHere() const
{
    return m_boots.runsStartupScripts();
}

QString AutostopWatcher::scriptOf(const Instance &instance) const
{
    return (scriptsKeptHere() ? m_boots.localStartupScript(instance.id) : instance.startupScript).value_or(QString());
}

std::optional<AutostopSettings> AutostopWatcher::settings(const QString &instanceId) const
{
    const Instance *i = find(instanceId);
    return i ? AutostopScript::split(scriptOf(*i)).autostop : std::nullopt;
}

std::optional<QDateTime> AutostopWatcher::idleStopAt(const Instance &instance)
{
    if (instance.state.value() != InstanceState::Running || !instance.stopAt || !instance.stopReason
        || instance.stopReason->value() != StateReason::Idle)
        return std::nullopt;
    return instance.stopAt;
}

QStringList AutostopWatcher::consoleUse(const QString &instanceId) const
{
    return m_consoleUse ? m_consoleUse(instanceId) : QStringList();
}

const Instance *AutostopWatcher::find(const QString &instanceId) const
{
    for (const Instance &i : m_instances) {
        if (i.id == instanceId)
            return &i;
    }
    return nullptr;
}

void AutostopWatcher::setInstances(const QList<Instance> &instances)
{
    m_instances = instances;
    check();
}

std::optional<QDateTime> AutostopWatcher::agentStopAt(const Instance &instance, const QDateTime &now)
{
    const auto settings = this->settings(instance.id);
    if (instance.state.value() != InstanceState::Running || !settings || !settings->enabled)
        return std::nullopt;
    if (!m_asked.contains(instance.id) || m_asked.value(instance.id).secsTo(now) >= 60) {
        m_asked.insert(instance.id, now);
        read(instance.id);
    }
    const auto s = state(instance.id);
    return s && s->status == AutostopState::Status::Idle ? s->stopAt : std::nullopt;
}

void AutostopWatcher::check()
{
    const QDateTime now = m_now();
    // The platform's idle stop_at, which the agent arms; where the platform keeps none, the agent's own.
    const bool platformStops = m_platform.has<ScheduledStops>();
    for (const Instance &i : std::as_const(m_instances)) {
        const auto at = platformStops ? idleStopAt(i) : agentStopAt(i, now);
        if (!at || now.secsTo(*at) > kWarnMinutes * 60) {
            if (m_warned.remove(i.id) > 0)
                Q_EMIT stopAverted(i.id);
            continue;
        }
        if (m_warned.value(i.id) == *at)
            continue;
        m_warned.insert(i.id, *at);
        const auto settings = this->settings(i.id);
        const int period = settings ? settings->idleMinutes(i.mode.value() != InstanceMode::NoGpu) : 0;
        const int left = std::max(0, int((now.secsTo(*at) + 59) / 60));
        const int idle = std::max(0, period - left);
        // The second opinion: what the console itself sees using it outweighs the agent's "idle"
        // (and where the hold cannot be made, the user is warned as usual).
        if (const QStringList use = consoleUse(i.id); !use.isEmpty()) {
            const Instance instance = i;
            m_ssh.execute(
                i, AutostopScript::agentCommand({u"hold"_s, QString::number(kConsoleHoldMinutes)}), this,
                [this, instance, use, left, idle](const std::optional<SshSession::Output> &out, const SshFailure &f) {
                    const bool ok = out && out->exitStatus == 0;
                    Q_EMIT held(instance, ok, ok ? QString() : problemOf(out, f), use);
                    if (!ok)
                        Q_EMIT stoppingSoon(instance, left, idle);
                });
            continue;
        }
        Q_EMIT stoppingSoon(i, left, idle);
    }
}

void AutostopWatcher::read(const QString &instanceId)
{
    const Instance *i = find(instanceId);
    if (!i || i->state.value() != InstanceState::Running || m_reading.contains(instanceId))
        return;
    m_reading.insert(instanceId);
    const QDateTime boot = i->startedAt.value_or(QDateTime());
    m_ssh.execute(*i, AutostopScript::agentCommand({u"status"_s, u"--json"_s}), this,
                  [this, instanceId, boot](const std::optional<SshSession::Output> &out, const SshFailure &failure) {
                      m_reading.remove(instanceId);
                      QString error;
                      std::optional<AutostopState> state;
                      if (out && out->exitStatus == 0)
                          state = AutostopState::fromJson(out->out, &error);
                      else if (out)
                          error = tr("It has no autostop agent in this boot: %1").arg(problemOf(out, failure));
                      else
                          error = failure.message;
                      if (state) {
                          // The state file outlives a stop: what the last boot's agent saw says
                          // nothing of this one but its decisions.
                          if (!state->sampledAt || (boot.isValid() && *state->sampledAt < boot)) {
                              state->status = AutostopState::Status::NotRunning;
                              state->active.clear();
                              state->stopAt.reset();
                              state->lastActive.reset();
                          }
                          m_states.insert(instanceId, {boot, *state});
                          m_problems.remove(instanceId);
                      } else {
                          m_states.remove(instanceId);
                          m_problems.insert(instanceId, error);
                      }
                      Q_EMIT stateRead(instanceId);
                      PriceList *prices = m_platform.facet<PriceList>();
                      if (state && !m_noGpuRate && prices)
                          prices->pricing(this, [this, instanceId](const ApiResult<Pricing> &r) {
                              if (!r.ok())
                                  return;
                              m_noGpuRate = r.value().noGpuPerHour;
                              Q_EMIT stateRead(instanceId);
                          });
                  });
}

std::optional<AutostopState> AutostopWatcher::state(const QString &instanceId) const
{
    const Instance *i = find(instanceId);
    const auto it = m_states.constFind(instanceId);
    if (!i || it == m_states.cend() || it->first != i->startedAt.value_or(QDateTime()))
        return std::nullopt;
    return it->second;
}

QString AutostopWatcher::readProblem(const QString &instanceId) const
{
    return m_problems.value(instanceId);
}

void AutostopWatcher::keepRunning(const QString &instanceId, int minutes)
{
    const Instance *i = find(instanceId);
    if (!i)
        return;
    const Instance instance = *i;
    m_ssh.execute(instance, AutostopScript::agentCommand({u"hold"_s, QString::number(minutes)}), this,
                  [this, instance](const std::optional<SshSession::Output> &out, const SshFailure &failure) {
                      const bool ok = out && out->exitStatus == 0;
                      Q_EMIT held(instance, ok, ok ? QString() : problemOf(out, failure), {});
                      if (ok)
                          read(instance.id);
                  });
}

void AutostopWatcher::apply(const QString &instanceId, const AutostopSettings &settings)
{
    const Instance *i = find(instanceId);
    if (!i) {
        Q_EMIT applied(instanceId, false, tr("The instance is gone."));
        return;
    }
    const QString userScript = AutostopScript::split(scriptOf(*i)).userScript;
    const QString script = AutostopScript::compose(userScript, settings);
    if (script.toUtf8().size() > StartupScript::kMaxBytes) {
        Q_EMIT applied(instanceId, false,
                       tr("The startup script with autostop would be over the platform's 64 KiB: shorten your own "
                          "part of it first."));
        return;
    }
    BootScripts *hook = m_platform.facet<BootScripts>();
    if (scriptsKeptHere() || !hook) {
        // The console runs it at each boot it sees (the platform has no hook of its own).
        QString error;
        if (!m_boots.setLocalStartupScript(instanceId, script, &error)) {
            Q_EMIT applied(instanceId, false, error);
            return;
        }
        saved(*i, settings);
        return;
    }
    hook->setStartupScript(instanceId, script, this, [this, instanceId, settings](const ApiResult<Instance> &r) {
        if (!r.ok()) {
            Q_EMIT applied(instanceId, false, r.error().sentence());
            return;
        }
        for (Instance &known : m_instances) {
            if (known.id == r.value().id)
                known = r.value();
        }
        saved(r.value(), settings);
    });
}

void AutostopWatcher::saved(const Instance &instance, const AutostopSettings &settings)
{
    if (instance.state.value() == InstanceState::Running)
        installInBoot(instance, settings);
    else
        Q_EMIT applied(instance.id, true, {});
}

void AutostopWatcher::scheduleStop(const QString &instanceId, const std::optional<QDateTime> &at)
{
    const Instance *i = find(instanceId);
    if (!i || i->state.value() != InstanceState::Running) {
        Q_EMIT stopScheduled(instanceId, false, tr("The agent stops it at a time only while it runs: start it first."));
        return;
    }
    const QString when = at ? at->toUTC().toString(Qt::ISODate) : u"none"_s;
    m_ssh.execute(*i, AutostopScript::agentCommand({u"configure"_s, u"--stop-at"_s, when}), this,
                  [this, instanceId](const std::optional<SshSession::Output> &out, const SshFailure &failure) {
                      const bool ok = out && out->exitStatus == 0;
                      Q_EMIT stopScheduled(
                          instanceId, ok,
                          ok ? QString()
                             : tr("Its autostop agent did not take it (%1): turn autostop on for it first, which "
                                  "installs the agent.")
                                   .arg(problemOf(out, failure)));
                      if (ok)
                          read(instanceId);
                  });
}

bool AutostopWatcher::takesAgentKeys() const
{
    return m_platform.has<AgentKeys>();
}

void AutostopWatcher::giveAgentKey(const QString &instanceId, const QString &publicKey, const QString &privateKey)
{
    AgentKeys *keys = m_platform.facet<AgentKeys>();
    const Instance *i = find(instanceId);
    if (!keys || !i || i->state.value() != InstanceState::Running) {
        Q_EMIT agentKeyGiven(instanceId, false, tr("The key goes onto the instance over SSH: start it first."));
        return;
    }
    const Instance instance = *i;
    keys->agentKeyFile(
        instanceId, publicKey, privateKey, this, [this, instance](const ApiResult<AgentKeys::KeyFile> &file) {
            if (!file.ok() && file.error().code == u"invalid_api_key"_s)
                return Q_EMIT agentKeyGiven(instance.id, false,
                                            tr("The platform does not take this key pair: check that both halves "
                                               "are whole and belong together."));
            if (!file.ok())
                return Q_EMIT agentKeyGiven(instance.id, false, file.error().sentence());
            m_ssh.execute(
                instance, AutostopScript::agentKeyCommand(file.value().path, file.value().contents), this,
                [this, id = instance.id](const std::optional<SshSession::Output> &out, const SshFailure &failure) {
                    const bool ok = out && out->exitStatus == 0;
                    Q_EMIT agentKeyGiven(id, ok, ok ? QString() : problemOf(out, failure));
                    if (ok)
                        read(id);
                });
        });
}

void AutostopWatcher::installInBoot(const Instance &instance, const AutostopSettings &settings)
{
    m_ssh.execute(
        instance, AutostopScript::installCommand(settings), this,
        [this, id = instance.id](const std::optional<SshSession::Output> &out, const SshFailure &failure) {
            const bool ok = out && out->exitStatus == 0;
            Q_EMIT applied(
                id, ok,
                ok ? QString()
                   : tr("Saved for its next boots, but this boot did not take it: %1").arg(problemOf(out, failure)));
            if (ok)
                read(id);
        });
}

#pragma once

#include "core/autostop/autostopsettings.h"
#include "core/autostop/autostopstate.h"
#include "core/model/instance.h"

#include <QDateTime>
#include <QHash>
#include <QObject>
#include <QSet>
#include <QTimer>

#include <functional>

class Platform;
class BootTasks;
class SshRemote;

/// The console's side of each instance's autostop. The agent on the instance decides;
/// the console reads what it says (over SSH), warns five minutes before an idle stop it armed
/// lands, keeps an instance running on request, and changes the settings (in the startup script,
/// and in the boot that runs). While it runs, the console is a second opinion: what it sees using
/// an instance itself (an upload, a tunnel with a connection — `setConsoleUse`) keeps the instance
/// running past an idle stop, and says so.
class AutostopWatcher final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AutostopWatcher)
public:
    /// `platformNow`: the platform's time now.
    AutostopWatcher(SshRemote &ssh, BootTasks &boots, Platform &platform, std::function<QDateTime()> platformNow,
                    QObject *parent = nullptr);
    ~AutostopWatcher() override;

    /// How long before an idle stop the console warns (the agent warns the terminals then too).
    static constexpr int kWarnMinutes = 5;
    /// How long the console keeps an instance running when it sees it used itself.
    static constexpr int kConsoleHoldMinutes = 30;

    /// What the console itself sees using an instance (sentences; empty: nothing).
    using ConsoleUse = std::function<QStringList(const QString &instanceId)>;
    void setConsoleUse(ConsoleUse use) { m_consoleUse = std::move(use); }
    QStringList consoleUse(const QString &instanceId) const;

    /// The console's instances now: warnings are checked at each poll (and every few seconds).
    void setInstances(const QList<Instance> &instances);
    /// The instance's settings, from the block in its startup script (nullopt: no agent installed).
    static std::optional<AutostopSettings> settingsOf(const Instance &instance);
    /// The same for an instance this watcher knows, wherever its startup script is kept: on the
    /// platform, or by the console where the platform runs none (BootTasks' local scripts).
    std::optional<AutostopSettings> settings(const QString &instanceId) const;
    /// What an instance without settings of its own has: off (nothing installed), or on where something
    /// stops instances without an agent (Compshare's dead man's switch, StopDeadlines).
    const AutostopSettings &defaults() const { return m_defaults; }
    void setDefaults(const AutostopSettings &defaults) { m_defaults = defaults; }
    /// Whether the startup scripts (and so the agent's settings) are kept by this console.
    bool scriptsKeptHere() const;
    /// When the agent's armed idle stop lands (nullopt: none armed).
    static std::optional<QDateTime> idleStopAt(const Instance &instance);

    /// Asks the agent on a running instance what it sees (stateRead answers).
    void read(const QString &instanceId);
    /// What the agent last said for the instance's current boot; nullopt when not read (yet).
    std::optional<AutostopState> state(const QString &instanceId) const;
    /// Why the last read found no agent state (empty when it did, or none was tried).
    QString readProblem(const QString &instanceId) const;
    bool isReading(const QString &instanceId) const { return m_reading.contains(instanceId); }
    /// No-GPU mode's rate (read from the platform's prices with the first state): what a CPU-only
    /// instance would cost instead.
    const std::optional<Money> &noGpuRate() const { return m_noGpuRate; }

    /// Keeps the instance running `minutes` from now (the agent's hold, which disarms its stop).
    void keepRunning(const QString &instanceId, int minutes);
    /// Saves `settings` in the instance's startup script (for every boot) and, while it runs,
    /// installs them in this boot too; applied() answers.
    void apply(const QString &instanceId, const AutostopSettings &settings);
    /// Where the platform keeps no stop time: has the agent in this boot stop the instance at `at`
    /// (none: cancels); stopScheduled() answers.
    void scheduleStop(const QString &instanceId, const std::optional<QDateTime> &at);
    /// Whether the platform takes a key for the agent where it gives the instance none (AgentKeys).
    bool takesAgentKeys() const;
    /// Checks the pair with the platform, puts it on the running instance and starts the agent with
    /// it, which keeps the instance's stop itself from then on; agentKeyGiven() answers.
    void giveAgentKey(const QString &instanceId, const QString &publicKey, const QString &privateKey);

Q_SIGNALS:
    void stateRead(const QString &instanceId);
    /// An idle stop lands within kWarnMinutes: `idleMinutes` of idle so far at the instance's rate.
    void stoppingSoon(const Instance &instance, int minutesLeft, int idleMinutes);
    /// The warning no longer holds (used again, held, stopped).
    void stopAverted(const QString &instanceId);
    /// A hold was asked for: `ok` or why not; `byConsole` with what the console saw using it.
    void held(const Instance &instance, bool ok, const QString &problem, const QStringList &byConsole);
    /// A change of settings: saved (and in this boot when it runs), or why not.
    void applied(const QString &instanceId, bool ok, const QString &problem);
    /// The agent took the stop time (or its cancelling), or why not.
    void stopScheduled(const QString &instanceId, bool ok, const QString &problem);
    void agentKeyGiven(const QString &instanceId, bool ok, const QString &problem);

private:
    void check();
    /// Where the platform keeps no stop time, the agent's idle stop as it last said it (read each
    /// minute while the instance runs with autostop on).
    std::optional<QDateTime> agentStopAt(const Instance &instance, const QDateTime &now);
    const Instance *find(const QString &instanceId) const;
    void installInBoot(const Instance &instance, const AutostopSettings &settings);
    /// The instance's startup script where it is kept (see settings()).
    QString scriptOf(const Instance &instance) const;
    void saved(const Instance &instance, const AutostopSettings &settings);

    SshRemote &m_ssh;
    BootTasks &m_boots;
    Platform &m_platform;
    std::function<QDateTime()> m_now;
    ConsoleUse m_consoleUse;
    QList<Instance> m_instances;
    /// By instance id: the agent's state and the boot it was read in.
    QHash<QString, std::pair<QDateTime, AutostopState>> m_states;
    QHash<QString, QString> m_problems;
    QSet<QString> m_reading;
    std::optional<Money> m_noGpuRate;
    /// By instance id: the idle stop warned of (the same stop is warned of once).
    QHash<QString, QDateTime> m_warned;
    /// By instance id: when its agent was last asked (where the platform keeps no stop time).
    QHash<QString, QDateTime> m_asked;
    QTimer m_timer;
    AutostopSettings m_defaults{.enabled = false};
};

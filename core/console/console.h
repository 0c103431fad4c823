#pragma once

#include "common/clock.h"
#include "core/api/apiresult.h"
#include "core/billing/billingmeter.h"
#include "core/poll/statuspoller.h"

#include <QHash>
#include <QObject>
#include <QSet>

#include <memory>
#include <optional>

class SecretStore;
class Session;

/// Everything the console's windows show, for one platform, wired together (DESIGN section 5):
/// the session, the background poller, the live meter (the one estimate of the platform's time),
/// the account's instances as the last poll saw them. It has no
/// widgets, so what the console does is tested without them; windows bind to it and read the
/// platform through it (a table model follows snapshotApplied() and readingChanged()).
class Console final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(Console)
public:
    /// `platform` is the console's connection; `pollerPlatform` makes the poller its own on the
    /// poller's thread. `clock` is the machine's clock (monotonic in the app, manual in tests).
    Console(std::unique_ptr<Platform> platform, PlatformFactory pollerPlatform, std::unique_ptr<SecretStore> secrets,
            const Clock &clock, const StatusPoller::Settings &poll, QObject *parent = nullptr);
    ~Console() override;

    Platform &platform() { return *m_platform; }
    /// What a window that only reads the console may know of its platform: its address, traits and
    /// which facets it has (a const facet's calls are not const: reading or changing goes through
    /// the facets a window is handed).
    const Platform &platform() const { return *m_platform; }
    /// The platform's health as last read (status, clock, billing zone, currency); none before
    /// the first answer.
    const std::optional<PlatformHealth> &health() const { return m_health; }
    /// Reads the platform's health now (at connection, before anyone logs in); healthChanged() or
    /// onlineChanged() answers.
    void checkHealth();
    /// The platform's currency: every amount the console shows is said in it.
    const Currency &currency() const { return m_meter.currency(); }
    /// The platform's time now, as estimated from its last health reading.
    QDateTime platformNow() const { return m_meter.platformNow(); }
    Session &session() { return *m_session; }
    const Session &session() const { return *m_session; }
    SecretStore &secrets() { return *m_secrets; }
    /// The account's instances as the last poll saw them, in the platform's order.
    const QList<Instance> &instances() const { return m_instances; }
    /// One of them by id; null when it is not (or no longer) there.
    const Instance *instance(const QString &id) const;
    /// What the catalog calls a card or a region ("NVIDIA GeForce RTX 4090 24GB", "North China 1");
    /// the id itself when it is not known.
    QString cardName(const QString &id) const { return m_cardNames.value(id, id); }
    QString regionName(const QString &id) const { return m_regionNames.value(id, id); }
    const QHash<QString, QString> &cardNames() const { return m_cardNames; }
    const QHash<QString, QString> &regionNames() const { return m_regionNames; }
    BillingMeter &meter() { return m_meter; }
    const BillingReading &reading() const { return m_reading; }
    bool isOnline() const { return m_poller->isOnline(); }
    /// The machine's clock the console was made with (what it stamps samples and guards with).
    const Clock &clock() const { return m_clock; }
    /// Whether the instances of the account logged in are known (a first poll answered).
    bool isLoaded() const { return m_loaded; }
    /// A visible window keeps the poller on its steady rhythm.
    void setWindowVisible(bool visible) { m_poller->setWindowVisible(visible); }
    /// Asks the platform now (a new instance was created elsewhere in the console, say).
    void refresh() { m_poller->pollNow(); }
    /// The user's rhythms (settings page), from now on.
    void setPollSchedule(const PollSchedule::Settings &schedule);
    const PollSchedule::Settings &pollSchedule() const { return m_pollSchedule; }

    // Actions on an instance: each ends in actionDone() or actionFailed(), then polls at once.
    /// Actions sent and not answered yet.
    int actionsInFlight() const { return m_actionsInFlight; }
    void start(const QString &id, bool withGpu);
    /// Starts a stopped instance with its GPUs on `count` × `gpuType` (CardChange).
    void startOnCard(const QString &id, const QString &gpuType, int count);
    void stop(const QString &id);
    /// Where the platform reboots instances (Reboots).
    void reboot(const QString &id);
    void release(const QString &id);
    void rename(const QString &id, const QString &name);
    /// Schedules a stop at `at` (platform time), or cancels it.
    void scheduleStop(const QString &id, const std::optional<QDateTime> &at);
    /// The script the platform runs at each boot from the next one on; nullopt removes it.
    void setStartupScript(const QString &id, const std::optional<QString> &script);
    void saveImage(const QString &id, const QString &name);

Q_SIGNALS:
    void readingChanged(const BillingReading &reading);
    void healthChanged(const PlatformHealth &health);
    /// The platform refused the last poll for a reason other than the session's end (too many
    /// requests, say); empty once a poll succeeds again.
    void pollProblemChanged(const QString &sentence);
    /// The account's instances became known (a first poll after logging in answered), or unknown
    /// again (logged out).
    void loadedChanged(bool loaded);
    void onlineChanged(bool online, const QString &reason);
    /// The background poll stopped (logged out) with nothing it asked still in flight: nothing
    /// reaches the platform until the next login.
    void pollingHalted();
    /// The platform stopped an instance for a reason other than the user (balance, limit,
    /// schedule, boot limit, boot timeout): worth a desktop notification.
    void instanceStopped(const Instance &instance, const QString &sentence);
    /// The instances as the last poll that changed anything saw them.
    void instancesChanged(const QList<Instance> &instances);
    /// Every batch of the poller as applied (changed or not), and, after logging out, the batch that
    /// empties the list: what a table model applies to stay in step.
    void snapshotApplied(const InstanceSnapshot &snapshot);
    /// Every batch of the poller as applied (changed or not), never the emptying at a log-out: what
    /// a service that follows the instances takes (the instances are still there, and billed, when
    /// the console is logged out).
    void polled(const InstanceSnapshot &batch);
    /// The catalog's names of cards and regions were read.
    void catalogNamesChanged();
    void actionDone(const QString &instanceId, const QString &what);
    void actionFailed(const QString &instanceId, const ApiError &error);

private:
    void loggedIn();
    void loggedOut();
    void takeHealth(const PlatformHealth &health);
    void publish(const BillingReading &reading);
    void onSnapshot(const InstanceSnapshot &snapshot);
    /// Reports that the platform has no such facet (`what`, as the facet names itself).
    void lacking(const QString &id, const char *what);
    /// Runs an action's call and reports it.
    void act(const QString &id, const QString &what,
             const std::function<void(QObject *, std::function<void(const ApiResult<Instance> &)>)> &call);

    std::unique_ptr<Platform> m_platform;
    std::unique_ptr<SecretStore> m_secrets;
    std::unique_ptr<Session> m_session;
    std::unique_ptr<StatusPoller> m_poller;
    const Clock &m_clock;
    QList<Instance> m_instances;
    QSet<QString> m_stopsAsked; ///< stopped through this console, until the stop shows in a poll
    QHash<QString, QString> m_cardNames;
    QHash<QString, QString> m_regionNames;
    BillingMeter m_meter;
    std::optional<PlatformHealth> m_health;
    bool m_checkingHealth = false;
    BillingReading m_reading;
    bool m_loaded = false;
    int m_actionsInFlight = 0;
    PollSchedule::Settings m_pollSchedule;
};

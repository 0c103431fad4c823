#pragma once

#include "core/api/apierror.h"
#include "core/autostop/autostopsettings.h"
#include "core/model/instance.h"

#include <QDateTime>
#include <QHash>
#include <QObject>
#include <QSet>
#include <QTimer>

#include <functional>
#include <optional>

class Platform;

/// A dead man's switch for a platform whose instances hold no key to stop themselves (Compshare):
/// the platform's own stop scheduler (ScheduledStops), kept armed by the console at the last use it
/// saw plus the instance's idle period. While the console runs it reads each running instance's use —
/// the platform's monitor (InstanceLoad: its cards and cores busy) and what the console itself uses
/// it for — and moves the stop on while the instance is used. A console that closes (a laptop shut)
/// leaves the last stop armed and the platform carries it out: a card left idle bills at most its
/// idle period plus kSlackMinutes and a minute's reading after its last use. A run that works on
/// after the console closed is stopped then too: the platform gives the instance nothing to move the
/// stop on with (the user guide says so).
///
/// The platform holds one stop time. A stop armed by a machine — this switch, or the autostop agent on
/// the instance where the user gave it a key (it keeps the stop ahead while it sees use) — ends at
/// second kMarkSecond of its minute (markedTime()); a user's own "stop at" never does (the console and
/// gpudeskctl move it a second). So the user's time is told from an automatic one on the platform alone,
/// by the switch and the agent alike (the switch also keeps the times it armed in `recordFile`), and the
/// sooner of the user's and the switch's is armed. An automatic stop is moved on, never pulled earlier:
/// the agent, which sees more of the instance's use (its SSH sessions, its commands), decides when it is
/// idle. An instance whose autostop is off is left alone.
class StopDeadlines final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(StopDeadlines)
public:
    /// A stop is moved on only once it would come less than this after the idle period: one call
    /// every ten minutes of use, not one a minute.
    static constexpr int kSlackMinutes = 10;
    /// How often the use is read while the console runs (real seconds).
    static constexpr int kCheckSeconds = 60;
    /// What counts as use: a card at least this busy, or the cores.
    static constexpr double kGpuBusyPercent = 10;
    static constexpr double kCpuBusyPercent = 20;
    /// The second of the minute that marks an automatic stop.
    static constexpr int kMarkSecond = 37;
    /// `at`, or the first time after it that ends at kMarkSecond.
    static QDateTime markedTime(const QDateTime &at);
    static bool isMarked(const QDateTime &at) { return at.time().second() == kMarkSecond; }
    /// A user's time, moved a second where it would read as automatic.
    static QDateTime unmarked(const QDateTime &at) { return isMarked(at) ? at.addSecs(-1) : at; }

    /// `platform` must have ScheduledStops and InstanceLoad; `platformNow` is the platform's time now.
    StopDeadlines(Platform &platform, std::function<QDateTime()> platformNow, const QString &recordFile,
                  QObject *parent = nullptr);
    ~StopDeadlines() override;

    /// Each instance's autostop settings (its idle periods; off leaves it alone). Default: the agent's.
    void setSettings(std::function<AutostopSettings(const QString &instanceId)> settings)
    {
        m_settings = std::move(settings);
    }
    /// What the console itself sees using an instance (sentences; empty: nothing).
    void setConsoleUse(std::function<QStringList(const QString &instanceId)> use) { m_consoleUse = std::move(use); }

    /// The console's instances now (each poll's change); checked at once.
    void setInstances(const QList<Instance> &instances);
    /// Reads the running instances' use and arms what needs it (the timer's and a test's step).
    void check();

    /// When the switch has the instance stopped, where it armed the platform's stop (nullopt: not).
    std::optional<QDateTime> armedAt(const QString &instanceId) const;
    /// The user's own stop time, as the switch keeps it apart from its own.
    std::optional<QDateTime> userStop(const QString &instanceId) const;
    /// Whether a reading or an arming is under way.
    bool busy() const;
    /// When the switch last saw the instance used (platform time; nullopt before its first reading).
    std::optional<QDateTime> lastUse(const QString &instanceId) const;

Q_SIGNALS:
    /// The platform's stop for the instance is now `at`, armed by the switch.
    void armed(const QString &instanceId, const QDateTime &at);
    /// The platform refused to arm it or to read its use: the instance may run on unwatched.
    void failed(const QString &instanceId, const ApiError &error);

private:
    struct Record
    {
        std::optional<QDateTime> armed; ///< the last stop the switch armed
        QSet<qint64> armedTimes; ///< every stop it armed in this boot, so a poll that lags is not read as the user's
        std::optional<QDateTime> user;
        std::optional<QDateTime> lastUse;
        bool arming = false;
    };
    void arm(const Instance &instance, const QDateTime &now);
    /// Whether the switch keeps this instance's stop: autostop on, billed by the hour.
    bool watches(const Instance &instance) const;
    /// Takes away the automatic stop of an instance whose autostop was turned off.
    void leave(const Instance &instance);
    void load();
    void save() const;

    Platform &m_platform;
    std::function<QDateTime()> m_now;
    QString m_recordFile;
    std::function<AutostopSettings(const QString &)> m_settings;
    std::function<QStringList(const QString &)> m_consoleUse;
    QList<Instance> m_running;
    QHash<QString, Record> m_records;
    bool m_reading = false;
    QTimer m_timer;
};

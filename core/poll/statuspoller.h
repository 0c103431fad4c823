#pragma once

#include "core/api/apierror.h"
#include "core/api/platform.h"
#include "core/model/billing.h"
#include "core/model/health.h"
#include "core/poll/instancesnapshot.h"
#include "core/poll/pollschedule.h"

#include <QObject>
#include <QThread>

#include <optional>

class PollWorker;

/// Keeps the instance list, the wallet and the platform's clock current in the background
/// (DESIGN section 1): a worker thread with its own connection (made by the factory, on that
/// thread) asks the platform on the PollSchedule's rhythm, with If-None-Match so an unchanged list
/// costs a 304, and hands each result to this object's thread as one batch. Nothing here blocks
/// the caller's thread.
///
/// What the worker found for a session that has since ended is never delivered: stop() and
/// setToken() take effect at once on this side, and a batch already on its way from before them
/// is dropped, so a poll in flight when the user logged out cannot refill the table.
class StatusPoller final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(StatusPoller)
public:
    struct Settings
    {
        PollSchedule::Settings schedule;
        int healthEveryMs = 60000; ///< how often the platform's clock is read again
    };

    explicit StatusPoller(PlatformFactory factory, QObject *parent = nullptr);
    StatusPoller(PlatformFactory factory, Settings settings, QObject *parent = nullptr);
    ~StatusPoller() override;

    void setToken(const QString &token);
    /// A visible window keeps the steady rhythm even when nothing runs.
    void setWindowVisible(bool visible);
    /// Takes the user's new rhythms from the next wait on (a shorter one also the current wait).
    void setSchedule(const PollSchedule::Settings &schedule);
    void start();
    void stop();
    /// Asks now (after an action, say), then goes on on the schedule.
    void pollNow();

    /// Whether the last poll got an answer from the platform (unknown before the first: false).
    bool isOnline() const { return m_reported.value_or(false); }

Q_SIGNALS:
    void snapshot(const InstanceSnapshot &snapshot);
    void billingChanged(const Billing &billing);
    /// The platform's clock (and currency) as read now.
    void healthRead(const PlatformHealth &health);
    /// A poll succeeded (the figures are fresh).
    void polled();
    /// The platform stopped or started answering; `reason` is the failure's sentence.
    void onlineChanged(bool online, const QString &reason);
    /// The platform answered the last poll with a refusal other than the end of the session (too
    /// many requests, say): `sentence` says it; empty once a poll succeeds again.
    void problemChanged(const QString &sentence);
    void authenticationLost(const ApiError &error);
    /// When the next poll is due, in milliseconds from now.
    void nextPollIn(int ms);
    /// Stopped, with nothing asked still in flight: no call reaches the platform until start().
    void halted();

private:
    friend class PollWorker;
    void reportOnline(bool online, const QString &reason);
    void reportProblem(const QString &sentence);
    /// A new session (or none): what the worker sends from before is dropped from now on.
    quint64 nextEpoch() { return ++m_epoch; }

    QThread m_thread;
    PollWorker *m_worker; ///< lives on m_thread
    quint64 m_epoch = 0; ///< this thread's; the worker stamps what it sends with the one it was given
    std::optional<bool> m_reported; ///< what onlineChanged() said last
    QString m_problem; ///< what problemChanged() said last
};

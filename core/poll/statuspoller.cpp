#include "core/poll/statuspoller.h"

#include <QElapsedTimer>
#include <QPointer>
#include <QTimer>

#include <spdlog/spdlog.h>

#include <algorithm>

using namespace Qt::StringLiterals;

/// The poller's half on the worker thread: its own Platform connection (a network manager belongs
/// to the thread that uses it), timer and last list. Results go back to the StatusPoller's thread
/// as queued calls carrying values, stamped with the epoch of the session they were found for.
class PollWorker final : public QObject
{
public:
    PollWorker(StatusPoller *owner, PlatformFactory factory, const StatusPoller::Settings &settings)
        : m_owner(owner)
        , m_factory(std::move(factory))
        , m_settings(settings)
        , m_schedule(settings.schedule)
    { }

    /// On the worker thread, before anything else.
    void setUp()
    {
        m_platform = m_factory().release();
        m_platform->setParent(this);
        QObject::connect(m_platform, &Platform::authenticationLost, this,
                         [this](const ApiError &e) { post([e](StatusPoller *p) { emit p->authenticationLost(e); }); });
        m_timer = new QTimer(this);
        m_timer->setSingleShot(true);
        QObject::connect(m_timer, &QTimer::timeout, this, [this] { tick(); });
    }
    void setToken(const QString &token, quint64 epoch)
    {
        m_epoch = epoch;
        m_platform->setToken(token);
        m_etag.clear(); // another account's list
        m_last.clear();
    }
    void setWindowVisible(bool visible)
    {
        m_schedule.setWindowVisible(visible);
        reschedule();
    }
    void setSchedule(const PollSchedule::Settings &schedule)
    {
        m_schedule.setSettings(schedule);
        reschedule();
    }
    void start(quint64 epoch)
    {
        m_epoch = epoch;
        m_running = true;
        if (m_inFlight)
            m_again = true; // the poll in flight was for the session before: ask again at once
        else
            tick();
    }
    void stop(quint64 epoch)
    {
        m_epoch = epoch;
        m_running = false;
        m_again = false;
        m_timer->stop();
        if (!m_inFlight)
            post([](StatusPoller *p) { emit p->halted(); });
    }
    void pollNow()
    {
        if (m_inFlight)
            m_again = true;
        else if (m_running)
            tick();
    }

private:
    /// A waiting poll comes sooner when the schedule now asks for it sooner (a window opened, a
    /// shorter interval chosen); it never waits longer than it was going to.
    void reschedule()
    {
        if (!m_running || m_inFlight || !m_timer->isActive())
            return;
        const int next = std::min(m_timer->remainingTime(), m_schedule.nextIntervalMs());
        m_timer->start(next);
        post([next](StatusPoller *p) { emit p->nextPollIn(next); });
    }

    /// Sends `call` to the owner's thread, for the session of `epoch` (by default the current one).
    template <typename F> void post(F call, std::optional<quint64> forEpoch = std::nullopt)
    {
        QPointer<StatusPoller> owner(m_owner);
        QMetaObject::invokeMethod(
            m_owner,
            [owner, call, epoch = forEpoch.value_or(m_epoch)] {
                // Found for a session that has ended since (logged out, another account): dropped.
                if (owner && owner->m_epoch == epoch)
                    call(owner.data());
            },
            Qt::QueuedConnection);
    }

    void tick()
    {
        m_timer->stop();
        m_inFlight = true;
        // Everything this poll finds belongs to the session it was asked for.
        m_pollEpoch = m_epoch;
        if (!m_healthAt.isValid() || m_healthAt.hasExpired(m_settings.healthEveryMs)) {
            m_platform->health(this, [this](const ApiResult<PlatformHealth> &h) {
                if (!h.ok())
                    return finished(false, h.error());
                m_healthAt.start();
                const PlatformHealth health = h.value();
                post([health](StatusPoller *p) { emit p->healthRead(health); }, m_pollEpoch);
                // Stopped meanwhile (logged out): the list is not asked for with the session's token.
                if (m_pollEpoch != m_epoch)
                    return abandon();
                pollInstances();
            });
        } else {
            pollInstances();
        }
    }

    void pollInstances()
    {
        m_platform->instances(m_etag, false, this, [this](const ApiResult<InstanceList> &r) {
            if (m_pollEpoch != m_epoch)
                return abandon(); // another session's list: it must not become m_last
            if (!r.ok())
                return finished(false, r.error());
            InstanceSnapshot s;
            if (r.value().notModified) {
                s.instances = m_last;
                s.unchanged = true;
            } else {
                s = InstanceSnapshot::between(m_last, r.value().items);
                m_last = r.value().items;
                m_etag = r.value().etag;
                // Something changed: read the platform's clock again at the next poll, so the
                // meter's estimate is anchored near every change (a sandbox on a manual clock
                // jumps; a real one drifts).
                m_healthAt.invalidate();
            }
            post([s](StatusPoller *p) { emit p->snapshot(s); }, m_pollEpoch);
            BillingSummary *wallet = m_platform->facet<BillingSummary>();
            if (!wallet) // nothing more to read where the platform keeps no summary of the money
                return finished(true, {});
            wallet->billing(this, [this](const ApiResult<Billing> &b) {
                if (!b.ok())
                    return finished(false, b.error());
                const Billing billing = b.value();
                post([billing](StatusPoller *p) { emit p->billingChanged(billing); }, m_pollEpoch);
                finished(true, {});
            });
        });
    }

    /// The poll in flight belongs to a session that has ended: nothing of it counts.
    void abandon()
    {
        m_inFlight = false;
        if (!m_running)
            post([](StatusPoller *p) { emit p->halted(); });
        else if (m_again) {
            m_again = false;
            tick();
        }
    }

    void finished(bool ok, const ApiError &error)
    {
        m_inFlight = false;
        // The platform answered, even if with a refusal: it is online. Only a network failure, an
        // answer that is not the contract's or a failure of the platform itself counts against it.
        const bool answered = ok || (error.kind == ApiError::Kind::Http && error.httpStatus < 500);
        if (answered) {
            bool transition = false;
            bool running = false;
            for (const Instance &i : std::as_const(m_last)) {
                transition = transition || i.inTransition();
                running = running || i.state == InstanceState::Running;
            }
            m_schedule.succeeded(transition, running);
        } else {
            m_schedule.failed();
            m_healthAt.invalidate(); // read the clock again when it is back
        }
        const QString reason = answered ? QString() : error.sentence();
        // A refusal of the poll itself (401 ends the session elsewhere and says so there).
        const QString problem = ok || !answered || error.httpStatus == 401 ? QString() : error.sentence();
        post(
            [answered, reason, ok, problem](StatusPoller *p) {
                p->reportOnline(answered, reason);
                p->reportProblem(problem);
                if (ok)
                    emit p->polled();
            },
            m_pollEpoch);
        if (!m_running) {
            post([](StatusPoller *p) { emit p->halted(); });
            return;
        }
        if (m_again) {
            m_again = false;
            return tick();
        }
        // The platform asked for a pause (429, 503): not before it.
        const int next = std::max(m_schedule.nextIntervalMs(), ok ? 0 : error.retryAfterSeconds * 1000);
        m_timer->start(next);
        post([next](StatusPoller *p) { emit p->nextPollIn(next); });
    }

    StatusPoller *m_owner;
    PlatformFactory m_factory;
    StatusPoller::Settings m_settings;
    PollSchedule m_schedule;
    Platform *m_platform = nullptr;
    QTimer *m_timer = nullptr;
    QElapsedTimer m_healthAt;
    QString m_etag;
    QList<Instance> m_last;
    quint64 m_epoch = 0; ///< the session now
    quint64 m_pollEpoch = 0; ///< the session the poll in flight (or the last one) was asked for
    bool m_running = false;
    bool m_inFlight = false;
    bool m_again = false;
};

StatusPoller::StatusPoller(PlatformFactory factory, QObject *parent)
    : StatusPoller(std::move(factory), Settings{}, parent)
{ }

StatusPoller::StatusPoller(PlatformFactory factory, Settings settings, QObject *parent)
    : QObject(parent)
    , m_worker(new PollWorker(this, std::move(factory), settings))
{
    m_thread.setObjectName(u"status poller"_s);
    m_worker->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    m_thread.start();
    // Not lowered like the store's and the sync's threads: what it starts (its network threads, and
    // through them the process's name lookups) would run lowered too.
    QMetaObject::invokeMethod(
        m_worker, [w = m_worker] { w->setUp(); }, Qt::QueuedConnection);
}

StatusPoller::~StatusPoller()
{
    m_thread.quit();
    m_thread.wait();
}

void StatusPoller::setToken(const QString &token)
{
    QMetaObject::invokeMethod(
        m_worker, [w = m_worker, token, epoch = nextEpoch()] { w->setToken(token, epoch); }, Qt::QueuedConnection);
}

void StatusPoller::setWindowVisible(bool visible)
{
    QMetaObject::invokeMethod(
        m_worker, [w = m_worker, visible] { w->setWindowVisible(visible); }, Qt::QueuedConnection);
}

void StatusPoller::setSchedule(const PollSchedule::Settings &schedule)
{
    QMetaObject::invokeMethod(
        m_worker, [w = m_worker, schedule] { w->setSchedule(schedule); }, Qt::QueuedConnection);
}

void StatusPoller::start()
{
    QMetaObject::invokeMethod(
        m_worker, [w = m_worker, epoch = nextEpoch()] { w->start(epoch); }, Qt::QueuedConnection);
}

void StatusPoller::stop()
{
    m_reported.reset();
    reportProblem({});
    QMetaObject::invokeMethod(
        m_worker, [w = m_worker, epoch = nextEpoch()] { w->stop(epoch); }, Qt::QueuedConnection);
}

void StatusPoller::pollNow()
{
    QMetaObject::invokeMethod(
        m_worker, [w = m_worker] { w->pollNow(); }, Qt::QueuedConnection);
}

void StatusPoller::reportOnline(bool online, const QString &reason)
{
    if (m_reported == online)
        return;
    m_reported = online;
    spdlog::info("platform {}{}", online ? "online" : "offline: ", reason.toStdString());
    emit onlineChanged(online, reason);
}

void StatusPoller::reportProblem(const QString &sentence)
{
    if (m_problem == sentence)
        return;
    m_problem = sentence;
    if (!sentence.isEmpty())
        spdlog::info("poll refused: {}", sentence.toStdString());
    emit problemChanged(sentence);
}

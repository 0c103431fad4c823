#include "core/poll/statuspoller.h"

#include "core/api/restplatform.h"

#include <QElapsedTimer>
#include <QPointer>
#include <QTimer>

#include <spdlog/spdlog.h>

#include <algorithm>

using namespace Qt::StringLiterals;

/// The poller's half on the worker thread: its own RestPlatform (a network manager belongs to
/// the thread that uses it), timer and last list. Results go back to the StatusPoller's thread
/// as queued calls carrying values.
class PollWorker final : public QObject
{
public:
    PollWorker(StatusPoller *owner, const QUrl &baseUrl, const StatusPoller::Settings &settings)
        : m_owner(owner)
        , m_settings(settings)
        , m_schedule(settings.schedule)
        , m_baseUrl(baseUrl)
    { }

    /// On the worker thread, before anything else.
    void setUp()
    {
        m_platform = new RestPlatform(m_baseUrl, this);
        m_platform->setTransferTimeoutMs(m_settings.transferTimeoutMs);
        RestPlatform::RetryPolicy once; // the schedule does the backing off
        once.maxAttempts = 1;
        m_platform->setRetryPolicy(once);
        QObject::connect(m_platform, &Platform::authenticationLost, this,
                         [this](const ApiError &e) { post([e](StatusPoller *p) { emit p->authenticationLost(e); }); });
        m_timer = new QTimer(this);
        m_timer->setSingleShot(true);
        QObject::connect(m_timer, &QTimer::timeout, this, [this] { tick(); });
    }
    void setToken(const QString &token)
    {
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
    void start()
    {
        m_running = true;
        tick();
    }
    void stop()
    {
        m_running = false;
        m_timer->stop();
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

    template <typename F> void post(F call)
    {
        QPointer<StatusPoller> owner(m_owner);
        QMetaObject::invokeMethod(
            m_owner,
            [owner, call] {
                if (owner)
                    call(owner.data());
            },
            Qt::QueuedConnection);
    }

    void tick()
    {
        m_timer->stop();
        m_inFlight = true;
        if (!m_healthAt.isValid() || m_healthAt.hasExpired(m_settings.healthEveryMs)) {
            m_platform->health(this, [this](const ApiResult<PlatformHealth> &h) {
                if (!h.ok())
                    return finished(false, h.error());
                m_healthAt.start();
                const PlatformHealth health = h.value();
                post([health](StatusPoller *p) { emit p->platformTime(health.serverTime, health.timeScale); });
                pollInstances();
            });
        } else {
            pollInstances();
        }
    }

    void pollInstances()
    {
        m_platform->instances(m_etag, false, this, [this](const ApiResult<InstanceList> &r) {
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
            post([s](StatusPoller *p) { emit p->snapshot(s); });
            m_platform->billing(this, [this](const ApiResult<Billing> &b) {
                if (!b.ok())
                    return finished(false, b.error());
                const Billing billing = b.value();
                post([billing](StatusPoller *p) { emit p->billingChanged(billing); });
                finished(true, {});
            });
        });
    }

    void finished(bool ok, const ApiError &error)
    {
        m_inFlight = false;
        // The platform answered, even if with a refusal: it is online. Only a network failure or
        // a failure of the platform itself counts against it.
        const bool answered = ok || (error.kind == ApiError::Kind::Http && error.httpStatus < 500);
        if (answered) {
            bool transition = false;
            bool running = false;
            for (const Instance &i : std::as_const(m_last)) {
                transition = transition || i.inTransition();
                running = running || i.state == u"running"_s;
            }
            m_schedule.succeeded(transition, running);
        } else {
            m_schedule.failed();
            m_healthAt.invalidate(); // read the clock again when it is back
        }
        const QString reason = answered ? QString() : error.sentence();
        post([answered, reason, ok](StatusPoller *p) {
            p->reportOnline(answered, reason);
            if (ok)
                emit p->polled();
        });
        if (!m_running)
            return;
        if (m_again) {
            m_again = false;
            return tick();
        }
        const int next = m_schedule.nextIntervalMs();
        m_timer->start(next);
        post([next](StatusPoller *p) { emit p->nextPollIn(next); });
    }

    StatusPoller *m_owner;
    StatusPoller::Settings m_settings;
    PollSchedule m_schedule;
    QUrl m_baseUrl;
    RestPlatform *m_platform = nullptr;
    QTimer *m_timer = nullptr;
    QElapsedTimer m_healthAt;
    QString m_etag;
    QList<Instance> m_last;
    bool m_running = false;
    bool m_inFlight = false;
    bool m_again = false;
};

StatusPoller::StatusPoller(QUrl baseUrl, QObject *parent)
    : StatusPoller(std::move(baseUrl), Settings{}, parent)
{ }

StatusPoller::StatusPoller(QUrl baseUrl, Settings settings, QObject *parent)
    : QObject(parent)
    , m_worker(new PollWorker(this, baseUrl, settings))
{
    m_thread.setObjectName(u"status poller"_s);
    m_worker->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    m_thread.start();
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
        m_worker, [w = m_worker, token] { w->setToken(token); }, Qt::QueuedConnection);
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
        m_worker, [w = m_worker] { w->start(); }, Qt::QueuedConnection);
}

void StatusPoller::stop()
{
    QMetaObject::invokeMethod(
        m_worker, [w = m_worker] { w->stop(); }, Qt::QueuedConnection);
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

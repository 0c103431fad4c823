#include "core/console/console.h"

#include "core/autostop/stopdeadlines.h"
#include "core/model/instancewords.h"
#include "core/session/secretstore.h"
#include "core/session/session.h"

using namespace Qt::StringLiterals;

Console::Console(std::unique_ptr<Platform> platform, PlatformFactory pollerPlatform,
                 std::unique_ptr<SecretStore> secrets, const Clock &clock, const StatusPoller::Settings &poll,
                 QObject *parent)
    : QObject(parent)
    , m_platform(std::move(platform))
    , m_secrets(std::move(secrets))
    , m_session(std::make_unique<Session>(*m_platform, *m_secrets))
    , m_poller(std::make_unique<StatusPoller>(std::move(pollerPlatform), poll))
    , m_clock(clock)
    , m_meter(clock)
    , m_pollSchedule(poll.schedule)
{
    connect(m_session.get(), &Session::loggedIn, this, &Console::loggedIn);
    // A renewed token (a cluster's): the poller's connection takes it too.
    connect(m_session.get(), &Session::renewed, this, [this] { m_poller->setToken(m_session->token()); });
    connect(m_session.get(), &Session::loggedOut, this, &Console::loggedOut);
    connect(m_session.get(), &Session::expired, this, &Console::loggedOut);
    connect(m_poller.get(), &StatusPoller::snapshot, this, &Console::onSnapshot);
    connect(m_poller.get(), &StatusPoller::billingChanged, this, [this](const Billing &b) {
        m_meter.setBilling(b);
        // A wallet just read is fresh: without this the first reading after logging in, which comes
        // before the poll's end, would flash "stale" for a second.
        m_meter.markFresh();
        publish(m_meter.read()); // the balance at once, not at the next tick
    });
    connect(m_poller.get(), &StatusPoller::healthRead, this, &Console::takeHealth);
    connect(m_poller.get(), &StatusPoller::polled, this, [this] { m_meter.markFresh(); });
    connect(m_poller.get(), &StatusPoller::onlineChanged, this, &Console::onlineChanged);
    connect(m_poller.get(), &StatusPoller::problemChanged, this, &Console::pollProblemChanged);
    connect(m_poller.get(), &StatusPoller::halted, this, &Console::pollingHalted);
    // The poller's own connection learns too that the session is over.
    connect(m_poller.get(), &StatusPoller::authenticationLost, m_platform.get(), &Platform::authenticationLost);
    connect(&m_meter, &BillingMeter::ticked, this, &Console::publish);
}

Console::~Console() = default;

void Console::checkHealth()
{
    if (m_checkingHealth)
        return;
    m_checkingHealth = true;
    m_platform->health(this, [this](const ApiResult<PlatformHealth> &result) {
        m_checkingHealth = false;
        if (result.ok()) {
            takeHealth(result.value());
            emit onlineChanged(true, {});
        } else {
            emit onlineChanged(false, result.error().sentence());
        }
    });
}

void Console::takeHealth(const PlatformHealth &health)
{
    m_health = health;
    m_meter.setHealth(health);
    emit healthChanged(health);
}

void Console::setPollSchedule(const PollSchedule::Settings &schedule)
{
    m_pollSchedule = schedule;
    m_poller->setSchedule(schedule);
}

void Console::publish(const BillingReading &reading)
{
    m_reading = reading;
    emit readingChanged(reading);
}

void Console::loggedIn()
{
    // A second login (another account, a renewed key) loads afresh: what pages show is read again.
    if (m_loaded) {
        m_loaded = false;
        emit loadedChanged(false);
    }
    m_poller->setToken(m_session->token());
    m_poller->start();
    m_meter.start();
    // Cards and regions by name in the table ("RTX 4090 24GB", not its id).
    auto cards = std::make_shared<QHash<QString, QString>>();
    m_platform->gpuTypes(this, [this, cards](const ApiResult<QList<GpuType>> &r) {
        for (const GpuType &g : r.ok() ? r.value() : QList<GpuType>())
            cards->insert(g.id, g.name);
        m_platform->regions(this, [this, cards](const ApiResult<QList<Region>> &regions) {
            m_regionNames.clear();
            for (const Region &region : regions.ok() ? regions.value() : QList<Region>())
                m_regionNames.insert(region.id, region.name);
            m_cardNames = *cards;
            emit catalogNamesChanged();
        });
    });
}

void Console::loggedOut()
{
    m_poller->stop();
    m_meter.stop();
    // Nothing of the account stays on screen once it is not logged in.
    const InstanceSnapshot emptied = InstanceSnapshot::between(m_instances, {});
    m_instances.clear();
    m_meter.setInstances({});
    emit snapshotApplied(emptied);
    m_reading = {};
    if (m_loaded) {
        m_loaded = false;
        emit loadedChanged(false);
    }
}

void Console::onSnapshot(const InstanceSnapshot &snapshot)
{
    if (!snapshot.unchanged)
        m_instances = snapshot.instances;
    m_meter.setInstances(snapshot.instances, &snapshot);
    emit snapshotApplied(snapshot);
    if (!m_loaded) {
        m_loaded = true;
        emit loadedChanged(true);
    }
    for (const StateChange &change : snapshot.stateChanges) {
        // Said once, when the platform begins the stop (or fails the boot) on its own.
        const bool ended = change.to == InstanceState::Stopping || change.to == InstanceState::Failed
            || (change.to == InstanceState::Stopped && change.from != InstanceState::Stopping);
        // A stop this console asked for is the user's, where the platform gives no reason (Compshare).
        const bool asked = m_stopsAsked.remove(change.id);
        if (!ended || change.reason == StateReason::User || (asked && !change.reason.isKnown()))
            continue;
        const QString why = InstanceWords::reason(change.reason);
        if (const Instance *i = instance(change.id))
            emit instanceStopped(*i,
                                 why.isEmpty() ? tr("%1 was stopped by the platform. Its disks are kept.").arg(i->name)
                                               : tr("%1 was stopped: %2. Its disks are kept.").arg(i->name, why));
    }
    emit polled(snapshot);
    if (!snapshot.unchanged)
        emit instancesChanged(snapshot.instances);
}

const Instance *Console::instance(const QString &id) const
{
    for (const Instance &i : m_instances) {
        if (i.id == id)
            return &i;
    }
    return nullptr;
}

void Console::act(const QString &id, const QString &what,
                  const std::function<void(QObject *, std::function<void(const ApiResult<Instance> &)>)> &call)
{
    ++m_actionsInFlight;
    call(this, [this, id, what](const ApiResult<Instance> &r) {
        --m_actionsInFlight;
        if (r.ok())
            emit actionDone(id, what);
        else
            emit actionFailed(id, r.error());
        m_poller->pollNow();
    });
}

void Console::start(const QString &id, bool withGpu)
{
    act(id, u"start"_s, [this, id, withGpu](QObject *c, auto done) {
        m_platform->startInstance(id, withGpu ? InstanceMode::Gpu : InstanceMode::NoGpu, c, std::move(done));
    });
}

void Console::startOnCard(const QString &id, const QString &gpuType, int count)
{
    CardChange *change = m_platform->facet<CardChange>();
    if (!change)
        return lacking(id, CardChange::what);
    act(id, u"start"_s, [change, id, gpuType, count](QObject *c, auto done) {
        change->startOnCard(id, gpuType, count, c, std::move(done));
    });
}

void Console::stop(const QString &id)
{
    m_stopsAsked.insert(id);
    act(id, u"stop"_s, [this, id](QObject *c, auto done) { m_platform->stopInstance(id, c, std::move(done)); });
}

void Console::reboot(const QString &id)
{
    Reboots *reboots = m_platform->facet<Reboots>();
    if (!reboots)
        return lacking(id, Reboots::what);
    act(id, u"reboot"_s, [reboots, id](QObject *c, auto done) { reboots->rebootInstance(id, c, std::move(done)); });
}

void Console::release(const QString &id)
{
    act(id, u"release"_s, [this, id](QObject *c, auto done) { m_platform->releaseInstance(id, c, std::move(done)); });
}

void Console::rename(const QString &id, const QString &name)
{
    act(id, u"rename"_s,
        [this, id, name](QObject *c, auto done) { m_platform->renameInstance(id, name, c, std::move(done)); });
}

void Console::setStartupScript(const QString &id, const std::optional<QString> &script)
{
    BootScripts *hook = m_platform->facet<BootScripts>();
    if (!hook)
        return lacking(id, BootScripts::what);
    act(id, u"startup_script"_s,
        [hook, id, script](QObject *c, auto done) { hook->setStartupScript(id, script, c, std::move(done)); });
}

void Console::scheduleStop(const QString &id, const std::optional<QDateTime> &at)
{
    // The user's time never reads as an automatic one (StopDeadlines' mark).
    const std::optional<QDateTime> users = at ? std::optional<QDateTime>(StopDeadlines::unmarked(*at)) : std::nullopt;
    ScheduledStops *stops = m_platform->facet<ScheduledStops>();
    if (!stops)
        return lacking(id, ScheduledStops::what);
    act(id, u"schedule"_s,
        [stops, id, users](QObject *c, auto done) { stops->scheduleStop(id, users, c, std::move(done)); });
}

void Console::saveImage(const QString &id, const QString &name)
{
    SavedImages *images = m_platform->facet<SavedImages>();
    if (!images)
        return lacking(id, SavedImages::what);
    images->saveImage(id, name, this, [this, id](const ApiResult<Image> &r) {
        if (r.ok())
            emit actionDone(id, u"save_image"_s);
        else
            emit actionFailed(id, r.error());
        m_poller->pollNow();
    });
}

void Console::lacking(const QString &id, const char *what)
{
    // The pages offer none of these where the platform lacks them; a caller that asks anyway is told.
    emit actionFailed(id, ApiError::notSupported(QString::fromUtf8(what)));
}

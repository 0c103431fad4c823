#include "core/console/consoleservices.h"

#include "core/autostop/autostopwatcher.h"
#include "core/autostop/stopdeadlines.h"
#include "core/console/console.h"
#include "core/console/sshfirstlogins.h"
#include "core/console/tokenrenewal.h"
#include "core/doctor/doctorrunner.h"
#include "core/doctor/usagewatcher.h"
#include "core/poll/instancesnapshot.h"
#include "core/ssh/boottasks.h"
#include "core/ssh/sshremote.h"
#include "core/ssh/sshtunnels.h"
#include "core/ssh/sshworkspace.h"
#include "core/store/storethread.h"
#include "core/transfer/transferqueue.h"

#include <QDir>
#include <QFileInfo>

#include <algorithm>

using namespace Qt::StringLiterals;

ConsoleServices::ConsoleServices(Console &console, const ConsolePaths &paths, QObject *parent)
    : QObject(parent)
    , m_console(console)
    , m_paths(paths)
    , m_stock(console.platform(), console.clock())
{
    if (!m_paths.usageDatabase.isEmpty()) {
        m_store = std::make_unique<StoreThread>(m_paths.usageDatabase);
        connect(&console, &Console::polled, this, &ConsoleServices::recordUsage);
    }
    if (m_paths.sshDir.isEmpty())
        return; // tests that give no ssh dir never touch the user's files
    m_ssh = std::make_unique<SshWorkspace>(SshWorkspace::Paths{m_paths.sshDir, m_paths.settingsFile});
    Platform &platform = console.platform();
    m_ssh->setPlatform(platform.baseUrl().toString(QUrl::StripTrailingSlash));
    // Where the platform gives a password and keeps no keys, the user's key goes onto each instance first.
    if (platform.has<InstancePasswords>()) {
        m_firstLogins = std::make_unique<SshFirstLogins>(platform, console.secrets(), *m_ssh);
        connect(&console, &Console::instancesChanged, m_firstLogins.get(), &SshFirstLogins::setInstances);
        connect(m_ssh.get(), &SshWorkspace::synced, m_firstLogins.get(),
                [this] { m_firstLogins->setInstances(m_console.instances()); });
    }
    // What is done over SSH, each piece on the workspace's targets: commands, tunnels, and what
    // each boot gets once (its snapshot; its startup script where the platform has no boot hook
    // and the console runs it itself).
    m_remote = std::make_unique<SshRemote>(*m_ssh);
    m_tunnels = std::make_unique<SshTunnels>(*m_ssh, *m_remote);
    m_boots = std::make_unique<BootTasks>(*m_ssh, BootTasks::Paths{m_paths.snapshotDir, m_paths.startupScriptDir});
    m_boots->setRunsStartupScripts(!platform.has<BootScripts>() && !m_paths.startupScriptDir.isEmpty());
    connect(&console, &Console::polled, m_ssh.get(), &SshWorkspace::applyPoll);
    // A console that knows its instances already (set again after a log-in) says so only at the
    // next change: the workspace starts from what it knows now.
    if (!console.instances().isEmpty())
        m_ssh->setInstances(console.instances());

    const auto platformNow = [&console] { return console.platformNow(); };
    if (m_store) {
        // Transfers are journalled in the local store beside the usage history.
        m_transfers = std::make_unique<TransferQueue>(*m_ssh, *m_store);
        // The cards' use sampled while instances run, the disk guards, and a receipt per boot;
        // sampled once a platform minute, but never more often than every five real seconds.
        m_usage = std::make_unique<UsageWatcher>(*m_ssh, platform, platformNow, *m_store, UsageWatcher::Settings{});
        const auto pace = [this](const PlatformHealth &health) {
            const double scale = health.timeScale > 0 ? health.timeScale : 1.0;
            m_usage->setSampleInterval(int(std::clamp(60000.0 / scale, 5000.0, 60000.0)));
        };
        if (console.health())
            pace(*console.health());
        connect(&console, &Console::healthChanged, m_usage.get(), pace);
        // Each poll's batch: only what it says changed is looked at again.
        connect(&console, &Console::polled, m_usage.get(), &UsageWatcher::applyPoll);
        m_usage->setInstances(m_console.instances());
    }
    // Autostop needs the agent on the instance, which its startup script installs: the platform's,
    // or where the platform runs none, the one this console runs at each boot it sees.
    if (platform.has<BootScripts>() || m_boots->runsStartupScripts()) {
        m_autostop = std::make_unique<AutostopWatcher>(*m_remote, *m_boots, platform, platformNow);
        connect(&console, &Console::instancesChanged, m_autostop.get(), &AutostopWatcher::setInstances);
        m_autostop->setInstances(console.instances());
        m_autostop->setConsoleUse([this](const QString &id) { return consoleUse(id); });
    }
    // Where nothing on the instance can stop it, the platform's own stop is kept armed past the last use.
    if (platform.has<ScheduledStops>() && platform.has<InstanceLoad>() && !m_paths.settingsFile.isEmpty()) {
        const QString record = QFileInfo(m_paths.settingsFile).dir().filePath(u"stop-deadlines.json"_s);
        m_deadlines = std::make_unique<StopDeadlines>(platform, platformNow, record);
        // Autostop is on for an instance without settings of its own: a forgotten one still stops.
        if (m_autostop)
            m_autostop->setDefaults(AutostopSettings{});
        m_deadlines->setSettings([this](const QString &id) {
            const auto settings = m_autostop ? m_autostop->settings(id) : std::nullopt;
            return settings.value_or(AutostopSettings{});
        });
        m_deadlines->setConsoleUse([this](const QString &id) { return consoleUse(id); });
        connect(&console, &Console::instancesChanged, m_deadlines.get(), &StopDeadlines::setInstances);
        m_deadlines->setInstances(console.instances());
    }
    m_doctor = std::make_unique<DoctorRunner>(*m_ssh);
    // A token the user can make again on the platform's login node is made again before it ends.
    if (const TokenFromHost *maker = platform.facet<TokenFromHost>(); maker && maker->tokenHost())
        m_tokens = std::make_unique<TokenRenewal>(console.session(), *maker, *m_remote, platformNow);
}

ConsoleServices::~ConsoleServices()
{
    // Every service waits for its workers: give up their connections first, so closing the console
    // takes a moment, not a handshake's or a stalled transfer's timeout (a transfer resumes next time).
    if (m_ssh)
        m_ssh->abandon();
}

void ConsoleServices::recordUsage(const InstanceSnapshot &batch)
{
    // Every instance every few platform minutes while the console runs (LocalStore::runningSeconds
    // reads a gap of ten as the console closed), and each one a poll found new or changed at once.
    // Every instance at every changed poll was ten thousand rows a poll for the store's thread.
    const QDateTime now = m_console.platformNow();
    const bool all
        = !m_recordedAllAt.isValid() || now < m_recordedAllAt || m_recordedAllAt.secsTo(now) >= kRecordEverySeconds;
    if (!all && (batch.unchanged || batch.touchedRows.isEmpty()))
        return;
    QList<LocalStore::UsageSample> samples;
    const QString platform = m_console.platform().baseUrl().toString();
    const auto sample = [&](const Instance &i) {
        samples.append({platform, i.id, now, i.state, i.meter.ratePerHour,
                        BillingMeter::bootCost(i.meter, now.toSecsSinceEpoch())});
    };
    if (all) {
        m_recordedAllAt = now;
        samples.reserve(batch.instances.size());
        for (const Instance &i : batch.instances)
            sample(i);
    } else {
        samples.reserve(batch.touchedRows.size());
        for (const qsizetype row : batch.touchedRows)
            sample(batch.instances[row]);
    }
    m_store->record(samples);
}

QStringList ConsoleServices::consoleUse(const QString &id) const
{
    QStringList use;
    if (m_transfers && m_transfers->isBusy(id))
        use << tr("a transfer in progress");
    for (const SshTunnel *t : m_tunnels ? m_tunnels->tunnels(id) : QList<SshTunnel *>()) {
        if (t->openConnections() > 0)
            use << tr("a tunnel to port %1 in use").arg(t->remotePort());
    }
    // The console's own reading of the card, when it is recent (the agent reads it too: this guards
    // against an agent that misreads it).
    if (const auto last = m_usage ? m_usage->lastUtilization(id) : std::nullopt;
        last && last->second >= 10 && last->first.secsTo(m_console.platformNow()) <= 3 * 60)
        use << tr("the GPU %1% busy at the console's last reading").arg(last->second);
    return use;
}

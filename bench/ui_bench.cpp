// The console's speed against peers measured in the same run (nothing is
// asserted): time to the first painted main window beside a bare QWidget program; the longest
// main-thread stall while 10,000 instances are updated and ticking beside an idle event loop's,
// and the CPU they use; CPU used by a window ticking 50 running instances beside a bare window's;
// the time the console takes to quit with work in flight beside the same console quitting idle.
// Run: QT_QPA_PLATFORM=offscreen build/bench/bench/ui_bench [instances, default 10000] [stall: only that]
#include "bench/lib/benchrow.h"
#include "common/clock.h"
#include "core/api/restplatform.h"
#include "core/console/console.h"
#include "core/console/consoleservices.h"
#include "core/session/filesecretbackend.h"
#include "core/session/secretstore.h"
#include "core/session/session.h"
#include "core/ssh/sshworkspace.h"
#include "core/transfer/transferqueue.h"
#include "tests/support/fakeplatform.h"
#include "ui/shell/mainwindow.h"

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QEvent>
#include <QLabel>
#include <QProcess>
#include <QTableView>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QThread>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <sys/resource.h>
#include <time.h>

using namespace Qt::StringLiterals;

namespace {

/// Times every event the main thread delivers at the top level, so that the longest stall can be
/// named (which event, to which widget) rather than only measured.
class TimedApplication final : public QApplication
{
public:
    using QApplication::QApplication;

    bool notify(QObject *receiver, QEvent *event) override
    {
        // The console's worker threads deliver events through here too: only the main thread's count.
        if (QThread::currentThread() != thread())
            return QApplication::notify(receiver, event);
        if (m_depth++ > 0) {
            const bool done = QApplication::notify(receiver, event);
            --m_depth;
            return done;
        }
        QElapsedTimer t;
        t.start();
        const qint64 cpu0 = threadCpuUs();
        const QEvent::Type type = event->type();
        const char *receiverClass = receiver->metaObject()->className();
        const bool done = QApplication::notify(receiver, event);
        --m_depth;
        if (m_watching && m_verbose && t.elapsed() >= 3)
            std::printf("    event %d to %s: %lld ms (%lld ms of this thread's CPU)\n", int(type), receiverClass,
                        static_cast<long long>(t.elapsed()), static_cast<long long>((threadCpuUs() - cpu0) / 1000));
        if (m_watching && t.elapsed() > m_longestMs) {
            m_longestMs = t.elapsed();
            m_longestEvent = QStringLiteral("event %1 to %2").arg(int(type)).arg(QLatin1StringView(receiverClass));
        }
        return done;
    }

    void watch(bool on)
    {
        m_watching = on;
        m_longestMs = 0;
        m_longestEvent.clear();
    }
    QString longestEvent() const { return m_longestEvent + QStringLiteral(", %1 ms").arg(m_longestMs); }

    /// Says each event of 3 ms or more as it happens (GPUDESK_BENCH_EVENTS=1).
    void setVerbose(bool on) { m_verbose = on; }

private:
    static qint64 threadCpuUs()
    {
        timespec now{};
        ::clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
        return qint64(now.tv_sec) * 1000000 + now.tv_nsec / 1000;
    }

    bool m_verbose = false;
    int m_depth = 0;
    bool m_watching = false;
    qint64 m_longestMs = 0;
    QString m_longestEvent;
};

/// Nanoseconds on the monotonic clock, the one a parent and its child share.
qint64 monotonicNs()
{
    timespec now{};
    ::clock_gettime(CLOCK_MONOTONIC, &now);
    return qint64(now.tv_sec) * 1000000000 + now.tv_nsec;
}

/// Once `watched` has been painted for the first time (its children too: the whole frame, flushed
/// before the event loop runs the next timer), prints the microseconds since the parent started
/// the process (GPUDESK_BENCH_T0, monotonic nanoseconds) and exits: the time to the first frame is
/// what a user waits for; what the process does after it (its exit, the teardown) is not.
class FirstPaint final : public QObject
{
public:
    bool eventFilter(QObject *, QEvent *event) override
    {
        if (event->type() == QEvent::Paint && !m_painted) {
            m_painted = true;
            QTimer::singleShot(0, qApp, [] {
                const qint64 t0 = qEnvironmentVariable("GPUDESK_BENCH_T0").toLongLong();
                std::printf("painted %lld\n", static_cast<long long>((monotonicNs() - t0) / 1000));
                std::fflush(stdout);
                QCoreApplication::exit(0);
            });
        }
        return false;
    }

private:
    bool m_painted = false;
};

int child(const QString &mode)
{
    FirstPaint filter;
    if (mode == u"bare"_s) {
        QWidget w;
        w.installEventFilter(&filter);
        w.resize(960, 600);
        w.show();
        return QApplication::exec();
    }
    if (mode == u"label"_s) {
        // The same with one line of text: what loading fonts (fontconfig) adds to a first paint.
        QLabel w(u"gpudesk"_s);
        w.installEventFilter(&filter);
        w.resize(960, 600);
        w.show();
        return QApplication::exec();
    }
    SystemClock clock;
    MainWindow w(clock);
    w.installEventFilter(&filter);
    w.show();
    return QApplication::exec();
}

/// The time from the start of a child process in `mode` to its first paint, in milliseconds
/// (fractions kept: the figures are a few tens of them); 0 if it never painted.
double startupMs(const QString &mode)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(u"GPUDESK_BENCH_T0"_s, QString::number(monotonicNs()));
    p.setProcessEnvironment(env);
    p.start(QCoreApplication::applicationFilePath(), {u"--child"_s, mode});
    p.waitForFinished(30000);
    const QByteArray out = p.readAllStandardOutput();
    const qsizetype at = out.indexOf("painted ");
    return at >= 0 ? out.mid(at + 8).trimmed().toLongLong() / 1000.0 : 0;
}

/// Medians of `rounds` interleaved starts of each mode (a busy moment slows each alike).
QList<double> medianStartupsMs(const QStringList &modes, int rounds)
{
    QList<QList<double>> times(modes.size());
    for (int round = 0; round < rounds; ++round) {
        for (qsizetype m = 0; m < modes.size(); ++m)
            times[m] << startupMs(modes[m]);
    }
    QList<double> medians;
    for (QList<double> &t : times) {
        std::sort(t.begin(), t.end());
        medians << t[t.size() / 2];
    }
    return medians;
}

Instance running(int n, const QDateTime &since)
{
    Instance i;
    i.id = QString::number(n);
    i.name = u"instance-%1"_s.arg(n, 4, 10, QChar(u'0'));
    i.state = InstanceState::Running;
    i.stateReason = StateReason::User;
    i.mode = InstanceMode::Gpu;
    i.region = u"cn-north-1"_s;
    i.gpuType = u"rtx-4090-24g"_s;
    i.gpuCount = 1 + n % 4;
    i.billingMode = BillingMode::OnDemand;
    i.startedAt = since;
    i.meter.since = since;
    i.meter.ratePerHour = Money::fromCents(218 * i.gpuCount);
    i.meter.kind = u"compute"_s;
    return i;
}

/// Notes that the widget it watches has been painted.
class Painted final : public QObject
{
public:
    bool eventFilter(QObject *, QEvent *event) override
    {
        seen = seen || event->type() == QEvent::Paint;
        return false;
    }
    bool seen = false;
};

/// What one measure saw.
struct Load
{
    qint64 longestStallMs = 0;
    qint64 firstStallMs = 0; ///< from logging in to the table first painted
    double cpuPercent = 0;
};

double cpuSeconds()
{
    rusage u{};
    ::getrusage(RUSAGE_SELF, &u);
    return double(u.ru_utime.tv_sec + u.ru_stime.tv_sec) + double(u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e6;
}

/// What the platform does while a measure runs.
enum class Activity {
    Churn, ///< a tenth of the instances renamed every two seconds, polled every second
    Quiet, ///< nothing changes; polled at the console's own rhythm
};

/// The console as a user has it at `count` running instances: its window with every page, and the
/// services that follow each poll (the SSH workspace, the usage and autostop watchers, the usage
/// history), logged in to an in-process platform. The console's poller reads the platform on its own
/// thread, as it would over the network, and hands the main thread what changed; the meter ticks
/// every second.
class WholeConsole
{
public:
    WholeConsole(int count, Activity activity)
    {
        const QDateTime now = QDateTime::currentDateTimeUtc();
        PlatformHealth health;
        health.status = u"ok"_s;
        health.serverTime = now;
        health.billingTimezone = u"Asia/Shanghai"_s;
        m_cloud->setHealth(health);
        Billing billing;
        billing.balance = Money::fromCents(100000000);
        m_cloud->setBilling(billing);
        QList<Instance> list;
        for (int n = 0; n < count; ++n)
            list << running(n, now.addSecs(-3600));
        // Made beforehand: the platform's side is not the console's work.
        for (int round = 0; round < 10; ++round) {
            m_lists << list;
            for (int n = round; n < list.size(); n += 10)
                list[n].name += u'*';
        }
        m_cloud->setInstances(m_lists.first());
        StatusPoller::Settings polls;
        if (activity == Activity::Churn)
            polls.schedule.transitionMs = polls.schedule.steadyMs = polls.schedule.idleMs = 1000;
        polls.healthEveryMs = 3600 * 1000;
        m_console = std::make_unique<Console>(
            std::make_unique<FakePlatform>(m_cloud), FakePlatform::factory(m_cloud),
            std::make_unique<SecretStore>(nullptr, std::make_unique<FileSecretBackend>(m_dir.filePath(u"secrets"_s))),
            m_clock, polls);
        ConsolePaths paths;
        paths.usageDatabase = m_dir.filePath(u"gpudesk.db"_s);
        paths.sshDir = m_dir.filePath(u"ssh"_s);
        paths.settingsFile = m_dir.filePath(u"gpudesk.conf"_s);
        paths.snapshotDir = m_dir.filePath(u"snapshots"_s);
        paths.startupScriptDir = m_dir.filePath(u"scripts"_s);
        QDir().mkpath(paths.sshDir);
        m_services = std::make_unique<ConsoleServices>(*m_console, paths);
        m_window = std::make_unique<MainWindow>(m_clock);
        m_window->setPaths(paths);
        m_window->setServices(m_services.get());
        m_window->resize(1440, 900);
    }

    /// Logs in and shows the window; the milliseconds until the instances are in the table and it
    /// is painted (0: they never were).
    qint64 show()
    {
        QElapsedTimer first;
        first.start();
        m_window->show();
        m_console->session().logIn(u"13800000000"_s, u"secret"_s);
        auto *table = m_window->findChild<QTableView *>(u"instances"_s);
        Painted painted;
        while (first.elapsed() < 30000) {
            if (!painted.seen && m_console->isLoaded() && table && table->model()->rowCount() > 0) {
                table->viewport()->installEventFilter(&painted);
                table->viewport()->update();
            }
            if (painted.seen)
                break;
            QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
        }
        if (table)
            table->viewport()->removeEventFilter(&painted);
        return painted.seen ? first.elapsed() : 0;
    }

    /// The next renaming, as the platform would have it by the console's next poll.
    void change() { m_cloud->setInstances(m_lists[++m_round % m_lists.size()]); }

private:
    QTemporaryDir m_dir;
    SystemClock m_clock;
    std::shared_ptr<FakeCloud> m_cloud = std::make_shared<FakeCloud>();
    QList<QList<Instance>> m_lists;
    int m_round = 0;
    std::unique_ptr<Console> m_console;
    std::unique_ptr<ConsoleServices> m_services;
    std::unique_ptr<MainWindow> m_window;
};

/// The longest gap between a 1 ms timer's ticks over `seconds` (how long the main thread was busy
/// at once) and the CPU used (the whole process: every thread's), with the whole console at `count`
/// instances (none: an idle event loop).
Load measure(int count, int seconds, bool watchdog, Activity activity, TimedApplication *timed = nullptr)
{
    Load load;
    std::unique_ptr<WholeConsole> console;
    QTimer change;
    if (count > 0) {
        console = std::make_unique<WholeConsole>(count, activity);
        load.firstStallMs = console->show();
        QObject::connect(&change, &QTimer::timeout, &change, [&console] { console->change(); });
        if (activity == Activity::Churn)
            change.start(2000);
    }
    if (timed)
        timed->watch(true);
    QElapsedTimer gap;
    gap.start();
    QTimer dog;
    dog.setTimerType(Qt::PreciseTimer);
    QObject::connect(&dog, &QTimer::timeout, &dog, [&] {
        const qint64 ms = gap.restart();
        if (ms >= 10 && qEnvironmentVariableIntValue("GPUDESK_BENCH_EVENTS") == 1)
            std::printf("  a stall of %lld ms\n", static_cast<long long>(ms));
        load.longestStallMs = std::max(load.longestStallMs, ms);
    });
    if (watchdog)
        dog.start(1);
    const double cpu0 = cpuSeconds();
    QElapsedTimer wall;
    wall.start();
    QTimer::singleShot(seconds * 1000, qApp, [] { QCoreApplication::exit(0); });
    QApplication::exec();
    load.cpuPercent = 100.0 * (cpuSeconds() - cpu0) / (double(wall.elapsed()) / 1000.0);
    if (timed) {
        std::printf("  (longest single event: %s)\n", qPrintable(timed->longestEvent()));
        timed->watch(false);
    }
    return load;
}

/// Milliseconds from the quit (the user said yes) to the console and all its services gone. `busy`: a
/// platform and an instance that accept connections and never answer, with a login in flight, the
/// workspace checking the instance's host key (an SSH handshake waiting for a banner) and an
/// upload queued behind it: what a console on a dead network has going when the user quits.
qint64 quitMs(bool busy)
{
    QTcpServer platform, host; // each accepts, then says nothing
    QList<QTcpSocket *> held, sshHeld;
    for (auto [server, list] : {std::pair{&platform, &held}, std::pair{&host, &sshHeld}}) {
        server->listen(QHostAddress::LocalHost);
        QObject::connect(server, &QTcpServer::newConnection, [server, list] {
            while (QTcpSocket *s = server->nextPendingConnection())
                *list << s;
        });
    }
    const QUrl url(u"http://127.0.0.1:%1"_s.arg(platform.serverPort()));
    QTemporaryDir dir;
    SystemClock clock;
    auto console = std::make_unique<Console>(
        std::make_unique<RestPlatform>(url), RestPlatform::pollerFactory(url),
        std::make_unique<SecretStore>(nullptr, std::make_unique<FileSecretBackend>(dir.filePath(u"secrets.json"_s))),
        clock, StatusPoller::Settings{});
    ConsolePaths paths;
    paths.usageDatabase = dir.filePath(u"gpudesk.db"_s);
    paths.sshDir = dir.filePath(u"ssh"_s);
    paths.snapshotDir = dir.filePath(u"snapshots"_s);
    QDir().mkpath(paths.sshDir);
    QProcess::execute(u"ssh-keygen"_s,
                      {u"-q"_s, u"-t"_s, u"ed25519"_s, u"-N"_s, QString(), u"-f"_s, paths.sshDir + u"/id_ed25519"_s});
    auto services = std::make_unique<ConsoleServices>(*console, paths);
    auto window = std::make_unique<MainWindow>(clock);
    window->setServices(services.get());
    window->show();
    if (busy) {
        console->session().logIn(u"13800000000"_s, u"never answered"_s);
        Instance i = running(0, QDateTime::currentDateTimeUtc());
        i.ssh = SshEndpoint{u"127.0.0.1"_s, host.serverPort(), u"root"_s, {}, false};
        services->ssh()->setInstances({i});
        QFile file(dir.filePath(u"data.bin"_s));
        file.open(QIODevice::WriteOnly);
        file.write(QByteArray(1 << 20, 'x'));
        file.close();
        services->transfers()->upload(i, {file.fileName()}, u"/root"_s, {});
        QElapsedTimer waited;
        waited.start();
        while ((held.isEmpty() || sshHeld.isEmpty()) && waited.elapsed() < 10000)
            QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
        std::printf("  (in flight: %lld to the platform, %lld SSH)\n", static_cast<long long>(held.size()),
                    static_cast<long long>(sshHeld.size()));
    }
    // As gpudesk's main ends once the user said yes to quitting: the window, then the services.
    QElapsedTimer t;
    t.start();
    window.reset();
    services.reset();
    console.reset();
    return t.elapsed();
}

} // namespace

int main(int argc, char *argv[])
{
    TimedApplication app(argc, argv);
    app.setVerbose(qEnvironmentVariableIntValue("GPUDESK_BENCH_EVENTS") == 1);
    const QStringList args = QCoreApplication::arguments();
    if (args.size() >= 3 && args[1] == u"--child"_s)
        return child(args[2]);
    const int many = args.size() >= 2 ? std::max(args[1].toInt(), 1) : 10000;

    // `ui_bench N stall`: only the stall at N instances (to follow one change's effect quickly).
    if (args.size() >= 3 && args[2] == u"stall"_s) {
        const Load busy = measure(many, 10, true, Activity::Churn, &app);
        std::printf("longest main-thread stall: %lld ms; first paint %lld ms\n",
                    static_cast<long long>(busy.longestStallMs), static_cast<long long>(busy.firstStallMs));
        return 0;
    }
    const QList<double> starts = medianStartupsMs({u"bare"_s, u"console"_s, u"label"_s}, 9);
    const double bare = starts[0];
    const double console = starts[1];
    const double label = starts[2];
    const double startRatio = console / std::max(bare, 0.1);
    std::printf("startup to first paint: console %.1f ms, bare QWidget %.1f ms: %.2fx (target <= 1.2x); a QLabel "
                "(fonts loaded) %.1f ms\n",
                console, bare, startRatio, label);
    BenchRow{u"ui-start"_s,
             u"console cold start to first paint"_s,
             u"a bare QWidget program"_s,
             u"%1 ms"_s.arg(console, 0, 'f', 1),
             u"%1 ms"_s.arg(bare, 0, 'f', 1),
             startRatio,
             u"<= 1.2x"_s,
             startRatio <= 1.2}
        .print();
    BenchRow{u"ui-start-text"_s,
             u"console cold start to first paint, against a window of one line of text"_s,
             u"a QLabel program (fonts loaded)"_s,
             u"%1 ms"_s.arg(console, 0, 'f', 1),
             u"%1 ms"_s.arg(label, 0, 'f', 1),
             console / std::max(label, 0.1),
             u"—"_s,
             {}}
        .print();

    const Load idle = measure(0, 5, true, Activity::Quiet);
    const Load busy = measure(many, 10, true, Activity::Churn, &app);
    std::printf("longest main-thread stall, %d instances ticking and polled: %lld ms; idle loop %lld ms: "
                "%.1fx (target <= 16 ms); the table's first layout and paint: %lld ms\n",
                many, static_cast<long long>(busy.longestStallMs), static_cast<long long>(idle.longestStallMs),
                double(busy.longestStallMs) / double(std::max<qint64>(idle.longestStallMs, 1)),
                static_cast<long long>(busy.firstStallMs));
    BenchRow{u"ui-stall"_s,
             u"longest main-thread stall, %1 instances ticking and polled"_s.arg(many),
             u"an idle event loop"_s,
             u"%1 ms"_s.arg(busy.longestStallMs),
             u"%1 ms"_s.arg(idle.longestStallMs),
             {},
             u"<= 16 ms (a 60 Hz frame)"_s,
             busy.longestStallMs <= 16}
        .print();

    // Each CPU figure beside a bare event loop's; `capped`: held to the target of 1% of a core.
    const Load quiet = measure(0, 10, false, Activity::Quiet);
    const auto cpuRow = [&quiet](const QString &id, const QString &what, double percent, bool capped) {
        std::printf("%s: %.2f%% of a core; a bare event loop %.2f%%%s\n", qPrintable(what), percent, quiet.cpuPercent,
                    capped ? " (target <= 1%)" : "");
        BenchRow{id,
                 what,
                 u"a bare event loop"_s,
                 u"%1% of a core"_s.arg(percent, 0, 'f', 2),
                 u"%1%"_s.arg(quiet.cpuPercent, 0, 'f', 2),
                 {},
                 capped ? u"<= 1% of a core"_s : u"—"_s,
                 capped ? std::optional(percent <= 1.0) : std::nullopt}
            .print();
    };
    cpuRow(u"ui-cpu"_s, u"CPU of the console with %1 instances polled and ticking (nothing changing)"_s.arg(many),
           measure(many, 20, false, Activity::Quiet).cpuPercent, true);
    cpuRow(u"ui-cpu-churn"_s,
           u"CPU of the console with %1 instances, a tenth renamed every 2 s, polled every second"_s.arg(many),
           measure(many, 20, false, Activity::Churn).cpuPercent, false);
    cpuRow(u"ui-cpu-50"_s, u"CPU of the console with 50 running instances polled and ticking"_s,
           measure(50, 10, false, Activity::Quiet).cpuPercent, true);

    const qint64 idleQuit = quitMs(false);
    const qint64 busyQuit = quitMs(true);
    std::printf("quitting with a login and an SSH handshake in flight to hosts that never answer, an upload queued: "
                "%lld ms; the same console idle %lld ms (target <= 2000 ms)\n",
                static_cast<long long>(busyQuit), static_cast<long long>(idleQuit));
    BenchRow{u"ui-quit"_s,
             u"quitting with a login, an SSH handshake and an upload in flight"_s,
             u"the same console quitting idle"_s,
             u"%1 ms"_s.arg(busyQuit),
             u"%1 ms"_s.arg(idleQuit),
             {},
             u"<= 2,000 ms"_s,
             busyQuit <= 2000}
        .print();
    return 0;
}

#pragma once

#include "common/clock.h"
#include "core/api/restplatform.h"
#include "core/console/console.h"
#include "core/session/filesecretbackend.h"
#include "core/session/secretstore.h"
#include "core/session/session.h"
#include "tests/support/httpclient.h"
#include "tests/support/sandboxprocess.h"

#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

#include <memory>

#include <gtest/gtest.h>

/// The console's poller for tests: every 100 ms (50 ms while something changes), backing off only
/// briefly, and the platform's clock re-read often (a manual clock jumps).
inline StatusPoller::Settings fastPolls()
{
    StatusPoller::Settings polls;
    polls.schedule.transitionMs = 50;
    polls.schedule.steadyMs = 100;
    polls.schedule.idleMs = 300;
    polls.schedule.firstBackoffMs = 100;
    polls.schedule.maxBackoffMs = 300;
    polls.healthEveryMs = 200;
    return polls;
}

/// Takes every L40S of North China 1 (it has 4) with an instance of the account's own, money added
/// first: what an out-of-stock test starts from. The instance's id.
inline QString takeEveryL40s(HttpClient &c)
{
    c.post(QStringLiteral("/v1/billing/recharge"), {{QStringLiteral("amount_cents"), 100000}});
    const auto taken = c.post(QStringLiteral("/v1/instances"),
                              {{QStringLiteral("name"), QStringLiteral("all-of-them")},
                               {QStringLiteral("region"), QStringLiteral("cn-north-1")},
                               {QStringLiteral("gpu_type"), QStringLiteral("l40s-48g")},
                               {QStringLiteral("gpu_count"), 4},
                               {QStringLiteral("image"), QStringLiteral("ubuntu-22.04")}});
    EXPECT_EQ(taken.status, 202) << taken.body.toStdString();
    return taken.json.value(QStringLiteral("id")).toString();
}

/// A sandbox on a manual clock with its demo account, and a Console for it polling every 100 ms
/// (50 ms while something changes), its secrets in a temporary file, on a manual local clock (the
/// sandbox's clock is frozen between moves, so nothing needs the machine's): what the console's
/// tests start from.
class DemoConsole
{
public:
    /// The sandbox's options: a manual clock moved by advance(), instant boots, no SSH, the demo.
    static QStringList defaultArguments()
    {
        return {QStringLiteral("--clock"), QStringLiteral("manual"),    QStringLiteral("--boot-delay"),
                QStringLiteral("0"),       QStringLiteral("--runtime"), QStringLiteral("none"),
                QStringLiteral("--demo")};
    }
    explicit DemoConsole(QStringList sandboxArguments = defaultArguments())
        : m_sandbox(std::move(sandboxArguments))
    { }

    bool start(QString *error)
    {
        using namespace Qt::StringLiterals;
        if (!m_sandbox.start(error))
            return false;
        const StatusPoller::Settings polls = fastPolls();
        m_console = std::make_unique<Console>(
            std::make_unique<RestPlatform>(m_sandbox.url()), RestPlatform::pollerFactory(m_sandbox.url()),
            std::make_unique<SecretStore>(nullptr,
                                          std::make_unique<FileSecretBackend>(m_dir.path() + u"/secrets.json"_s)),
            m_clock, polls);
        return true;
    }
    /// Logs in to the demo account and waits for its instances to be known.
    bool logIn()
    {
        using namespace Qt::StringLiterals;
        m_console->session().logIn(u"13800000000"_s, u"sandbox-demo"_s);
        return QTest::qWaitFor([&] { return m_console->isLoaded(); }, 10000);
    }
    /// The demo account over plain HTTP, with the console's session (to set things up).
    HttpClient http() const
    {
        HttpClient c(m_sandbox.url());
        c.setToken(m_console->session().token());
        return c;
    }
    void advance(qint64 seconds) const
    {
        using namespace Qt::StringLiterals;
        HttpClient(m_sandbox.url()).post(u"/v1/sandbox/clock"_s, {{u"advance_s"_s, seconds}});
    }

    /// Ends the console (and its poller) before the test's other objects go.
    void stop() { m_console.reset(); }
    Console &console() { return *m_console; }
    ManualClock &clock() { return m_clock; }
    QUrl url() const { return m_sandbox.url(); }
    /// The sandbox's --data directory (its instances' emulator files are under instances/ID/emulated).
    QString dataDir() const { return m_sandbox.dataDir(); }

private:
    SandboxProcess m_sandbox;
    QTemporaryDir m_dir;
    ManualClock m_clock{QDateTime(QDate(2026, 12, 1), QTime(8, 0), QTimeZone::utc()).toMSecsSinceEpoch()};
    std::unique_ptr<Console> m_console;
};

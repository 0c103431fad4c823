#pragma once

#include "common/clock.h"
#include "core/session/filesecretbackend.h"
#include "core/session/secretstore.h"
#include "core/session/session.h"
#include "tests/support/httpclient.h"
#include "tests/support/sandboxprocess.h"
#include "ui/console.h"

#include <QTemporaryDir>
#include <QTest>

#include <memory>

/// A sandbox on a manual clock with its demo account, and a Console for it polling every 100 ms
/// (50 ms while something changes), its secrets in a temporary file: what the console's tests
/// start from.
class DemoConsole
{
public:
    /// `usage` may be null.
    bool start(QString *error, LocalStore *usage = nullptr)
    {
        using namespace Qt::StringLiterals;
        if (!m_sandbox.start(error))
            return false;
        StatusPoller::Settings polls;
        polls.schedule.transitionMs = 50;
        polls.schedule.steadyMs = 100;
        polls.schedule.idleMs = 300;
        polls.schedule.firstBackoffMs = 100;
        polls.schedule.maxBackoffMs = 300;
        polls.healthEveryMs = 200; // the manual clock jumps: the meter re-reads it promptly
        m_console = std::make_unique<Console>(
            m_sandbox.url(),
            std::make_unique<SecretStore>(nullptr,
                                          std::make_unique<FileSecretBackend>(m_dir.path() + u"/secrets.json"_s)),
            m_clock, usage, polls);
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

    Console &console() { return *m_console; }
    const Clock &clock() const { return m_clock; }
    QUrl url() const { return m_sandbox.url(); }

private:
    SandboxProcess m_sandbox{{QStringLiteral("--clock"), QStringLiteral("manual"), QStringLiteral("--boot-delay"),
                              QStringLiteral("0"), QStringLiteral("--runtime"), QStringLiteral("none"),
                              QStringLiteral("--demo")}};
    QTemporaryDir m_dir;
    SystemClock m_clock;
    std::unique_ptr<Console> m_console;
};

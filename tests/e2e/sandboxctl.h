#pragma once

// gpudeskctl run against a real gpudesk-sandbox, as the e2e tests of test_e2e run it: the command
// with its environment, and a fixture with an account on a sandbox on a manual clock.
#include "tests/e2e/ctlprocess.h"
#include "tests/support/httpclient.h"
#include "tests/support/sandboxprocess.h"

#include <QJsonArray>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>

#include <gtest/gtest.h>

// gpudeskctl with `args`, its standard input `input`, to its end.
inline CliRun ctl(const QStringList &args, const QProcessEnvironment &env = QProcessEnvironment::systemEnvironment(),
                  const QByteArray &input = {})
{
    QProcess p;
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(GPUDESKCTL_BIN), args);
    p.write(input);
    p.closeWriteChannel();
    EXPECT_TRUE(p.waitForFinished(60000));
    return {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError())};
}

/// gpudeskctl's environment for a test: its own XDG folders under `home`, no keychain service (as
/// in CI), no token from the caller's environment.
inline QProcessEnvironment cliEnvironment(const QString &home)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home + QStringLiteral("/config"));
    env.insert(QStringLiteral("XDG_STATE_HOME"), home + QStringLiteral("/state"));
    env.insert(QStringLiteral("XDG_CACHE_HOME"), home + QStringLiteral("/cache"));
    env.insert(QStringLiteral("DBUS_SESSION_BUS_ADDRESS"), QStringLiteral("unix:path=/nonexistent/bus"));
    env.remove(QStringLiteral("GPUDESK_TOKEN"));
    return env;
}

/// A sandbox on a manual clock, an account on it, and gpudeskctl run with its own configuration
/// directory and no keychain service (as in CI).
class GpudeskctlAccount : public ::testing::Test
{
protected:
    void SetUp() override
    {
        QString error;
        ASSERT_TRUE(m_sandbox.start(&error)) << error.toStdString();
        HttpClient c(m_sandbox.url());
        ASSERT_EQ(c.post(QStringLiteral("/v1/accounts"),
                         {{QStringLiteral("phone"), QStringLiteral("13912345678")},
                          {QStringLiteral("email"), QStringLiteral("wang@example.cn")},
                          {QStringLiteral("password"), QStringLiteral("gpu-Rent-2026")}})
                      .status,
                  201);
        m_env = cliEnvironment(m_home.path());
    }
    CliRun run(QStringList args, const QByteArray &input = {})
    {
        return ctl(QStringList{QStringLiteral("--platform"), m_sandbox.url().toString()} + args, m_env, input);
    }
    /// A session for the account, over HTTP, with money and verification.
    HttpClient session()
    {
        HttpClient c(m_sandbox.url());
        c.setToken(c.post(QStringLiteral("/v1/sessions"),
                          {{QStringLiteral("login"), QStringLiteral("13912345678")},
                           {QStringLiteral("password"), QStringLiteral("gpu-Rent-2026")}})
                       .json.value(QStringLiteral("token"))
                       .toString());
        return c;
    }
    QString token(const QJsonArray &scopes)
    {
        HttpClient c = session();
        return c
            .post(QStringLiteral("/v1/tokens"),
                  {{QStringLiteral("name"), QStringLiteral("script")}, {QStringLiteral("scopes"), scopes}})
            .json.value(QStringLiteral("token"))
            .toString();
    }
    void advance(qint64 s)
    {
        HttpClient(m_sandbox.url()).post(QStringLiteral("/v1/sandbox/clock"), {{QStringLiteral("advance_s"), s}});
    }

    SandboxProcess m_sandbox{{QStringLiteral("--clock"), QStringLiteral("manual"), QStringLiteral("--boot-delay"),
                              QStringLiteral("0"), QStringLiteral("--review-delay"), QStringLiteral("0"),
                              QStringLiteral("--runtime"), QStringLiteral("none")}};
    QTemporaryDir m_home;
    QProcessEnvironment m_env;
};

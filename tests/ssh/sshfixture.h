#pragma once

#include "core/ssh/sshkeypair.h"
#include "core/ssh/sshtarget.h"
#include "tests/support/httpclient.h"
#include "tests/support/sandboxprocess.h"

#include <QJsonObject>
#include <QProcessEnvironment>
#include <QTemporaryDir>

#include <gtest/gtest.h>

/// A sandbox with an account whose key (generated into a temporary ~/.ssh) is on the platform,
/// and instances that run with their real sshd. Skips where sshd is not installed.
class SshFixture : public ::testing::Test
{
protected:
    struct Ran
    {
        int exitCode = -1;
        QString out;
        QString err;
    };

    void SetUp() override;
    /// Runs `program` to its end (at most a minute) with standard input closed.
    static Ran runProgram(const QString &program, const QStringList &args, const QProcessEnvironment &env);
    /// gpudeskctl on this sandbox with this account and key, its files in this test's home.
    Ran ctl(const QStringList &args);
    /// The environment ctl() runs in: XDG folders in the test's home, the account's token, no agent.
    QProcessEnvironment ctlEnvironment() const;

    /// Creates an instance named `name` (with a data disk of `dataDiskGb`) and waits until it is
    /// running; its JSON.
    QJsonObject runningInstance(const QString &name, int dataDiskGb = 0);
    /// Stops and starts it again (a new port); its JSON once running.
    QJsonObject reboot(const QString &id);
    QJsonObject waitFor(const QString &id, const QString &state);
    /// The target for an instance's JSON, with this fixture's key and known_hosts.
    SshTarget targetFor(const QJsonObject &instance) const;

    /// The sandbox's options: an hour a minute by default.
    explicit SshFixture(QStringList sandboxArguments = {QStringLiteral("--time-scale"), QStringLiteral("60"),
                                                        QStringLiteral("--boot-delay"), QStringLiteral("1")})
        : m_sandbox(std::move(sandboxArguments))
    { }

    SandboxProcess m_sandbox;
    HttpClient m_api{QUrl()};
    QString m_token; ///< the account's session token
    QTemporaryDir m_home;
    QString m_sshDir;
    SshKeyPair m_key;
};

#pragma once

#include "core/ssh/sshkeypair.h"
#include "core/ssh/sshtarget.h"
#include "tests/support/httpclient.h"
#include "tests/support/sandboxprocess.h"

#include <QJsonObject>
#include <QTemporaryDir>

#include <gtest/gtest.h>

/// A sandbox with an account whose key (generated into a temporary ~/.ssh) is on the platform,
/// and instances that run with their real sshd. Skips where sshd is not installed.
class SshFixture : public ::testing::Test
{
protected:
    void SetUp() override;

    /// Creates an instance named `name` (with a data disk of `dataDiskGb`) and waits until it is
    /// running; its JSON.
    QJsonObject runningInstance(const QString &name, int dataDiskGb = 0);
    /// Stops and starts it again (a new port); its JSON once running.
    QJsonObject reboot(const QString &id);
    QJsonObject waitFor(const QString &id, const QString &state);
    /// The target for an instance's JSON, with this fixture's key and known_hosts.
    SshTarget targetFor(const QJsonObject &instance) const;

    SandboxProcess m_sandbox{
        {QStringLiteral("--time-scale"), QStringLiteral("60"), QStringLiteral("--boot-delay"), QStringLiteral("1")}};
    HttpClient m_api{QUrl()};
    QString m_token; ///< the account's session token
    QTemporaryDir m_home;
    QString m_sshDir;
    SshKeyPair m_key;
};

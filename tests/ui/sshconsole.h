#pragma once

#include "core/console/consoleservices.h"
#include "core/model/instance.h"
#include "core/ssh/boottasks.h"
#include "core/ssh/sshremote.h"
#include "core/ssh/sshtunnels.h"
#include "core/ssh/sshworkspace.h"
#include "tests/support/httpclient.h"
#include "tests/ui/democonsole.h"

#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <memory>

/// A sandbox with real sshd (boots of a second), the demo account logged in, a key of this test's
/// on the platform, and the console's services with the SSH workspace following its instances. Skips where
/// sshd is not installed.
class SshConsole : public ::testing::Test
{
protected:
    SshConsole() = default;
    /// With the sandbox started with these arguments instead.
    explicit SshConsole(const QStringList &sandboxArgs)
        : m_demo(sandboxArgs)
    { }
    void SetUp() override;
    void TearDown() override;
    /// Creates an instance with a data disk; its id.
    QString create(const QString &name, int dataDiskGb);
    /// The console's view of the instance while it is in `state`, else null.
    const Instance *shown(const QString &id, InstanceState state);

    DemoConsole m_demo{{QStringLiteral("--time-scale"), QStringLiteral("60"), QStringLiteral("--boot-delay"),
                        QStringLiteral("1"), QStringLiteral("--demo")}};
    QTemporaryDir m_home;
    QString m_sshDir;
    /// The console's services on this ssh dir (no local store: no transfer queue or usage watcher).
    std::unique_ptr<ConsoleServices> m_services;
    SshWorkspace *m_workspace = nullptr; ///< the services' workspace
    // The pieces that work over it, the services' too.
    SshRemote *m_remote = nullptr;
    SshTunnels *m_tunnels = nullptr;
    BootTasks *m_boots = nullptr;
    HttpClient m_http{QUrl()};
};

#pragma once

#include <QByteArray>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

/// What one gpudeskctl run printed, and how it ended.
struct CliRun
{
    int exitCode = -1;
    QString out;
    QString err;
};

/// gpudeskctl run as a user runs it, against a platform given as `--platform`, with a home of its
/// own (config, state, data; no session bus, so the secret store is the file one) and no
/// GPUDESK_TOKEN. A fake platform in the test's process answers only while its event loop runs,
/// so each run is waited for with the loop running.
class CtlProcess
{
public:
    explicit CtlProcess(const QString &platform);

    CliRun run(const QStringList &args, const QByteArray &input = {}) const;
    const QString &home() const { return m_homePath; }
    /// The files under the home that hold `secret` (a test failure for one it cannot read).
    QStringList filesHolding(const QByteArray &secret) const;

private:
    QString m_platform;
    QTemporaryDir m_home;
    QString m_homePath;
    QProcessEnvironment m_env;
};

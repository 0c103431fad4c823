#pragma once

#include <QHostAddress>
#include <QString>
#include <QStringList>

#include <optional>

/// The sandbox's command line, validated. Kept apart from main() so every rule is unit-tested.
struct SandboxOptions
{
    QHostAddress listenAddress = QHostAddress::LocalHost;
    quint16 listenPort = 0;
    QString dataDir;
    double timeScale = 1.0;
    bool allowRemote = false;
    bool verbose = false;
    QString billingTimezone;
    bool manualClock = false; ///< --clock manual
    qint64 reviewDelaySeconds = 5; ///< --review-delay
    qint64 bootDelaySeconds = 5; ///< --boot-delay
    qint64 bootTimeoutSeconds = 300; ///< --boot-timeout
    std::optional<int> maxInstances; ///< --max-instances
    bool sshRuntime = true; ///< --runtime sshd (false: none)
    bool demo = false; ///< --demo

    /// Parses arguments (argv without the program name's meaning: arguments.first() is ignored).
    /// Returns nullopt with a one-line reason in *error; `--help` text goes to *help.
    static std::optional<SandboxOptions> parse(const QStringList &arguments, QString *error, QString *help);
    static QString helpText();
};

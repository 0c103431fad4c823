#pragma once

#include "common/clock.h"
#include "core/api/platform.h"
#include "core/model/sshhop.h"

#include <QList>
#include <QString>
#include <QUrl>

#include <memory>
#include <optional>

/// Which platform a user means, as typed after `--platform`, chosen at the first start and kept in
/// gpudesk.conf: "sandbox" (the local one, started on demand), an http(s) address of a platform that
/// speaks gpudesk's contract, or one of the real clouds gpudesk has an adapter for by its word
/// ("runpod": RunPod's API at https://api.runpod.io; "vast": Vast.ai's at https://console.vast.ai;
/// "compshare": 优云智算's at https://api.compshare.cn),
/// or that word with "+http(s)://HOST:PORT" (the adapter pointed elsewhere: a proxy, a test's server);
/// a lab's Slurm cluster only as "slurm+http(s)://[USER@]HOST:PORT", its slurmrestd.
/// The one place that knows which adapter speaks to which platform.
struct PlatformAddress
{
    enum class Kind { Sandbox, Contract, RunPod, Vast, Compshare, Slurm };
    Kind kind = Kind::Sandbox;
    QUrl url; ///< where; empty for the sandbox (its launcher finds it)

    /// On failure nullopt with a sentence in *error saying what to type instead.
    static std::optional<PlatformAddress> parse(const QString &text, QString *error);
    /// What parse() reads back: "sandbox", "https://gpu.example.com", "runpod", "vast+http://…".
    QString toString() const;

    /// The real clouds with an adapter and an address of their own, in the order the platform
    /// chooser shows them (a Slurm cluster has no address gpudesk knows).
    static QList<Kind> clouds();
    /// What `--platform` takes, for help: "sandbox|runpod|vast|URL".
    static QString words();
    /// A cloud at its own address.
    static PlatformAddress cloud(Kind kind);
    /// The word `--platform` takes for a cloud ("runpod"), its name and one sentence on what it is.
    static QString word(Kind kind);
    static QString displayName(Kind kind);
    static QString description(Kind kind);

    /// A connection to the platform at `url` (the address's own, or the sandbox's once found).
    /// `wallClock` is the machine's clock, for a platform whose time is real time.
    std::unique_ptr<Platform> connect(const QUrl &url, const Clock &wallClock) const;
    /// The host a cluster's users log in to (a Slurm address's `login=`, else its own host), where
    /// a new token is made; none for the other platforms.
    std::optional<SshHop> loginNode() const;
    /// Credentials the platform's own tools read from the environment (Compshare's key pair), as the
    /// token a login would give; nullopt where none are set.
    std::optional<QString> environmentToken() const;
    /// Connections of the same kind for the background poller's thread.
    PlatformFactory pollerFactory(const QUrl &url, const Clock &wallClock) const;

    bool operator==(const PlatformAddress &) const = default;
};

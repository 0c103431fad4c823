#pragma once

#include "common/clock.h"
#include "core/api/platform.h"

#include <QString>
#include <QUrl>

#include <memory>
#include <optional>

/// Which platform a user means, as typed after `--platform`, chosen at the first start and kept in
/// gpudesk.conf: "sandbox" (the local one, started on demand), an http(s) address of a platform that
/// speaks gpudesk's contract, "runpod" (RunPod's API at https://api.runpod.io), or
/// "runpod+http(s)://HOST:PORT" (the RunPod adapter pointed elsewhere: a proxy, a test's server).
/// The one place that knows which adapter speaks to which platform.
struct PlatformAddress
{
    enum class Kind { Sandbox, Contract, RunPod };
    Kind kind = Kind::Sandbox;
    QUrl url; ///< where; empty for the sandbox (its launcher finds it)

    /// On failure nullopt with a sentence in *error saying what to type instead.
    static std::optional<PlatformAddress> parse(const QString &text, QString *error);
    /// What parse() reads back: "sandbox", "https://gpu.example.com", "runpod", "runpod+http://…".
    QString toString() const;

    /// A connection to the platform at `url` (the address's own, or the sandbox's once found).
    /// `wallClock` is the machine's clock, for a platform whose time is real time.
    std::unique_ptr<Platform> connect(const QUrl &url, const Clock &wallClock) const;
    /// Connections of the same kind for the background poller's thread.
    PlatformFactory pollerFactory(const QUrl &url, const Clock &wallClock) const;

    bool operator==(const PlatformAddress &) const = default;
};

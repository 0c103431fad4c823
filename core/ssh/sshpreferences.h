#pragma once

#include "core/model/sshhop.h"

#include <QString>

#include <optional>

struct Instance;

/// What the SSH workspace remembers in gpudesk.conf ([ssh]), shared by the console and gpudeskctl:
/// the key every instance's IdentityFile names, and whether the user agreed to gpudesk's Include
/// line in ~/.ssh/config.
struct SshPreferences
{
    QString defaultIdentity; ///< a private key's path; empty: none chosen yet
    bool includeAgreed = false;
    /// Every instance is reached through this host first ([ssh] jump = [user@]host[:port]): for a
    /// network that blocks outgoing SSH but lets it to one host of its own.
    std::optional<SshHop> jump;

    /// `[user@]host[:port]` as a jump host; none with `why` when it cannot be one (empty text: none, no why).
    static std::optional<SshHop> parseJump(const QString &text, QString *why);
    static QString jumpText(const SshHop &hop);
    /// `instances` as they are reached from here: those without a hop of their platform's (a
    /// cluster's login node) go through the user's jump host, when there is one.
    QList<Instance> routed(QList<Instance> instances) const;
    Instance routed(Instance instance) const;

    static SshPreferences load(const QString &file);
    /// Writes the [ssh] keys, keeping the file's others; false with `error` when it cannot.
    bool save(const QString &file, QString *error) const;
};

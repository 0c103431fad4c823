#pragma once

#include <QString>

/// What the SSH workspace remembers in gpudesk.conf ([ssh]), shared by the console and gpudeskctl:
/// the key every instance's IdentityFile names, and whether the user agreed to gpudesk's Include
/// line in ~/.ssh/config.
struct SshPreferences
{
    QString defaultIdentity; ///< a private key's path; empty: none chosen yet
    bool includeAgreed = false;

    static SshPreferences load(const QString &file);
    /// Writes the [ssh] keys, keeping the file's others; false with `error` when it cannot.
    bool save(const QString &file, QString *error) const;
};

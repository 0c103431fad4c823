#pragma once

#include <QString>

/// Why an SSH step failed, with the sentence a user reads (English; the console translates by kind).
struct SshFailure
{
    enum class Kind {
        Unreachable, ///< no route, refused past the grace period, timed out
        HostKeyUnknown, ///< no fingerprint from the platform and none pinned: the user must confirm
        HostKeyMismatch, ///< the key is not the one the platform reports
        HostKeyChanged, ///< the key differs from the one pinned earlier
        KeyLocked, ///< the identity needs a passphrase and none was given
        Denied, ///< the instance refused every key offered
        ShellOnly, ///< only a terminal through the platform's proxy: nothing else can be done over it
        Failed, ///< anything else (protocol error, channel refused, command failed to start)
    };
    Kind kind = Kind::Failed;
    QString message;
    /// For host-key failures: the key the instance offered ("SHA256:…") and the one expected.
    QString offered;
    QString expected;
};

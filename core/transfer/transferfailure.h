#pragma once

#include "core/ssh/sshfailure.h"

#include <QCoreApplication>
#include <QString>

/// Why a transfer stopped, as one sentence that says what to do, and whether running it again
/// picks up where it stopped.
struct TransferFailure
{
    Q_DECLARE_TR_FUNCTIONS(TransferFailure)

public:
    enum class Kind {
        DiskFull, ///< no space left where the files go
        NotReachable, ///< the instance is not running or cannot be reached
        KeyRefused, ///< the instance refused the key, or it needs a passphrase
        HostKey, ///< the host key is not the one expected
        Network, ///< the connection broke off during the transfer
        ChecksumMismatch, ///< what arrived differs from what was sent
        LocalFile, ///< a file here cannot be read or written
        RemoteFile, ///< a path on the instance cannot be read or written
        Cancelled, ///< paused or cancelled by the user
        NoDirectSsh, ///< the instance has a terminal through the platform's proxy only: no sftp
    };
    Kind kind = Kind::Network;
    QString message;

    /// Running the same transfer again resumes it (the network, a stopped instance, a pause).
    bool resumable() const;

    static TransferFailure fromSsh(const SshFailure &failure);
    /// From what a command on the instance wrote to its standard error (`what`: the path involved).
    static TransferFailure fromRemote(const QByteArray &stderrText, const QString &what);
    /// A file or folder here (`path`) that cannot be written, `why` (strerror's words, say).
    static TransferFailure localFile(const QString &path, const QString &why);
    static TransferFailure make(Kind kind, const QString &message) { return TransferFailure{kind, message}; }
};

#pragma once

#include "common/sshpublickey.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <optional>

struct ssh_key_struct;

/// A key pair on this computer: the private file the ssh client uses and the public line the
/// platform is given. Made here (ed25519), or found where the user already keeps keys.
struct SshKeyPair
{
    QString privatePath;
    QString publicPath;
    SshPublicKey publicKey;
    /// Group or others may read the private file: OpenSSH refuses such a key ("UNPROTECTED
    /// PRIVATE KEY FILE"), so it is flagged with a one-step fix (fixPermissions).
    bool privateTooOpen = false;

    /// ~/.ssh of the user, by the password database as OpenSSH finds it (not $HOME).
    static QString sshDir();
    /// `<dir>/gpudesk_<slug of name>`: where generate() puts a key of that name.
    static QString pathFor(const QString &dir, const QString &name);

    /// Generates an ed25519 pair as pathFor(dir, name) and its `.pub`. The private file is created
    /// with mode 0600 whatever the umask (libssh's own export would follow the umask); neither file
    /// is ever overwritten. `passphrase` empty: unencrypted. The directory is made 0700 if missing.
    static std::optional<SshKeyPair> generate(const QString &dir, const QString &name, const QByteArray &passphrase,
                                              QString *error);
    /// An existing pair, named by either of its files. Without a `.pub` beside the private file, the
    /// public key is read from the private one (`passphrase` when it is encrypted) and the `.pub`
    /// written, as `ssh-keygen -y` would.
    static std::optional<SshKeyPair> read(const QString &path, const QByteArray &passphrase, QString *error);
    /// Pairs in `dir`: every `.pub` with its private file beside it.
    static QList<SshKeyPair> scan(const QString &dir);
    /// Makes the private file readable by its owner only (0600).
    static bool fixPermissions(const QString &privatePath, QString *error);
    /// Whether the private file is encrypted (asks for a passphrase to be used).
    static bool isEncrypted(const QString &privatePath);
    /// The private key, opened with `passphrase` (never by prompting on a terminal); nullptr when
    /// it cannot be. The caller frees it (ssh_key_free).
    static ssh_key_struct *openPrivate(const QString &privatePath, const QByteArray &passphrase);
};

#pragma once

#include "core/ssh/sshfailure.h"
#include "core/ssh/sshsession.h"
#include "core/ssh/sshtarget.h"

#include <QByteArray>
#include <QStringList>

/// An instance's first login, with the password its platform gives (a platform that keeps no SSH keys:
/// Compshare): it puts the user's public keys into the login user's ~/.ssh/authorized_keys, so that
/// gpudesk and OpenSSH log in with the key from then on. Blocking: on a worker thread, or in the CLI.
namespace SshFirstLogin {

/// The command that adds each of `keyLines` ("TYPE BASE64 [COMMENT]") to ~/.ssh/authorized_keys where
/// it is not there yet (run again, it adds nothing), the folder and file made private; keys it cannot
/// read are left out. Empty where none can be read.
QByteArray installCommand(const QStringList &keyLines);

/// Connects to `target` (its first host key pinned where the target accepts it), logs in with
/// `password` and installs `keyLines`. Where the password is refused (changed on the instance) but the
/// key is already in (`ask` opens it), that is done too. False with the reason otherwise.
bool run(const SshTarget &target, const QByteArray &password, const QStringList &keyLines,
         const SshSession::PassphraseSource &ask, SshFailure *failure);

} // namespace SshFirstLogin

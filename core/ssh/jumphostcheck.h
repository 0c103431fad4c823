#pragma once

#include "core/model/sshhop.h"

#include <QString>

/// Meets the user's jump host before instances are reached through it: connects, checks its host
/// key against gpudesk's known_hosts (where the OpenSSH client checks it too), and pins a key the
/// user confirmed. A key nothing vouches for is never taken silently. Blocking: a worker thread or
/// the CLI.
namespace JumpHostCheck {

struct Met
{
    bool ok = false; ///< its key is the pinned one (or was just confirmed and pinned)
    QString offered; ///< its key's fingerprint, when it is not known yet: for the user to confirm
    QString problem; ///< what went wrong otherwise, in words
};

/// `user`: who logs in there when the hop names nobody; `trusted`: a fingerprint the user confirmed.
Met meet(const SshHop &hop, const QString &user, const QString &identityFile, const QString &knownHostsPath,
         const QString &trusted);

} // namespace JumpHostCheck

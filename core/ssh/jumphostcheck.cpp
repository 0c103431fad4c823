#include "core/ssh/jumphostcheck.h"

#include "core/ssh/sshsession.h"
#include "core/ssh/sshtarget.h"

namespace JumpHostCheck {

Met meet(const SshHop &hop, const QString &user, const QString &identityFile, const QString &knownHostsPath,
         const QString &trusted)
{
    // Pinned under the name the config's ProxyJump and the sessions behind it look it up by.
    SshTarget target{hop.knownHostsName(), hop.host, hop.port,      hop.user.isEmpty() ? user : hop.user,
                     identityFile,         {},       knownHostsPath};
    target.refusedGraceMs = 0;
    target.timeoutSeconds = 10;
    SshSession session;
    SshFailure failure;
    if (session.connect(target, trusted, &failure))
        return {true, {}, {}};
    if (failure.kind == SshFailure::Kind::HostKeyUnknown)
        return {false, failure.offered, {}};
    return {false, {}, failure.message};
}

} // namespace JumpHostCheck

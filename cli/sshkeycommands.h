#pragma once

#include "cli/ctlgroup.h"
#include "cli/ctlsshaccess.h"

struct SshKeyPair;

/// gpudeskctl ssh-keys: the public keys the platform puts on instances, and key pairs on this
/// computer (generated, or read where the user keeps theirs).
class SshKeyCommands : public CtlGroup
{
public:
    explicit SshKeyCommands(CtlContext &context)
        : CtlGroup(context)
        , m_ssh(context)
    { }
    static QList<CtlCommand> table();

    CtlExit list(const QStringList &words);
    CtlExit add(const QStringList &words);
    CtlExit remove(const QStringList &words);
    CtlExit generate(const QStringList &words);
    CtlExit import(const QStringList &words);

private:
    /// Adds the pair's public key to the platform (connecting and authenticating first if needed).
    CtlExit uploadKey(const QString &name, const SshKeyPair &pair);
    /// Makes the pair the instances' IdentityFile when none is chosen yet (or it is gone).
    void rememberDefaultKey(const SshKeyPair &pair);

    CtlSshAccess m_ssh;
};

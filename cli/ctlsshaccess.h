#pragma once

#include "cli/ctlexit.h"
#include "core/model/instance.h"
#include "core/ssh/sshsession.h"
#include "core/ssh/sshworkspacesync.h"

#include <QByteArray>
#include <QString>

class CtlContext;

/// How a command reaches a running instance over SSH from a terminal, as the console does: through
/// gpudesk's ssh config brought up to date (and the user's jump host), with the key's passphrase
/// from --passphrase-file or asked on the terminal. Given to the groups whose commands log in.
class CtlSshAccess
{
public:
    explicit CtlSshAccess(CtlContext &context);
    /// The options of a command that logs in (--passphrase-file).
    static const QStringList &options();

    /// --ssh-dir, else where ssh finds the user's files.
    QString sshDir() const;
    /// --passphrase-file's first line; empty when not given.
    CtlGot<QByteArray> passphraseOption();
    /// A key's passphrase: `given` (--passphrase-file), else asked on the terminal, else none.
    SshSession::PassphraseSource passphraseSource(const QByteArray &given);

    struct Target
    {
        Instance instance;
        SshTarget target;
    };
    /// A running instance's SSH target, with gpudesk's config brought up to date first (and, for
    /// OneInstance, its host key pinned).
    CtlGot<Target> reach(const QString &word, SshWorkspaceSync::Pinning pinning);
    /// reach() for a command that logs in itself: also the key's passphrase (--passphrase-file,
    /// else asked).
    struct Reached
    {
        Instance instance;
        SshTarget target;
        SshSession::PassphraseSource ask;
    };
    CtlGot<Reached> reachWithKey(const QString &word);
    /// Runs `command` on a running instance over SSH.
    CtlGot<SshSession::Output> run(const QString &word, const QByteArray &command);
    CtlGot<SshSession::Output> run(const Reached &reached, const QByteArray &command);

private:
    CtlContext &m_ctx;
};

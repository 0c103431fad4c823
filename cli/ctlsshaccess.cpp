#include "cli/ctlsshaccess.h"

#include "cli/ctlcontext.h"
#include "cli/terminalprompt.h"
#include "common/xdgpaths.h"
#include "core/ssh/sshkeypair.h"
#include "core/ssh/sshpreferences.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

#include <unistd.h>

using namespace Qt::StringLiterals;

CtlSshAccess::CtlSshAccess(CtlContext &context)
    : m_ctx(context)
{ }

const QStringList &CtlSshAccess::options()
{
    static const QStringList names{u"passphrase-file"_s};
    return names;
}

QString CtlSshAccess::sshDir() const
{
    const QString chosen = m_ctx.value(u"ssh-dir"_s);
    return chosen.isEmpty() ? SshKeyPair::sshDir() : QFileInfo(chosen).absoluteFilePath();
}

CtlGot<QByteArray> CtlSshAccess::passphraseOption()
{
    const QString path = m_ctx.value(u"passphrase-file"_s);
    if (path.isEmpty())
        return QByteArray();
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return m_ctx.usage(QCoreApplication::translate("CtlHelp", "--passphrase-file: cannot read %1: %2")
                               .arg(path, file.errorString()));
    // The first line, without its line break: what `echo secret > file` leaves.
    QByteArray line = file.readLine(4096);
    while (line.endsWith('\n') || line.endsWith('\r'))
        line.chop(1);
    if (line.isEmpty())
        return m_ctx.usage(
            QCoreApplication::translate(
                "CtlHelp", "--passphrase-file: %1 is empty; leave the option out for a key without a passphrase")
                .arg(path));
    return line;
}

SshSession::PassphraseSource CtlSshAccess::passphraseSource(const QByteArray &given)
{
    QTextStream *err = &m_ctx.err();
    return [given, err](const QString &key) -> std::optional<QByteArray> {
        if (!given.isEmpty())
            return given;
        if (!::isatty(STDIN_FILENO))
            return std::nullopt; // a script: never wait on a prompt nobody sees
        const QString typed
            = TerminalPrompt::secretLine(QCoreApplication::translate("Ctl", "Passphrase for %1: ").arg(key), *err);
        return typed.isEmpty() ? std::nullopt : std::optional<QByteArray>(typed.toUtf8());
    };
}

CtlGot<CtlSshAccess::Target> CtlSshAccess::reach(const QString &word, SshWorkspaceSync::Pinning pinning)
{
    QList<Instance> all;
    const CtlGot<Instance> instance = m_ctx.findInstance(word, &all);
    if (!instance)
        return instance.exit();
    if (instance->state.value() != InstanceState::Running || !instance->ssh)
        return m_ctx.fail(QCoreApplication::translate(
                              "Ctl", "%1 is %2, so it cannot be reached over SSH; start it with: gpudeskctl start %3")
                              .arg(instance->name, instance->state.wire(), instance->id));
    // Through the user's jump host where one is set, as the console goes.
    const SshPreferences prefs = SshPreferences::load(XdgPaths::settingsFile());
    const SshWorkspaceSync sync(sshDir());
    const auto result = sync.run(m_ctx.platform().baseUrl().toString(QUrl::StripTrailingSlash), prefs.routed(all),
                                 prefs.defaultIdentity, pinning, instance->id);
    if (!result.error.isEmpty() || !result.problems.isEmpty())
        return m_ctx.fail(result.error.isEmpty() ? result.problems.first() : result.error);
    for (const SshHostEntry &e : result.entries) {
        if (e.instanceId == instance->id)
            return Target{*instance, sync.targetFor(e, prefs.routed(*instance))};
    }
    return CtlExit::Failed;
}

CtlGot<CtlSshAccess::Reached> CtlSshAccess::reachWithKey(const QString &word)
{
    const CtlGot<QByteArray> passphrase = passphraseOption();
    if (!passphrase)
        return passphrase.exit();
    const CtlGot<Target> reached = reach(word, SshWorkspaceSync::Pinning::None);
    if (!reached)
        return reached.exit();
    return Reached{reached->instance, reached->target, passphraseSource(*passphrase)};
}

CtlGot<SshSession::Output> CtlSshAccess::run(const QString &word, const QByteArray &command)
{
    const CtlGot<Reached> reached = reachWithKey(word);
    if (!reached)
        return reached.exit();
    return run(*reached, command);
}

CtlGot<SshSession::Output> CtlSshAccess::run(const Reached &reached, const QByteArray &command)
{
    SshSession session;
    SshFailure failure;
    std::optional<SshSession::Output> output;
    if (session.connect(reached.target, {}, &failure) && session.authenticate(reached.ask, &failure))
        output = session.run(command, &failure);
    if (!output)
        return m_ctx.fail(failure.message);
    return *output;
}

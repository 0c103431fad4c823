#include "core/ssh/sshworkspacesync.h"

#include "core/model/instance.h"
#include "core/ssh/knownhosts.h"
#include "core/ssh/sshsession.h"

#include <QHash>
#include <QSet>

using namespace Qt::StringLiterals;

SshWorkspaceSync::SshWorkspaceSync(QString sshDir, std::shared_ptr<SshLifeline> lifeline)
    : m_files(std::move(sshDir))
    , m_lifeline(std::move(lifeline))
{ }

SshTarget SshWorkspaceSync::targetFor(const SshHostEntry &entry, const Instance &instance) const
{
    SshTarget target{entry.alias,
                     entry.host,
                     entry.port,
                     entry.user,
                     entry.identityFile,
                     instance.ssh ? instance.ssh->hostKeyFingerprint : QString(),
                     m_files.knownHostsPath()};
    target.shellOnly = instance.ssh && instance.ssh->shellOnly;
    target.acceptFirstKey = instance.ssh && instance.ssh->passwordLogin;
    if (instance.ssh)
        target.jump = instance.ssh->jump;
    target.lifeline = m_lifeline;
    return target;
}

QString SshWorkspaceSync::checkedAt(const SshHostEntry &entry, const Instance &instance, const QString &pinnedKey)
{
    if (!instance.startedAt || pinnedKey.isEmpty())
        return {}; // nothing to tell one boot from the next: checked each time
    return instance.id + u' ' + entry.host + u':' + QString::number(entry.port) + u' ' + entry.proxyJump + u' '
        + instance.startedAt->toString(Qt::ISODate) + u' ' + pinnedKey;
}

SshWorkspaceSync::Result SshWorkspaceSync::run(const QString &platform, const QList<Instance> &instances,
                                               const QString &identityFile, Pinning pinning, const QString &instanceId,
                                               const QHash<QString, QString> &checked) const
{
    Result result;
    const QList<SshHostEntry> before = m_files.read();
    const QList<SshHostEntry> all = SshConfigFile::merged(before, platform, instances, identityFile);
    if (!m_files.write(all, &result.configChanged, &result.error))
        return result;

    // A released instance's alias is free again: its pinned key must not meet the next owner.
    QSet<QString> kept;
    for (const SshHostEntry &e : all)
        kept.insert(e.alias);
    const KnownHosts known(m_files.knownHostsPath());
    for (const SshHostEntry &e : before) {
        if (!kept.contains(e.alias) && !known.forget(e.alias, &result.error))
            return result;
    }

    const QHash<QString, QString> pinnedKeys = known.all(); // (read once, not once per instance)
    QList<std::pair<const SshHostEntry *, const Instance *>> connected; // and checked
    QHash<QString, const Instance *> byId; // (a search of the list for each entry: n² at ten thousand)
    byId.reserve(instances.size());
    for (const Instance &i : instances)
        byId.insert(i.id, &i);
    for (const SshHostEntry &e : all) {
        if (e.platform != platform)
            continue;
        result.entries << e;
        const Instance *it = byId.value(e.instanceId);
        const bool wanted
            = pinning == Pinning::EveryRunning || (pinning == Pinning::OneInstance && e.instanceId == instanceId);
        if (!wanted || !it || it->state.value() != InstanceState::Running || !it->ssh)
            continue;
        const QString at = checkedAt(e, *it, pinnedKeys.value(e.alias));
        if (!at.isEmpty() && checked.value(e.alias) == at) {
            result.pinned.insert(e.alias);
            result.checked.insert(e.alias, at);
            continue;
        }
        SshTarget target = targetFor(e, *it);
        target.refusedGraceMs = 3000;
        target.timeoutSeconds = 10;
        SshSession session;
        SshFailure failure;
        // Behind a jump host the instance's own key is met only once logged in there (with the
        // agent or a key without a passphrase; otherwise the first login pins it).
        if (session.connect(target, {}, &failure) && (!target.jump || session.authenticate({}, &failure))) {
            result.pinned.insert(e.alias);
            connected.append({&e, it});
        } else if (failure.kind == SshFailure::Kind::HostKeyUnknown)
            result.unconfirmed.insert(e.instanceId, failure.offered);
        else
            result.problems << failure.message;
    }
    // Remembered with the keys as pinned now (a connection may have pinned one just now): read once.
    const QHash<QString, QString> pinnedNow = connected.isEmpty() ? pinnedKeys : known.all();
    for (const auto &[entry, instance] : std::as_const(connected)) {
        if (const QString at = checkedAt(*entry, *instance, pinnedNow.value(entry->alias)); !at.isEmpty())
            result.checked.insert(entry->alias, at);
    }
    return result;
}

#include "core/ssh/sshworkspace.h"

#include "common/backgroundpriority.h"
#include "core/poll/instancesnapshot.h"
#include "core/ssh/sshkeypair.h"

#include <mutex>

using namespace Qt::StringLiterals;

struct SshWorkspace::Secret
{
    std::mutex mutex;
    QByteArray passphrase;
};

namespace {

/// What the config and the pinning need of an instance, as one string to compare.
QString sshSignature(const Instance &i)
{
    QString s;
    s.reserve(96);
    s.append(i.slug).append(u' ').append(i.name).append(u' ').append(i.state.wire());
    if (i.ssh)
        s.append(u' ')
            .append(i.ssh->host)
            .append(u':')
            .append(QString::number(i.ssh->port))
            .append(u' ')
            .append(i.ssh->hostKeyFingerprint);
    return s;
}

} // namespace

SshWorkspace::SshWorkspace(Paths paths, QObject *parent)
    : QObject(parent)
    , m_paths(std::move(paths))
    , m_secret(std::make_shared<Secret>())
{
    m_syncPool.setMaxThreadCount(1); // one sync at a time (coalesced), below the window's priority
    m_prefs = SshPreferences::load(m_paths.settingsFile);
    m_included = SshConfigFile(m_paths.sshDir).hasInclude();
    // Start from what is on disk, so the aliases are known before the first sync finishes.
    setEntries(SshConfigFile(m_paths.sshDir).read());
}

void SshWorkspace::setEntries(const QList<SshHostEntry> &entries)
{
    // A sync after a rename writes the same hosts in the same order: the index stays.
    bool same = entries.size() == m_entries.size();
    for (qsizetype n = 0; same && n < entries.size(); ++n)
        same = entries[n].platform == m_entries[n].platform && entries[n].instanceId == m_entries[n].instanceId;
    m_entries = entries;
    if (!same)
        indexEntries();
}

void SshWorkspace::indexEntries()
{
    // Looked up for each instance at each sample and sync: a search of ten thousand entries each time
    // held the window up.
    m_entryAt.clear();
    m_entryAt.reserve(m_entries.size());
    for (qsizetype n = 0; n < m_entries.size(); ++n) {
        if (m_entries[n].platform == m_platform && !m_entryAt.contains(m_entries[n].instanceId))
            m_entryAt.insert(m_entries[n].instanceId, n); // the first, as a search would find
    }
}

const SshHostEntry *SshWorkspace::entryFor(const QString &instanceId) const
{
    const auto it = m_entryAt.constFind(instanceId);
    return it == m_entryAt.cend() ? nullptr : &m_entries[*it];
}

SshWorkspace::~SshWorkspace()
{
    abandon();
    m_syncPool.waitForDone();
}

void SshWorkspace::abandon()
{
    m_lifeline->abandon();
    for (const std::weak_ptr<SshLifeline> &branch : std::as_const(m_branches)) {
        if (const auto held = branch.lock())
            held->abandon();
    }
    Q_EMIT abandoned();
}

std::shared_ptr<SshLifeline> SshWorkspace::branchLifeline()
{
    m_branches.removeIf([](const std::weak_ptr<SshLifeline> &branch) { return branch.expired(); });
    auto branch = std::make_shared<SshLifeline>();
    if (m_lifeline->abandoned())
        branch->abandon();
    m_branches.append(branch);
    return branch;
}

void SshWorkspace::setPlatform(const QString &platform)
{
    if (platform == m_platform)
        return;
    m_platform = platform;
    m_signatureHead.clear();
    m_recheck = true;
    indexEntries();
}

void SshWorkspace::setInstances(const QList<Instance> &platformInstances, const InstanceSnapshot *batch)
{
    // As they are reached from here: through the user's jump host where one is set.
    m_platformInstances = platformInstances;
    const QList<Instance> instances = m_prefs.routed(platformInstances);
    m_instances = instances;
    Q_EMIT instancesChanged();
    // Only what the config and the pinning depend on: a meter ticking changes nothing here. Kept
    // for each instance, so that a poll's batch is looked at alone: at ten thousand instances at
    // every poll, on the GUI thread.
    if (m_platform.isEmpty()) {
        m_signatureHead.clear();
        return;
    }
    const QString head = m_platform + u'|' + preferences().defaultIdentity + u'|'
        + (m_prefs.jump ? SshPreferences::jumpText(*m_prefs.jump) : QString());
    bool changed = head != m_signatureHead; // (cleared: synced whatever the list)
    if (batch && !changed && !batch->isWhole()) {
        for (const QString &id : batch->removed)
            changed = m_sshOf.remove(id) || changed;
        for (const qsizetype row : batch->touchedRows) {
            const Instance &i = instances[row];
            QString now = sshSignature(i);
            if (const auto was = m_sshOf.find(i.id); was == m_sshOf.end() || *was != now) {
                m_sshOf.insert(i.id, std::move(now));
                changed = true;
            }
        }
    } else {
        QHash<QString, QString> now;
        now.reserve(instances.size());
        for (const Instance &i : instances)
            now.insert(i.id, sshSignature(i));
        changed = changed || now != m_sshOf;
        m_sshOf = std::move(now);
    }
    m_signatureHead = head;
    if (changed)
        scheduleSync();
}

void SshWorkspace::applyPoll(const InstanceSnapshot &batch)
{
    if (!batch.unchanged)
        setInstances(batch.instances, &batch);
}

void SshWorkspace::refresh()
{
    m_signatureHead.clear();
    setInstances(m_platformInstances);
}

void SshWorkspace::resync()
{
    m_recheck = true; // every running instance's key checked again, as asked
    scheduleSync();
}

void SshWorkspace::scheduleSync()
{
    if (m_syncing) {
        m_syncAgain = true;
        return;
    }
    m_syncing = true;
    const QString sshDir = m_paths.sshDir, platform = m_platform, identity = preferences().defaultIdentity;
    const QList<Instance> instances = m_instances;
    // A sync asked to check every key again starts from no memo (not the one a sync running at the
    // time of the asking hands back).
    const QHash<QString, QString> checked = m_recheck ? QHash<QString, QString>() : m_checked;
    m_recheck = false;
    m_syncPool.start([this, sshDir, platform, identity, instances, checked] {
        BackgroundPriority::lowerThisThread(); // its own thread: the config is not waited for
        const auto result
            = SshWorkspaceSync(sshDir, m_lifeline)
                  .run(platform, instances, identity, SshWorkspaceSync::Pinning::EveryRunning, {}, checked);
        QMetaObject::invokeMethod(
            this, [this, result] { finishSync(result); }, Qt::QueuedConnection);
    });
}

void SshWorkspace::finishSync(const SshWorkspaceSync::Result &result)
{
    m_syncing = false;
    if (result.error.isEmpty()) { // as the sync wrote them (read there, not parsed again here)
        setEntries(result.entries);
        m_checked = result.checked;
    }
    Q_EMIT synced(result);
    for (auto it = result.unconfirmed.cbegin(); it != result.unconfirmed.cend(); ++it) {
        if (!m_unconfirmedSaid.contains(it.key() + u' ' + it.value())) {
            m_unconfirmedSaid.insert(it.key() + u' ' + it.value());
            Q_EMIT hostKeyUnconfirmed(it.key(), it.value());
        }
    }
    if (m_syncAgain) {
        m_syncAgain = false;
        scheduleSync();
    }
}

bool SshWorkspace::setJump(const std::optional<SshHop> &jump, QString *error)
{
    SshPreferences prefs = m_prefs;
    prefs.jump = jump;
    if (!prefs.save(m_paths.settingsFile, error))
        return false;
    m_prefs = prefs;
    setInstances(m_platformInstances);
    return true;
}

bool SshWorkspace::setDefaultIdentity(const QString &privatePath, QString *error)
{
    SshPreferences prefs = m_prefs;
    prefs.defaultIdentity = privatePath;
    if (!prefs.save(m_paths.settingsFile, error))
        return false;
    m_prefs = prefs;
    {
        const std::lock_guard lock(m_secret->mutex);
        m_secret->passphrase.clear(); // it belonged to the other key
    }
    refresh();
    return true;
}

bool SshWorkspace::includeInUserConfig(QString *error)
{
    if (!SshConfigFile(m_paths.sshDir).addInclude(error))
        return false;
    m_included = true;
    m_prefs.includeAgreed = true;
    return m_prefs.save(m_paths.settingsFile, error);
}

bool SshWorkspace::removeFromUserConfig(QString *error)
{
    if (!SshConfigFile(m_paths.sshDir).removeAll(error))
        return false;
    m_included = false;
    setEntries({});
    m_signatureHead.clear(); // the next instances' update writes gpudesk's own config again
    m_prefs.includeAgreed = false;
    return m_prefs.save(m_paths.settingsFile, error);
}

bool SshWorkspace::isIncluded() const
{
    return m_included;
}

QString SshWorkspace::aliasFor(const QString &instanceId) const
{
    const SshHostEntry *e = entryFor(instanceId);
    return e ? e->alias : QString();
}

QStringList SshWorkspace::loginCommand(const QString &instanceId) const
{
    const QString alias = aliasFor(instanceId);
    if (alias.isEmpty())
        return {};
    if (isIncluded())
        return {u"ssh"_s, alias};
    return {u"ssh"_s, u"-F"_s, SshConfigFile(m_paths.sshDir).path(), alias};
}

QString SshWorkspace::sshCommand(const Instance &instance) const
{
    if (!instance.ssh)
        return {};
    QString command = u"ssh"_s;
    const QString identity = preferences().defaultIdentity;
    if (!identity.isEmpty())
        command += u" -i "_s + (identity.contains(u' ') ? u'"' + identity + u'"' : identity);
    return command + u" -p %1 %2@%3"_s.arg(instance.ssh->port).arg(instance.ssh->user, instance.ssh->host);
}

bool SshWorkspace::needsPassphrase() const
{
    const QString identity = preferences().defaultIdentity;
    if (identity.isEmpty() || !qEnvironmentVariableIsEmpty("SSH_AUTH_SOCK"))
        return false;
    {
        const std::lock_guard lock(m_secret->mutex);
        if (!m_secret->passphrase.isEmpty())
            return false;
    }
    return SshKeyPair::isEncrypted(identity);
}

void SshWorkspace::setPassphrase(const QByteArray &passphrase)
{
    {
        const std::lock_guard lock(m_secret->mutex);
        m_secret->passphrase = passphrase;
    }
    // What waited for a login that needs no word from the user (a boot's snapshot, its startup
    // script) can go now: a sync runs them.
    refresh();
}

SshSession::PassphraseSource SshWorkspace::passphraseSource() const
{
    // Called on workers: only what the user already gave, never a prompt.
    const std::shared_ptr<Secret> secret = m_secret;
    return [secret](const QString &) -> std::optional<QByteArray> {
        const std::lock_guard lock(secret->mutex);
        return secret->passphrase.isEmpty() ? std::nullopt : std::optional<QByteArray>(secret->passphrase);
    };
}

std::optional<SshTarget> SshWorkspace::targetFor(const Instance &instance) const
{
    const SshHostEntry *e = entryFor(instance.id);
    if (!e || e->host.isEmpty() || !instance.ssh)
        return std::nullopt;
    SshHostEntry current = *e; // the instance's address now, even before the next sync
    current.host = instance.ssh->host;
    current.port = instance.ssh->port;
    current.user = instance.ssh->user;
    return SshWorkspaceSync(m_paths.sshDir, m_lifeline).targetFor(current, m_prefs.routed(instance));
}

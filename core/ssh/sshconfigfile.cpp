#include "core/ssh/sshconfigfile.h"

#include "core/model/instance.h"
#include "core/ssh/privatefiles.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QRegularExpression>
#include <QSet>

using namespace Qt::StringLiterals;

namespace {

constexpr QLatin1StringView kEntryMarker("# gpudesk instance ");
constexpr QLatin1StringView kJumpMarker("# gpudesk jump host: its key as gpudesk pinned it, too: ");

/// A value on an ssh_config line: quoted when it holds a space.
QString quoted(const QString &value)
{
    return value.contains(u' ') ? u'"' + value + u'"' : value;
}

/// A display name on one comment line: no line breaks or other controls (Unicode's Cc, U+0000 to
/// U+001F and U+007F to U+009F, tested as such: a config of ten thousand hosts is read at each sync).
QString oneLine(QString name)
{
    for (QChar &c : name) {
        if (const char16_t u = c.unicode(); u < 0x20 || (u >= 0x7f && u <= 0x9f))
            c = u' ';
    }
    return name;
}

} // namespace

SshConfigFile::SshConfigFile(QString sshDir)
    : m_sshDir(std::move(sshDir))
{ }

QString SshConfigFile::path() const
{
    return m_sshDir + u"/gpudesk/config"_s;
}

QString SshConfigFile::knownHostsPath() const
{
    return m_sshDir + u"/gpudesk/known_hosts"_s;
}

QString SshConfigFile::userConfigPath() const
{
    return m_sshDir + u"/config"_s;
}

QString SshConfigFile::backupPath() const
{
    return m_sshDir + u"/config.gpudesk-backup"_s;
}

QList<SshHostEntry> SshConfigFile::read() const
{
    QList<SshHostEntry> entries;
    QString ignored;
    const auto bytes = PrivateFiles::read(path(), &ignored);
    if (!bytes)
        return entries;
    for (const QByteArray &raw : bytes->split('\n')) {
        // Control characters (a NUL, a stray \r from an editor) read as the spaces they are written as.
        const QString line = oneLine(QString::fromUtf8(raw)).trimmed();
        if (line.startsWith(kJumpMarker))
            break; // the jump hosts' blocks come last and are made anew from the entries
        if (line.startsWith(kEntryMarker)) {
            // "# gpudesk instance <platform> <id>: <name>"
            const QString rest = line.mid(kEntryMarker.size());
            const qsizetype space = rest.indexOf(u' ');
            const qsizetype colon = rest.indexOf(u": "_s, space);
            if (space <= 0)
                continue;
            SshHostEntry e;
            e.platform = rest.left(space);
            e.instanceId = rest.mid(space + 1, colon < 0 ? -1 : colon - space - 1);
            e.name = colon < 0 ? QString() : rest.mid(colon + 2);
            entries << e;
            continue;
        }
        if (entries.isEmpty())
            continue;
        SshHostEntry &e = entries.last();
        const qsizetype space = line.indexOf(u' ');
        const QString key = (space < 0 ? line : line.first(space)).toLower();
        QString value = space < 0 ? QString() : line.mid(space + 1).trimmed();
        if (value.size() >= 2 && value.startsWith(u'"') && value.endsWith(u'"'))
            value = value.mid(1, value.size() - 2);
        if (key == u"host"_s)
            e.alias = value;
        else if (key == u"hostname"_s)
            e.host = value;
        else if (key == u"port"_s)
            e.port = value.toInt();
        else if (key == u"user"_s)
            e.user = value;
        else if (key == u"identityfile"_s)
            e.identityFile = value;
        else if (key == u"proxyjump"_s)
            e.proxyJump = value;
        else if (key == u"#"_s && value.startsWith(u"no address yet"_s))
            e.alias = line.section(u' ', -1); // "# no address yet: gpu-x"
    }
    // What a hand edit made of a block: an entry without an address keeps only its alias (the rest
    // is not written for it).
    for (SshHostEntry &e : entries) {
        if (e.host.isEmpty()) {
            e.port = 0;
            e.user.clear();
            e.identityFile.clear();
            e.proxyJump.clear();
        }
    }
    // gpudesk writes gpu-<slug>: anything else in an alias (spaces, quotes) is a hand edit ssh
    // would read otherwise, and the entry is dropped (the next sync writes it anew).
    static const QRegularExpression plainAlias(u"^[A-Za-z0-9._-]+$"_s);
    entries.removeIf([](const SshHostEntry &e) { return !plainAlias.match(e.alias).hasMatch(); });
    return entries;
}

QList<SshHostEntry> SshConfigFile::merged(const QString &platform, const QList<Instance> &instances,
                                          const QString &identityFile) const
{
    return merged(read(), platform, instances, identityFile);
}

QList<SshHostEntry> SshConfigFile::merged(const QList<SshHostEntry> &before, const QString &platform,
                                          const QList<Instance> &instances, const QString &identityFile)
{
    QList<SshHostEntry> out;
    QHash<QString, SshHostEntry> previous; // this platform's, by instance id
    QSet<QString> taken;
    for (const SshHostEntry &e : before) {
        if (e.platform == platform) {
            previous.insert(e.instanceId, e);
        } else {
            out << e;
            taken.insert(e.alias);
        }
    }
    // Aliases kept first, so a new instance can never take one that an older instance holds.
    QList<const Instance *> live;
    for (const Instance &i : instances) {
        if (i.state.value() != InstanceState::Released)
            live << &i;
    }
    for (const Instance *i : std::as_const(live)) {
        if (previous.contains(i->id))
            taken.insert(previous.value(i->id).alias);
    }
    for (const Instance *i : std::as_const(live)) {
        SshHostEntry e = previous.value(i->id);
        e.platform = platform;
        e.instanceId = i->id;
        e.name = i->name;
        if (e.alias.isEmpty()) {
            const QString base = u"gpu-"_s + (i->slug.isEmpty() ? i->id : i->slug);
            e.alias = base;
            for (int n = 2; taken.contains(e.alias); ++n)
                e.alias = base + u'-' + QString::number(n);
            taken.insert(e.alias);
        }
        if (i->ssh && !i->ssh->host.isEmpty() && i->ssh->port > 0) {
            e.host = i->ssh->host;
            e.port = i->ssh->port;
            e.user = i->ssh->user;
            const auto &hop = i->ssh->jump;
            e.proxyJump = hop
                ? (hop->user.isEmpty() ? QString() : hop->user + u'@') + hop->host + u':' + QString::number(hop->port)
                : QString();
        }
        e.identityFile = e.host.isEmpty() ? QString() : identityFile; // only a Host block names a key
        out << e;
    }
    return out;
}

QByteArray SshConfigFile::render(const QList<SshHostEntry> &entries) const
{
    QString text
        = u"# Written by gpudesk, which rewrites it whenever an instance's address changes: edits here are "
          "lost.\n# One Host per instance; `ssh ALIAS`, scp, rsync -e ssh and VS Code Remote-SSH use them.\n"_s;
    for (const SshHostEntry &e : entries) {
        // No ": " without a name: the line is read trimmed, and "17: " would come back as id "17:".
        text += u"\n"_s + kEntryMarker + e.platform + u' ' + e.instanceId
            + (e.name.isEmpty() ? QString() : u": "_s + oneLine(e.name)) + u'\n';
        if (e.host.isEmpty()) {
            // The alias stays reserved; ssh says it cannot resolve it until the instance has run.
            text += u"# no address yet: "_s + e.alias + u'\n';
            continue;
        }
        text += u"Host "_s + e.alias + u'\n';
        text += u"    HostName "_s + e.host + u'\n';
        text += u"    Port "_s + QString::number(e.port) + u'\n';
        if (!e.user.isEmpty())
            text += u"    User "_s + e.user + u'\n';
        if (!e.identityFile.isEmpty()) {
            text += u"    IdentityFile "_s + quoted(e.identityFile) + u'\n';
            text += u"    IdentitiesOnly yes\n"_s;
        }
        if (!e.proxyJump.isEmpty()) // the compute node is reached from the cluster's login node
            text += u"    ProxyJump "_s + e.proxyJump + u'\n';
        text += u"    ServerAliveInterval 30\n    ServerAliveCountMax 3\n"_s;
        text += u"    HostKeyAlias "_s + e.alias + u'\n';
        text += u"    UserKnownHostsFile "_s + quoted(knownHostsPath()) + u'\n';
    }
    // OpenSSH reaches a jump host with an ssh of its own, which reads its key from the user's
    // known_hosts: where gpudesk pinned it (the user confirmed it once) is added, after the user's
    // own files, so nothing else about that host changes.
    // It logs in there with the key gpudesk's own connections use (the user's others are tried too).
    QList<std::pair<QString, QString>> jumpHosts; // host, key
    for (const SshHostEntry &e : entries) {
        if (e.host.isEmpty() || e.proxyJump.isEmpty())
            continue;
        QString host = e.proxyJump.section(u'@', -1);
        host = host.startsWith(u'[') ? host.mid(1, host.indexOf(u']') - 1) : host.section(u':', 0, 0);
        if (!host.isEmpty()
            && std::none_of(jumpHosts.cbegin(), jumpHosts.cend(), [&](const auto &j) { return j.first == host; }))
            jumpHosts.append({host, e.identityFile});
    }
    for (const auto &[host, key] : std::as_const(jumpHosts)) {
        text += u"\n"_s + kJumpMarker + host + u"\nHost "_s + host + u"\n    UserKnownHostsFile "_s
            + quoted(m_sshDir + u"/known_hosts"_s) + u' ' + quoted(m_sshDir + u"/known_hosts2"_s) + u' '
            + quoted(knownHostsPath()) + u'\n';
        if (!key.isEmpty())
            text += u"    IdentityFile "_s + quoted(key) + u'\n';
    }
    return text.toUtf8();
}

bool SshConfigFile::write(const QList<SshHostEntry> &entries, bool *changed, QString *error) const
{
    *changed = false;
    const QByteArray text = render(entries);
    const auto current = PrivateFiles::read(path(), error);
    if (!current)
        return false;
    if (*current == text && QFileInfo::exists(path()))
        return true;
    if (!PrivateFiles::replace(path(), text, PrivateFiles::kOwnerOnly, error))
        return false;
    *changed = true;
    return true;
}

QByteArray SshConfigFile::includeBlock() const
{
    // OpenSSH expands ~ from the password database, not $HOME: the absolute path always means this file.
    return "# gpudesk: its instances' hosts (gpu-...); `gpudeskctl ssh-config remove` takes this out again\n"
           "Include "
        + quoted(path()).toUtf8() + '\n';
}

bool SshConfigFile::hasInclude() const
{
    QString ignored;
    const auto bytes = PrivateFiles::read(userConfigPath(), &ignored);
    return bytes && bytes->contains(includeBlock());
}

bool SshConfigFile::addInclude(QString *error) const
{
    const auto before = PrivateFiles::read(userConfigPath(), error);
    if (!before)
        return false;
    if (before->contains(includeBlock()))
        return true;
    if (QFileInfo::exists(userConfigPath())
        && !PrivateFiles::replace(backupPath(), *before, PrivateFiles::kOwnerOnly, error))
        return false;
    return PrivateFiles::replace(userConfigPath(), includeBlock() + *before, PrivateFiles::kOwnerOnly, error);
}

bool SshConfigFile::removeAll(QString *error) const
{
    const auto current = PrivateFiles::read(userConfigPath(), error);
    if (!current)
        return false;
    const QByteArray block = includeBlock();
    if (const qsizetype at = current->indexOf(block); at >= 0) {
        const QByteArray rest = current->left(at) + current->mid(at + block.size());
        const QFileInfo info(userConfigPath());
        if (rest.isEmpty() && !QFileInfo::exists(backupPath())) {
            // gpudesk created the file: without it, things are as they were.
            if (!QFile::remove(info.isSymLink() ? info.symLinkTarget() : userConfigPath())) {
                *error = u"Cannot remove %1."_s.arg(userConfigPath());
                return false;
            }
        } else if (!PrivateFiles::replace(userConfigPath(), rest, PrivateFiles::kOwnerOnly, error)) {
            return false;
        }
    }
    for (const QString &file : {path(), knownHostsPath(), backupPath()}) {
        if (QFileInfo::exists(file) && !QFile::remove(file)) {
            *error = u"Cannot remove %1."_s.arg(file);
            return false;
        }
    }
    QDir().rmdir(m_sshDir + u"/gpudesk"_s); // only when empty: anything the user put there stays
    return true;
}

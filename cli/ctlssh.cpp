// gpudeskctl: the SSH workspace on this computer (key pairs).
#include "cli/ctl.h"

#include "cli/terminalprompt.h"
#include "common/unixsignalwatcher.h"
#include <QCoreApplication>

#include "common/xdgpaths.h"
#include "core/api/codecs.h"
#include "core/ssh/environmentprobe.h"
#include "core/ssh/jumphostcheck.h"
#include "core/ssh/sshconfigfile.h"
#include "core/ssh/sshkeypair.h"
#include "core/ssh/sshpreferences.h"
#include "core/ssh/sshsession.h"
#include "core/ssh/sshtunnel.h"
#include "core/ssh/sshworkspacesync.h"

#include <QEventLoop>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QLocale>
#include <QTimer>

#include <unistd.h>

#include <vector>

using namespace Qt::StringLiterals;

QString Ctl::sshDir() const
{
    const QString chosen = m_parser.value(u"ssh-dir"_s);
    return chosen.isEmpty() ? SshKeyPair::sshDir() : QFileInfo(chosen).absoluteFilePath();
}

std::optional<QByteArray> Ctl::passphraseOption(int *exit)
{
    const QString path = m_parser.value(u"passphrase-file"_s);
    if (path.isEmpty())
        return QByteArray();
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *exit = usage(QCoreApplication::translate("CtlHelp", "--passphrase-file: cannot read %1: %2")
                          .arg(path, file.errorString()));
        return std::nullopt;
    }
    // The first line, without its line break: what `echo secret > file` leaves.
    QByteArray line = file.readLine(4096);
    while (line.endsWith('\n') || line.endsWith('\r'))
        line.chop(1);
    if (line.isEmpty()) {
        *exit = usage(
            QCoreApplication::translate(
                "CtlHelp", "--passphrase-file: %1 is empty; leave the option out for a key without a passphrase")
                .arg(path));
        return std::nullopt;
    }
    return line;
}

int Ctl::uploadKey(const QString &name, const SshKeyPair &pair)
{
    if (!m_platform) { // `generate --upload`: a local command until now
        if (const int rc = connect(); rc != Ok)
            return rc;
        if (!authenticate()) {
            m_err << "gpudeskctl: "
                  << QCoreApplication::translate(
                         "Ctl", "not logged in; run `gpudeskctl login` or set GPUDESK_TOKEN (the key pair is kept)")
                  << '\n';
            return NotAllowed;
        }
    }
    const auto r = awaitAnswer<SshKeyCreated>([&](QObject *c, Platform::Done<SshKeyCreated> done) {
        m_platform->addSshKey(name, pair.publicKey.toLine(), c, std::move(done));
    });
    if (!r.ok())
        return failed(r.error(), QT_TRANSLATE_NOOP("CtlHelp", "adding the key"));
    if (m_json)
        printJson(Codecs::encode(r.value()));
    else
        m_out << QCoreApplication::translate("Ctl", "added to the platform as %1: %2")
                     .arg(r.value().id, r.value().fingerprint)
              << '\n';
    return Ok;
}

void Ctl::rememberDefaultKey(const SshKeyPair &pair)
{
    const QString file = XdgPaths::settingsFile();
    SshPreferences prefs = SshPreferences::load(file);
    if (!prefs.defaultIdentity.isEmpty() && QFileInfo::exists(prefs.defaultIdentity))
        return;
    prefs.defaultIdentity = pair.privatePath;
    QString error;
    if (prefs.save(file, &error))
        m_err << "gpudeskctl: " << QCoreApplication::translate("Ctl", "instances' ssh entries use this key from now on")
              << '\n';
    else
        m_err << "gpudeskctl: " << error << '\n';
}

int Ctl::sshKeyGenerate(const QStringList &words)
{
    const QString name = words.value(1);
    if (name.isEmpty())
        return usage(QT_TRANSLATE_NOOP("CtlHelp", "ssh-keys generate needs a name, e.g. ssh-keys generate laptop"));
    int exit = Ok;
    const auto passphrase = passphraseOption(&exit);
    if (!passphrase)
        return exit;
    QString error;
    const auto pair = SshKeyPair::generate(sshDir(), name, *passphrase, &error);
    if (!pair) {
        m_err << "gpudeskctl: " << error << '\n';
        return Failed;
    }
    if (!m_json)
        m_out << "private key: " << pair->privatePath << " (only you can read it)\n"
              << "public key:  " << pair->publicPath << '\n'
              << "fingerprint: " << pair->publicKey.fingerprint() << '\n';
    rememberDefaultKey(*pair);
    if (!m_parser.isSet(u"upload"_s)) {
        if (m_json)
            printJson(QJsonObject{{u"private_key"_s, pair->privatePath},
                                  {u"public_key"_s, pair->publicPath},
                                  {u"fingerprint"_s, pair->publicKey.fingerprint()}});
        else
            m_out << QCoreApplication::translate("Ctl", "add it to the platform with: gpudeskctl ssh-keys add %1")
                         .arg(pair->publicPath)
                  << '\n';
        return Ok;
    }
    return uploadKey(name, *pair);
}

int Ctl::sshKeyImport(const QStringList &words)
{
    const QString path = words.value(1);
    if (path.isEmpty())
        return usage(QT_TRANSLATE_NOOP("CtlHelp",
                                       "ssh-keys import needs the key's file, e.g. ssh-keys import ~/.ssh/id_ed25519"));
    int exit = Ok;
    const auto passphrase = passphraseOption(&exit);
    if (!passphrase)
        return exit;
    QString error;
    const auto pair = SshKeyPair::read(path, *passphrase, &error);
    if (!pair) {
        m_err << "gpudeskctl: " << error << '\n';
        return Failed;
    }
    if (pair->privateTooOpen)
        m_err << "gpudeskctl: "
              << QCoreApplication::translate(
                     "Ctl", "warning: others can read %1, and ssh refuses such a key; fix it with: chmod 600 %1")
                     .arg(pair->privatePath)
              << '\n';
    const QString name
        = m_parser.value(u"name"_s).isEmpty() ? QFileInfo(pair->privatePath).fileName() : m_parser.value(u"name"_s);
    const int rc = uploadKey(name, *pair);
    if (rc == Ok)
        rememberDefaultKey(*pair);
    return rc;
}

int Ctl::sshConfig(const QStringList &words)
{
    const QString sub = words.value(0);
    const QString settings = XdgPaths::settingsFile();
    SshPreferences prefs = SshPreferences::load(settings);
    QString error;
    if (sub == u"remove"_s) {
        const SshConfigFile files(sshDir());
        if (!files.removeAll(&error)) {
            m_err << "gpudeskctl: " << error << '\n';
            return Failed;
        }
        prefs.includeAgreed = false; // the console must not put it back by itself
        if (!prefs.save(settings, &error))
            m_err << "gpudeskctl: " << error << '\n';
        m_out << QCoreApplication::translate("Ctl", "removed gpudesk's ssh entries; %1 is as it was before")
                     .arg(files.userConfigPath())
              << '\n';
        return Ok;
    }
    if (sub == u"jump"_s)
        return sshJump(words.mid(1), prefs);
    if (sub != u"sync"_s)
        return usage(QT_TRANSLATE_NOOP("CtlHelp", "ssh-config takes sync [--no-include], jump HOST or remove"));

    const auto r = awaitAnswer<InstanceList>(
        [&](QObject *c, Platform::Done<InstanceList> done) { m_platform->instances({}, false, c, std::move(done)); });
    if (!r.ok())
        return failed(r.error(), QT_TRANSLATE_NOOP("CtlHelp", "listing instances"));
    const SshWorkspaceSync sync(sshDir());
    const auto result = sync.run(m_platform->baseUrl().toString(QUrl::StripTrailingSlash),
                                 prefs.routed(r.value().items), prefs.defaultIdentity);
    if (!result.error.isEmpty()) {
        m_err << "gpudeskctl: " << result.error << '\n';
        return Failed;
    }
    for (const QString &problem : result.problems)
        m_err << "gpudeskctl: " << problem << '\n';
    const SshConfigFile &files = sync.files();
    if (!m_parser.isSet(u"no-include"_s)) {
        if (!files.addInclude(&error)) {
            m_err << "gpudeskctl: " << error << '\n';
            return Failed;
        }
        prefs.includeAgreed = true;
        if (!prefs.save(settings, &error))
            m_err << "gpudeskctl: " << error << '\n';
    }
    if (m_json) {
        QJsonArray hosts;
        for (const SshHostEntry &e : result.entries)
            hosts.append(QJsonObject{{u"alias"_s, e.alias},
                                     {u"instance_id"_s, e.instanceId},
                                     {u"host"_s, e.host},
                                     {u"port"_s, e.port},
                                     {u"host_key_pinned"_s, result.pinned.contains(e.alias)}});
        printJson(QJsonObject{{u"config"_s, files.path()}, {u"hosts"_s, hosts}});
        return result.problems.isEmpty() ? Ok : Failed;
    }
    m_out << (result.configChanged ? QCoreApplication::translate("Ctl", "wrote %1")
                                   : QCoreApplication::translate("Ctl", "up to date: %1"))
                 .arg(files.path())
          << '\n';
    for (const SshHostEntry &e : result.entries) {
        m_out << "  " << e.alias << "  ";
        if (e.host.isEmpty()) {
            m_out << QCoreApplication::translate("Ctl", "no address until it runs") << '\n';
        } else {
            m_out << e.user << '@' << e.host << ':' << e.port;
            if (result.pinned.contains(e.alias))
                m_out << "  " << QCoreApplication::translate("Ctl", "host key checked and pinned");
            m_out << '\n';
        }
    }
    if (!files.hasInclude())
        m_out << QCoreApplication::translate("Ctl",
                                             "not included from %1: use ssh -F %2 ALIAS, or run ssh-config sync "
                                             "without --no-include")
                     .arg(files.userConfigPath(), files.path())
              << '\n';
    else if (!result.entries.isEmpty())
        m_out << QCoreApplication::translate("Ctl", "from any terminal: ssh %1").arg(result.entries.first().alias)
              << '\n';
    return result.problems.isEmpty() ? Ok : Failed;
}

int Ctl::sshJump(const QStringList &words, SshPreferences prefs)
{
    const QString text = words.value(0);
    const QString settings = XdgPaths::settingsFile();
    QString error;
    if (text.isEmpty())
        return usage(QT_TRANSLATE_NOOP("CtlHelp", "ssh-config jump takes [USER@]HOST[:PORT], or none"));
    if (text == u"none"_s) {
        prefs.jump.reset();
        if (!prefs.save(settings, &error)) {
            m_err << "gpudeskctl: " << error << '\n';
            return Failed;
        }
        m_out << QCoreApplication::translate(
            "Ctl", "SSH goes straight to the instances again; gpudeskctl ssh-config sync rewrites the config")
              << '\n';
        return Ok;
    }
    const auto hop = SshPreferences::parseJump(text, &error);
    if (!hop)
        return usage(error);
    // Met first: its host key is confirmed once, by the user, and pinned where ssh checks it too.
    const SshConfigFile files(sshDir());
    const JumpHostCheck::Met met
        = JumpHostCheck::meet(*hop, {}, prefs.defaultIdentity, files.knownHostsPath(), m_parser.value(u"trust"_s));
    if (!met.ok && !met.offered.isEmpty()) {
        m_err << "gpudeskctl: "
              << QCoreApplication::translate("Ctl",
                                             "%1 presents the host key %2, which gpudesk has not met before. If that "
                                             "is its key (ask your network's admins), run again with --trust %2")
                     .arg(SshPreferences::jumpText(*hop), met.offered)
              << '\n';
        return Failed;
    }
    if (!met.ok) {
        m_err << "gpudeskctl: " << met.problem << '\n';
        return Failed;
    }
    prefs.jump = hop;
    if (!prefs.save(settings, &error)) {
        m_err << "gpudeskctl: " << error << '\n';
        return Failed;
    }
    m_out << QCoreApplication::translate(
                 "Ctl",
                 "SSH goes through %1 from now on (its host key is pinned); gpudeskctl ssh-config sync "
                 "rewrites the config")
                 .arg(SshPreferences::jumpText(*hop))
          << '\n';
    return Ok;
}

std::optional<std::pair<Instance, SshTarget>> Ctl::reach(const QString &word, SshWorkspaceSync::Pinning pinning,
                                                         int *exit)
{
    QList<Instance> all;
    const auto instance = findInstance(word, exit, &all);
    if (!instance)
        return std::nullopt;
    if (instance->state.value() != InstanceState::Running || !instance->ssh) {
        m_err << "gpudeskctl: "
              << QCoreApplication::translate(
                     "Ctl", "%1 is %2, so it cannot be reached over SSH; start it with: gpudeskctl start %3")
                     .arg(instance->name, instance->state.wire(), instance->id)
              << '\n';
        *exit = Failed;
        return std::nullopt;
    }
    // Through the user's jump host where one is set, as the console goes.
    const SshPreferences prefs = SshPreferences::load(XdgPaths::settingsFile());
    const SshWorkspaceSync sync(sshDir());
    const auto result = sync.run(m_platform->baseUrl().toString(QUrl::StripTrailingSlash), prefs.routed(all),
                                 prefs.defaultIdentity, pinning, instance->id);
    if (!result.error.isEmpty() || !result.problems.isEmpty()) {
        m_err << "gpudeskctl: " << (result.error.isEmpty() ? result.problems.first() : result.error) << '\n';
        *exit = Failed;
        return std::nullopt;
    }
    for (const SshHostEntry &e : result.entries) {
        if (e.instanceId == instance->id)
            return std::pair{*instance, sync.targetFor(e, prefs.routed(*instance))};
    }
    *exit = Failed;
    return std::nullopt;
}

std::optional<Ctl::Reached> Ctl::reachWithKey(const QString &word, int *exit)
{
    const auto passphrase = passphraseOption(exit);
    if (!passphrase)
        return std::nullopt;
    const auto reached = reach(word, SshWorkspaceSync::Pinning::None, exit);
    if (!reached)
        return std::nullopt;
    return Reached{reached->first, reached->second, passphraseSource(*passphrase)};
}

int Ctl::sshLogin(const QStringList &words)
{
    int exit = Ok;
    const auto reached = reach(words.value(0), SshWorkspaceSync::Pinning::OneInstance, &exit);
    if (!reached)
        return exit;
    // The real OpenSSH client on gpudesk's own config: a terminal, agent forwarding prompts and
    // everything else ssh does, with the host key already pinned (it asks nothing).
    QList<QByteArray> args{"ssh", "-F", QFile::encodeName(SshConfigFile(sshDir()).path()),
                           reached->second.alias.toUtf8()};
    for (const QString &word : words.mid(1))
        args << word.toUtf8();
    std::vector<char *> argv;
    for (QByteArray &a : args)
        argv.push_back(a.data());
    argv.push_back(nullptr);
    m_out.flush();
    m_err.flush();
    ::execvp("ssh", argv.data());
    const QString why = QString::fromLocal8Bit(strerror(errno));
    m_err << "gpudeskctl: "
          << QCoreApplication::translate(
                 "Ctl", "cannot run ssh (%1); install the OpenSSH client: sudo apt install openssh-client")
                 .arg(why)
          << '\n';
    return Failed;
}

SshSession::PassphraseSource Ctl::passphraseSource(const QByteArray &given)
{
    QTextStream *err = &m_err;
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

int Ctl::snapshot(const QStringList &words)
{
    int exit = Ok;
    const auto reached = reachWithKey(words.value(0), &exit);
    if (!reached)
        return exit;
    const auto &[instance, target, ask] = *reached;
    SshSession session;
    SshFailure failure;
    std::optional<SshSession::Output> output;
    if (session.connect(target, {}, &failure) && session.authenticate(ask, &failure))
        output = session.run(EnvironmentProbe::command(), &failure);
    if (!output) {
        m_err << "gpudeskctl: " << failure.message << '\n';
        return Failed;
    }
    const QString dataMount = instance.dataDisk ? instance.dataDisk->mountPath.value_or(QString()) : QString();
    const EnvironmentSnapshot snap = EnvironmentProbe::parse(output->out, dataMount, QDateTime::currentDateTimeUtc());
    if (m_json) {
        printJson(snap.toJson());
    } else if (m_parser.isSet(u"markdown"_s)) {
        m_out << snap.toMarkdown(instance.name);
    } else {
        for (const auto &g : snap.gpus) {
            const QString used = g.memoryUsedMiB ? QString::number(*g.memoryUsedMiB) : u"?"_s;
            const QString total = g.memoryTotalMiB ? QString::number(*g.memoryTotalMiB) : u"?"_s;
            m_out << "GPU " << g.index << ": "
                  << (g.utilizationPercent ? QCoreApplication::translate("Ctl", "%1, %2 of %3 MiB used, %4% busy")
                                                 .arg(g.name, used, total, QString::number(*g.utilizationPercent))
                                           : QCoreApplication::translate("Ctl", "%1, %2 of %3 MiB used, load unknown")
                                                 .arg(g.name, used, total))
                  << '\n';
        }
        if (snap.gpus.isEmpty())
            m_out << "GPU: " << snap.gpuProblem << '\n';
        for (const auto &d : snap.disks) {
            const char *role = d.role == EnvironmentSnapshot::Disk::Role::System ? " (system disk)"
                : d.role == EnvironmentSnapshot::Disk::Role::Data                ? " (data disk)"
                                                                                 : "";
            m_out << "disk " << d.mount << role << ": "
                  << QCoreApplication::translate("Ctl", "%1 used of %2")
                         .arg(QLocale::c().formattedDataSize(d.usedBytes), QLocale::c().formattedDataSize(d.totalBytes))
                  << '\n';
        }
        if (snap.ramTotalBytes)
            m_out << "RAM: "
                  << QCoreApplication::translate("Ctl", "%1, %2 available")
                         .arg(QLocale::c().formattedDataSize(*snap.ramTotalBytes),
                              QLocale::c().formattedDataSize(snap.ramAvailableBytes.value_or(0)))
                  << '\n';
        m_out << "python: " << (snap.python.isEmpty() ? QCoreApplication::translate("Ctl", "not found") : snap.python)
              << '\n';
        if (!snap.torch.isEmpty())
            m_out << "torch: "
                  << (snap.torchSeesGpu.value_or(false) ? QCoreApplication::translate("Ctl", "%1, sees the GPU")
                                                        : QCoreApplication::translate("Ctl", "%1, no GPU"))
                         .arg(snap.torch)
                  << '\n';
    }
    return Ok;
}

int Ctl::tunnel(const QStringList &words)
{
    int exit = Ok;
    const auto remote = words.value(1).toInt();
    if (words.size() < 2 || remote < 1 || remote > 65535)
        return usage(QT_TRANSLATE_NOOP(
            "CtlHelp", "tunnel needs an instance and a port inside it, e.g. tunnel my-run 6006 (TensorBoard)"));
    const auto local = m_parser.isSet(u"local-port"_s) ? intOption(u"local-port"_s, 1, 65535, &exit) : 0;
    if (!local)
        return exit;
    const auto reached = reachWithKey(words.value(0), &exit);
    if (!reached)
        return exit;
    const Instance instance = reached->instance;
    SshTunnel tunnel(reached->target, remote, reached->ask);
    QString error;
    if (!tunnel.start(*local, &error)) {
        m_err << "gpudeskctl: " << error << '\n';
        return Failed;
    }
    m_out << QCoreApplication::translate("Ctl",
                                         "http://127.0.0.1:%1 is port %2 inside %3 (services bound to its 127.0.0.1 "
                                         "too); Ctrl+C ends the tunnel")
                 .arg(tunnel.localPort())
                 .arg(remote)
                 .arg(instance.name)
          << '\n';
    m_out.flush();
    QEventLoop loop;
    QObject::connect(&tunnel, &SshTunnel::stateChanged, &loop, [&](SshTunnel::State state, const QString &message) {
        if (state == SshTunnel::State::Open && message.isEmpty())
            m_err << "gpudeskctl: " << QCoreApplication::translate("Ctl", "tunnel open") << '\n';
        else if (!message.isEmpty())
            m_err << "gpudeskctl: " << message << '\n';
        m_err.flush();
    });
    // The instance's port moves at every boot: follow it from the platform's list.
    QTimer follow;
    QObject::connect(&follow, &QTimer::timeout, &loop, [&] {
        int ignored = Ok;
        if (const auto now = reach(instance.id, SshWorkspaceSync::Pinning::None, &ignored))
            tunnel.setTarget(now->second);
    });
    follow.start(10000);
    UnixSignalWatcher interrupts;
    QObject::connect(&interrupts, &UnixSignalWatcher::terminationRequested, &loop, &QEventLoop::quit);
    loop.exec();
    tunnel.stop();
    m_err << "gpudeskctl: " << QCoreApplication::translate("Ctl", "tunnel closed") << '\n';
    return Ok;
}

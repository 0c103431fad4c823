// gpudeskctl ssh-config, ssh, snapshot and tunnel.
#include "cli/sshcommands.h"

#include "common/unixsignalwatcher.h"
#include "common/xdgpaths.h"
#include "core/ssh/environmentprobe.h"
#include "core/ssh/jumphostcheck.h"
#include "core/ssh/sshconfigfile.h"
#include "core/ssh/sshpreferences.h"
#include "core/ssh/sshtunnel.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QFile>
#include <QJsonArray>
#include <QLocale>
#include <QTimer>

#include <unistd.h>

#include <vector>

using namespace Qt::StringLiterals;

QList<CtlCommand> SshCommands::table()
{
    return {
        {.path = {u"ssh-config"_s, u"sync"_s},
         .summary = QString::fromUtf8(
             QT_TRANSLATE_NOOP("CtlHelp", "write ~/.ssh/gpudesk/config and include it from ~/.ssh/config")),
         .details = QString::fromUtf8(QT_TRANSLATE_NOOP(
             "CtlHelp", "A Host gpu-NAME per instance; running instances' host keys pinned, so ssh asks nothing.")),
         .options = {u"no-include"_s},
         .needs = Needs::Login,
         .printsData = true,
         .run = &CtlGroup::run<SshCommands, &SshCommands::syncConfig>},
        {.path = {u"ssh-config"_s, u"jump"_s},
         .arguments = u"[USER@]HOST[:PORT] | none"_s,
         .summary = QString::fromUtf8(QT_TRANSLATE_NOOP(
             "CtlHelp", "reach every instance through a jump host (a network that blocks outgoing SSH)")),
         .details = QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp",
                                                        "The host is met first: a host key gpudesk has not seen is "
                                                        "shown, and taken only with --trust FINGERPRINT.")),
         .options = {u"trust"_s},
         .needs = Needs::Nothing,
         .run = &CtlGroup::run<SshCommands, &SshCommands::jump>},
        {.path = {u"ssh-config"_s, u"remove"_s},
         .summary = QString::fromUtf8(
             QT_TRANSLATE_NOOP("CtlHelp", "take all of that out again (~/.ssh/config as it was before)")),
         .needs = Needs::Nothing,
         .run = &CtlGroup::run<SshCommands, &SshCommands::removeConfig>},
        {.path = {u"ssh"_s},
         .arguments = u"INSTANCE [-- COMMAND]"_s,
         .summary = QString::fromUtf8(
             QT_TRANSLATE_NOOP("CtlHelp", "log in (or run COMMAND) with OpenSSH, host key checked first")),
         .needs = Needs::Login,
         .words = {Word::Instance},
         .run = &CtlGroup::run<SshCommands, &SshCommands::login>},
        {.path = {u"snapshot"_s},
         .arguments = u"INSTANCE"_s,
         .summary = QString::fromUtf8(
             QT_TRANSLATE_NOOP("CtlHelp", "the instance's GPU, disks, RAM and Python stack, measured now")),
         .options = QStringList{u"markdown"_s} + CtlSshAccess::options(),
         .needs = Needs::Login,
         .printsData = true,
         .words = {Word::Instance},
         .run = &CtlGroup::run<SshCommands, &SshCommands::snapshot>},
        {.path = {u"tunnel"_s},
         .arguments = u"INSTANCE PORT"_s,
         .summary = QString::fromUtf8(
             QT_TRANSLATE_NOOP("CtlHelp", "127.0.0.1:N here reaches PORT inside the instance, until Ctrl+C")),
         .details = QString::fromUtf8(QT_TRANSLATE_NOOP(
             "CtlHelp", "TensorBoard 6006, Jupyter 8888, Gradio 7860; follows the instance across reboots.")),
         .options = QStringList{u"local-port"_s} + CtlSshAccess::options(),
         .needs = Needs::Login,
         .words = {Word::Instance, Word::Other},
         .run = &CtlGroup::run<SshCommands, &SshCommands::tunnel>},
    };
}

CtlExit SshCommands::syncConfig(const QStringList &)
{
    const QString settings = XdgPaths::settingsFile();
    SshPreferences prefs = SshPreferences::load(settings);
    QString error;
    const auto r = awaitAnswer<InstanceList>([&](QObject *c, Platform::Done<InstanceList> done) {
        m_ctx.platform().instances({}, false, c, std::move(done));
    });
    if (!r.ok())
        return m_ctx.failed(r.error(), QT_TRANSLATE_NOOP("CtlHelp", "listing instances"));
    const SshWorkspaceSync sync(m_ssh.sshDir());
    const auto result = sync.run(m_ctx.platform().baseUrl().toString(QUrl::StripTrailingSlash),
                                 prefs.routed(r.value().items), prefs.defaultIdentity);
    if (!result.error.isEmpty())
        return m_ctx.fail(result.error);
    for (const QString &problem : result.problems)
        m_err << "gpudeskctl: " << problem << '\n';
    const SshConfigFile &files = sync.files();
    if (!m_ctx.isSet(u"no-include"_s)) {
        if (!files.addInclude(&error))
            return m_ctx.fail(error);
        prefs.includeAgreed = true;
        if (!prefs.save(settings, &error))
            m_err << "gpudeskctl: " << error << '\n';
    }
    if (m_ctx.json()) {
        QJsonArray hosts;
        for (const SshHostEntry &e : result.entries)
            hosts.append(QJsonObject{{u"alias"_s, e.alias},
                                     {u"instance_id"_s, e.instanceId},
                                     {u"host"_s, e.host},
                                     {u"port"_s, e.port},
                                     {u"host_key_pinned"_s, result.pinned.contains(e.alias)}});
        m_ctx.printJson(QJsonObject{{u"config"_s, files.path()}, {u"hosts"_s, hosts}});
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

CtlExit SshCommands::jump(const QStringList &words)
{
    SshPreferences prefs = SshPreferences::load(XdgPaths::settingsFile());
    const QString text = words.value(0);
    const QString settings = XdgPaths::settingsFile();
    QString error;
    if (text.isEmpty())
        return m_ctx.usage(QT_TRANSLATE_NOOP("CtlHelp", "ssh-config jump takes [USER@]HOST[:PORT], or none"));
    if (text == u"none"_s) {
        prefs.jump.reset();
        if (!prefs.save(settings, &error))
            return m_ctx.fail(error);
        m_out << QCoreApplication::translate(
            "Ctl", "SSH goes straight to the instances again; gpudeskctl ssh-config sync rewrites the config")
              << '\n';
        return Ok;
    }
    const auto hop = SshPreferences::parseJump(text, &error);
    if (!hop)
        return m_ctx.usage(error);
    // Met first: its host key is confirmed once, by the user, and pinned where ssh checks it too.
    const SshConfigFile files(m_ssh.sshDir());
    const JumpHostCheck::Met met
        = JumpHostCheck::meet(*hop, {}, prefs.defaultIdentity, files.knownHostsPath(), m_ctx.value(u"trust"_s));
    if (!met.ok && !met.offered.isEmpty())
        return m_ctx.fail(
            QCoreApplication::translate("Ctl",
                                        "%1 presents the host key %2, which gpudesk has not met before. If that "
                                        "is its key (ask your network's admins), run again with --trust %2")
                .arg(SshPreferences::jumpText(*hop), met.offered));
    if (!met.ok)
        return m_ctx.fail(met.problem);
    prefs.jump = hop;
    if (!prefs.save(settings, &error))
        return m_ctx.fail(error);
    m_out << QCoreApplication::translate(
                 "Ctl",
                 "SSH goes through %1 from now on (its host key is pinned); gpudeskctl ssh-config sync "
                 "rewrites the config")
                 .arg(SshPreferences::jumpText(*hop))
          << '\n';
    return Ok;
}

CtlExit SshCommands::removeConfig(const QStringList &)
{
    const QString settings = XdgPaths::settingsFile();
    SshPreferences prefs = SshPreferences::load(settings);
    QString error;
    const SshConfigFile files(m_ssh.sshDir());
    if (!files.removeAll(&error))
        return m_ctx.fail(error);
    prefs.includeAgreed = false; // the console must not put it back by itself
    if (!prefs.save(settings, &error))
        m_err << "gpudeskctl: " << error << '\n';
    m_out << QCoreApplication::translate("Ctl", "removed gpudesk's ssh entries; %1 is as it was before")
                 .arg(files.userConfigPath())
          << '\n';
    return Ok;
}

CtlExit SshCommands::login(const QStringList &words)
{
    const auto reached = m_ssh.reach(words.value(0), SshWorkspaceSync::Pinning::OneInstance);
    if (!reached)
        return reached.exit();
    // The real OpenSSH client on gpudesk's own config: a terminal, agent forwarding prompts and
    // everything else ssh does, with the host key already pinned (it asks nothing).
    QList<QByteArray> args{"ssh", "-F", QFile::encodeName(SshConfigFile(m_ssh.sshDir()).path()),
                           reached->target.alias.toUtf8()};
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
    return m_ctx.fail(QCoreApplication::translate(
                          "Ctl", "cannot run ssh (%1); install the OpenSSH client: sudo apt install openssh-client")
                          .arg(why));
}

CtlExit SshCommands::snapshot(const QStringList &words)
{
    const auto reached = m_ssh.reachWithKey(words.value(0));
    if (!reached)
        return reached.exit();
    const CtlGot<SshSession::Output> output = m_ssh.run(*reached, EnvironmentProbe::command());
    if (!output)
        return output.exit();
    const Instance &instance = reached->instance;
    const QString dataMount = instance.dataDisk ? instance.dataDisk->mountPath.value_or(QString()) : QString();
    const EnvironmentSnapshot snap = EnvironmentProbe::parse(output->out, dataMount, QDateTime::currentDateTimeUtc());
    if (m_ctx.json()) {
        m_ctx.printJson(snap.toJson());
    } else if (m_ctx.isSet(u"markdown"_s)) {
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

CtlExit SshCommands::tunnel(const QStringList &words)
{
    const auto remote = words.value(1).toInt();
    if (words.size() < 2 || remote < 1 || remote > 65535)
        return m_ctx.usage(QT_TRANSLATE_NOOP(
            "CtlHelp", "tunnel needs an instance and a port inside it, e.g. tunnel my-run 6006 (TensorBoard)"));
    const CtlGot<int> local = m_ctx.isSet(u"local-port"_s) ? m_ctx.intOption(u"local-port"_s, 1, 65535) : 0;
    if (!local)
        return local.exit();
    const auto reached = m_ssh.reachWithKey(words.value(0));
    if (!reached)
        return reached.exit();
    const Instance instance = reached->instance;
    SshTunnel tunnel(reached->target, remote, reached->ask);
    QString error;
    if (!tunnel.start(*local, &error))
        return m_ctx.fail(error);
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
        if (const auto now = m_ssh.reach(instance.id, SshWorkspaceSync::Pinning::None))
            tunnel.setTarget(now->target);
    });
    follow.start(10000);
    UnixSignalWatcher interrupts;
    QObject::connect(&interrupts, &UnixSignalWatcher::terminationRequested, &loop, &QEventLoop::quit);
    loop.exec();
    tunnel.stop();
    m_err << "gpudeskctl: " << QCoreApplication::translate("Ctl", "tunnel closed") << '\n';
    return Ok;
}

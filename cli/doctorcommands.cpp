// gpudeskctl doctor: the connection doctor (and, asked to, why a run died) from a terminal, on the
// same core as the console's Doctor page.
#include "cli/doctorcommands.h"

#include "common/xdgpaths.h"
#include "core/api/proxyroute.h"
#include "core/doctor/connectiondoctor.h"
#include "core/ssh/sshconfigfile.h"
#include "core/ssh/sshpreferences.h"

using namespace Qt::StringLiterals;

QList<CtlCommand> DoctorCommands::table()
{
    return {
        {.path = {u"doctor"_s},
         .arguments = u"INSTANCE"_s,
         .summary = QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "find the broken layer when you cannot connect")),
         .details = QString::fromUtf8(QT_TRANSLATE_NOOP(
             "CtlHelp",
             "State, ssh config, key, network, SSH, login; with --port the service inside and the platform's public "
             "port; --log/--died: why a run died (GPU memory, the OOM killer, a full disk).")),
         .options = QStringList{u"port"_s, u"log"_s, u"died"_s} + CtlSshAccess::options(),
         .needs = Needs::Login,
         .printsData = true,
         .words = {Word::Instance},
         .exits = QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "0: every check passed; 1: one failed.")),
         .run = &CtlGroup::run<DoctorCommands, &DoctorCommands::doctor>},
    };
}

CtlExit DoctorCommands::doctor(const QStringList &words)
{
    if (words.size() != 1)
        return m_ctx.usage(QT_TRANSLATE_NOOP("CtlHelp", "doctor needs one instance, e.g. doctor my-run --port 6006"));
    std::optional<int> port;
    if (m_ctx.isSet(u"port"_s)) {
        if (m_ctx.values(u"port"_s).size() > 1)
            return m_ctx.usage(QT_TRANSLATE_NOOP("CtlHelp", "doctor checks one service port at a time"));
        const CtlGot<int> given = m_ctx.intOption(u"port"_s, 1, 65535);
        if (!given)
            return given.exit();
        port = *given;
    }
    const auto passphrase = m_ssh.passphraseOption();
    if (!passphrase)
        return passphrase.exit();
    const auto instance = m_ctx.findInstance(words.first());
    if (!instance)
        return instance.exit();
    const auto keys = awaitAnswer<QList<SshKey>>(
        [&](QObject *c, Platform::Done<QList<SshKey>> done) { m_ctx.platform().sshKeys(c, std::move(done)); });
    if (!keys.ok())
        return m_ctx.failed(keys.error(), QT_TRANSLATE_NOOP("CtlHelp", "reading your SSH keys"));
    const auto health = m_ctx.platformHealth();

    const SshConfigFile files(m_ssh.sshDir());
    ConnectionDoctor::Inputs in;
    in.instance = SshPreferences::load(XdgPaths::settingsFile()).routed(*instance); // as ssh goes
    in.now = health ? health->serverTime : QDateTime::currentDateTimeUtc();
    // What the config holds now, not synced first: a block left behind is one of the things to find.
    const QString platform = m_ctx.platform().baseUrl().toString(QUrl::StripTrailingSlash);
    for (const SshHostEntry &e : files.read()) {
        if (e.instanceId == instance->id && e.platform == platform)
            in.configEntry = e;
    }
    in.identityFile = SshPreferences::load(XdgPaths::settingsFile()).defaultIdentity;
    for (const SshKey &k : keys.value())
        in.registeredFingerprints << k.fingerprint;
    in.knownHostsPath = files.knownHostsPath();
    in.agentSocket = qEnvironmentVariable("SSH_AUTH_SOCK");
    in.servicePort = port;
    in.platformProxy = ProxyRoute::inUseFor(m_ctx.platform().baseUrl());
    in.logPath = m_ctx.value(u"log"_s);
    in.processDeath = m_ctx.isSet(u"log"_s) || m_ctx.isSet(u"died"_s);
    ConnectionDoctor doctor(in);
    const DoctorReport report = doctor.run(m_ssh.passphraseSource(*passphrase));
    if (m_ctx.json())
        m_ctx.printJson(report.toJson());
    else
        m_out << report.toText();
    return report.passed() ? Ok : Failed;
}

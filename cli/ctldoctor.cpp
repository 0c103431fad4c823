// gpudeskctl doctor: the connection doctor (and, asked to, why a run died) from a terminal, on the
// same core as the console's Doctor page.
#include "cli/ctl.h"

#include "common/xdgpaths.h"
#include "core/api/proxyroute.h"
#include "core/doctor/connectiondoctor.h"
#include "core/ssh/sshconfigfile.h"
#include "core/ssh/sshpreferences.h"

using namespace Qt::StringLiterals;

int Ctl::doctor(const QStringList &words)
{
    if (words.size() != 1)
        return usage(QT_TRANSLATE_NOOP("CtlHelp", "doctor needs one instance, e.g. doctor my-run --port 6006"));
    int exit = Ok;
    std::optional<int> port;
    if (m_parser.isSet(u"port"_s)) {
        if (m_parser.values(u"port"_s).size() > 1)
            return usage(QT_TRANSLATE_NOOP("CtlHelp", "doctor checks one service port at a time"));
        port = intOption(u"port"_s, 1, 65535, &exit);
        if (!port)
            return exit;
    }
    const auto passphrase = passphraseOption(&exit);
    if (!passphrase)
        return exit;
    const auto instance = findInstance(words.first(), &exit);
    if (!instance)
        return exit;
    const auto keys = awaitAnswer<QList<SshKey>>(
        [&](QObject *c, Platform::Done<QList<SshKey>> done) { m_platform->sshKeys(c, std::move(done)); });
    if (!keys.ok())
        return failed(keys.error(), QT_TRANSLATE_NOOP("CtlHelp", "reading your SSH keys"));
    const auto health = platformHealth();

    const SshConfigFile files(sshDir());
    ConnectionDoctor::Inputs in;
    in.instance = SshPreferences::load(XdgPaths::settingsFile()).routed(*instance); // as ssh goes
    in.now = health ? health->serverTime : QDateTime::currentDateTimeUtc();
    // What the config holds now, not synced first: a block left behind is one of the things to find.
    const QString platform = m_platform->baseUrl().toString(QUrl::StripTrailingSlash);
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
    in.platformProxy = ProxyRoute::inUseFor(m_platform->baseUrl());
    in.logPath = m_parser.value(u"log"_s);
    in.processDeath = m_parser.isSet(u"log"_s) || m_parser.isSet(u"died"_s);
    ConnectionDoctor doctor(in);
    const DoctorReport report = doctor.run(passphraseSource(*passphrase));
    if (m_json)
        printJson(report.toJson());
    else
        m_out << report.toText();
    return report.passed() ? Ok : Failed;
}

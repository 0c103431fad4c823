// gpudeskctl ssh-keys: keys on the platform and key pairs on this computer.
#include "cli/sshkeycommands.h"

#include "common/xdgpaths.h"
#include "core/api/codecs.h"
#include "core/ssh/sshkeypair.h"
#include "core/ssh/sshpreferences.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>

using namespace Qt::StringLiterals;

QList<CtlCommand> SshKeyCommands::table()
{
    return {
        {.path = {u"ssh-keys"_s, u"ls"_s},
         .summary = QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "the SSH keys on the account")),
         .needs = Needs::Login,
         .printsData = true,
         .run = &CtlGroup::run<SshKeyCommands, &SshKeyCommands::list>,
         .isDefault = true},
        {.path = {u"ssh-keys"_s, u"add"_s},
         .arguments = u"FILE.pub"_s,
         .summary = QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "add a public key")),
         .options = {u"name"_s},
         .needs = Needs::Login,
         .printsData = true,
         .words = {Word::File},
         .run = &CtlGroup::run<SshKeyCommands, &SshKeyCommands::add>},
        {.path = {u"ssh-keys"_s, u"rm"_s},
         .arguments = u"ID"_s,
         .summary = QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "remove a key from the account")),
         .needs = Needs::Login,
         .words = {Word::Other},
         .run = &CtlGroup::run<SshKeyCommands, &SshKeyCommands::remove>},
        {.path = {u"ssh-keys"_s, u"generate"_s},
         .arguments = u"NAME"_s,
         .summary = QString::fromUtf8(
             QT_TRANSLATE_NOOP("CtlHelp", "a new ed25519 pair as ~/.ssh/gpudesk_NAME (never overwrites)")),
         .options = QStringList{u"upload"_s} + CtlSshAccess::options(),
         .needs = Needs::Nothing,
         .printsData = true,
         .words = {Word::Other},
         .run = &CtlGroup::run<SshKeyCommands, &SshKeyCommands::generate>},
        {.path = {u"ssh-keys"_s, u"import"_s},
         .arguments = u"FILE"_s,
         .summary = QString::fromUtf8(
             QT_TRANSLATE_NOOP("CtlHelp", "add an existing pair's public key; it becomes the default key")),
         .options = QStringList{u"name"_s} + CtlSshAccess::options(),
         .needs = Needs::Login,
         .printsData = true,
         .words = {Word::File},
         .run = &CtlGroup::run<SshKeyCommands, &SshKeyCommands::import>},
    };
}

CtlExit SshKeyCommands::list(const QStringList &)
{
    const auto r = awaitAnswer<QList<SshKey>>(
        [&](QObject *c, Platform::Done<QList<SshKey>> done) { m_ctx.platform().sshKeys(c, std::move(done)); });
    if (!r.ok())
        return m_ctx.failed(r.error(), QT_TRANSLATE_NOOP("CtlHelp", "listing SSH keys"));
    if (m_ctx.json()) {
        QJsonArray items;
        for (const SshKey &k : r.value())
            items.append(Codecs::encode(k));
        m_ctx.printJson(items);
        return Ok;
    }
    if (r.value().isEmpty())
        m_out << QCoreApplication::translate("Ctl",
                                             "no SSH keys; add one with: gpudeskctl ssh-keys add ~/.ssh/id_ed25519.pub")
              << '\n';
    for (const SshKey &k : r.value())
        m_out << k.id << "  " << k.name << "  " << k.fingerprint << '\n';
    return Ok;
}

CtlExit SshKeyCommands::add(const QStringList &words)
{
    const QString path = words.value(0);
    if (path.isEmpty())
        return m_ctx.usage(QT_TRANSLATE_NOOP("CtlHelp", "ssh-keys add needs the public key's file (the .pub one)"));
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return m_ctx.usage(QCoreApplication::translate("CtlHelp", "cannot read %1: %2").arg(path, file.errorString()));
    const QString key = QString::fromUtf8(file.read(64 * 1024)).trimmed();
    if (key.contains(u"PRIVATE KEY"_s))
        return m_ctx.usage(QCoreApplication::translate(
                               "CtlHelp", "%1 is a private key: give the .pub file, and never share the private one")
                               .arg(path));
    const QString name = m_ctx.value(u"name"_s).isEmpty() ? QFileInfo(path).completeBaseName() : m_ctx.value(u"name"_s);
    const auto r = awaitAnswer<SshKeyCreated>([&](QObject *c, Platform::Done<SshKeyCreated> done) {
        m_ctx.platform().addSshKey(name, key, c, std::move(done));
    });
    if (!r.ok())
        return m_ctx.failed(r.error(), QT_TRANSLATE_NOOP("CtlHelp", "adding the key"));
    if (m_ctx.json())
        m_ctx.printJson(Codecs::encode(r.value()));
    else
        m_out << QCoreApplication::translate("Ctl", "added %1: %2 %3")
                     .arg(r.value().id, r.value().type, r.value().fingerprint)
              << '\n';
    return Ok;
}

CtlExit SshKeyCommands::remove(const QStringList &words)
{
    const QString id = words.value(0);
    if (id.isEmpty())
        return m_ctx.usage(QT_TRANSLATE_NOOP("CtlHelp", "ssh-keys rm needs the key's id (see ssh-keys ls)"));
    const auto r = awaitAnswer<Nothing>(
        [&](QObject *c, Platform::Done<Nothing> done) { m_ctx.platform().deleteSshKey(id, c, std::move(done)); });
    if (!r.ok())
        return m_ctx.failed(r.error(), QT_TRANSLATE_NOOP("CtlHelp", "removing the key"));
    m_out << QCoreApplication::translate("Ctl", "removed %1; running instances refuse it from now on").arg(id) << '\n';
    return Ok;
}

CtlExit SshKeyCommands::generate(const QStringList &words)
{
    const QString name = words.value(0);
    if (name.isEmpty())
        return m_ctx.usage(
            QT_TRANSLATE_NOOP("CtlHelp", "ssh-keys generate needs a name, e.g. ssh-keys generate laptop"));
    const auto passphrase = m_ssh.passphraseOption();
    if (!passphrase)
        return passphrase.exit();
    QString error;
    const auto pair = SshKeyPair::generate(m_ssh.sshDir(), name, *passphrase, &error);
    if (!pair)
        return m_ctx.fail(error);
    if (!m_ctx.json())
        m_out << "private key: " << pair->privatePath << " (only you can read it)\n"
              << "public key:  " << pair->publicPath << '\n'
              << "fingerprint: " << pair->publicKey.fingerprint() << '\n';
    rememberDefaultKey(*pair);
    if (!m_ctx.isSet(u"upload"_s)) {
        if (m_ctx.json())
            m_ctx.printJson(QJsonObject{{u"private_key"_s, pair->privatePath},
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

CtlExit SshKeyCommands::import(const QStringList &words)
{
    const QString path = words.value(0);
    if (path.isEmpty())
        return m_ctx.usage(QT_TRANSLATE_NOOP(
            "CtlHelp", "ssh-keys import needs the key's file, e.g. ssh-keys import ~/.ssh/id_ed25519"));
    const auto passphrase = m_ssh.passphraseOption();
    if (!passphrase)
        return passphrase.exit();
    QString error;
    const auto pair = SshKeyPair::read(path, *passphrase, &error);
    if (!pair)
        return m_ctx.fail(error);
    if (pair->privateTooOpen)
        m_err << "gpudeskctl: "
              << QCoreApplication::translate(
                     "Ctl", "warning: others can read %1, and ssh refuses such a key; fix it with: chmod 600 %1")
                     .arg(pair->privatePath)
              << '\n';
    const QString name
        = m_ctx.value(u"name"_s).isEmpty() ? QFileInfo(pair->privatePath).fileName() : m_ctx.value(u"name"_s);
    const CtlExit rc = uploadKey(name, *pair);
    if (rc == Ok)
        rememberDefaultKey(*pair);
    return rc;
}

CtlExit SshKeyCommands::uploadKey(const QString &name, const SshKeyPair &pair)
{
    if (!m_ctx.connected()) { // `generate --upload`: a local command until now
        if (const CtlExit rc = m_ctx.connect(); rc != Ok)
            return rc;
        if (!m_ctx.authenticate()) {
            m_err << "gpudeskctl: "
                  << QCoreApplication::translate(
                         "Ctl", "not logged in; run `gpudeskctl login` or set GPUDESK_TOKEN (the key pair is kept)")
                  << '\n';
            return NotAllowed;
        }
    }
    const auto r = awaitAnswer<SshKeyCreated>([&](QObject *c, Platform::Done<SshKeyCreated> done) {
        m_ctx.platform().addSshKey(name, pair.publicKey.toLine(), c, std::move(done));
    });
    if (!r.ok())
        return m_ctx.failed(r.error(), QT_TRANSLATE_NOOP("CtlHelp", "adding the key"));
    if (m_ctx.json())
        m_ctx.printJson(Codecs::encode(r.value()));
    else
        m_out << QCoreApplication::translate("Ctl", "added to the platform as %1: %2")
                     .arg(r.value().id, r.value().fingerprint)
              << '\n';
    return Ok;
}

void SshKeyCommands::rememberDefaultKey(const SshKeyPair &pair)
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

// gpudeskctl: ssh-keys and tokens.
#include "cli/ctl.h"

#include <QCoreApplication>

#include "common/rfc3339.h"
#include "core/api/codecs.h"
#include "core/autostop/autostopsettings.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>

using namespace Qt::StringLiterals;

int Ctl::sshKeys(const QStringList &words)
{
    const QString sub = words.value(0);
    if (sub == u"ls"_s) {
        const auto r = awaitAnswer<QList<SshKey>>(
            [&](QObject *c, Platform::Done<QList<SshKey>> done) { m_platform->sshKeys(c, std::move(done)); });
        if (!r.ok())
            return failed(r.error(), QT_TRANSLATE_NOOP("CtlHelp", "listing SSH keys"));
        if (m_json) {
            QJsonArray items;
            for (const SshKey &k : r.value())
                items.append(Codecs::encode(k));
            printJson(items);
            return Ok;
        }
        if (r.value().isEmpty())
            m_out << QCoreApplication::translate(
                "Ctl", "no SSH keys; add one with: gpudeskctl ssh-keys add ~/.ssh/id_ed25519.pub")
                  << '\n';
        for (const SshKey &k : r.value())
            m_out << k.id << "  " << k.name << "  " << k.fingerprint << '\n';
        return Ok;
    }
    if (sub == u"add"_s) {
        const QString path = words.value(1);
        if (path.isEmpty())
            return usage(QT_TRANSLATE_NOOP("CtlHelp", "ssh-keys add needs the public key's file (the .pub one)"));
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            return usage(QCoreApplication::translate("CtlHelp", "cannot read %1: %2").arg(path, file.errorString()));
        const QString key = QString::fromUtf8(file.read(64 * 1024)).trimmed();
        if (key.contains(u"PRIVATE KEY"_s))
            return usage(QCoreApplication::translate(
                             "CtlHelp", "%1 is a private key: give the .pub file, and never share the private one")
                             .arg(path));
        const QString name
            = m_parser.value(u"name"_s).isEmpty() ? QFileInfo(path).completeBaseName() : m_parser.value(u"name"_s);
        const auto r = awaitAnswer<SshKeyCreated>([&](QObject *c, Platform::Done<SshKeyCreated> done) {
            m_platform->addSshKey(name, key, c, std::move(done));
        });
        if (!r.ok())
            return failed(r.error(), QT_TRANSLATE_NOOP("CtlHelp", "adding the key"));
        if (m_json)
            printJson(Codecs::encode(r.value()));
        else
            m_out << QCoreApplication::translate("Ctl", "added %1: %2 %3")
                         .arg(r.value().id, r.value().type, r.value().fingerprint)
                  << '\n';
        return Ok;
    }
    if (sub == u"rm"_s) {
        const QString id = words.value(1);
        if (id.isEmpty())
            return usage(QT_TRANSLATE_NOOP("CtlHelp", "ssh-keys rm needs the key's id (see ssh-keys ls)"));
        const auto r = awaitAnswer<Nothing>(
            [&](QObject *c, Platform::Done<Nothing> done) { m_platform->deleteSshKey(id, c, std::move(done)); });
        if (!r.ok())
            return failed(r.error(), QT_TRANSLATE_NOOP("CtlHelp", "removing the key"));
        m_out << QCoreApplication::translate("Ctl", "removed %1; running instances refuse it from now on").arg(id)
              << '\n';
        return Ok;
    }
    if (sub == u"import"_s)
        return sshKeyImport(words);
    return usage(QT_TRANSLATE_NOOP("CtlHelp", "ssh-keys takes ls, add FILE.pub, rm ID, generate NAME or import FILE"));
}

int Ctl::tokens(const QStringList &words)
{
    const QString sub = words.value(0);
    if (sub == u"ls"_s) {
        ApiTokens *tokenStore = need<ApiTokens>();
        if (!tokenStore)
            return Failed;
        const auto r = awaitAnswer<QList<ApiToken>>(
            [&](QObject *c, Platform::Done<QList<ApiToken>> done) { tokenStore->tokens(c, std::move(done)); });
        if (!r.ok())
            return failed(r.error(), QT_TRANSLATE_NOOP("CtlHelp", "listing tokens"));
        if (m_json) {
            QJsonArray items;
            for (const ApiToken &t : r.value())
                items.append(Codecs::encode(t));
            printJson(items);
            return Ok;
        }
        for (const ApiToken &t : r.value())
            m_out << t.id << "  " << t.name << "  " << t.scopes.join(u',') << "  "
                  << (t.expired ? u"expired"_s : u"until "_s + Rfc3339::format(t.expiresAt)) << '\n';
        return Ok;
    }
    if (sub == u"create"_s) {
        const QString name = words.value(1);
        const QStringList scopes = m_parser.value(u"scopes"_s).split(u',', Qt::SkipEmptyParts);
        if (name.isEmpty() || scopes.isEmpty())
            return usage(QT_TRANSLATE_NOOP("CtlHelp",
                                           "tokens create needs a NAME and --scopes (read, instances, billing, keys)"));
        std::optional<int> days;
        int exit = Ok;
        if (m_parser.isSet(u"days"_s) && !(days = intOption(u"days"_s, ApiToken::kMinDays, ApiToken::kMaxDays, &exit)))
            return exit;
        ApiTokens *tokenStore = need<ApiTokens>();
        if (!tokenStore)
            return Failed;
        const auto r = awaitConfirmed<ApiTokenCreated>([&](QObject *c, Platform::Done<ApiTokenCreated> done) {
            tokenStore->createToken(name, scopes, days, c, std::move(done));
        });
        if (!r.ok())
            return failed(r.error(), QT_TRANSLATE_NOOP("CtlHelp", "creating the token"));
        if (m_json) {
            printJson(Codecs::encode(r.value()));
        } else {
            m_out << r.value().token << '\n';
            m_err << QCoreApplication::translate("Ctl", "token %1 (%2), until %3: shown once, keep it now")
                         .arg(r.value().id, r.value().name, Rfc3339::format(r.value().expiresAt))
                  << '\n';
        }
        return Ok;
    }
    if (sub == u"revoke"_s) {
        const QString id = words.value(1);
        if (id.isEmpty())
            return usage(QT_TRANSLATE_NOOP("CtlHelp", "tokens revoke needs the token's id (see tokens ls)"));
        ApiTokens *tokenStore = need<ApiTokens>();
        if (!tokenStore)
            return Failed;
        const auto r = awaitAnswer<Nothing>(
            [&](QObject *c, Platform::Done<Nothing> done) { tokenStore->revokeToken(id, c, std::move(done)); });
        if (!r.ok())
            return failed(r.error(), QT_TRANSLATE_NOOP("CtlHelp", "revoking the token"));
        m_out << QCoreApplication::translate("Ctl", "revoked %1").arg(id) << '\n';
        return Ok;
    }
    if (sub == u"rotate"_s) {
        const QString id = words.value(1);
        if (id.isEmpty())
            return usage(QT_TRANSLATE_NOOP("CtlHelp", "tokens rotate needs the token's id (see tokens ls)"));
        int grace = 0;
        if (m_parser.isSet(u"grace"_s)) {
            const QString text = m_parser.value(u"grace"_s).trimmed();
            const auto minutes = AutostopSettings::parseDuration(text);
            if ((!minutes && text != u"0"_s) || minutes.value_or(0) * 60 > 86400)
                return usage(
                    QCoreApplication::translate(
                        "CtlHelp", "--grace is how long the old secret goes on, 0 to 1d (like 30m or 1h; got '%1')")
                        .arg(text));
            grace = minutes.value_or(0) * 60;
        }
        ApiTokens *tokenStore = need<ApiTokens>();
        if (!tokenStore)
            return Failed;
        const auto r = awaitConfirmed<ApiTokenCreated>([&](QObject *c, Platform::Done<ApiTokenCreated> done) {
            tokenStore->rotateToken(id, grace, c, std::move(done));
        });
        if (!r.ok())
            return failed(r.error(), QT_TRANSLATE_NOOP("CtlHelp", "rotating the token"));
        if (m_json) {
            printJson(Codecs::encode(r.value()));
        } else {
            m_out << r.value().token << '\n';
            m_err << (grace > 0 ? QCoreApplication::translate("Ctl",
                                                              "token %1 (%2) replaces %3: shown once, keep it now; the "
                                                              "old secret works %4 more minutes")
                                      .arg(r.value().id, r.value().name, id, QString::number(grace / 60))
                                : QCoreApplication::translate(
                                      "Ctl",
                                      "token %1 (%2) replaces %3: shown once, keep it now; the old secret "
                                      "stopped working")
                                      .arg(r.value().id, r.value().name, id))
                  << '\n';
        }
        return Ok;
    }
    return usage(
        QT_TRANSLATE_NOOP("CtlHelp", "tokens takes ls, create NAME --scopes S, rotate ID [--grace TIME] or revoke ID"));
}

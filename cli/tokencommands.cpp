// gpudeskctl tokens: API tokens, created, rotated and revoked.
#include "cli/tokencommands.h"

#include "common/rfc3339.h"
#include "core/api/codecs.h"
#include "core/autostop/autostopsettings.h"

#include <QCoreApplication>
#include <QJsonArray>

using namespace Qt::StringLiterals;

QList<CtlCommand> TokenCommands::table()
{
    return {
        {.path = {u"tokens"_s, u"ls"_s},
         .summary = QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "the account's API tokens")),
         .needs = Needs::Login,
         .printsData = true,
         .run = &CtlGroup::run<TokenCommands, &TokenCommands::list>,
         .isDefault = true},
        {.path = {u"tokens"_s, u"create"_s},
         .arguments = u"NAME"_s,
         .summary = QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "a new API token, shown once")),
         .details = CtlContext::confirmingHelp(),
         .options = {u"scopes"_s, u"days"_s, u"password-stdin"_s},
         .needs = Needs::Login,
         .printsData = true,
         .words = {Word::Other},
         .run = &CtlGroup::run<TokenCommands, &TokenCommands::create>},
        {.path = {u"tokens"_s, u"rotate"_s},
         .arguments = u"ID"_s,
         .summary = QString::fromUtf8(
             QT_TRANSLATE_NOOP("CtlHelp", "a new secret for a token (same name and scopes), shown once")),
         .details
         = u"With --grace (30m, 1h, up to 1d) the old secret goes on that long, so scripts can be given the new one "
           u"first; without it, it stops at once. "_s
             + CtlContext::confirmingHelp(),
         .options = {u"grace"_s, u"password-stdin"_s},
         .needs = Needs::Login,
         .printsData = true,
         .words = {Word::Other},
         .run = &CtlGroup::run<TokenCommands, &TokenCommands::rotate>},
        {.path = {u"tokens"_s, u"revoke"_s},
         .arguments = u"ID"_s,
         .summary = QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "revoke a token at once")),
         .needs = Needs::Login,
         .words = {Word::Other},
         .run = &CtlGroup::run<TokenCommands, &TokenCommands::revoke>},
    };
}

CtlExit TokenCommands::list(const QStringList &)
{
    ApiTokens *tokenStore = m_ctx.need<ApiTokens>();
    if (!tokenStore)
        return Failed;
    const auto r = awaitAnswer<QList<ApiToken>>(
        [&](QObject *c, Platform::Done<QList<ApiToken>> done) { tokenStore->tokens(c, std::move(done)); });
    if (!r.ok())
        return m_ctx.failed(r.error(), QT_TRANSLATE_NOOP("CtlHelp", "listing tokens"));
    if (m_ctx.json()) {
        QJsonArray items;
        for (const ApiToken &t : r.value())
            items.append(Codecs::encode(t));
        m_ctx.printJson(items);
        return Ok;
    }
    for (const ApiToken &t : r.value())
        m_out << t.id << "  " << t.name << "  " << t.scopes.join(u',') << "  "
              << (t.expired ? u"expired"_s : u"until "_s + Rfc3339::format(t.expiresAt)) << '\n';
    return Ok;
}

CtlExit TokenCommands::create(const QStringList &words)
{
    const QString name = words.value(0);
    const QStringList scopes = m_ctx.value(u"scopes"_s).split(u',', Qt::SkipEmptyParts);
    if (name.isEmpty() || scopes.isEmpty())
        return m_ctx.usage(
            QT_TRANSLATE_NOOP("CtlHelp", "tokens create needs a NAME and --scopes (read, instances, billing, keys)"));
    std::optional<int> days;
    if (m_ctx.isSet(u"days"_s)) {
        const CtlGot<int> given = m_ctx.intOption(u"days"_s, ApiToken::kMinDays, ApiToken::kMaxDays);
        if (!given)
            return given.exit();
        days = *given;
    }
    ApiTokens *tokenStore = m_ctx.need<ApiTokens>();
    if (!tokenStore)
        return Failed;
    const auto r = m_ctx.awaitConfirmed<ApiTokenCreated>([&](QObject *c, Platform::Done<ApiTokenCreated> done) {
        tokenStore->createToken(name, scopes, days, c, std::move(done));
    });
    if (!r.ok())
        return m_ctx.failed(r.error(), QT_TRANSLATE_NOOP("CtlHelp", "creating the token"));
    if (m_ctx.json()) {
        m_ctx.printJson(Codecs::encode(r.value()));
    } else {
        m_out << r.value().token << '\n';
        m_err << QCoreApplication::translate("Ctl", "token %1 (%2), until %3: shown once, keep it now")
                     .arg(r.value().id, r.value().name, Rfc3339::format(r.value().expiresAt))
              << '\n';
    }
    return Ok;
}

CtlExit TokenCommands::rotate(const QStringList &words)
{
    const QString id = words.value(0);
    if (id.isEmpty())
        return m_ctx.usage(QT_TRANSLATE_NOOP("CtlHelp", "tokens rotate needs the token's id (see tokens ls)"));
    int grace = 0;
    if (m_ctx.isSet(u"grace"_s)) {
        const QString text = m_ctx.value(u"grace"_s).trimmed();
        const auto minutes = AutostopSettings::parseDuration(text);
        if ((!minutes && text != u"0"_s) || minutes.value_or(0) * 60 > 86400)
            return m_ctx.usage(
                QCoreApplication::translate(
                    "CtlHelp", "--grace is how long the old secret goes on, 0 to 1d (like 30m or 1h; got '%1')")
                    .arg(text));
        grace = minutes.value_or(0) * 60;
    }
    ApiTokens *tokenStore = m_ctx.need<ApiTokens>();
    if (!tokenStore)
        return Failed;
    const auto r = m_ctx.awaitConfirmed<ApiTokenCreated>([&](QObject *c, Platform::Done<ApiTokenCreated> done) {
        tokenStore->rotateToken(id, grace, c, std::move(done));
    });
    if (!r.ok())
        return m_ctx.failed(r.error(), QT_TRANSLATE_NOOP("CtlHelp", "rotating the token"));
    if (m_ctx.json()) {
        m_ctx.printJson(Codecs::encode(r.value()));
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

CtlExit TokenCommands::revoke(const QStringList &words)
{
    const QString id = words.value(0);
    if (id.isEmpty())
        return m_ctx.usage(QT_TRANSLATE_NOOP("CtlHelp", "tokens revoke needs the token's id (see tokens ls)"));
    ApiTokens *tokenStore = m_ctx.need<ApiTokens>();
    if (!tokenStore)
        return Failed;
    const auto r = awaitAnswer<Nothing>(
        [&](QObject *c, Platform::Done<Nothing> done) { tokenStore->revokeToken(id, c, std::move(done)); });
    if (!r.ok())
        return m_ctx.failed(r.error(), QT_TRANSLATE_NOOP("CtlHelp", "revoking the token"));
    m_out << QCoreApplication::translate("Ctl", "revoked %1").arg(id) << '\n';
    return Ok;
}

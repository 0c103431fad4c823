#include "core/session/keptsession.h"

#include "common/rfc3339.h"
#include "core/session/secretstore.h"

#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;

KeptSession::KeptSession(SecretStore &secrets, const QUrl &platform)
    : m_secrets(secrets)
    , m_key(u"session@"_s + platform.toString(QUrl::StripTrailingSlash))
{ }

QString KeptSession::encode(const LoginSession &session)
{
    QJsonObject kept{{u"token"_s, session.token}};
    if (session.expiresAt.isValid())
        kept.insert(u"expires_at"_s, Rfc3339::format(session.expiresAt));
    return QString::fromUtf8(QJsonDocument(kept).toJson(QJsonDocument::Compact));
}

std::optional<KeptSession::Login> KeptSession::decode(const QString &stored)
{
    const QJsonObject kept = QJsonDocument::fromJson(stored.toUtf8()).object();
    Login login;
    login.token = kept.value(u"token"_s).toString();
    if (login.token.isEmpty())
        return std::nullopt;
    const QString end = kept.value(u"expires_at"_s).toString();
    // Kept by an earlier version as Qt's ISO date, which reads the same for whole seconds in UTC.
    login.expiresAt = Rfc3339::parse(end).value_or(QDateTime::fromString(end, Qt::ISODate));
    return login;
}

void KeptSession::read(QObject *context,
                       std::function<void(const std::optional<Login> &, const QString &error)> done) const
{
    m_secrets.read(m_key, context, [done = std::move(done)](const std::optional<QString> &kept, const QString &error) {
        done(kept ? decode(*kept) : std::nullopt, error);
    });
}

void KeptSession::write(const LoginSession &session, QObject *context,
                        std::function<void(const QString &error)> done) const
{
    m_secrets.write(m_key, encode(session), context, std::move(done));
}

void KeptSession::remove(QObject *context, std::function<void(const QString &error)> done) const
{
    m_secrets.remove(m_key, context, std::move(done));
}

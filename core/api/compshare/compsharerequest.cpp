#include "core/api/compshare/compsharerequest.h"

#include "core/api/compshare/compsharesignature.h"

#include <QUrl>

using namespace Qt::StringLiterals;

QString CompshareKeys::toToken() const
{
    return publicKey + u'\n' + privateKey;
}

std::optional<CompshareKeys> CompshareKeys::fromToken(const QString &token)
{
    const QStringList parts = token.split(u'\n');
    if (parts.size() != 2 || parts[0].trimmed().isEmpty() || parts[1].trimmed().isEmpty())
        return std::nullopt;
    return CompshareKeys{parts[0].trimmed(), parts[1].trimmed()};
}

CompshareRequest::CompshareRequest(const QString &action)
    : m_action(action)
{
    m_params.insert(u"Action"_s, action);
}

CompshareRequest &CompshareRequest::text(const QString &name, const QString &value)
{
    m_params.insert(name, value);
    return *this;
}

CompshareRequest &CompshareRequest::number(const QString &name, qint64 value)
{
    m_params.insert(name, QString::number(value));
    return *this;
}

CompshareRequest &CompshareRequest::flag(const QString &name, bool value)
{
    m_params.insert(name, value ? u"true"_s : u"false"_s);
    return *this;
}

std::optional<QString> CompshareRequest::value(const QString &name) const
{
    const auto it = m_params.constFind(name);
    return it == m_params.cend() ? std::nullopt : std::optional<QString>(*it);
}

QJsonObject CompshareRequest::asJson(const QMap<QString, QString> &params)
{
    QJsonObject o;
    for (auto it = params.cbegin(); it != params.cend(); ++it)
        o.insert(it.key(), it.value());
    return o;
}

QByteArray CompshareRequest::form(const QMap<QString, QString> &params)
{
    QByteArray body;
    for (auto it = params.cbegin(); it != params.cend(); ++it) {
        if (!body.isEmpty())
            body += '&';
        // Everything but the unreserved characters escaped: a '+' in a key must not read as a space.
        body += QUrl::toPercentEncoding(it.key()) + '=' + QUrl::toPercentEncoding(it.value());
    }
    return body;
}

QByteArray CompshareRequest::signedForm(const CompshareKeys &keys) const
{
    QMap<QString, QString> all = m_params;
    all.insert(u"PublicKey"_s, keys.publicKey);
    all.insert(u"Signature"_s, CompshareSignature::sign(asJson(all), keys.privateKey));
    return form(all);
}

QByteArray CompshareRequest::unsignedForm() const
{
    return form(m_params);
}

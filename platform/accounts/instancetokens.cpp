#include "platform/accounts/instancetokens.h"

#include "common/crypto.h"
#include "platform/store/database.h"

#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace {

/// The platform's key for instance tokens, made at first use and kept in the database.
QByteArray key(Database &db)
{
    const QVariant kept = db.scalar(u"SELECT secret FROM platform_secrets WHERE name = 'instance_tokens'"_s, {});
    if (kept.isValid() && !kept.isNull())
        return kept.toByteArray();
    db.exec(u"INSERT OR IGNORE INTO platform_secrets (name, secret) VALUES ('instance_tokens', ?)"_s,
            {Crypto::randomBytes(32)});
    return db.scalar(u"SELECT secret FROM platform_secrets WHERE name = 'instance_tokens'"_s, {}).toByteArray();
}

} // namespace

QString InstanceTokens::tokenFor(Database &db, qint64 instanceId, qint64 boot)
{
    const QByteArray id = QByteArray::number(instanceId);
    return QLatin1String(kPrefix) + QString::fromLatin1(id) + u'_'
        + QString::fromLatin1(Crypto::hmacSha256Hex(key(db), QByteArray(id + ':' + QByteArray::number(boot))));
}

qint64 InstanceTokens::instanceOf(const QByteArray &token)
{
    if (!token.startsWith(kPrefix))
        return 0;
    const QByteArray rest = token.mid(qsizetype(sizeof kPrefix) - 1);
    const qsizetype cut = rest.indexOf('_');
    bool ok = false;
    const qint64 id = cut > 0 ? rest.left(cut).toLongLong(&ok) : 0;
    return ok && id > 0 ? id : 0;
}

bool InstanceTokens::matches(Database &db, const QByteArray &token, qint64 instanceId, qint64 boot)
{
    return Crypto::constantTimeEquals(token, tokenFor(db, instanceId, boot).toLatin1());
}

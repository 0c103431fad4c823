#include "platform/accounts/credentialstore.h"

#include "platform/store/database.h"

#include <QSqlQuery>

#include <algorithm>

using namespace Qt::StringLiterals;

CredentialStore::CredentialStore(Database &db)
    : m_db(db)
{ }

qint64 CredentialStore::startSession(qint64 accountId, const QString &tokenHash, qint64 createdAt, qint64 expiresAt,
                                     const QString &clientAddress, const QString &userAgent)
{
    QSqlQuery &q = m_db.exec(
        u"INSERT INTO sessions (account_id, token_hash, created_at, expires_at, client_address, user_agent, "
        "confirmed_at) VALUES (?, ?, ?, ?, ?, ?, ?)"_s,
        {accountId, tokenHash, createdAt, expiresAt, clientAddress, userAgent, createdAt});
    return q.lastInsertId().toLongLong();
}

void CredentialStore::endSession(qint64 sessionId, qint64 at)
{
    m_db.exec(u"UPDATE sessions SET ended_at = ? WHERE id = ?"_s, {at, sessionId});
}

void CredentialStore::confirmSession(qint64 sessionId, qint64 at)
{
    m_db.exec(u"UPDATE sessions SET confirmed_at = ? WHERE id = ?"_s, {at, sessionId});
}

void CredentialStore::endOtherSessions(qint64 accountId, qint64 keptSessionId, qint64 at)
{
    m_db.exec(u"UPDATE sessions SET ended_at = ? WHERE account_id = ? AND id <> ? AND ended_at IS NULL"_s,
              {at, accountId, keptSessionId});
}

qint64 CredentialStore::addToken(qint64 accountId, const QString &name, const QString &tokenHash,
                                 const QStringList &scopes, qint64 createdAt, qint64 expiresAt)
{
    QSqlQuery &q = m_db.exec(u"INSERT INTO api_tokens (account_id, name, token_hash, scopes, created_at, expires_at) "
                             "VALUES (?, ?, ?, ?, ?, ?)"_s,
                             {accountId, name, tokenHash, scopes.join(u' '), createdAt, expiresAt});
    return q.lastInsertId().toLongLong();
}

QList<CredentialStore::ApiToken> CredentialStore::tokens(qint64 accountId) const
{
    QSqlQuery &q = m_db.exec(u"SELECT id, name, scopes, created_at, expires_at, last_used_at FROM api_tokens "
                             "WHERE account_id = ? AND revoked_at IS NULL ORDER BY id"_s,
                             {accountId});
    QList<ApiToken> out;
    while (q.next())
        out.append(ApiToken{q.value(0).toLongLong(), q.value(1).toString(), q.value(2).toString().split(u' '),
                            q.value(3).toLongLong(), q.value(4).toLongLong(),
                            q.value(5).isNull() ? std::nullopt : std::optional<qint64>(q.value(5).toLongLong())});
    return out;
}

bool CredentialStore::revokeToken(qint64 tokenId, qint64 accountId, qint64 at)
{
    QSqlQuery &q
        = m_db.exec(u"UPDATE api_tokens SET revoked_at = ? WHERE id = ? AND account_id = ? AND revoked_at IS NULL"_s,
                    {at, tokenId, accountId});
    return q.numRowsAffected() == 1;
}

std::optional<CredentialStore::ApiToken>
CredentialStore::rotateToken(qint64 tokenId, qint64 accountId, const QString &tokenHash, qint64 at, qint64 graceSeconds)
{
    m_db.transaction();
    QSqlQuery &q = m_db.exec(u"SELECT name, scopes, created_at, expires_at FROM api_tokens "
                             "WHERE id = ? AND account_id = ? AND revoked_at IS NULL"_s,
                             {tokenId, accountId});
    if (!q.next()) {
        m_db.commit();
        return std::nullopt;
    }
    ApiToken made;
    made.name = q.value(0).toString();
    made.scopes = q.value(1).toString().split(u' ', Qt::SkipEmptyParts);
    const qint64 oldEnd = q.value(3).toLongLong();
    made.createdAt = at;
    made.expiresAt = at + (oldEnd - q.value(2).toLongLong());
    made.id = addToken(accountId, made.name, tokenHash, made.scopes, at, made.expiresAt);
    if (graceSeconds > 0)
        m_db.exec(u"UPDATE api_tokens SET expires_at = ? WHERE id = ?"_s,
                  {std::min(oldEnd, at + graceSeconds), tokenId});
    else
        m_db.exec(u"UPDATE api_tokens SET revoked_at = ? WHERE id = ?"_s, {at, tokenId});
    m_db.commit();
    return made;
}

bool CredentialStore::hasKey(qint64 accountId, const QString &fingerprint) const
{
    return m_db.scalar(u"SELECT id FROM ssh_keys WHERE account_id = ? AND fingerprint = ?"_s, {accountId, fingerprint})
        .isValid();
}

qint64 CredentialStore::addKey(qint64 accountId, const QString &name, const QString &publicKey,
                               const QString &fingerprint, qint64 createdAt)
{
    QSqlQuery &q = m_db.exec(
        u"INSERT INTO ssh_keys (account_id, name, public_key, fingerprint, created_at) VALUES (?, ?, ?, ?, ?)"_s,
        {accountId, name, publicKey, fingerprint, createdAt});
    return q.lastInsertId().toLongLong();
}

QList<CredentialStore::SshKey> CredentialStore::keys(qint64 accountId, bool withMembers) const
{
    // -1 matches no owner: a member's list is its own keys only.
    QSqlQuery &q
        = m_db.exec(u"SELECT id, name, public_key, fingerprint, created_at, account_id FROM ssh_keys WHERE "
                    "account_id = ? OR account_id IN (SELECT id FROM accounts WHERE owner_id = ?) ORDER BY id"_s,
                    {accountId, withMembers ? accountId : -1});
    QList<SshKey> out;
    while (q.next())
        out.append(SshKey{q.value(0).toLongLong(), q.value(1).toString(), q.value(2).toString(), q.value(3).toString(),
                          q.value(4).toLongLong(), q.value(5).toLongLong()});
    return out;
}

bool CredentialStore::deleteKey(qint64 keyId, qint64 accountId, bool withMembers)
{
    QSqlQuery &q = m_db.exec(u"DELETE FROM ssh_keys WHERE id = ? AND (account_id = ? OR account_id IN "
                             "(SELECT id FROM accounts WHERE owner_id = ?))"_s,
                             {keyId, accountId, withMembers ? accountId : -1});
    return q.numRowsAffected() == 1;
}

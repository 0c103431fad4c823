#include "platform/accounts/securitystore.h"

#include "platform/store/database.h"

#include <QSqlQuery>

using namespace Qt::StringLiterals;

SecurityStore::SecurityStore(Database &db)
    : m_db(db)
{ }

bool SecurityStore::twoFactorEnabled(qint64 accountId) const
{
    return m_db.scalar(u"SELECT totp_enabled FROM accounts WHERE id = ?"_s, {accountId}).toBool();
}

bool SecurityStore::twoFactorPending(qint64 accountId) const
{
    return m_db.scalar(u"SELECT totp_secret IS NOT NULL AND NOT totp_enabled FROM accounts WHERE id = ?"_s, {accountId})
        .toBool();
}

void SecurityStore::enrolTwoFactor(qint64 accountId, const QByteArray &secret)
{
    m_db.exec(u"UPDATE accounts SET totp_secret = ?, totp_last_step = NULL WHERE id = ?"_s, {secret, accountId});
}

void SecurityStore::enableTwoFactor(qint64 accountId)
{
    m_db.exec(u"UPDATE accounts SET totp_enabled = 1 WHERE id = ?"_s, {accountId});
}

void SecurityStore::disableTwoFactor(qint64 accountId)
{
    m_db.exec(u"UPDATE accounts SET totp_enabled = 0, totp_secret = NULL, totp_last_step = NULL WHERE id = ?"_s,
              {accountId});
    m_db.exec(u"DELETE FROM recovery_codes WHERE account_id = ?"_s, {accountId});
}

std::optional<QString> SecurityStore::label(qint64 accountId) const
{
    QSqlQuery &q = m_db.exec(u"SELECT COALESCE(email, phone) FROM accounts WHERE id = ?"_s, {accountId});
    if (!q.next())
        return std::nullopt;
    const QString label = q.value(0).toString();
    q.finish();
    return label;
}

QList<SecurityStore::Login> SecurityStore::logins(qint64 accountId, int limit) const
{
    QSqlQuery &q = m_db.exec(u"SELECT at, success, reason, client_address, user_agent FROM logins "
                             "WHERE account_id = ? ORDER BY at DESC, id DESC LIMIT ?"_s,
                             {accountId, limit});
    QList<Login> out;
    while (q.next())
        out.append(Login{q.value(0).toLongLong(), q.value(1).toBool(), q.value(2).toString(), q.value(3).toString(),
                         q.value(4).toString()});
    return out;
}

Verification SecurityStore::verification(qint64 accountId) const
{
    const QString word = m_db.scalar(u"SELECT verification_status FROM accounts WHERE id = ?"_s, {accountId}).toString();
    return Verifications::parse(word).value_or(Verification::None);
}

qint64 SecurityStore::verifiedHolders(const QString &idNumberMac, qint64 exceptAccountId) const
{
    return m_db
        .scalar(u"SELECT COUNT(*) FROM accounts WHERE id_number_mac = ? AND id <> ? AND "
                "(verification_status = ? OR (verification_status = ? AND verification_decision = ?))"_s,
                {idNumberMac, exceptAccountId, Verifications::wire(Verification::Approved),
                 Verifications::wire(Verification::Pending), Verifications::wire(Verification::Approved)})
        .toLongLong();
}

void SecurityStore::submitVerification(qint64 accountId, Verification decision, const QString &reason, qint64 at,
                                       const QString &realName, const QString &idNumberMac)
{
    m_db.exec(
        u"UPDATE accounts SET verification_status = ?, verification_decision = ?, verification_reason = ?, "
        "verification_submitted_at = ?, real_name = ?, id_number_mac = ? WHERE id = ?"_s,
        {Verifications::wire(Verification::Pending), Verifications::wire(decision), reason.isEmpty() ? QVariant(QMetaType(QMetaType::QString)) : QVariant(reason), at, realName,
         idNumberMac, accountId});
}

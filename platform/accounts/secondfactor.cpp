#include "platform/accounts/secondfactor.h"

#include "common/base32.h"
#include "common/clock.h"
#include "common/crypto.h"
#include "common/totp.h"
#include "platform/store/database.h"

#include <QSqlQuery>

using namespace Qt::StringLiterals;

SecondFactor::SecondFactor(Database &db, const Clock &clock)
    : m_db(db)
    , m_clock(clock)
{ }

QByteArray SecondFactor::recoveryCodeHash(const QString &code)
{
    const QString normalized = QString(code).remove(u'-').remove(u' ').toLower();
    return Crypto::sha256Hex(normalized.toUtf8());
}

bool SecondFactor::check(qint64 accountId, const QString &code)
{
    QSqlQuery &q = m_db.exec(u"SELECT totp_secret, totp_last_step FROM accounts WHERE id = ?"_s, {accountId});
    if (!q.next() || q.value(0).isNull())
        return false;
    const QByteArray secret = q.value(0).toByteArray();
    const qint64 lastStep = q.value(1).isNull() ? -1 : q.value(1).toLongLong();
    if (const auto step = Totp::matchingStep(secret, code, m_clock.nowSeconds())) {
        // A step at or before the last one used is a replay of a code already seen.
        if (*step <= lastStep)
            return false;
        m_db.exec(u"UPDATE accounts SET totp_last_step = ? WHERE id = ?"_s, {*step, accountId});
        return true;
    }
    QSqlQuery &r
        = m_db.exec(u"SELECT id FROM recovery_codes WHERE account_id = ? AND code_hash = ? AND used_at IS NULL"_s,
                    {accountId, QString::fromLatin1(recoveryCodeHash(code))});
    if (!r.next())
        return false;
    m_db.exec(u"UPDATE recovery_codes SET used_at = ? WHERE id = ?"_s, {m_clock.nowSeconds(), r.value(0)});
    return true;
}

QStringList SecondFactor::newRecoveryCodes(qint64 accountId)
{
    m_db.exec(u"DELETE FROM recovery_codes WHERE account_id = ?"_s, {accountId});
    QStringList codes;
    for (int i = 0; i < kRecoveryCodes; ++i) {
        // 50 random bits as ten base32 characters, written xxxxx-xxxxx for reading off paper.
        const QString raw = Base32::encode(Crypto::randomBytes(7)).left(10).toLower();
        const QString code = raw.left(5) + u'-' + raw.mid(5);
        codes << code;
        m_db.exec(u"INSERT INTO recovery_codes (account_id, code_hash) VALUES (?, ?)"_s,
                  {accountId, QString::fromLatin1(recoveryCodeHash(code))});
    }
    return codes;
}

#include "platform/accounts/memberstore.h"

#include "platform/store/database.h"

#include <QSqlQuery>

using namespace Qt::StringLiterals;

MemberStore::MemberStore(Database &db)
    : m_db(db)
{ }

qint64 MemberStore::insert(qint64 ownerId, const QString &phone, const QString &email, const QString &name,
                           const QString &passwordHash, qint64 createdAt, std::optional<qint64> dailyLimitCents,
                           std::optional<qint64> perBootLimitCents)
{
    const auto text
        = [](const QString &s) { return s.isEmpty() ? QVariant(QMetaType(QMetaType::QString)) : QVariant(s); };
    const auto cents
        = [](std::optional<qint64> c) { return c ? QVariant(*c) : QVariant(QMetaType(QMetaType::LongLong)); };
    QSqlQuery &q = m_db.exec(u"INSERT INTO accounts (phone, email, name, password_hash, owner_id, created_at, "
                             "daily_limit_cents, per_boot_limit_cents) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"_s,
                             {text(phone), text(email), name, passwordHash, ownerId, createdAt, cents(dailyLimitCents),
                              cents(perBootLimitCents)});
    return q.isActive() ? q.lastInsertId().toLongLong() : 0;
}

QList<qint64> MemberStore::members(qint64 ownerId) const
{
    QSqlQuery &q = m_db.exec(u"SELECT id FROM accounts WHERE owner_id = ? ORDER BY id"_s, {ownerId});
    QList<qint64> ids;
    while (q.next())
        ids << q.value(0).toLongLong();
    return ids;
}

bool MemberStore::isMember(qint64 memberId, qint64 ownerId) const
{
    return m_db.scalar(u"SELECT 1 FROM accounts WHERE id = ? AND owner_id = ?"_s, {memberId, ownerId}).isValid();
}

int MemberStore::liveInstances(qint64 memberId) const
{
    return m_db.scalar(u"SELECT COUNT(*) FROM instances WHERE account_id = ? AND released_at IS NULL"_s, {memberId})
        .toInt();
}

void MemberStore::remove(qint64 memberId, qint64 ownerId)
{
    m_db.transaction();
    for (const QString &table : {u"instances"_s, u"volumes"_s, u"custom_images"_s})
        m_db.exec(u"UPDATE "_s + table + u" SET account_id = ? WHERE account_id = ?"_s, {ownerId, memberId});
    m_db.exec(u"DELETE FROM accounts WHERE id = ? AND owner_id = ?"_s, {memberId, ownerId});
    m_db.commit();
}

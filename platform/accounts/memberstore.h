#pragma once

#include <QList>
#include <QString>

#include <optional>

class Database;

/// Members (sub-accounts) as rows: account rows with an owner, which spend the owner's wallet.
class MemberStore
{
public:
    explicit MemberStore(Database &db);

    /// Adds a member of `ownerId` (an empty phone or e-mail is stored as none); returns its id, or
    /// 0 when the phone or e-mail has an account already.
    qint64 insert(qint64 ownerId, const QString &phone, const QString &email, const QString &name,
                  const QString &passwordHash, qint64 createdAt, std::optional<qint64> dailyLimitCents,
                  std::optional<qint64> perBootLimitCents);
    /// The owner's members, oldest first.
    QList<qint64> members(qint64 ownerId) const;
    bool isMember(qint64 memberId, qint64 ownerId) const;
    /// The member's instances that are not released.
    int liveInstances(qint64 memberId) const;
    /// Deletes the member (its sessions, tokens and keys go with it, ON DELETE CASCADE); what it
    /// rented stays in the owner's history, and its volumes and images become the owner's.
    void remove(qint64 memberId, qint64 ownerId);

private:
    Database &m_db;
};

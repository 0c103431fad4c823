#pragma once

#include "platform/store/keptjson.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>

#include <optional>

class Database;
class Clock;

/// Account rows as the API shows them, and the rules on phones, e-mails and passwords that
/// registration and member creation share.
class AccountStore
{
public:
    AccountStore(Database &db, const Clock &clock, QStringList unverifiedGpuTypes);

    /// Mainland mobile (11 digits, 1[3-9]…) kept as is; E.164 (+CC…) with +86 folded to the
    /// mainland form, so one number cannot make two accounts. nullopt if neither.
    static std::optional<QString> normalizePhone(const QString &phone);
    static bool isEmail(const QString &email);
    /// Why a password is refused ("too_short", "all_digits", "contains_phone"), or empty.
    static QString passwordProblem(const QString &password, const QString &phone);

    /// The account id for a login (phone in any accepted form, or e-mail), or 0.
    qint64 findByLogin(const QString &login) const;
    bool exists(qint64 id) const;
    QJsonObject toJson(qint64 id) const;
    /// toJson() as the wire has it (compact), serialized again only when the account's row reads
    /// differently from the last time: GET /v1/account is polled, and building and writing the
    /// object cost more than the rest of the request.
    QByteArray toJsonBytes(qint64 id) const;
    /// toJson's "spend_limits" alone (the billing summary's, read at every poll).
    QJsonObject spendLimitsJson(qint64 id) const;
    /// What the account may rent and spend, as toJson() shows it (so rules and the account page
    /// cannot disagree): its instance quota, the cards it may rent (nullopt: any) and its daily
    /// spend limit.
    struct Standing
    {
        int maxInstances = 0;
        std::optional<QStringList> gpuTypes;
        std::optional<qint64> dailyLimitCents;
    };
    Standing standing(qint64 id) const;
    /// Applies the sandbox reviewer's decision once --review-delay has passed (lazily, on read,
    /// in platform time, so a manual clock drives it without timers).
    void settleVerification(qint64 id);
    /// When the reviewer decides the account's pending verification (its quotas change then by
    /// themselves), or nullopt when none is pending.
    std::optional<qint64> reviewDueAt(qint64 id) const;
    void setReviewDelaySeconds(qint64 seconds) { m_reviewDelay = seconds; }
    /// Registers an account; returns its id, or 0 when its phone or e-mail is taken (the UNIQUE
    /// constraints decide, so two registrations racing for one phone cannot both win).
    qint64 insert(const QString &phone, const QString &email, const QString &passwordHash, qint64 createdAt);
    QString passwordHash(qint64 id) const;
    void setPasswordHash(qint64 id, const QString &hash);
    QString phone(qint64 id) const;

    /// A PATCH of the account: an absent field is unchanged; an empty inner optional clears a limit.
    struct Changes
    {
        std::optional<std::optional<qint64>> dailyLimitCents;
        std::optional<std::optional<qint64>> perBootLimitCents;
        std::optional<QString> name;
    };
    /// Whether `changes` raise or remove a spend limit the account has (which asks the user to
    /// confirm it is them).
    bool widensSpendLimits(qint64 id, const Changes &changes) const;
    /// Applies all of `changes` in one transaction.
    void update(qint64 id, const Changes &changes);

    /// The cards an unverified account may rent (and a new account's voucher covers).
    const QStringList &unverifiedGpuTypes() const { return m_unverifiedGpuTypes; }

private:
    Database &m_db;
    const Clock &m_clock;
    QStringList m_unverifiedGpuTypes;
    qint64 m_reviewDelay = 5;
    /// Each polled account's JSON (toJsonBytes).
    mutable KeptJson m_serialized{10'000};
};

#pragma once

#include "common/money.h"

#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

/// The owner's spend limits; absent means no limit.
struct SpendLimits
{
    std::optional<Money> dailyCents;
    std::optional<Money> perBootCents;
    bool operator==(const SpendLimits &) const = default;
};

/// Real-name verification: none → pending → approved | rejected.
struct Verification
{
    QString status; ///< none, pending, approved, rejected
    int level = 0; ///< 1 once approved
    std::optional<QString> reason; ///< why it was rejected
    bool operator==(const Verification &) const = default;
};

struct Quotas
{
    int maxInstances = 0;
    std::optional<int> maxBootHours; ///< an unverified account's boots are limited
    std::optional<QStringList> gpuTypes; ///< the cards it may rent; absent: all of them
    bool operator==(const Quotas &) const = default;
};

/// An account: an owner, or a member (ownerId set) who spends the owner's balance.
struct Account
{
    QString id;
    std::optional<QString> phone;
    std::optional<QString> email;
    QString name;
    std::optional<QString> ownerId;
    QDateTime createdAt;
    bool twoFactorEnabled = false;
    SpendLimits spendLimits;
    Verification verification;
    Quotas quotas;

    bool isMember() const { return ownerId.has_value(); }
    bool operator==(const Account &) const = default;
};

/// What a login returns: the session token (a secret) and who it belongs to.
struct LoginSession
{
    QString token;
    QDateTime expiresAt;
    Account account;
    bool operator==(const LoginSession &) const = default;
};

/// One login attempt on the account, for the security page.
struct LoginRecord
{
    QDateTime at;
    bool success = false;
    QString reason; ///< ok, invalid_credentials, invalid_totp, totp_required, locked_out
    QString clientAddress;
    QString userAgent;
    bool operator==(const LoginRecord &) const = default;
};

/// The secret of a 2FA enrolment, to show as a QR code until it is confirmed.
struct TotpEnrolment
{
    QString secret;
    QString otpauthUri;
    bool operator==(const TotpEnrolment &) const = default;
};

/// A member to create under the owner's account.
struct MemberSpec
{
    QString name;
    std::optional<QString> phone;
    std::optional<QString> email;
    QString password;
    SpendLimits spendLimits;
};

/// An owner's change of a member: only the fields set are sent; a limit set to std::nullopt
/// inside clears it.
struct MemberUpdate
{
    std::optional<QString> name;
    std::optional<std::optional<Money>> dailyLimit;
    std::optional<std::optional<Money>> perBootLimit;
};

/// A change of the account's spend limits: only the fields set are sent; a limit set to
/// std::nullopt inside clears it ("no limit").
struct SpendLimitsChange
{
    std::optional<std::optional<Money>> dailyLimit;
    std::optional<std::optional<Money>> perBootLimit;
};

/// A team of the account's where the owner gives each member an amount to spend (Compshare's 团队):
/// the members are accounts of their own, invited by their id, who join (or decline) on the platform.
struct Team
{
    struct Member
    {
        QString accountId; ///< the member's own account (Compshare's UserCompanyId): what an invitation names
        QString memberId; ///< their place in this team (VirtualCompanyId): what an amount names; empty until joined
        QString name; ///< the owner's name for them
        QString status; ///< pending, joined, rejected or canceled (else the platform's word, in lower case)
        Money given; ///< all the owner gave them
        Money left; ///< what of it they may still spend
        std::optional<QDateTime> invitedAt;
        bool operator==(const Member &) const = default;
    };
    QString id;
    QString name;
    QString description;
    QList<Member> members;
    bool operator==(const Team &) const = default;
};

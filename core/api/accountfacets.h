#pragma once

#include "core/api/platformfacet.h"
#include "core/model/account.h"
#include "core/model/credentials.h"
#include "core/model/sshhop.h"
#include "core/model/webhook.h"

#include <QtGlobal>

#include <optional>

// The account's optional parts. Each facet's `what` names it in a sentence ("<platform> has no
// <what>"), marked for translation in the context "PlatformFeatures".

/// Signing up from the console (elsewhere the account is made on the platform's web site).
class AccountSignUp : public PlatformFacet
{
public:
    static constexpr const char *what = QT_TRANSLATE_NOOP("PlatformFeatures", "sign-up from here");
    virtual void registerAccount(const QString &phone, const QString &email, const QString &password, QObject *context,
                                 Done<Account> done)
        = 0;
};

/// A password the user can change from here (where the login is a password).
class PasswordChange : public PlatformFacet
{
public:
    static constexpr const char *what = QT_TRANSLATE_NOOP("PlatformFeatures", "passwords");
    virtual void changePassword(const QString &current, const QString &next, QObject *context, Done<Nothing> done) = 0;
};

/// A session that must prove again who the user is before money moves or access widens: the
/// platform refuses such a call with `reauthentication_required` (ApiError::isReconfirmationAsked())
/// until confirmSession() succeeds, and then for a while (ten minutes on the contract).
class SessionConfirmation : public PlatformFacet
{
public:
    static constexpr const char *what = QT_TRANSLATE_NOOP("PlatformFeatures", "confirming it is you");
    /// `proof`: the password, or a current 2FA code (six digits).
    virtual void confirmSession(const QString &proof, QObject *context, Done<Nothing> done) = 0;
};

/// The account's recent logins (when, from where, with what).
class LoginRecords : public PlatformFacet
{
public:
    static constexpr const char *what = QT_TRANSLATE_NOOP("PlatformFeatures", "a login history");
    virtual void logins(int limit, QObject *context, Done<QList<LoginRecord>> done) = 0;
};

/// Two-factor authentication with an authenticator app, set up from here.
class TwoFactorAuth : public PlatformFacet
{
public:
    static constexpr const char *what = QT_TRANSLATE_NOOP("PlatformFeatures", "two-factor authentication");
    virtual void startTwoFactor(QObject *context, Done<TotpEnrolment> done) = 0;
    /// Answers the recovery codes, shown once.
    virtual void confirmTwoFactor(const QString &code, QObject *context, Done<QStringList> done) = 0;
    virtual void disableTwoFactor(const QString &code, QObject *context, Done<Nothing> done) = 0;
};

/// Real-name verification, which opens larger cards and longer boots.
class IdentityVerification : public PlatformFacet
{
public:
    static constexpr const char *what = QT_TRANSLATE_NOOP("PlatformFeatures", "identity verification");
    /// Answers the verification status (pending).
    virtual void submitVerification(const QString &realName, const QString &idNumber, QObject *context,
                                    Done<QString> done)
        = 0;
};

/// API tokens of the platform's own, made and revoked from here.
class ApiTokens : public PlatformFacet
{
public:
    static constexpr const char *what = QT_TRANSLATE_NOOP("PlatformFeatures", "API tokens");
    virtual void createToken(const QString &name, const QStringList &scopes, std::optional<int> expiresInDays,
                             QObject *context, Done<ApiTokenCreated> done)
        = 0;
    virtual void tokens(QObject *context, Done<QList<ApiToken>> done) = 0;
    virtual void revokeToken(const QString &id, QObject *context, Done<Nothing> done) = 0;
    /// A new secret for the token (same name, scopes and lifetime, a new id); the old one keeps
    /// working `graceSeconds` more (0 to a day; 0 ends it at once).
    virtual void rotateToken(const QString &id, int graceSeconds, QObject *context, Done<ApiTokenCreated> done) = 0;
};

/// Account webhooks: the platform sends its events (an instance it stopped, the balance low, a
/// spend limit near, a voucher expiring, a job finished; on Vast, its own notification types) to a
/// URL, signed, in a bot's format where it writes for bots, so that they reach a phone with no
/// console running.
class AccountWebhooks : public PlatformFacet
{
public:
    static constexpr const char *what = QT_TRANSLATE_NOOP("PlatformFeatures", "alerts by webhook");
    /// The bots it writes for, whether a webhook takes a balance threshold, the signature's header.
    virtual WebhookOptions webhookOptions() const = 0;
    /// The events a webhook can be told, in the user's words.
    virtual void webhookEvents(QObject *context, Done<QList<WebhookEvent>> done) = 0;
    virtual void webhooks(QObject *context, Done<QList<Webhook>> done) = 0;
    /// `spec.events` empty: every event there is.
    virtual void addWebhook(const WebhookSpec &spec, QObject *context, Done<WebhookCreated> done) = 0;
    virtual void removeWebhook(const QString &id, QObject *context, Done<Nothing> done) = 0;
    /// Sends a test event now; answers the delivery: queued (no attempt yet) where the platform sends
    /// it in the background (WebhookDeliveries then says how it went), or its result where the
    /// platform sends it before it answers.
    virtual void testWebhook(const QString &id, QObject *context, Done<WebhookDelivery> done) = 0;
};

/// A webhook's deliveries with their results, where the platform keeps them.
class WebhookDeliveries : public PlatformFacet
{
public:
    static constexpr const char *what = QT_TRANSLATE_NOOP("PlatformFeatures", "a list of alerts sent by webhook");
    /// The webhook's latest deliveries, newest first.
    virtual void webhookDeliveries(const QString &id, QObject *context, Done<QList<WebhookDelivery>> done) = 0;
};

/// Members: logins of their own under the owner's wallet, each with spend limits.
class TeamMembers : public PlatformFacet
{
public:
    static constexpr const char *what = QT_TRANSLATE_NOOP("PlatformFeatures", "members");
    virtual void createMember(const MemberSpec &member, QObject *context, Done<Account> done) = 0;
    virtual void members(QObject *context, Done<QList<Account>> done) = 0;
    virtual void updateMember(const QString &id, const MemberUpdate &update, QObject *context, Done<Account> done) = 0;
    virtual void deleteMember(const QString &id, QObject *context, Done<Nothing> done) = 0;
};

/// Teams whose members spend from amounts the owner gives them (Compshare's): the owner makes a team,
/// invites other accounts by their id, and gives each member who joined an amount, or takes back
/// what they have not spent.
class Teams : public PlatformFacet
{
public:
    static constexpr const char *what = QT_TRANSLATE_NOOP("PlatformFeatures", "teams");
    /// The account's teams, each with its members.
    virtual void teams(QObject *context, Done<QList<Team>> done) = 0;
    virtual void createTeam(const QString &name, const QString &description, QObject *context, Done<Team> done) = 0;
    /// Account `accountId` invited to team `teamId` as `name`; they join on the platform.
    virtual void inviteMember(const QString &teamId, const QString &accountId, const QString &name, QObject *context,
                              Done<Team> done)
        = 0;
    /// A pending invitation withdrawn.
    virtual void cancelInvitation(const QString &teamId, const QString &accountId, QObject *context, Done<Team> done)
        = 0;
    /// `amount` given to a member who joined (`memberId`), from the owner's balance; or, with
    /// `takeBack`, taken back of what they have left.
    virtual void giveAmount(const QString &teamId, const QString &memberId, const Money &amount, bool takeBack,
                            QObject *context, Done<Team> done)
        = 0;
};

/// A session token the user can make again on a host of the platform's, over SSH with their key (a
/// Slurm cluster's `scontrol token` on its login node): the console makes a new one before the old
/// one ends, where it can without asking the user anything.
class TokenFromHost : public PlatformFacet
{
public:
    static constexpr const char *what = QT_TRANSLATE_NOOP("PlatformFeatures", "tokens made on its login node");
    /// Where, as the user logged in; none where the platform's address names no such host.
    virtual std::optional<SshHop> tokenHost() const = 0;
    /// The command that prints a new token valid for `lifespanSeconds` (the site may cap it).
    virtual QByteArray tokenCommand(int lifespanSeconds) const = 0;
    /// The token in that command's output; empty when it holds none.
    virtual QString tokenIn(const QByteArray &output) const = 0;
};

#pragma once

#include "core/api/platform.h"
#include "core/session/keptsession.h"

#include <QObject>

class SecretStore;

/// Who is logged in to the platform, kept across restarts: the session token lives in the
/// SecretStore under the platform's address, never in settings or logs. Login has a second step
/// when the account has 2FA; a session the platform no longer accepts ends with expired().
class Session final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(Session)
public:
    enum class State { LoggedOut, Busy, TwoFactorNeeded, LoggedIn };

    Session(Platform &platform, SecretStore &secrets, QObject *parent = nullptr);
    ~Session() override;

    State state() const { return m_state; }
    /// The account, once logged in.
    const std::optional<Account> &account() const { return m_account; }
    /// When the session ends (platform time); invalid for an API token.
    QDateTime expiresAt() const { return m_expiresAt; }
    /// The credential in use while logged in (for a second connection, such as the poller's).
    QString token() const { return m_token; }

    /// Reads the token kept for this platform and checks it with the platform: ends in loggedIn()
    /// or loggedOut() (nothing kept, or no longer accepted).
    void restore();
    /// `login` is the phone number or the e-mail address.
    void logIn(const QString &login, const QString &password);
    /// The second step after twoFactorRequired(): a 6-digit code or a recovery code.
    void submitTwoFactorCode(const QString &code);
    /// Registers an account and logs in to it.
    void registerAccount(const QString &phone, const QString &email, const QString &password);
    /// Ends the session on the platform (as far as it answers) and forgets the token here.
    void logOut();
    /// A new credential for the session that goes on (a cluster's token made again before the old
    /// one ends): checked with the platform, then used and kept (renewed()); refused, the session
    /// goes on with the old one and renewFailed() says why.
    void renew(const QString &login, const QString &password);

Q_SIGNALS:
    void loggedIn(const Account &account);
    void loggedOut();
    void twoFactorRequired();
    /// A step failed; the state is back where it was before it (LoggedOut or TwoFactorNeeded).
    void failed(const ApiError &error);
    /// The platform stopped accepting the session (expired, revoked, logged out elsewhere): log in
    /// again. `sentence` says why.
    void expired(const QString &sentence);
    void renewed();
    void renewFailed(const ApiError &error);

private:
    /// Where the login is kept between starts (shared with gpudeskctl).
    KeptSession kept() const;
    void sendLogin(const std::optional<QString> &code);
    void established(const LoginSession &session);
    void clear();

    Platform &m_platform;
    SecretStore &m_secrets;
    State m_state = State::LoggedOut;
    std::optional<Account> m_account;
    QDateTime m_expiresAt;
    QString m_token;
    // Kept only between the password step and the 2FA step.
    QString m_pendingLogin;
    QString m_pendingPassword;
};

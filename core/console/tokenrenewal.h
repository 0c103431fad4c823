#pragma once

#include <QDateTime>
#include <QObject>
#include <QTimer>

#include <functional>

class Session;
class SshRemote;
class TokenFromHost;
struct ApiError;

/// Keeps a session whose token the platform lets the user make again over SSH (TokenFromHost: a
/// Slurm cluster's `scontrol token` on its login node) from ending: an hour before the token ends
/// (half the time left, when that is less), it runs the platform's command there with the user's
/// key and renews the session with what it prints (Session::renew). Nothing here asks the user: a
/// key that needs a passphrase not yet given, or a login node not yet trusted, leaves the session
/// to end as it would, and the login dialog asks then. A failure is tried again ten minutes later.
class TokenRenewal final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TokenRenewal)
public:
    static constexpr qint64 kAheadSeconds = 3600;
    static constexpr qint64 kRetrySeconds = 600;
    static constexpr int kLifespanSeconds = 7 * 24 * 3600;

    /// `now`: the platform's time, which the session's end is in.
    TokenRenewal(Session &session, const TokenFromHost &maker, SshRemote &ssh, std::function<QDateTime()> now,
                 QObject *parent = nullptr);
    ~TokenRenewal() override;

    /// When the next renewal runs; invalid when none is planned (not logged in, a token that does
    /// not end, a platform address without the host).
    QDateTime dueAt() const { return m_dueAt; }
    /// Renews now (the timer's, and tests').
    void renewNow();

Q_SIGNALS:
    /// Said once per attempt, for the log and the status bar.
    void renewed(const QDateTime &until);
    void failed(const QString &sentence);

private:
    void plan();
    void retryLater(const QString &sentence);

    Session &m_session;
    const TokenFromHost &m_maker;
    SshRemote &m_ssh;
    std::function<QDateTime()> m_now;
    QTimer m_timer;
    QDateTime m_dueAt;
    bool m_running = false;
};

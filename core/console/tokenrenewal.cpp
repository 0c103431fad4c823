#include "core/console/tokenrenewal.h"

#include "core/api/accountfacets.h"
#include "core/session/session.h"
#include "core/ssh/sshremote.h"

#include <spdlog/spdlog.h>

#include <algorithm>

using namespace Qt::StringLiterals;

TokenRenewal::TokenRenewal(Session &session, const TokenFromHost &maker, SshRemote &ssh, std::function<QDateTime()> now,
                           QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_maker(maker)
    , m_ssh(ssh)
    , m_now(std::move(now))
{
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, &TokenRenewal::renewNow);
    connect(&m_session, &Session::loggedIn, this, &TokenRenewal::plan);
    connect(&m_session, &Session::renewed, this, [this] {
        emit renewed(m_session.expiresAt());
        plan();
    });
    connect(&m_session, &Session::loggedOut, this, &TokenRenewal::plan);
    connect(&m_session, &Session::expired, this, &TokenRenewal::plan);
    connect(&m_session, &Session::renewFailed, this, [this](const ApiError &error) { retryLater(error.sentence()); });
    plan();
}

TokenRenewal::~TokenRenewal() = default;

void TokenRenewal::plan()
{
    m_timer.stop();
    m_dueAt = {};
    const QDateTime ends = m_session.expiresAt();
    if (m_session.state() != Session::State::LoggedIn || !ends.isValid() || !m_maker.tokenHost())
        return;
    const QDateTime now = m_now();
    const qint64 left = std::max<qint64>(0, now.secsTo(ends));
    // An hour ahead, or halfway to the end when less is left; never sooner than a minute from now.
    m_dueAt = now.addSecs(std::max<qint64>(60, left - std::min(kAheadSeconds, left / 2)));
    m_timer.start(int(std::min<qint64>(now.secsTo(m_dueAt), 24 * 3600) * 1000));
}

void TokenRenewal::retryLater(const QString &sentence)
{
    m_running = false;
    spdlog::warn("the session's token was not renewed: {}", sentence.toStdString());
    emit failed(sentence);
    if (m_session.state() != Session::State::LoggedIn)
        return;
    m_dueAt = m_now().addSecs(kRetrySeconds);
    m_timer.start(int(kRetrySeconds * 1000));
}

void TokenRenewal::renewNow()
{
    const auto host = m_maker.tokenHost();
    if (m_running || !host || m_session.state() != Session::State::LoggedIn)
        return;
    // Planned a day at most ahead (a timer's range): not due yet, plan again.
    if (m_dueAt.isValid() && m_now() < m_dueAt.addSecs(-60) && !m_timer.isActive())
        return plan();
    m_running = true;
    m_ssh.executeOnHost(*host, m_maker.tokenCommand(kLifespanSeconds), {}, this,
                        [this, user = host->user](const std::optional<SshSession::Output> &out, const SshFailure &f) {
                            if (!out)
                                return retryLater(f.message);
                            const QString token = m_maker.tokenIn(out->out + '\n' + out->err);
                            if (token.isEmpty())
                                return retryLater(u"the login node made no token: %1"_s.arg(
                                    QString::fromUtf8(out->err.trimmed().left(300))));
                            m_running = false;
                            m_session.renew(user, token);
                        });
}

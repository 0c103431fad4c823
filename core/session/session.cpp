#include "core/session/session.h"

#include "core/session/secretstore.h"

#include <spdlog/spdlog.h>

using namespace Qt::StringLiterals;

Session::Session(Platform &platform, SecretStore &secrets, QObject *parent)
    : QObject(parent)
    , m_platform(platform)
    , m_secrets(secrets)
{
    connect(&m_platform, &Platform::authenticationLost, this, [this](const ApiError &error) {
        if (m_state != State::LoggedIn)
            return;
        spdlog::info("the platform no longer accepts the session: {}", error.code.toStdString());
        kept().remove(this, [](const QString &) {});
        clear();
        emit expired(error.sentence());
    });
}

Session::~Session()
{
    // The password of an unfinished 2FA login does not outlive the object.
    m_pendingPassword.fill(u'\0');
}

KeptSession Session::kept() const
{
    return KeptSession(m_secrets, m_platform.baseUrl());
}

void Session::clear()
{
    m_state = State::LoggedOut;
    m_account.reset();
    m_expiresAt = {};
    m_token.clear();
    m_pendingPassword.fill(u'\0');
    m_pendingPassword.clear();
    m_pendingLogin.clear();
    m_platform.setToken({});
}

void Session::restore()
{
    m_state = State::Busy;
    kept().read(this, [this](const std::optional<KeptSession::Login> &saved, const QString &error) {
        const QString token = saved ? saved->token : QString();
        if (!error.isEmpty()) {
            // The kept login could not be read (a damaged file is set aside, not lost): say so.
            clear();
            return emit expired(tr("Your saved login could not be read, so log in again (%1).").arg(error));
        }
        if (token.isEmpty()) {
            clear();
            return emit loggedOut();
        }
        m_platform.setToken(token);
        m_platform.account(this, [this, saved, token](const ApiResult<Account> &account) {
            if (!account.ok()) {
                // Refused: the session is over; unreachable: keep the token for the next start.
                if (account.error().kind == ApiError::Kind::Http)
                    kept().remove(this, [](const QString &) {});
                clear();
                if (account.error().kind != ApiError::Kind::Http)
                    emit failed(account.error());
                return emit loggedOut();
            }
            m_state = State::LoggedIn;
            m_account = account.value();
            m_token = token;
            m_expiresAt = saved->expiresAt;
            emit loggedIn(*m_account);
        });
    });
}

void Session::logIn(const QString &login, const QString &password)
{
    m_pendingLogin = login;
    m_pendingPassword = password;
    sendLogin(std::nullopt);
}

void Session::renew(const QString &login, const QString &password)
{
    if (m_state != State::LoggedIn)
        return;
    m_platform.login(login, password, std::nullopt, this, [this](const ApiResult<LoginSession> &r) {
        if (m_state != State::LoggedIn) // logged out meanwhile: the new token is not wanted
            return;
        if (!r.ok())
            return emit renewFailed(r.error());
        m_platform.setToken(r.value().token);
        m_token = r.value().token;
        m_expiresAt = r.value().expiresAt;
        kept().write(r.value(), this, [](const QString &error) {
            if (!error.isEmpty())
                spdlog::warn("the renewed session could not be kept for the next start: {}", error.toStdString());
        });
        emit renewed();
    });
}

void Session::submitTwoFactorCode(const QString &code)
{
    sendLogin(code.trimmed());
}

void Session::sendLogin(const std::optional<QString> &code)
{
    const State before = code ? State::TwoFactorNeeded : State::LoggedOut;
    m_state = State::Busy;
    m_platform.login(m_pendingLogin, m_pendingPassword, code, this, [this, before](const ApiResult<LoginSession> &r) {
        if (r.ok())
            return established(r.value());
        if (r.error().code == u"totp_required"_s && before == State::LoggedOut) {
            m_state = State::TwoFactorNeeded;
            return emit twoFactorRequired();
        }
        m_state = before;
        if (before == State::LoggedOut) {
            m_pendingPassword.fill(u'\0');
            m_pendingPassword.clear();
        }
        emit failed(r.error());
    });
}

void Session::established(const LoginSession &session)
{
    m_pendingPassword.fill(u'\0');
    m_pendingPassword.clear();
    m_pendingLogin.clear();
    m_platform.setToken(session.token);
    m_token = session.token;
    m_account = session.account;
    m_expiresAt = session.expiresAt;
    m_state = State::LoggedIn;
    kept().write(session, this, [](const QString &error) {
        if (!error.isEmpty())
            spdlog::warn("the session could not be kept for the next start: {}", error.toStdString());
    });
    emit loggedIn(*m_account);
}

void Session::registerAccount(const QString &phone, const QString &email, const QString &password)
{
    AccountSignUp *signUp = m_platform.facet<AccountSignUp>();
    if (!signUp)
        return emit failed(ApiError::notSupported(QString::fromUtf8(AccountSignUp::what)));
    m_state = State::Busy;
    signUp->registerAccount(phone, email, password, this, [this, phone, password](const ApiResult<Account> &r) {
        if (!r.ok()) {
            m_state = State::LoggedOut;
            return emit failed(r.error());
        }
        logIn(phone, password);
    });
}

void Session::logOut()
{
    kept().remove(this, [](const QString &) {});
    if (m_state != State::LoggedIn) {
        clear();
        return emit loggedOut();
    }
    m_state = State::Busy;
    // Ended here whatever the platform answers: an unreachable platform must not keep anyone in.
    m_platform.logout(this, [this](const ApiResult<Nothing> &) {
        clear();
        emit loggedOut();
    });
}

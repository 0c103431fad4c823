#pragma once

#include "common/clock.h"
#include "core/api/httpanswers.h"
#include "core/api/httptransport.h"
#include "core/api/platform.h"

#include <QTimer>

/// A cloud reached over HttpTransport with the user's API key and billing in US dollars (RunPod,
/// Vast.ai): the key is the "session". Login checks it with a call of its own (a wrong key neither
/// replaces the one in use nor counts as losing it) and keeps it; logging out forgets it here (it
/// stays valid on the platform until it is deleted there); health is any HTTP answer from the
/// platform (it has no health call, and says nothing without a key), its clock the Date header's,
/// else the machine's. A key the platform stops taking ends the session (invalid_api_key).
class ApiKeyPlatform : public Platform
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ApiKeyPlatform)
public:
    ~ApiKeyPlatform() override;

    QUrl baseUrl() const override { return m_http->root(); }
    void setToken(const QString &token) override { m_http->setToken(token); }
    void setTransferTimeoutMs(int ms) { m_http->setTransferTimeoutMs(ms); }
    void setRetryPolicy(const HttpTransport::RetryPolicy &policy);
    int attempts() const { return m_http->attempts(); }

    void health(QObject *context, Done<PlatformHealth> done) override;
    /// The API key is `password` (or `login` when that is empty); `totp` is not used.
    void login(const QString &login, const QString &password, const std::optional<QString> &totp, QObject *context,
               Done<LoginSession> done) override;
    void logout(QObject *context, Done<Nothing> done) override;
    /// The account of the key in use, from the key check's answer.
    void account(QObject *context, Done<Account> done) override;

protected:
    using Retry = HttpTransport::Retry;
    /// `root` is the server; `clock` the machine's wall clock; `decodeError` reads the platform's
    /// refusals (401, or its own code, must come out as "unauthenticated"); `keyRejected` says
    /// whether a refusal means the key in use is no longer taken.
    ApiKeyPlatform(const QUrl &root, const Clock &clock, HttpTransport::ErrorDecoder decodeError,
                   HttpTransport::RejectionTest keyRejected, QObject *parent);

    /// For a cloud that refuses with a success status too: every call (the login's included) is
    /// read for it, so its refusals are errors wherever they come.
    void setSuccessRefusal(const HttpTransport::SuccessRefusal &test);

    /// A call that needs the key and answers something for every good one: what login checks the
    /// key with, and health looks at.
    virtual QString keyCheckPath() const = 0;
    /// The account a good key stands for, from that call's answer.
    virtual Account keyAccount(const QJsonObject &answer, const QString &key) const = 0;

    /// Answers `done` with `error` on the next turn of the event loop, as a call would.
    template <typename T> static void refuse(const ApiError &error, QObject *context, Done<T> done)
    {
        HttpAnswers::refuse(error, context, std::move(done));
    }
    /// Answers `done` with not_supported for a part of a request the cloud cannot carry out, as a
    /// call would. `what` is marked for translation in the context "PlatformFeatures" (ApiError's
    /// sentence says it).
    template <typename T> static void notOffered(const char *what, QObject *context, Done<T> done)
    {
        refuse(ApiError::notSupported(QString::fromUtf8(what)), context, std::move(done));
    }
    /// Refuses what these clouds rent no instance with: a no-GPU start, a package, a startup script
    /// run by the platform. True when it did (and `done` is answered).
    static bool refusedOnDemandOnly(const InstanceSpec &spec, QObject *context, Done<Instance> &done);
    const Clock &m_clock;
    HttpTransport *m_http;
    HttpTransport::RetryPolicy m_policy;

private:
    HttpTransport::ErrorDecoder m_decodeError;
    HttpTransport::SuccessRefusal m_successRefusal;
};

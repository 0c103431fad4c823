#pragma once

#include "core/api/apiresult.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QObject>
#include <QPointer>
#include <QUrl>
#include <QUrlQuery>

#include <functional>
#include <memory>
#include <optional>

class QNetworkAccessManager;
class QNetworkReply;

/// One HTTP answer of a platform: its status, its JSON body (empty for 204 and 304), its ETag and
/// its Date (the platform's clock, for one that has no health call of its own).
struct HttpAnswer
{
    int status = 0;
    QJsonObject json;
    QByteArray etag;
    QByteArray date;
    QJsonArray array; ///< a body that is a list, as some platforms send one (then `json` is empty)
};

/// HTTP + JSON to one platform (Qt Network, asynchronous, never blocks the calling thread), with the
/// retries that cannot do harm. Shared by the adapters: each gives the root of its API and how its
/// error bodies read.
///
/// Failures are retried where that cannot do harm: reads, updates and deletes on network errors,
/// 5xx and 429; any call when the platform asked for a retry (429/503 with a short Retry-After)
/// or when the request never left (connection refused, no connection within the connect
/// timeout). Calls with an Idempotency-Key (made once per call) are sent again after a lost
/// answer too, on a platform that answers the repeat with the first answer. What must not be sent
/// twice (a login, a create on a platform without keys) is sent once.
class HttpTransport final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HttpTransport)
public:
    /// Reads, updates and deletes may be sent again; so may a call with an idempotency key (the
    /// platform does it once); the rest only when they never left.
    enum class Retry { Safe, Keyed, OnlyIfNotSent };
    struct RetryPolicy
    {
        int maxAttempts = 4; ///< the first try included
        int baseDelayMs = 250; ///< doubled at every retry, ±50% jitter, at most 8 s
        int maxRetryAfterS = 10; ///< a longer Retry-After goes back to the caller (a lockout, say)
        int connectTimeoutMs = 5000;
    };
    using AnswerDone = std::function<void(const ApiResult<HttpAnswer> &)>;
    /// An error status and its body, as the platform's own ApiError.
    using ErrorDecoder = std::function<ApiError(int status, const QByteArray &body)>;
    /// Whether an error says the credentials sent are no longer good (not a failed login).
    using RejectionTest = std::function<bool(const ApiError &)>;
    /// A refusal a platform answers with a success status ({"success": false, …}), if it is one.
    using SuccessRefusal = std::function<std::optional<ApiError>(int status, const QJsonObject &body)>;

    /// `root` is the server (http://127.0.0.1:40123), `prefix` what every path starts with ("/v1",
    /// or empty where the paths carry their version).
    HttpTransport(const QUrl &root, const QString &prefix, ErrorDecoder decodeError, RejectionTest credentialsRejected,
                  QObject *parent = nullptr);
    ~HttpTransport() override;

    QUrl root() const { return m_root; }
    void setToken(const QString &token) { m_token = token; }
    const QString &token() const { return m_token; }
    /// Transfer timeout for every request (no byte for this long aborts it). Default 20 s.
    void setTransferTimeoutMs(int ms) { m_transferTimeoutMs = ms; }
    void setRetryPolicy(const RetryPolicy &policy) { m_policy = policy; }
    /// Where a platform refuses with a success status, every answer's object is read for it: the
    /// callers see an error, as for any other refusal.
    void setSuccessRefusal(SuccessRefusal test) { m_successRefusal = std::move(test); }
    /// The headers a token is sent in, where they are not "Authorization: Bearer TOKEN" (Slurm's
    /// X-SLURM-USER-NAME and X-SLURM-USER-TOKEN).
    using CredentialHeaders = std::function<QList<std::pair<QByteArray, QByteArray>>(const QString &token)>;
    void setCredentialHeaders(CredentialHeaders headers) { m_credentialHeaders = std::move(headers); }
    /// Requests sent and not yet finished (including those whose caller has gone away).
    int pendingRequests() const { return m_pending; }
    /// Attempts made so far, retries included (for tests and diagnostics).
    int attempts() const { return m_attempts; }

    /// Sends one call; `done` runs on this thread with the answer, and not at all once `context`
    /// is gone.
    void call(const QByteArray &method, const QString &path, const std::optional<QJsonObject> &body, Retry retry,
              QObject *context, AnswerDone done, const QUrlQuery &query = {}, const QByteArray &ifNoneMatch = {});
    /// Sends `body` as it is, of `contentType`, with POST: for a platform whose calls are forms, not
    /// JSON (UCloud's API, Compshare's). The same retries as call().
    void post(const QString &path, const QByteArray &body, const QByteArray &contentType, Retry retry, QObject *context,
              AnswerDone done, const QUrlQuery &query = {});

    /// A path segment from an id, whatever characters it has.
    static QString segment(const QString &id);

Q_SIGNALS:
    /// The platform no longer accepts the token sent.
    void authenticationLost(const ApiError &error);

private:
    struct Request;
    std::shared_ptr<Request> request(const QByteArray &method, const QString &path, Retry retry, QObject *context,
                                     AnswerDone done, const QUrlQuery &query) const;
    void send(const std::shared_ptr<Request> &request);
    void finished(const std::shared_ptr<Request> &request, QNetworkReply *reply);
    int backoffMs(int attempt) const;

    QUrl m_root;
    QString m_prefix;
    ErrorDecoder m_decodeError;
    RejectionTest m_credentialsRejected;
    SuccessRefusal m_successRefusal;
    CredentialHeaders m_credentialHeaders;
    QNetworkAccessManager *m_network;
    /// For what must not be sent twice (creates, starts, logins): a connection of its own each time.
    QNetworkAccessManager *m_oneShotNetwork;
    QString m_token;
    RetryPolicy m_policy;
    int m_transferTimeoutMs = 20000;
    int m_pending = 0;
    int m_attempts = 0;
};

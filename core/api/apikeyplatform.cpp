#include "core/api/apikeyplatform.h"

#include "core/api/usdollars.h"

#include <QRegularExpression>
#include <QTimeZone>

using namespace Qt::StringLiterals;

ApiKeyPlatform::ApiKeyPlatform(const QUrl &root, const Clock &clock, HttpTransport::ErrorDecoder decodeError,
                               HttpTransport::RejectionTest keyRejected, QObject *parent)
    : Platform(parent)
    , m_clock(clock)
    , m_http(new HttpTransport(root, {}, decodeError, std::move(keyRejected), this))
    , m_decodeError(std::move(decodeError))
{
    connect(m_http, &HttpTransport::authenticationLost, this, [this](ApiError error) {
        error.code = u"invalid_api_key"_s; // a key the platform no longer takes
        emit authenticationLost(error);
    });
}

ApiKeyPlatform::~ApiKeyPlatform() = default;

void ApiKeyPlatform::setRetryPolicy(const HttpTransport::RetryPolicy &policy)
{
    m_policy = policy;
    m_http->setRetryPolicy(policy);
}

void ApiKeyPlatform::setSuccessRefusal(const HttpTransport::SuccessRefusal &test)
{
    m_successRefusal = test;
    m_http->setSuccessRefusal(test);
}

void ApiKeyPlatform::health(QObject *context, Done<PlatformHealth> done)
{
    auto answered = [this, done = std::move(done)](const ApiResult<HttpAnswer> &answer) {
        done(HttpAnswers::healthOf(answer, m_clock, UsDollars::currency(), u"UTC"_s));
    };
    m_http->call("GET", keyCheckPath(), {}, Retry::Safe, context, std::move(answered));
}

void ApiKeyPlatform::account(QObject *context, Done<Account> done)
{
    m_http->call("GET", keyCheckPath(), {}, Retry::Safe, context,
                 [this, done = std::move(done)](const ApiResult<HttpAnswer> &answer) {
                     if (!answer.ok())
                         return done(answer.error());
                     done(keyAccount(answer.value().json, m_http->token()));
                 });
}

void ApiKeyPlatform::login(const QString &login, const QString &password, const std::optional<QString> &,
                           QObject *context, Done<LoginSession> done)
{
    const QString key = (password.isEmpty() ? login : password).trimmed();
    if (key.isEmpty() || key.contains(QRegularExpression(u"\\s"_s))) {
        return refuse(ApiError::refused(0, u"invalid_api_key"_s, u"the key is empty or has spaces in it"_s), context,
                      std::move(done));
    }
    auto *probe = new HttpTransport(
        m_http->root(), {}, m_decodeError, [](const ApiError &) { return false; }, this);
    probe->setRetryPolicy(m_policy);
    probe->setSuccessRefusal(m_successRefusal);
    probe->setToken(key);
    // A caller gone before the answer abandons the call: the probe goes with it.
    if (context)
        connect(context, &QObject::destroyed, probe, &QObject::deleteLater);
    probe->call("GET", keyCheckPath(), {}, Retry::Safe, context,
                [this, probe, key, done = std::move(done)](const ApiResult<HttpAnswer> &answer) {
                    probe->deleteLater();
                    if (!answer.ok()) {
                        ApiError e = answer.error();
                        if (e.code == u"unauthenticated"_s)
                            e.code = u"invalid_api_key"_s;
                        return done(e);
                    }
                    LoginSession session;
                    session.token = key;
                    session.account = keyAccount(answer.value().json, key);
                    done(session);
                });
}

bool ApiKeyPlatform::refusedOnDemandOnly(const InstanceSpec &spec, QObject *context, Done<Instance> &done)
{
    const char *what = nullptr;
    if (spec.startMode == InstanceMode::NoGpu)
        what = QT_TRANSLATE_NOOP("PlatformFeatures", "a no-GPU mode");
    else if (spec.billingMode && *spec.billingMode != BillingMode::OnDemand)
        what = QT_TRANSLATE_NOOP("PlatformFeatures", "daily or weekly packages");
    else if (spec.startupScript)
        what = QT_TRANSLATE_NOOP("PlatformFeatures", "a startup script run by the platform");
    if (what)
        notOffered(what, context, std::move(done));
    return what != nullptr;
}

void ApiKeyPlatform::logout(QObject *context, Done<Nothing> done)
{
    QTimer::singleShot(0, context, [done = std::move(done)] { done(Nothing{}); });
}

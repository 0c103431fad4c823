// The way out through a campus proxy: the platform's HTTPS goes through the proxy the settings or
// the environment name (with its login), what no_proxy lists goes direct, and a bad address is
// said in words. The end-to-end tests reach a name only the test proxy resolves, over TLS checked
// against a certificate made for it.
#include "core/api/httptransport.h"
#include "core/api/proxyroute.h"
#include "tests/support/countingproxy.h"
#include "tests/support/scriptedhttpserver.h"
#include "tests/support/tlsfront.h"

#include <QNetworkProxyFactory>
#include <QSignalSpy>
#include <QSslConfiguration>
#include <QTest>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

TEST(ProxyRoute, ReadsProxiesAsCurlDoesAndSaysWhatIsNotOne)
{
    QString why;
    auto proxy = ProxyRoute::parse(u"proxy.campus.edu:3128"_s, &why);
    ASSERT_TRUE(proxy) << why.toStdString();
    EXPECT_EQ(proxy->type(), QNetworkProxy::HttpProxy);
    EXPECT_EQ(proxy->hostName(), u"proxy.campus.edu"_s);
    EXPECT_EQ(proxy->port(), 3128);
    proxy = ProxyRoute::parse(u"http://li%40lab:p%3Ass@10.0.0.1:8080/"_s, &why);
    ASSERT_TRUE(proxy);
    EXPECT_EQ(proxy->user(), u"li@lab"_s);
    EXPECT_EQ(proxy->password(), u"p:ss"_s);
    EXPECT_EQ(ProxyRoute::parse(u"socks5://127.0.0.1"_s, &why)->type(), QNetworkProxy::Socks5Proxy);
    EXPECT_FALSE(ProxyRoute::parse(u"ftp://proxy:21"_s, &why));
    EXPECT_TRUE(why.contains(u"HTTP and SOCKS5"_s)) << why.toStdString();
    EXPECT_FALSE(ProxyRoute::parse(u"not a proxy"_s, &why));
    EXPECT_TRUE(why.contains(u"host:port"_s)) << why.toStdString();

    const QString list = u"localhost, .campus.edu,intranet:8443,10.0.0.0/8"_s;
    EXPECT_TRUE(ProxyRoute::bypassed(u"files.campus.edu"_s, 443, list));
    EXPECT_TRUE(ProxyRoute::bypassed(u"campus.edu"_s, 443, list));
    EXPECT_FALSE(ProxyRoute::bypassed(u"notcampus.edu"_s, 443, list));
    EXPECT_TRUE(ProxyRoute::bypassed(u"intranet"_s, 8443, list));
    EXPECT_FALSE(ProxyRoute::bypassed(u"intranet"_s, 443, list));
    EXPECT_TRUE(ProxyRoute::bypassed(u"10.3.4.5"_s, 443, list));
    EXPECT_FALSE(ProxyRoute::bypassed(u"11.3.4.5"_s, 443, list));
    EXPECT_TRUE(ProxyRoute::bypassed(u"anything"_s, 1, u"*"_s));
}

TEST(ProxyRoute, TheSettingsWinOverTheEnvironmentAndNoneMeansDirect)
{
    ProxyRoute route({u"http://env-proxy:3128"_s, u"http://plain-proxy:3128"_s, {}, u".campus.edu"_s});
    const QUrl runpod(u"https://rest.runpod.io/v1"_s);
    EXPECT_EQ(route.describe(runpod), u"through the proxy env-proxy:3128 (https_proxy)"_s);
    EXPECT_EQ(route.proxyFor(QUrl(u"http://api.example.com"_s))->second, u"http_proxy"_s);
    EXPECT_FALSE(route.proxyFor(QUrl(u"https://slurm.campus.edu:6820"_s))); // no_proxy
    // Loopback is never proxied by Qt itself; what the route says of it is only what the variables say.

    route.setChoice({ProxyRoute::Mode::Manual, u"proxy.lab:8080"_s, u"li"_s, u"slurm.campus.edu"_s});
    route.setPassword(u"secret"_s);
    const auto manual = route.proxyFor(runpod);
    ASSERT_TRUE(manual);
    EXPECT_EQ(manual->first.hostName(), u"proxy.lab"_s);
    EXPECT_EQ(manual->first.user(), u"li"_s);
    EXPECT_EQ(manual->first.password(), u"secret"_s);
    EXPECT_EQ(manual->second, u"settings"_s);
    EXPECT_FALSE(route.proxyFor(QUrl(u"https://slurm.campus.edu:6820"_s)));
    EXPECT_FALSE(route.describe(runpod).contains(u"secret"_s)); // never said, never logged

    route.setChoice({ProxyRoute::Mode::None, {}, {}, {}});
    EXPECT_FALSE(route.proxyFor(runpod));
    EXPECT_TRUE(route.describe(runpod).isEmpty());
    // Only URL requests: the console's own sockets (SSH, the doctor's probes) are not sent to it.
    route.setChoice({ProxyRoute::Mode::Manual, u"proxy.lab:8080"_s, {}, {}});
    EXPECT_EQ(route.queryProxy(QNetworkProxyQuery(u"host"_s, 22)).value(0).type(), QNetworkProxy::NoProxy);
}

namespace {

/// The route installed for the whole process (as gpudesk's main does), and the test CA trusted,
/// for as long as the test runs.
class Installed
{
public:
    Installed(ProxyRoute *route, const QSslCertificate &ca)
        : m_previous(QSslConfiguration::defaultConfiguration())
    {
        QNetworkProxyFactory::setApplicationProxyFactory(route); // Qt owns it from here
        QSslConfiguration trusting = m_previous;
        trusting.addCaCertificate(ca);
        QSslConfiguration::setDefaultConfiguration(trusting);
    }
    ~Installed()
    {
        QNetworkProxyFactory::setApplicationProxyFactory(nullptr);
        QSslConfiguration::setDefaultConfiguration(m_previous);
    }
    Installed(const Installed &) = delete;
    Installed &operator=(const Installed &) = delete;

private:
    QSslConfiguration m_previous;
};

/// GET /v1/health at `root` through whatever route is installed; the answer's status or the error.
std::pair<int, QString> health(const QUrl &root)
{
    HttpTransport http(
        root, u"/v1"_s, [](int status, const QByteArray &) { return ApiError::refused(status, u"x"_s, u"x"_s); },
        [](const ApiError &) { return false; });
    HttpTransport::RetryPolicy once;
    once.maxAttempts = 1;
    http.setRetryPolicy(once);
    std::optional<std::pair<int, QString>> result;
    QObject context;
    http.call("GET", u"/health"_s, std::nullopt, HttpTransport::Retry::Safe, &context,
              [&](const ApiResult<HttpAnswer> &r) {
                  result = r.ok() ? std::pair{r.value().status, QString()} : std::pair{0, r.error().message};
              });
    EXPECT_TRUE(QTest::qWaitFor([&] { return result.has_value(); }, 15000));
    return result.value_or(std::pair{-1, u"no answer"_s});
}

} // namespace

TEST(ProxyRoute, ThePlatformsHttpsGoesThroughTheEnvironmentsProxy)
{
    ScriptedHttpServer platform({ScriptedHttpServer::json(200, R"({"ok":true})")});
    TlsFront https(u"api.platform.test"_s, quint16(platform.url().port()));
    ASSERT_TRUE(https.isListening());
    CountingProxy proxy;
    const QString at = u"http://127.0.0.1:%1"_s.arg(proxy.port());
    auto *route = new ProxyRoute({at, at, {}, u"localhost"_s});
    const Installed installed(route, https.certificate());

    // api.platform.test is no name a resolver knows: only through the proxy does it answer.
    const QUrl root(u"https://api.platform.test:%1"_s.arg(https.port()));
    const auto [status, error] = health(root);
    EXPECT_EQ(status, 200) << error.toStdString();
    ASSERT_EQ(proxy.served.size(), 1);
    EXPECT_EQ(proxy.served[0], "CONNECT api.platform.test:" + QByteArray::number(https.port()) + " HTTP/1.1");
    EXPECT_EQ(platform.paths.value(0), "/v1/health");

    // Plain HTTP goes as an absolute-form request through http_proxy.
    const auto plain = health(QUrl(u"http://api.platform.test:%1"_s.arg(platform.url().port())));
    EXPECT_EQ(plain.first, 200) << plain.second.toStdString();
    ASSERT_EQ(proxy.served.size(), 2);
    EXPECT_TRUE(proxy.served[1].startsWith("GET http://api.platform.test:")) << proxy.served[1].toStdString();

    // Told to go direct, the name does not resolve: the proxy was what reached it.
    route->setChoice({ProxyRoute::Mode::None, {}, {}, {}});
    const auto direct = health(root);
    EXPECT_EQ(direct.first, 0);
    EXPECT_EQ(proxy.served.size(), 2);
}

TEST(ProxyRoute, AProxyThatAsksForALoginGetsTheOneFromTheSettings)
{
    ScriptedHttpServer platform({ScriptedHttpServer::json(200, R"({"ok":true})")});
    TlsFront https(u"api.platform.test"_s, quint16(platform.url().port()));
    CountingProxy proxy("li:campus-pass");
    auto *route = new ProxyRoute(ProxyRoute::Environment{}); // no variables at all
    route->setChoice({ProxyRoute::Mode::Manual, u"127.0.0.1:%1"_s.arg(proxy.port()), u"li"_s, {}});
    const Installed installed(route, https.certificate());
    const QUrl root(u"https://api.platform.test:%1"_s.arg(https.port()));

    // Without the password the proxy refuses, and the error says it was the proxy.
    const auto refused = health(root);
    EXPECT_EQ(refused.first, 0);
    EXPECT_TRUE(refused.second.contains(u"proxy"_s, Qt::CaseInsensitive)) << refused.second.toStdString();
    EXPECT_GE(proxy.refused, 1);
    EXPECT_TRUE(proxy.served.isEmpty());

    route->setPassword(u"campus-pass"_s);
    const auto [status, error] = health(root);
    EXPECT_EQ(status, 200) << error.toStdString();
    EXPECT_EQ(proxy.served.size(), 1);
}

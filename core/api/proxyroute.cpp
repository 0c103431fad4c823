#include "core/api/proxyroute.h"

#include <QHostAddress>
#include <QMutexLocker>

using namespace Qt::StringLiterals;

namespace {

QString variable(const char *lower, const char *upper)
{
    const QString value = qEnvironmentVariable(lower);
    return value.isEmpty() ? qEnvironmentVariable(upper) : value;
}

} // namespace

ProxyRoute::Environment ProxyRoute::Environment::ofThisProcess()
{
    return {variable("https_proxy", "HTTPS_PROXY"), variable("http_proxy", "HTTP_PROXY"),
            variable("all_proxy", "ALL_PROXY"), variable("no_proxy", "NO_PROXY")};
}

ProxyRoute::ProxyRoute(Environment environment)
    : m_environment(std::move(environment))
{ }

ProxyRoute::~ProxyRoute() = default;

void ProxyRoute::setChoice(const Choice &choice)
{
    QString unused;
    std::optional<QNetworkProxy> manual = parse(choice.address, &unused);
    const QMutexLocker locked(&m_lock);
    m_choice = choice;
    m_manual = std::move(manual);
}

void ProxyRoute::setPassword(const QString &password)
{
    const QMutexLocker locked(&m_lock);
    m_password = password;
}

ProxyRoute::Choice ProxyRoute::choice() const
{
    const QMutexLocker locked(&m_lock);
    return m_choice;
}

std::optional<QNetworkProxy> ProxyRoute::parse(const QString &text, QString *why)
{
    const QString trimmed = text.trimmed();
    // "proxy:3128" is how many write it; a URL without a scheme would read "proxy" as the scheme.
    const QUrl url = QUrl(trimmed.contains(u"://"_s) ? trimmed : u"http://"_s + trimmed, QUrl::StrictMode);
    const QString scheme = url.scheme().toLower();
    if (trimmed.isEmpty() || !url.isValid() || url.host().isEmpty()) {
        *why = tr("\"%1\" is not a proxy address: write it as host:port, like proxy.campus.edu:3128").arg(trimmed);
        return std::nullopt;
    }
    QNetworkProxy proxy;
    if (scheme == u"http"_s || scheme == u"https"_s) {
        proxy.setType(QNetworkProxy::HttpProxy);
    } else if (scheme == u"socks5"_s || scheme == u"socks5h"_s || scheme == u"socks"_s) {
        proxy.setType(QNetworkProxy::Socks5Proxy);
    } else {
        *why = tr("\"%1\": gpudesk speaks to HTTP and SOCKS5 proxies, not %2").arg(trimmed, scheme);
        return std::nullopt;
    }
    proxy.setHostName(url.host());
    proxy.setPort(quint16(url.port(proxy.type() == QNetworkProxy::Socks5Proxy ? 1080 : 3128)));
    proxy.setUser(url.userName(QUrl::FullyDecoded));
    proxy.setPassword(url.password(QUrl::FullyDecoded));
    return proxy;
}

bool ProxyRoute::bypassed(const QString &host, int port, const QString &list)
{
    const QString name = host.toLower();
    for (QString entry : list.split(u',', Qt::SkipEmptyParts)) {
        entry = entry.trimmed().toLower();
        if (entry.isEmpty())
            continue;
        if (entry == u"*"_s)
            return true;
        // host:port applies to that port only (an IPv6 address has colons of its own).
        if (const qsizetype colon = entry.lastIndexOf(u':');
            colon > 0 && !entry.contains(u"::"_s) && entry.count(u':') == 1) {
            if (entry.mid(colon + 1).toInt() != port)
                continue;
            entry.truncate(colon);
        }
        if (QHostAddress subnet; entry.contains(u'/')) {
            const auto range = QHostAddress::parseSubnet(entry);
            if (subnet.setAddress(name) && subnet.isInSubnet(range))
                return true;
            continue;
        }
        if (entry.startsWith(u'.'))
            entry.remove(0, 1);
        if (name == entry || name.endsWith(u'.' + entry))
            return true;
    }
    return false;
}

std::optional<std::pair<QNetworkProxy, QString>> ProxyRoute::proxyFor(const QUrl &url) const
{
    const QMutexLocker locked(&m_lock);
    const int port = url.port(url.scheme() == u"https"_s ? 443 : 80);
    QString unused;
    switch (m_choice.mode) {
    case Mode::None:
        return std::nullopt;
    case Mode::Manual: {
        if (bypassed(url.host(), port, m_choice.bypass))
            return std::nullopt;
        std::optional<QNetworkProxy> proxy = m_manual;
        if (!proxy)
            return std::nullopt;
        if (!m_choice.user.isEmpty()) {
            proxy->setUser(m_choice.user);
            proxy->setPassword(m_password);
        }
        return std::pair{*proxy, tr("settings")};
    }
    case Mode::Environment:
        break;
    }
    if (bypassed(url.host(), port, m_environment.noProxy))
        return std::nullopt;
    const bool secure = url.scheme() == u"https"_s;
    const std::pair<QString, QString> candidates[]
        = {{secure ? m_environment.https : m_environment.http, secure ? u"https_proxy"_s : u"http_proxy"_s},
           {m_environment.all, u"all_proxy"_s}};
    for (const auto &[value, name] : candidates)
        if (!value.isEmpty())
            if (std::optional<QNetworkProxy> proxy = parse(value, &unused))
                return std::pair{*proxy, name};
    return std::nullopt;
}

QList<QNetworkProxy> ProxyRoute::queryProxy(const QNetworkProxyQuery &query)
{
    // Only what goes out as a URL (HTTP and HTTPS); sockets the console opens itself (SSH, the
    // doctor's probes) have their own route.
    if (query.queryType() != QNetworkProxyQuery::UrlRequest)
        return {QNetworkProxy(QNetworkProxy::NoProxy)};
    const auto proxy = proxyFor(query.url());
    return {proxy ? proxy->first : QNetworkProxy(QNetworkProxy::NoProxy)};
}

QString ProxyRoute::describe(const QUrl &url) const
{
    const auto proxy = proxyFor(url);
    if (!proxy)
        return {};
    return tr("through the proxy %1:%2 (%3)").arg(proxy->first.hostName()).arg(proxy->first.port()).arg(proxy->second);
}

QString ProxyRoute::inUseFor(const QUrl &url)
{
    for (const QNetworkProxy &proxy : QNetworkProxyFactory::proxyForQuery(QNetworkProxyQuery(url)))
        if (proxy.type() != QNetworkProxy::NoProxy && proxy.type() != QNetworkProxy::DefaultProxy)
            return u"%1:%2"_s.arg(proxy.hostName()).arg(proxy.port());
    return {};
}

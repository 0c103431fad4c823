#pragma once

#include <QCoreApplication>
#include <QMutex>
#include <QNetworkProxyFactory>
#include <QString>
#include <QUrl>

#include <optional>

/// The way out to a platform's API on a network that allows none but through a proxy (a campus,
/// a company): the user's own proxy from the settings, with its login, or else the one the
/// environment names (https_proxy, http_proxy, all_proxy, no_proxy, as curl reads them), or none.
/// Installed as the application's proxy factory, it serves every connection of every thread (the
/// poller's too), so each of its reads holds a lock. Qt itself never sends loopback through a proxy:
/// the local sandbox is reached directly whatever is set.
class ProxyRoute final : public QNetworkProxyFactory
{
    Q_DECLARE_TR_FUNCTIONS(ProxyRoute)

public:
    /// The settings' choice.
    enum class Mode { Environment, None, Manual };
    struct Choice
    {
        Mode mode = Mode::Environment;
        QString address; ///< Manual: host:port, or http://host:port, or socks5://host:port
        QString user; ///< Manual: its login (the password is the keychain's)
        QString bypass; ///< Manual: hosts reached directly, as no_proxy lists them
        bool operator==(const Choice &) const = default;
    };
    /// The proxy variables of a process, read once (tests give their own).
    struct Environment
    {
        QString https, http, all, noProxy;
        static Environment ofThisProcess();
    };

    /// The keychain's name for the settings' proxy password (the console's and gpudeskctl's).
    static QString passwordKey() { return QStringLiteral("proxy@settings"); }

    explicit ProxyRoute(Environment environment = Environment::ofThisProcess());
    ~ProxyRoute() override;

    void setChoice(const Choice &choice);
    void setPassword(const QString &password);
    Choice choice() const;

    QList<QNetworkProxy> queryProxy(const QNetworkProxyQuery &query) override;
    /// The proxy `url` goes through, with where it was set ("settings", "https_proxy"…); none: direct.
    std::optional<std::pair<QNetworkProxy, QString>> proxyFor(const QUrl &url) const;
    /// In the user's words: "through the proxy proxy.campus.edu:3128 (https_proxy)"; empty: direct.
    QString describe(const QUrl &url) const;

    /// The proxy the application's route sends `url` through now, as "host:port"; empty: directly.
    static QString inUseFor(const QUrl &url);

    /// A proxy as written in a variable or the settings; none with `why` when it cannot be one.
    static std::optional<QNetworkProxy> parse(const QString &text, QString *why);
    /// Whether `host` is in a no_proxy list ("*", "campus.edu", ".campus.edu", "10.1.2.3", "host:port").
    static bool bypassed(const QString &host, int port, const QString &list);

private:
    const Environment m_environment;
    mutable QMutex m_lock;
    Choice m_choice;
    std::optional<QNetworkProxy> m_manual; ///< m_choice.address read once, not at every request
    QString m_password;
};

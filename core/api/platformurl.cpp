#include "core/api/platformurl.h"

#include <QCoreApplication>
#include <QUrlQuery>

using namespace Qt::StringLiterals;

namespace PlatformUrl {

std::optional<QUrl> parse(const QString &text, QString *error, bool cluster)
{
    const QString trimmed = text.trimmed();
    QUrl url(trimmed.contains(u"://"_s) ? trimmed : u"https://"_s + trimmed, QUrl::StrictMode);
    if (trimmed.isEmpty() || !url.isValid() || url.host().isEmpty()) {
        *error = QCoreApplication::translate(
                     "PlatformUrl",
                     "'%1' is not a platform address; type one like https://gpu.example.com or http://127.0.0.1:8080.")
                     .arg(trimmed);
        return std::nullopt;
    }
    if (url.scheme() != u"http"_s && url.scheme() != u"https"_s) {
        *error = QCoreApplication::translate("PlatformUrl",
                                             "A platform address starts with http:// or https://, not %1://.")
                     .arg(url.scheme());
        return std::nullopt;
    }
    if (!url.password().isEmpty() || (!cluster && !url.userInfo().isEmpty())) {
        *error = QCoreApplication::translate(
            "PlatformUrl",
            "Leave the user name and password out of the platform address; you log in after connecting.");
        return std::nullopt;
    }
    // A cluster's may say its login node and that its jobs run containers, each once; nothing else.
    const QUrlQuery query(url);
    bool clusterWords = cluster && !url.hasFragment();
    QStringList said;
    for (const auto &[key, value] : query.queryItems()) {
        const bool known = (key == u"login"_s && loginNode(value)) || (key == u"containers"_s && value == u"pyxis"_s);
        clusterWords = clusterWords && known && !said.contains(key);
        said << key;
    }
    if ((url.hasQuery() && !clusterWords) || url.hasFragment()) {
        *error = cluster
            ? QCoreApplication::translate("PlatformUrl",
                                          "A cluster's address may end with ?login=HOST[:PORT] (its login node) and "
                                          "&containers=pyxis (its jobs run container images), and nothing else.")
            : QCoreApplication::translate("PlatformUrl",
                                          "A platform address has no '?' or '#' part; "
                                          "type just the server, e.g. https://gpu.example.com.");
        return std::nullopt;
    }
    return url;
}

std::optional<SshHop> loginNode(const QString &text)
{
    const QUrl node(u"ssh://"_s + text.trimmed(), QUrl::StrictMode);
    if (text.trimmed().isEmpty() || !node.isValid() || node.host().isEmpty() || !node.path().isEmpty()
        || !node.userInfo().isEmpty() || node.hasQuery() || node.hasFragment())
        return std::nullopt;
    return SshHop{node.host(), node.port(22), {}};
}

} // namespace PlatformUrl

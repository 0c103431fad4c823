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
    const QUrlQuery query(url);
    const bool namesLoginNode = cluster && query.queryItems().size() == 1 && query.hasQueryItem(u"login"_s)
        && loginNode(query.queryItemValue(u"login"_s));
    if ((url.hasQuery() && !namesLoginNode) || url.hasFragment()) {
        *error = QCoreApplication::translate(
            "PlatformUrl",
            "A platform address has no '?' or '#' part; type just the server, e.g. https://gpu.example.com.");
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

#include "platform/http/router.h"

#include "platform/http/jsonerror.h"

#include <QJsonDocument>

#include <spdlog/spdlog.h>

using namespace Qt::StringLiterals;

void Router::add(Method method, const QString &pattern, Handler handler)
{
    addEntry(Entry{method, pattern, {}, std::move(handler), {}});
}

void Router::addDeferred(Method method, const QString &pattern, DeferredHandler handler)
{
    addEntry(Entry{method, pattern, {}, {}, std::move(handler)});
}

void Router::addEntry(Entry entry)
{
    entry.segments = entry.pattern.split(u'/');
    m_entries.push_back(std::move(entry));
}

bool Router::matches(const Entry &entry, const QStringList &path, QHash<QString, QString> &args)
{
    if (path.size() != entry.segments.size())
        return false;
    for (qsizetype i = 0; i < path.size(); ++i) {
        const QString &want = entry.segments.at(i);
        if (want.startsWith(u'{') && want.endsWith(u'}')) {
            // One whole segment, never empty (a trailing slash names no resource).
            if (path.at(i).isEmpty())
                return false;
            args.insert(want.mid(1, want.size() - 2), path.at(i));
        } else if (want != path.at(i)) {
            return false;
        }
    }
    return true;
}

void Router::dispatch(ApiRequest request, const DeferredReply &reply) const
{
    const QStringList path = request.path.split(u'/');
    for (const Entry &entry : m_entries) {
        QHash<QString, QString> args;
        if (entry.method != request.method || !matches(entry, path, args))
            continue;
        request.args = std::move(args);
        if (entry.deferred)
            entry.deferred(request, reply);
        else
            reply.send(entry.handler(request));
        return;
    }
    spdlog::debug("no route for {} {}", methodName(request.method).toStdString(), request.path.toStdString());
    // Indented, as Qt's responder wrote a QJsonDocument: the wire stays as it was.
    const QJsonObject body = JsonError::body(u"not_found"_s, u"No such endpoint: "_s + request.path,
                                             QJsonObject{{u"path"_s, request.path}});
    reply.send(ApiResponse("application/json", QJsonDocument(body).toJson(), HttpStatus::NotFound));
}

QList<Router::Route> Router::routes() const
{
    QList<Route> out;
    for (const Entry &entry : m_entries)
        out.append(Route{entry.method, entry.pattern});
    return out;
}

QString Router::methodName(Method method)
{
    switch (method) {
    case Method::Get:
        return u"GET"_s;
    case Method::Post:
        return u"POST"_s;
    case Method::Put:
        return u"PUT"_s;
    case Method::Patch:
        return u"PATCH"_s;
    case Method::Delete:
        return u"DELETE"_s;
    case Method::Head:
        return u"HEAD"_s;
    case Method::Options:
        return u"OPTIONS"_s;
    case Method::Other:
        break;
    }
    return u"other"_s;
}

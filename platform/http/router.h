#pragma once

#include "platform/http/apirequest.h"
#include "platform/http/apiresponse.h"
#include "platform/http/deferredreply.h"

#include <QStringList>

#include <functional>
#include <vector>

/// The platform API's route table: method + path pattern ("/v1/instances/{id}/start") to a
/// handler. A path no pattern matches, or a known path asked with another method, is 404
/// not_found (as the contract has it: a real platform need not say which methods a path has).
/// A {name} segment matches one non-empty path segment, which the handler reads as
/// request.arg(name). Nothing here knows sockets: SandboxServer feeds it from the wire, tests
/// call dispatch() directly.
class Router
{
public:
    using Method = ApiRequest::Method;
    /// Answers at once.
    using Handler = std::function<ApiResponse(const ApiRequest &)>;
    /// Answers later through the reply (work off the HTTP thread, or after the runtime).
    using DeferredHandler = std::function<void(const ApiRequest &, const DeferredReply &)>;

    void add(Method method, const QString &pattern, Handler handler);
    void addDeferred(Method method, const QString &pattern, DeferredHandler handler);

    /// Runs the handler that matches `request` (or answers 404) and sends its answer to `reply`:
    /// at once, or later for deferred routes.
    void dispatch(ApiRequest request, const DeferredReply &reply) const;

    struct Route
    {
        Method method;
        QString pattern;
    };
    /// Every route, in the order added (for tests that walk the whole table).
    QList<Route> routes() const;

    static QString methodName(Method method);

private:
    struct Entry
    {
        Method method;
        QString pattern;
        QStringList segments;
        Handler handler;
        DeferredHandler deferred;
    };
    void addEntry(Entry entry);
    /// Whether `path` matches `entry`, filling `args` with its {name} segments.
    static bool matches(const Entry &entry, const QStringList &path, QHash<QString, QString> &args);

    std::vector<Entry> m_entries;
};

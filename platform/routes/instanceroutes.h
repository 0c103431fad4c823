#pragma once

#include "platform/instances/instancespecparser.h"
#include "platform/routes/routecontext.h"

#include <QByteArray>
#include <QHash>
#include <QObject>

class InstanceService;
class InstanceStore;

/// /v1/instances: create, list with an ETag, read, rename and schedule, start, stop, release,
/// events, save a custom image; and the sandbox's fault knobs. Routes only read bodies
/// (InstanceSpecParser) and write answers; InstanceService holds the rules.
class InstanceRoutes final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(InstanceRoutes)
public:
    InstanceRoutes(RouteContext context, InstanceService &service, const InstanceStore &instances,
                   InstanceSpecParser parser, QObject *parent = nullptr);

private:
    ApiResponse list(const ApiRequest &request);
    ApiResponse create(const ApiRequest &request);
    ApiResponse get(const QString &id, const ApiRequest &request);
    ApiResponse patch(const QString &id, const ApiRequest &request);
    ApiResponse release(const QString &id, const ApiRequest &request);
    ApiResponse start(const QString &id, const ApiRequest &request);
    ApiResponse stop(const QString &id, const ApiRequest &request);
    ApiResponse events(const QString &id, const ApiRequest &request);
    ApiResponse saveImage(const QString &id, const ApiRequest &request);
    ApiResponse faults(const QString &id, const ApiRequest &request);

    RouteContext m_ctx;
    InstanceService &m_service;
    const InstanceStore &m_instances; ///< the wire shape of an instance
    InstanceSpecParser m_parser;
    QByteArray m_generation; ///< part of every ETag, new at each start of the sandbox
    /// The serialized list of each view of a wallet's list (the wallet, whose view, released or
    /// not), at its latest version only: an older version is never asked for again, and keeping
    /// them made a wallet whose instances keep changing grow the sandbox by a list per change.
    struct CachedList
    {
        QByteArray etag;
        QByteArray body;
    };
    QHash<QByteArray, CachedList> m_listCache;
    static constexpr qsizetype kListCacheEntries = 1024; ///< views (a wallet's one to three)
};

#pragma once

#include "core/api/apiresult.h"
#include "core/model/health.h"

#include <QObject>
#include <QUrl>

#include <functional>

/// What the console needs from a GPU platform, asynchronously. RestPlatform speaks
/// docs/platform-api.yaml; other platforms' adapters implement the same interface.
/// Every call takes a context object: the callback runs on the caller's thread, and not at all
/// if the context was destroyed first.
class Platform : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(Platform)
public:
    using HealthCallback = std::function<void(const ApiResult<PlatformHealth> &)>;

    ~Platform() override;

    explicit Platform(QObject *parent = nullptr)
        : QObject(parent)
    { }

    /// Where the platform is, for display ("http://127.0.0.1:40123").
    virtual QUrl baseUrl() const = 0;

    /// GET /v1/health.
    virtual void health(QObject *context, HealthCallback done) = 0;
};

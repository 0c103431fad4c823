#pragma once

#include "core/api/apiresult.h"

#include <QEventLoop>
#include <QObject>
#include <QTimer>

#include <functional>
#include <optional>

/// Runs one asynchronous platform call to its answer, the event loop running meanwhile: for
/// gpudeskctl, which may wait, and for tests; the console never does. The call gets a context that
/// lives until the answer. With `timeoutMs` > 0, no answer by then is a network error that says so.
template <typename T>
ApiResult<T> awaitAnswer(const std::function<void(QObject *, std::function<void(const ApiResult<T> &)>)> &call,
                         int timeoutMs = 0)
{
    std::optional<ApiResult<T>> result;
    QObject context;
    QEventLoop loop;
    call(&context, [&](const ApiResult<T> &r) {
        result = r;
        loop.quit();
    });
    if (timeoutMs > 0)
        QTimer::singleShot(timeoutMs, &loop, &QEventLoop::quit);
    if (!result)
        loop.exec();
    if (!result)
        return ApiError::network(QStringLiteral("no answer within %1 ms").arg(timeoutMs));
    return *result;
}

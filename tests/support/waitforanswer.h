#pragma once

#include "core/api/apiresult.h"

#include <QEventLoop>
#include <QObject>
#include <QTimer>

#include <functional>
#include <optional>

/// Runs one asynchronous platform call to its answer, the event loop running meanwhile; nullopt
/// when none came within `timeoutMs`. The call gets a context that lives until then.
template <typename T>
std::optional<ApiResult<T>>
waitFor(const std::function<void(QObject *, std::function<void(const ApiResult<T> &)>)> &call, int timeoutMs = 15000)
{
    std::optional<ApiResult<T>> result;
    QObject context;
    QEventLoop loop;
    call(&context, [&](const ApiResult<T> &r) {
        result = r;
        loop.quit();
    });
    QTimer::singleShot(timeoutMs, &loop, &QEventLoop::quit);
    if (!result)
        loop.exec();
    return result;
}

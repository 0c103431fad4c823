#pragma once

// The fixture of the CompsharePlatform tests: a platform logged in to an in-process FakeCompshare, and
// the few steps most tests take (create, read, list, an instance running).
#include "core/api/awaitanswer.h"
#include "core/api/compshare/compshareplatform.h"
#include "tests/support/fakecompshare.h"

#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <functional>
#include <optional>

/// A CompsharePlatform logged in to a FakeCompshare with fast retries.
struct CompshareConnected
{
    FakeCompshare compshare;
    SystemClock clock;
    QTemporaryDir keyRing;
    CompsharePlatform platform{compshare.url(), clock};
    CompshareConnected()
    {
        HttpTransport::RetryPolicy fast;
        fast.baseDelayMs = 5;
        platform.setRetryPolicy(fast);
        platform.setKeyRingDir(keyRing.path());
        platform.setToken(CompshareKeys{compshare.publicKey(), compshare.privateKey()}.toToken());
    }

    template <typename T> ApiResult<T> await(const std::function<void(QObject *, Platform::Done<T>)> &call)
    {
        return awaitAnswer<T>(call, 15000);
    }

    QList<Instance> list()
    {
        auto r = await<InstanceList>([&](QObject *c, auto d) { platform.instances({}, false, c, d); });
        EXPECT_TRUE(r.ok()) << r.error().summary().toStdString();
        return r.ok() ? r.value().items : QList<Instance>();
    }
    ApiResult<Instance> create(const QString &gpu = QStringLiteral("4090"), int count = 1,
                               std::optional<int> dataDiskGb = 100)
    {
        InstanceSpec spec;
        spec.name = QStringLiteral("训练 train");
        spec.gpuType = gpu;
        spec.gpuCount = count;
        spec.region = QStringLiteral("cn-wlcb-01");
        spec.image = QStringLiteral("compshareImage-torch24");
        spec.systemDiskGb = 200;
        spec.dataDiskGb = dataDiskGb;
        return await<Instance>([&](QObject *c, auto d) { platform.createInstance(spec, c, d); });
    }
    ApiResult<Instance> read(const QString &id)
    {
        return await<Instance>([&](QObject *c, auto d) { platform.instance(id, c, d); });
    }
    Instance running()
    {
        const auto made = create();
        EXPECT_TRUE(made.ok()) << made.error().summary().toStdString();
        compshare.advance();
        return read(made.value().id).value();
    }
};

// RunPodCodecs on hand-written answers in RunPod's REST API v2 shapes: what the console reads of
// RunPod (pods, money, statuses, refusals) and what it sends.
#include "core/api/runpod/runpodcodecs.h"
#include "tests/core/cloudtestdata.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

TEST(RunPodCodecs, DollarsAreExactMillionths)
{
    EXPECT_EQ(RunPodCodecs::dollars(0.165), micro(165000));
    EXPECT_EQ(RunPodCodecs::dollars(0.44), micro(440000));
    EXPECT_EQ(RunPodCodecs::dollars(2.69), micro(2690000));
    EXPECT_EQ(RunPodCodecs::dollars(0.00011), micro(110));
    EXPECT_EQ(RunPodCodecs::dollars(QJsonValue()), Money());
    EXPECT_EQ(RunPodCodecs::currency().format(RunPodCodecs::dollars(0.165)), u"$0.165"_s);
    EXPECT_EQ(RunPodCodecs::currency().format(RunPodCodecs::dollars(12.5)), u"$12.50"_s);
    // An hour at $0.165/h is $0.165 on the meter, not a rounded cent.
    EXPECT_EQ(Money::forDuration(RunPodCodecs::dollars(0.165), 3600), micro(165000));
    EXPECT_EQ(Money::forDuration(RunPodCodecs::dollars(0.165), 60), micro(2750));
}

TEST(RunPodCodecs, StatusesMapOntoTheLifecycle)
{
    const QList<QPair<const char *, InstanceState>> cases{
        {"PROVISIONING", InstanceState::Creating}, {"STARTING", InstanceState::Starting},
        {"RUNNING", InstanceState::Running},       {"EXITED", InstanceState::Stopped},
        {"ERROR", InstanceState::Failed},          {"TERMINATED", InstanceState::Released},
    };
    for (const auto &[status, state] : cases) {
        const auto pod = RunPodCodecs::pod(QJsonObject{{u"id"_s, u"p1"_s},
                                                       {u"name"_s, u"x"_s},
                                                       {u"status"_s, QString::fromLatin1(status)},
                                                       {u"gpu"_s, QJsonObject{{u"id"_s, u"NVIDIA A40"_s}}}});
        ASSERT_TRUE(pod.ok());
        EXPECT_EQ(pod.value().state.value(), state) << status;
    }
    const auto odd
        = RunPodCodecs::pod(QJsonObject{{u"id"_s, u"p1"_s}, {u"name"_s, u"x"_s}, {u"status"_s, u"PAUSED"_s}});
    ASSERT_TRUE(odd.ok());
    EXPECT_FALSE(odd.value().state.isKnown());
    EXPECT_EQ(odd.value().state.wire(), u"paused"_s);
    EXPECT_FALSE(RunPodCodecs::pod(QJsonObject{{u"name"_s, u"x"_s}, {u"status"_s, u"RUNNING"_s}}).ok());
}

TEST(RunPodCodecs, ARunningPodReadsWhole)
{
    const auto pod = RunPodCodecs::pod(parsed(R"({
        "id": "abc123", "name": "my-training-pod", "status": "RUNNING", "image": "runpod/pytorch:2.4.0",
        "disk": 50, "cost": 0.69, "dataCenterId": "EU-RO-1", "createdAt": "2026-03-13T20:00:00Z",
        "startedAt": "2026-03-13T20:01:00Z", "gpu": {"id": "NVIDIA GeForce RTX 4090", "count": 2},
        "ports": ["8888/http", "22/tcp"],
        "mounts": {"network": [{"volumeId": "vol1", "path": "/workspace"}]},
        "ssh": {"proxy": {"host": "ssh.runpod.io", "port": 22, "username": "abc123-64411eb2", "command": "ssh"},
                "direct": {"host": "203.0.113.7", "port": 40022, "username": "root", "command": "ssh"}},
        "runtime": {"gpus": [{"id": "g0"}, {"id": "g1"}],
                    "ports": [{"private": 8888, "public": 40888, "type": "http", "ip": "203.0.113.7"}]}})"));
    ASSERT_TRUE(pod.ok()) << pod.error().summary().toStdString();
    const Instance &i = pod.value();
    EXPECT_EQ(i.state, InstanceState::Running);
    EXPECT_EQ(i.mode, InstanceMode::Gpu);
    EXPECT_EQ(i.gpuType, u"NVIDIA GeForce RTX 4090"_s);
    EXPECT_EQ(i.gpuCount, 2);
    EXPECT_EQ(i.region, u"EU-RO-1"_s);
    EXPECT_EQ(i.systemDiskGb, 50);
    EXPECT_EQ(i.meter.ratePerHour, micro(690000));
    EXPECT_EQ(i.meter.kind, u"compute"_s);
    EXPECT_EQ(i.meter.since, QDateTime(QDate(2026, 3, 13), QTime(20, 1), Qt::UTC));
    ASSERT_TRUE(i.ssh);
    EXPECT_EQ(i.ssh->host, u"203.0.113.7"_s);
    EXPECT_EQ(i.ssh->port, 40022);
    EXPECT_EQ(i.ssh->user, u"root"_s);
    EXPECT_FALSE(i.ssh->shellOnly);
    EXPECT_TRUE(i.ssh->hostKeyFingerprint.isEmpty());
    ASSERT_TRUE(i.dataDisk);
    EXPECT_EQ(i.dataDisk->volumeId, u"vol1"_s);
    ASSERT_EQ(i.ports.size(), 1); // 22/tcp is SSH's, not a service
    EXPECT_EQ(i.ports[0].port, 8888);
    EXPECT_EQ(i.ports[0].publicUrl, u"http://203.0.113.7:40888"_s);
}

TEST(RunPodCodecs, WithoutDirectTcpTheProxyIsShellOnly)
{
    const auto pod = RunPodCodecs::pod(parsed(R"({"id": "a", "name": "a", "status": "STARTING",
        "gpu": {"id": "NVIDIA A40"}, "ssh": {"proxy": {"host": "ssh.runpod.io", "port": 22,
        "username": "a-64411eb2", "command": "ssh"}, "direct": null}})"));
    ASSERT_TRUE(pod.ok());
    ASSERT_TRUE(pod.value().ssh);
    EXPECT_EQ(pod.value().ssh->host, u"ssh.runpod.io"_s);
    EXPECT_EQ(pod.value().ssh->user, u"a-64411eb2"_s);
    EXPECT_TRUE(pod.value().ssh->shellOnly);
}

TEST(RunPodCodecs, APodBackWithoutItsCardIsShownSo)
{
    const auto pod = RunPodCodecs::pod(parsed(R"({"id": "a", "name": "a", "status": "RUNNING", "cost": 0.069,
        "gpu": {"id": "NVIDIA A40", "count": 1}, "runtime": {"gpus": []}})"));
    ASSERT_TRUE(pod.ok());
    EXPECT_EQ(pod.value().mode, InstanceMode::NoGpu);
    EXPECT_EQ(pod.value().meter.kind, u"no_gpu"_s);
    const auto cpu = RunPodCodecs::pod(parsed(R"({"id": "b", "name": "b", "status": "EXITED", "cost": 0,
        "cpu": {"id": "cpu3c", "vcpuCount": 2, "memory": 4}})"));
    ASSERT_TRUE(cpu.ok());
    EXPECT_EQ(cpu.value().gpuCount, 0);
    EXPECT_EQ(cpu.value().mode, InstanceMode::NoGpu);
    EXPECT_FALSE(cpu.value().meter.kind);
}

TEST(RunPodCodecs, SlugsAreUniqueAndKeptInOrderOfCreation)
{
    const auto list = RunPodCodecs::pods(parsed(R"({"pods": [
        {"id": "z", "name": "train", "status": "RUNNING", "createdAt": "2026-03-02T00:00:00Z"},
        {"id": "y", "name": "train", "status": "RUNNING", "createdAt": "2026-03-01T00:00:00Z"},
        {"id": "x", "name": "实验", "status": "EXITED", "createdAt": "2026-03-03T00:00:00Z"}]})"));
    ASSERT_TRUE(list.ok());
    EXPECT_EQ(list.value()[1].slug, u"train"_s); // the older one
    EXPECT_EQ(list.value()[0].slug, u"train-2"_s);
    EXPECT_EQ(list.value()[2].slug, u"pod"_s);
    EXPECT_FALSE(RunPodCodecs::pods(parsed(R"({"items": []})")).ok());
}

TEST(RunPodCodecs, RefusalsMapOntoGpudesksCodes)
{
    const auto error = [](int status, const char *detail) {
        return RunPodCodecs::decodeError(
            status,
            QJsonDocument(
                QJsonObject{{u"title"_s, u"x"_s}, {u"status"_s, status}, {u"detail"_s, QString::fromUtf8(detail)}})
                .toJson());
    };
    EXPECT_EQ(error(400, "There are no longer any instances available with the requested specifications.").code,
              u"out_of_stock"_s);
    EXPECT_EQ(error(400, "no capacity for NVIDIA A40 in EU-RO-1").code, u"out_of_stock"_s);
    EXPECT_EQ(error(400, "allowedCudaVersions and minCudaVersion are mutually exclusive").code, u"invalid_argument"_s);
    EXPECT_EQ(error(401, "invalid api key").code, u"unauthenticated"_s);
    EXPECT_EQ(error(402, "insufficient balance").code, u"insufficient_balance"_s);
    EXPECT_EQ(error(403, "no access").code, u"forbidden"_s);
    EXPECT_EQ(error(404, "pod not found").code, u"not_found"_s);
    EXPECT_EQ(error(409, "action stop is not valid").code, u"conflict"_s);
    EXPECT_EQ(error(429, "rate limited").code, u"too_many_attempts"_s);
    EXPECT_EQ(error(503, "upstream").code, u"server_error"_s);
    const ApiError invalid = RunPodCodecs::decodeError(
        422,
        R"({"title":"Unprocessable Entity","status":422,"detail":"validation failed","errors":["$.name: minLength 1"]})");
    EXPECT_EQ(invalid.code, u"invalid_argument"_s);
    EXPECT_EQ(invalid.message, u"validation failed: $.name: minLength 1"_s);
    EXPECT_EQ(RunPodCodecs::decodeError(502, "<html>Bad gateway</html>").message, u"<html>Bad gateway</html>"_s);
    // Every one has a sentence of its own (not the catch-all's "HTTP …").
    for (const int status : {400, 401, 402, 403, 404, 409, 429, 503})
        EXPECT_FALSE(error(status, "x").sentence(RunPodCodecs::currency()).contains(u"(HTTP"_s)) << status;
}

TEST(RunPodCodecs, CreateAsksForSshAndDirectTcp)
{
    InstanceSpec spec;
    spec.name = u"train"_s;
    spec.gpuType = u"NVIDIA A40"_s;
    spec.gpuCount = 2;
    spec.region = u"US-TX-3"_s;
    spec.image = u"runpod/pytorch:2.4.0"_s;
    spec.systemDiskGb = 40;
    spec.dataDiskGb = 100;
    spec.ports = QList<int>{6006};
    const QJsonObject body = RunPodCodecs::encode(spec);
    EXPECT_EQ(body.value(u"startSsh"_s), true);
    EXPECT_EQ(body.value(u"image"_s), u"runpod/pytorch:2.4.0"_s);
    EXPECT_FALSE(body.contains(u"templateId"_s));
    EXPECT_EQ(body.value(u"gpu"_s).toObject().value(u"count"_s), 2);
    EXPECT_EQ(body.value(u"dataCenterIds"_s).toArray(), QJsonArray{u"US-TX-3"_s});
    EXPECT_EQ(body.value(u"disk"_s), 40);
    EXPECT_EQ(body.value(u"mounts"_s).toObject().value(u"persistent"_s).toObject().value(u"size"_s), 100);
    EXPECT_EQ(body.value(u"ports"_s).toArray(), (QJsonArray{u"22/tcp"_s, u"6006/http"_s}));
    spec.image = u"runpod-torch-v240"_s;
    spec.dataDiskGb.reset();
    spec.dataVolumeId = u"vol1"_s;
    const QJsonObject fromTemplate = RunPodCodecs::encode(spec);
    EXPECT_EQ(fromTemplate.value(u"templateId"_s), u"runpod-torch-v240"_s);
    EXPECT_EQ(fromTemplate.value(u"mounts"_s)
                  .toObject()
                  .value(u"network"_s)
                  .toArray()
                  .first()
                  .toObject()
                  .value(u"volumeId"_s),
              u"vol1"_s);
}

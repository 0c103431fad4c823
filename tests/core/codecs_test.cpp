#include "core/api/codecs.h"
#include "core/model/catalog.h"
#include "core/model/health.h"
#include "core/model/instance.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {
QJsonObject healthJson()
{
    return QJsonObject{{u"status"_s, u"ok"_s},    {u"server_time"_s, u"2026-11-30T01:26:38Z"_s},
                       {u"time_scale"_s, 60},     {u"billing_timezone"_s, u"Asia/Shanghai"_s},
                       {u"currency"_s, u"CNY"_s}, {u"minor_unit_exponent"_s, 2}};
}
/// A running instance as the contract writes one (docs/platform-api.yaml's example).
QJsonObject instanceJson()
{
    return QJsonDocument::fromJson(R"({
        "id": "17", "name": "训练 run", "slug": "run", "state": "running", "state_reason": "user",
        "mode": "gpu", "region": "cn-north-1", "gpu_type": "rtx-4090-24g", "gpu_count": 2,
        "image": "pytorch-2.5.1-cu124", "billing_mode": "on_demand", "package_expires_at": null,
        "meter": {"since": "2026-11-30T01:26:38Z", "base_cents": 0, "rate_cents_per_hour": 436,
                  "kind": "compute"},
        "ssh": {"host": "127.0.0.1", "port": 40222, "user": "li",
                "host_key_fingerprint": "SHA256:abc"},
        "system_disk_gb": 30, "home_path": "/data/instances/17/home", "home_used_bytes": 4096,
        "data_disk": {"size_gb": 50, "mount_path": "/data/instances/17/data", "volume_id": null,
                      "used_bytes": 0},
        "ports": [{"port": 6006, "public_url": "http://127.0.0.1:41000"}, {"port": 7860, "public_url": null}],
        "created_at": "2026-11-30T01:26:30Z", "started_at": "2026-11-30T01:26:38Z", "stop_at": null,
        "released_at": null, "a_field_from_a_newer_platform": {"x": 1}})")
        .object();
}

} // namespace

TEST(Codecs, AnInstanceDecodesWithItsNestedPartsAndRoundTrips)
{
    const auto decoded = Codecs::decode<Instance>(instanceJson());
    ASSERT_TRUE(decoded.ok()) << decoded.error().message.toStdString();
    const Instance &i = decoded.value();
    EXPECT_EQ(i.name, u"训练 run"_s);
    EXPECT_EQ(i.gpuCount, 2);
    EXPECT_EQ(i.meter.ratePerHour, Money::fromCents(436));
    EXPECT_FALSE(i.meter.ratePerDay);
    EXPECT_EQ(i.meter.kind, u"compute"_s);
    ASSERT_TRUE(i.ssh);
    EXPECT_EQ(i.ssh->port, 40222);
    ASSERT_TRUE(i.dataDisk);
    EXPECT_FALSE(i.dataDisk->volumeId);
    ASSERT_EQ(i.ports.size(), 2);
    EXPECT_EQ(i.ports[0].publicUrl, u"http://127.0.0.1:41000"_s);
    EXPECT_FALSE(i.ports[1].publicUrl);
    EXPECT_FALSE(i.stopAt);
    EXPECT_FALSE(i.inTransition());
    const auto again = Codecs::decode<Instance>(Codecs::encode(i));
    ASSERT_TRUE(again.ok()) << again.error().message.toStdString();
    EXPECT_EQ(again.value(), i);
}

TEST(Codecs, NullableFieldsReadNullAndAbsenceAlikeButRequiredOnesMustBeThere)
{
    QJsonObject json = instanceJson();
    json.insert(u"ssh"_s, QJsonValue());
    json.remove(u"data_disk"_s);
    auto decoded = Codecs::decode<Instance>(json);
    ASSERT_TRUE(decoded.ok()) << decoded.error().message.toStdString();
    EXPECT_FALSE(decoded.value().ssh);
    EXPECT_FALSE(decoded.value().dataDisk);

    // A problem deep inside names its path.
    QJsonObject meter = json.value(u"meter"_s).toObject();
    meter.remove(u"since"_s);
    json.insert(u"meter"_s, meter);
    decoded = Codecs::decode<Instance>(json);
    ASSERT_FALSE(decoded.ok());
    EXPECT_EQ(decoded.error().kind, ApiError::Kind::Decode);
    EXPECT_EQ(decoded.error().message, u"field 'meter.since' is missing, expected an RFC 3339 time"_s);

    json = instanceJson();
    QJsonArray ports = json.value(u"ports"_s).toArray();
    ports[1] = QJsonObject{{u"port"_s, u"7860"_s}};
    json.insert(u"ports"_s, ports);
    decoded = Codecs::decode<Instance>(json);
    ASSERT_FALSE(decoded.ok());
    EXPECT_EQ(decoded.error().message, u"field 'ports[1].port' is not an integer, expected an integer"_s);
}

TEST(Codecs, MoneyAndCountsMustBeWholeNumbersInRange)
{
    QJsonObject json = instanceJson();
    QJsonObject meter = json.value(u"meter"_s).toObject();
    meter.insert(u"rate_cents_per_hour"_s, 4.36);
    json.insert(u"meter"_s, meter);
    EXPECT_FALSE(Codecs::decode<Instance>(json).ok());
    json = instanceJson();
    json.insert(u"gpu_count"_s, 1e12);
    const auto r = Codecs::decode<Instance>(json);
    ASSERT_FALSE(r.ok());
    EXPECT_TRUE(r.error().message.contains(u"gpu_count"_s));
}

TEST(Codecs, ACustomImageCarriesItsOwnFieldsBesideTheImagesAndAPublicOneDoesNot)
{
    const QJsonObject publicImage{{u"id"_s, u"pytorch-2.5.1-cu124"_s},
                                  {u"name"_s, u"PyTorch 2.5.1"_s},
                                  {u"kind"_s, u"public"_s},
                                  {u"framework"_s, u"pytorch"_s},
                                  {u"framework_version"_s, u"2.5.1"_s},
                                  {u"cuda"_s, u"12.4"_s},
                                  {u"python"_s, u"3.11"_s},
                                  {u"size_gb"_s, 18},
                                  {u"min_cuda_capability"_s, 5.0},
                                  {u"max_cuda_capability"_s, QJsonValue()}};
    auto image = Codecs::decode<Image>(publicImage);
    ASSERT_TRUE(image.ok()) << image.error().message.toStdString();
    EXPECT_FALSE(image.value().custom);
    EXPECT_TRUE(image.value().supports(8.9));
    EXPECT_FALSE(image.value().supports(3.7));
    EXPECT_EQ(Codecs::encode(image.value()), publicImage);

    QJsonObject custom = publicImage;
    custom.insert(u"kind"_s, u"custom"_s);
    custom.insert(u"size_bytes"_s, 123456789);
    custom.insert(u"created_at"_s, u"2026-11-30T02:00:00Z"_s);
    custom.insert(u"source_instance_id"_s, u"17"_s);
    custom.insert(u"data_disk_included"_s, false);
    custom.insert(u"note"_s, u"The data disk is not part of an image."_s);
    image = Codecs::decode<Image>(custom);
    ASSERT_TRUE(image.ok()) << image.error().message.toStdString();
    ASSERT_TRUE(image.value().custom);
    EXPECT_EQ(image.value().custom->sizeBytes, 123456789);
    EXPECT_EQ(Codecs::encode(image.value()), custom);
    custom.remove(u"note"_s);
    EXPECT_FALSE(Codecs::decode<Image>(custom).ok());
}

TEST(Codecs, AListAnswerIsItsItemsAndABadItemNamesItsIndex)
{
    const QJsonObject good{{u"items"_s, QJsonArray{instanceJson(), instanceJson()}}};
    const auto list = Codecs::decodeItems<Instance>(good);
    ASSERT_TRUE(list.ok());
    EXPECT_EQ(list.value().size(), 2);
    QJsonObject broken = instanceJson();
    broken.remove(u"state"_s);
    const auto bad = Codecs::decodeItems<Instance>(QJsonObject{{u"items"_s, QJsonArray{instanceJson(), broken}}});
    ASSERT_FALSE(bad.ok());
    EXPECT_TRUE(bad.error().message.startsWith(u"field 'items[1].state'"_s)) << bad.error().message.toStdString();
    EXPECT_FALSE(Codecs::decodeItems<Instance>(QJsonObject{}).ok());
}

TEST(Codecs, ARequestLeavesOutWhatTheUserDidNotChooseSoThePlatformDefaultsApply)
{
    InstanceSpec spec;
    spec.name = u"demo"_s;
    spec.region = u"cn-north-1"_s;
    spec.gpuType = u"rtx-3090-24g"_s;
    spec.image = u"ubuntu-22.04"_s;
    spec.ports = QList<int>{6006};
    const QJsonObject json = Codecs::encode(spec);
    EXPECT_EQ(json,
              (QJsonObject{{u"name"_s, u"demo"_s},
                           {u"region"_s, u"cn-north-1"_s},
                           {u"gpu_type"_s, u"rtx-3090-24g"_s},
                           {u"image"_s, u"ubuntu-22.04"_s},
                           {u"ports"_s, QJsonArray{6006}}}));
}

TEST(Codecs, AStartupScriptAndItsStatusRoundTripAndAPlatformWithoutThemDecodesAsNone)
{
    QJsonObject json = instanceJson();
    json.insert(u"startup_script"_s, u"#!/bin/bash\npip install -r requirements.txt\n"_s);
    json.insert(u"startup_script_status"_s,
                QJsonObject{{u"boot"_s, 2},
                            {u"exit_code"_s, 3},
                            {u"finished_at"_s, u"2026-11-30T01:27:00Z"_s},
                            {u"log_path"_s, u"/data/instances/17/home/.gpudesk/startup.log"_s}});
    auto decoded = Codecs::decode<Instance>(json);
    ASSERT_TRUE(decoded.ok()) << decoded.error().message.toStdString();
    EXPECT_EQ(decoded.value().startupScript, u"#!/bin/bash\npip install -r requirements.txt\n"_s);
    ASSERT_TRUE(decoded.value().startupScriptStatus);
    const StartupScriptStatus &status = *decoded.value().startupScriptStatus;
    EXPECT_EQ(status.boot, 2);
    EXPECT_EQ(status.exitCode, 3);
    EXPECT_EQ(status.finishedAt, QDateTime(QDate(2026, 11, 30), QTime(1, 27), Qt::UTC));
    EXPECT_EQ(status.logPath, u"/data/instances/17/home/.gpudesk/startup.log"_s);
    const QJsonObject encoded = Codecs::encode(decoded.value());
    EXPECT_EQ(encoded.value(u"startup_script_status"_s), json.value(u"startup_script_status"_s));
    auto again = Codecs::decode<Instance>(encoded);
    ASSERT_TRUE(again.ok()) << again.error().message.toStdString();
    EXPECT_EQ(again.value(), decoded.value());

    // Still running: no exit code, no finish time.
    json.insert(u"startup_script_status"_s,
                QJsonObject{{u"boot"_s, 1},
                            {u"exit_code"_s, QJsonValue()},
                            {u"finished_at"_s, QJsonValue()},
                            {u"log_path"_s, u"/h/.gpudesk/startup.log"_s}});
    decoded = Codecs::decode<Instance>(json);
    ASSERT_TRUE(decoded.ok()) << decoded.error().message.toStdString();
    EXPECT_FALSE(decoded.value().startupScriptStatus->exitCode);
    EXPECT_FALSE(decoded.value().startupScriptStatus->finishedAt);

    // A status that is not the contract's is a decode error naming the field.
    json.insert(u"startup_script_status"_s, QJsonObject{{u"boot"_s, u"two"_s}, {u"log_path"_s, u"x"_s}});
    decoded = Codecs::decode<Instance>(json);
    ASSERT_FALSE(decoded.ok());
    EXPECT_TRUE(decoded.error().message.startsWith(u"field 'startup_script_status.boot'"_s))
        << decoded.error().message.toStdString();

    // A platform that predates the fields (or has none set): no script, no status.
    decoded = Codecs::decode<Instance>(instanceJson());
    ASSERT_TRUE(decoded.ok());
    EXPECT_FALSE(decoded.value().startupScript);
    EXPECT_FALSE(decoded.value().startupScriptStatus);
    EXPECT_TRUE(Codecs::encode(decoded.value()).value(u"startup_script"_s).isNull());
}

TEST(Codecs, ACreateRequestCarriesTheStartupScriptOnlyWhenOneIsGiven)
{
    InstanceSpec spec;
    spec.name = u"demo"_s;
    spec.region = u"cn-north-1"_s;
    spec.gpuType = u"rtx-3090-24g"_s;
    spec.image = u"ubuntu-22.04"_s;
    EXPECT_FALSE(Codecs::encode(spec).contains(u"startup_script"_s));
    spec.startupScript = u"nvidia-smi > ~/boot-gpu.txt\n"_s;
    EXPECT_EQ(Codecs::encode(spec).value(u"startup_script"_s).toString(), u"nvidia-smi > ~/boot-gpu.txt\n"_s);
}

TEST(Codecs, DecodesHealthAndIgnoresUnknownFields)
{
    QJsonObject json = healthJson();
    json.insert(u"added_later"_s, u"whatever"_s);
    const auto h = Codecs::decode<PlatformHealth>(json);
    ASSERT_TRUE(h.ok()) << h.error().message.toStdString();
    EXPECT_EQ(h.value().status, u"ok"_s);
    EXPECT_EQ(h.value().timeScale, 60.0);
    EXPECT_EQ(h.value().billingTimezone, u"Asia/Shanghai"_s);
    EXPECT_EQ(h.value().serverTime.toSecsSinceEpoch(),
              QDateTime(QDate(2026, 11, 30), QTime(1, 26, 38), Qt::UTC).toSecsSinceEpoch());
}

TEST(Codecs, HealthRoundTrips)
{
    const auto h = Codecs::decode<PlatformHealth>(healthJson());
    ASSERT_TRUE(h.ok());
    const auto again = Codecs::decode<PlatformHealth>(Codecs::encode(h.value()));
    ASSERT_TRUE(again.ok());
    EXPECT_EQ(again.value().serverTime, h.value().serverTime);
    EXPECT_EQ(again.value().timeScale, h.value().timeScale);
}

TEST(Codecs, MissingOrMistypedFieldsAreTypedErrorsNamingTheField)
{
    for (const QString &field : {u"status"_s, u"server_time"_s, u"time_scale"_s, u"billing_timezone"_s, u"currency"_s,
                                 u"minor_unit_exponent"_s}) {
        QJsonObject missing = healthJson();
        missing.remove(field);
        const auto r = Codecs::decode<PlatformHealth>(missing);
        ASSERT_FALSE(r.ok());
        EXPECT_EQ(r.error().kind, ApiError::Kind::Decode);
        EXPECT_TRUE(r.error().message.contains(field)) << r.error().message.toStdString();

        QJsonObject mistyped = healthJson();
        const bool number = field == u"time_scale"_s || field == u"minor_unit_exponent"_s;
        mistyped.insert(field, number ? QJsonValue(u"fast"_s) : QJsonValue(7));
        EXPECT_FALSE(Codecs::decode<PlatformHealth>(mistyped).ok()) << field.toStdString();
    }
    QJsonObject badTime = healthJson();
    badTime.insert(u"server_time"_s, u"yesterday"_s);
    EXPECT_FALSE(Codecs::decode<PlatformHealth>(badTime).ok());
    QJsonObject badScale = healthJson();
    badScale.insert(u"time_scale"_s, -1);
    EXPECT_FALSE(Codecs::decode<PlatformHealth>(badScale).ok());
    // 0 is a frozen clock (the sandbox's manual one): valid, and a client must not project it.
    QJsonObject frozen = healthJson();
    frozen.insert(u"time_scale"_s, 0);
    ASSERT_TRUE(Codecs::decode<PlatformHealth>(frozen).ok());
    EXPECT_EQ(Codecs::decode<PlatformHealth>(frozen).value().timeScale, 0.0);
    // A currency that is not one.
    QJsonObject badCurrency = healthJson();
    badCurrency.insert(u"currency"_s, u"yuan"_s);
    EXPECT_FALSE(Codecs::decode<PlatformHealth>(badCurrency).ok());
    QJsonObject badExponent = healthJson();
    badExponent.insert(u"minor_unit_exponent"_s, 12);
    EXPECT_FALSE(Codecs::decode<PlatformHealth>(badExponent).ok());
}

TEST(Codecs, ParseObjectRejectsNonObjects)
{
    EXPECT_TRUE(Codecs::parseObject("{}").ok());
    EXPECT_FALSE(Codecs::parseObject("[1]").ok());
    EXPECT_FALSE(Codecs::parseObject("{\"a\":").ok());
    EXPECT_FALSE(Codecs::parseObject("").ok());
}

TEST(Codecs, DecodesTheContractsErrorBody)
{
    const QByteArray body = R"({"error":{"code":"out_of_stock","message":"No A100 in cn-north",
        "details":{"regions":["cn-east"],"gpu_types":["a800-80g"]}}})";
    const ApiError e = Codecs::decodeError(409, body);
    EXPECT_EQ(e.kind, ApiError::Kind::Http);
    EXPECT_EQ(e.httpStatus, 409);
    EXPECT_EQ(e.code, u"out_of_stock"_s);
    EXPECT_EQ(e.details.value(u"regions"_s).toArray().first().toString(), u"cn-east"_s);
    EXPECT_EQ(e.summary(), u"HTTP 409 out_of_stock: No A100 in cn-north"_s);

    const ApiError html = Codecs::decodeError(502, "<html>Bad Gateway</html>");
    EXPECT_EQ(html.code, u"server_error"_s);
    EXPECT_EQ(html.httpStatus, 502);
    EXPECT_TRUE(html.message.contains(u"Bad Gateway"_s));
}

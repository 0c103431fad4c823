// VastCodecs on hand-written answers in the shapes of Vast.ai's OpenAPI document: offers with their
// host and prices, instances in each status, keys, the balance, and the several refusal bodies.
#include "core/api/usdollars.h"
#include "core/api/vast/vastcodecs.h"
#include "tests/core/cloudtestdata.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTimeZone>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

// Two offers of the same card, as POST /api/v0/bundles lists them (fields from the document's example).
const char *kOffers = R"({"offers": [
  {"id": 4242, "ask_contract_id": 4242, "bundle_id": 77, "machine_id": 9001, "host_id": 12,
   "gpu_name": "RTX 4090", "num_gpus": 1, "gpu_ram": 24564, "dph_base": 0.2, "dph_total": 0.21,
   "min_bid": 0.12, "storage_cost": 0.15, "inet_down": 812.5, "inet_up": 640.2, "inet_down_cost": 0.004,
   "inet_up_cost": 0.002, "internet_down_cost_per_tb": 4.0, "internet_up_cost_per_tb": 2.0,
   "reliability": 0.991, "reliability2": 0.995, "dlperf": 81.3, "cuda_max_good": 12.4,
   "disk_space": 180.5, "direct_port_count": 40, "geolocation": "Oslo, NO", "verification": "verified",
   "hosting_type": 1, "rentable": true, "rented": false},
  {"id": 5151, "machine_id": 9002, "gpu_name": "RTX 4090", "num_gpus": 2, "gpu_ram": 24564,
   "dph_total": 0.36, "storage_cost": 0.1, "inet_down": 95.0, "inet_up": 20.0, "inet_down_cost": 0.01,
   "reliability": 0.9, "dlperf": 150.0, "cuda_max_good": 12.2, "disk_space": 60, "direct_port_count": 0,
   "geolocation": "Texas, US", "verification": "unverified", "hosting_type": 0}
]})";

// A running instance as GET /api/v1/instances lists it: SSH straight to the machine on a mapped port.
const char *kRunning = R"({"id": 123456, "actual_status": "running", "intended_status": "running",
  "cur_state": "running", "next_state": "running", "label": "llama-finetune", "image_uuid": "pytorch/pytorch:latest",
  "gpu_name": "RTX 4090", "num_gpus": 1, "dph_total": 0.21, "storage_total_cost": 0.012, "disk_space": 40,
  "start_date": 1764806400.5, "public_ipaddr": "203.0.113.7\n", "ssh_host": "ssh5.vast.ai", "ssh_port": 16346,
  "geolocation": "Oslo, NO",
  "ports": {"22/tcp": [{"HostIp": "0.0.0.0", "HostPort": "40122"}],
            "6006/tcp": [{"HostIp": "0.0.0.0", "HostPort": "40123"}]}})";

} // namespace

TEST(VastCodecs, AnOfferSearchAsksForRentableOffersOfTheCardWithTheStudentsFloorCheapestFirst)
{
    OfferQuery q;
    q.gpuType = u"RTX_4090"_s;
    q.maxPricePerHour = micro(250000);
    q.minCuda = 12.1;
    q.diskGb = 50;
    const QJsonObject body = VastCodecs::offerSearch(q);
    EXPECT_EQ(body[u"type"_s].toString(), u"ondemand"_s);
    EXPECT_EQ(body[u"gpu_name"_s][u"eq"_s].toString(), u"RTX_4090"_s);
    EXPECT_DOUBLE_EQ(body[u"dph_total"_s][u"lte"_s].toDouble(), 0.25);
    EXPECT_DOUBLE_EQ(body[u"reliability"_s][u"gte"_s].toDouble(), 0.98);
    EXPECT_TRUE(body[u"verified"_s][u"eq"_s].toBool());
    EXPECT_TRUE(body[u"rentable"_s][u"eq"_s].toBool());
    EXPECT_FALSE(body[u"rented"_s][u"eq"_s].toBool());
    EXPECT_EQ(body[u"direct_port_count"_s][u"gte"_s].toInt(), 1);
    EXPECT_DOUBLE_EQ(body[u"cuda_max_good"_s][u"gte"_s].toDouble(), 12.1);
    EXPECT_EQ(body[u"disk_space"_s][u"gte"_s].toInt(), 50);
    EXPECT_EQ(body[u"allocated_storage"_s].toInt(), 50);
    EXPECT_EQ(body[u"order"_s].toArray().first().toArray(), (QJsonArray{u"dph_total"_s, u"asc"_s}));
    EXPECT_FALSE(body.contains(u"num_gpus"_s));

    // Unverified hosts and bids only when asked for; no card: any.
    OfferQuery any;
    any.verifiedOnly = false;
    any.interruptible = true;
    any.directSsh = false;
    const QJsonObject wide = VastCodecs::offerSearch(any);
    EXPECT_EQ(wide[u"type"_s].toString(), u"bid"_s);
    EXPECT_EQ(wide[u"verified"_s][u"in"_s].toArray(), (QJsonArray{true, false}));
    EXPECT_FALSE(wide.contains(u"gpu_name"_s));
    EXPECT_FALSE(wide.contains(u"direct_port_count"_s));
}

TEST(VastCodecs, OffersAreMachinesWithTheirPricesTheirHostAndTheirNetwork)
{
    const auto r = VastCodecs::offers(parsed(kOffers));
    ASSERT_TRUE(r.ok()) << r.error().message.toStdString();
    ASSERT_EQ(r.value().size(), 2);
    const Offer &o = r.value()[0];
    EXPECT_EQ(o.id, u"4242"_s);
    EXPECT_EQ(o.machineId, u"9001"_s);
    EXPECT_EQ(o.gpuName, u"RTX 4090"_s);
    EXPECT_EQ(o.gpuType, u"RTX_4090"_s);
    EXPECT_EQ(o.gpuCount, 1);
    EXPECT_EQ(o.gpuMemoryGb, 24); // MB in the REST API
    EXPECT_EQ(o.pricePerHour, micro(210000));
    ASSERT_TRUE(o.minBidPerHour);
    EXPECT_EQ(*o.minBidPerHour, micro(120000));
    EXPECT_EQ(o.storagePerGbMonth, micro(150000));
    EXPECT_EQ(o.downloadPerTb, micro(4000000));
    EXPECT_EQ(o.uploadPerTb, micro(2000000));
    EXPECT_DOUBLE_EQ(o.reliability, 0.995); // the newer score where there is one
    EXPECT_DOUBLE_EQ(o.dlperf, 81.3);
    EXPECT_DOUBLE_EQ(o.downloadMbps, 812.5);
    EXPECT_DOUBLE_EQ(o.cudaMax, 12.4);
    EXPECT_DOUBLE_EQ(o.diskGb, 180.5);
    EXPECT_EQ(o.directPorts, 40);
    EXPECT_EQ(o.location, u"Oslo, NO"_s);
    EXPECT_EQ(o.countryCode, u"NO"_s);
    EXPECT_TRUE(o.verified);
    EXPECT_TRUE(o.datacenter);
    EXPECT_EQ(UsDollars::currency().format(o.pricePerHour), u"$0.21"_s);

    const Offer &cheap = r.value()[1];
    EXPECT_EQ(cheap.id, u"5151"_s); // no ask_contract_id: its id
    EXPECT_FALSE(cheap.minBidPerHour);
    EXPECT_EQ(cheap.downloadPerTb, micro(10000000)); // from its per-GB price
    EXPECT_FALSE(cheap.uploadPerTb);
    EXPECT_DOUBLE_EQ(cheap.reliability, 0.9);
    EXPECT_FALSE(cheap.verified);
    EXPECT_FALSE(cheap.datacenter);

    // The document's example lists one offer as an object; an offer without an id is refused.
    const auto one = VastCodecs::offers(parsed(R"({"offers": {"id": 7, "gpu_name": "A100 SXM4", "dph_total": 1.1}})"));
    ASSERT_TRUE(one.ok());
    ASSERT_EQ(one.value().size(), 1);
    EXPECT_EQ(one.value()[0].gpuType, u"A100_SXM4"_s);
    EXPECT_FALSE(VastCodecs::offers(parsed(R"({"offers": [{"gpu_name": "RTX 3090"}]})")).ok());
    EXPECT_FALSE(VastCodecs::offers(parsed(R"({"results": []})")).ok());
}

TEST(VastCodecs, ARunningInstanceHasTheMachinesRateAndSshStraightToIt)
{
    const auto r = VastCodecs::instance(parsed(kRunning));
    ASSERT_TRUE(r.ok()) << r.error().message.toStdString();
    const Instance &i = r.value();
    EXPECT_EQ(i.id, u"123456"_s);
    EXPECT_EQ(i.name, u"llama-finetune"_s);
    EXPECT_EQ(i.state.value(), InstanceState::Running);
    EXPECT_EQ(i.gpuType, u"RTX_4090"_s);
    EXPECT_EQ(i.image, u"pytorch/pytorch:latest"_s);
    EXPECT_EQ(i.systemDiskGb, 40);
    EXPECT_EQ(i.region, u"NO"_s); // the country: the catalog's region
    EXPECT_EQ(i.meter.ratePerHour, micro(210000));
    EXPECT_EQ(i.meter.kind, u"compute"_s);
    ASSERT_TRUE(i.startedAt);
    EXPECT_EQ(i.startedAt->toMSecsSinceEpoch(), 1764806400500);
    ASSERT_TRUE(i.ssh);
    EXPECT_EQ(i.ssh->host, u"203.0.113.7"_s);
    EXPECT_EQ(i.ssh->port, 40122);
    EXPECT_EQ(i.ssh->user, u"root"_s);
    EXPECT_FALSE(i.ssh->shellOnly);
    EXPECT_FALSE(i.ssh->viaProxy);
    ASSERT_EQ(i.ports.size(), 1);
    EXPECT_EQ(i.ports[0].port, 6006);
    EXPECT_EQ(i.ports[0].publicUrl, u"http://203.0.113.7:40123"_s);

    // No port maps 22: through Vast's proxy.
    QJsonObject proxied = parsed(kRunning);
    proxied.remove(u"ports"_s);
    const auto p = VastCodecs::instance(proxied);
    ASSERT_TRUE(p.ok() && p.value().ssh);
    EXPECT_EQ(p.value().ssh->host, u"ssh5.vast.ai"_s);
    EXPECT_EQ(p.value().ssh->port, 16346);
    EXPECT_TRUE(p.value().ssh->viaProxy); // carries everything SSH does, but no published port
    EXPECT_FALSE(p.value().ssh->shellOnly);
}

TEST(VastCodecs, EachStatusIsAStateAndAStoppedOrDeadMachineStillBillsItsDisk)
{
    const auto stateOf = [](const char *actual, const char *intended) {
        QJsonObject json = parsed(kRunning);
        json.insert(u"actual_status"_s, actual ? QJsonValue(QString::fromUtf8(actual)) : QJsonValue());
        json.insert(u"intended_status"_s, QString::fromUtf8(intended));
        const auto r = VastCodecs::instance(json);
        EXPECT_TRUE(r.ok());
        return r.ok() ? r.value() : Instance();
    };
    EXPECT_EQ(stateOf("running", "stopped").state.value(), InstanceState::Stopping);
    EXPECT_EQ(stateOf(nullptr, "running").state.value(), InstanceState::Creating);
    EXPECT_EQ(stateOf("loading", "running").state.value(), InstanceState::Creating);
    EXPECT_EQ(stateOf("rebooting", "running").state.value(), InstanceState::Starting);

    const Instance stopped = stateOf("exited", "stopped");
    EXPECT_EQ(stopped.state.value(), InstanceState::Stopped);
    EXPECT_EQ(stopped.stateReason.value(), StateReason::User);
    EXPECT_EQ(stopped.meter.ratePerHour, micro(12000)); // the disk, while stopped
    EXPECT_EQ(stopped.meter.kind, u"storage"_s);
    EXPECT_FALSE(stopped.ssh);
    EXPECT_FALSE(stopped.startedAt);

    // Vast's poll trap: meant to run, exited, unknown or offline never get there.
    for (const char *dead : {"exited", "unknown", "offline"}) {
        const Instance i = stateOf(dead, "running");
        EXPECT_EQ(i.state.value(), InstanceState::Failed) << dead;
        EXPECT_EQ(i.stateReason.value(), StateReason::RuntimeError) << dead;
        EXPECT_EQ(i.meter.kind, u"storage"_s) << dead;
    }

    // A start asked of a stopped instance: starting while the host has not run it yet, and while it
    // waits ("scheduling") for its card, rented to someone else meanwhile.
    EXPECT_EQ(stateOf("scheduling", "running").state.value(), InstanceState::Starting);
    EXPECT_EQ(stateOf("scheduling", "running").stateReason.value(), StateReason::WaitingForGpu);
    QJsonObject asked = parsed(kRunning);
    asked.insert(u"actual_status"_s, u"exited"_s);
    asked.insert(u"intended_status"_s, u"running"_s);
    asked.insert(u"cur_state"_s, u"stopped"_s);
    EXPECT_EQ(VastCodecs::instance(asked).value().state.value(), InstanceState::Starting);
    EXPECT_NE(VastCodecs::instance(asked).value().stateReason.value(), StateReason::WaitingForGpu); // only just asked
    EXPECT_EQ(VastCodecs::instance(asked).value().meter.kind, u"storage"_s); // no card held yet: the disk bills
    EXPECT_EQ(stateOf("rebooting", "running").meter.kind, u"compute"_s); // a reboot keeps its card
    EXPECT_EQ(stateOf("running", "running").storagePerDay, micro(288000)); // its disk, said while it runs too

    // A status this client does not know keeps its text.
    const Instance odd = stateOf("migrating", "running");
    EXPECT_EQ(odd.state.value(), InstanceState::Unknown);
    EXPECT_EQ(odd.state.wire(), u"migrating"_s);

    // No label: the card and the id.
    QJsonObject unlabelled = parsed(kRunning);
    unlabelled.insert(u"label"_s, QJsonValue());
    EXPECT_EQ(VastCodecs::instance(unlabelled).value().name, u"RTX 4090 #123456"_s);
    EXPECT_FALSE(VastCodecs::instance(parsed(R"({"label": "no id"})")).ok());
}

TEST(VastCodecs, AListPageSaysWhetherAnotherFollowsAndOneInstanceComesUnderThePluralKey)
{
    const QByteArray page = "{\"success\": true, \"instances_found\": 1, \"total_instances\": 26, "
                            "\"next_token\": \"eyJpZCI6MTIzNDU2fQ==\", \"instances\": ["
        + QByteArray(kRunning) + "]}";
    const auto r = VastCodecs::instancePage(QJsonDocument::fromJson(page).object());
    ASSERT_TRUE(r.ok()) << r.error().message.toStdString();
    ASSERT_EQ(r.value().items.size(), 1);
    EXPECT_EQ(r.value().nextToken, u"eyJpZCI6MTIzNDU2fQ=="_s);
    const auto last = VastCodecs::instancePage(parsed(R"({"success": true, "next_token": null, "instances": []})"));
    ASSERT_TRUE(last.ok());
    EXPECT_FALSE(last.value().nextToken);
    EXPECT_FALSE(VastCodecs::instancePage(parsed(R"({"success": true})")).ok());

    const auto one
        = VastCodecs::shownInstance(QJsonDocument::fromJson("{\"instances\": " + QByteArray(kRunning) + "}").object());
    ASSERT_TRUE(one.ok());
    EXPECT_EQ(one.value().id, u"123456"_s);
}

TEST(VastCodecs, KeysComeAsABareListAndANewOneUnderItsOwnFieldName)
{
    const QByteArray list = R"([
      {"id": 11, "user_id": 5, "key": "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOkpbvZ4wHf1DXeB/EyrTf9+6H+3kzmZWMsMU9JbDsoA laptop", "created_at": "2026-11-02T10:00:00Z", "deleted_at": null},
      {"id": 12, "user_id": 5, "key": "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOkpbvZ4wHf1DXeB/EyrTf9+6H+3kzmZWMsMU9JbDsoA old", "created_at": "2026-10-01T10:00:00Z", "deleted_at": "2026-10-02T10:00:00Z"}
    ])";
    const auto r = VastCodecs::sshKeys(QJsonDocument::fromJson(list).array());
    ASSERT_TRUE(r.ok()) << r.error().message.toStdString();
    ASSERT_EQ(r.value().size(), 1); // the deleted one is not the user's any more
    EXPECT_EQ(r.value()[0].id, u"11"_s);
    EXPECT_EQ(r.value()[0].name, u"laptop"_s);
    EXPECT_TRUE(r.value()[0].fingerprint.startsWith(u"SHA256:"_s)) << r.value()[0].fingerprint.toStdString();
    EXPECT_EQ(r.value()[0].createdAt, QDateTime(QDate(2026, 11, 2), QTime(10, 0), QTimeZone::utc()));

    const auto made = VastCodecs::createdSshKey(parsed(R"({"success": true, "key": {"id": 13, "user_id": 5,
        "public_key": "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOkpbvZ4wHf1DXeB/EyrTf9+6H+3kzmZWMsMU9JbDsoA desk"}})"));
    ASSERT_TRUE(made.ok());
    EXPECT_EQ(made.value().id, u"13"_s);
    EXPECT_EQ(made.value().name, u"desk"_s);
    EXPECT_FALSE(VastCodecs::createdSshKey(parsed(R"({"success": true})")).ok());
}

TEST(VastCodecs, TheBalanceIsInDollars)
{
    const auto r = VastCodecs::balance(parsed(R"({"id": 5, "email": "s@example.edu", "balance": 17.254321})"));
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r.value(), micro(17254321));
    EXPECT_FALSE(VastCodecs::balance(parsed(R"({"id": 5})")).ok());
}

TEST(VastCodecs, EveryShapeOfRefusalGetsGpudesksCode)
{
    const auto error = [](int status, const char *body) { return VastCodecs::decodeError(status, body); };
    ApiError e = error(401, R"({"success": false, "error": "auth_error", "msg": "Invalid user key"})");
    EXPECT_EQ(e.code, u"unauthenticated"_s);
    EXPECT_EQ(e.message, u"Invalid user key"_s);
    EXPECT_EQ(e.details.value(u"vast_error"_s).toString(), u"auth_error"_s);
    EXPECT_EQ(error(404, R"({"error": "not_found", "msg": "Invalid user key"})").code, u"unauthenticated"_s);
    EXPECT_EQ(error(429, R"({"detail": "API requests too frequent endpoint threshold=1.0"})").code,
              u"too_many_attempts"_s);
    EXPECT_EQ(error(429, R"({"detail": "x"})").message, u"x"_s);
    EXPECT_EQ(error(429, R"({"success": false, "error": "rate_limit_exceeded", "msg": "threshold=3.0"})").code,
              u"too_many_attempts"_s);
    // The offer was rented meanwhile: another one is needed.
    EXPECT_EQ(error(410, R"({"success": false, "error": "no_such_ask", "msg": "gone", "ask_id": 4242})").code,
              u"out_of_stock"_s);
    EXPECT_EQ(
        error(
            404,
            R"({"success": false, "error": "invalid_args", "msg": "no_such_ask Instance type by id 4242 is not available."})")
            .code,
        u"out_of_stock"_s);
    EXPECT_EQ(error(404, R"({"success": false, "error": "no_such_instance", "msg": "Instance not found"})").code,
              u"not_found"_s);
    EXPECT_EQ(error(400, R"({"success": false, "error": "invalid_price", "msg": "bid too low"})").code,
              u"invalid_argument"_s);
    EXPECT_EQ(error(400, R"({"success": false, "msg": "missing_date_range"})").message, u"missing_date_range"_s);
    EXPECT_EQ(error(403, R"({"error": "x", "msg": "This action requires login."})").code, u"forbidden"_s);
    EXPECT_EQ(error(503, "<html>down</html>").code, u"server_error"_s);
    EXPECT_EQ(error(503, "<html>down</html>").message, u"<html>down</html>"_s);

    // Some calls say no with 200.
    const auto refused
        = VastCodecs::refusal(200, parsed(R"({"success": false, "error": "invalid_args", "msg": "bad when"})"));
    ASSERT_TRUE(refused);
    EXPECT_EQ(refused->code, u"invalid_argument"_s);
    EXPECT_EQ(refused->message, u"bad when"_s);
    EXPECT_FALSE(VastCodecs::refusal(200, parsed(R"({"success": true, "new_contract": 99})")));
    EXPECT_FALSE(VastCodecs::refusal(200, parsed(R"({"offers": []})")));
}

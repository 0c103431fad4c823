// The instance lifecycle on the wire: validation, states and events, conflicts, the list's ETag,
// stock and its alternatives, account limits, boot timeout, disks, volumes and custom images.
#include "tests/platform/instancetestsupport.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

using namespace Qt::StringLiterals;

class Instances : public InstanceFixture
{
};

TEST_F(Instances, CreateNamesTheFieldOfEveryBadInput)
{
    HttpClient c = newUser(true, 100000);
    struct Case
    {
        QJsonObject overrides;
        const char16_t *field;
        const char16_t *reason;
    };
    const QList<Case> cases = {
        {{{u"region"_s, u"mars-1"_s}}, u"region", u"unknown"},
        {{{u"gpu_type"_s, u"rtx-9090"_s}}, u"gpu_type", u"unknown"},
        {{{u"image"_s, u"windows-11"_s}}, u"image", u"unknown"},
        // CUDA 11.6 has no code for Ada cards: the platform says so before anything is rented.
        {{{u"image"_s, u"pytorch-1.13.1-cu116"_s}}, u"image", u"incompatible"},
        {{{u"gpu_count"_s, 0}}, u"gpu_count", u"out_of_range"},
        {{{u"gpu_count"_s, 9}}, u"gpu_count", u"out_of_range"},
        {{{u"system_disk_gb"_s, 19}}, u"system_disk_gb", u"out_of_range"},
        {{{u"system_disk_gb"_s, 501}}, u"system_disk_gb", u"out_of_range"},
        {{{u"system_disk_gb"_s, 25}}, u"system_disk_gb", u"smaller_than_image"}, // the image is 30 GB
        {{{u"data_disk_gb"_s, -1}}, u"data_disk_gb", u"out_of_range"},
        {{{u"data_disk_gb"_s, 2001}}, u"data_disk_gb", u"out_of_range"},
        {{{u"data_disk_gb"_s, 10}, {u"data_volume_id"_s, u"1"_s}}, u"data_disk_gb", u"conflicts"},
        {{{u"data_volume_id"_s, u"999999"_s}}, u"data_volume_id", u"unknown"},
        {{{u"ports"_s, QJsonArray{6006, 7860, 8888, 8080, 9000, 9001}}}, u"ports", u"too_many"},
        {{{u"ports"_s, QJsonArray{80}}}, u"ports", u"out_of_range"},
        {{{u"ports"_s, QJsonArray{6006, 6006}}}, u"ports", u"duplicate"},
        {{{u"ports"_s, u"6006"_s}}, u"ports", u"wrong_type"},
        {{{u"name"_s, u""_s}}, u"name", u"empty"},
        {{{u"name"_s, QString(41, u'x')}}, u"name", u"too_long"},
        {{{u"name"_s, u"tab\there"_s}}, u"name", u"not_printable"},
        {{{u"name"_s, QString::fromUtf16(kAbsent)}}, u"name", u"required"},
        {{{u"billing_mode"_s, u"monthly"_s}}, u"billing_mode", u"unknown"},
        {{{u"start_mode"_s, u"cpu"_s}}, u"start_mode", u"unknown"},
        {{{u"colour"_s, u"red"_s}}, u"colour", u"unknown_field"},
    };
    for (const Case &k : cases) {
        const auto r = c.post(u"/v1/instances"_s, instanceRequest(k.overrides));
        EXPECT_EQ(r.status, 400) << QJsonDocument(k.overrides).toJson().toStdString() << r.body.toStdString();
        EXPECT_EQ(r.errorField(), QString::fromUtf16(k.field)) << r.body.toStdString();
        EXPECT_EQ(r.json[u"error"_s][u"details"_s][u"reason"_s].toString(), QString::fromUtf16(k.reason))
            << r.body.toStdString();
        EXPECT_FALSE(r.json[u"error"_s][u"message"_s].toString().isEmpty());
    }
    EXPECT_EQ(c.send("POST", u"/v1/instances"_s, "{not json").status, 400);
    // Nothing was created by any of them.
    EXPECT_TRUE(c.get(u"/v1/instances"_s).json.value(u"items"_s).toArray().isEmpty());
    // A unicode name is fine, and gets an ASCII slug; names without Latin letters get one too.
    const QJsonObject a = create(c, {{u"name"_s, u"LoRA 微调 #1"_s}, {u"start_mode"_s, u"no_gpu"_s}});
    EXPECT_EQ(a.value(u"name"_s).toString(), u"LoRA 微调 #1"_s);
    EXPECT_EQ(a.value(u"slug"_s).toString(), u"lora-1"_s);
    const QJsonObject b = create(c, {{u"name"_s, u"LoRA 微调 #1"_s}, {u"start_mode"_s, u"no_gpu"_s}});
    EXPECT_EQ(b.value(u"slug"_s).toString(), u"lora-1-2"_s);
    const QJsonObject d = create(c, {{u"name"_s, u"中文实验"_s}, {u"start_mode"_s, u"no_gpu"_s}});
    EXPECT_TRUE(d.value(u"slug"_s).toString().startsWith(u"instance"_s)) << d.value(u"slug"_s).toString().toStdString();
}

TEST_F(Instances, BootsRunsStopsStartsWithoutGpuAndIsReleasedWithAnEventForEachStep)
{
    HttpClient c = newUser(true, 100000);
    const QJsonObject created = create(c, {{u"data_disk_gb"_s, 50}, {u"ports"_s, QJsonArray{6006}}});
    const QString id = created.value(u"id"_s).toString();
    EXPECT_EQ(created.value(u"state"_s).toString(), u"creating"_s);
    EXPECT_EQ(created.value(u"mode"_s).toString(), u"gpu"_s);
    EXPECT_TRUE(created.value(u"ssh"_s).isNull());
    EXPECT_EQ(created[u"ports"_s].toArray().first()[u"port"_s].toInt(), 6006);
    EXPECT_EQ(state(c, id), u"starting"_s);
    advance(9);
    EXPECT_EQ(state(c, id), u"starting"_s);
    advance(1);
    QJsonObject running = waitForState(c, id, u"running"_s);
    const qint64 bootedAt = seconds(running.value(u"started_at"_s));
    EXPECT_EQ(running[u"meter"_s][u"rate_cents_per_hour"_s].toInt(), 218);
    EXPECT_EQ(seconds(running[u"meter"_s][u"since"_s]), bootedAt);
    EXPECT_EQ(running[u"meter"_s][u"base_cents"_s].toInt(), 0);

    advance(3600);
    EXPECT_EQ(c.post(u"/v1/instances/"_s + id + u"/stop"_s).status, 202);
    QJsonObject stopping = get(c, id);
    EXPECT_EQ(stopping.value(u"state"_s).toString(), u"stopping"_s);
    // While stopping the meter shows what the boot cost, no longer rising.
    EXPECT_EQ(stopping[u"meter"_s][u"base_cents"_s].toInt(), 218);
    EXPECT_EQ(stopping[u"meter"_s][u"rate_cents_per_hour"_s].toInt(), 0);
    advance(2);
    const QJsonObject stopped = get(c, id);
    EXPECT_EQ(stopped.value(u"state"_s).toString(), u"stopped"_s);
    EXPECT_EQ(stopped.value(u"state_reason"_s).toString(), u"user"_s);
    // Stopped: storage accrues, per GB-day (system disk 30 GB is free; 50 GB of data at 1 fen/GB-day).
    EXPECT_EQ(stopped[u"meter"_s][u"kind"_s].toString(), u"storage"_s);
    EXPECT_EQ(stopped[u"meter"_s][u"rate_cents_per_day"_s].toInt(), 50);

    // Start without the GPU: about a tenth of the price.
    auto r = c.post(u"/v1/instances/"_s + id + u"/start"_s, {{u"mode"_s, u"no_gpu"_s}});
    EXPECT_EQ(r.status, 202) << r.body.toStdString();
    advance(10);
    running = waitForState(c, id, u"running"_s);
    EXPECT_EQ(running.value(u"mode"_s).toString(), u"no_gpu"_s);
    EXPECT_EQ(running[u"meter"_s][u"kind"_s].toString(), u"no_gpu"_s);
    EXPECT_EQ(running[u"meter"_s][u"rate_cents_per_hour"_s].toInt(), 15);
    // Switching mode needs a stop.
    r = c.post(u"/v1/instances/"_s + id + u"/start"_s, {{u"mode"_s, u"gpu"_s}});
    EXPECT_EQ(r.status, 409);
    EXPECT_EQ(r.errorCode(), u"conflict"_s);
    EXPECT_EQ(r.json[u"error"_s][u"details"_s][u"state"_s].toString(), u"running"_s);

    r = c.del(u"/v1/instances/"_s + id);
    EXPECT_EQ(r.status, 202) << r.body.toStdString();
    EXPECT_EQ(r.json.value(u"state"_s).toString(), u"releasing"_s);
    advance(2);
    EXPECT_EQ(state(c, id), u"released"_s);
    EXPECT_TRUE(c.get(u"/v1/instances"_s).json.value(u"items"_s).toArray().isEmpty());
    const QJsonArray withReleased = c.get(u"/v1/instances?include_released=true"_s).json.value(u"items"_s).toArray();
    ASSERT_EQ(withReleased.size(), 1);
    EXPECT_EQ(withReleased.first()[u"state"_s].toString(), u"released"_s);

    QStringList steps;
    for (const QJsonValue &e : events(c, id)) {
        steps << e[u"from"_s].toString() + u">"_s + e[u"to"_s].toString();
        EXPECT_FALSE(e[u"message"_s].toString().isEmpty());
        EXPECT_EQ(e[u"reason"_s].toString(), u"user"_s);
    }
    EXPECT_EQ(steps,
              (QStringList{u">creating"_s, u"creating>starting"_s, u"starting>running"_s, u"running>stopping"_s,
                           u"stopping>stopped"_s, u"stopped>starting"_s, u"starting>running"_s, u"running>releasing"_s,
                           u"releasing>released"_s}));
    // Actions on a released instance: it is gone for them.
    EXPECT_EQ(c.post(u"/v1/instances/"_s + id + u"/start"_s).status, 404);
}

TEST_F(Instances, ActionsThatDoNotFitTheStateAreConflictsNamingIt)
{
    HttpClient c = newUser(true, 100000);
    const QString id = create(c).value(u"id"_s).toString();
    // starting: not startable, not releasable; it can be stopped (a cancelled boot).
    auto r = c.post(u"/v1/instances/"_s + id + u"/start"_s);
    EXPECT_EQ(r.status, 409);
    EXPECT_EQ(r.json[u"error"_s][u"details"_s][u"state"_s].toString(), u"starting"_s);
    r = c.del(u"/v1/instances/"_s + id);
    EXPECT_EQ(r.status, 409);
    EXPECT_EQ(r.json[u"error"_s][u"details"_s][u"state"_s].toString(), u"starting"_s);
    r = c.post(u"/v1/instances/"_s + id + u"/images"_s, {{u"name"_s, u"snap"_s}});
    EXPECT_EQ(r.status, 409);
    EXPECT_EQ(c.post(u"/v1/instances/"_s + id + u"/stop"_s).status, 202);
    r = c.post(u"/v1/instances/"_s + id + u"/stop"_s);
    EXPECT_EQ(r.status, 409);
    EXPECT_EQ(r.json[u"error"_s][u"details"_s][u"state"_s].toString(), u"stopping"_s);
    advance(2);
    r = c.post(u"/v1/instances/"_s + id + u"/stop"_s);
    EXPECT_EQ(r.json[u"error"_s][u"details"_s][u"state"_s].toString(), u"stopped"_s);
    EXPECT_EQ(c.post(u"/v1/instances/"_s + id + u"/start"_s, {{u"mode"_s, u"tpu"_s}}).errorField(), u"mode"_s);
    // Someone else's instance does not exist for this caller.
    HttpClient other = newUser(false, 0);
    EXPECT_EQ(other.get(u"/v1/instances/"_s + id).status, 404);
    EXPECT_EQ(other.post(u"/v1/instances/"_s + id + u"/stop"_s).status, 404);
    EXPECT_EQ(other.del(u"/v1/instances/"_s + id).status, 404);
    // Whatever its body: ownership is checked first, so a bad body says nothing of the instance.
    for (const auto &[path, body] :
         {std::pair{u"/v1/instances/%1/images"_s, QJsonObject{{u"name"_s, 42}}},
          {u"/v1/instances/%1/stop"_s, QJsonObject{{u"reason"_s, u"whim"_s}}},
          {u"/v1/instances/%1/start"_s, QJsonObject{{u"mode"_s, u"tpu"_s}}},
          {u"/v1/sandbox/instances/%1/faults"_s, QJsonObject{{u"boot_fails"_s, u"yes"_s}}}}) {
        const auto answer = other.post(path.arg(id), body);
        EXPECT_EQ(answer.status, 404) << path.toStdString() << ' ' << answer.body.toStdString();
    }
    const auto renamed = other.patch(u"/v1/instances/"_s + id, {{u"name"_s, 7}});
    EXPECT_EQ(renamed.status, 404) << renamed.body.toStdString();
    EXPECT_EQ(c.get(u"/v1/instances/abc"_s).status, 404);
}

TEST_F(Instances, PatchRenamesAndSchedulesAStopThatHappensOnTheSecond)
{
    HttpClient c = newUser(true, 100000);
    const QJsonObject running = createRunning(c);
    const QString id = running.value(u"id"_s).toString();
    const qint64 now = platformNow();
    auto r = c.patch(u"/v1/instances/"_s + id, {{u"name"_s, u"改名 renamed"_s}, {u"stop_at"_s, rfc3339(now + 1800)}});
    ASSERT_EQ(r.status, 200) << r.body.toStdString();
    EXPECT_EQ(r.json.value(u"name"_s).toString(), u"改名 renamed"_s);
    EXPECT_EQ(r.json.value(u"slug"_s).toString(), running.value(u"slug"_s).toString()); // slugs stay
    EXPECT_EQ(seconds(r.json.value(u"stop_at"_s)), now + 1800);
    EXPECT_EQ(c.patch(u"/v1/instances/"_s + id, {{u"stop_at"_s, rfc3339(now - 5)}}).errorField(), u"stop_at"_s);
    EXPECT_EQ(c.patch(u"/v1/instances/"_s + id, {{u"stop_at"_s, u"tomorrow"_s}}).errorField(), u"stop_at"_s);
    EXPECT_EQ(c.patch(u"/v1/instances/"_s + id, {{u"name"_s, u""_s}}).errorField(), u"name"_s);
    EXPECT_EQ(c.patch(u"/v1/instances/"_s + id, {{u"size"_s, 3}}).errorField(), u"size"_s);

    advance(7200); // one jump far past the schedule: the stop still happens at its second
    const QJsonObject stopped = get(c, id);
    EXPECT_EQ(stopped.value(u"state"_s).toString(), u"stopped"_s);
    EXPECT_EQ(stopped.value(u"state_reason"_s).toString(), u"scheduled"_s);
    EXPECT_TRUE(stopped.value(u"stop_at"_s).isNull()); // it fired
    const QJsonArray ev = events(c, id);
    bool found = false;
    for (const QJsonValue &e : ev) {
        if (e[u"to"_s].toString() == u"stopping"_s) {
            EXPECT_EQ(seconds(e[u"at"_s]), now + 1800);
            EXPECT_EQ(e[u"reason"_s].toString(), u"scheduled"_s);
            found = true;
        }
    }
    EXPECT_TRUE(found);
    // Billed exactly the 1800 − (booted − now) seconds it ran: floor(218 × s / 3600).
    const qint64 ran = now + 1800 - seconds(running.value(u"started_at"_s));
    EXPECT_EQ(charged(ledger(c), id, u"compute"_s), 218 * ran / 3600);
    // null clears a schedule.
    EXPECT_EQ(c.post(u"/v1/instances/"_s + id + u"/start"_s).status, 202);
    advance(10);
    waitForState(c, id, u"running"_s);
    r = c.patch(u"/v1/instances/"_s + id, {{u"stop_at"_s, rfc3339(platformNow() + 60)}});
    r = c.patch(u"/v1/instances/"_s + id, {{u"stop_at"_s, QJsonValue::Null}});
    EXPECT_TRUE(r.json.value(u"stop_at"_s).isNull());
    advance(120);
    EXPECT_EQ(state(c, id), u"running"_s);
}

TEST_F(Instances, AnIdleStopAtStopsWithReasonIdleAndBelongsToItsBoot)
{
    HttpClient c = newUser(true, 100000);
    const QJsonObject running = createRunning(c);
    const QString id = running.value(u"id"_s).toString();
    const qint64 now = platformNow();
    EXPECT_EQ(c.patch(u"/v1/instances/"_s + id, {{u"stop_reason"_s, u"idle"_s}}).errorField(), u"stop_reason"_s);
    EXPECT_EQ(c.patch(u"/v1/instances/"_s + id, {{u"stop_at"_s, rfc3339(now + 60)}, {u"stop_reason"_s, u"bored"_s}})
                  .errorField(),
              u"stop_reason"_s);
    auto r = c.patch(u"/v1/instances/"_s + id, {{u"stop_at"_s, rfc3339(now + 1800)}, {u"stop_reason"_s, u"idle"_s}});
    ASSERT_EQ(r.status, 200) << r.body.toStdString();
    EXPECT_EQ(r.json.value(u"stop_reason"_s).toString(), u"idle"_s);
    advance(3600);
    const QJsonObject stopped = get(c, id);
    EXPECT_EQ(stopped.value(u"state_reason"_s).toString(), u"idle"_s);
    EXPECT_TRUE(stopped.value(u"stop_at"_s).isNull());
    EXPECT_TRUE(stopped.value(u"stop_reason"_s).isNull());
    const qint64 ran = now + 1800 - seconds(running.value(u"started_at"_s));
    EXPECT_EQ(charged(ledger(c), id, u"compute"_s), 218 * ran / 3600);

    // Armed, then stopped another way: the idle stop goes with the boot and never stops the next one.
    ASSERT_EQ(c.post(u"/v1/instances/"_s + id + u"/start"_s).status, 202);
    advance(10);
    waitForState(c, id, u"running"_s);
    r = c.patch(u"/v1/instances/"_s + id,
                {{u"stop_at"_s, rfc3339(platformNow() + 600)}, {u"stop_reason"_s, u"idle"_s}});
    ASSERT_EQ(r.status, 200);
    ASSERT_EQ(c.post(u"/v1/instances/"_s + id + u"/stop"_s).status, 202);
    advance(10);
    const QJsonObject byUser = waitForState(c, id, u"stopped"_s);
    EXPECT_EQ(byUser.value(u"state_reason"_s).toString(), u"user"_s);
    EXPECT_TRUE(byUser.value(u"stop_at"_s).isNull());
    ASSERT_EQ(c.post(u"/v1/instances/"_s + id + u"/start"_s).status, 202);
    advance(10);
    waitForState(c, id, u"running"_s);
    advance(3600);
    EXPECT_EQ(state(c, id), u"running"_s);
}

TEST_F(Instances, TheListAnswers304UntilAnInstanceChanges)
{
    HttpClient c = newUser(true, 100000);
    const QString id = createRunning(c).value(u"id"_s).toString();
    auto first = c.get(u"/v1/instances"_s);
    ASSERT_EQ(first.status, 200);
    const QByteArray etag = first.header("ETag");
    ASSERT_FALSE(etag.isEmpty());
    c.setHeader("If-None-Match", etag);
    EXPECT_EQ(c.get(u"/v1/instances"_s).status, 304);
    // Time passes and money accrues, but the meter makes that a function of time: still 304.
    advance(600);
    EXPECT_EQ(c.get(u"/v1/instances"_s).status, 304);
    // A change (a rename) is a new version.
    c.setHeader("If-None-Match", {});
    EXPECT_EQ(c.patch(u"/v1/instances/"_s + id, {{u"name"_s, u"v2"_s}}).status, 200);
    c.setHeader("If-None-Match", etag);
    const auto changed = c.get(u"/v1/instances"_s);
    EXPECT_EQ(changed.status, 200);
    EXPECT_NE(changed.header("ETag"), etag);
    // So is a transition that happens by itself.
    c.setHeader("If-None-Match", changed.header("ETag"));
    EXPECT_EQ(c.get(u"/v1/instances"_s).status, 304);
    c.setHeader("If-None-Match", {});
    EXPECT_EQ(c.post(u"/v1/instances/"_s + id + u"/stop"_s).status, 202);
    c.setHeader("If-None-Match", changed.header("ETag"));
    EXPECT_EQ(c.get(u"/v1/instances"_s).status, 200);
}

TEST_F(Instances, OutOfStockNamesWhereTheCardIsAndSimilarCardsHere)
{
    HttpClient c = newUser(true, 1000000);
    // cn-southwest-1 has 4 RTX 4090s.
    create(c, {{u"region"_s, u"cn-southwest-1"_s}, {u"gpu_count"_s, 4}});
    auto stock = c.get(u"/v1/stock"_s).json.value(u"items"_s).toArray();
    for (const QJsonValue &s : stock) {
        if (s[u"region"_s].toString() == u"cn-southwest-1"_s && s[u"gpu_type"_s].toString() == u"rtx-4090-24g"_s) {
            EXPECT_EQ(s[u"available"_s].toInt(), 0);
            EXPECT_EQ(s[u"capacity"_s].toInt(), 4);
        }
    }
    auto r = c.post(u"/v1/instances"_s, instanceRequest({{u"region"_s, u"cn-southwest-1"_s}}));
    ASSERT_EQ(r.status, 409) << r.body.toStdString();
    EXPECT_EQ(r.errorCode(), u"out_of_stock"_s);
    const QJsonObject details = r.json[u"error"_s][u"details"_s].toObject();
    const auto regions = details.value(u"regions"_s).toArray().toVariantList();
    EXPECT_TRUE(regions.contains(u"cn-north-1"_s));
    EXPECT_FALSE(regions.contains(u"cn-southwest-1"_s));
    const auto cards = details.value(u"gpu_types"_s).toArray().toVariantList();
    EXPECT_TRUE(cards.contains(u"rtx-3090-24g"_s)); // 24 GB here too
    EXPECT_FALSE(cards.contains(u"t4-16g"_s)); // less memory than asked for
    // No-GPU mode holds no card, so it is never out of stock.
    const QString noGpu
        = create(c, {{u"region"_s, u"cn-southwest-1"_s}, {u"start_mode"_s, u"no_gpu"_s}}).value(u"id"_s).toString();
    advance(10);
    waitForState(c, noGpu, u"running"_s);
    // ...but it cannot switch to GPU mode while the cards are taken.
    ASSERT_EQ(c.post(u"/v1/instances/"_s + noGpu + u"/stop"_s).status, 202);
    advance(2);
    r = c.post(u"/v1/instances/"_s + noGpu + u"/start"_s, {{u"mode"_s, u"gpu"_s}});
    EXPECT_EQ(r.status, 409);
    EXPECT_EQ(r.errorCode(), u"out_of_stock"_s);
}

TEST_F(Instances, UnverifiedAccountsQuotasAndBalanceAreCheckedBeforeAnythingIsRented)
{
    HttpClient poor = newUser(true, 0);
    auto r = poor.post(u"/v1/instances"_s, instanceRequest());
    EXPECT_EQ(r.status, 402) << r.body.toStdString();
    EXPECT_EQ(r.errorCode(), u"insufficient_balance"_s);
    EXPECT_EQ(r.json[u"error"_s][u"details"_s][u"required_cents"_s].toInt(), 218);
    // A package needs its whole price.
    poor.post(u"/v1/billing/recharge"_s, {{u"amount_cents"_s, 300}});
    r = poor.post(u"/v1/instances"_s, instanceRequest({{u"billing_mode"_s, u"package_daily"_s}}));
    EXPECT_EQ(r.status, 402);
    EXPECT_EQ(r.json[u"error"_s][u"details"_s][u"required_cents"_s].toInt(), 218 * 24 * 78 / 100);

    HttpClient fresh = newUser(false, 0);
    r = fresh.post(u"/v1/instances"_s, instanceRequest());
    EXPECT_EQ(r.status, 403);
    EXPECT_EQ(r.errorCode(), u"verification_required"_s);
    // The welcome voucher pays an hour of a small card: no recharge needed to try one.
    const QString small = create(fresh, {{u"gpu_type"_s, u"rtx-3090-24g"_s}}).value(u"id"_s).toString();
    r = fresh.post(u"/v1/instances"_s, instanceRequest({{u"gpu_type"_s, u"t4-16g"_s}}));
    EXPECT_EQ(r.status, 403);
    EXPECT_EQ(r.errorCode(), u"quota_exceeded"_s);
    EXPECT_EQ(r.json[u"error"_s][u"details"_s][u"max_instances"_s].toInt(), 1);
    EXPECT_FALSE(small.isEmpty());

    // A daily limit already reached refuses a start.
    HttpClient capped = newUser(true, 100000);
    capped.patch(u"/v1/account"_s, {{u"spend_limits"_s, QJsonObject{{u"daily_cents"_s, 0}}}});
    r = capped.post(u"/v1/instances"_s, instanceRequest());
    EXPECT_EQ(r.status, 403);
    EXPECT_EQ(r.errorCode(), u"spend_limit_reached"_s);
}

TEST_F(Instances, ABootThatHangsFailsWithBootTimeoutAndChargesNothing)
{
    HttpClient c = newUser(true, 100000);
    const QString id = createRunning(c).value(u"id"_s).toString();
    ASSERT_EQ(c.post(u"/v1/sandbox/instances/"_s + id + u"/faults"_s, {{u"boot_hang"_s, true}}).status, 200);
    EXPECT_EQ(c.post(u"/v1/sandbox/instances/"_s + id + u"/faults"_s, {{u"boot_hang"_s, 1}}).errorField(),
              u"boot_hang"_s);
    c.post(u"/v1/instances/"_s + id + u"/stop"_s);
    advance(2);
    const qint64 before = charged(ledger(c), id, u"compute"_s);
    ASSERT_EQ(c.post(u"/v1/instances/"_s + id + u"/start"_s).status, 202);
    const qint64 startedAt = platformNow();
    advance(119);
    EXPECT_EQ(state(c, id), u"starting"_s);
    advance(1);
    const QJsonObject failed = get(c, id);
    EXPECT_EQ(failed.value(u"state"_s).toString(), u"failed"_s);
    EXPECT_EQ(failed.value(u"state_reason"_s).toString(), u"boot_timeout"_s);
    const QJsonObject last = events(c, id).last().toObject();
    EXPECT_EQ(seconds(last.value(u"at"_s)), startedAt + 120);
    EXPECT_EQ(last.value(u"reason"_s).toString(), u"boot_timeout"_s);
    EXPECT_EQ(charged(ledger(c), id, u"compute"_s), before);
    // A failed instance can be started again (once the fault is gone) or released.
    c.post(u"/v1/sandbox/instances/"_s + id + u"/faults"_s, {{u"boot_hang"_s, false}});
    EXPECT_EQ(c.post(u"/v1/instances/"_s + id + u"/start"_s).status, 202);
    advance(10);
    waitForState(c, id, u"running"_s);
}

TEST_F(Instances, DisksAreRealDirectoriesAndImagesAndVolumesKeepWhatTheySay)
{
    HttpClient c = newUser(true, 1000000);
    auto r = c.post(u"/v1/volumes"_s, {{u"name"_s, u"数据集"_s}, {u"region"_s, u"cn-north-1"_s}, {u"size_gb"_s, 100}});
    ASSERT_EQ(r.status, 201) << r.body.toStdString();
    const QString volume = r.json.value(u"id"_s).toString();
    const QString volumePath = r.json.value(u"mount_path"_s).toString();
    EXPECT_TRUE(QFileInfo(volumePath).isDir());
    EXPECT_TRUE(volumePath.startsWith(s_sandbox->dataDir()));
    EXPECT_EQ(
        c.post(u"/v1/volumes"_s, {{u"name"_s, u"x"_s}, {u"region"_s, u"cn-north-1"_s}, {u"size_gb"_s, 0}}).errorField(),
        u"size_gb"_s);
    EXPECT_EQ(c.post(u"/v1/volumes"_s, {{u"name"_s, u"x"_s}, {u"region"_s, u"moon"_s}, {u"size_gb"_s, 5}}).errorField(),
              u"region"_s);
    // Attached at creation; only in its own region.
    EXPECT_EQ(
        c.post(u"/v1/instances"_s, instanceRequest({{u"region"_s, u"cn-east-1"_s}, {u"data_volume_id"_s, volume}}))
            .errorField(),
        u"data_volume_id"_s);
    const QJsonObject running = createRunning(c, {{u"data_volume_id"_s, volume}});
    const QString id = running.value(u"id"_s).toString();
    EXPECT_EQ(running[u"data_disk"_s][u"volume_id"_s].toString(), volume);
    EXPECT_EQ(running[u"data_disk"_s][u"size_gb"_s].toInt(), 100);
    EXPECT_EQ(running[u"data_disk"_s][u"mount_path"_s].toString(), volumePath);
    const QString home = running.value(u"home_path"_s).toString();
    ASSERT_TRUE(QFileInfo(home).isDir());
    // Not deletable, nor attachable twice, while attached.
    r = c.del(u"/v1/volumes/"_s + volume);
    EXPECT_EQ(r.status, 409);
    EXPECT_EQ(r.json[u"error"_s][u"details"_s][u"state"_s].toString(), u"attached"_s);
    EXPECT_EQ(c.post(u"/v1/instances"_s, instanceRequest({{u"data_volume_id"_s, volume}})).errorField(),
              u"data_volume_id"_s);

    // Files written to the disks are what the API reports.
    {
        QFile code(home + u"/train.py"_s);
        ASSERT_TRUE(code.open(QIODevice::WriteOnly));
        code.write(QByteArray(1000, 'x'));
        QFile data(volumePath + u"/shard-0.bin"_s);
        ASSERT_TRUE(data.open(QIODevice::WriteOnly));
        data.write(QByteArray(5000, 'y'));
    }
    const QJsonObject measured = get(c, id);
    EXPECT_EQ(measured.value(u"home_used_bytes"_s).toInteger(), 1000);
    EXPECT_EQ(measured[u"data_disk"_s][u"used_bytes"_s].toInteger(), 5000);

    // Save the system disk as an image: stopped only; the data disk is not in it.
    c.post(u"/v1/instances/"_s + id + u"/stop"_s);
    advance(2);
    r = c.post(u"/v1/instances/"_s + id + u"/images"_s, {{u"name"_s, u"my env"_s}});
    ASSERT_EQ(r.status, 201) << r.body.toStdString();
    const QString image = r.json.value(u"id"_s).toString();
    EXPECT_EQ(r.json.value(u"kind"_s).toString(), u"custom"_s);
    EXPECT_FALSE(r.json.value(u"data_disk_included"_s).toBool(true));
    EXPECT_EQ(r.json.value(u"cuda"_s).toString(), u"12.4"_s);
    EXPECT_EQ(r.json.value(u"size_bytes"_s).toInteger(), 1000);
    // Listed for its owner only.
    const auto hasImage = [&](HttpClient &who) {
        for (const QJsonValue &i : who.get(u"/v1/images"_s).json.value(u"items"_s).toArray()) {
            if (i[u"id"_s].toString() == image)
                return true;
        }
        return false;
    };
    EXPECT_TRUE(hasImage(c));
    // The list says what the save said: its bytes, when and from what it was saved.
    for (const QJsonValue &i : c.get(u"/v1/images"_s).json.value(u"items"_s).toArray()) {
        if (i[u"id"_s].toString() != image)
            continue;
        for (const char16_t *field : {u"size_bytes", u"created_at", u"source_instance_id", u"data_disk_included"})
            EXPECT_EQ(i[QString::fromUtf16(field)], r.json.value(QString::fromUtf16(field)));
    }
    HttpClient other = newUser(false, 0);
    EXPECT_FALSE(hasImage(other));
    EXPECT_EQ(other.post(u"/v1/instances"_s, instanceRequest({{u"image"_s, image}, {u"gpu_type"_s, u"rtx-3090-24g"_s}}))
                  .errorField(),
              u"image"_s);
    // An instance created from it has the files.
    const QJsonObject copy
        = create(c, {{u"image"_s, image}, {u"start_mode"_s, u"no_gpu"_s}, {u"name"_s, u"from image"_s}});
    EXPECT_TRUE(QFile::exists(copy.value(u"home_path"_s).toString() + u"/train.py"_s));

    // Too big an image is refused, naming the sizes (a sparse file: no disk is used).
    {
        QFile big(home + u"/weights.bin"_s);
        ASSERT_TRUE(big.open(QIODevice::WriteOnly));
        ASSERT_TRUE(big.resize(51LL << 30));
    }
    r = c.post(u"/v1/instances/"_s + id + u"/images"_s, {{u"name"_s, u"too big"_s}});
    EXPECT_EQ(r.status, 400);
    EXPECT_EQ(r.json[u"error"_s][u"details"_s][u"reason"_s].toString(), u"too_large"_s);
    EXPECT_TRUE(r.json[u"error"_s][u"message"_s].toString().contains(u"50 GB"_s)) << r.body.toStdString();
    QFile::remove(home + u"/weights.bin"_s);

    // Release: the system disk goes, the volume stays with its files and can be deleted after.
    ASSERT_EQ(c.del(u"/v1/instances/"_s + id).status, 202);
    advance(2);
    EXPECT_FALSE(QFileInfo::exists(home));
    EXPECT_TRUE(QFile::exists(volumePath + u"/shard-0.bin"_s));
    const QJsonArray volumes = c.get(u"/v1/volumes"_s).json.value(u"items"_s).toArray();
    ASSERT_EQ(volumes.size(), 1);
    EXPECT_TRUE(volumes.first()[u"instance_id"_s].isNull());
    EXPECT_EQ(volumes.first()[u"used_bytes"_s].toInteger(), 5000);
    EXPECT_EQ(c.del(u"/v1/volumes/"_s + volume).status, 204);
    EXPECT_FALSE(QFileInfo::exists(volumePath));
    EXPECT_EQ(c.del(u"/v1/volumes/"_s + volume).status, 404);
    // An instance's own data disk is deleted with it.
    advance(10);
    c.post(u"/v1/instances/"_s + copy.value(u"id"_s).toString() + u"/stop"_s);
    advance(2);
    c.del(u"/v1/instances/"_s + copy.value(u"id"_s).toString());
    advance(2);
    EXPECT_FALSE(QFileInfo::exists(copy.value(u"home_path"_s).toString()));
    // Images can be deleted (they bill storage while they exist); public ones cannot.
    EXPECT_EQ(c.del(u"/v1/images/"_s + image).status, 204);
    EXPECT_FALSE(hasImage(c));
    EXPECT_EQ(c.del(u"/v1/images/pytorch-2.5.1-cu124"_s).status, 409);
}

TEST(InstanceQuota, MaxInstancesLiftsEveryAccountsQuotaToN)
{
    SandboxProcess sandbox({u"--clock"_s, u"manual"_s, u"--max-instances"_s, u"2"_s});
    QString error;
    ASSERT_TRUE(sandbox.start(&error)) << error.toStdString();
    HttpClient c(sandbox.url());
    c.setToken(accountOn(sandbox.url(), u"13500000001"_s, 10000, false));
    // An unverified account keeps one instance normally; with --max-instances 2, two.
    const QJsonObject body{{u"name"_s, u"q"_s},
                           {u"region"_s, u"cn-north-1"_s},
                           {u"gpu_type"_s, u"rtx-3090-24g"_s},
                           {u"image"_s, u"ubuntu-22.04"_s}};
    EXPECT_EQ(c.post(u"/v1/instances"_s, body).status, 202);
    EXPECT_EQ(c.post(u"/v1/instances"_s, body).status, 202);
    const auto third = c.post(u"/v1/instances"_s, body);
    EXPECT_EQ(third.status, 403);
    EXPECT_EQ(third.errorCode(), u"quota_exceeded"_s);
    EXPECT_EQ(third.json[u"error"_s][u"details"_s][u"max_instances"_s].toInt(), 2);
}

TEST_F(Instances, AStopScheduledDuringTheBootStopsItTheSecondItIsUp)
{
    HttpClient c = newUser(true, 100000);
    const QString id = create(c).value(u"id"_s).toString();
    const qint64 created = platformNow();
    ASSERT_EQ(c.patch(u"/v1/instances/"_s + id, {{u"stop_at"_s, rfc3339(created + 3)}}).status, 200);
    advance(10);
    waitForState(c, id, u"stopping"_s); // it booted, and the schedule fired the same second
    advance(3600);
    EXPECT_EQ(state(c, id), u"stopped"_s);
    qint64 stoppedAt = 0;
    for (const QJsonValue &e : events(c, id)) {
        if (e[u"to"_s].toString() == u"stopping"_s && e[u"reason"_s].toString() == u"scheduled"_s)
            stoppedAt = seconds(e[u"at"_s]);
    }
    EXPECT_EQ(stoppedAt, created + 10); // booted at +10: stopped then, not never
    EXPECT_EQ(charged(ledger(c), id, u"compute"_s), 0);
}

TEST_F(Instances, AMemberCannotAttachAnotherMembersVolume)
{
    HttpClient owner = newUser(true, 100000, true);
    const auto member = [&](const QString &name) {
        const QString phone = nextPhone();
        EXPECT_EQ(
            owner.post(u"/v1/members"_s, {{u"name"_s, name}, {u"phone"_s, phone}, {u"password"_s, u"member-Pass-1"_s}})
                .status,
            201);
        return as(login(phone, u"member-Pass-1"_s));
    };
    HttpClient a = member(u"a"_s);
    HttpClient b = member(u"b"_s);
    const auto volume
        = a.post(u"/v1/volumes"_s, {{u"name"_s, u"a's data"_s}, {u"region"_s, u"cn-north-1"_s}, {u"size_gb"_s, 10}});
    ASSERT_EQ(volume.status, 201);
    const QString id = volume.json.value(u"id"_s).toString();
    EXPECT_TRUE(b.get(u"/v1/volumes"_s).json.value(u"items"_s).toArray().isEmpty());
    EXPECT_EQ(b.del(u"/v1/volumes/"_s + id).status, 404);
    const auto attach = b.post(u"/v1/instances"_s, instanceRequest({{u"data_volume_id"_s, id}}));
    EXPECT_EQ(attach.status, 400);
    EXPECT_EQ(attach.errorField(), u"data_volume_id"_s);
    // The owner may: it is the owner's money and the owner's volume too.
    EXPECT_EQ(
        owner.post(u"/v1/instances"_s, instanceRequest({{u"data_volume_id"_s, id}, {u"start_mode"_s, u"no_gpu"_s}}))
            .status,
        202);
}

// The billing engine on the wire, on a manual clock: exact ledger lines, vouchers first, every
// kind of stop at its exact second, packages, storage, members' own limits, usage buckets; and a
// sandbox killed with SIGKILL that bills the downtime exactly, nothing lost or doubled.
#include "tests/platform/instancetestsupport.h"

#include <QJsonDocument>
#include <QRandomGenerator>
#include <QThread>
#include <QTimeZone>

using namespace Qt::StringLiterals;

namespace {

/// The second an event moved the instance to `to` for `reason` (the last such), or 0.
qint64 eventAt(const QJsonArray &events, const QString &to, const QString &reason)
{
    qint64 at = 0;
    for (const QJsonValue &e : events) {
        if (e[u"to"_s].toString() == to && e[u"reason"_s].toString() == reason)
            at = QDateTime::fromString(e[u"at"_s].toString(), Qt::ISODate).toSecsSinceEpoch();
    }
    return at;
}

/// Lines of one instance must follow each other without gap or overlap within each segment, and
/// never cover a second twice.
void expectContiguous(const QList<QJsonObject> &lines, const QString &instanceId)
{
    qint64 lastEnd = 0;
    for (const QJsonObject &l : lines) {
        if (l.value(u"instance_id"_s).toString() != instanceId || l.value(u"kind"_s).toString() == u"voucher"_s)
            continue;
        const qint64 start = QDateTime::fromString(l[u"period_start"_s].toString(), Qt::ISODate).toSecsSinceEpoch();
        const qint64 end = QDateTime::fromString(l[u"period_end"_s].toString(), Qt::ISODate).toSecsSinceEpoch();
        EXPECT_GE(start, lastEnd) << "a second billed twice";
        EXPECT_GT(end, start);
        lastEnd = end;
    }
}

/// Creates an instance of `gpuType` on the account `c` logs in to; returns its id.
QString createOne(HttpClient &c, const QString &gpuType)
{
    const auto created = c.post(u"/v1/instances"_s,
                                {{u"name"_s, u"crash"_s},
                                 {u"region"_s, u"cn-north-1"_s},
                                 {u"gpu_type"_s, gpuType},
                                 {u"image"_s, u"ubuntu-22.04"_s}});
    EXPECT_EQ(created.status, 202) << created.body.toStdString();
    return created.json.value(u"id"_s).toString();
}

} // namespace

class BillingEngine : public InstanceFixture
{
protected:
    /// Moves the platform clock to just after the next midnight of the billing day, so a test
    /// about daily figures does not straddle one.
    static void toStartOfBillingDay()
    {
        const QTimeZone zone("Asia/Shanghai");
        const QDateTime local = QDateTime::fromSecsSinceEpoch(platformNow(), zone);
        const qint64 midnight = QDateTime(local.date().addDays(1), QTime(0, 0), zone).toSecsSinceEpoch();
        advance(midnight - platformNow() + 5);
    }
};

TEST_F(BillingEngine, LinesSumToTheFloorOfRateTimesSecondsAndAreWrittenWithoutAnyoneAsking)
{
    HttpClient c = newUser(true, 1000000);
    const QJsonObject running = createRunning(c);
    const QString id = running.value(u"id"_s).toString();
    const qint64 from = seconds(running.value(u"started_at"_s));
    qint64 ran = 0;
    for (qint64 step : {7, 61, 1, 3599, 13, 600, 3601}) {
        advance(step);
        ran += step;
    }
    // The ledger route itself settles nothing: the platform's tick wrote a line up to now.
    const QList<QJsonObject> lines = ledger(c);
    EXPECT_EQ(seconds(lines.last().value(u"period_end"_s)), from + ran);
    EXPECT_EQ(charged(lines, id, u"compute"_s), 218 * ran / 3600);
    expectContiguous(lines, id);
    // The meter says the same as the ledger: base + floor(rate × (now − since) / 3600).
    const QJsonObject meter = get(c, id).value(u"meter"_s).toObject();
    EXPECT_EQ(meter[u"base_cents"_s].toInteger()
                  + meter[u"rate_cents_per_hour"_s].toInteger() * (platformNow() - seconds(meter[u"since"_s])) / 3600,
              218 * ran / 3600);
    const QJsonObject billing = c.get(u"/v1/billing"_s).json;
    EXPECT_EQ(billing[u"balance_cents"_s].toInteger(), 1000000 - 218 * ran / 3600);
    EXPECT_EQ(billing[u"rate_cents_per_hour"_s].toInteger(), 218);

    // Usage by hour adds up to the same figure, split exactly at the hours.
    const auto usage = c.get(u"/v1/billing/usage?bucket=hour&group=instance"_s);
    ASSERT_EQ(usage.status, 200) << usage.body.toStdString();
    qint64 sum = 0, secs = 0;
    for (const QJsonValue &b : usage.json.value(u"items"_s).toArray()) {
        EXPECT_EQ(b[u"key"_s].toString(), id);
        EXPECT_EQ(seconds(b[u"bucket_start"_s]) % 3600, 0); // Shanghai hours are UTC hours
        EXPECT_LE(b[u"seconds"_s].toInteger(), 3600);
        sum += b[u"amount_cents"_s].toInteger();
        secs += b[u"seconds"_s].toInteger();
    }
    EXPECT_EQ(sum, 218 * ran / 3600);
    EXPECT_EQ(secs, ran);
    const auto byCard = c.get(u"/v1/billing/usage?bucket=day&group=gpu_type"_s);
    EXPECT_EQ(byCard.json[u"items"_s][0][u"key"_s].toString(), u"rtx-4090-24g"_s);
    EXPECT_EQ(c.get(u"/v1/billing/usage?bucket=week"_s).errorField(), u"bucket"_s);
    EXPECT_EQ(c.get(u"/v1/billing/usage?group=region"_s).errorField(), u"group"_s);
    EXPECT_EQ(c.get(u"/v1/billing/usage?from=yesterday"_s).errorField(), u"from"_s);
    EXPECT_EQ(c.get(u"/v1/billing/usage?bucket=hour&from=2020-01-01T00:00:00Z"_s).errorField(), u"from"_s);
}

TEST_F(BillingEngine, TheWelcomeVoucherPaysFirstAndAnUnverifiedBootStopsAtItsLimit)
{
    HttpClient c = newUser(false, 0); // ¥10 voucher for the small cards, no money
    const QJsonObject running = createRunning(c, {{u"gpu_type"_s, u"rtx-3090-24g"_s}}); // 158 fen/h
    const QString id = running.value(u"id"_s).toString();
    const qint64 booted = seconds(running.value(u"started_at"_s));
    advance(2 * 3600);
    QJsonObject billing = c.get(u"/v1/billing"_s).json;
    EXPECT_EQ(billing[u"balance_cents"_s].toInteger(), 0);
    EXPECT_EQ(billing[u"vouchers"_s][0][u"remaining_cents"_s].toInteger(), 1000 - 316);
    QList<QJsonObject> lines = ledger(c);
    EXPECT_EQ(charged(lines, id, u"compute"_s), 316);
    EXPECT_EQ(charged(lines, id, u"voucher"_s), -316);

    // Unverified: 4 hours a boot, stopped on the second.
    advance(3 * 3600);
    const QJsonArray ev = events(c, id);
    EXPECT_EQ(eventAt(ev, u"stopping"_s, u"max_run_time"_s), booted + 4 * 3600);
    EXPECT_EQ(state(c, id), u"stopped"_s);
    // Started again, the rest of the voucher (1000 − 632 = 368) runs out at ceil(368 × 3600 / 158).
    ASSERT_EQ(c.post(u"/v1/instances/"_s + id + u"/start"_s).status, 202);
    advance(10);
    const qint64 again = seconds(waitForState(c, id, u"running"_s).value(u"started_at"_s));
    advance(4 * 3600);
    EXPECT_EQ(eventAt(events(c, id), u"stopping"_s, u"insufficient_balance"_s), again + 8385);
    lines = ledger(c);
    EXPECT_EQ(charged(lines, id, u"compute"_s), 1000);
    EXPECT_EQ(charged(lines, id, u"voucher"_s), -1000);
    billing = c.get(u"/v1/billing"_s).json;
    EXPECT_TRUE(billing[u"vouchers"_s].toArray().isEmpty());
    EXPECT_EQ(billing[u"balance_cents"_s].toInteger(), 0);
    // With nothing left, a start is refused before anything runs.
    EXPECT_EQ(c.post(u"/v1/instances/"_s + id + u"/start"_s).status, 402);
}

TEST_F(BillingEngine, BalanceAndSpendLimitsStopOnTheExactSecondEvenAcrossOneLongJump)
{
    // Balance: ¥3 at ¥2.18/h lasts ceil(300 × 3600 / 218) = 4955 s.
    HttpClient poor = newUser(true, 300);
    const QJsonObject a = createRunning(poor);
    advance(20000);
    const QString aid = a.value(u"id"_s).toString();
    EXPECT_EQ(eventAt(events(poor, aid), u"stopping"_s, u"insufficient_balance"_s),
              seconds(a.value(u"started_at"_s)) + 4955);
    EXPECT_EQ(charged(ledger(poor), aid, u"compute"_s), 300);
    EXPECT_EQ(balance(poor), 0);

    // Per boot: ¥1 at ¥2.18/h is reached at ceil(100 × 3600 / 218) = 1652 s, boot after boot.
    HttpClient perBoot = newUser(true, 100000);
    ASSERT_EQ(perBoot.patch(u"/v1/account"_s, {{u"spend_limits"_s, QJsonObject{{u"per_boot_cents"_s, 100}}}}).status,
              200);
    const QJsonObject b = createRunning(perBoot);
    const QString bid = b.value(u"id"_s).toString();
    advance(5000);
    EXPECT_EQ(eventAt(events(perBoot, bid), u"stopping"_s, u"spend_limit"_s), seconds(b.value(u"started_at"_s)) + 1652);
    ASSERT_EQ(perBoot.post(u"/v1/instances/"_s + bid + u"/start"_s).status, 202);
    advance(10);
    const qint64 second = seconds(waitForState(perBoot, bid, u"running"_s).value(u"started_at"_s));
    advance(5000);
    EXPECT_EQ(eventAt(events(perBoot, bid), u"stopping"_s, u"spend_limit"_s), second + 1652);
    EXPECT_EQ(charged(ledger(perBoot), bid, u"compute"_s), 200);

    // Daily: two instances (¥2.18/h and no-GPU ¥0.15/h) share ¥5 a day: both stop at the first
    // second their two lines reach 500 fen together (each line rounds down on its own); the next
    // billing day they may run again.
    toStartOfBillingDay();
    HttpClient daily = newUser(true, 100000);
    ASSERT_EQ(daily.patch(u"/v1/account"_s, {{u"spend_limits"_s, QJsonObject{{u"daily_cents"_s, 500}}}}).status, 200);
    const QString g = create(daily).value(u"id"_s).toString();
    const QString n = create(daily, {{u"start_mode"_s, u"no_gpu"_s}, {u"name"_s, u"prep"_s}}).value(u"id"_s).toString();
    advance(10);
    const qint64 both = seconds(waitForState(daily, g, u"running"_s).value(u"started_at"_s));
    ASSERT_EQ(both, seconds(waitForState(daily, n, u"running"_s).value(u"started_at"_s)));
    advance(10000);
    qint64 limitAt = 0;
    while (218 * limitAt / 3600 + 15 * limitAt / 3600 < 500)
        ++limitAt;
    EXPECT_EQ(limitAt, 7729);
    EXPECT_EQ(eventAt(events(daily, g), u"stopping"_s, u"spend_limit"_s), both + limitAt);
    EXPECT_EQ(eventAt(events(daily, n), u"stopping"_s, u"spend_limit"_s), both + limitAt);
    const auto refused = daily.post(u"/v1/instances/"_s + g + u"/start"_s);
    EXPECT_EQ(refused.status, 403);
    EXPECT_EQ(refused.errorCode(), u"spend_limit_reached"_s);
    EXPECT_GE(daily.get(u"/v1/billing"_s).json[u"spent_today_cents"_s].toInteger(), 500);
    toStartOfBillingDay();
    EXPECT_EQ(daily.get(u"/v1/billing"_s).json[u"spent_today_cents"_s].toInteger(), 0);
    EXPECT_EQ(daily.post(u"/v1/instances/"_s + g + u"/start"_s).status, 202);
}

TEST_F(BillingEngine, APackageIsPrepaidThenRunsOnDemandOrStopsWhenTheBalanceCannotCarryIt)
{
    const qint64 price = 218 * 24 * 78 / 100; // a day of an RTX 4090 at 78%
    HttpClient rich = newUser(true, price + 1000);
    const QJsonObject created = create(rich, {{u"billing_mode"_s, u"package_daily"_s}});
    const QString id = created.value(u"id"_s).toString();
    const qint64 expires = seconds(created.value(u"package_expires_at"_s));
    EXPECT_EQ(expires, seconds(created.value(u"created_at"_s)) + 86400);
    EXPECT_EQ(charged(ledger(rich), id, u"package"_s), price);
    EXPECT_EQ(balance(rich), 1000);
    advance(10);
    QJsonObject running = waitForState(rich, id, u"running"_s);
    EXPECT_EQ(running[u"meter"_s][u"kind"_s].toString(), u"package"_s);
    EXPECT_EQ(running[u"meter"_s][u"rate_cents_per_hour"_s].toInt(), 0);
    // It runs through a stop: nothing accrues, and no storage while the package lasts.
    advance(3600);
    rich.post(u"/v1/instances/"_s + id + u"/stop"_s);
    advance(3600);
    EXPECT_EQ(balance(rich), 1000);
    rich.post(u"/v1/instances/"_s + id + u"/start"_s);
    advance(10);
    waitForState(rich, id, u"running"_s);
    advance(86400 - 10);
    // Then on demand from the second it ended.
    running = get(rich, id);
    EXPECT_EQ(running.value(u"state"_s).toString(), u"running"_s);
    EXPECT_EQ(running[u"meter"_s][u"kind"_s].toString(), u"compute"_s);
    EXPECT_EQ(seconds(running[u"meter"_s][u"since"_s]), expires);
    const qint64 onDemand = platformNow() - expires;
    EXPECT_EQ(charged(ledger(rich), id, u"compute"_s), 218 * onDemand / 3600);

    HttpClient exact = newUser(true, price);
    const QJsonObject p = create(exact, {{u"billing_mode"_s, u"package_daily"_s}});
    const QString pid = p.value(u"id"_s).toString();
    advance(10);
    waitForState(exact, pid, u"running"_s);
    advance(90000 - 10);
    EXPECT_EQ(eventAt(events(exact, pid), u"stopping"_s, u"package_expired"_s),
              seconds(p.value(u"package_expires_at"_s)));
    EXPECT_EQ(state(exact, pid), u"stopped"_s);
    EXPECT_EQ(charged(ledger(exact), pid, u"compute"_s), 0);
}

TEST_F(BillingEngine, StoppedDisksVolumesAndImagesBillStoragePerGbDay)
{
    HttpClient c = newUser(true, 100000);
    // 60 GB system (30 free, 2 fen/GB-day) + 50 GB data (1 fen/GB-day): 110 fen a day stopped.
    const QString id = createRunning(c, {{u"system_disk_gb"_s, 60}, {u"data_disk_gb"_s, 50}}).value(u"id"_s).toString();
    c.post(u"/v1/instances/"_s + id + u"/stop"_s);
    advance(2);
    auto r = c.post(u"/v1/volumes"_s, {{u"name"_s, u"v"_s}, {u"region"_s, u"cn-north-1"_s}, {u"size_gb"_s, 100}});
    ASSERT_EQ(r.status, 201);
    const QString volume = r.json.value(u"id"_s).toString();
    EXPECT_EQ(get(c, id)[u"meter"_s][u"rate_cents_per_day"_s].toInt(), 110);
    advance(86400);
    const QList<QJsonObject> lines = ledger(c);
    EXPECT_EQ(charged(lines, id, u"storage"_s), 110);
    qint64 volumeCharge = 0;
    for (const QJsonObject &l : lines) {
        if (l.value(u"kind"_s).toString() == u"storage"_s && l.value(u"instance_id"_s).isNull())
            volumeCharge += l.value(u"amount_cents"_s).toInteger();
    }
    EXPECT_EQ(volumeCharge, 100);
    // Deleted: it stops costing.
    ASSERT_EQ(c.del(u"/v1/volumes/"_s + volume).status, 204);
    const qint64 before = balance(c);
    c.del(u"/v1/instances/"_s + id);
    advance(86400);
    EXPECT_EQ(balance(c), before);
    EXPECT_EQ(c.get(u"/v1/billing"_s).json[u"rate_cents_per_hour"_s].toInt(), 0);
}

TEST_F(BillingEngine, AMembersOwnLimitStopsOnlyTheMembersInstances)
{
    toStartOfBillingDay();
    HttpClient owner = newUser(true, 100000, true); // members need a login session
    const QString memberPhone = nextPhone();
    auto r = owner.post(u"/v1/members"_s,
                        {{u"name"_s, u"学生"_s},
                         {u"phone"_s, memberPhone},
                         {u"password"_s, u"member-Pass-1"_s},
                         {u"spend_limits"_s, QJsonObject{{u"daily_cents"_s, 100}}}});
    ASSERT_EQ(r.status, 201) << r.body.toStdString();
    const QString memberId = r.json.value(u"id"_s).toString();
    HttpClient member = as(login(memberPhone, u"member-Pass-1"_s));
    const QString mine = create(owner).value(u"id"_s).toString();
    const QString theirs = create(member, {{u"name"_s, u"member's"_s}}).value(u"id"_s).toString();
    advance(10);
    waitForState(owner, mine, u"running"_s);
    const qint64 both = seconds(waitForState(member, theirs, u"running"_s).value(u"started_at"_s));
    advance(3600);
    EXPECT_EQ(eventAt(events(member, theirs), u"stopping"_s, u"spend_limit"_s), both + 1652); // ceil(100×3600/218)
    EXPECT_EQ(state(owner, mine), u"running"_s);
    // The member sees its own instance only; the owner sees both.
    EXPECT_EQ(member.get(u"/v1/instances"_s).json[u"items"_s].toArray().size(), 1);
    EXPECT_EQ(member.get(u"/v1/instances/"_s + mine).status, 404);
    EXPECT_EQ(owner.get(u"/v1/instances"_s).json[u"items"_s].toArray().size(), 2);
    // Usage by member names who spent what.
    const auto usage = owner.get(u"/v1/billing/usage?bucket=day&group=member"_s);
    qint64 byMember = 0;
    for (const QJsonValue &b : usage.json.value(u"items"_s).toArray()) {
        if (b[u"key"_s].toString() == memberId)
            byMember += b[u"amount_cents"_s].toInteger();
    }
    EXPECT_EQ(byMember, 100);
    // A member with live instances cannot be deleted.
    EXPECT_EQ(owner.del(u"/v1/members/"_s + memberId).status, 409);
}

TEST_F(BillingEngine, TheOwnerSetsAMembersLimitsAndALoweredLimitStopsTheMembersInstanceAtOnce)
{
    toStartOfBillingDay();
    HttpClient owner = newUser(true, 100000, true);
    const QString memberPhone = nextPhone();
    auto r = owner.post(u"/v1/members"_s,
                        {{u"name"_s, u"学生"_s}, {u"phone"_s, memberPhone}, {u"password"_s, u"member-Pass-1"_s}});
    ASSERT_EQ(r.status, 201) << r.body.toStdString();
    const QString memberId = r.json.value(u"id"_s).toString();
    HttpClient member = as(login(memberPhone, u"member-Pass-1"_s));
    const QString theirs = create(member).value(u"id"_s).toString();
    advance(10);
    waitForState(member, theirs, u"running"_s);
    advance(3600); // 218 spent today: more than the limit about to be set

    // Refused changes change nothing.
    const QString path = u"/v1/members/"_s + memberId;
    EXPECT_EQ(owner.patch(path, {{u"spend_limits"_s, QJsonObject{{u"daily_cents"_s, -1}}}}).errorField(),
              u"spend_limits.daily_cents"_s);
    EXPECT_EQ(owner.patch(path, {{u"spend_limits"_s, QJsonObject{{u"weekly_cents"_s, 5}}}}).errorField(),
              u"spend_limits.weekly_cents"_s);
    EXPECT_EQ(owner.patch(path, {{u"colour"_s, u"red"_s}}).status, 400);
    EXPECT_EQ(owner.patch(u"/v1/members/999999"_s, {{u"name"_s, u"x"_s}}).status, 404);
    EXPECT_EQ(member.patch(path, {{u"spend_limits"_s, QJsonValue()}}).status, 403);
    EXPECT_EQ(state(member, theirs), u"running"_s);

    r = owner.patch(path, {{u"spend_limits"_s, QJsonObject{{u"daily_cents"_s, 100}, {u"per_boot_cents"_s, 5000}}}});
    ASSERT_EQ(r.status, 200) << r.body.toStdString();
    EXPECT_EQ(r.json[u"spend_limits"_s][u"daily_cents"_s].toInt(), 100);
    EXPECT_EQ(r.json[u"spend_limits"_s][u"per_boot_cents"_s].toInt(), 5000);
    EXPECT_EQ(member.get(u"/v1/account"_s).json[u"spend_limits"_s][u"daily_cents"_s].toInt(), 100);
    // Already past it: stopped at this very second, for the limit.
    const qint64 now = platformNow();
    EXPECT_EQ(eventAt(events(member, theirs), u"stopping"_s, u"spend_limit"_s), now);
    // Only the daily one cleared: PATCH leaves what it does not name. Removing a limit an hour after
    // the login asks the owner to confirm it is them first.
    EXPECT_EQ(owner.patch(path, {{u"spend_limits"_s, QJsonObject{{u"daily_cents"_s, QJsonValue()}}}}).errorCode(),
              u"reauthentication_required"_s);
    ASSERT_EQ(owner.post(u"/v1/sessions/confirm"_s, {{u"password"_s, u"gpu-Rent-2026"_s}}).status, 204);
    r = owner.patch(path, {{u"spend_limits"_s, QJsonObject{{u"daily_cents"_s, QJsonValue()}}}});
    EXPECT_TRUE(r.json[u"spend_limits"_s][u"daily_cents"_s].isNull());
    EXPECT_EQ(r.json[u"spend_limits"_s][u"per_boot_cents"_s].toInt(), 5000);
}

TEST_F(BillingEngine, TheLedgerFiltersByInstanceKindAndPeriodAndTotalsEveryPage)
{
    HttpClient c = newUser(true, 100000);
    const QString a = createRunning(c).value(u"id"_s).toString();
    const QString b = createRunning(c, {{u"name"_s, u"b"_s}, {u"data_disk_gb"_s, 100}}).value(u"id"_s).toString();
    const qint64 start = platformNow();
    advance(7200);
    ASSERT_EQ(c.post(u"/v1/instances/"_s + b + u"/stop"_s, QJsonObject()).status, 202);
    advance(3600);
    const qint64 middle = start + 3600;
    const qint64 end = platformNow();

    // Every page of a filter, and the total the first page gave for all of them.
    const auto read = [&](const QString &filter, qint64 *total) {
        QList<QJsonObject> lines;
        QString cursor;
        *total = 0;
        for (int page = 0; page < 100; ++page) {
            const auto r
                = c.get(u"/v1/billing/ledger?limit=7&"_s + filter + (cursor.isEmpty() ? u""_s : u"&after="_s + cursor));
            EXPECT_EQ(r.status, 200) << r.body.toStdString();
            if (page == 0)
                *total = r.json.value(u"total_cents"_s).toInteger();
            for (const QJsonValue &l : r.json.value(u"items"_s).toArray())
                lines << l.toObject();
            cursor = r.json.value(u"next_cursor"_s).toString();
            if (cursor.isEmpty())
                break;
        }
        return lines;
    };
    const auto sum = [](const QList<QJsonObject> &lines) {
        qint64 cents = 0;
        for (const QJsonObject &l : lines)
            cents += l.value(u"amount_cents"_s).toInteger();
        return cents;
    };
    qint64 all = 0, total = 0;
    const QList<QJsonObject> everything = read(u""_s, &all);
    EXPECT_EQ(sum(everything), all);

    // One instance's compute lines only; pages add up to the total.
    const QList<QJsonObject> onlyA = read(u"instance_id="_s + a + u"&kind=compute"_s, &total);
    ASSERT_FALSE(onlyA.isEmpty());
    for (const QJsonObject &l : onlyA) {
        EXPECT_EQ(l.value(u"instance_id"_s).toString(), a);
        EXPECT_EQ(l.value(u"kind"_s).toString(), u"compute"_s);
    }
    EXPECT_EQ(sum(onlyA), total);
    EXPECT_EQ(total, 218 * 3); // three hours of the 4090 at 2.18 an hour
    // Storage of the stopped one is there too, under its own kind.
    read(u"instance_id="_s + b + u"&kind=storage"_s, &total);
    EXPECT_GT(total, 0);

    // Back-to-back periods share no line and miss none: a line belongs where it starts.
    const QString cut = rfc3339(middle);
    qint64 before = 0, after = 0;
    const QList<QJsonObject> early = read(u"to="_s + cut, &before);
    const QList<QJsonObject> late = read(u"from="_s + cut, &after);
    EXPECT_EQ(early.size() + late.size(), everything.size());
    EXPECT_EQ(before + after, all);
    EXPECT_EQ(sum(early), before);
    for (const QJsonObject &l : late)
        EXPECT_GE(seconds(l.value(u"period_start"_s)), middle);
    read(u"from="_s + rfc3339(end + 1), &total);
    EXPECT_EQ(total, 0);

    // Bad filters name the field.
    for (const auto &[query, field] :
         {std::pair{u"instance_id=abc"_s, u"instance_id"_s}, std::pair{u"kind=coffee"_s, u"kind"_s},
          std::pair{u"from=yesterday"_s, u"from"_s}, std::pair{QString(u"from="_s + cut + u"&to="_s + cut), u"from"_s}})
        EXPECT_EQ(c.get(u"/v1/billing/ledger?"_s + query).errorField(), field) << query.toStdString();
}

TEST_F(BillingEngine, ReadsComputeNowWithoutWritingAndASettleAtTheSameInstantAgrees)
{
    toStartOfBillingDay();
    HttpClient c = newUser(false, 50000); // the welcome voucher pays the small card first
    const QString id = createRunning(c, {{u"gpu_type"_s, u"rtx-3090-24g"_s}}).value(u"id"_s).toString();
    HttpClient paid = newUser(true, 50000);
    const QString other
        = createRunning(paid, {{u"data_disk_gb"_s, 100}, {u"name"_s, u"second"_s}}).value(u"id"_s).toString();
    advance(3600); // the tick settles both wallets here
    advance(37); // and not yet here: 37 s accrue unsettled
    for (HttpClient *w : {&c, &paid}) {
        const qsizetype stored = ledger(*w).size();
        const QJsonObject read = w->get(u"/v1/billing"_s).json;
        const QJsonObject usage = w->get(u"/v1/billing/usage?bucket=hour"_s).json;
        EXPECT_EQ(w->get(u"/v1/instances"_s).status, 200);
        // The reads wrote no ledger line...
        EXPECT_EQ(ledger(*w).size(), stored);
        // ...yet say what a settle at this same instant stores.
        const QString mine = w == &c ? id : other;
        ASSERT_EQ(w->patch(u"/v1/instances/"_s + mine, {{u"name"_s, u"settled"_s}}).status, 200);
        EXPECT_GT(ledger(*w).size(), stored);
        EXPECT_EQ(w->get(u"/v1/billing"_s).json, read);
        EXPECT_EQ(w->get(u"/v1/billing/usage?bucket=hour"_s).json, usage);
    }
    const qint64 ran = platformNow() - seconds(get(c, id).value(u"started_at"_s));
    const QJsonObject summary = c.get(u"/v1/billing"_s).json;
    EXPECT_EQ(summary[u"vouchers"_s][0][u"remaining_cents"_s].toInteger(), 1000 - 158 * ran / 3600);
    EXPECT_EQ(summary[u"spent_today_cents"_s].toInteger(), 158 * ran / 3600);
    EXPECT_EQ(summary[u"rate_cents_per_hour"_s].toInteger(), 158);
}

TEST(SandboxCrash, AKilledSandboxBillsTheDowntimeExactlyAndStopsAtTheRightInstant)
{
    SandboxProcess sandbox({u"--clock"_s, u"manual"_s, u"--boot-delay"_s, u"0"_s, u"--review-delay"_s, u"0"_s});
    QString error;
    ASSERT_TRUE(sandbox.start(&error)) << error.toStdString();
    const QString token = accountOn(sandbox.url(), u"13600000001"_s, 100000, true);
    HttpClient c(sandbox.url());
    c.setToken(token);
    const QString id = createOne(c, u"rtx-4090-24g"_s);
    ASSERT_FALSE(id.isEmpty());
    const auto move = [&](qint64 s) {
        HttpClient k(sandbox.url());
        ASSERT_EQ(k.post(u"/v1/sandbox/clock"_s, {{u"advance_s"_s, s}}).status, 200);
    };
    move(0);
    const qint64 booted
        = QDateTime::fromString(waitForState(c, id, u"running"_s)[u"started_at"_s].toString(), Qt::ISODate)
              .toSecsSinceEpoch();
    move(1000);
    ASSERT_EQ(c.patch(u"/v1/instances/"_s + id,
                      {{u"stop_at"_s, QDateTime::fromSecsSinceEpoch(booted + 5000, Qt::UTC).toString(Qt::ISODate)}})
                  .status,
              200);
    move(30); // half a platform minute: unsettled when the power goes
    sandbox.kill();
    ASSERT_TRUE(sandbox.start(&error)) << error.toStdString();
    c = HttpClient(sandbox.url());
    c.setToken(token);
    // Platform time resumed where it was, and the stop falls inside the next jump.
    move(7000);
    const QJsonObject instance = c.get(u"/v1/instances/"_s + id).json;
    EXPECT_EQ(instance.value(u"state"_s).toString(), u"stopped"_s);
    EXPECT_EQ(eventAt(c.get(u"/v1/instances/"_s + id + u"/events"_s).json[u"items"_s].toArray(), u"stopping"_s,
                      u"scheduled"_s),
              booted + 5000);
    const QList<QJsonObject> lines = ledger(c);
    EXPECT_EQ(charged(lines, id, u"compute"_s), 218 * 5000 / 3600);
    expectContiguous(lines, id);
}

TEST(SandboxCrash, KilledAtRandomMomentsWhileBillingNothingIsLostOrDoubled)
{
    // An hour of platform time per real second, ticking every 100 ms: lines are being written
    // when the kills come.
    SandboxProcess sandbox({u"--time-scale"_s, u"3600"_s, u"--boot-delay"_s, u"0"_s, u"--review-delay"_s, u"0"_s});
    QString error;
    ASSERT_TRUE(sandbox.start(&error)) << error.toStdString();
    HttpClient c(sandbox.url());
    c.setToken(accountOn(sandbox.url(), u"13600000002"_s, 1000000, true));
    // A session lasts 12 platform hours, 12 s here: an API token of a year outlives the test
    // however slowly it runs (sanitizers).
    const QString token = c.post(u"/v1/tokens"_s,
                                 {{u"name"_s, u"crash"_s},
                                  {u"scopes"_s, QJsonArray{u"read"_s, u"instances"_s}},
                                  {u"expires_in_days"_s, 365}})
                              .json.value(u"token"_s)
                              .toString();
    ASSERT_FALSE(token.isEmpty());
    c.setToken(token);
    const QString id = createOne(c, u"a100-40g"_s);
    ASSERT_FALSE(id.isEmpty());
    // Running before the first kill: on a loaded machine the boot could otherwise come after the
    // last one, and an hour of billing would never have been at stake.
    ASSERT_EQ(waitForState(c, id, u"running"_s).value(u"state"_s).toString(), u"running"_s);
    QRandomGenerator rng(11);
    for (int i = 0; i < 3; ++i) {
        QThread::msleep(rng.bounded(150, 700));
        sandbox.kill();
        QThread::msleep(rng.bounded(0, 300)); // downtime: the cloud keeps billing
        ASSERT_TRUE(sandbox.start(&error)) << error.toStdString();
    }
    c = HttpClient(sandbox.url());
    c.setToken(token);
    const QJsonObject instance = waitForState(c, id, u"running"_s);
    ASSERT_EQ(instance.value(u"state"_s).toString(), u"running"_s);
    const qint64 since
        = QDateTime::fromString(instance[u"meter"_s][u"since"_s].toString(), Qt::ISODate).toSecsSinceEpoch();
    // Everything up to the last line, from the first, in lines that follow each other exactly.
    const QList<QJsonObject> lines = ledger(c);
    qint64 compute = 0, lastEnd = since;
    for (const QJsonObject &l : lines) {
        if (l.value(u"kind"_s).toString() != u"compute"_s)
            continue;
        const qint64 start = QDateTime::fromString(l[u"period_start"_s].toString(), Qt::ISODate).toSecsSinceEpoch();
        EXPECT_EQ(start, lastEnd) << "a gap or an overlap in the ledger (since " << since << ") at "
                                  << QJsonDocument(l).toJson(QJsonDocument::Compact).toStdString();
        lastEnd = QDateTime::fromString(l[u"period_end"_s].toString(), Qt::ISODate).toSecsSinceEpoch();
        compute += l.value(u"amount_cents"_s).toInteger();
    }
    EXPECT_GT(lastEnd - since, 3600); // the downtime was billed too
    EXPECT_EQ(compute, 450 * (lastEnd - since) / 3600);
}

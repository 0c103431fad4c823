// Account webhooks on the wire: added with a secret shown once, every platform stop delivered as
// an event, signed, in each message format, to a receiver running in this test; failed deliveries
// tried again with backoff and listed with their result.
#include "common/crypto.h"
#include "tests/platform/instancetestsupport.h"
#include "tests/support/closedport.h"
#include "tests/support/scriptedhttpserver.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

/// One request the receiver got: its headers (lower-case names) and body.
struct Received
{
    QHash<QByteArray, QByteArray> headers;
    QByteArray body;
    QByteArray path;
};

Received parse(const QByteArray &raw)
{
    Received r;
    const qsizetype split = raw.indexOf("\r\n\r\n");
    const QList<QByteArray> lines = raw.left(split).split('\n');
    r.path = lines.value(0).split(' ').value(1);
    for (const QByteArray &line : lines.mid(1)) {
        const qsizetype colon = line.indexOf(':');
        if (colon > 0)
            r.headers.insert(line.left(colon).trimmed().toLower(), line.mid(colon + 1).trimmed());
    }
    r.body = raw.mid(split + 4);
    return r;
}

class Webhooks : public sandboxtest::InstanceFixture
{
protected:
    /// Adds a webhook; its id and secret.
    static std::pair<QString, QByteArray> addWebhook(HttpClient &c, const QString &url, const QString &format,
                                                     const QJsonArray &events = {u"instance.stopped"_s})
    {
        const auto r
            = c.post(u"/v1/webhooks"_s,
                     {{u"url"_s, url}, {u"format"_s, format}, {u"events"_s, events}, {u"balance_below_cents"_s, 0}});
        EXPECT_EQ(r.status, 201) << r.body.toStdString();
        return {r.json.value(u"id"_s).toString(), r.json.value(u"secret"_s).toString().toUtf8()};
    }
    /// The first request of `event` the receiver gets, waiting for it with the event loop running.
    static std::optional<Received> waitFor(ScriptedHttpServer &receiver, const QByteArray &event, int ms = 10000)
    {
        std::optional<Received> found;
        (void)QTest::qWaitFor(
            [&] {
                for (const QByteArray &raw : receiver.requests) {
                    const Received r = parse(raw);
                    if (r.headers.value("x-gpudesk-event") == event) {
                        found = r;
                        return true;
                    }
                }
                return false;
            },
            ms);
        return found;
    }
    /// Whether the signature is the contract's over this body with this secret, and fresh.
    static bool signedWith(const Received &r, const QByteArray &secret)
    {
        const QList<QByteArray> parts = r.headers.value("x-gpudesk-signature").split(',');
        if (parts.size() != 2 || !parts[0].startsWith("t=") || !parts[1].startsWith("v1="))
            return false;
        const QByteArray t = parts[0].mid(2);
        const QByteArray text = t + '.' + r.body;
        const bool fresh = std::abs(QDateTime::currentSecsSinceEpoch() - t.toLongLong()) < 300;
        return fresh && Crypto::hmacSha256Hex(secret, text) == parts[1].mid(3);
    }
    static QJsonArray deliveries(HttpClient &c, const QString &webhook)
    {
        return c.get(u"/v1/webhooks/%1/deliveries"_s.arg(webhook)).json.value(u"items"_s).toArray();
    }
};

} // namespace

TEST_F(Webhooks, AWebhookShowsItsSecretOnceAndBadInputIsRefusedByItsField)
{
    HttpClient c = newUser(false, 0, true);
    const auto made
        = c.post(u"/v1/webhooks"_s,
                 {{u"url"_s, u"https://open.feishu.cn/open-apis/bot/v2/hook/x"_s}, {u"format"_s, u"feishu"_s}});
    ASSERT_EQ(made.status, 201) << made.body.toStdString();
    EXPECT_TRUE(made.json.value(u"secret"_s).toString().startsWith(u"whsec_"_s));
    EXPECT_EQ(made.json.value(u"events"_s).toArray().size(), 6) << "every event unless narrowed";
    const QJsonArray listed = c.get(u"/v1/webhooks"_s).json.value(u"items"_s).toArray();
    ASSERT_EQ(listed.size(), 1);
    EXPECT_FALSE(listed[0].toObject().contains(u"secret"_s));

    struct Case
    {
        QString field;
        QJsonValue value;
        QString reason;
    };
    for (const Case &k :
         {Case{u"url"_s, u"http://hooks.example.com/x"_s, u"invalid_url"_s},
          Case{u"url"_s, u"ftp://127.0.0.1/x"_s, u"invalid_url"_s}, Case{u"url"_s, u"not a url"_s, u"invalid_url"_s},
          Case{u"events"_s, QJsonArray{u"instance.exploded"_s}, u"unknown_event"_s},
          Case{u"events"_s, QJsonArray{}, u"empty"_s}, Case{u"format"_s, u"telegram"_s, u"unknown_format"_s},
          Case{u"balance_below_cents"_s, -5, u"out_of_range"_s}}) {
        QJsonObject body{{u"url"_s, u"https://example.com/hook"_s}};
        body.insert(k.field, k.value);
        const auto r = c.post(u"/v1/webhooks"_s, body);
        EXPECT_EQ(r.status, 400) << k.field.toStdString() << ": " << r.body.toStdString();
        EXPECT_EQ(r.errorField(), k.field);
        EXPECT_EQ(r.json[u"error"_s][u"details"_s][u"reason"_s].toString(), k.reason) << r.body.toStdString();
    }
    EXPECT_EQ(c.post(u"/v1/webhooks"_s, {{u"url"_s, u"http://127.0.0.1:9/hook"_s}}).status, 201) << "loopback";
    const QString id = listed[0][u"id"_s].toString();
    EXPECT_EQ(c.del(u"/v1/webhooks/"_s + id).status, 204);
    EXPECT_EQ(c.del(u"/v1/webhooks/"_s + id).status, 404);
}

TEST_F(Webhooks, TheSpendLimitStopReachesAReceiverSignedWithinSecondsInEachFormat)
{
    for (const QString &format : {u"json"_s, u"feishu"_s, u"dingtalk"_s, u"wecom"_s, u"slack"_s, u"ntfy"_s}) {
        SCOPED_TRACE(format.toStdString());
        ScriptedHttpServer receiver({ScriptedHttpServer::json(200, "{}")});
        HttpClient c = newUser(true, 100000, true);
        // A limit per boot: a daily one would start again at the billing day's midnight.
        ASSERT_EQ(c.patch(u"/v1/account"_s, {{u"spend_limits"_s, QJsonObject{{u"per_boot_cents"_s, 300}}}}).status,
                  200);
        const auto [webhook, secret] = addWebhook(c, receiver.url().toString() + u"/alerts"_s, format);
        const QString id = createRunning(c, {{u"gpu_type"_s, u"rtx-4090-24g"_s}}).value(u"id"_s).toString();
        advance(2 * 3600); // ¥2.18 an hour: the ¥3 limit stops it within the two
        ASSERT_EQ(state(c, id), u"stopped"_s);
        // Within seconds of the stop: the wait ends at 10 s (a condition, not a timing to measure).
        const auto got = waitFor(receiver, "instance.stopped");
        ASSERT_TRUE(got) << receiver.requests.size() << " requests";
        EXPECT_EQ(got->path, "/alerts");
        EXPECT_TRUE(signedWith(*got, secret)) << got->headers.value("x-gpudesk-signature").toStdString();
        EXPECT_FALSE(signedWith(*got, "whsec_another")) << "a wrong secret does not verify";
        const QString text = QString::fromUtf8(got->body);
        EXPECT_TRUE(text.contains(u"a spend limit was reached"_s)) << text.toStdString();
        EXPECT_TRUE(text.contains(u"This boot cost ¥"_s)) << text.toStdString();
        const QJsonObject json = QJsonDocument::fromJson(got->body).object();
        if (format == u"json"_s) {
            EXPECT_EQ(json.value(u"event"_s).toString(), u"instance.stopped"_s);
            EXPECT_EQ(json.value(u"instance_id"_s).toString(), id);
            EXPECT_EQ(json.value(u"reason"_s).toString(), u"spend_limit"_s);
        } else if (format == u"feishu"_s) {
            EXPECT_EQ(json.value(u"msg_type"_s).toString(), u"text"_s);
            EXPECT_TRUE(json[u"content"_s][u"text"_s].toString().contains(u"spend limit"_s));
        } else if (format == u"dingtalk"_s || format == u"wecom"_s) {
            EXPECT_EQ(json.value(u"msgtype"_s).toString(), u"text"_s);
            EXPECT_TRUE(json[u"text"_s][u"content"_s].toString().contains(u"spend limit"_s));
        } else if (format == u"slack"_s) {
            EXPECT_TRUE(json.value(u"text"_s).toString().contains(u"spend limit"_s));
        } else {
            EXPECT_TRUE(got->headers.value("title").contains("instance.stopped"));
            EXPECT_TRUE(got->headers.value("content-type").startsWith("text/plain"));
        }
        // Listed with its result.
        ASSERT_TRUE(
            QTest::qWaitFor([&] { return deliveries(c, webhook).first()[u"state"_s] == u"delivered"_s; }, 10000));
        EXPECT_EQ(deliveries(c, webhook).first()[u"status"_s].toInt(), 200);
    }
}

TEST_F(Webhooks, EachStopThePlatformMakesIsAnEventWithItsReasonAndTheUsersOwnIsNot)
{
    ScriptedHttpServer receiver({ScriptedHttpServer::json(200, "{}")});
    HttpClient c = newUser(true, 100000, true);
    addWebhook(c, receiver.url().toString(), u"json"_s);
    const auto reasons = [&] {
        QStringList out;
        for (const QByteArray &raw : receiver.requests)
            out << QJsonDocument::fromJson(parse(raw).body).object().value(u"reason"_s).toString();
        return out;
    };
    // The user's own stop: nothing.
    QString id = createRunning(c).value(u"id"_s).toString();
    ASSERT_EQ(c.post(u"/v1/instances/"_s + id + u"/stop"_s, QJsonObject()).status, 202);
    advance(60);
    // A scheduled stop and an idle one (the autostop agent's).
    for (const QString &reason : {u"scheduled"_s, u"idle"_s}) {
        ASSERT_EQ(c.post(u"/v1/instances/"_s + id + u"/start"_s, QJsonObject()).status, 202);
        advance(10);
        waitForState(c, id, u"running"_s);
        ASSERT_EQ(c.patch(u"/v1/instances/"_s + id,
                          {{u"stop_at"_s, rfc3339(platformNow() + 600)}, {u"stop_reason"_s, reason}})
                      .status,
                  200);
        advance(660);
        ASSERT_TRUE(QTest::qWaitFor([&] { return reasons().contains(reason); }, 10000))
            << reasons().join(u',').toStdString();
    }
    EXPECT_EQ(reasons(), (QStringList{u"scheduled"_s, u"idle"_s})) << "the user's own stop is not sent";

    // The balance running out.
    HttpClient poor = newUser(true, 300, true);
    addWebhook(poor, receiver.url().toString(), u"json"_s);
    createRunning(poor);
    advance(2 * 3600);
    ASSERT_TRUE(QTest::qWaitFor([&] { return reasons().contains(u"insufficient_balance"_s); }, 10000));
    // An unverified account's boot limit.
    HttpClient fresh = newUser(false, 100000, true);
    addWebhook(fresh, receiver.url().toString(), u"json"_s);
    createRunning(fresh, {{u"gpu_type"_s, u"t4-16g"_s}});
    advance(4 * 3600);
    ASSERT_TRUE(QTest::qWaitFor([&] { return reasons().contains(u"max_run_time"_s); }, 10000))
        << reasons().join(u',').toStdString();
}

TEST_F(Webhooks, AFailedDeliveryIsTriedAgainWithBackoffAndGivenUpAfterADay)
{
    ScriptedHttpServer receiver({ScriptedHttpServer::error(500, "internal"), ScriptedHttpServer::json(200, "{}")});
    HttpClient c = newUser(false, 0, true);
    const auto [webhook, secret] = addWebhook(c, receiver.url().toString(), u"slack"_s);
    const auto test = c.post(u"/v1/webhooks/%1/test"_s.arg(webhook), QJsonObject());
    ASSERT_EQ(test.status, 202) << test.body.toStdString();
    ASSERT_TRUE(QTest::qWaitFor([&] { return deliveries(c, webhook).first()[u"attempts"_s].toInt() == 1; }, 10000));
    QJsonObject first = deliveries(c, webhook).first().toObject();
    EXPECT_EQ(first.value(u"state"_s).toString(), u"pending"_s);
    EXPECT_EQ(first.value(u"error"_s).toString(), u"HTTP 500"_s);
    EXPECT_EQ(seconds(first.value(u"next_attempt_at"_s)) - seconds(first.value(u"created_at"_s)), 30);
    advance(30);
    ASSERT_TRUE(QTest::qWaitFor([&] { return deliveries(c, webhook).first()[u"state"_s] == u"delivered"_s; }, 10000));
    EXPECT_EQ(deliveries(c, webhook).first()[u"attempts"_s].toInt(), 2);
    EXPECT_EQ(receiver.requests.size(), 2);
    EXPECT_TRUE(signedWith(parse(receiver.requests.last()), secret));

    // A receiver that never answers: tried again and again for a day, then given up.
    ClosedPort nobody;
    const auto [gone, goneSecret] = addWebhook(c, nobody.url().toString(), u"json"_s);
    ASSERT_EQ(c.post(u"/v1/webhooks/%1/test"_s.arg(gone), QJsonObject()).status, 202);
    int attempts = 0;
    for (int hour = 0; hour < 26; ++hour) {
        ASSERT_TRUE(
            QTest::qWaitFor([&] { return deliveries(c, gone).first()[u"attempts"_s].toInt() > attempts; }, 10000)
            || deliveries(c, gone).first()[u"state"_s] == u"failed"_s);
        attempts = deliveries(c, gone).first()[u"attempts"_s].toInt();
        if (deliveries(c, gone).first()[u"state"_s] == u"failed"_s)
            break;
        const qint64 next = seconds(deliveries(c, gone).first()[u"next_attempt_at"_s]);
        advance(std::max<qint64>(1, next - platformNow()));
    }
    const QJsonObject last = deliveries(c, gone).first().toObject();
    EXPECT_EQ(last.value(u"state"_s).toString(), u"failed"_s);
    EXPECT_GE(last.value(u"attempts"_s).toInt(), 8);
    EXPECT_FALSE(last.value(u"error"_s).toString().isEmpty());
}

TEST_F(Webhooks, AFinishedJobThatStopsItsInstanceIsSaidByTheInstance)
{
    ScriptedHttpServer receiver({ScriptedHttpServer::json(200, "{}")});
    HttpClient c = newUser(true, 100000, true);
    addWebhook(c, receiver.url().toString(), u"json"_s, {u"job.finished"_s});
    const QString id = createRunning(c).value(u"id"_s).toString();
    const QString path = u"/v1/instances/%1/notify"_s.arg(id);
    EXPECT_EQ(c.post(path, {{u"event"_s, u"job.started"_s}, {u"job"_s, u"train"_s}}).errorField(), u"event"_s);
    EXPECT_EQ(c.post(path, {{u"event"_s, u"job.finished"_s}}).errorField(), u"job"_s);
    EXPECT_EQ(c.post(u"/v1/instances/999999/notify"_s, {{u"event"_s, u"job.finished"_s}, {u"job"_s, u"x"_s}}).status,
              404);
    ASSERT_EQ(
        c.post(path, {{u"event"_s, u"job.finished"_s}, {u"job"_s, u"python train.py"_s}, {u"exit_status"_s, 0}}).status,
        202);
    const auto got = waitFor(receiver, "job.finished");
    ASSERT_TRUE(got);
    const QJsonObject json = QJsonDocument::fromJson(got->body).object();
    EXPECT_EQ(json.value(u"reason"_s).toString(), u"succeeded"_s);
    EXPECT_EQ(json.value(u"instance_id"_s).toString(), id);
    EXPECT_TRUE(json.value(u"text"_s).toString().contains(u"python train.py finished"_s));
}

TEST_F(Webhooks, AStockAlertTellsTheReceiverOnceWhenTheCardComesFreeAndBadInputIsRefused)
{
    HttpClient c = newUser(true, 1000000, true);
    ScriptedHttpServer receiver({ScriptedHttpServer::json(200, "{}")});
    addWebhook(c, receiver.url().toString() + u"/hook"_s, u"json"_s, {u"stock.available"_s});
    // Every RTX 4090 of cn-southwest-1 taken (it has 4), by an instance that runs.
    const QString taken
        = createRunning(c, {{u"region"_s, u"cn-southwest-1"_s}, {u"gpu_count"_s, 4}}).value(u"id"_s).toString();
    ASSERT_FALSE(taken.isEmpty());

    EXPECT_EQ(c.post(u"/v1/stock/alerts"_s, {{u"gpu_type"_s, u"gold-card"_s}}).errorField(), u"gpu_type"_s);
    EXPECT_EQ(
        c.post(u"/v1/stock/alerts"_s, {{u"gpu_type"_s, u"rtx-4090-24g"_s}, {u"region"_s, u"moon"_s}}).errorField(),
        u"region"_s);
    EXPECT_EQ(c.post(u"/v1/stock/alerts"_s, {{u"gpu_type"_s, u"rtx-4090-24g"_s}, {u"count"_s, 9}}).errorField(),
              u"count"_s);
    const auto made
        = c.post(u"/v1/stock/alerts"_s, {{u"gpu_type"_s, u"rtx-4090-24g"_s}, {u"region"_s, u"cn-southwest-1"_s}});
    ASSERT_EQ(made.status, 201) << made.body.toStdString();
    EXPECT_EQ(made.json.value(u"count"_s).toInt(), 1);
    EXPECT_EQ(seconds(made.json.value(u"expires_at"_s)) - seconds(made.json.value(u"created_at"_s)), 86400);
    const QString spare
        = c.post(u"/v1/stock/alerts"_s, {{u"gpu_type"_s, u"rtx-4090-24g"_s}, {u"region"_s, u"cn-southwest-1"_s}})
              .json.value(u"id"_s)
              .toString();
    ASSERT_EQ(c.del(u"/v1/stock/alerts/"_s + spare).status, 204); // waiting no more
    EXPECT_EQ(c.del(u"/v1/stock/alerts/"_s + spare).status, 404);
    EXPECT_EQ(c.get(u"/v1/stock/alerts"_s).json.value(u"items"_s).toArray().size(), 1);

    ASSERT_EQ(c.post(u"/v1/instances/"_s + taken + u"/stop"_s).status, 202);
    advance(2);
    const auto said = waitFor(receiver, "stock.available");
    ASSERT_TRUE(said);
    const QJsonObject body = QJsonDocument::fromJson(said->body).object();
    EXPECT_EQ(body[u"data"_s][u"region"_s].toString(), u"cn-southwest-1"_s);
    EXPECT_EQ(body[u"data"_s][u"available"_s].toInt(), 4); // after the stop: while taken, none was free
    EXPECT_TRUE(body[u"text"_s].toString().contains(u"4 × NVIDIA GeForce RTX 4090 24GB free in"_s))
        << said->body.toStdString();
    // Said once: the alert has ended.
    EXPECT_TRUE(c.get(u"/v1/stock/alerts"_s).json.value(u"items"_s).toArray().isEmpty());
}

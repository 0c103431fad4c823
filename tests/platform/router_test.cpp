// The route table driven in-process: ApiRequest values in, ApiResponse values out, no socket.
#include "tests/platform/inprocesssandbox.h"

#include "platform/http/router.h"
#include "tests/platform/contractshape.h"

#include <QJsonArray>

#include <tuple>

using namespace Qt::StringLiterals;
using ContractShape::errorOf;
using Method = ApiRequest::Method;

TEST(Router, MatchesPatternsAndAnswersNotFoundForAnythingElse)
{
    Router router;
    router.add(Method::Get, u"/v1/things/{id}/parts"_s, [](const ApiRequest &r) {
        return ApiResponse(QJsonObject{{u"id"_s, r.arg(u"id"_s)}});
    });
    const auto answer = [&](Method method, const QString &path) {
        std::optional<ApiResponse> out;
        ApiRequest r;
        r.method = method;
        r.path = path;
        router.dispatch(r, DeferredReply([&out](const ApiResponse &a) { out = a; }));
        return out.value_or(ApiResponse(HttpStatus::InternalServerError));
    };
    const ApiResponse hit = answer(Method::Get, u"/v1/things/训练/parts"_s);
    EXPECT_EQ(hit.statusCode(), 200);
    EXPECT_EQ(hit.json()->value(u"id"_s).toString(), u"训练"_s);
    // A segment is never empty; another method, a trailing slash or an extra segment is no route.
    for (const auto &[method, path] :
         {std::pair{Method::Get, u"/v1/things//parts"_s}, std::pair{Method::Post, u"/v1/things/7/parts"_s},
          std::pair{Method::Get, u"/v1/things/7/parts/"_s}, std::pair{Method::Get, u"/v1/things/7/8/parts"_s},
          std::pair{Method::Other, u"/v1/things/7/parts"_s}}) {
        const ApiResponse miss = answer(method, path);
        EXPECT_EQ(miss.statusCode(), 404) << path.toStdString();
        EXPECT_EQ(miss.contentType(), "application/json");
        const QJsonObject error = QJsonDocument::fromJson(miss.body()).object().value(u"error"_s).toObject();
        EXPECT_EQ(error.value(u"code"_s).toString(), u"not_found"_s);
        EXPECT_EQ(error.value(u"details"_s).toObject().value(u"path"_s).toString(), path);
    }
}

TEST(Router, ADeferredAnswerIsSentOnceWhenReady)
{
    Router router;
    std::optional<DeferredReply> kept;
    router.addDeferred(Method::Post, u"/v1/slow"_s,
                       [&kept](const ApiRequest &, const DeferredReply &reply) { kept = reply; });
    int answers = 0;
    ApiRequest r;
    r.method = Method::Post;
    r.path = u"/v1/slow"_s;
    router.dispatch(r, DeferredReply([&answers](const ApiResponse &) { ++answers; }));
    EXPECT_EQ(answers, 0);
    ASSERT_TRUE(kept);
    kept->send(ApiResponse(HttpStatus::NoContent));
    kept->send(ApiResponse(HttpStatus::NoContent));
    EXPECT_EQ(answers, 1);
}

TEST(InProcessSandbox, AnswersAsOnTheWireWithNoSocket)
{
    InProcessSandbox sandbox;

    const ApiResponse health = sandbox.call(Method::Get, u"/v1/health"_s);
    EXPECT_EQ(health.statusCode(), 200);
    EXPECT_EQ(health.json()->value(u"status"_s).toString(), u"ok"_s);
    EXPECT_EQ(health.json()->value(u"server_time"_s).toString(), u"2026-11-30T08:00:00Z"_s);

    const ApiResponse unknown = sandbox.call(Method::Get, u"/v1/nope"_s);
    EXPECT_EQ(unknown.statusCode(), 404);

    auto malformed = sandbox.send(InProcessSandbox::request(Method::Post, u"/v1/sessions"_s, "{\"login\":"));
    ASSERT_TRUE(malformed);
    EXPECT_EQ(malformed->statusCode(), 400);
    EXPECT_EQ(errorOf(*malformed).value(u"code"_s).toString(), u"invalid_argument"_s);
    EXPECT_EQ(errorOf(*malformed).value(u"details"_s).toObject().value(u"reason"_s).toString(), u"malformed_json"_s);

    EXPECT_EQ(sandbox.call(Method::Get, u"/v1/instances"_s).statusCode(), 401);

    const QString token = sandbox.demoSession();
    ASSERT_FALSE(token.isEmpty());
    QJsonObject spec{{u"name"_s, u"训练 run"_s},
                     {u"region"_s, u"cn-north-1"_s},
                     {u"gpu_type"_s, u"rtx-4090-24g"_s},
                     {u"image"_s, u"pytorch-2.5.1-cu124"_s}};

    // Refused: a field's problem, then a rule's (more cards than the region has).
    QJsonObject badRegion = spec;
    badRegion.insert(u"region"_s, u"atlantis"_s);
    const ApiResponse refused = sandbox.call(Method::Post, u"/v1/instances"_s, badRegion, token);
    EXPECT_EQ(refused.statusCode(), 400);
    EXPECT_EQ(errorOf(refused).value(u"details"_s).toObject().value(u"field"_s).toString(), u"region"_s);
    QJsonObject tooMany = spec;
    tooMany.insert(u"gpu_count"_s, 8);
    tooMany.insert(u"gpu_type"_s, u"l40s-48g"_s); // the region has 4
    const ApiResponse noStock = sandbox.call(Method::Post, u"/v1/instances"_s, tooMany, token);
    EXPECT_EQ(noStock.statusCode(), 409) << noStock.body().toStdString();
    EXPECT_EQ(errorOf(noStock).value(u"code"_s).toString(), u"out_of_stock"_s);

    const ApiResponse created = sandbox.call(Method::Post, u"/v1/instances"_s, spec, token);
    ASSERT_EQ(created.statusCode(), 202) << created.body().toStdString();
    const QString id = created.json()->value(u"id"_s).toString();
    EXPECT_EQ(created.json()->value(u"state"_s).toString(), u"creating"_s);

    sandbox.clock().advanceSeconds(11);
    const ApiResponse read = sandbox.call(Method::Get, u"/v1/instances/"_s + id, {}, token);
    EXPECT_EQ(read.statusCode(), 200);
    EXPECT_EQ(read.json()->value(u"name"_s).toString(), u"训练 run"_s);
    EXPECT_EQ(read.json()->value(u"state"_s).toString(), u"running"_s);

    const ApiResponse list = sandbox.call(Method::Get, u"/v1/instances"_s, {}, token);
    EXPECT_EQ(list.statusCode(), 200);
    const QByteArray etag = list.header("ETag");
    EXPECT_FALSE(etag.isEmpty());
    EXPECT_EQ(QJsonDocument::fromJson(list.body()).object().value(u"items"_s).toArray().size(), 1);
    ApiRequest poll = InProcessSandbox::request(Method::Get, u"/v1/instances"_s, {}, token);
    poll.setHeader("If-None-Match", etag);
    EXPECT_EQ(sandbox.send(poll)->statusCode(), 304);

    // A fault knob answers once the runtime has carried it out.
    const ApiResponse knobs = sandbox.call(Method::Post, u"/v1/sandbox/instances/"_s + id + u"/faults"_s,
                                           {{u"refuse_keys"_s, true}}, token);
    EXPECT_EQ(knobs.statusCode(), 200);
    EXPECT_TRUE(knobs.json()->value(u"refuse_keys"_s).toBool());
    EXPECT_FALSE(knobs.json()->value(u"disk_full"_s).toBool());

    // A stop may say it is an autostop's: the instance's reason and its history say idle.
    const ApiResponse badReason
        = sandbox.call(Method::Post, u"/v1/instances/"_s + id + u"/stop"_s, {{u"reason"_s, u"bored"_s}}, token);
    EXPECT_EQ(badReason.statusCode(), 400);
    const ApiResponse idle
        = sandbox.call(Method::Post, u"/v1/instances/"_s + id + u"/stop"_s, {{u"reason"_s, u"idle"_s}}, token);
    ASSERT_EQ(idle.statusCode(), 202);
    EXPECT_EQ(idle.json()->value(u"state_reason"_s).toString(), u"idle"_s);
    const QJsonArray history = sandbox.call(Method::Get, u"/v1/instances/"_s + id + u"/events"_s, {}, token)
                                   .json()
                                   ->value(u"items"_s)
                                   .toArray();
    EXPECT_EQ(history.last().toObject().value(u"reason"_s).toString(), u"idle"_s);
    const ApiResponse wrong = sandbox.call(Method::Post, u"/v1/sandbox/instances/"_s + id + u"/faults"_s,
                                           {{u"disk_full"_s, u"yes"_s}}, token);
    EXPECT_EQ(wrong.statusCode(), 400);
    EXPECT_EQ(wrong.json()->value(u"error"_s).toObject().value(u"details"_s).toObject().value(u"field"_s),
              u"disk_full"_s);
}

TEST(InProcessSandbox, AStartupScriptIsCheckedStoredShownAndClearedAndWithoutARuntimeNothingRunsIt)
{
    InProcessSandbox sandbox; // no runtime: the script is kept and shown, never run
    const QString token = sandbox.demoSession();
    const QJsonObject spec{{u"name"_s, u"boot script"_s},
                           {u"region"_s, u"cn-north-1"_s},
                           {u"gpu_type"_s, u"rtx-4090-24g"_s},
                           {u"image"_s, u"pytorch-2.5.1-cu124"_s}};
    const auto withScript = [&spec](const QJsonValue &script) {
        QJsonObject body = spec;
        body.insert(u"startup_script"_s, script);
        return body;
    };
    const auto refusal = [](const ApiResponse &r) {
        const QJsonObject error = errorOf(r);
        return std::tuple{r.statusCode(), error.value(u"code"_s).toString(), error[u"details"_s][u"field"_s].toString(),
                          error[u"details"_s][u"reason"_s].toString()};
    };
    const auto instanceCount = [&] {
        const ApiResponse list = sandbox.call(Method::Get, u"/v1/instances"_s, {}, token);
        return QJsonDocument::fromJson(list.body()).object().value(u"items"_s).toArray().size();
    };

    // 64 KiB of UTF-8, counted in bytes: 21,845 three-byte characters and one more byte fit, one
    // character more does not.
    const QString fits = QString(21845, QChar(u'训')) + u'a';
    ASSERT_EQ(fits.toUtf8().size(), 65536);
    const QString over = QString(21846, QChar(u'训'));
    ApiResponse r = sandbox.call(Method::Post, u"/v1/instances"_s, withScript(over), token);
    EXPECT_EQ(refusal(r), std::tuple(400, u"invalid_argument"_s, u"startup_script"_s, u"too_long"_s))
        << r.body().toStdString();
    EXPECT_TRUE(errorOf(r).value(u"message"_s).toString().contains(u"65536"_s)) << r.body().toStdString();
    r = sandbox.call(Method::Post, u"/v1/instances"_s, withScript(QString(65537, u'x')), token);
    EXPECT_EQ(std::get<3>(refusal(r)), u"too_long"_s);
    r = sandbox.call(Method::Post, u"/v1/instances"_s, withScript(42), token);
    EXPECT_EQ(refusal(r), std::tuple(400, u"invalid_argument"_s, u"startup_script"_s, u"wrong_type"_s));
    r = sandbox.call(Method::Post, u"/v1/instances"_s, withScript(QJsonArray{u"echo hi"_s}), token);
    EXPECT_EQ(std::get<3>(refusal(r)), u"wrong_type"_s);
    r = sandbox.call(Method::Post, u"/v1/instances"_s, withScript(QString(u"echo a"_s + QChar(0) + u"b"_s)), token);
    EXPECT_EQ(std::get<3>(refusal(r)), u"not_text"_s) << r.body().toStdString();
    EXPECT_EQ(instanceCount(), 0); // nothing refused was stored

    r = sandbox.call(Method::Post, u"/v1/instances"_s, withScript(fits), token);
    ASSERT_EQ(r.statusCode(), 202) << r.body().left(300).toStdString();
    const QString id = r.json()->value(u"id"_s).toString();
    EXPECT_EQ(r.json()->value(u"startup_script"_s).toString(), fits);
    EXPECT_TRUE(r.json()->contains(u"startup_script_status"_s));
    EXPECT_TRUE(r.json()->value(u"startup_script_status"_s).isNull());
    // Absent or null at creation: none.
    r = sandbox.call(Method::Post, u"/v1/instances"_s, withScript(QJsonValue()), token);
    ASSERT_EQ(r.statusCode(), 202);
    EXPECT_TRUE(r.json()->value(u"startup_script"_s).isNull());

    // PATCH: a script too long (or not a string) changes nothing; null and "" clear it.
    const QString path = u"/v1/instances/"_s + id;
    r = sandbox.call(Method::Patch, path, {{u"startup_script"_s, QString(65537, u'x')}}, token);
    EXPECT_EQ(refusal(r), std::tuple(400, u"invalid_argument"_s, u"startup_script"_s, u"too_long"_s));
    r = sandbox.call(Method::Patch, path, {{u"startup_script"_s, true}, {u"name"_s, u"renamed"_s}}, token);
    EXPECT_EQ(std::get<3>(refusal(r)), u"wrong_type"_s);
    r = sandbox.call(Method::Get, path, {}, token);
    EXPECT_EQ(r.json()->value(u"startup_script"_s).toString(), fits);
    EXPECT_EQ(r.json()->value(u"name"_s).toString(), u"boot script"_s);
    r = sandbox.call(Method::Patch, path, {{u"startup_script"_s, QJsonValue()}}, token);
    ASSERT_EQ(r.statusCode(), 200) << r.body().toStdString();
    EXPECT_TRUE(r.json()->value(u"startup_script"_s).isNull());
    EXPECT_TRUE(sandbox.call(Method::Get, path, {}, token).json()->value(u"startup_script"_s).isNull());
    r = sandbox.call(Method::Patch, path, {{u"startup_script"_s, u"nvidia-smi > ~/gpu.txt\n"_s}}, token);
    EXPECT_EQ(r.json()->value(u"startup_script"_s).toString(), u"nvidia-smi > ~/gpu.txt\n"_s);
    r = sandbox.call(Method::Patch, path, {{u"startup_script"_s, u""_s}}, token);
    EXPECT_TRUE(r.json()->value(u"startup_script"_s).isNull());
    r = sandbox.call(Method::Patch, path, {{u"startup_script"_s, u"echo booted\n"_s}}, token);
    ASSERT_EQ(r.statusCode(), 200);

    // It boots and runs: without a runtime nothing ran the script, so there is no status.
    sandbox.clock().advanceSeconds(11);
    r = sandbox.call(Method::Get, path, {}, token);
    EXPECT_EQ(r.json()->value(u"state"_s).toString(), u"running"_s);
    EXPECT_EQ(r.json()->value(u"startup_script"_s).toString(), u"echo booted\n"_s);
    EXPECT_TRUE(r.json()->value(u"startup_script_status"_s).isNull());
}

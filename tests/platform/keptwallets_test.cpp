// Sessions and passes start from the wallet the last one left in memory (Metering's kept wallets)
// instead of loading it. Two sandboxes, one keeping wallets and one loading each from the database,
// are driven through the same random stretch of a user's calls — instances made, started, stopped,
// changed and released, volumes and images, recharges and spend limits, packages, stop times, the
// clock moved so boots end, stops land and lines are written — and every answer, then every row
// money and states are made of, must be the same in both.
#include "tests/platform/inprocesssandbox.h"
#include "tests/platform/rowdump.h"

#include "common/rfc3339.h"
#include "platform/accounts/passwordhash.h"
#include "platform/http/router.h"

#include <QJsonArray>
#include <QRandomGenerator>

#include <iostream>

using namespace Qt::StringLiterals;
using Method = ApiRequest::Method;

const bool GPUDESK_TRACE_KEPT = qEnvironmentVariableIsSet("GPUDESK_TRACE_KEPT");

namespace {

/// The two sandboxes and what the calls made so far handed out (the same ids in both).
class Twins
{
public:
    Twins()
        : m_kept(true)
        , m_loaded(false)
        , m_keptToken(m_kept.demoSession())
        , m_loadedToken(m_loaded.demoSession())
    {
        // The password is given again before each recharge or limit: hashed cheaply here (the
        // stored hash carries its cost), or the hashes would be most of the test's time.
        const QString cheap = PasswordHash::hash(QString::fromLatin1(DemoAccount::kPassword), 1000);
        for (InProcessSandbox *s : {&m_kept, &m_loaded})
            s->db().exec(u"UPDATE accounts SET password_hash = ? WHERE phone = ?"_s,
                         {cheap, QString::fromLatin1(DemoAccount::kPhone)});
    }

    /// Sends the call to both (with an Idempotency-Key when one is given: the change's session
    /// then commits inside the key's transaction); a difference in status or body is a failure.
    /// Returns the kept one's.
    QJsonObject both(Method method, const QString &path, const QJsonObject &body = {}, const QByteArray &key = {})
    {
        const auto send = [&](InProcessSandbox &sandbox, const QString &token) {
            ApiRequest request = InProcessSandbox::request(
                method, path, body.isEmpty() ? QByteArray() : InProcessSandbox::json(body), token);
            if (!key.isEmpty())
                request.setHeader("Idempotency-Key", key);
            const auto answer = sandbox.send(request);
            EXPECT_TRUE(answer.has_value()) << path.toStdString();
            return answer.value_or(ApiResponse(HttpStatus::InternalServerError));
        };
        const ApiResponse kept = send(m_kept, m_keptToken);
        const ApiResponse loaded = send(m_loaded, m_loadedToken);
        const std::string what = QString(Router::methodName(method) + u' ' + path + u' '
                                         + QString::fromUtf8(QJsonDocument(body).toJson(QJsonDocument::Compact)))
                                     .toStdString();
        // Each names its own data directory (the instances' home paths).
        const QByteArray keptBody = QByteArray(kept.body()).replace(m_kept.dataDir().toUtf8(), "DATA");
        const QByteArray loadedBody = QByteArray(loaded.body()).replace(m_loaded.dataDir().toUtf8(), "DATA");
        EXPECT_EQ(kept.statusCode(), loaded.statusCode()) << what;
        EXPECT_EQ(keptBody.toStdString(), loadedBody.toStdString()) << what;
        if (GPUDESK_TRACE_KEPT)
            std::cout << kept.statusCode() << ' ' << what << ' ' << keptBody.left(160).toStdString() << '\n';
        if (kept.statusCode() != loaded.statusCode() || keptBody != loadedBody)
            ++m_differences;
        ++m_status[kept.statusCode() / 100];
        return kept.json().value_or(QJsonObject());
    }

    /// Each row of `sql` in both databases, as text; the first that differs, or empty.
    std::string firstDifference(const QString &sql)
    {
        const std::string difference
            = RowDump::firstDifference(RowDump::rows(m_kept.db(), sql), RowDump::rows(m_loaded.db(), sql));
        return difference.empty() ? difference : sql.toStdString() + '\n' + difference;
    }
    qsizetype rows(const QString &sql) { return RowDump::rows(m_kept.db(), sql).size(); }

    int differences() const { return m_differences; }
    int answered(int statusClass) const { return m_status.value(statusClass); }

private:
    InProcessSandbox m_kept;
    InProcessSandbox m_loaded;
    QString m_keptToken;
    QString m_loadedToken;
    int m_differences = 0;
    QHash<int, int> m_status;
};

} // namespace

TEST(KeptWallets, WalletsKeptFromCallToCallAnswerAndStoreExactlyAsWalletsLoadedEachTime)
{
    Twins twins;
    QRandomGenerator rng(20261206);
    const auto pick = [&](const QStringList &list) { return list.value(rng.bounded(int(list.size()))); };
    QDateTime now(QDate(2026, 11, 30), QTime(8, 0), Qt::UTC); // the in-process sandbox's clock
    QStringList instances, volumes, images;
    int made = 0;
    // A quarter of the changes carry a key of their own.
    const auto key = [&] { return rng.bounded(4) == 0 ? QByteArray::number(rng.generate64()) : QByteArray(); };
    // Money moves only within minutes of the password given again.
    std::optional<QDateTime> confirmed;
    const auto confirm = [&] {
        if (confirmed && confirmed->secsTo(now) < 500)
            return;
        twins.both(Method::Post, u"/v1/sessions/confirm"_s,
                   {{u"password"_s, QString::fromLatin1(DemoAccount::kPassword)}});
        confirmed = now;
    };
    confirm();
    twins.both(Method::Post, u"/v1/billing/recharge"_s, {{u"amount_cents"_s, 50000}});

    for (int step = 0; step < 600 && twins.differences() < 5; ++step) {
        const int roll = rng.bounded(100);
        const QString instance = instances.isEmpty() ? u"1"_s : pick(instances);
        if (roll < 22) {
            const int seconds = rng.bounded(2) ? rng.bounded(1, 90) : rng.bounded(90, 2400);
            now = now.addSecs(seconds);
            twins.both(Method::Post, u"/v1/sandbox/clock"_s, {{u"advance_s"_s, seconds}});
        } else if (roll < 34) {
            QJsonObject spec{{u"name"_s, u"run %1"_s.arg(step)},
                             {u"region"_s, pick({u"cn-north-1"_s, u"cn-east-1"_s})},
                             {u"gpu_type"_s, pick({u"rtx-4090-24g"_s, u"rtx-3090-24g"_s, u"rtx-4060-8g"_s})},
                             {u"image"_s, u"ubuntu-22.04"_s},
                             {u"start_mode"_s, rng.bounded(4) ? u"gpu"_s : u"no_gpu"_s}};
            if (rng.bounded(6) == 0)
                spec.insert(u"billing_mode"_s, u"package_daily"_s);
            if (!volumes.isEmpty() && rng.bounded(4) == 0)
                spec.insert(u"data_volume_id"_s, pick(volumes));
            if (rng.bounded(4) == 0)
                spec.insert(u"data_disk_gb"_s, rng.bounded(10, 200));
            if (rng.bounded(5) == 0)
                spec.insert(u"gpu_count"_s, 2);
            const QString id = twins.both(Method::Post, u"/v1/instances"_s, spec, key()).value(u"id"_s).toString();
            if (!id.isEmpty()) {
                instances << id;
                ++made;
            }
        } else if (roll < 48) {
            twins.both(Method::Post, u"/v1/instances/%1/stop"_s.arg(instance), {}, key());
        } else if (roll < 62) {
            QJsonObject start;
            if (rng.bounded(5) == 0)
                start.insert(u"mode"_s, u"no_gpu"_s);
            else if (rng.bounded(5) == 0)
                start.insert(u"gpu_type"_s, pick({u"rtx-4090-24g"_s, u"rtx-3090-24g"_s, u"rtx-4060-8g"_s}));
            twins.both(Method::Post, u"/v1/instances/%1/start"_s.arg(instance), start, key());
        } else if (roll < 66 || (roll < 70 && instances.size() >= 8)) {
            // Released, it is looked at no more (an account keeps 8 at most).
            if (twins.both(Method::Delete, u"/v1/instances/"_s + instance).value(u"state"_s) == u"releasing"_s)
                instances.removeOne(instance);
        } else if (roll < 72) {
            const QJsonValue stopAt = rng.bounded(3) == 0
                ? QJsonValue(QJsonValue::Null)
                : QJsonValue(Rfc3339::format(now.addSecs(rng.bounded(30, 5400))));
            const QJsonObject patch = rng.bounded(3) == 0 ? QJsonObject{{u"name"_s, u"renamed %1"_s.arg(step)}}
                : rng.bounded(2)                          ? QJsonObject{{u"stop_at"_s, stopAt}}
                                 : QJsonObject{{u"gpu_type"_s, pick({u"rtx-4090-24g"_s, u"rtx-3090-24g"_s})}};
            twins.both(Method::Patch, u"/v1/instances/"_s + instance, patch);
        } else if (roll < 75) {
            const QString id = twins
                                   .both(Method::Post, u"/v1/volumes"_s,
                                         {{u"name"_s, u"data %1"_s.arg(step)},
                                          {u"region"_s, pick({u"cn-north-1"_s, u"cn-east-1"_s})},
                                          {u"size_gb"_s, rng.bounded(10, 300)}})
                                   .value(u"id"_s)
                                   .toString();
            if (!id.isEmpty())
                volumes << id;
        } else if (roll < 77 && !volumes.isEmpty()) {
            twins.both(Method::Delete, u"/v1/volumes/"_s + pick(volumes));
        } else if (roll < 79) {
            const QString id = twins
                                   .both(Method::Post, u"/v1/instances/%1/images"_s.arg(instance),
                                         {{u"name"_s, u"image %1"_s.arg(step)}})
                                   .value(u"id"_s)
                                   .toString();
            if (!id.isEmpty())
                images << id;
        } else if (roll < 80 && !images.isEmpty()) {
            twins.both(Method::Delete, u"/v1/images/"_s + pick(images));
        } else if (roll < 83) {
            confirm();
            twins.both(Method::Post, u"/v1/billing/recharge"_s, {{u"amount_cents"_s, rng.bounded(500, 20000)}});
        } else if (roll < 86) {
            const auto limit = [&](int from, int to) {
                return rng.bounded(3) == 0 ? QJsonValue(QJsonValue::Null) : QJsonValue(rng.bounded(from, to));
            };
            confirm();
            twins.both(Method::Patch, u"/v1/account"_s,
                       {{u"spend_limits"_s,
                         QJsonObject{{u"daily_cents"_s, limit(500, 8000)}, {u"per_boot_cents"_s, limit(100, 3000)}}}});
        } else if (roll < 94) {
            twins.both(Method::Get, u"/v1/instances"_s);
        } else if (roll < 98) {
            twins.both(Method::Get, u"/v1/billing"_s);
        } else {
            twins.both(Method::Get, u"/v1/instances/%1/events"_s.arg(instance));
        }
    }
    // The stretch did what it was for: things were made and refused, and money moved.
    EXPECT_GT(made, 20);
    EXPECT_GT(twins.answered(2), 300);
    EXPECT_GT(twins.answered(4), 20);
    EXPECT_GT(twins.rows(u"SELECT id FROM ledger WHERE kind = 'compute'"_s), 100);

    for (const QString &sql :
         {u"SELECT * FROM ledger ORDER BY id"_s, u"SELECT * FROM instances ORDER BY id"_s,
          u"SELECT * FROM instance_events ORDER BY id"_s, u"SELECT * FROM wallet_meters ORDER BY wallet_id"_s,
          u"SELECT * FROM vouchers ORDER BY id"_s, u"SELECT * FROM volumes ORDER BY id"_s,
          u"SELECT * FROM custom_images ORDER BY id"_s})
        EXPECT_EQ(twins.firstDifference(sql), "");
}

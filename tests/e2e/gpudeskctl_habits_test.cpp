// gpudeskctl and the seed's habits: "confirm it is you" asked on the terminal or read from
// --password-stdin, tokens rotated with a grace period, invoices asked for and listed.
#include "tests/e2e/sandboxctl.h"
#include "tests/support/closedport.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>
#include <QTimeZone>

using namespace Qt::StringLiterals;

TEST_F(GpudeskctlAccount, MoneyAndANewTokenAskForThePasswordOnStandardInputWhenTheLoginIsOld)
{
    ASSERT_EQ(run({u"login"_s, u"--login"_s, u"13912345678"_s, u"--password-stdin"_s}, "gpu-Rent-2026\n").exitCode, 0);
    // Right after the login, nothing is asked.
    CliRun r = run({u"recharge"_s, u"10"_s});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();

    advance(11 * 60);
    // Nothing to confirm with: refused, with what to do, and nothing was added.
    r = run({u"recharge"_s, u"20"_s});
    EXPECT_EQ(r.exitCode, 3) << r.err.toStdString();
    EXPECT_TRUE(r.err.contains(u"confirm it is you"_s)) << r.err.toStdString();
    EXPECT_TRUE(run({u"balance"_s}).out.contains(u"balance: ¥10.00"_s));
    // A wrong password is said as such.
    r = run({u"recharge"_s, u"20"_s, u"--password-stdin"_s}, "not-my-password\n");
    EXPECT_NE(r.exitCode, 0);
    EXPECT_TRUE(r.err.contains(u"password is wrong"_s)) << r.err.toStdString();
    // The right one: confirmed, and the recharge goes on.
    r = run({u"recharge"_s, u"20"_s, u"--password-stdin"_s}, "gpu-Rent-2026\n");
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_TRUE(run({u"balance"_s}).out.contains(u"balance: ¥30.00"_s));
    // Confirmed within ten minutes, a new token is not asked again.
    r = run({u"tokens"_s, u"create"_s, u"nightly"_s, u"--scopes"_s, u"read,billing"_s});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();

    // An API token with the scope is a script's: never asked.
    m_env.insert(u"GPUDESK_TOKEN"_s, r.out.trimmed());
    advance(3600);
    r = run({u"recharge"_s, u"5"_s});
    EXPECT_EQ(r.exitCode, 0) << r.err.toStdString();
}

TEST_F(GpudeskctlAccount, ATokenIsRotatedWithAGraceAndTheOldSecretStopsAfterIt)
{
    ASSERT_EQ(run({u"login"_s, u"--login"_s, u"13912345678"_s, u"--password-stdin"_s}, "gpu-Rent-2026\n").exitCode, 0);
    CliRun r = run({u"tokens"_s, u"create"_s, u"ci"_s, u"--scopes"_s, u"read"_s});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    const QString old = r.out.trimmed();
    const QString id = run({u"tokens"_s, u"ls"_s}).out.section(u' ', 0, 0);

    EXPECT_EQ(run({u"tokens"_s, u"rotate"_s, id, u"--grace"_s, u"2d"_s}).exitCode, 2) << "a day at most";
    EXPECT_EQ(run({u"tokens"_s, u"rotate"_s, id, u"--grace"_s, u"soon"_s}).exitCode, 2);
    r = run({u"tokens"_s, u"rotate"_s, id, u"--grace"_s, u"1h"_s});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    const QString fresh = r.out.trimmed();
    EXPECT_TRUE(fresh.startsWith(u"gdk_"_s));
    EXPECT_NE(fresh, old);
    EXPECT_TRUE(r.err.contains(u"the old secret works 60 more minutes"_s)) << r.err.toStdString();

    QProcessEnvironment withOld = m_env;
    withOld.insert(u"GPUDESK_TOKEN"_s, old);
    const auto whoami = [&](const QProcessEnvironment &env) {
        return ctl({u"--platform"_s, m_sandbox.url().toString(), u"whoami"_s}, env).exitCode;
    };
    EXPECT_EQ(whoami(withOld), 0); // within its grace
    advance(3601);
    EXPECT_EQ(whoami(withOld), 3);
    QProcessEnvironment withFresh = m_env;
    withFresh.insert(u"GPUDESK_TOKEN"_s, fresh);
    EXPECT_EQ(whoami(withFresh), 0);
}

TEST_F(GpudeskctlAccount, AnInvoiceForTheMonthsPaymentsIsAskedForListedAndIssued)
{
    ASSERT_EQ(run({u"login"_s, u"--login"_s, u"13912345678"_s, u"--password-stdin"_s}, "gpu-Rent-2026\n").exitCode, 0);
    ASSERT_EQ(run({u"recharge"_s, u"50"_s}).exitCode, 0);
    const QJsonObject health = QJsonDocument::fromJson(run({u"health"_s, u"--json"_s}).out.toUtf8()).object();
    const QString month = QDateTime::fromString(health.value(u"server_time"_s).toString(), Qt::ISODate)
                              .toTimeZone(QTimeZone(health.value(u"billing_timezone"_s).toString().toUtf8()))
                              .toString(u"yyyy-MM"_s);

    CliRun r = run({u"billing"_s, u"invoice"_s, u"--month"_s, month});
    EXPECT_EQ(r.exitCode, 2) << "the title and the e-mail are needed";
    r = run({u"billing"_s, u"invoice"_s, u"--month"_s, month, u"--title"_s, u"王小明"_s, u"--email"_s,
             u"wang@example.cn"_s, u"--tax-id"_s, u"12"_s});
    EXPECT_NE(r.exitCode, 0);
    EXPECT_TRUE(r.err.contains(u"tax number"_s)) << r.err.toStdString();
    r = run({u"billing"_s, u"invoice"_s, u"--month"_s, month, u"--title"_s, u"王小明"_s, u"--email"_s,
             u"wang@example.cn"_s});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(u"¥50.00 for "_s + month + u" (1 payment)"_s)) << r.out.toStdString();
    r = run({u"billing"_s, u"invoice"_s, u"--month"_s, month, u"--title"_s, u"王小明"_s, u"--email"_s,
             u"wang@example.cn"_s});
    EXPECT_NE(r.exitCode, 0);
    EXPECT_TRUE(r.err.contains(u"left to invoice"_s)) << r.err.toStdString();

    r = run({u"billing"_s, u"invoices"_s});
    EXPECT_TRUE(r.out.contains(u"requested"_s)) << r.out.toStdString();
    advance(600);
    r = run({u"billing"_s, u"invoices"_s, u"--json"_s});
    const QJsonArray items = QJsonDocument::fromJson(r.out.toUtf8()).array();
    ASSERT_EQ(items.size(), 1) << r.out.toStdString();
    EXPECT_EQ(items[0][u"status"_s].toString(), u"issued"_s);
    EXPECT_TRUE(items[0][u"number"_s].toString().startsWith(u"GD"_s));
    EXPECT_EQ(items[0][u"amount_cents"_s].toInt(), 5000);
}

TEST_F(GpudeskctlAccount, AWebhookIsAddedTestedListedAndRemovedFromTheCommandLine)
{
    ASSERT_EQ(run({u"login"_s, u"--login"_s, u"13912345678"_s, u"--password-stdin"_s}, "gpu-Rent-2026\n").exitCode, 0);
    CliRun r = run({u"webhooks"_s, u"ls"_s});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(u"no webhooks"_s));
    r = run({u"webhooks"_s, u"add"_s, u"http://hooks.example.com/x"_s});
    EXPECT_NE(r.exitCode, 0);
    EXPECT_TRUE(r.err.contains(u"https"_s)) << r.err.toStdString();
    r = run({u"webhooks"_s, u"add"_s, u"https://example.com/x"_s, u"--format"_s, u"telegram"_s});
    EXPECT_NE(r.exitCode, 0);
    EXPECT_TRUE(r.err.contains(u"dingtalk"_s)) << r.err.toStdString(); // the formats there are

    // A receiver on this computer that refuses: the test says it did not arrive.
    ClosedPort nobody;
    r = run({u"webhooks"_s, u"add"_s, nobody.url().toString(), u"--format"_s, u"wecom"_s, u"--events"_s,
             u"instance.stopped,balance.low"_s, u"--below"_s, u"5"_s});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    const QString id = r.out.section(u' ', 0, 0);
    EXPECT_TRUE(r.out.section(u' ', 1).trimmed().startsWith(u"whsec_"_s)) << r.out.toStdString();
    EXPECT_TRUE(r.err.contains(u"shown once"_s));
    r = run({u"webhooks"_s, u"ls"_s});
    EXPECT_TRUE(r.out.contains(id + u"  wecom  "_s)) << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(u"instance.stopped,balance.low"_s)) << r.out.toStdString();
    EXPECT_FALSE(r.out.contains(u"whsec_"_s)) << "the secret is shown once";
    r = run({u"webhooks"_s, u"test"_s, id});
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_TRUE(r.err.contains(u"not delivered"_s)) << r.err.toStdString();
    r = run({u"webhooks"_s, u"deliveries"_s, id});
    EXPECT_TRUE(r.out.contains(u"test  pending"_s)) << r.out.toStdString();
    EXPECT_EQ(run({u"webhooks"_s, u"rm"_s, id}).exitCode, 0);
    EXPECT_EQ(run({u"webhooks"_s, u"rm"_s, id}).exitCode, 1);
}

TEST_F(GpudeskctlAccount, AStoppedInstanceStartsOnAnotherCardAndARefusalSaysWhy)
{
    ASSERT_EQ(run({u"login"_s, u"--login"_s, u"13912345678"_s, u"--password-stdin"_s}, "gpu-Rent-2026\n").exitCode, 0);
    HttpClient http = session();
    ASSERT_EQ(http.post(u"/v1/billing/recharge"_s, {{u"amount_cents"_s, 100000}}).status, 201);
    CliRun r = run({u"create"_s, u"--name"_s, u"debug"_s, u"--region"_s, u"cn-north-1"_s, u"--gpu"_s, u"rtx-3090-24g"_s,
                    u"--image"_s, u"pytorch-2.5.1-cu124"_s});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    ASSERT_EQ(run({u"wait"_s, u"debug"_s, u"--state"_s, u"running"_s}).exitCode, 0);
    ASSERT_EQ(run({u"stop"_s, u"debug"_s}).exitCode, 0);
    advance(2);
    ASSERT_EQ(run({u"wait"_s, u"debug"_s, u"--state"_s, u"stopped"_s}).exitCode, 0);

    // Not verified yet: the platform's reason, and the card is unchanged.
    r = run({u"start"_s, u"debug"_s, u"--gpu"_s, u"rtx-4090-24g"_s});
    EXPECT_NE(r.exitCode, 0);
    EXPECT_TRUE(r.err.contains(u"verif"_s, Qt::CaseInsensitive)) << r.err.toStdString();
    EXPECT_EQ(run({u"start"_s, u"debug"_s, u"--gpu"_s, u"rtx-4090-24g"_s, u"--no-gpu"_s}).exitCode, 2);
    EXPECT_EQ(run({u"start"_s, u"debug"_s, u"--count"_s, u"9"_s}).exitCode, 2);

    ASSERT_EQ(http.post(u"/v1/account/verification"_s,
                        {{u"real_name"_s, u"王五"_s}, {u"id_number"_s, u"11010519491231002X"_s}})
                  .status,
              202);
    advance(1); // the reviewer's delay
    r = run({u"start"_s, u"debug"_s, u"--gpu"_s, u"rtx-4090-24g"_s, u"--count"_s, u"2"_s});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(u"on 2 x rtx-4090-24g (was 1 x rtx-3090-24g)"_s)) << r.out.toStdString();
    r = run({u"show"_s, u"debug"_s, u"--json"_s});
    EXPECT_EQ(QJsonDocument::fromJson(r.out.toUtf8()).object().value(u"gpu_type"_s).toString(), u"rtx-4090-24g"_s);
}

TEST_F(GpudeskctlAccount, WatchStockWaitsForACardTheTestFreesMakesTheInstanceAndTimesOutWithThree)
{
    ASSERT_EQ(run({u"login"_s, u"--login"_s, u"13912345678"_s, u"--password-stdin"_s}, "gpu-Rent-2026\n").exitCode, 0);
    HttpClient http = session();
    ASSERT_EQ(http.post(u"/v1/billing/recharge"_s, {{u"amount_cents"_s, 100000}}).status, 201);
    ASSERT_EQ(http.post(u"/v1/account/verification"_s,
                        {{u"real_name"_s, u"王五"_s}, {u"id_number"_s, u"11010519491231002X"_s}})
                  .status,
              202);
    advance(1);
    // Every RTX 4090 of cn-southwest-1 taken.
    const auto taken = http.post(u"/v1/instances"_s,
                                 {{u"name"_s, u"someone-else"_s},
                                  {u"region"_s, u"cn-southwest-1"_s},
                                  {u"gpu_type"_s, u"rtx-4090-24g"_s},
                                  {u"gpu_count"_s, 4},
                                  {u"image"_s, u"pytorch-2.5.1-cu124"_s}});
    ASSERT_EQ(taken.status, 202) << taken.body.toStdString();
    const QStringList watch{u"watch-stock"_s,    u"--gpu"_s,      u"rtx-4090-24g"_s, u"--region"_s,
                            u"cn-southwest-1"_s, u"--interval"_s, u"0.1"_s};

    CliRun r = run(watch + QStringList{u"--timeout"_s, u"1"_s});
    EXPECT_EQ(r.exitCode, 3) << r.err.toStdString();
    EXPECT_TRUE(r.err.contains(u"none free after"_s)) << r.err.toStdString();
    EXPECT_EQ(run(watch + QStringList{u"--timeout"_s, u"soon"_s}).exitCode, 2);
    EXPECT_EQ(run({u"watch-stock"_s, u"--region"_s, u"cn-southwest-1"_s}).exitCode, 2);

    // Watching with a saved choice; the test frees the cards; the instance is made there.
    QFile spec(m_home.filePath(u"llama.json"_s));
    ASSERT_TRUE(spec.open(QIODevice::WriteOnly));
    spec.write(R"({"name": "llama", "region": "cn-north-1", "gpu_type": "t4-16g", "image": "pytorch-2.5.1-cu124"})");
    spec.close();
    QProcess watching;
    watching.setProcessEnvironment(m_env);
    watching.start(QStringLiteral(GPUDESKCTL_BIN),
                   QStringList{u"--platform"_s, m_sandbox.url().toString()} + watch
                       + QStringList{u"--create-from"_s, spec.fileName(), u"--timeout"_s, u"2m"_s});
    ASSERT_TRUE(watching.waitForStarted());
    ASSERT_TRUE(QTest::qWaitFor([&] { return watching.readAllStandardError().contains("watching for"); }, 10000));
    // The platform keeps an alert meanwhile, so that the account's webhooks (a phone) hear of it too.
    const auto alerts = [&] { return http.get(u"/v1/stock/alerts"_s).json.value(u"items"_s).toArray(); };
    ASSERT_TRUE(QTest::qWaitFor([&] { return alerts().size() == 1; }, 10000));
    EXPECT_EQ(alerts()[0][u"region"_s].toString(), u"cn-southwest-1"_s);
    ASSERT_EQ(http.del(u"/v1/instances/"_s + taken.json.value(u"id"_s).toString()).status, 202);
    advance(60);
    ASSERT_TRUE(QTest::qWaitFor([&] { return watching.state() == QProcess::NotRunning; }, 60000));
    const QString out = QString::fromUtf8(watching.readAllStandardOutput());
    EXPECT_EQ(watching.exitCode(), 0) << out.toStdString();
    EXPECT_TRUE(out.contains(u"free: 4 x rtx-4090-24g in cn-southwest-1"_s)) << out.toStdString();
    EXPECT_TRUE(out.contains(u"(llama) in cn-southwest-1"_s)) << out.toStdString();
    EXPECT_TRUE(alerts().isEmpty()); // said by the platform, or removed with the watch
    const QJsonArray items = http.get(u"/v1/instances"_s).json.value(u"items"_s).toArray();
    bool made = false;
    for (const QJsonValue &i : items)
        made = made
            || (i[u"name"_s].toString() == u"llama"_s && i[u"gpu_type"_s].toString() == u"rtx-4090-24g"_s
                && i[u"region"_s].toString() == u"cn-southwest-1"_s);
    EXPECT_TRUE(made);

    // Over the ceiling: found, not rented.
    r = run({u"watch-stock"_s, u"--gpu"_s, u"rtx-4090-24g"_s, u"--create-from"_s, spec.fileName(), u"--max-price"_s,
             u"1"_s, u"--timeout"_s, u"30"_s});
    EXPECT_NE(r.exitCode, 0);
    EXPECT_TRUE(r.err.contains(u"more than your ceiling of ¥1.00/h"_s)) << r.err.toStdString();
}

// Autostop over the sandbox's real sshd with a manual clock: the agent the startup
// script installs decides from what the instance does, arms the platform's stop at the exact
// second and never stops a working card. Each scenario checks the ledger to the cent.
#include "tests/ssh/sshfixture.h"

#include "common/rfc3339.h"
#include "core/autostop/autostopscript.h"
#include "tests/support/scriptedhttpserver.h"

#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTest>
#include <QThread>

using namespace Qt::StringLiterals;

namespace {

/// An instance's compute charges in cents, from the ledger.
qint64 computeCharged(HttpClient &api, const QString &id)
{
    qint64 cents = 0;
    for (const QJsonValue &line : api.get(u"/v1/billing/ledger?limit=200"_s).json.value(u"items"_s).toArray()) {
        const QJsonObject l = line.toObject();
        if (l.value(u"instance_id"_s).toString() == id && l.value(u"kind"_s).toString() == u"compute"_s)
            cents += l.value(u"amount_cents"_s).toInteger();
    }
    return cents;
}

} // namespace

class Autostop : public SshFixture
{
protected:
    Autostop()
        : SshFixture({u"--clock"_s, u"manual"_s, u"--boot-delay"_s, u"5"_s})
    { }

    void SetUp() override
    {
        SshFixture::SetUp();
        if (IsSkipped() || HasFatalFailure())
            return;
        // Verified, so no per-boot time limit of an unverified account stops a night's run.
        ASSERT_EQ(m_api
                      .post(u"/v1/account/verification"_s,
                            {{u"real_name"_s, u"张三"_s}, {u"id_number"_s, u"11010519491231002X"_s}})
                      .status,
                  202);
        advance(10);
        // An API token: a login session would end after 12 platform hours, and a night is longer.
        const auto token = m_api.post(u"/v1/tokens"_s,
                                      {{u"name"_s, u"autostop test"_s},
                                       {u"scopes"_s, QJsonArray{u"read"_s, u"instances"_s, u"billing"_s}},
                                       {u"expires_in_days"_s, 30}});
        ASSERT_EQ(token.status, 201) << token.body.toStdString();
        m_token = token.json.value(u"token"_s).toString();
        m_api.setToken(m_token);
    }
    /// Stops what still runs, so its agent and processes end with it (a sandbox that exits leaves
    /// its instances' processes running, as a real cloud's machines would).
    void TearDown() override
    {
        for (const QJsonValue &i : m_api.get(u"/v1/instances"_s).json.value(u"items"_s).toArray()) {
            if (i[u"state"_s].toString() == u"running"_s) {
                m_api.post(u"/v1/instances/"_s + i[u"id"_s].toString() + u"/stop"_s);
                advance(5);
                waitFor(i[u"id"_s].toString(), u"stopped"_s);
            }
        }
    }

    qint64 now()
    {
        return Rfc3339::parse(m_api.get(u"/v1/health"_s).json.value(u"server_time"_s).toString())->toSecsSinceEpoch();
    }
    void advance(qint64 seconds)
    {
        ASSERT_EQ(m_api.post(u"/v1/sandbox/clock"_s, {{u"advance_s"_s, seconds}}).status, 200);
    }

    /// Creates an instance with gpudesk's default autostop and lets it boot; its JSON.
    QJsonObject bootWithAutostop(const QString &name, const QString &userScript = {})
    {
        const QJsonObject spec{{u"name"_s, name},
                               {u"region"_s, u"cn-north-1"_s},
                               {u"gpu_type"_s, u"rtx-3090-24g"_s},
                               {u"image"_s, u"ubuntu-22.04"_s},
                               {u"startup_script"_s, AutostopScript::compose(userScript, AutostopSettings())}};
        const auto created = m_api.post(u"/v1/instances"_s, spec);
        EXPECT_EQ(created.status, 202) << created.body.toStdString();
        const QString id = created.json.value(u"id"_s).toString();
        advance(5);
        const QJsonObject running = waitFor(id, u"running"_s);
        m_home = running.value(u"home_path"_s).toString();
        m_emulated = m_sandbox.dataDir() + u"/instances/"_s + id + u"/emulated"_s;
        EXPECT_TRUE(sampledAt(now())) << log().toStdString();
        return running;
    }

    QJsonObject state() const
    {
        QFile f(m_home + u"/.gpudesk/autostop-state.json"_s);
        return f.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(f.readAll()).object() : QJsonObject();
    }
    QString log() const
    {
        QFile f(m_home + u"/.gpudesk/autostop.log"_s);
        return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : u"(no autostop.log)"_s;
    }
    /// Waits (up to 20 s) for the agent's look at platform second `at`.
    bool sampledAt(qint64 at) const
    {
        for (QDeadlineTimer deadline(20000); !deadline.hasExpired(); QThread::msleep(50)) {
            const auto seen = Rfc3339::parse(state().value(u"sampled_at"_s).toString());
            if (seen && seen->toSecsSinceEpoch() >= at)
                return true;
        }
        return false;
    }
    /// Moves the clock on by `seconds` and waits for the agent to look.
    void step(qint64 seconds)
    {
        advance(seconds);
        const qint64 at = now();
        ASSERT_TRUE(sampledAt(at)) << "no look at " << at << "\n" << log().toStdString();
    }
    void writeEmulated(const QString &file, const QByteArray &content)
    {
        QDir().mkpath(m_emulated);
        QFile f(m_emulated + u'/' + file);
        ASSERT_TRUE(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(content);
    }
    void removeEmulated(const QString &file) { QFile::remove(m_emulated + u'/' + file); }
    /// Where the instance's stop went: its stopping event's second and reason.
    std::pair<qint64, QString> stopEvent(const QString &id)
    {
        for (const QJsonValue &e :
             m_api.get(u"/v1/instances/"_s + id + u"/events"_s).json.value(u"items"_s).toArray()) {
            if (e[u"to"_s].toString() == u"stopping"_s)
                return {Rfc3339::parse(e[u"at"_s].toString())->toSecsSinceEpoch(), e[u"reason"_s].toString()};
        }
        return {0, {}};
    }
    /// A training process holds the card at `util`% (the emulated nvidia-smi's files).
    void trainAt(int util)
    {
        writeEmulated(u"gpu-processes"_s, "4242 20000 python train.py\n");
        writeEmulated(u"gpu-utilization"_s, QByteArray::number(util) + '\n');
    }
    /// After the clock moved past it: the instance stopped by its autostop (reason idle) at exactly
    /// `expectedAt`, and the ledger charged the boot from `started` to that second.
    void expectIdleStopAt(const QString &id, qint64 started, qint64 expectedAt)
    {
        const QJsonObject stopped = waitFor(id, u"stopped"_s);
        EXPECT_EQ(stopped.value(u"state_reason"_s).toString(), u"idle"_s);
        const auto [at, reason] = stopEvent(id);
        EXPECT_EQ(reason, u"idle"_s);
        EXPECT_EQ(at, expectedAt);
        EXPECT_EQ(computeCharged(m_api, id), cost(started, at));
    }
    /// The boot's start, as the platform says it.
    static qint64 startOf(const QJsonObject &instance)
    {
        return Rfc3339::parse(instance.value(u"started_at"_s).toString())->toSecsSinceEpoch();
    }
    /// What the compute lines of a boot that ran from `from` to `to` cost at ¥1.58/h (the 3090).
    static qint64 cost(qint64 from, qint64 to) { return 158 * (to - from) / 3600; }

    QString m_home;
    QString m_emulated;
};

TEST_F(Autostop, ForgottenOvernightTheCardIsBilledForTheIdlePeriodAfterTheRunEnded)
{
    const QJsonObject running = bootWithAutostop(u"overnight"_s);
    const QString id = running.value(u"id"_s).toString();
    const qint64 started = startOf(running);
    // A training run holds the card at 90% for two hours, the console long gone.
    trainAt(90);
    step(60); // the agent sees the run begin
    for (int i = 0; i < 4; ++i)
        step(1800);
    const qint64 ended = now(); // the run ends here; the agent's last look saw it working
    removeEmulated(u"gpu-processes"_s);
    writeEmulated(u"gpu-utilization"_s, "0\n");
    step(60);
    EXPECT_TRUE(log().contains(u"armed"_s)) << log().toStdString();
    // Ten hours later, nobody looked: the platform stopped it on the second the agent armed.
    advance(10 * 3600);
    expectIdleStopAt(id, started, ended + 30 * 60); // the idle period after its last use, not a second more
}

TEST_F(Autostop, WorkingOvernightItNeverStopsNorWarns)
{
    const QJsonObject running = bootWithAutostop(u"working"_s);
    const QString id = running.value(u"id"_s).toString();
    const qint64 started = startOf(running);
    trainAt(90);
    step(60); // the first look at the run
    for (int night = 0; night < 5; ++night)
        step(2 * 3600);
    const qint64 end = now();
    const QJsonObject still = m_api.get(u"/v1/instances/"_s + id).json;
    EXPECT_EQ(still.value(u"state"_s).toString(), u"running"_s);
    EXPECT_TRUE(still.value(u"stop_at"_s).isNull());
    // It was armed once, in the boot's first minute before the run began; never again, never a warning.
    const QString text = log();
    EXPECT_FALSE(text.contains(u"warned"_s)) << text.toStdString();
    EXPECT_EQ(text.count(u" armed:"_s), 1) << text.toStdString();
    EXPECT_EQ(state().value(u"status"_s).toString(), u"active"_s);
    ASSERT_EQ(m_api.post(u"/v1/instances/"_s + id + u"/stop"_s).status, 202);
    waitFor(id, u"stopped"_s);
    EXPECT_EQ(computeCharged(m_api, id), cost(started, end));
}

TEST_F(Autostop, AStarvedCardIsNeverStoppedAndSaysWhy)
{
    const QJsonObject running = bootWithAutostop(u"starved"_s);
    const QString id = running.value(u"id"_s).toString();
    trainAt(5); // starved: the memory is held, the card waits for data
    step(60);
    for (int i = 0; i < 3; ++i)
        step(3600);
    EXPECT_EQ(m_api.get(u"/v1/instances/"_s + id).json.value(u"state"_s).toString(), u"running"_s);
    const QJsonObject s = state();
    EXPECT_EQ(s.value(u"status"_s).toString(), u"starved"_s);
    EXPECT_EQ(s.value(u"active"_s).toArray().first()[u"util"_s].toInt(), 5);
    EXPECT_TRUE(log().contains(u"starved, not idle"_s)) << log().toStdString();
}

TEST_F(Autostop, ATunnelToTensorBoardKeepsItRunningWhileTheConnectionLives)
{
    const QJsonObject running = bootWithAutostop(u"tunnel"_s);
    const QString id = running.value(u"id"_s).toString();
    const qint64 started = startOf(running);
    // "TensorBoard": a web server inside the instance on loopback that keeps connections alive
    // (HTTP/1.1, as TensorBoard does), reached through ssh -L.
    QTcpServer probe;
    ASSERT_TRUE(probe.listen(QHostAddress::LocalHost));
    const int inside = probe.serverPort();
    probe.close();
    const QJsonObject ssh = running.value(u"ssh"_s).toObject();
    const QStringList base{u"-i"_s, m_key.privatePath,
                           u"-o"_s, u"StrictHostKeyChecking=no"_s,
                           u"-o"_s, u"UserKnownHostsFile=/dev/null"_s,
                           u"-o"_s, u"BatchMode=yes"_s,
                           u"-p"_s, QString::number(ssh.value(u"port"_s).toInt())};
    const QString target = ssh.value(u"user"_s).toString() + u"@127.0.0.1"_s;
    const auto started_ = runProgram(
        u"ssh"_s,
        base
            + QStringList{target,
                          u"nohup python3 -c 'import http.server as h; h.test(HandlerClass=h.SimpleHTTPRequestHandler, "
                          "protocol=\"HTTP/1.1\", port=%1, bind=\"127.0.0.1\")' >/dev/null 2>&1 &"_s.arg(inside)},
        QProcessEnvironment::systemEnvironment());
    ASSERT_EQ(started_.exitCode, 0) << started_.err.toStdString();
    QTcpServer pick;
    ASSERT_TRUE(pick.listen(QHostAddress::LocalHost));
    const int local = pick.serverPort();
    pick.close();
    QProcess tunnel;
    tunnel.start(u"ssh"_s, base + QStringList{u"-N"_s, u"-L"_s, u"%1:127.0.0.1:%2"_s.arg(local).arg(inside), target});
    QTcpSocket browser;
    for (QDeadlineTimer deadline(15000); !deadline.hasExpired(); QThread::msleep(100)) {
        browser.connectToHost(QHostAddress::LocalHost, quint16(local));
        if (browser.waitForConnected(1000)) {
            browser.write("GET / HTTP/1.1\r\nHost: x\r\n\r\n"); // a browser's keep-alive connection
            if (browser.waitForReadyRead(3000))
                break;
        }
        browser.abort();
    }
    ASSERT_EQ(browser.state(), QAbstractSocket::ConnectedState);
    browser.readAll();
    step(60); // the agent sees the connection (and disarms the stop it armed at boot)
    ASSERT_EQ(m_api.get(u"/v1/instances/"_s + id).json.value(u"state"_s).toString(), u"running"_s)
        << m_api.get(u"/v1/instances/"_s + id + u"/events"_s).body.toStdString() << log().toStdString();
    for (int i = 0; i < 3; ++i)
        step(1800); // an hour and a half with nothing but the tab open
    EXPECT_EQ(m_api.get(u"/v1/instances/"_s + id).json.value(u"state"_s).toString(), u"running"_s);
    EXPECT_TRUE(log().contains(u"connections to port(s) %1"_s.arg(inside))) << log().toStdString();
    // The tab closes: the period runs from the last look that saw the connection.
    const qint64 lastUse = now();
    browser.disconnectFromHost();
    tunnel.terminate();
    tunnel.waitForFinished(5000);
    step(60);
    advance(3 * 3600);
    expectIdleStopAt(id, started, lastUse + 30 * 60);
}

TEST_F(Autostop, StopWhenDoneStopsItTheGracePeriodAfterTheCommandEnds)
{
    const QJsonObject running = bootWithAutostop(u"done"_s);
    const QString id = running.value(u"id"_s).toString();
    const qint64 started = startOf(running);
    // The account's webhook hears when the command has finished, the console closed or not.
    ScriptedHttpServer receiver({ScriptedHttpServer::json(200, "{}")});
    HttpClient session(m_sandbox.url()); // webhooks are added from a login session
    session.setToken(
        session.post(u"/v1/sessions"_s, {{u"login"_s, u"13500000141"_s}, {u"password"_s, u"gpu-Rent-2026"_s}})
            .json.value(u"token"_s)
            .toString());
    ASSERT_EQ(session
                  .post(u"/v1/webhooks"_s,
                        {{u"url"_s, receiver.url().toString()}, {u"events"_s, QJsonArray{u"job.finished"_s}}})
                  .status,
              201);
    // The command waits for a file the test writes when "training" is over; it uses nothing meanwhile.
    const Ran ran = ctl({u"run"_s, id, u"--stop-when-done"_s, u"--grace"_s, u"10m"_s, u"--"_s,
                         u"while [ ! -f ~/finished ]; do sleep 0.1; done"_s});
    ASSERT_EQ(ran.exitCode, 0) << ran.err.toStdString() << ran.out.toStdString();
    EXPECT_TRUE(ran.out.contains(u"tmux"_s) || ran.out.contains(u"background"_s)) << ran.out.toStdString();
    step(60); // the agent sees the command run
    for (int i = 0; i < 3; ++i)
        step(1800); // ninety minutes of waiting on it: the running command counts, no idle stop
    EXPECT_EQ(m_api.get(u"/v1/instances/"_s + id).json.value(u"state"_s).toString(), u"running"_s);
    const qint64 done = now();
    QFile finished(m_home + u"/finished"_s);
    ASSERT_TRUE(finished.open(QIODevice::WriteOnly));
    finished.close();
    // The job records its end in platform time.
    for (QDeadlineTimer deadline(10000); !deadline.hasExpired() && !log().contains(u"ended with status 0"_s);)
        QThread::msleep(50);
    ASSERT_TRUE(log().contains(u"ended with status 0"_s)) << log().toStdString();
    step(60);
    ASSERT_TRUE(QTest::qWaitFor(
        [&] {
            return !receiver.requests.isEmpty() && receiver.requests.first().contains("X-Gpudesk-Event: job.finished")
                && receiver.requests.first().contains(R"("reason":"succeeded")");
        },
        10000))
        << receiver.requests.value(0).toStdString() << log().toStdString();
    advance(5 * 3600);
    expectIdleStopAt(id, started, done + 10 * 60);
}

TEST_F(Autostop, TheCliSaysWhatItSeesAndChangesItForThisBootAndTheNext)
{
    const QJsonObject running = bootWithAutostop(u"cli"_s, u"echo mine > ~/mine.txt\n"_s);
    const QString id = running.value(u"id"_s).toString();
    Ran r = ctl({u"autostop"_s, id, u"--status"_s});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.startsWith(u"stopping at "_s)) << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(u"idle since "_s));
    r = ctl({u"autostop"_s, id, u"--idle"_s, u"1h30m"_s});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(u"1 h 30 min"_s)) << r.out.toStdString();
    step(60);
    const QJsonObject instance = m_api.get(u"/v1/instances/"_s + id).json;
    const auto parts = AutostopScript::split(instance.value(u"startup_script"_s).toString());
    ASSERT_TRUE(parts.autostop);
    EXPECT_EQ(parts.autostop->gpuIdleMinutes, 90);
    EXPECT_EQ(parts.userScript, u"echo mine > ~/mine.txt\n"_s); // the user's part untouched
    const qint64 boot = startOf(running);
    EXPECT_EQ(Rfc3339::parse(instance.value(u"stop_at"_s).toString())->toSecsSinceEpoch(), boot + 90 * 60);
    EXPECT_EQ(ctl({u"autostop"_s, id, u"--idle"_s, u"soon"_s}).exitCode, 2);
    r = ctl({u"autostop"_s, id, u"--off"_s});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(u"a night forgotten (12 h) now costs ¥18.96"_s)) << r.out.toStdString();
    step(60);
    EXPECT_TRUE(m_api.get(u"/v1/instances/"_s + id).json.value(u"stop_at"_s).isNull()) << log().toStdString();
    r = ctl({u"autostop"_s, id});
    EXPECT_TRUE(r.out.startsWith(u"off\n"_s)) << r.out.toStdString();
}

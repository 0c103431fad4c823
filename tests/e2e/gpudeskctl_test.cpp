// gpudeskctl as a user types it: output, exit codes and errors.
#include "common/base32.h"
#include "common/totp.h"
#include "tests/e2e/sandboxctl.h"
#include "tests/support/closedport.h"
#include "tests/support/httpclient.h"
#include "tests/support/sandboxprocess.h"

#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QSettings>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTimeZone>

#include <gtest/gtest.h>

#include <map>

using namespace Qt::StringLiterals;

TEST(Gpudeskctl, HealthPrintsThePlatformsTime)
{
    SandboxProcess sandbox({u"--time-scale"_s, u"60"_s});
    QString error;
    ASSERT_TRUE(sandbox.start(&error)) << error.toStdString();
    const CliRun run = ctl({u"--platform"_s, sandbox.url().toString(), u"health"_s});
    EXPECT_EQ(run.exitCode, 0) << run.err.toStdString();
    EXPECT_TRUE(run.out.contains(u"status: ok"_s)) << run.out.toStdString();
    EXPECT_TRUE(run.out.contains(u"time scale: 60"_s)) << run.out.toStdString();
    EXPECT_TRUE(run.out.contains(u"billing timezone: Asia/Shanghai"_s)) << run.out.toStdString();
    EXPECT_TRUE(run.out.contains(u"currency: CNY (amounts like ¥12.34)"_s)) << run.out.toStdString();
    EXPECT_TRUE(run.out.contains(QRegularExpression(u"server time: \\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\dZ"_s)))
        << run.out.toStdString();
}

TEST(Gpudeskctl, FindsTheSandboxThroughItsDataDirectory)
{
    SandboxProcess sandbox;
    QString error;
    ASSERT_TRUE(sandbox.start(&error)) << error.toStdString();
    const CliRun run = ctl({u"--sandbox-data"_s, sandbox.dataDir(), u"health"_s});
    EXPECT_EQ(run.exitCode, 0) << run.err.toStdString();
    EXPECT_TRUE(run.out.contains(sandbox.url().toString())) << run.out.toStdString();
}

TEST(Gpudeskctl, UnreachablePlatformExitsOneWithAReason)
{
    const ClosedPort closed;
    const QString url = closed.url().toString();
    const CliRun run = ctl({u"--platform"_s, url, u"health"_s});
    EXPECT_EQ(run.exitCode, 1);
    EXPECT_TRUE(run.err.contains(u"network error"_s)) << run.err.toStdString();
    EXPECT_TRUE(run.out.isEmpty());
}

TEST(Gpudeskctl, BadUsageExitsTwoAndSaysWhatToType)
{
    CliRun run = ctl({});
    EXPECT_EQ(run.exitCode, 2);
    EXPECT_TRUE(run.err.contains(u"no command"_s)) << run.err.toStdString();
    run = ctl({u"fly"_s});
    EXPECT_EQ(run.exitCode, 2);
    EXPECT_TRUE(run.err.contains(u"unknown command 'fly'"_s)) << run.err.toStdString();
    run = ctl({u"--platform"_s, u"ftp://x"_s, u"health"_s});
    EXPECT_EQ(run.exitCode, 2);
    EXPECT_TRUE(run.err.contains(u"https://"_s)) << run.err.toStdString();
    run = ctl({u"--platform"_s, u"https://me:hunter2@gpu.example.com"_s, u"health"_s});
    EXPECT_EQ(run.exitCode, 2);
    EXPECT_FALSE(run.err.contains(u"hunter2"_s)) << run.err.toStdString();
}

TEST(Gpudeskctl, AnOptionACommandDoesNotTakeIsRefusedNeverIgnored)
{
    // Refused before anything is asked of the platform (none answers here).
    for (const QStringList &args :
         {QStringList{u"start"_s, u"my-run"_s, u"--region"_s, u"cn-north-1"_s}, QStringList{u"ls"_s, u"--yes"_s},
          QStringList{u"logout"_s, u"--json"_s}, QStringList{u"volumes"_s, u"--region"_s, u"cn-north-1"_s},
          QStringList{u"billing"_s, u"export"_s, u"--json"_s}}) {
        const CliRun run = ctl(QStringList{u"--platform"_s, u"http://127.0.0.1:9"_s} + args);
        EXPECT_EQ(run.exitCode, 2) << args.join(u' ').toStdString();
        EXPECT_TRUE(run.err.contains(u"does not take --"_s)) << run.err.toStdString();
    }
    const CliRun run = ctl({u"start"_s, u"my-run"_s, u"--region"_s, u"cn-north-1"_s});
    EXPECT_TRUE(run.err.contains(u"start does not take --region (see gpudeskctl help start)"_s))
        << run.err.toStdString();
}

TEST(Gpudeskctl, EveryCommandListedHasItsOwnHelpAndTheManPageListsThemAll)
{
    const CliRun help = ctl({u"--help"_s});
    ASSERT_EQ(help.exitCode, 0);
    // The commands as --help lists them: two spaces, then the command's words up to its arguments.
    const QString list = help.out.section(u"Commands:\n"_s, 1).section(u"\n\n"_s, 0, 0);
    QStringList commands;
    for (const QString &line : list.split(u'\n')) {
        if (!line.startsWith(u"  "_s) || line.startsWith(u"   "_s))
            continue;
        QStringList words;
        for (const QString &w : line.mid(2).section(u"  "_s, 0, 0).split(u' ', Qt::SkipEmptyParts)) {
            if (w.front().isUpper() || w.startsWith(u'[') || w.contains(u'|') || words.size() == 2)
                break;
            words << w;
        }
        commands << words.join(u' ');
    }
    ASSERT_GE(commands.size(), 60) << list.toStdString();
    const CliRun man = ctl({u"man"_s});
    ASSERT_EQ(man.exitCode, 0);
    EXPECT_TRUE(man.out.startsWith(u".TH GPUDESKCTL 1"_s));
    for (const QString &command : std::as_const(commands)) {
        const CliRun own = ctl(QStringList{u"help"_s} + command.split(u' '));
        EXPECT_EQ(own.exitCode, 0) << command.toStdString() << own.err.toStdString();
        EXPECT_TRUE(own.out.startsWith(u"gpudeskctl "_s + command)) << own.out.toStdString();
        EXPECT_TRUE(own.out.contains(u"Exit codes: 0 done"_s)) << command.toStdString();
        EXPECT_TRUE(man.out.contains(u".B "_s + QString(command).replace(u'-', u"\\-"_s))) << command.toStdString();
    }
    // COMMAND --help is help COMMAND; a group's word alone shows all of it.
    EXPECT_EQ(ctl({u"start"_s, u"--help"_s}).out, ctl({u"help"_s, u"start"_s}).out);
    EXPECT_TRUE(ctl({u"help"_s, u"start"_s}).out.contains(u"--no-gpu"_s));
    const CliRun volumes = ctl({u"help"_s, u"volumes"_s});
    EXPECT_TRUE(volumes.out.contains(u"gpudeskctl volumes create NAME"_s) && volumes.out.contains(u"volumes rm ID"_s))
        << volumes.out.toStdString();
    EXPECT_TRUE(ctl({u"help"_s, u"upload"_s}).out.contains(u"4: interrupted"_s));
    EXPECT_EQ(ctl({u"help"_s, u"fly"_s}).exitCode, 2);
    EXPECT_EQ(ctl({u"completion"_s, u"tcsh"_s}).exitCode, 2);
    EXPECT_TRUE(ctl({u"completion"_s, u"bash"_s}).out.contains(u"complete -F _gpudeskctl gpudeskctl"_s));
}

TEST_F(GpudeskctlAccount, LogInOnceThenEveryCommandUsesTheKeptSessionUntilLogout)
{
    CliRun r = run({u"whoami"_s});
    EXPECT_EQ(r.exitCode, 3);
    EXPECT_TRUE(r.err.contains(u"not logged in"_s)) << r.err.toStdString();
    r = run({u"login"_s, u"--login"_s, u"13912345678"_s, u"--password-stdin"_s}, "not-the-Password1\n");
    EXPECT_EQ(r.exitCode, 3);
    EXPECT_TRUE(r.err.contains(u"password is wrong"_s)) << r.err.toStdString();
    r = run({u"login"_s, u"--login"_s, u"wang@example.cn"_s, u"--password-stdin"_s}, "gpu-Rent-2026\n");
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.startsWith(u"logged in as 13912345678 until "_s)) << r.out.toStdString();
    EXPECT_TRUE(r.err.contains(u"no keychain answered"_s)) << r.err.toStdString(); // the warning
    const QString secrets = m_home.path() + u"/config/gpudesk/secrets.json"_s;
    EXPECT_EQ(QFile::permissions(secrets), QFile::ReadOwner | QFile::WriteOwner | QFile::ReadUser | QFile::WriteUser);
    EXPECT_FALSE(r.out.contains(u"gds_"_s)); // the token is never printed

    r = run({u"whoami"_s, u"--json"_s});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_EQ(QJsonDocument::fromJson(r.out.toUtf8()).object().value(u"phone"_s).toString(), u"13912345678"_s);
    r = run({u"balance"_s});
    EXPECT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(u"balance: ¥0.00"_s)) << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(u"voucher "_s)) << r.out.toStdString(); // the welcome voucher

    EXPECT_EQ(run({u"logout"_s}).exitCode, 0);
    EXPECT_EQ(run({u"whoami"_s}).exitCode, 3);
}

TEST_F(GpudeskctlAccount, AnInstanceFromCreateToReleaseByName)
{
    HttpClient c = session();
    ASSERT_EQ(c.post(u"/v1/billing/recharge"_s, {{u"amount_cents"_s, 10000}}).status, 201);
    ASSERT_EQ(
        c.post(u"/v1/account/verification"_s, {{u"real_name"_s, u"王五"_s}, {u"id_number"_s, u"11010519491231002X"_s}})
            .status,
        202); // a verified account may keep more than one instance
    advance(1);
    m_env.insert(u"GPUDESK_TOKEN"_s, token({u"read"_s, u"instances"_s, u"billing"_s}));
    CliRun r = run({u"ls"_s});
    EXPECT_EQ(r.exitCode, 0);
    EXPECT_TRUE(r.out.contains(u"no instances"_s));
    r = run({u"create"_s, u"--name"_s, u"训练 1"_s, u"--region"_s, u"cn-north-1"_s, u"--gpu"_s, u"rtx-3090-24g"_s,
             u"--image"_s, u"ubuntu-22.04"_s, u"--port"_s, u"6006"_s});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.startsWith(u"created "_s) && r.out.contains(u"(训练 1), creating"_s)) << r.out.toStdString();
    advance(0);
    r = run({u"wait"_s, u"训练 1"_s, u"--state"_s, u"running"_s, u"--timeout"_s, u"10"_s});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    advance(3600);
    r = run({u"cost"_s});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(u"训练 1"_s) && r.out.contains(u"¥1.58 so far"_s)) << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(u"lasts "_s)) << r.out.toStdString();
    // The names the shell's completion offers are those this listing saw.
    QFile names(m_home.path() + u"/cache/gpudesk/instance-names"_s);
    ASSERT_TRUE(names.open(QIODevice::ReadOnly));
    const QStringList offered = QString::fromUtf8(names.readAll()).split(u'\n', Qt::SkipEmptyParts);
    EXPECT_TRUE(offered.contains(u"训练 1"_s)) << offered.join(u'|').toStdString();
    EXPECT_TRUE(offered.size() == 3 && offered.at(2).startsWith(u"gpu-"_s)) << offered.join(u'|').toStdString();
    r = run({u"show"_s, u"训练 1"_s, u"--json"_s});
    ASSERT_EQ(r.exitCode, 0);
    const QString id = QJsonDocument::fromJson(r.out.toUtf8()).object().value(u"id"_s).toString();
    ASSERT_FALSE(id.isEmpty()) << r.out.toStdString();

    EXPECT_EQ(run({u"stop"_s, u"训练 1"_s}).exitCode, 0);
    advance(5);
    EXPECT_EQ(run({u"wait"_s, id, u"--state"_s, u"stopped"_s, u"--timeout"_s, u"5"_s}).exitCode, 0);
    r = run({u"start"_s, id, u"--no-gpu"_s});
    EXPECT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(u"no-GPU mode"_s));
    advance(1);
    r = run({u"events"_s, id});
    EXPECT_TRUE(r.out.contains(u"running → stopping  user"_s)) << r.out.toStdString();

    // A second one with the same name: names are then ambiguous, ids are not.
    ASSERT_EQ(run({u"create"_s, u"--name"_s, u"训练 1"_s, u"--region"_s, u"cn-north-1"_s, u"--gpu"_s, u"rtx-3090-24g"_s,
                   u"--image"_s, u"ubuntu-22.04"_s, u"--start-mode"_s, u"no_gpu"_s})
                  .exitCode,
              0);
    r = run({u"show"_s, u"训练 1"_s});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_TRUE(r.err.contains(u"use an id"_s)) << r.err.toStdString();
    EXPECT_EQ(run({u"show"_s, u"nobody"_s}).exitCode, 1);

    r = run({u"release"_s, id});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_TRUE(r.err.contains(u"--yes"_s));
    EXPECT_EQ(run({u"release"_s, id, u"--yes"_s}).exitCode, 0);
}

TEST_F(GpudeskctlAccount, ASpecFileRefusalsAndScopesGiveTheRightExitCodes)
{
    HttpClient c = session();
    ASSERT_EQ(c.post(u"/v1/billing/recharge"_s, {{u"amount_cents"_s, 100000}}).status, 201);
    ASSERT_EQ(
        c.post(u"/v1/account/verification"_s, {{u"real_name"_s, u"王五"_s}, {u"id_number"_s, u"11010519491231002X"_s}})
            .status,
        202);
    advance(1);
    m_env.insert(u"GPUDESK_TOKEN"_s, token({u"read"_s, u"instances"_s}));
    QTemporaryDir dir;
    QFile spec(dir.path() + u"/spec.json"_s);
    ASSERT_TRUE(spec.open(QIODevice::WriteOnly));
    spec.write(R"({"name": "big", "region": "cn-north-1", "gpu_type": "l40s-48g", "gpu_count": 8,
                  "image": "ubuntu-22.04"})");
    spec.close();
    CliRun r = run({u"create"_s, u"--spec"_s, spec.fileName()});
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_TRUE(r.err.contains(u"Regions that have it: cn-south-1"_s)) << r.err.toStdString();
    QFile broken(dir.path() + u"/broken.json"_s);
    ASSERT_TRUE(broken.open(QIODevice::WriteOnly));
    broken.write(R"({"name": "x", "region": 3})");
    broken.close();
    r = run({u"create"_s, u"--spec"_s, broken.fileName()});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_TRUE(r.err.contains(u"region"_s)) << r.err.toStdString();
    EXPECT_EQ(run({u"create"_s, u"--name"_s, u"x"_s}).exitCode, 2);

    // A token without the billing scope, and what only a login session may do.
    r = run({u"balance"_s});
    EXPECT_EQ(r.exitCode, 0) << r.err.toStdString();
    r = run({u"tokens"_s, u"ls"_s});
    EXPECT_EQ(r.exitCode, 3);
    EXPECT_TRUE(r.err.contains(u"log in with your password"_s)) << r.err.toStdString();
    r = run({u"ssh-keys"_s, u"ls"_s});
    EXPECT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(u"no SSH keys"_s));
}

TEST_F(GpudeskctlAccount, KeysAndTokensFromALoginSession)
{
    ASSERT_EQ(run({u"login"_s, u"--login"_s, u"13912345678"_s, u"--password-stdin"_s}, "gpu-Rent-2026\n").exitCode, 0);
    QTemporaryDir dir;
    QProcess::execute(u"ssh-keygen"_s,
                      {u"-q"_s, u"-t"_s, u"ed25519"_s, u"-N"_s, QString(), u"-f"_s, dir.path() + u"/gpu_work"_s});
    CliRun r = run({u"ssh-keys"_s, u"add"_s, dir.path() + u"/gpu_work"_s});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_TRUE(r.err.contains(u"private key"_s)) << r.err.toStdString();
    r = run({u"ssh-keys"_s, u"add"_s, dir.path() + u"/gpu_work.pub"_s});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(u"ssh-ed25519 SHA256:"_s));
    r = run({u"ssh-keys"_s, u"ls"_s, u"--json"_s});
    const QJsonArray keys = QJsonDocument::fromJson(r.out.toUtf8()).array();
    ASSERT_EQ(keys.size(), 1) << r.out.toStdString();
    EXPECT_EQ(keys[0][u"name"_s].toString(), u"gpu_work"_s);
    EXPECT_EQ(run({u"ssh-keys"_s, u"rm"_s, keys[0][u"id"_s].toString()}).exitCode, 0);

    // The platform's range is checked here, before asking: a token lives 1 to 365 days.
    r = run({u"tokens"_s, u"create"_s, u"ci"_s, u"--scopes"_s, u"read"_s, u"--days"_s, u"3650"_s});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_TRUE(r.err.contains(u"from 1 to 365"_s)) << r.err.toStdString();
    r = run({u"tokens"_s, u"create"_s, u"ci"_s, u"--scopes"_s, u"read"_s, u"--days"_s, u"7"_s});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    const QString secret = r.out.trimmed();
    EXPECT_TRUE(secret.startsWith(u"gdk_"_s));
    EXPECT_TRUE(r.err.contains(u"shown once"_s));
    r = run({u"tokens"_s, u"ls"_s});
    EXPECT_TRUE(r.out.contains(u"ci  read  until"_s)) << r.out.toStdString();
    EXPECT_FALSE(r.out.contains(secret));
    const QString tokenId = r.out.section(u' ', 0, 0);
    EXPECT_EQ(run({u"tokens"_s, u"revoke"_s, tokenId}).exitCode, 0);
    m_env.insert(u"GPUDESK_TOKEN"_s, secret);
    r = run({u"whoami"_s});
    EXPECT_EQ(r.exitCode, 3);
    EXPECT_TRUE(r.err.contains(u"revoked"_s)) << r.err.toStdString();
}

TEST_F(GpudeskctlAccount, GeneratesAKeyPairUploadsItAndMakesItTheDefault)
{
    ASSERT_EQ(run({u"login"_s, u"--login"_s, u"13912345678"_s, u"--password-stdin"_s}, "gpu-Rent-2026\n").exitCode, 0);
    const QString sshDir = m_home.path() + u"/ssh"_s;
    const QString secret = m_home.path() + u"/passphrase"_s;
    QFile file(secret);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write("open sesame\n");
    file.close();

    CliRun r = run({u"--ssh-dir"_s, sshDir, u"ssh-keys"_s, u"generate"_s, u"My Laptop"_s, u"--passphrase-file"_s,
                    secret, u"--upload"_s});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    const QString key = sshDir + u"/gpudesk_my-laptop"_s;
    EXPECT_TRUE(r.out.contains(u"private key: "_s + key)) << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(u"added to the platform as "_s)) << r.out.toStdString();
    QProcess keygen;
    keygen.start(u"ssh-keygen"_s, {u"-y"_s, u"-P"_s, u"open sesame"_s, u"-f"_s, key});
    ASSERT_TRUE(keygen.waitForFinished(10000));
    EXPECT_EQ(keygen.exitCode(), 0);
    const QSettings conf(m_home.path() + u"/config/gpudesk/gpudesk.conf"_s, QSettings::IniFormat);
    EXPECT_EQ(conf.value(u"ssh/default_identity"_s).toString(), key);

    r = run({u"ssh-keys"_s, u"ls"_s});
    EXPECT_TRUE(r.out.contains(u"My Laptop"_s)) << r.out.toStdString();
    // The same name again: nothing is overwritten, and the reason is given.
    r = run({u"--ssh-dir"_s, sshDir, u"ssh-keys"_s, u"generate"_s, u"my laptop"_s});
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_TRUE(r.err.contains(u"already exists"_s)) << r.err.toStdString();
    r = run({u"--ssh-dir"_s, sshDir, u"ssh-keys"_s, u"generate"_s});
    EXPECT_EQ(r.exitCode, 2);
}

TEST_F(GpudeskctlAccount, ImportsAnExistingPairAndWarnsWhenOthersCanReadIt)
{
    ASSERT_EQ(run({u"login"_s, u"--login"_s, u"13912345678"_s, u"--password-stdin"_s}, "gpu-Rent-2026\n").exitCode, 0);
    const QString key = m_home.path() + u"/id_ed25519"_s;
    QProcess::execute(u"ssh-keygen"_s, {u"-q"_s, u"-t"_s, u"ed25519"_s, u"-N"_s, QString(), u"-f"_s, key});
    QFile::setPermissions(key, QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup | QFile::ReadOther);

    CliRun r = run({u"ssh-keys"_s, u"import"_s, key});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_TRUE(r.err.contains(u"chmod 600 "_s + key)) << r.err.toStdString();
    r = run({u"ssh-keys"_s, u"ls"_s});
    EXPECT_TRUE(r.out.contains(u"id_ed25519"_s)) << r.out.toStdString();
    const QSettings conf(m_home.path() + u"/config/gpudesk/gpudesk.conf"_s, QSettings::IniFormat);
    EXPECT_EQ(conf.value(u"ssh/default_identity"_s).toString(), key);

    r = run({u"ssh-keys"_s, u"import"_s, m_home.path() + u"/missing"_s});
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_TRUE(r.err.contains(u"no private key"_s)) << r.err.toStdString();
}

TEST(GpudeskctlRegister, ANewAccountSecuredFromTheCommandLine)
{
    SandboxProcess sandbox{{u"--clock"_s, u"manual"_s, u"--runtime"_s, u"none"_s}};
    QString error;
    ASSERT_TRUE(sandbox.start(&error)) << error.toStdString();
    QTemporaryDir home;
    const QProcessEnvironment env = cliEnvironment(home.path());
    const auto run = [&](const QStringList &args, const QByteArray &input = {}) {
        return ctl(QStringList{u"--platform"_s, sandbox.url().toString()} + args, env, input);
    };
    CliRun r = run({u"register"_s, u"--phone"_s, u"13811112222"_s, u"--password-stdin"_s}, "study-Hard-2026\n");
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_TRUE(r.err.contains(u"--email"_s)) << r.err.toStdString();
    r = run({u"register"_s, u"--phone"_s, u"13811112222"_s, u"--email"_s, u"li@example.cn"_s, u"--password-stdin"_s},
            "12345678\n");
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_FALSE(r.err.isEmpty());
    r = run({u"register"_s, u"--phone"_s, u"13811112222"_s, u"--email"_s, u"li@example.cn"_s, u"--password-stdin"_s},
            "study-Hard-2026\n");
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(u"logged in"_s)) << r.out.toStdString();
    // Logged in at once: the session works without a separate login.
    r = run({u"whoami"_s, u"--json"_s});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_EQ(QJsonDocument::fromJson(r.out.toUtf8()).object().value(u"email"_s).toString(), u"li@example.cn"_s);

    // Two-factor login: the code an authenticator app would compute from the printed secret.
    r = run({u"2fa"_s, u"enable"_s});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    const QString secretText = r.out.section(u"secret: "_s, 1).section(u'\n', 0, 0).trimmed();
    EXPECT_TRUE(r.out.contains(u"uri: otpauth://totp/"_s)) << r.out.toStdString();
    const auto secret = Base32::decode(secretText);
    ASSERT_TRUE(secret) << r.out.toStdString();
    r = run({u"2fa"_s, u"confirm"_s, u"000000"_s});
    EXPECT_NE(r.exitCode, 0);
    const auto platformNow = [&] {
        return QDateTime::fromString(HttpClient(sandbox.url()).get(u"/v1/health"_s).json[u"server_time"_s].toString(),
                                     Qt::ISODate)
            .toSecsSinceEpoch();
    };
    r = run({u"2fa"_s, u"confirm"_s, Totp::code(*secret, platformNow())});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    const QStringList recovery = r.out.split(u'\n', Qt::SkipEmptyParts);
    EXPECT_GE(recovery.size(), 8) << r.out.toStdString();
    EXPECT_TRUE(r.err.contains(u"shown once"_s));
    EXPECT_EQ(run({u"login"_s, u"--login"_s, u"li@example.cn"_s, u"--password-stdin"_s}, "study-Hard-2026\n").exitCode,
              2); // a code is needed now
    r = run({u"login"_s, u"--login"_s, u"li@example.cn"_s, u"--password-stdin"_s, u"--code"_s, recovery.first()},
            "study-Hard-2026\n");
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_EQ(run({u"2fa"_s, u"disable"_s}).exitCode, 2);
    HttpClient(sandbox.url()).post(u"/v1/sandbox/clock"_s, {{u"advance_s"_s, 31}}); // a fresh code
    r = run({u"2fa"_s, u"disable"_s, u"--code"_s, Totp::code(*secret, platformNow())});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_FALSE(QJsonDocument::fromJson(run({u"whoami"_s, u"--json"_s}).out.toUtf8())
                     .object()
                     .value(u"two_factor_enabled"_s)
                     .toBool());

    // The password: the current one is checked, the new one must be strong.
    r = run({u"password"_s, u"--stdin"_s}, "wrong-Pass-1\nnew-Secret-2027\n");
    EXPECT_NE(r.exitCode, 0);
    r = run({u"password"_s, u"--stdin"_s}, "study-Hard-2026\nshort\n");
    EXPECT_EQ(r.exitCode, 1);
    r = run({u"password"_s, u"--stdin"_s}, "study-Hard-2026\nnew-Secret-2027\n");
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_EQ(run({u"login"_s, u"--login"_s, u"li@example.cn"_s, u"--password-stdin"_s}, "new-Secret-2027\n").exitCode,
              0);
    r = run({u"logins"_s});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(u"refused (totp_required)"_s)) << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(u"  ok  127.0.0.1"_s)) << r.out.toStdString();
}

TEST_F(GpudeskctlAccount, LimitsRechargesTheLedgerAndAMonthsStatementThatAddsUp)
{
    ASSERT_EQ(run({u"login"_s, u"--login"_s, u"13912345678"_s, u"--password-stdin"_s}, "gpu-Rent-2026\n").exitCode, 0);
    CliRun r = run({u"recharge"_s, u"abc"_s});
    EXPECT_EQ(r.exitCode, 2);
    r = run({u"recharge"_s, u"80"_s});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(u"balance: ¥80.00"_s)) << r.out.toStdString();
    r = run({u"limits"_s, u"set"_s, u"--daily"_s, u"lots"_s});
    EXPECT_EQ(r.exitCode, 2);
    r = run({u"limits"_s, u"set"_s, u"--daily"_s, u"30"_s, u"--per-boot"_s, u"12.5"_s});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(u"daily limit: ¥30.00"_s) && r.out.contains(u"per-boot limit: ¥12.50"_s))
        << r.out.toStdString();
    r = run({u"limits"_s, u"set"_s, u"--per-boot"_s, u"off"_s});
    EXPECT_TRUE(r.out.contains(u"daily limit: ¥30.00"_s) && r.out.contains(u"per-boot limit: none"_s))
        << r.out.toStdString();

    r = run({u"volumes"_s, u"create"_s, u"数据"_s, u"--region"_s, u"cn-north-1"_s, u"--size"_s, u"100"_s});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(u"/day until it is deleted"_s)) << r.out.toStdString();
    r = run({u"create"_s, u"--name"_s, u"exp, \"one\""_s, u"--region"_s, u"cn-north-1"_s, u"--gpu"_s, u"t4-16g"_s,
             u"--image"_s, u"ubuntu-22.04"_s});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    for (int hour = 0; hour < 5; ++hour)
        advance(3600);
    r = run({u"volumes"_s, u"ls"_s});
    EXPECT_TRUE(r.out.contains(u"数据  cn-north-1  100 GB  free"_s)) << r.out.toStdString();
    r = run({u"billing"_s, u"usage"_s, u"--group"_s, u"instance"_s});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(u"volume 数据"_s) && r.out.contains(u"exp, \"one\""_s)) << r.out.toStdString();
    r = run({u"billing"_s, u"ledger"_s, u"--instance"_s, u"exp, \"one\""_s, u"--kind"_s, u"compute"_s});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_FALSE(r.out.contains(u"recharge"_s)) << r.out.toStdString();

    // The month's statement: every line's amount adds up to the total row and to the platform's.
    const QJsonObject health = HttpClient(m_sandbox.url()).get(u"/v1/health"_s).json;
    const QTimeZone zone(health[u"billing_timezone"_s].toString().toUtf8());
    const QDate today = QDateTime::fromString(health[u"server_time"_s].toString(), Qt::ISODate).toTimeZone(zone).date();
    const QString month = today.toString(u"yyyy-MM"_s);
    QTemporaryDir out;
    const QString file = out.path() + u"/statement.csv"_s;
    r = run({u"billing"_s, u"export"_s, u"--month"_s, month, u"--out"_s, file});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    QFile csv(file);
    ASSERT_TRUE(csv.open(QIODevice::ReadOnly));
    const QStringList rows = QString::fromUtf8(csv.readAll()).split(u"\r\n"_s, Qt::SkipEmptyParts);
    ASSERT_GE(rows.size(), 4);
    EXPECT_TRUE(rows.first().startsWith(u"line,period_start,"_s)) << rows.first().toStdString();
    EXPECT_TRUE(rows.join(u'\n').contains(u"\"exp, \"\"one\"\"\""_s)); // quoted as RFC 4180 says
    qint64 sum = 0;
    for (const QString &row : rows.mid(1, rows.size() - 2))
        sum += qRound64(row.section(u',', -1).toDouble() * 100);
    EXPECT_EQ(qRound64(rows.last().section(u',', -1).toDouble() * 100), sum);
    const QDateTime from(QDate(today.year(), today.month(), 1), QTime(0, 0), zone);
    HttpClient c = session();
    const QJsonObject page = c.get(u"/v1/billing/ledger?limit=1&from="_s + from.toUTC().toString(Qt::ISODate)
                                   + u"&to="_s + from.addMonths(1).toUTC().toString(Qt::ISODate))
                                 .json;
    EXPECT_EQ(page[u"total_cents"_s].toInteger(), sum);
    EXPECT_TRUE(r.err.contains(u"as the platform counts it"_s)) << r.err.toStdString();
    // Standard output by default, the same bytes.
    r = run({u"billing"_s, u"export"_s, u"--month"_s, month});
    csv.seek(0);
    EXPECT_EQ(r.out.toUtf8(), csv.readAll());
    EXPECT_EQ(run({u"billing"_s, u"export"_s, u"--month"_s, u"2026-13"_s}).exitCode, 2);
    r = run({u"billing"_s, u"export"_s, u"--month"_s, u"1999-01"_s});
    EXPECT_EQ(r.exitCode, 0);
    EXPECT_TRUE(r.out.endsWith(u"total,,,,,,,,0.00\r\n"_s)) << r.out.toStdString();

    // Members: the owner adds one, sets its limits, removes it.
    r = run({u"members"_s, u"add"_s, u"--name"_s, u"小红"_s, u"--email"_s, u"hong@example.cn"_s, u"--daily"_s, u"5"_s,
             u"--password-stdin"_s},
            // The member's password, then the owner's own: an hour after the login, it is asked.
            "member-Pass-1\ngpu-Rent-2026\n");
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    const QString memberId = r.out.section(u' ', 1, 1);
    r = run({u"members"_s, u"limits"_s, memberId, u"--daily"_s, u"off"_s, u"--per-boot"_s, u"3"_s});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(u"daily limit none, per boot ¥3.00"_s)) << r.out.toStdString();
    r = run({u"members"_s, u"ls"_s});
    EXPECT_TRUE(r.out.contains(u"小红  hong@example.cn  daily limit none, per boot ¥3.00  spent this month ¥0.00"_s))
        << r.out.toStdString();
    EXPECT_EQ(run({u"members"_s, u"rm"_s, memberId}).exitCode, 0);
    EXPECT_EQ(run({u"members"_s, u"rm"_s, memberId}).exitCode, 1);
}

TEST(GpudeskctlAdvise, TheSeedsNumbersFromTheCommandLine)
{
    CliRun r = ctl({u"advise"_s, u"buy-vs-rent"_s, u"--rig"_s, u"12000"_s, u"--rent"_s, u"2.5"_s, u"--hours"_s,
                    u"500"_s, u"--json"_s});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    const QJsonObject verdict = QJsonDocument::fromJson(r.out.toUtf8()).object();
    EXPECT_EQ(verdict.value(u"own_cents"_s).toInteger(), 720000);
    EXPECT_EQ(verdict.value(u"rent_cents"_s).toInteger(), 250000);
    EXPECT_EQ(verdict.value(u"verdict"_s).toString(), u"rent"_s);
    r = ctl({u"advise"_s, u"buy-vs-rent"_s, u"--rig"_s, u"lots"_s, u"--rent"_s, u"2.5"_s, u"--hours"_s, u"500"_s});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_TRUE(r.err.contains(u"--rig"_s)) << r.err.toStdString();

    SandboxProcess sandbox;
    QString error;
    ASSERT_TRUE(sandbox.start(&error)) << error.toStdString();
    r = ctl({u"--platform"_s, sandbox.url().toString(), u"advise"_s, u"package"_s, u"--rate"_s, u"2.18"_s,
             u"--period"_s, u"daily"_s, u"--busy-hours"_s, u"11"_s, u"--discount"_s, u"0.75"_s});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.startsWith(u"On demand is cheaper"_s)) << r.out.toStdString();
    r = ctl({u"--platform"_s, sandbox.url().toString(), u"advise"_s, u"gpu"_s, u"--task"_s, u"inference"_s,
             u"--params"_s, u"7"_s});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.startsWith(u"memory: 20.6 GB"_s)) << r.out.toStdString();
}

namespace {

/// Every file under `root` that holds one of `secrets` (as UTF-8 bytes), with the secret's label.
QStringList filesHolding(const QString &root, const std::map<QString, QString> &secrets, const QStringList &exempt = {})
{
    QStringList found;
    QDirIterator it(root, QDir::Files | QDir::Hidden | QDir::System, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            continue;
        const QByteArray bytes = file.readAll();
        for (const auto &[label, secret] : secrets) {
            if (!secret.isEmpty() && bytes.contains(secret.toUtf8())
                && !(exempt.contains(QFileInfo(path).fileName()) && label.startsWith(u"session"_s)))
                found << path + u" holds the "_s + label;
        }
    }
    return found;
}

} // namespace

TEST(SecretsStayOut, NoPasswordTokenCodeOrIdNumberIsInAnyFileOfARunCrashIncluded)
{
    // Debug logging on both sides: the most a log ever says.
    SandboxProcess sandbox{
        {u"--clock"_s, u"manual"_s, u"--runtime"_s, u"none"_s, u"--review-delay"_s, u"0"_s, u"--verbose"_s}};
    QString error;
    ASSERT_TRUE(sandbox.start(&error)) << error.toStdString();
    QTemporaryDir home;
    QProcessEnvironment env = cliEnvironment(home.path());
    env.insert(u"XDG_DATA_HOME"_s, home.path() + u"/data"_s);
    env.insert(u"XDG_CACHE_HOME"_s, home.path() + u"/cache"_s);
    const auto run = [&](const QStringList &args, const QByteArray &input = {}) {
        return ctl(QStringList{u"--platform"_s, sandbox.url().toString(), u"--verbose"_s} + args, env, input);
    };
    std::map<QString, QString> secrets{{u"first password"_s, u"first-Secret-2026"_s},
                                       {u"second password"_s, u"second-Secret-2027"_s},
                                       {u"mistyped password"_s, u"mistyped-Secret-99"_s},
                                       {u"ID number"_s, u"11010519491231002X"_s}};

    ASSERT_EQ(
        run({u"register"_s, u"--phone"_s, u"13822223333"_s, u"--email"_s, u"zhao@example.cn"_s, u"--password-stdin"_s},
            "first-Secret-2026\n")
            .exitCode,
        0);
    const auto sessionToken = [&] {
        QFile file(home.path() + u"/config/gpudesk/secrets.json"_s);
        static const QRegularExpression token(u"gds_[0-9A-Za-z]+"_s);
        return file.open(QIODevice::ReadOnly) ? token.match(QString::fromUtf8(file.readAll())).captured() : QString();
    };
    secrets[u"session token (register)"_s] = sessionToken();
    ASSERT_GT(secrets[u"session token (register)"_s].size(), 20);
    HttpClient http(sandbox.url());
    http.setToken(secrets[u"session token (register)"_s]);
    ASSERT_EQ(http.post(u"/v1/account/verification"_s,
                        {{u"real_name"_s, u"赵六"_s}, {u"id_number"_s, secrets[u"ID number"_s]}})
                  .status,
              202);

    CliRun r = run({u"2fa"_s, u"enable"_s});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    secrets[u"TOTP secret"_s] = r.out.section(u"secret: "_s, 1).section(u'\n', 0, 0).trimmed();
    const auto totp = Base32::decode(secrets[u"TOTP secret"_s]);
    ASSERT_TRUE(totp);
    const qint64 now = QDateTime::fromString(http.get(u"/v1/health"_s).json[u"server_time"_s].toString(), Qt::ISODate)
                           .toSecsSinceEpoch();
    r = run({u"2fa"_s, u"confirm"_s, Totp::code(*totp, now)});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    const QStringList recovery = r.out.split(u'\n', Qt::SkipEmptyParts);
    ASSERT_GE(recovery.size(), 8);
    for (int i = 0; i < 3; ++i)
        secrets[u"recovery code %1"_s.arg(i)] = recovery.at(i).trimmed();

    r = run({u"tokens"_s, u"create"_s, u"ci"_s, u"--scopes"_s, u"read"_s, u"--days"_s, u"7"_s});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    secrets[u"API token"_s] = r.out.trimmed();
    QProcessEnvironment withToken = env;
    withToken.insert(u"GPUDESK_TOKEN"_s, secrets[u"API token"_s]);
    EXPECT_EQ(ctl({u"--platform"_s, sandbox.url().toString(), u"--verbose"_s, u"whoami"_s}, withToken).exitCode, 0);

    // A mistyped password (refused), a login with a recovery code, a password change.
    EXPECT_NE(run({u"login"_s, u"--login"_s, u"zhao@example.cn"_s, u"--password-stdin"_s, u"--code"_s, recovery.at(1)},
                  "mistyped-Secret-99\n")
                  .exitCode,
              0);
    ASSERT_EQ(run({u"login"_s, u"--login"_s, u"zhao@example.cn"_s, u"--password-stdin"_s, u"--code"_s, recovery.at(0)},
                  "first-Secret-2026\n")
                  .exitCode,
              0);
    secrets[u"session token (login)"_s] = sessionToken();
    ASSERT_EQ(run({u"password"_s, u"--stdin"_s}, "first-Secret-2026\nsecond-Secret-2027\n").exitCode, 0);

    // The platform crashes (its last words are in its stderr file and log), comes back, stops.
    sandbox.kill();
    ASSERT_TRUE(sandbox.start(&error)) << error.toStdString();
    EXPECT_EQ(run({u"whoami"_s}).exitCode, 0); // the session that changed the password goes on
    EXPECT_EQ(sandbox.stop(), 0);

    // The console's secret store holds its own session, and nothing else does; nothing holds the rest.
    const QStringList leaks
        = filesHolding(sandbox.dataDir(), secrets) + filesHolding(home.path(), secrets, {u"secrets.json"_s});
    EXPECT_TRUE(leaks.isEmpty()) << leaks.join(u'\n').toStdString();
    // The search can find what it looks for: the store does hold the session.
    EXPECT_FALSE(filesHolding(home.path(), {{u"session"_s, secrets[u"session token (login)"_s]}}).isEmpty());
}

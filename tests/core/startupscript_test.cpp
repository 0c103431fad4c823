#include "core/ssh/localstartupscripts.h"
#include "core/ssh/startupscript.h"
#include "tests/support/testfiles.h"

#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QThread>
#include <QTimeZone>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

/// Runs `script` with bash in a home of its own; its exit code.
int runIn(const QString &home, const QString &script, QByteArray *output = nullptr)
{
    QProcess bash;
    QProcessEnvironment env;
    env.insert(u"HOME"_s, home);
    env.insert(u"PATH"_s, u"/usr/bin:/bin"_s);
    bash.setProcessEnvironment(env);
    bash.start(u"/bin/bash"_s, {u"-c"_s, script});
    bash.waitForFinished(20000);
    if (output)
        *output = bash.readAllStandardOutput() + bash.readAllStandardError();
    return bash.exitCode();
}

} // namespace

TEST(StartupScript, TheDefaultPutsTheCachesOnTheDataDiskAndTheEnvironmentWhereEveryShellReadsIt)
{
    QTemporaryDir dir;
    const QString home = dir.path() + u"/home"_s, data = dir.path() + u"/data disk"_s;
    QDir().mkpath(home);
    QDir().mkpath(data);
    QFile bashrc(home + u"/.bashrc"_s); // Debian's, in short: it stops for non-interactive shells
    ASSERT_TRUE(bashrc.open(QIODevice::WriteOnly));
    bashrc.write("case $- in *i*) ;; *) return;; esac\nalias ll='ls -l'\n");
    bashrc.close();
    const QString script = StartupScript::defaultFor(data);
    QByteArray output;
    ASSERT_EQ(runIn(home, script, &output), 0) << output.toStdString();
    ASSERT_EQ(runIn(home, script, &output), 0) << output.toStdString(); // every boot runs it again

    const QByteArray env = contents(home + u"/.gpudesk/env.sh"_s);
    EXPECT_TRUE(env.contains(QByteArray(QByteArray("export HF_HOME=\"") + data.toUtf8() + "/.cache/huggingface\"")))
        << env.toStdString();
    EXPECT_TRUE(env.contains("PIP_INDEX_URL")); // the mirror line, to fill in
    EXPECT_TRUE(QDir(data + u"/.cache/torch"_s).exists());
    const QByteArray line = "[ -f ~/.gpudesk/env.sh ] && . ~/.gpudesk/env.sh\n";
    EXPECT_TRUE(contents(home + u"/.bashrc"_s).startsWith(line));
    EXPECT_EQ(contents(home + u"/.bashrc"_s).count(line), 1); // run twice, there once
    EXPECT_TRUE(contents(home + u"/.bashrc"_s).contains("alias ll='ls -l'")); // the user's lines kept
    EXPECT_EQ(contents(home + u"/.profile"_s).count(line), 1);

    // A non-interactive shell that reads .bashrc (ssh gpu-x cmd) has the caches on the data disk.
    EXPECT_EQ(runIn(home, u"BASH_ENV=~/.bashrc bash -c 'echo $HF_HOME'"_s, &output), 0);
    EXPECT_EQ(output.trimmed(), QByteArray(data.toUtf8() + "/.cache/huggingface"));
}

TEST(StartupScript, FitsTheContractsLimitAndWorksWithoutADataDisk)
{
    EXPECT_LT(StartupScript::defaultFor(u"/root/autodl-tmp"_s).toUtf8().size(), StartupScript::kMaxBytes);
    QTemporaryDir dir;
    QByteArray output;
    EXPECT_EQ(runIn(dir.path(), StartupScript::defaultFor({}), &output), 0) << output.toStdString();
    EXPECT_TRUE(contents(dir.path() + u"/.gpudesk/env.sh"_s).contains(QByteArray(dir.path().toUtf8() + "/.cache/pip")));
}

TEST(LocalStartupScripts, KeepsAScriptPerInstanceAndPlatformAndWhichBootItRanFor)
{
    QTemporaryDir dir;
    const LocalStartupScripts scripts(dir.path() + u"/startup-scripts"_s);
    const QString a = u"https://a.example"_s, b = u"https://b.example"_s;
    QString error;
    EXPECT_FALSE(scripts.script(a, u"i-1"_s));
    ASSERT_TRUE(scripts.setScript(a, u"i-1"_s, u"echo a\n"_s, &error)) << error.toStdString();
    EXPECT_EQ(scripts.script(a, u"i-1"_s), u"echo a\n"_s);
    EXPECT_FALSE(scripts.script(b, u"i-1"_s)); // another platform's instance of the same id
    const QFileInfo file(dir.path() + u"/startup-scripts"_s);
    EXPECT_EQ(file.permissions() & (QFile::ReadGroup | QFile::ReadOther), QFile::Permissions());

    const QDateTime boot1 = QDateTime::fromSecsSinceEpoch(1'800'000'000, QTimeZone::utc());
    const QDateTime boot2 = boot1.addSecs(3600);
    EXPECT_FALSE(scripts.isDoneFor(a, u"i-1"_s, boot1));
    ASSERT_TRUE(scripts.markLaunched(a, u"i-1"_s, boot1, &error));
    EXPECT_TRUE(scripts.isDoneFor(a, u"i-1"_s, boot1));
    EXPECT_EQ(scripts.launchedFor(a, u"i-1"_s), boot1);
    EXPECT_FALSE(scripts.isDoneFor(a, u"i-1"_s, boot2));
    ASSERT_TRUE(scripts.markSavedDuring(a, u"i-1"_s, boot2, &error));
    EXPECT_TRUE(scripts.isDoneFor(a, u"i-1"_s, boot2)); // saved during it: from the next boot on
    EXPECT_EQ(scripts.launchedFor(a, u"i-1"_s), boot1); // and it did not run for it

    EXPECT_FALSE(scripts.setScript(a, u"i-1"_s, QString(StartupScript::kMaxBytes + 1, u'#'), &error));
    EXPECT_TRUE(error.contains(u"64 KiB"_s)) << error.toStdString();
    EXPECT_EQ(scripts.script(a, u"i-1"_s), u"echo a\n"_s); // a refused one changes nothing

    ASSERT_TRUE(scripts.setScript(a, u"i-1"_s, std::nullopt, &error));
    EXPECT_FALSE(scripts.script(a, u"i-1"_s));
    EXPECT_FALSE(scripts.launchedFor(a, u"i-1"_s));
    EXPECT_TRUE(scripts.markLaunched(a, u"i-1"_s, boot1, &error)); // nothing left to record into
    EXPECT_FALSE(scripts.script(a, u"i-1"_s));
}

TEST(LocalStartupScripts, TheLaunchCommandRunsAnyScriptDetachedWithItsOutputAndExitStatusInTheHome)
{
    QTemporaryDir dir;
    // Quotes, dollars, a line a heredoc would end at, and UTF-8: the script arrives as written.
    const QString script
        = u"#!/bin/bash\necho \"it's $HOME\" 'a \"b\"' \\$x\nEOF\necho 训练 >&2\nsleep 0.3\nexit 7\n"_s;
    QByteArray out;
    ASSERT_EQ(runIn(dir.path(), QString::fromUtf8(LocalStartupScripts::launchCommand(script)), &out), 0)
        << out.toStdString();
    EXPECT_EQ(contents(dir.path() + u"/.gpudesk/startup.sh"_s), script.toUtf8());
    EXPECT_FALSE(QFile::exists(dir.path() + u"/.gpudesk/startup.exit"_s)); // it returned at once: still running
    // Until the status is written whole (the file is made, then written).
    for (QDeadlineTimer deadline(10000);
         !deadline.hasExpired() && !contents(dir.path() + u"/.gpudesk/startup.exit"_s).endsWith('\n');)
        QThread::msleep(20);
    EXPECT_EQ(contents(dir.path() + u"/.gpudesk/startup.exit"_s), "7\n");
    const QByteArray log = contents(dir.path() + u"/.gpudesk/startup.log"_s);
    EXPECT_TRUE(log.contains(QByteArray("it's " + dir.path().toUtf8() + " a \"b\" $x"))) << log.toStdString();
    EXPECT_TRUE(log.contains("训练")) << log.toStdString();
    EXPECT_TRUE(log.contains("EOF")) << log.toStdString(); // run as a command: not found, said in the log
    ASSERT_EQ(runIn(dir.path(), QString::fromUtf8(LocalStartupScripts::readOutputCommand()), &out), 0);
    EXPECT_TRUE(out.endsWith("[exit status 7]\n")) << out.toStdString();
}

#include "core/ssh/startupscript.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

QByteArray contents(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

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

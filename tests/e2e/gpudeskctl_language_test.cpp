// gpudeskctl in the student's language: help, refusals and what it says follow the locale
// (LANG=zh_CN.UTF-8, LC_ALL=C), while what programs read stays the same byte for byte.
#include "tests/e2e/sandboxctl.h"
#include "tests/support/sandboxprocess.h"

#include <QProcessEnvironment>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

TEST(Gpudeskctl, SpeaksTheStudentsLanguageAndPrintsTheSameJsonInEvery)
{
    const auto in = [](const char *language) {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        for (const char *name : {"LC_ALL", "LC_MESSAGES", "LANGUAGE"})
            env.remove(QString::fromLatin1(name));
        env.insert(u"LANG"_s, QString::fromLatin1(language));
        return env;
    };
    auto c = in("C");
    c.insert(u"LC_ALL"_s, u"C"_s);
    const auto zh = in("zh_CN.UTF-8");

    // Help and refusals in Chinese; the command words, options and placeholders stay as typed.
    CliRun run = ctl({u"help"_s, u"ls"_s}, zh);
    EXPECT_EQ(run.exitCode, 0);
    EXPECT_TRUE(run.out.startsWith(u"gpudeskctl ls"_s)) << run.out.toStdString();
    EXPECT_TRUE(run.out.contains(u"实例"_s)) << run.out.toStdString();
    EXPECT_TRUE(run.out.contains(u"--include-released"_s));
    EXPECT_FALSE(run.out.contains(u"Exit codes"_s)) << run.out.toStdString();
    run = ctl({u"--help"_s}, zh);
    EXPECT_TRUE(run.out.contains(u"ssh-config sync"_s));
    EXPECT_TRUE(run.out.contains(u"命令"_s)) << run.out.toStdString();
    run = ctl({u"fly"_s}, zh);
    EXPECT_EQ(run.exitCode, 2);
    EXPECT_TRUE(run.err.contains(u"fly"_s) && !run.err.contains(u"unknown command"_s)) << run.err.toStdString();
    run = ctl({u"ls"_s, u"--yes"_s}, zh);
    EXPECT_EQ(run.exitCode, 2);
    EXPECT_TRUE(run.err.contains(u"--yes"_s) && !run.err.contains(u"does not take"_s)) << run.err.toStdString();
    // LC_ALL=C: English, whatever LANG says.
    auto cOverZh = zh;
    cOverZh.insert(u"LC_ALL"_s, u"C"_s);
    EXPECT_TRUE(ctl({u"help"_s, u"ls"_s}, cOverZh).out.contains(u"Exit codes: 0 done"_s));

    // What programs read is the same in every language, byte for byte; so is the exit code.
    SandboxProcess sandbox({u"--clock"_s, u"manual"_s});
    QString error;
    ASSERT_TRUE(sandbox.start(&error)) << error.toStdString();
    const QStringList health{u"--platform"_s, sandbox.url().toString(), u"health"_s, u"--json"_s};
    const CliRun english = ctl(health, c);
    const CliRun chinese = ctl(health, zh);
    EXPECT_EQ(english.exitCode, 0) << english.err.toStdString();
    EXPECT_EQ(chinese.out, english.out);
    const CliRun refusedEnglish = ctl({u"--platform"_s, sandbox.url().toString(), u"ls"_s, u"--json"_s}, c);
    const CliRun refusedChinese = ctl({u"--platform"_s, sandbox.url().toString(), u"ls"_s, u"--json"_s}, zh);
    EXPECT_EQ(refusedEnglish.exitCode, 3);
    EXPECT_EQ(refusedChinese.exitCode, 3);
    EXPECT_EQ(refusedChinese.out, refusedEnglish.out);
}

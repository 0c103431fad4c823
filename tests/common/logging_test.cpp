#include "common/log/logging.h"

#include <QFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>
#include <spdlog/spdlog.h>

using namespace Qt::StringLiterals;

TEST(Logging, WritesScrubbedLinesToTheRotatingFile)
{
    QTemporaryDir dir;
    const QString path = Logging::init({u"scrubtest"_s, false, dir.path() + u"/logs"_s});
    ASSERT_EQ(path, dir.path() + u"/logs/scrubtest.log"_s);
    spdlog::info("login {} with {}", "13800000000", R"({"password":"correct horse battery"})");
    spdlog::warn("Authorization: Bearer gds_supersecretvalue123");
    qWarning("qt says token=qtsecret99");
    Logging::shutdown();
    spdlog::info("after shutdown, dropped, not a crash");

    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const QByteArray text = file.readAll();
    EXPECT_TRUE(text.contains("13800000000"));
    EXPECT_TRUE(text.contains("qt says")); // Qt messages reach the same file
    EXPECT_FALSE(text.contains("correct horse"));
    EXPECT_FALSE(text.contains("supersecretvalue"));
    EXPECT_FALSE(text.contains("qtsecret99"));
}

TEST(Logging, FallsBackToStderrWhenTheDirectoryCannotBeCreated)
{
    QTemporaryDir dir;
    QFile blocker(dir.path() + u"/file"_s);
    ASSERT_TRUE(blocker.open(QIODevice::WriteOnly));
    blocker.close();
    // A directory cannot be created under a regular file.
    EXPECT_TRUE(Logging::init({u"x"_s, false, dir.path() + u"/file/logs"_s}).isEmpty());
    Logging::shutdown();
}

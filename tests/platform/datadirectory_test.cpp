#include "platform/runtime/datadirectory.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

TEST(DataDirectory, CreatesLocksAndRefusesASecondOwner)
{
    QTemporaryDir tmp;
    DataDirectory first(tmp.path() + u"/sandbox"_s);
    QString error;
    ASSERT_TRUE(first.open(&error)) << error.toStdString();
    EXPECT_EQ(QFile::permissions(first.path()) & (QFile::ReadGroup | QFile::ReadOther), QFile::Permissions());

    DataDirectory second(tmp.path() + u"/sandbox"_s);
    EXPECT_FALSE(second.open(&error));
    EXPECT_TRUE(error.contains(u"already using"_s)) << error.toStdString();
}

TEST(DataDirectory, LeavesTheModeOfAnExistingDirectoryAlone)
{
    QTemporaryDir tmp;
    const auto open = QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner | QFile::ReadGroup | QFile::ExeGroup
        | QFile::ReadOther | QFile::ExeOther;
    ASSERT_TRUE(QFile::setPermissions(tmp.path(), open));
    DataDirectory dir(tmp.path());
    QString error;
    ASSERT_TRUE(dir.open(&error)) << error.toStdString();
    EXPECT_TRUE(QFile::permissions(tmp.path()) & QFile::ReadOther);
}

TEST(DataDirectory, LockIsReleasedWithTheOwner)
{
    QTemporaryDir tmp;
    QString error;
    {
        DataDirectory first(tmp.path());
        ASSERT_TRUE(first.open(&error));
    }
    DataDirectory again(tmp.path());
    EXPECT_TRUE(again.open(&error)) << error.toStdString();
}

TEST(DataDirectory, WritesAndRemovesTheEndpoint)
{
    QTemporaryDir tmp;
    DataDirectory dir(tmp.path());
    QString error;
    ASSERT_TRUE(dir.open(&error));
    ASSERT_TRUE(dir.writeEndpoint(QUrl(u"http://127.0.0.1:4321"_s), &error)) << error.toStdString();
    QFile file(tmp.path() + u"/endpoint.json"_s);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const QJsonObject o = QJsonDocument::fromJson(file.readAll()).object();
    EXPECT_EQ(o.value(u"url"_s).toString(), u"http://127.0.0.1:4321"_s);
    EXPECT_GT(o.value(u"pid"_s).toInteger(), 0);
    file.close();
    dir.removeEndpoint();
    EXPECT_FALSE(QFile::exists(file.fileName()));
}

TEST(DataDirectory, SaysWhenItCannotCreateTheDirectory)
{
    QTemporaryDir tmp;
    QFile blocker(tmp.path() + u"/file"_s);
    ASSERT_TRUE(blocker.open(QIODevice::WriteOnly));
    blocker.close();
    DataDirectory dir(tmp.path() + u"/file/sandbox"_s);
    QString error;
    EXPECT_FALSE(dir.open(&error));
    EXPECT_TRUE(error.contains(u"Cannot create"_s)) << error.toStdString();
}

TEST(DataDirectory, SecretKeyIsCreatedOwnerOnlyAndKept)
{
    QTemporaryDir tmp;
    DataDirectory dir(tmp.path());
    QString error;
    ASSERT_TRUE(dir.open(&error));
    const QByteArray key = dir.secretKey(&error);
    ASSERT_EQ(key.size(), 32) << error.toStdString();
    EXPECT_EQ(QFile::permissions(tmp.path() + u"/platform.key"_s) & ~(QFile::ReadUser | QFile::WriteUser),
              QFile::ReadOwner | QFile::WriteOwner);
    EXPECT_EQ(dir.secretKey(&error), key);
    QFile damaged(tmp.path() + u"/platform.key"_s);
    ASSERT_TRUE(damaged.open(QIODevice::WriteOnly | QIODevice::Truncate));
    damaged.write("short");
    damaged.close();
    EXPECT_TRUE(dir.secretKey(&error).isEmpty());
    EXPECT_TRUE(error.contains(u"damaged"_s));
}

// Instances' disks as directories under --data: nothing outside it is ever deleted, and a copy
// (a custom image) keeps links as they were written.
#include "platform/runtime/disks.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <filesystem>

using namespace Qt::StringLiterals;

TEST(Disks, ALinkPlantedInPlaceOfADiskIsUnlinkedAndWhatItPointsToIsKept)
{
    QTemporaryDir data, outside;
    Disks disks(data.path());
    QFile precious(outside.path() + u"/precious.txt"_s);
    ASSERT_TRUE(precious.open(QIODevice::WriteOnly));
    precious.write("mine");
    precious.close();
    ASSERT_TRUE(QDir().mkpath(data.path() + u"/volumes"_s));
    ASSERT_TRUE(QFile::link(outside.path(), disks.volumePath(9)));
    EXPECT_TRUE(disks.remove(disks.volumePath(9)));
    EXPECT_FALSE(QFileInfo(disks.volumePath(9)).isSymLink());
    EXPECT_TRUE(QFile::exists(outside.path() + u"/precious.txt"_s));

    // A parent replaced by a link: what it resolves to is outside --data, so nothing is removed.
    ASSERT_TRUE(QDir().mkpath(outside.path() + u"/home"_s));
    ASSERT_TRUE(QDir().mkpath(data.path() + u"/instances"_s));
    ASSERT_TRUE(QFile::link(outside.path(), data.path() + u"/instances/3"_s));
    EXPECT_FALSE(disks.remove(disks.homePath(3)));
    EXPECT_TRUE(QFileInfo(outside.path() + u"/home"_s).isDir());
    // Paths outside --data are refused outright.
    EXPECT_FALSE(disks.remove(outside.path()));
    EXPECT_TRUE(QFile::exists(outside.path() + u"/precious.txt"_s));
}

TEST(Disks, ACopyKeepsRelativeLinksRelative)
{
    QTemporaryDir data;
    Disks disks(data.path());
    const QString home = disks.homePath(1);
    ASSERT_TRUE(Disks::create(home + u"/venv/bin"_s, nullptr));
    QFile python(home + u"/venv/bin/python3.11"_s);
    ASSERT_TRUE(python.open(QIODevice::WriteOnly));
    python.close();
    std::filesystem::create_symlink("python3.11", QString(home + u"/venv/bin/python"_s).toStdString());
    QString error;
    ASSERT_TRUE(Disks::copyTree(home, disks.imagePath(1), &error)) << error.toStdString();
    const auto copied
        = std::filesystem::read_symlink(QString(disks.imagePath(1) + u"/venv/bin/python"_s).toStdString());
    EXPECT_EQ(copied.string(), "python3.11"); // not a path into instance 1's disk
    EXPECT_TRUE(QFile::exists(disks.imagePath(1) + u"/venv/bin/python"_s));
}

TEST(Disks, WithoutADataDirectoryNothingIsCreatedAnywhere)
{
    Disks disks(QString{});
    EXPECT_TRUE(disks.homePath(1).isEmpty());
    QString error;
    EXPECT_FALSE(Disks::create(disks.homePath(1), &error));
    EXPECT_FALSE(error.isEmpty());
    EXPECT_FALSE(disks.remove(u"/tmp"_s));
    EXPECT_EQ(Disks::usedBytes(QString{}), 0);
}

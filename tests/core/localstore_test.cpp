// The console's local SQLite file: created with its schema, kept across runs, refused (and left
// alone) when a newer gpudesk wrote it, and the usage it records.
#include "core/store/localstore.h"

#include <QDir>
#include <QFile>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTimeZone>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

const QDateTime kRecordedFrom(QDate(2026, 11, 30), QTime(8, 0), QTimeZone::utc());

LocalStore::UsageSample sample(int minute, const QString &state, qint64 boot)
{
    return {u"http://127.0.0.1:40123"_s,
            u"17"_s,
            kRecordedFrom.addSecs(60LL * minute),
            WireEnum<InstanceState>::fromWire(state),
            Money::fromCents(218),
            Money::fromCents(boot)};
}

} // namespace

TEST(LocalStore, IsCreatedWithItsSchemaAndKeepsWhatItRecordedAcrossRuns)
{
    QTemporaryDir dir;
    const QString path = dir.path() + u"/data/gpudesk/gpudesk.db"_s;
    const QList<LocalStore::UsageSample> recorded{sample(0, u"running"_s, 0), sample(1, u"running"_s, 3)};
    {
        LocalStore store;
        QString error;
        ASSERT_TRUE(store.open(path, &error)) << error.toStdString();
        EXPECT_EQ(store.schemaVersion(), LocalStore::kSchemaVersion);
        ASSERT_TRUE(store.record(recorded, &error)) << error.toStdString();
        ASSERT_TRUE(store.record({recorded[1]}, &error)); // the same poll twice is one sample
    }
    LocalStore again;
    QString error;
    ASSERT_TRUE(again.open(path, &error)) << error.toStdString();
    EXPECT_EQ(again.samples(recorded[0].platform, u"17"_s, kRecordedFrom, kRecordedFrom.addSecs(3600)), recorded);
    EXPECT_TRUE(
        again.samples(u"https://other.example"_s, u"17"_s, kRecordedFrom, kRecordedFrom.addSecs(3600)).isEmpty());
    ASSERT_TRUE(again.prune(kRecordedFrom.addSecs(30), &error));
    EXPECT_EQ(again.samples(recorded[0].platform, u"17"_s, kRecordedFrom, kRecordedFrom.addSecs(3600)).size(), 1);
}

TEST(LocalStore, AFileFromANewerGpudeskIsRefusedAndLeftAsItIs)
{
    QTemporaryDir dir;
    const QString path = dir.path() + u"/gpudesk.db"_s;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"newer"_s);
        db.setDatabaseName(path);
        ASSERT_TRUE(db.open());
        QSqlQuery(db).exec(u"PRAGMA user_version = 99"_s);
        QSqlQuery(db).exec(u"CREATE TABLE future (x)"_s);
        db.close();
    }
    QSqlDatabase::removeDatabase(u"newer"_s);
    QFile before(path);
    ASSERT_TRUE(before.open(QIODevice::ReadOnly));
    const QByteArray bytes = before.readAll();
    before.close();
    LocalStore store;
    QString error;
    EXPECT_FALSE(store.open(path, &error));
    EXPECT_TRUE(error.contains(u"newer gpudesk"_s)) << error.toStdString();
    QFile after(path);
    ASSERT_TRUE(after.open(QIODevice::ReadOnly));
    EXPECT_EQ(after.readAll(), bytes);
}

TEST(LocalStore, ADamagedFileIsSetAsideWholeAndANewOneStarted)
{
    QTemporaryDir dir;
    const QString path = dir.path() + u"/gpudesk.db"_s;
    const QByteArray damaged = QByteArray("not a database, cut short by a crash ") + QByteArray(5000, 'x');
    {
        QFile f(path);
        ASSERT_TRUE(f.open(QIODevice::WriteOnly));
        f.write(damaged);
    }
    LocalStore store;
    QString error;
    ASSERT_TRUE(store.open(path, &error)) << error.toStdString();
    EXPECT_TRUE(store.setAside().contains(u"kept as"_s)) << store.setAside().toStdString();
    const QStringList aside = QDir(dir.path()).entryList({u"gpudesk.db.damaged-*"_s}, QDir::Files);
    ASSERT_EQ(aside.size(), 1);
    QFile kept(dir.path() + u'/' + aside.first());
    ASSERT_TRUE(kept.open(QIODevice::ReadOnly));
    EXPECT_EQ(kept.readAll(), damaged);
    // The new one works, and the next start finds nothing to set aside.
    ASSERT_TRUE(store.record({sample(0, u"running"_s, 0)}, &error)) << error.toStdString();
    LocalStore again;
    ASSERT_TRUE(again.open(path, &error)) << error.toStdString();
    EXPECT_TRUE(again.setAside().isEmpty());
    EXPECT_EQ(
        again.samples(sample(0, u"running"_s, 0).platform, u"17"_s, kRecordedFrom, kRecordedFrom.addSecs(60)).size(),
        1);
}

TEST(LocalStore, AnUnusablePlaceIsAClearError)
{
    QTemporaryDir dir;
    QFile blocker(dir.path() + u"/file"_s);
    ASSERT_TRUE(blocker.open(QIODevice::WriteOnly));
    blocker.close();
    LocalStore store;
    QString error;
    EXPECT_FALSE(store.open(dir.path() + u"/file/gpudesk.db"_s, &error));
    EXPECT_TRUE(error.contains(u"cannot"_s)) << error.toStdString();
}

TEST(LocalStore, RunningTimeComesFromConsecutiveSamplesAndGapsAreNotUsage)
{
    QTemporaryDir dir;
    LocalStore store;
    QString error;
    ASSERT_TRUE(store.open(dir.path() + u"/gpudesk.db"_s, &error)) << error.toStdString();
    // Running from 0 to 30 min (polled every 10), stopped until 40, running 40–50, then the
    // console was closed for an hour: that hour is not counted.
    ASSERT_TRUE(store.record({sample(0, u"running"_s, 0), sample(10, u"running"_s, 36), sample(20, u"running"_s, 72),
                              sample(30, u"stopped"_s, 109), sample(40, u"running"_s, 0), sample(50, u"running"_s, 36),
                              sample(110, u"running"_s, 254)},
                             &error));
    EXPECT_EQ(store.runningSeconds(u"http://127.0.0.1:40123"_s, u"17"_s, kRecordedFrom, kRecordedFrom.addSecs(7200)),
              (30 + 10) * 60);
}

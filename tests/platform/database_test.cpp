#include "platform/store/database.h"

#include <QSqlQuery>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <thread>

using namespace Qt::StringLiterals;

namespace {
/// Sets the one row of `t` from another thread, on that thread's own connection.
void writeElsewhere(Database &db, qint64 value)
{
    std::thread writer([&] {
        db.exec(u"UPDATE t SET x = ?"_s, {value});
        db.closeThisThread();
    });
    writer.join();
}

qint64 readX(Database &db, const char *sql)
{
    Database::Statement &q = db.statement(sql);
    return q.next() ? q.integer(0) : -1;
}

/// A database of its own in a temporary folder, open on the test's thread.
class DatabaseTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        QString error;
        ASSERT_TRUE(db.open(dir.filePath(u"db.sqlite"_s), &error)) << error.toStdString();
    }

    QTemporaryDir dir;
    Database db;
};
} // namespace

// A one-row read left open (either kind of statement) keeps the connection on its snapshot: what
// another thread commits is seen only after endReads(), which ends exactly the reads still open.
TEST_F(DatabaseTest, EndReadsEndsTheReadsLeftOpenSoTheOtherThreadsCommitIsSeen)
{
    db.exec(u"CREATE TABLE t (x INTEGER)"_s);
    db.exec(u"INSERT INTO t (x) VALUES (1)"_s);

    for (const bool qtQuery : {true, false}) {
        SCOPED_TRACE(qtQuery ? "QSqlQuery" : "Statement");
        // Each kind alone: a row read and the statement left open, so the read has begun.
        const auto read = [&](const char *sql) -> qint64 {
            if (!qtQuery)
                return readX(db, sql);
            QSqlQuery &q = db.exec(QString::fromLatin1(sql));
            return q.next() ? q.value(0).toLongLong() : -1;
        };
        db.endReads();
        const qint64 before = read("SELECT x FROM t");
        ASSERT_GE(before, 1);
        writeElsewhere(db, before + 1);
        EXPECT_EQ(read("SELECT x + 0 FROM t"), before) << "a read was open: the old snapshot";
        db.endReads();
        EXPECT_EQ(read("SELECT x * 1 FROM t"), before + 1);
    }
}

// A cached statement starts each use unbound: what the last use bound and this one does not reads
// as NULL, even though its values are not cleared when it is taken again.
TEST_F(DatabaseTest, AStatementsParametersNotBoundThisTimeAreNull)
{
    db.exec(u"CREATE TABLE t (a INTEGER, b TEXT)"_s);
    const char *insert = "INSERT INTO t (a, b) VALUES (?, ?)";
    ASSERT_TRUE(db.statement(insert).bind(1).bind(u"one"_s).run());
    ASSERT_TRUE(db.statement(insert).bind(2).run());
    ASSERT_TRUE(db.statement(insert).run());
    Database::Statement &q = db.statement("SELECT a, b FROM t ORDER BY rowid");
    ASSERT_TRUE(q.next());
    EXPECT_EQ(q.integer(0), 1);
    EXPECT_EQ(q.text(1), u"one"_s);
    ASSERT_TRUE(q.next());
    EXPECT_EQ(q.integer(0), 2);
    EXPECT_TRUE(q.isNull(1));
    ASSERT_TRUE(q.next());
    EXPECT_TRUE(q.isNull(0));
    EXPECT_TRUE(q.isNull(1));
    EXPECT_FALSE(q.next());
}

// The account as GET /v1/account writes it: the bytes kept from the last read are answered only
// while the account's row reads the same.
#include "common/clock.h"
#include "platform/accounts/accountstore.h"
#include "platform/store/database.h"

#include <QJsonDocument>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

TEST(AccountStore, TheSerializedAccountFollowsEveryChangeOfItsRowAndOfTheClock)
{
    QTemporaryDir dir;
    Database db;
    QString error;
    ASSERT_TRUE(db.open(dir.filePath(u"db.sqlite"_s), &error)) << error.toStdString();
    ManualClock clock(1'800'000'000'000LL);
    AccountStore accounts(db, clock, {u"t4-16g"_s});
    accounts.setReviewDelaySeconds(60);
    const qint64 owner = accounts.insert(u"13800000001"_s, u"a@example.cn"_s, u"x"_s, clock.nowSeconds());
    const qint64 member = accounts.insert(u"13800000002"_s, QString(), u"x"_s, clock.nowSeconds());
    db.exec(u"UPDATE accounts SET owner_id = ? WHERE id = ?"_s, {owner, member});

    // Each step changes what the account shows; the bytes must be what a fresh object gives.
    const auto same = [&](qint64 id, const char *after) {
        const QByteArray expected = QJsonDocument(accounts.toJson(id)).toJson(QJsonDocument::Compact);
        EXPECT_EQ(accounts.toJsonBytes(id).toStdString(), expected.toStdString()) << after;
        EXPECT_EQ(accounts.toJsonBytes(id).toStdString(), expected.toStdString()) << after << " (kept)";
    };
    same(owner, "made");
    same(member, "made");
    EXPECT_TRUE(accounts.toJsonBytes(owner).contains("\"max_instances\":1"));

    AccountStore::Changes name;
    name.name = u"小王"_s;
    accounts.update(owner, name);
    same(owner, "a name");
    EXPECT_TRUE(accounts.toJsonBytes(owner).contains("小王"));
    AccountStore::Changes limit;
    limit.dailyLimitCents = std::optional<qint64>(3000);
    accounts.update(owner, limit);
    same(owner, "a daily limit");
    EXPECT_TRUE(accounts.toJsonBytes(owner).contains("\"daily_cents\":3000"));

    // Verification asked for, written by another part of the platform: pending until the review
    // time has come on the clock, then the decision, for the owner and the member alike.
    db.exec(u"UPDATE accounts SET verification_status = 'pending', verification_decision = 'approved', "
            "verification_submitted_at = ? WHERE id = ?"_s,
            {clock.nowSeconds(), owner});
    same(owner, "pending");
    same(member, "the owner's pending");
    EXPECT_TRUE(accounts.toJsonBytes(member).contains("\"status\":\"pending\""));
    clock.advanceSeconds(60);
    same(owner, "reviewed");
    same(member, "the owner's reviewed");
    EXPECT_TRUE(accounts.toJsonBytes(owner).contains("\"max_instances\":8"));
    EXPECT_TRUE(accounts.toJsonBytes(member).contains("\"status\":\"approved\""));

    // A text that becomes empty, a value that becomes NULL: still told apart.
    db.exec(u"UPDATE accounts SET email = NULL WHERE id = ?"_s, {owner});
    same(owner, "no e-mail");
    EXPECT_TRUE(accounts.toJsonBytes(owner).contains("\"email\":null"));
    EXPECT_EQ(accounts.toJsonBytes(999), QByteArray("{}"));
}

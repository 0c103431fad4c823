// The wallet on the wire: welcome voucher, play-money recharges, the ledger's cursor pages.
#include "tests/platform/sandboxfixture.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace {
class Billing : public SandboxFixture
{
};
} // namespace

TEST_F(Billing, ANewAccountStartsWithNoMoneyAndAVoucherForSmallCards)
{
    const Registered a = registerAccount();
    HttpClient me = as(login(a.phone, a.password));
    const auto r = me.get(u"/v1/billing"_s);
    ASSERT_EQ(r.status, 200) << r.body.toStdString();
    EXPECT_EQ(r.json.value(u"balance_cents"_s).toInteger(), 0);
    EXPECT_EQ(r.json.value(u"rate_cents_per_hour"_s).toInteger(), 0);
    EXPECT_EQ(r.json.value(u"spent_today_cents"_s).toInteger(), 0);
    const QJsonArray vouchers = r.json.value(u"vouchers"_s).toArray();
    ASSERT_EQ(vouchers.size(), 1);
    EXPECT_EQ(vouchers[0][u"remaining_cents"_s].toInteger(), 1000);
    EXPECT_TRUE(vouchers[0][u"gpu_types"_s].toArray().contains(u"t4-16g"_s));
    // It expires after 30 days of platform time and then is no longer offered.
    advance(30 * 86400);
    HttpClient again = as(login(a.phone, a.password));
    EXPECT_TRUE(again.get(u"/v1/billing"_s).json.value(u"vouchers"_s).toArray().isEmpty());
}

TEST_F(Billing, RechargesAddPlayMoneyWithinLimitsAndLandInTheLedger)
{
    const Registered a = registerAccount();
    HttpClient me = as(login(a.phone, a.password));
    auto r = me.post(u"/v1/billing/recharge"_s, {{u"amount_cents"_s, 5000}});
    ASSERT_EQ(r.status, 201) << r.body.toStdString();
    EXPECT_EQ(r.json.value(u"balance_cents"_s).toInteger(), 5000);
    for (const QJsonValue &bad :
         {QJsonValue(0), QJsonValue(-100), QJsonValue(1000001), QJsonValue(12.5), QJsonValue(u"50"_s)}) {
        r = me.post(u"/v1/billing/recharge"_s, {{u"amount_cents"_s, bad}});
        EXPECT_EQ(r.status, 400);
        EXPECT_EQ(r.errorField(), u"amount_cents"_s);
    }
    EXPECT_EQ(
        me.post(u"/v1/billing/recharge"_s, {{u"amount_cents"_s, 1000000}}).json.value(u"balance_cents"_s).toInteger(),
        1005000);
    r = me.get(u"/v1/billing/ledger"_s);
    const QJsonArray lines = r.json.value(u"items"_s).toArray();
    ASSERT_EQ(lines.size(), 2);
    EXPECT_EQ(lines[0][u"kind"_s].toString(), u"recharge"_s); // newest first
    EXPECT_EQ(lines[0][u"amount_cents"_s].toInteger(), -1000000); // credits are negative
    EXPECT_TRUE(lines[0][u"instance_id"_s].isNull());

    // A read-only token may look but not pay in.
    const QString token = me.post(u"/v1/tokens"_s, {{u"name"_s, u"ro"_s}, {u"scopes"_s, QJsonArray{u"read"_s}}})
                              .json.value(u"token"_s)
                              .toString();
    HttpClient ro = as(token);
    EXPECT_EQ(ro.get(u"/v1/billing"_s).status, 200);
    EXPECT_EQ(ro.post(u"/v1/billing/recharge"_s, {{u"amount_cents"_s, 100}}).errorCode(), u"insufficient_scope"_s);
}

TEST_F(Billing, TheLedgerPagesByCursorWithoutGapsOrRepeats)
{
    const Registered a = registerAccount();
    HttpClient me = as(login(a.phone, a.password));
    for (int i = 1; i <= 7; ++i)
        ASSERT_EQ(me.post(u"/v1/billing/recharge"_s, {{u"amount_cents"_s, i}}).status, 201);
    QList<qint64> seen;
    QString cursor;
    for (int page = 0; page < 10; ++page) {
        const auto r = me.get(u"/v1/billing/ledger?limit=3"_s + (cursor.isEmpty() ? QString() : u"&after="_s + cursor));
        ASSERT_EQ(r.status, 200);
        for (const QJsonValue &line : r.json.value(u"items"_s).toArray())
            seen << -line[u"amount_cents"_s].toInteger();
        cursor = r.json.value(u"next_cursor"_s).toString();
        if (cursor.isEmpty())
            break;
    }
    EXPECT_EQ(seen, (QList<qint64>{7, 6, 5, 4, 3, 2, 1}));
    EXPECT_EQ(me.get(u"/v1/billing/ledger?limit=0"_s).status, 400);
    EXPECT_EQ(me.get(u"/v1/billing/ledger?after=abc"_s).errorField(), u"after"_s);
}

TEST_F(Billing, MembersSpendFromTheOwnersWalletAndSeeOnlyTheirOwnLines)
{
    const Registered owner = registerAccount();
    HttpClient boss = as(login(owner.phone, owner.password));
    ASSERT_EQ(boss.post(u"/v1/billing/recharge"_s, {{u"amount_cents"_s, 3000}}).status, 201);
    const QString phone = nextPhone();
    ASSERT_EQ(
        boss.post(u"/v1/members"_s, {{u"name"_s, u"m"_s}, {u"phone"_s, phone}, {u"password"_s, u"member-Pass-1"_s}})
            .status,
        201);
    HttpClient member = as(login(phone, u"member-Pass-1"_s));
    EXPECT_EQ(member.get(u"/v1/billing"_s).json.value(u"balance_cents"_s).toInteger(), 3000);
    EXPECT_TRUE(member.get(u"/v1/billing/ledger"_s).json.value(u"items"_s).toArray().isEmpty());
    ASSERT_EQ(member.post(u"/v1/billing/recharge"_s, {{u"amount_cents"_s, 200}}).status, 201);
    EXPECT_EQ(member.get(u"/v1/billing/ledger"_s).json.value(u"items"_s).toArray().size(), 1);
    EXPECT_EQ(boss.get(u"/v1/billing"_s).json.value(u"balance_cents"_s).toInteger(), 3200);
    EXPECT_EQ(boss.get(u"/v1/billing/ledger"_s).json.value(u"items"_s).toArray().size(), 2);
}

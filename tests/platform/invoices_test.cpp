// Invoices for a month's payments on the wire: never more than was paid, each payment once,
// requested then issued on the platform's clock, and every bad input refused by its field.
#include "tests/platform/sandboxfixture.h"

#include <QJsonArray>
#include <QTimeZone>

using namespace Qt::StringLiterals;

namespace {

class Invoices : public SandboxFixture
{
protected:
    /// This month and the next, in the platform's billing time zone.
    static std::pair<QString, QString> months()
    {
        const QJsonObject health = client().get(u"/v1/health"_s).json;
        const QTimeZone zone(health.value(u"billing_timezone"_s).toString().toUtf8());
        const QDate today = QDateTime::fromSecsSinceEpoch(platformNow(), zone).date();
        return {today.toString(u"yyyy-MM"_s), today.addMonths(1).toString(u"yyyy-MM"_s)};
    }
    static QJsonObject asked(const QString &month, const QString &title = u"Li Lei"_s)
    {
        return {{u"month"_s, month}, {u"title"_s, title}, {u"email"_s, u"li.lei@example.cn"_s}};
    }
};

TEST_F(Invoices, AnInvoiceCoversTheMonthsPaymentsOnceAndIsIssuedAfterItsDelay)
{
    const Registered a = registerAccount();
    HttpClient me = as(login(a.phone, a.password));
    const auto [month, next] = months();
    EXPECT_EQ(me.post(u"/v1/billing/invoices"_s, asked(month)).errorCode(), u"conflict"_s) << "nothing paid yet";
    for (int cents : {5000, 2550})
        ASSERT_EQ(me.post(u"/v1/billing/recharge"_s, {{u"amount_cents"_s, cents}}).status, 201);

    QJsonObject company = asked(month, u"北京某某科技有限公司"_s);
    company.insert(u"tax_id"_s, u"91110108ma01abcd2x"_s);
    const auto first = me.post(u"/v1/billing/invoices"_s, company);
    ASSERT_EQ(first.status, 201) << first.body.toStdString();
    EXPECT_EQ(first.json.value(u"amount_cents"_s).toInteger(), 7550);
    EXPECT_EQ(first.json.value(u"payments"_s).toInt(), 2);
    EXPECT_EQ(first.json.value(u"tax_id"_s).toString(), u"91110108MA01ABCD2X"_s);
    EXPECT_EQ(first.json.value(u"status"_s).toString(), u"requested"_s);
    EXPECT_TRUE(first.json.value(u"number"_s).isNull());

    // Each payment once: asked again, nothing is left; a later payment is the next invoice's.
    const auto again = me.post(u"/v1/billing/invoices"_s, asked(month));
    EXPECT_EQ(again.status, 409);
    EXPECT_EQ(again.json[u"error"_s][u"details"_s][u"reason"_s].toString(), u"nothing_to_invoice"_s);
    ASSERT_EQ(me.post(u"/v1/billing/recharge"_s, {{u"amount_cents"_s, 1000}}).status, 201);
    const auto second = me.post(u"/v1/billing/invoices"_s, asked(month));
    ASSERT_EQ(second.status, 201) << second.body.toStdString();
    EXPECT_EQ(second.json.value(u"amount_cents"_s).toInteger(), 1000) << second.body.toStdString();

    // Never more than was paid: the invoices add up to the payments exactly.
    auto list = me.get(u"/v1/billing/invoices"_s).json.value(u"items"_s).toArray();
    ASSERT_EQ(list.size(), 2);
    EXPECT_EQ(list[0][u"id"_s], second.json.value(u"id"_s)); // newest first
    EXPECT_EQ(list[0][u"amount_cents"_s].toInteger() + list[1][u"amount_cents"_s].toInteger(), 8550);

    advance(599);
    EXPECT_EQ(me.get(u"/v1/billing/invoices"_s).json[u"items"_s][1][u"status"_s].toString(), u"requested"_s);
    advance(1);
    list = me.get(u"/v1/billing/invoices"_s).json.value(u"items"_s).toArray();
    for (const QJsonValue &i : list) {
        EXPECT_EQ(i[u"status"_s].toString(), u"issued"_s);
        EXPECT_TRUE(i[u"number"_s].toString().startsWith(u"GD"_s + QString(month).remove(u'-')))
            << i[u"number"_s].toString().toStdString();
        EXPECT_EQ(QDateTime::fromString(i[u"requested_at"_s].toString(), Qt::ISODate)
                      .secsTo(QDateTime::fromString(i[u"issued_at"_s].toString(), Qt::ISODate)),
                  600);
    }
    EXPECT_NE(list[0][u"number"_s], list[1][u"number"_s]);
    EXPECT_EQ(me.post(u"/v1/billing/invoices"_s, asked(next)).errorField(), u"month"_s) << "a month not begun";
}

TEST_F(Invoices, BadInputIsRefusedByItsFieldAndAMemberAsksTheOwner)
{
    const Registered a = registerAccount();
    HttpClient me = as(login(a.phone, a.password));
    ASSERT_EQ(me.post(u"/v1/billing/recharge"_s, {{u"amount_cents"_s, 100}}).status, 201);
    const QString month = months().first;
    struct Case
    {
        QString field;
        QJsonValue value;
        QString reason;
    };
    for (const Case &k :
         {Case{u"month"_s, u"2026-13"_s, u"invalid_month"_s}, Case{u"month"_s, u"November"_s, u"invalid_month"_s},
          Case{u"title"_s, u""_s, u"length"_s}, Case{u"title"_s, QString(101, u'x'), u"length"_s},
          Case{u"tax_id"_s, u"12-34"_s, u"invalid_tax_id"_s}, Case{u"email"_s, u"finance"_s, u"invalid_email"_s},
          Case{u"number"_s, u"1"_s, u"unknown_field"_s}}) {
        QJsonObject body = asked(month);
        body.insert(k.field, k.value);
        const auto r = me.post(u"/v1/billing/invoices"_s, body);
        EXPECT_EQ(r.status, 400) << k.field.toStdString() << ": " << r.body.toStdString();
        EXPECT_EQ(r.errorField(), k.field);
        EXPECT_EQ(r.json[u"error"_s][u"details"_s][u"reason"_s].toString(), k.reason) << r.body.toStdString();
    }
    EXPECT_TRUE(me.get(u"/v1/billing/invoices"_s).json.value(u"items"_s).toArray().isEmpty());

    const QString phone = nextPhone();
    ASSERT_EQ(me.post(u"/v1/members"_s, {{u"name"_s, u"m"_s}, {u"phone"_s, phone}, {u"password"_s, u"member-Pass-1"_s}})
                  .status,
              201);
    HttpClient member = as(login(phone, u"member-Pass-1"_s));
    const auto r = member.post(u"/v1/billing/invoices"_s, asked(month));
    EXPECT_EQ(r.status, 403);
    EXPECT_EQ(r.errorCode(), u"insufficient_scope"_s);
    EXPECT_TRUE(member.get(u"/v1/billing/invoices"_s).json.value(u"items"_s).toArray().isEmpty());
}

} // namespace

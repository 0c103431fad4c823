// gpudeskctl --platform vast+URL against FakeVast in this process: the API key pasted once, the
// market searched for a machine with the one to take said, an instance rented from an offer and
// taken through stop, start and destroy, and wrong words answered with what to type.
#include "tests/e2e/ctlprocess.h"
#include "tests/support/fakerunpod.h"
#include "tests/support/fakevast.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

class GpudeskctlVast : public ::testing::Test
{
protected:
    CliRun run(const QStringList &args, const QByteArray &input = {}) { return m_ctl.run(args, input); }

    FakeVast m_vast;
    CtlProcess m_ctl{u"vast+"_s + m_vast.url().toString()};
    // The example: a 0.90 host at $0.18/h against a 0.995 one at $0.21/h.
    qint64 m_shaky = m_vast.addOffer(u"RTX 4090"_s, 1, 0.18, 0.90, u"Texas, US"_s);
    qint64 m_steady = m_vast.addOffer(u"RTX 4090"_s, 1, 0.21, 0.995, u"Oslo, NO"_s);
    qint64 m_proxyOnly = m_vast.addOffer(u"RTX 4090"_s, 1, 0.19, 0.99, u"Texas, US"_s, 0);
};

} // namespace

TEST_F(GpudeskctlVast, OffersSaySteadyOverCheapThenAnInstanceFromOneToDestroyed)
{
    CliRun r = run({u"login"_s, u"--password-stdin"_s}, m_vast.apiKey().toUtf8() + '\n');
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();

    r = run({u"offers"_s, u"--gpu"_s, u"RTX_4090"_s});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    const QStringList lines = r.out.split(u'\n', Qt::SkipEmptyParts);
    ASSERT_GE(lines.size(), 3) << r.out.toStdString();
    // The cheapest, shaky one is shown for the comparison; the one without a direct port is not.
    EXPECT_TRUE(lines[0].startsWith(u"offer %1  $0.18/h  RTX 4090 x1  Texas, US  up 90%"_s.arg(m_shaky)))
        << lines[0].toStdString();
    EXPECT_TRUE(lines[1].contains(u"offer %1  $0.21/h"_s.arg(m_steady))) << lines[1].toStdString();
    EXPECT_TRUE(lines[1].endsWith(u"<- suggested"_s));
    EXPECT_FALSE(r.out.contains(QString::number(m_proxyOnly)));
    EXPECT_TRUE(r.out.contains(u"only 90%"_s)) << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(u"create --offer %1"_s.arg(m_steady)));

    r = run({u"offers"_s, u"--gpu"_s, u"RTX_4090"_s, u"--json"_s});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    const QJsonArray offers = QJsonDocument::fromJson(r.out.toUtf8()).array();
    ASSERT_EQ(offers.size(), 2);
    EXPECT_EQ(offers[1][u"id"_s].toString(), QString::number(m_steady));
    EXPECT_TRUE(offers[1][u"suggested"_s].toBool());
    EXPECT_EQ(offers[1][u"price_per_hour"_s].toString(), u"0.21"_s);
    EXPECT_EQ(offers[1][u"currency"_s].toString(), u"USD"_s);

    // Filters the user types: a price ceiling leaves the dearer one out; a bad share is refused.
    r = run({u"offers"_s, u"--gpu"_s, u"RTX_4090"_s, u"--max-price"_s, u"0.20"_s});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_FALSE(r.out.contains(QString::number(m_steady))) << r.out.toStdString();
    r = run({u"offers"_s, u"--min-reliability"_s, u"98"_s});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_TRUE(r.err.contains(u"0.98"_s)) << r.err.toStdString();

    // A marketplace rents machines: without an offer, what to do; a card's options are the offer's.
    r = run({u"create"_s, u"--name"_s, u"x"_s, u"--region"_s, u"US"_s, u"--gpu"_s, u"RTX_4090"_s, u"--image"_s,
             u"pytorch/pytorch:latest"_s});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_TRUE(r.err.contains(u"gpudeskctl offers"_s)) << r.err.toStdString();
    r = run({u"create"_s, u"--offer"_s, QString::number(m_steady), u"--image"_s, u"pytorch/pytorch:latest"_s,
             u"--gpu"_s, u"RTX_4090"_s});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_TRUE(r.err.contains(u"--gpu"_s)) << r.err.toStdString();
    EXPECT_TRUE(m_vast.instances.isEmpty());

    r = run({u"create"_s, u"--offer"_s, QString::number(m_steady), u"--image"_s, u"pytorch/pytorch:latest"_s,
             u"--disk"_s, u"40"_s, u"--name"_s, u"llama"_s});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    ASSERT_EQ(m_vast.instances.size(), 1);
    const qint64 id = m_vast.instances.firstKey();
    EXPECT_EQ(m_vast.instances[id][u"label"_s].toString(), u"llama"_s);
    EXPECT_FALSE(m_vast.offers.contains(m_steady)); // rented: off the market
    m_vast.advance();
    r = run({u"ls"_s});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(u"llama  running"_s)) << r.out.toStdString();
    r = run({u"show"_s, u"llama"_s});
    EXPECT_TRUE(r.out.contains(u"root@203.0.113.9"_s)) << r.out.toStdString(); // straight to the machine
    EXPECT_FALSE(r.out.contains(u"proxy"_s)) << r.out.toStdString();

    // On a machine without a direct port, SSH goes through Vast's proxy, and show says what that means.
    r = run({u"create"_s, u"--offer"_s, QString::number(m_proxyOnly), u"--image"_s, u"pytorch/pytorch:latest"_s,
             u"--name"_s, u"proxied"_s});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    m_vast.advance();
    r = run({u"show"_s, u"proxied"_s});
    EXPECT_TRUE(r.out.contains(u"ssh4.vast.ai"_s) && r.out.contains(u"SSH proxy"_s)) << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(u"gpudeskctl tunnel"_s)) << r.out.toStdString();
    EXPECT_EQ(run({u"release"_s, u"proxied"_s, u"--yes"_s}).exitCode, 0);

    EXPECT_EQ(run({u"stop"_s, u"llama"_s}).exitCode, 0);
    m_vast.advance();
    r = run({u"start"_s, u"llama"_s});
    EXPECT_EQ(r.exitCode, 0) << r.err.toStdString();
    r = run({u"release"_s, u"llama"_s, u"--yes"_s});
    EXPECT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_TRUE(m_vast.instances.isEmpty());

    const QStringList holding = m_ctl.filesHolding(m_vast.apiKey().toUtf8());
    EXPECT_EQ(holding.size(), 1);
    for (const QString &file : holding)
        EXPECT_TRUE(file.contains(u"secrets"_s)) << file.toStdString();
}

TEST(GpudeskctlOffers, OnACloudThatRentsCardsThereAreNone)
{
    FakeRunPod runpod;
    const CtlProcess ctl{u"runpod+"_s + runpod.url().toString()};
    ASSERT_EQ(ctl.run({u"login"_s, u"--password-stdin"_s}, runpod.apiKey().toUtf8() + '\n').exitCode, 0);
    CliRun r = ctl.run({u"offers"_s, u"--gpu"_s, u"RTX_4090"_s});
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_TRUE(r.err.contains(u"choosing a machine from offers"_s)) << r.err.toStdString();
    r = ctl.run({u"create"_s, u"--offer"_s, u"7"_s, u"--image"_s, u"x"_s});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_TRUE(r.err.contains(u"--region, --gpu and --image"_s)) << r.err.toStdString();
}

TEST_F(GpudeskctlVast, AVolumeIsRentedByCountryAndUsedByAnInstanceOnItsMachine)
{
    ASSERT_EQ(run({u"login"_s, u"--password-stdin"_s}, m_vast.apiKey().toUtf8() + '\n').exitCode, 0);
    const qint64 machine = m_vast.offers.value(m_steady).value(u"machine_id"_s).toInteger();
    m_vast.addVolumeOffer(u"Oslo, NO"_s, 500, 0.09, 0.995, machine);

    // No name to give: Vast names it.
    CliRun r = run({u"volumes"_s, u"create"_s, u"--region"_s, u"NO"_s, u"--size"_s, u"100"_s});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    ASSERT_EQ(m_vast.volumes.size(), 1);
    const QString id = QString::number(m_vast.volumes.firstKey());
    EXPECT_TRUE(r.out.contains(u"$0.30/day"_s)) << r.out.toStdString(); // 100 GB at $0.09 a month
    EXPECT_TRUE(r.out.contains(u"offers --volume "_s + id)) << r.out.toStdString();
    r = run({u"volumes"_s});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(u"V.%1  NO  100 GB  free  machine %2"_s.arg(id).arg(machine))) << r.out.toStdString();
    r = run({u"volumes"_s, u"create"_s, u"--region"_s, u"JP"_s, u"--size"_s, u"10"_s});
    EXPECT_NE(r.exitCode, 0);
    EXPECT_TRUE(r.err.contains(u"in Japan"_s)) << r.err.toStdString();

    // Its machine's offers only, in its country; then an instance there with it.
    r = run({u"offers"_s, u"--gpu"_s, u"RTX_4090"_s, u"--volume"_s, id});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(u"offer %1"_s.arg(m_steady))) << r.out.toStdString();
    EXPECT_FALSE(r.out.contains(u"offer %1"_s.arg(m_shaky))) << r.out.toStdString();
    EXPECT_NE(run({u"offers"_s, u"--volume"_s, u"V.999"_s}).exitCode, 0);
    r = run({u"create"_s, u"--offer"_s, QString::number(m_steady), u"--image"_s, u"pytorch/pytorch:latest"_s,
             u"--volume"_s, id, u"--name"_s, u"with-data"_s});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_EQ(m_vast.volumes.first().value(u"instances"_s).toArray().size(), 1);
}

TEST_F(GpudeskctlVast, PaymentsListTopUpsAndTransfersWithTheirSign)
{
    ASSERT_EQ(run({u"login"_s, u"--password-stdin"_s}, m_vast.apiKey().toUtf8() + '\n').exitCode, 0);
    CliRun r = run({u"billing"_s, u"payments"_s});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.startsWith(u"no payments between"_s)) << r.out.toStdString();
    const double now = double(QDateTime::currentSecsSinceEpoch());
    m_vast.invoices = {QJsonObject{{u"start"_s, now - 7200},
                                   {u"end"_s, now - 7100},
                                   {u"type"_s, u"credit"_s},
                                   {u"source"_s, u"stripe"_s},
                                   {u"description"_s, u"Manual Billing from MASTERCARD ...7376"_s},
                                   {u"amount"_s, -25.0},
                                   {u"metadata"_s, QJsonObject{{u"invoice_id"_s, 2185418}}}}};
    r = run({u"billing"_s, u"payments"_s});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(u"credit       +$25.00  Manual Billing from MASTERCARD ...7376 (stripe)"_s))
        << r.out.toStdString();
    r = run({u"billing"_s, u"payments"_s, u"--json"_s});
    const QJsonArray items = QJsonDocument::fromJson(r.out.toUtf8()).array();
    ASSERT_EQ(items.size(), 1) << r.out.toStdString();
    EXPECT_EQ(items[0][u"amount"_s].toString(), u"25.00"_s);
    EXPECT_EQ(items[0][u"id"_s].toString(), u"2185418"_s);
    EXPECT_NE(run({u"billing"_s, u"payments"_s, u"--month"_s, u"11/2026"_s}).exitCode, 0);
}

TEST_F(GpudeskctlVast, AWebhookForVastsOwnEventsIsAddedTestedAndRemoved)
{
    ASSERT_EQ(run({u"login"_s, u"--password-stdin"_s}, m_vast.apiKey().toUtf8() + '\n').exitCode, 0);
    CliRun r = run({u"webhooks"_s, u"ls"_s});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(u"the platform's own JSON"_s)) << r.out.toStdString();
    r = run({u"webhooks"_s, u"events"_s});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_EQ(r.out, u"client:low_credit  Low balance notifications\nclient:outbid  Outbid notifications\n"_s);

    r = run({u"webhooks"_s, u"add"_s, u"https://alerts.example.edu/vast"_s, u"--format"_s, u"feishu"_s});
    EXPECT_NE(r.exitCode, 0);
    EXPECT_TRUE(r.err.contains(u"receiver of yours"_s)) << r.err.toStdString();
    r = run({u"webhooks"_s, u"add"_s, u"https://alerts.example.edu/vast"_s, u"--events"_s, u"client:low_credit"_s});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    const QString id = r.out.section(u' ', 0, 0);
    EXPECT_TRUE(r.out.trimmed().endsWith(u"vwhsec_%1"_s.arg(id.toLongLong() * 7919))) << r.out.toStdString();
    EXPECT_TRUE(r.err.contains(u"X-Vast-Signature-256"_s)) << r.err.toStdString();

    r = run({u"webhooks"_s, u"test"_s, id});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_EQ(r.out, u"delivered: Test webhook delivered\n"_s);
    // Vast keeps no list of deliveries: said as such, not as an empty list.
    r = run({u"webhooks"_s, u"deliveries"_s, id});
    EXPECT_NE(r.exitCode, 0);
    EXPECT_TRUE(r.err.contains(u"alerts sent by webhook"_s)) << r.err.toStdString();
    EXPECT_EQ(run({u"webhooks"_s, u"rm"_s, id}).exitCode, 0);
    EXPECT_TRUE(m_vast.webhooks.isEmpty());
}

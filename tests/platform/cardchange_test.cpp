// A stopped instance started on another card (the seed's three steps: prepare without a card,
// debug on a cheap one, train on a big one): its disks stay with their files, its rate is the new
// card's from that boot, the ledger names each boot's card, and every refusal says why.
#include "tests/platform/instancetestsupport.h"

#include <QFile>

using namespace Qt::StringLiterals;

namespace {

class CardChange : public InstanceFixture
{
protected:
    static QJsonObject stopped(HttpClient &c, const QJsonObject &overrides)
    {
        const QString id = createRunning(c, overrides).value(u"id"_s).toString();
        EXPECT_EQ(c.post(u"/v1/instances/"_s + id + u"/stop"_s).status, 202);
        advance(2);
        return waitForState(c, id, u"stopped"_s);
    }
    static HttpClient::Response startOn(HttpClient &c, const QString &id, const QJsonObject &body)
    {
        return c.post(u"/v1/instances/"_s + id + u"/start"_s, body);
    }
};

} // namespace

TEST_F(CardChange, AStoppedInstanceStartsOnAnotherCardWithItsDiskAndTheLedgerNamesEachBootsCard)
{
    HttpClient c = newUser(true, 1000000);
    const QJsonObject cheap = createRunning(c, {{u"gpu_type"_s, u"rtx-3090-24g"_s}, {u"data_disk_gb"_s, 20}});
    const QString id = cheap.value(u"id"_s).toString();
    const QString data = cheap[u"data_disk"_s][u"mount_path"_s].toString();
    {
        QFile f(data + u"/checkpoint.pt"_s);
        ASSERT_TRUE(f.open(QIODevice::WriteOnly));
        f.write("debugged on the cheap card");
    }
    advance(3600);
    ASSERT_EQ(c.post(u"/v1/instances/"_s + id + u"/stop"_s).status, 202);
    advance(2);
    waitForState(c, id, u"stopped"_s);

    const auto r = startOn(c, id, {{u"gpu_type"_s, u"rtx-4090-24g"_s}, {u"gpu_count"_s, 2}});
    ASSERT_EQ(r.status, 202) << r.body.toStdString();
    EXPECT_EQ(r.json.value(u"gpu_type"_s).toString(), u"rtx-4090-24g"_s);
    EXPECT_EQ(r.json.value(u"gpu_count"_s).toInt(), 2);
    advance(10);
    const QJsonObject big = waitForState(c, id, u"running"_s);
    EXPECT_EQ(big[u"data_disk"_s][u"mount_path"_s].toString(), data);
    EXPECT_EQ(big[u"ports"_s], cheap[u"ports"_s]);
    QFile kept(data + u"/checkpoint.pt"_s);
    ASSERT_TRUE(kept.open(QIODevice::ReadOnly));
    EXPECT_EQ(kept.readAll(), "debugged on the cheap card");
    const QJsonArray history = events(c, id);
    bool said = false;
    for (const QJsonValue &e : history)
        said = said || e[u"message"_s].toString().startsWith(u"Starting on 2 × NVIDIA GeForce RTX 4090"_s);
    EXPECT_TRUE(said) << QJsonDocument(history).toJson().toStdString();
    advance(3600);
    ASSERT_EQ(c.post(u"/v1/instances/"_s + id + u"/stop"_s).status, 202);
    advance(2);
    waitForState(c, id, u"stopped"_s);

    // Each compute line names its boot's card; the new boot bills two 4090s an hour.
    qint64 onCheap = 0, onBig = 0;
    for (const QJsonObject &l : ledger(c)) {
        if (l.value(u"instance_id"_s).toString() != id || l.value(u"kind"_s).toString() != u"compute"_s)
            continue;
        if (l.value(u"gpu_type"_s).toString() == u"rtx-3090-24g"_s) {
            EXPECT_EQ(l.value(u"gpu_count"_s).toInt(), 1);
            onCheap += l.value(u"amount_cents"_s).toInteger();
        } else {
            EXPECT_EQ(l.value(u"gpu_type"_s).toString(), u"rtx-4090-24g"_s);
            EXPECT_EQ(l.value(u"gpu_count"_s).toInt(), 2);
            onBig += l.value(u"amount_cents"_s).toInteger();
        }
    }
    const QJsonArray cards = c.get(u"/v1/gpu-types"_s).json.value(u"items"_s).toArray();
    qint64 price3090 = 0, price4090 = 0;
    for (const QJsonValue &g : cards) {
        if (g[u"id"_s].toString() == u"rtx-3090-24g"_s)
            price3090 = g[u"price_cents_per_hour"_s].toInteger();
        if (g[u"id"_s].toString() == u"rtx-4090-24g"_s)
            price4090 = g[u"price_cents_per_hour"_s].toInteger();
    }
    ASSERT_GT(price3090, 0);
    EXPECT_NEAR(double(onCheap), double(price3090), 1.0);
    EXPECT_NEAR(double(onBig), double(2 * price4090), 1.0);
}

TEST_F(CardChange, EachRefusalSaysWhyAndChangesNothing)
{
    HttpClient c = newUser(true, 1000000);
    const QString running = createRunning(c, {{u"gpu_type"_s, u"rtx-3090-24g"_s}}).value(u"id"_s).toString();
    auto r = startOn(c, running, {{u"gpu_type"_s, u"rtx-4090-24g"_s}});
    EXPECT_EQ(r.status, 409) << "a running instance changes card after a stop";
    EXPECT_EQ(r.errorCode(), u"conflict"_s);

    const QString id = stopped(c, {{u"gpu_type"_s, u"rtx-3090-24g"_s}}).value(u"id"_s).toString();
    const auto reason
        = [](const HttpClient::Response &r) { return r.json[u"error"_s][u"details"_s][u"reason"_s].toString(); };
    r = startOn(c, id, {{u"gpu_type"_s, u"a-card-of-gold"_s}});
    EXPECT_EQ(r.errorField(), u"gpu_type"_s);
    EXPECT_EQ(reason(r), u"unknown"_s);
    r = startOn(c, id, {{u"gpu_count"_s, 9}});
    EXPECT_EQ(r.errorField(), u"gpu_count"_s);
    r = startOn(c, id, {{u"gpu_type"_s, u"rtx-4090-24g"_s}, {u"mode"_s, u"no_gpu"_s}});
    EXPECT_EQ(r.errorField(), u"gpu_type"_s);
    EXPECT_EQ(reason(r), u"no_gpu_mode"_s);
    r = startOn(c, id, {{u"gpu_type"_s, u"rtx-4090-24g"_s}, {u"colour"_s, u"red"_s}});
    EXPECT_EQ(r.errorField(), u"colour"_s);

    // The image's CUDA must drive the new card: CUDA 11.6 has no code for the 4090.
    const QString old = stopped(c, {{u"gpu_type"_s, u"rtx-3090-24g"_s}, {u"image"_s, u"pytorch-1.13.1-cu116"_s}})
                            .value(u"id"_s)
                            .toString();
    r = startOn(c, old, {{u"gpu_type"_s, u"rtx-4090-24g"_s}});
    EXPECT_EQ(r.status, 400) << r.body.toStdString();
    EXPECT_EQ(reason(r), u"incompatible"_s);
    EXPECT_TRUE(r.json[u"error"_s][u"message"_s].toString().contains(u"CUDA 11.6"_s)) << r.body.toStdString();

    // None free in its region: where there are, and which cards are free here.
    const QString south = stopped(c, {{u"gpu_type"_s, u"rtx-3090-24g"_s}, {u"region"_s, u"cn-southwest-1"_s}})
                              .value(u"id"_s)
                              .toString();
    create(c, {{u"region"_s, u"cn-southwest-1"_s}, {u"gpu_count"_s, 4}}); // every 4090 there
    r = startOn(c, south, {{u"gpu_type"_s, u"rtx-4090-24g"_s}});
    EXPECT_EQ(r.status, 409);
    EXPECT_EQ(r.errorCode(), u"out_of_stock"_s);
    EXPECT_TRUE(r.json[u"error"_s][u"details"_s][u"regions"_s].toArray().contains(u"cn-north-1"_s))
        << r.body.toStdString();

    // A package pays for its card until it ends.
    const QString packaged = stopped(c, {{u"gpu_type"_s, u"rtx-3090-24g"_s}, {u"billing_mode"_s, u"package_daily"_s}})
                                 .value(u"id"_s)
                                 .toString();
    r = startOn(c, packaged, {{u"gpu_type"_s, u"rtx-4090-24g"_s}});
    EXPECT_EQ(r.status, 409);
    EXPECT_EQ(r.errorField(), u"gpu_type"_s);

    // An unverified account may rent only the smaller cards.
    HttpClient fresh = newUser(false, 100000);
    const QString small = stopped(fresh, {{u"gpu_type"_s, u"rtx-3090-24g"_s}}).value(u"id"_s).toString();
    r = startOn(fresh, small, {{u"gpu_type"_s, u"rtx-4090-24g"_s}});
    EXPECT_EQ(r.status, 403);
    EXPECT_EQ(r.errorCode(), u"verification_required"_s);

    // Nothing refused changed anything.
    for (const QString &i : {id, old, south, packaged}) {
        EXPECT_EQ(get(c, i).value(u"gpu_type"_s).toString(), u"rtx-3090-24g"_s);
        EXPECT_EQ(state(c, i), u"stopped"_s);
    }
}

// The list as GET /v1/instances writes it: each instance's object kept with the row it was made
// from, and made again only when its row reads otherwise.
#include "platform/accounts/accountstore.h"
#include "platform/instances/instancestore.h"
#include "platform/runtime/disks.h"
#include "platform/store/database.h"

#include "common/clock.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

TEST(InstanceStore, TheListedInstancesFollowEveryChangeOfTheirRows)
{
    QTemporaryDir dir;
    Database db;
    QString error;
    ASSERT_TRUE(db.open(dir.filePath(u"db.sqlite"_s), &error)) << error.toStdString();
    ManualClock clock(1'800'000'000'000LL);
    Disks disks(dir.path());
    InstanceStore store(db, disks);
    const qint64 wallet = AccountStore(db, clock, {}).insert(u"13800000001"_s, QString(), u"x"_s, clock.nowSeconds());
    QList<Instance> made;
    for (const QString &name : {u"first"_s, u"second"_s, u"third"_s}) {
        Instance i;
        i.accountId = i.walletId = wallet;
        i.name = name;
        i.slug = store.uniqueSlug(name);
        i.region = u"cn-north-1"_s;
        i.gpuType = u"rtx-4090-24g"_s;
        i.image = u"ubuntu-22.04"_s;
        i.billingMode = u"on_demand"_s;
        i.systemDiskGb = 30;
        i.createdAt = i.stateSince = clock.nowSeconds();
        store.insert(i);
        made << i;
    }
    // The bytes must be what serializing each instance as it is stored now gives.
    const auto same = [&](bool includeReleased, const char *after) {
        QJsonArray expected;
        for (const Instance &i : made) {
            const auto stored = store.byId(i.id);
            if (includeReleased || !stored->releasedAt)
                expected.append(store.toJson(*stored));
        }
        EXPECT_EQ(store.listJson(wallet, 0, includeReleased).toStdString(),
                  QJsonDocument(expected).toJson(QJsonDocument::Compact).toStdString())
            << after;
    };
    same(false, "made");
    same(false, "read again");

    made[1].name = u"renamed"_s;
    made[1].state = InstanceState::Running;
    made[1].sshPort = 2222;
    made[1].hostKeyFingerprint = u"SHA256:abc"_s;
    store.save(made[1]);
    same(false, "renamed and running");
    EXPECT_TRUE(store.listJson(wallet, 0, false).contains("\"renamed\""));

    // Rows written apart from save (the disks' use, the runtime's report) are seen too.
    store.saveUsage(made[0], 123456, 0);
    same(false, "disks measured");
    made[1].publicPorts.insert(8888, 40123);
    made[1].ports = {8888};
    store.saveRuntime(made[1]);
    same(false, "relayed");

    made[2].releasedAt = clock.nowSeconds();
    made[2].state = InstanceState::Released;
    store.save(made[2]);
    same(false, "one released");
    same(true, "one released, released ones asked for");
    EXPECT_EQ(QJsonDocument::fromJson(store.listJson(wallet, 0, false)).array().size(), 2);
    EXPECT_EQ(store.listJson(wallet + 1, 0, true), "[]");
}

// CompsharePlatform's data disks against FakeCompshare: added, grown, detached and kept on this
// computer's shelf, attached again, deleted; and a detached disk never lost from sight.
#include "core/api/compshare/detacheddiskshelf.h"
#include "tests/core/compshareconnected.h"

#include <QDir>
#include <QFile>

using namespace Qt::StringLiterals;

TEST(CompsharePlatform, AddsGrowsDetachesAttachesAndDeletesADataDisk)
{
    CompshareConnected s;
    ASSERT_TRUE(s.platform.has<DataDiskChanges>());
    const auto made = s.create(u"4090"_s, 1, std::nullopt);
    ASSERT_TRUE(made.ok()) << made.error().summary().toStdString();
    s.compshare.advance();
    const QString id = made.value().id;
    EXPECT_FALSE(s.read(id).value().dataDisk);

    // Added to the running instance, billed as it is, where the platform says.
    const auto added = s.await<Instance>([&](QObject *c, auto d) { s.platform.addDataDisk(id, 50, c, d); });
    ASSERT_TRUE(added.ok()) << added.error().summary().toStdString();
    ASSERT_TRUE(added.value().dataDisk);
    EXPECT_EQ(added.value().dataDisk->sizeGb, 50);
    EXPECT_EQ(added.value().dataDisk->device, u"/dev/vdb"_s);
    const auto sent = s.compshare.last(u"CreateAndAttachCompshareDisk"_s);
    EXPECT_EQ(sent.value(u"ChargeType"_s), u"Dynamic"_s);
    EXPECT_EQ(sent.value(u"DiskType"_s), u"SSDDataDisk"_s);
    EXPECT_EQ(sent.value(u"Zone"_s), u"cn-wlcb-01"_s);
    const auto second = s.await<Instance>([&](QObject *c, auto d) { s.platform.addDataDisk(id, 50, c, d); });
    ASSERT_FALSE(second.ok());
    EXPECT_EQ(second.error().code, u"conflict"_s);
    EXPECT_EQ(s.compshare.count(u"CreateAndAttachCompshareDisk"_s), 1);

    // Grown and detached only while stopped: refused here before the platform is asked.
    const auto running = s.await<Instance>([&](QObject *c, auto d) { s.platform.growDataDisk(id, 100, c, d); });
    ASSERT_FALSE(running.ok());
    EXPECT_EQ(running.error().code, u"conflict"_s);
    const auto detachRunning = s.await<Volume>([&](QObject *c, auto d) { s.platform.detachDataDisk(id, c, d); });
    ASSERT_FALSE(detachRunning.ok());
    EXPECT_EQ(s.compshare.count(u"ResizeCompShareDisk"_s) + s.compshare.count(u"DetachCompshareDisk"_s), 0);
    ASSERT_TRUE(s.await<Instance>([&](QObject *c, auto d) { s.platform.stopInstance(id, c, d); }).ok());
    s.compshare.advance();
    const auto smaller = s.await<Instance>([&](QObject *c, auto d) { s.platform.growDataDisk(id, 40, c, d); });
    ASSERT_FALSE(smaller.ok());
    EXPECT_EQ(smaller.error().code, u"invalid_argument"_s);
    const auto grown = s.await<Instance>([&](QObject *c, auto d) { s.platform.growDataDisk(id, 120, c, d); });
    ASSERT_TRUE(grown.ok()) << grown.error().summary().toStdString();
    EXPECT_EQ(grown.value().dataDisk->sizeGb, 120);

    // Detached with its files, kept on this computer's shelf, since the platform lists it nowhere.
    const auto detached = s.await<Volume>([&](QObject *c, auto d) { s.platform.detachDataDisk(id, c, d); });
    ASSERT_TRUE(detached.ok()) << detached.error().summary().toStdString();
    EXPECT_EQ(s.compshare.last(u"DetachCompshareDisk"_s).value(u"Device"_s), u"/dev/vdb"_s);
    EXPECT_EQ(detached.value().sizeGb, 120);
    EXPECT_EQ(detached.value().region, u"cn-wlcb-01"_s);
    EXPECT_TRUE(s.compshare.detachedDisks.contains(detached.value().id));
    EXPECT_FALSE(s.read(id).value().dataDisk);
    auto kept = s.await<QList<Volume>>([&](QObject *c, auto d) { s.platform.detachedDisks(c, d); });
    ASSERT_TRUE(kept.ok());
    ASSERT_EQ(kept.value().size(), 1);
    EXPECT_EQ(kept.value().first().id, detached.value().id);
    // A second platform object (gpudeskctl beside the console) sees the same shelf.
    CompsharePlatform other(s.compshare.url(), s.clock);
    other.setKeyRingDir(s.keyRing.path());
    other.setToken(CompshareKeys{s.compshare.publicKey(), s.compshare.privateKey()}.toToken());
    EXPECT_EQ(s.await<QList<Volume>>([&](QObject *c, auto d) { other.detachedDisks(c, d); }).value().size(), 1);

    // Attached again: on the instance, off the shelf.
    const auto attached
        = s.await<Instance>([&](QObject *c, auto d) { s.platform.attachDataDisk(id, detached.value().id, c, d); });
    ASSERT_TRUE(attached.ok()) << attached.error().summary().toStdString();
    ASSERT_TRUE(attached.value().dataDisk);
    EXPECT_EQ(attached.value().dataDisk->volumeId, detached.value().id);
    EXPECT_TRUE(s.await<QList<Volume>>([&](QObject *c, auto d) { s.platform.detachedDisks(c, d); }).value().isEmpty());

    // Detached once more and deleted: gone from the platform and the shelf.
    ASSERT_TRUE(s.await<Volume>([&](QObject *c, auto d) { s.platform.detachDataDisk(id, c, d); }).ok());
    const auto deleted
        = s.await<Nothing>([&](QObject *c, auto d) { s.platform.deleteDetachedDisk(detached.value().id, c, d); });
    ASSERT_TRUE(deleted.ok()) << deleted.error().summary().toStdString();
    EXPECT_TRUE(s.compshare.detachedDisks.isEmpty());
    EXPECT_TRUE(s.await<QList<Volume>>([&](QObject *c, auto d) { s.platform.detachedDisks(c, d); }).value().isEmpty());
    const auto unknown
        = s.await<Nothing>([&](QObject *c, auto d) { s.platform.deleteDetachedDisk(u"bsm-none"_s, c, d); });
    ASSERT_FALSE(unknown.ok());
    EXPECT_EQ(unknown.error().code, u"not_found"_s);
}

TEST(CompsharePlatform, ADetachedDiskIsNeverLostFromSight)
{
    CompshareConnected s;
    const auto made = s.create();
    ASSERT_TRUE(made.ok());
    s.compshare.advance();
    const QString id = made.value().id;
    ASSERT_TRUE(s.await<Instance>([&](QObject *c, auto d) { s.platform.stopInstance(id, c, d); }).ok());
    s.compshare.advance();

    // Refused by the platform: still on the instance, so off the shelf again.
    s.compshare.refuseNext(u"DetachCompshareDisk"_s, 8433, u"服务异常，请联系技术支持"_s);
    ASSERT_FALSE(s.await<Volume>([&](QObject *c, auto d) { s.platform.detachDataDisk(id, c, d); }).ok());
    EXPECT_EQ(s.compshare.count(u"DetachCompshareDisk"_s), 1);
    EXPECT_TRUE(s.await<QList<Volume>>([&](QObject *c, auto d) { s.platform.detachedDisks(c, d); }).value().isEmpty());

    // Carried out, its answer lost: found detached by looking, and on the shelf.
    s.compshare.loseNextAnswer(u"DetachCompshareDisk"_s, 502);
    const auto lost = s.await<Volume>([&](QObject *c, auto d) { s.platform.detachDataDisk(id, c, d); });
    ASSERT_TRUE(lost.ok()) << lost.error().summary().toStdString();
    EXPECT_EQ(s.compshare.count(u"DetachCompshareDisk"_s), 2);
    EXPECT_TRUE(s.compshare.detachedDisks.contains(lost.value().id));
    EXPECT_EQ(s.await<QList<Volume>>([&](QObject *c, auto d) { s.platform.detachedDisks(c, d); }).value().size(), 1);

    // A shelf that cannot be read is not written over, and nothing is detached meanwhile.
    ASSERT_TRUE(
        s.await<Instance>([&](QObject *c, auto d) { s.platform.attachDataDisk(id, lost.value().id, c, d); }).ok());
    const QStringList shelves = QDir(s.keyRing.path()).entryList({u"*-disks.json"_s});
    ASSERT_EQ(shelves.size(), 1);
    // A disk the shelf still holds while an instance lists it (a crash, an attach on the web site) is
    // not listed as detached, and leaves the shelf.
    ASSERT_TRUE(DetachedDiskShelf(s.keyRing.path() + u'/' + shelves.first()).put(lost.value()).ok());
    EXPECT_TRUE(s.await<QList<Volume>>([&](QObject *c, auto d) { s.platform.detachedDisks(c, d); }).value().isEmpty());
    EXPECT_TRUE(DetachedDiskShelf(s.keyRing.path() + u'/' + shelves.first()).list().value().isEmpty());
    QFile shelf(s.keyRing.path() + u'/' + shelves.first());
    ASSERT_TRUE(shelf.open(QIODevice::WriteOnly));
    shelf.write("{not json");
    shelf.close();
    const auto damaged = s.await<Volume>([&](QObject *c, auto d) { s.platform.detachDataDisk(id, c, d); });
    ASSERT_FALSE(damaged.ok());
    EXPECT_TRUE(damaged.error().message.contains(u"damaged"_s));
    EXPECT_EQ(s.compshare.count(u"DetachCompshareDisk"_s), 2);
    ASSERT_TRUE(shelf.open(QIODevice::ReadOnly));
    EXPECT_EQ(shelf.readAll(), QByteArray("{not json"));
}

// Deleted the way the platform does by default, an instance leaves its data disk behind, billing
// unseen: gpudesk deletes it with the instance.
TEST(CompsharePlatform, DeletesTheDataDiskWithItsInstance)
{
    CompshareConnected s;
    const Instance i = s.running();
    ASSERT_TRUE(i.dataDisk);
    ASSERT_TRUE(s.await<Instance>([&](QObject *c, auto d) { s.platform.stopInstance(i.id, c, d); }).ok());
    s.compshare.advance();
    ASSERT_TRUE(s.await<Instance>([&](QObject *c, auto d) { s.platform.releaseInstance(i.id, c, d); }).ok());
    EXPECT_EQ(s.compshare.last(u"TerminateCompShareInstance"_s).value(u"ReleaseUDisk"_s), u"true"_s);
    EXPECT_TRUE(s.compshare.detachedDisks.isEmpty());
}

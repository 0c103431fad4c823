// CompsharePlatform's catalog and create against FakeCompshare: the room checked before a create, a
// card's sizes priced whole and the one chosen made, the free community images.
#include "core/billing/instancequote.h"
#include "core/create/createoptions.h"
#include "tests/core/compshareconnected.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

// The platform's own check comes before a create: a size without room, or a card with none at all,
// said before anything is asked to be made.
TEST(CompsharePlatform, ChecksTheRoomBeforeACreateAndTakesASizeThatHasIt)
{
    CompshareConnected s;
    s.compshare.fullCpuSizes = {16}; // the 4090's smallest size (16 cores) is full
    // Never a dearer size than the one quoted, unasked: the sizes with room are said.
    const auto smallestFull = s.create();
    ASSERT_FALSE(smallestFull.ok());
    EXPECT_EQ(smallestFull.error().code, u"out_of_stock"_s);
    EXPECT_TRUE(smallestFull.error().message.contains(u"24 cores"_s)) << smallestFull.error().message.toStdString();
    EXPECT_EQ(s.compshare.count(u"CheckCompShareResourceCapacity"_s), 1);
    EXPECT_EQ(s.compshare.count(u"CreateCompShareInstance"_s), 0);
    EXPECT_EQ(s.compshare.last(u"CheckCompShareResourceCapacity"_s).value(u"Disks.1.Size"_s), u"100"_s);

    s.compshare.fullCpuSizes = {16, 24};
    const int creates = s.compshare.count(u"CreateCompShareInstance"_s);
    const auto full = s.create();
    ASSERT_FALSE(full.ok());
    EXPECT_EQ(full.error().code, u"out_of_stock"_s);
    EXPECT_EQ(s.compshare.count(u"CreateCompShareInstance"_s), creates);

    // A check that fails tells nothing: the create goes on, and the platform's answer is said.
    s.compshare.fullCpuSizes.clear();
    s.compshare.refuseNext(u"CheckCompShareResourceCapacity"_s, 8433, u"服务异常，请联系技术支持"_s);
    ASSERT_TRUE(s.create().ok());
    EXPECT_EQ(s.compshare.last(u"CreateCompShareInstance"_s).value(u"CPU"_s), u"16"_s);
}

// Community images others shared: the free ones on line, their newest version, with who shared them
// and the cards they are made for; a paid one is left out (its price would bill unseen).
TEST(CompsharePlatform, ListsTheFreeCommunityImagesWithTheirAuthorAndCards)
{
    CompshareConnected s;
    const auto version = [](const QString &id, const QString &name, double price, qint64 published,
                            const QString &status = u"Available"_s) {
        return QJsonObject{
            {u"CompShareImageId"_s, id}, {u"Name"_s, name},      {u"Author"_s, u"李同学"_s},
            {u"Status"_s, status},       {u"Price"_s, price},    {u"VersionName"_s, name},
            {u"PubTime"_s, published},   {u"Size"_s, 40 * 1024}, {u"SupportedGpuTypes"_s, QJsonArray{u"4090"_s}}};
    };
    s.compshare.communityGroups
        = {QJsonObject{{u"GroupId"_s, u"group-sd"_s},
                       {u"ImageName"_s, u"ComfyUI"_s},
                       {u"Status"_s, u"Available"_s},
                       {u"Data"_s,
                        QJsonArray{version(u"compshareImage-comfy1"_s, u"v1"_s, 0, 100),
                                   version(u"compshareImage-comfy2"_s, u"v2"_s, 0, 200),
                                   version(u"compshareImage-comfy3"_s, u"v3"_s, 0, 300, u"Reviewing"_s)}}},
           QJsonObject{{u"GroupId"_s, u"group-paid"_s},
                       {u"ImageName"_s, u"LLM studio"_s},
                       {u"Status"_s, u"Available"_s},
                       {u"Data"_s, QJsonArray{version(u"compshareImage-paid"_s, u"v1"_s, 0.5, 100)}}}};
    const auto listed = s.await<QList<Image>>([&](QObject *c, auto d) { s.platform.images(c, d); });
    ASSERT_TRUE(listed.ok()) << listed.error().summary().toStdString();
    QList<Image> community;
    for (const Image &i : listed.value())
        if (i.kind == u"community"_s)
            community << i;
    ASSERT_EQ(community.size(), 1);
    EXPECT_EQ(community.first().id, u"compshareImage-comfy2"_s);
    EXPECT_EQ(community.first().name, u"ComfyUI v2"_s);
    EXPECT_EQ(community.first().author, u"李同学"_s);
    EXPECT_EQ(community.first().onlyCards, QStringList{u"4090"_s});
    EXPECT_EQ(community.first().sizeGb, 40);
    EXPECT_EQ(s.compshare.last(u"DescribeCommunityImages"_s).value(u"IsFree"_s), u"true"_s);

    // The card it is not made for is said before a create; the one it is made for runs it.
    GpuType other;
    other.id = u"3090"_s;
    other.name = u"RTX 3090"_s;
    other.computeCapability = 8.6;
    EXPECT_FALSE(CreateOptions::imageProblem(community.first(), other).isEmpty());
    InstanceSpec spec;
    spec.name = u"comfy"_s;
    spec.gpuType = u"4090"_s;
    spec.region = u"cn-wlcb-01"_s;
    spec.image = community.first().id;
    EXPECT_TRUE(s.await<Instance>([&](QObject *c, auto d) { s.platform.createInstance(spec, c, d); }).ok());
}

// A card rented in several sizes: each priced whole, and the one the user chose made (or said to have
// no room, with the ones that do).
TEST(CompsharePlatform, PricesEachSizeOfACardAndCreatesTheOneChosen)
{
    CompshareConnected s;
    const auto cards = s.await<QList<GpuType>>([&](QObject *c, auto d) { s.platform.gpuTypes(c, d); });
    ASSERT_TRUE(cards.ok()) << cards.error().summary().toStdString();
    const auto rtx4090 = std::find_if(cards.value().cbegin(), cards.value().cend(),
                                      [](const GpuType &g) { return g.id == u"4090"_s; });
    ASSERT_NE(rtx4090, cards.value().cend());
    ASSERT_EQ(rtx4090->sizes.size(), 3);
    EXPECT_EQ(rtx4090->sizes[0].cpus, 16);
    EXPECT_EQ(rtx4090->sizes[0].pricePerHour, rtx4090->pricePerHour); // the card's own price is its smallest
    EXPECT_EQ(rtx4090->sizes[1].cpus, 24);
    EXPECT_EQ(rtx4090->sizes[1].memoryGb, 96);
    EXPECT_GT(rtx4090->sizes[1].pricePerHour, rtx4090->sizes[0].pricePerHour);
    ASSERT_TRUE(rtx4090->sizes[1].pricePerDay);
    EXPECT_EQ(rtx4090->sizes[2].gpus, 2);
    // The quote takes the machine chosen, priced whole.
    EXPECT_EQ(InstanceQuote::of(*rtx4090, 1, 0, 0, std::nullopt, 24).gpuPerHour, rtx4090->sizes[1].pricePerHour);
    EXPECT_EQ(InstanceQuote::of(*rtx4090, 1, 0, 0, std::nullopt).gpuPerHour, rtx4090->pricePerHour);

    InstanceSpec spec;
    spec.name = u"bigger"_s;
    spec.gpuType = u"4090"_s;
    spec.region = u"cn-wlcb-01"_s;
    spec.image = u"compshareImage-torch24"_s;
    spec.cpus = 20;
    const auto offSize = s.await<Instance>([&](QObject *c, auto d) { s.platform.createInstance(spec, c, d); });
    ASSERT_FALSE(offSize.ok());
    EXPECT_EQ(offSize.error().details.value(u"field"_s).toString(), u"cpus"_s);
    EXPECT_TRUE(offSize.error().message.contains(u"24 cores"_s)) << offSize.error().message.toStdString();

    s.compshare.fullCpuSizes = {24};
    spec.cpus = 24;
    const auto full = s.await<Instance>([&](QObject *c, auto d) { s.platform.createInstance(spec, c, d); });
    ASSERT_FALSE(full.ok());
    EXPECT_EQ(full.error().code, u"out_of_stock"_s);
    EXPECT_TRUE(full.error().message.contains(u"16 cores"_s)) << full.error().message.toStdString();
    EXPECT_EQ(s.compshare.count(u"CreateCompShareInstance"_s), 0);

    s.compshare.fullCpuSizes.clear();
    const auto made = s.await<Instance>([&](QObject *c, auto d) { s.platform.createInstance(spec, c, d); });
    ASSERT_TRUE(made.ok()) << made.error().summary().toStdString();
    EXPECT_EQ(s.compshare.last(u"CreateCompShareInstance"_s).value(u"CPU"_s), u"24"_s);
    EXPECT_EQ(s.compshare.last(u"CreateCompShareInstance"_s).value(u"Memory"_s), QString::number(96 * 1024));
}

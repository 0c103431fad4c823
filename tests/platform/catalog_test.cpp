#include "platform/instances/catalog.h"
#include "tests/platform/sandboxfixture.h"

#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>

using namespace Qt::StringLiterals;

TEST(Catalog, DefaultsCoverWhatTheIssueAsks)
{
    const Catalog c = Catalog::defaults();
    EXPECT_GE(c.regions.size(), 4);
    EXPECT_GE(c.gpuTypes.size(), 8);
    int smallest = 1000, largest = 0;
    for (const GpuType &g : c.gpuTypes) {
        smallest = std::min(smallest, g.vramGb);
        largest = std::max(largest, g.vramGb);
        EXPECT_GT(g.priceCentsPerHour, 50) << g.id.toStdString(); // ¥0.50/h
        EXPECT_LT(g.priceCentsPerHour, 2000) << g.id.toStdString(); // ¥20/h
        EXPECT_GT(g.bandwidthGbps, 0);
        EXPECT_GT(g.fp16Tflops, 0);
    }
    EXPECT_EQ(smallest, 8);
    EXPECT_EQ(largest, 96);
    EXPECT_FALSE(GpuTypes::unverifiedAllowed(c.gpuTypes).isEmpty());
    EXPECT_LT(GpuTypes::unverifiedAllowed(c.gpuTypes).size(), c.gpuTypes.size());
    QStringList frameworks;
    for (const Image &m : c.images)
        frameworks << m.framework;
    EXPECT_GE(frameworks.count(u"pytorch"_s), 2);
    EXPECT_TRUE(frameworks.contains(u"tensorflow"_s));
    EXPECT_TRUE(frameworks.contains(u"conda"_s));
    EXPECT_TRUE(frameworks.contains(u"none"_s));
    // The no-GPU mode costs about a tenth of a small card.
    EXPECT_LE(c.pricing.noGpuCentsPerHour * 5, c.gpuType(u"t4-16g"_s)->priceCentsPerHour);
}

TEST(Catalog, ImagesSayWhichCardsTheirCudaRunsOn)
{
    const Catalog c = Catalog::defaults();
    // PyTorch 1.13 on CUDA 11.6 predates Ada: no code for an RTX 4090.
    const QString tooNew = Catalog::incompatibility(*c.image(u"pytorch-1.13.1-cu116"_s), *c.gpuType(u"rtx-4090-24g"_s));
    EXPECT_TRUE(tooNew.contains(u"11.6"_s)) << tooNew.toStdString();
    EXPECT_TRUE(Catalog::incompatibility(*c.image(u"pytorch-1.13.1-cu116"_s), *c.gpuType(u"rtx-3090-24g"_s)).isEmpty());
    // FlashAttention-2 needs Ampere: not a T4.
    EXPECT_FALSE(
        Catalog::incompatibility(*c.image(u"pytorch-2.5.1-cu124-flashattn2"_s), *c.gpuType(u"t4-16g"_s)).isEmpty());
    EXPECT_TRUE(Catalog::incompatibility(*c.image(u"ubuntu-22.04"_s), *c.gpuType(u"h20-96g"_s)).isEmpty());
}

TEST(Catalog, AFileReplacesPartsAndBadFilesAreRefusedWithAReason)
{
    QTemporaryDir dir;
    const QString path = dir.path() + u"/catalog.json"_s;
    QString error;
    ASSERT_TRUE(Catalog::load(path, &error)); // no file: the defaults
    const auto write = [&](const QByteArray &text) {
        QFile f(path);
        ASSERT_TRUE(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(text);
    };
    write(R"({"regions":[{"id":"lab","name":"Lab","location":"Here"}],
              "capacity":{"lab":{"t4-16g":2}},
              "pricing":{"no_gpu_cents_per_hour":5,"package_daily_discount":0.9}})");
    auto c = Catalog::load(path, &error);
    ASSERT_TRUE(c) << error.toStdString();
    EXPECT_EQ(c->regions.size(), 1);
    EXPECT_EQ(c->capacity[u"lab"_s][u"t4-16g"_s], 2);
    EXPECT_EQ(c->pricing.noGpuCentsPerHour, 5);
    EXPECT_EQ(c->pricing.packageDailyBasisPoints, 9000);
    EXPECT_EQ(c->gpuTypes.size(), Catalog::defaults().gpuTypes.size()); // untouched parts stay

    for (const QByteArray &bad : {QByteArray("{"), QByteArray("[]"), QByteArray(R"({"planets":[]})"),
                                  QByteArray(R"({"capacity":{"mars-1":{"t4-16g":1}}})"),
                                  QByteArray(R"({"capacity":{"cn-east-1":{"t4-16g":-1}}})"),
                                  QByteArray(R"({"gpu_types":[{"id":"x","name":"X","vram_gb":"lots"}]})")}) {
        write(bad);
        error.clear();
        EXPECT_FALSE(Catalog::load(path, &error)) << bad.toStdString();
        EXPECT_TRUE(error.contains(path)) << error.toStdString();
    }
}

namespace {
class CatalogApi : public SandboxFixture
{
};
} // namespace

TEST_F(CatalogApi, TheCatalogIsServedToAnyLoggedInCaller)
{
    const Registered a = registerAccount();
    HttpClient me = as(login(a.phone, a.password));
    EXPECT_EQ(client().get(u"/v1/gpu-types"_s).status, 401);

    const auto regions = me.get(u"/v1/regions"_s);
    ASSERT_EQ(regions.status, 200);
    EXPECT_GE(regions.json.value(u"items"_s).toArray().size(), 4);
    const auto gpus = me.get(u"/v1/gpu-types"_s);
    const QJsonObject t4 = gpus.json.value(u"items"_s).toArray()[1].toObject();
    EXPECT_EQ(t4.value(u"id"_s).toString(), u"t4-16g"_s);
    EXPECT_EQ(t4.value(u"vram_gb"_s).toInt(), 16);
    EXPECT_EQ(t4.value(u"price_cents_per_hour"_s).toInt(), 99);
    EXPECT_TRUE(t4.value(u"unverified_allowed"_s).toBool());

    const auto stock = me.get(u"/v1/stock"_s);
    for (const QJsonValue &v : stock.json.value(u"items"_s).toArray()) {
        const QJsonObject s = v.toObject();
        EXPECT_GT(s.value(u"capacity"_s).toInt(), 0);
        EXPECT_LE(s.value(u"available"_s).toInt(), s.value(u"capacity"_s).toInt());
    }
    const auto images = me.get(u"/v1/images"_s).json.value(u"items"_s).toArray();
    EXPECT_GE(images.size(), 5);
    EXPECT_TRUE(images[0].toObject().value(u"cuda"_s).isNull()); // bare Ubuntu
    const auto pricing = me.get(u"/v1/pricing"_s).json;
    EXPECT_EQ(pricing.value(u"package_weekly_discount"_s).toDouble(), 0.7);
    EXPECT_EQ(pricing[u"storage_cents_per_gb_day"_s][u"data"_s].toInt(), 1);
    EXPECT_EQ(pricing.value(u"system_disk_free_gb"_s).toInt(), 30);
}

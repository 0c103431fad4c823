// CompshareCodecs for the catalog: zones, machine types and their sizes, cards and their prices, what is
// free, and images. The refusals, instances and the rest are in compsharecodecs.cpp.
#include "core/api/compshare/compsharecodecs.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <tuple>

using namespace Qt::StringLiterals;

namespace CompshareCodecs {

ApiResult<QList<Zone>> zones(const QJsonObject &answer)
{
    if (!answer.value(u"ZoneInfo"_s).isArray())
        return ApiError::decode(u"DescribeCompShareSupportZone without ZoneInfo"_s);
    QList<Zone> out;
    for (const QJsonValue &v : answer.value(u"ZoneInfo"_s).toArray()) {
        const QJsonObject z = v.toObject();
        Zone zone{z.value(u"Region"_s).toString(), z.value(u"Zone"_s).toString(), z.value(u"Describe"_s).toString(),
                  intOf(z.value(u"ZoneId"_s))};
        if (zone.region.isEmpty() || zone.zone.isEmpty())
            continue;
        if (zone.name.isEmpty())
            zone.name = zone.zone;
        out << zone;
    }
    return out;
}

Region regionOf(const Zone &zone)
{
    Region r;
    r.id = zone.zone;
    r.name = zone.name;
    r.location = zone.region;
    return r;
}

std::optional<MachineSize> MachineType::smallest(int gpus) const
{
    std::optional<MachineSize> best;
    for (const MachineSize &s : sizes) {
        if (s.gpus != gpus)
            continue;
        if (!best || s.cpus < best->cpus || (s.cpus == best->cpus && s.memoryGb < best->memoryGb))
            best = s;
    }
    return best;
}

std::optional<QList<MachineSize>> roomFor(const QJsonObject &answer, int gpus)
{
    bool named = false;
    QList<MachineSize> room;
    for (const QJsonValue &v : answer.value(u"Specs"_s).toArray()) {
        const QJsonObject o = v.toObject();
        if (intOf(o.value(u"Gpu"_s)) != gpus)
            continue;
        named = true;
        if (o.value(u"ResourceEnough"_s).toBool())
            room << MachineSize{gpus, intOf(o.value(u"Cpu"_s)), intOf(o.value(u"Mem"_s))};
    }
    if (!named)
        return std::nullopt;
    std::sort(room.begin(), room.end(), [](const MachineSize &a, const MachineSize &b) {
        return std::pair(a.cpus, a.memoryGb) < std::pair(b.cpus, b.memoryGb);
    });
    return room;
}

ApiResult<QList<MachineType>> machineTypes(const QJsonObject &answer)
{
    if (!answer.value(u"AvailableInstanceTypes"_s).isArray())
        return ApiError::decode(u"DescribeAvailableCompShareInstanceTypes without AvailableInstanceTypes"_s);
    QList<MachineType> out;
    for (const QJsonValue &v : answer.value(u"AvailableInstanceTypes"_s).toArray()) {
        const QJsonObject t = v.toObject();
        MachineType type;
        type.gpuType = t.value(u"Name"_s).toString();
        type.zone = t.value(u"Zone"_s).toString();
        type.soldOut = t.value(u"Status"_s).toString() != u"Normal"_s;
        type.vramGb = intOf(t.value(u"GraphicsMemory"_s).toObject().value(u"Value"_s));
        for (const QJsonValue &size : t.value(u"MachineSizes"_s).toArray()) {
            const int gpus = intOf(size.toObject().value(u"Gpu"_s));
            for (const QJsonValue &c : size.toObject().value(u"Collection"_s).toArray()) {
                const int cpus = intOf(c.toObject().value(u"Cpu"_s));
                // Memory here is in GB (the calls that create take MB).
                for (const QJsonValue &memory : c.toObject().value(u"Memory"_s).toArray())
                    type.sizes << MachineSize{gpus, cpus, intOf(memory)};
            }
        }
        if (!type.gpuType.isEmpty())
            out << type;
    }
    return out;
}

QString cardName(const QString &gpuType)
{
    static const QHash<QString, QString> names{
        {u"4090"_s, u"RTX 4090"_s}, {u"4090_48G"_s, u"RTX 4090 48GB"_s}, {u"5090"_s, u"RTX 5090"_s},
        {u"3090"_s, u"RTX 3090"_s}, {u"3080Ti"_s, u"RTX 3080 Ti"_s},     {u"2080Ti"_s, u"RTX 2080 Ti"_s},
        {u"2080"_s, u"RTX 2080"_s}, {u"A100"_s, u"A100 80GB"_s},         {u"A800"_s, u"A800 80GB"_s},
        {u"H20"_s, u"H20 96GB"_s},  {u"P40"_s, u"Tesla P40"_s},          {u"V100S"_s, u"Tesla V100S 32GB"_s},
    };
    return names.value(gpuType, gpuType);
}

double computeCapability(const QString &gpuType)
{
    static const QHash<QString, double> capabilities{
        {u"4090"_s, 8.9},   {u"4090_48G"_s, 8.9}, {u"5090"_s, 12.0}, {u"3090"_s, 8.6},
        {u"3080Ti"_s, 8.6}, {u"2080Ti"_s, 7.5},   {u"2080"_s, 7.5},  {u"A100"_s, 8.0},
        {u"A800"_s, 8.0},   {u"H20"_s, 9.0},      {u"P40"_s, 6.1},   {u"V100S"_s, 7.0},
    };
    return capabilities.value(gpuType, 0);
}

GpuType card(const MachineType &type, const QJsonObject &prices)
{
    GpuType g = card(type, price(prices, u"Dynamic"_s).value());
    if (const auto day = price(prices, u"Day"_s); day.ok())
        g.pricePerDay = day.value();
    if (const auto month = price(prices, u"Month"_s); month.ok())
        g.pricePerMonth = month.value();
    return g;
}

GpuType pricedCard(const MachineType &type, const QList<std::pair<MachineSize, QJsonObject>> &prices)
{
    const std::optional<MachineSize> smallest = type.smallest(1);
    GpuType g = card(type, Money());
    for (const auto &[size, answer] : prices) {
        if (smallest && size == *smallest)
            g = card(type, answer);
    }
    for (const auto &[size, answer] : prices) {
        GpuType::Size s;
        s.gpus = size.gpus;
        s.cpus = size.cpus;
        s.memoryGb = size.memoryGb;
        s.pricePerHour = price(answer, u"Dynamic"_s).value();
        if (const auto day = price(answer, u"Day"_s); day.ok())
            s.pricePerDay = day.value();
        if (const auto month = price(answer, u"Month"_s); month.ok())
            s.pricePerMonth = month.value();
        g.sizes << s;
    }
    std::sort(g.sizes.begin(), g.sizes.end(), [](const GpuType::Size &a, const GpuType::Size &b) {
        return std::tuple(a.gpus, a.cpus, a.memoryGb) < std::tuple(b.gpus, b.cpus, b.memoryGb);
    });
    return g;
}

GpuType card(const MachineType &type, Money pricePerHour)
{
    GpuType g;
    g.id = type.gpuType;
    g.name = cardName(type.gpuType);
    g.vramGb = type.vramGb;
    g.pricePerHour = pricePerHour;
    g.computeCapability = computeCapability(type.gpuType);
    // The API does not say whether the account is verified: an unverified one is refused at the create
    // (226606, said with how to verify), so no card is locked here on a guess.
    g.unverifiedAllowed = true;
    return g;
}

ApiResult<Money> price(const QJsonObject &answer, const QString &chargeType)
{
    for (const QJsonValue &v : answer.value(u"PriceDetails"_s).toArray()) {
        const QJsonObject p = v.toObject();
        if (p.value(u"ChargeType"_s).toString() != chargeType)
            continue;
        return yuan(p.value(u"Instance"_s)) + yuan(p.value(u"Disks"_s)) + yuan(p.value(u"SystemDisks"_s))
            + yuan(p.value(u"CompShareImage"_s));
    }
    return ApiError::decode(u"GetCompShareInstancePrice has no %1 price"_s.arg(chargeType));
}

ApiResult<QHash<QString, QHash<QString, int>>> inventory(const QJsonObject &answer, const QString &pool)
{
    // The inventory is a JSON document inside a string: {"Exclusive": {"10027": {"4090": 10}}, "Spot": …}.
    const QJsonValue field = answer.value(u"GpuInventoryByZone"_s);
    const QJsonObject all
        = field.isString() ? QJsonDocument::fromJson(field.toString().toUtf8()).object() : field.toObject();
    if (!field.isString() && !field.isObject())
        return ApiError::decode(u"DescribeCompShareGpuInventory without GpuInventoryByZone"_s);
    QHash<QString, QHash<QString, int>> out;
    const QJsonObject zones = all.value(pool).toObject();
    for (auto z = zones.begin(); z != zones.end(); ++z) {
        const QJsonObject cards = z.value().toObject();
        for (auto c = cards.begin(); c != cards.end(); ++c)
            out[z.key()][c.key()] = intOf(c.value());
    }
    return out;
}

ApiResult<QList<Image>> images(const QJsonObject &answer, const QString &listType)
{
    if (!answer.value(u"ImageSet"_s).isArray())
        return ApiError::decode(u"an image list without ImageSet"_s);
    QList<Image> out;
    for (const QJsonValue &v : answer.value(u"ImageSet"_s).toArray()) {
        const QJsonObject o = v.toObject();
        Image image;
        image.id = o.value(u"CompShareImageId"_s).toString();
        image.name = o.value(u"Name"_s).toString();
        const QString type = o.value(u"ImageType"_s).toString(listType);
        image.kind = type == u"Custom"_s ? u"custom"_s : u"public"_s;
        // What the image holds, where the platform says it (Softwares), not read from its name.
        const QJsonObject soft = o.value(u"Softwares"_s).toObject();
        image.framework = soft.value(u"Framework"_s).toString();
        auto optional = [&](const QString &key) -> std::optional<QString> {
            const QString s = soft.value(key).toString();
            return s.isEmpty() ? std::nullopt : std::optional<QString>(s);
        };
        image.frameworkVersion = optional(u"FrameworkVersion"_s);
        image.cuda = optional(u"CUDAVersion"_s);
        image.python = optional(u"PythonVersion"_s);
        // In MB (the SDK's words), rounded up to whole GB.
        image.sizeGb = (intOf(o.value(u"Size"_s)) + 1023) / 1024;
        const QString status = o.value(u"Status"_s).toString();
        if (image.id.isEmpty() || (!status.isEmpty() && status != u"Available"_s))
            continue;
        if (type == u"Custom"_s) {
            Image::Custom custom;
            custom.createdAt = unixTime(o.value(u"CreateTime"_s)).value_or(QDateTime());
            custom.sizeBytes = qint64(intOf(o.value(u"Size"_s))) << 20;
            custom.note = o.value(u"Description"_s).toString();
            image.custom = custom;
        }
        out << image;
    }
    return out;
}

ApiResult<QList<Image>> communityImages(const QJsonObject &answer)
{
    if (!answer.value(u"CompshareImageGroup"_s).isArray() && answer.contains(u"CompshareImageGroup"_s))
        return ApiError::decode(u"DescribeCommunityImages's CompshareImageGroup is not a list"_s);
    QList<Image> out;
    for (const QJsonValue &g : answer.value(u"CompshareImageGroup"_s).toArray()) {
        const QJsonObject group = g.toObject();
        if (group.value(u"Status"_s).toString() != u"Available"_s)
            continue;
        QJsonObject newest;
        for (const QJsonValue &v : group.value(u"Data"_s).toArray()) {
            const QJsonObject version = v.toObject();
            if (version.value(u"Status"_s).toString() != u"Available"_s || version.value(u"Price"_s).toDouble() > 0)
                continue;
            if (newest.isEmpty() || version.value(u"PubTime"_s).toInteger() > newest.value(u"PubTime"_s).toInteger())
                newest = version;
        }
        if (newest.value(u"CompShareImageId"_s).toString().isEmpty())
            continue;
        Image image;
        image.id = newest.value(u"CompShareImageId"_s).toString();
        const QString version = newest.value(u"VersionName"_s).toString();
        image.name = group.value(u"ImageName"_s).toString(newest.value(u"Name"_s).toString())
            + (version.isEmpty() ? QString() : u' ' + version);
        image.kind = u"community"_s;
        image.author = newest.value(u"Author"_s).toString();
        image.sizeGb = (intOf(newest.value(u"Size"_s)) + 1023) / 1024;
        for (const QJsonValue &card : newest.value(u"SupportedGpuTypes"_s).toArray())
            image.onlyCards << card.toString();
        out << image;
    }
    return out;
}

QString imageFailure(const QJsonObject &answer, const QString &id)
{
    for (const QJsonValue &v : answer.value(u"ImageSet"_s).toArray())
        if (v.toObject().value(u"CompShareImageId"_s).toString() == id)
            return v.toObject().value(u"FailedReason"_s).toString();
    return {};
}

} // namespace CompshareCodecs

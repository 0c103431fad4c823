#include "platform/instances/catalog.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

#include <cmath>

using namespace Qt::StringLiterals;

namespace {

QList<Image> defaultImages()
{
    // id, name, kind, framework, version, CUDA, Python, GB, min capability, max capability
    return {
        {u"ubuntu-22.04"_s, u"Ubuntu 22.04 (bare)"_s, u"public"_s, u"none"_s, QString(), QString(), QString(), 8, 0, 0},
        {u"miniconda3-py310"_s, u"Miniconda 3 · Python 3.10"_s, u"public"_s, u"conda"_s, u"24.9"_s, QString(),
         u"3.10"_s, 12, 0, 0},
        // CUDA 11.6 predates Ada and Hopper: it has no code for sm_89 or sm_90.
        {u"pytorch-1.13.1-cu116"_s, u"PyTorch 1.13.1 · CUDA 11.6 · Python 3.9"_s, u"public"_s, u"pytorch"_s,
         u"1.13.1"_s, u"11.6"_s, u"3.9"_s, 26, 3.7, 8.6},
        {u"pytorch-2.5.1-cu124"_s, u"PyTorch 2.5.1 · CUDA 12.4 · Python 3.12"_s, u"public"_s, u"pytorch"_s, u"2.5.1"_s,
         u"12.4"_s, u"3.12"_s, 30, 5.0, 0},
        {u"tensorflow-2.15-cu122"_s, u"TensorFlow 2.15 · CUDA 12.2 · Python 3.11"_s, u"public"_s, u"tensorflow"_s,
         u"2.15.0"_s, u"12.2"_s, u"3.11"_s, 28, 5.0, 0},
        // FlashAttention-2 kernels exist for Ampere and newer only.
        {u"pytorch-2.5.1-cu124-flashattn2"_s, u"PyTorch 2.5.1 + FlashAttention-2 · CUDA 12.4 · Python 3.12"_s,
         u"public"_s, u"pytorch"_s, u"2.5.1"_s, u"12.4"_s, u"3.12"_s, 34, 8.0, 0},
    };
}

QHash<QString, QHash<QString, int>> defaultCapacity()
{
    // GPUs per region and card; the big cards are scarce, and some regions have none of some cards,
    // so that out_of_stock and its alternatives happen in the sandbox as on a real platform.
    QHash<QString, QHash<QString, int>> c;
    c[u"cn-north-1"_s] = {{u"rtx-4060-8g"_s, 16},  {u"t4-16g"_s, 16}, {u"rtx-3090-24g"_s, 16}, {u"a10-24g"_s, 8},
                          {u"rtx-4090-24g"_s, 32}, {u"l20-48g"_s, 8}, {u"l40s-48g"_s, 4},      {u"a100-40g"_s, 8},
                          {u"a800-80g"_s, 8},      {u"h20-96g"_s, 8}};
    c[u"cn-east-1"_s] = {{u"rtx-4060-8g"_s, 8},   {u"t4-16g"_s, 8},  {u"rtx-3090-24g"_s, 24}, {u"a10-24g"_s, 8},
                         {u"rtx-4090-24g"_s, 16}, {u"l20-48g"_s, 8}, {u"a100-40g"_s, 4},      {u"a800-80g"_s, 16}};
    c[u"cn-south-1"_s] = {
        {u"rtx-4060-8g"_s, 8}, {u"rtx-3090-24g"_s, 8}, {u"rtx-4090-24g"_s, 8}, {u"l40s-48g"_s, 8}, {u"h20-96g"_s, 8}};
    c[u"cn-southwest-1"_s] = {{u"t4-16g"_s, 8}, {u"rtx-3090-24g"_s, 8}, {u"rtx-4090-24g"_s, 4}, {u"a10-24g"_s, 4}};
    return c;
}

// Readers for catalog.json: each returns false and sets *error naming the part and entry.
bool readString(const QJsonObject &o, const char *key, QString *out, bool required, const QString &where,
                QString *error)
{
    const QJsonValue v = o.value(QLatin1String(key));
    if (v.isUndefined() && !required)
        return true;
    if (!v.isString() || (required && v.toString().isEmpty())) {
        *error = u"%1: '%2' must be a non-empty string"_s.arg(where, QLatin1String(key));
        return false;
    }
    *out = v.toString();
    return true;
}

bool readNumber(const QJsonObject &o, const char *key, double *out, bool required, double min, double max,
                const QString &where, QString *error)
{
    const QJsonValue v = o.value(QLatin1String(key));
    if (v.isUndefined() && !required)
        return true;
    if (!v.isDouble() || v.toDouble() < min || v.toDouble() > max) {
        *error = u"%1: '%2' must be a number from %3 to %4"_s.arg(where, QLatin1String(key)).arg(min).arg(max);
        return false;
    }
    *out = v.toDouble();
    return true;
}

bool readInt(const QJsonObject &o, const char *key, qint64 *out, bool required, qint64 min, qint64 max,
             const QString &where, QString *error)
{
    double d = double(*out);
    if (!readNumber(o, key, &d, required, double(min), double(max), where, error))
        return false;
    if (d != std::floor(d)) {
        *error = u"%1: '%2' must be a whole number"_s.arg(where, QLatin1String(key));
        return false;
    }
    *out = qint64(d);
    return true;
}

} // namespace

Catalog Catalog::defaults()
{
    Catalog c;
    c.regions = {{u"cn-north-1"_s, u"North China 1"_s, u"Beijing"_s},
                 {u"cn-east-1"_s, u"East China 1"_s, u"Shanghai"_s},
                 {u"cn-south-1"_s, u"South China 1"_s, u"Guangzhou"_s},
                 {u"cn-southwest-1"_s, u"Southwest China 1"_s, u"Chengdu"_s}};
    c.gpuTypes = GpuTypes::defaults();
    c.images = defaultImages();
    // One flat no-GPU rate: 2% of an H20's, 17% of an RTX 4060's (the seed's "about a tenth" is a
    // mid card's); the console says the ratio for the card at hand, never "a tenth".
    c.pricing.noGpuCentsPerHour = 15;
    c.pricing.systemStorageCentsPerGbDay = 2;
    c.pricing.dataStorageCentsPerGbDay = 1;
    c.pricing.imageStorageCentsPerGbDay = 1;
    c.pricing.systemDiskFreeGb = 30;
    c.capacity = defaultCapacity();
    return c;
}

std::optional<Catalog> Catalog::load(const QString &path, QString *error)
{
    Catalog c = defaults();
    QFile file(path);
    if (!file.exists())
        return c;
    if (!file.open(QIODevice::ReadOnly)) {
        *error = u"Cannot read %1: %2"_s.arg(path, file.errorString());
        return std::nullopt;
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &parseError);
    if (parseError.error != QJsonParseError::NoError || !doc.isObject()) {
        *error = u"%1 is not a JSON object (%2)"_s.arg(path, parseError.errorString());
        return std::nullopt;
    }
    const QJsonObject root = doc.object();
    for (auto it = root.begin(); it != root.end(); ++it) {
        static const QStringList parts = {u"regions"_s, u"gpu_types"_s, u"images"_s, u"pricing"_s, u"capacity"_s};
        if (!parts.contains(it.key())) {
            *error = u"%1: unknown part '%2' (expected %3)"_s.arg(path, it.key(), parts.join(u", "_s));
            return std::nullopt;
        }
    }
    if (root.contains(u"regions"_s)) {
        c.regions.clear();
        for (const QJsonValue &v : root.value(u"regions"_s).toArray()) {
            Region r;
            const QString where = u"%1: regions[%2]"_s.arg(path).arg(c.regions.size());
            const QJsonObject o = v.toObject();
            if (!readString(o, "id", &r.id, true, where, error) || !readString(o, "name", &r.name, true, where, error)
                || !readString(o, "location", &r.location, true, where, error))
                return std::nullopt;
            c.regions << r;
        }
    }
    if (root.contains(u"gpu_types"_s)) {
        c.gpuTypes.clear();
        for (const QJsonValue &v : root.value(u"gpu_types"_s).toArray()) {
            GpuType g;
            const QString where = u"%1: gpu_types[%2]"_s.arg(path).arg(c.gpuTypes.size());
            const QJsonObject o = v.toObject();
            qint64 vram = 0, bandwidth = 0;
            if (!readString(o, "id", &g.id, true, where, error) || !readString(o, "name", &g.name, true, where, error)
                || !readInt(o, "vram_gb", &vram, true, 1, 4096, where, error)
                || !readInt(o, "bandwidth_gbps", &bandwidth, true, 1, 100000, where, error)
                || !readNumber(o, "fp16_tflops", &g.fp16Tflops, true, 0, 100000, where, error)
                || !readInt(o, "price_cents_per_hour", &g.priceCentsPerHour, true, 1, 10'000'000, where, error)
                || !readNumber(o, "compute_capability", &g.computeCapability, true, 1, 20, where, error))
                return std::nullopt;
            g.vramGb = int(vram);
            g.bandwidthGbps = int(bandwidth);
            g.unverifiedAllowed = o.value(u"unverified_allowed"_s).toBool();
            c.gpuTypes << g;
        }
    }
    if (root.contains(u"images"_s)) {
        c.images.clear();
        for (const QJsonValue &v : root.value(u"images"_s).toArray()) {
            Image m;
            m.kind = u"public"_s;
            const QString where = u"%1: images[%2]"_s.arg(path).arg(c.images.size());
            const QJsonObject o = v.toObject();
            qint64 size = 0;
            if (!readString(o, "id", &m.id, true, where, error) || !readString(o, "name", &m.name, true, where, error)
                || !readString(o, "framework", &m.framework, true, where, error)
                || !readString(o, "framework_version", &m.frameworkVersion, false, where, error)
                || !readString(o, "cuda", &m.cuda, false, where, error)
                || !readString(o, "python", &m.python, false, where, error)
                || !readInt(o, "size_gb", &size, true, 1, 500, where, error)
                || !readNumber(o, "min_cuda_capability", &m.minCudaCapability, false, 0, 20, where, error)
                || !readNumber(o, "max_cuda_capability", &m.maxCudaCapability, false, 0, 20, where, error))
                return std::nullopt;
            m.sizeGb = int(size);
            c.images << m;
        }
    }
    if (root.contains(u"pricing"_s)) {
        const QJsonObject o = root.value(u"pricing"_s).toObject();
        const QString where = path + u": pricing"_s;
        double daily = c.pricing.packageDailyBasisPoints / 10000.0,
               weekly = c.pricing.packageWeeklyBasisPoints / 10000.0;
        qint64 free = c.pricing.systemDiskFreeGb;
        const QJsonObject storage = o.value(u"storage_cents_per_gb_day"_s).toObject();
        if (!readNumber(o, "package_daily_discount", &daily, false, 0.01, 1, where, error)
            || !readNumber(o, "package_weekly_discount", &weekly, false, 0.01, 1, where, error)
            || !readInt(o, "no_gpu_cents_per_hour", &c.pricing.noGpuCentsPerHour, false, 0, 1'000'000, where, error)
            || !readInt(o, "system_disk_free_gb", &free, false, 0, 500, where, error)
            || !readInt(storage, "system", &c.pricing.systemStorageCentsPerGbDay, false, 0, 10000, where, error)
            || !readInt(storage, "data", &c.pricing.dataStorageCentsPerGbDay, false, 0, 10000, where, error)
            || !readInt(storage, "image", &c.pricing.imageStorageCentsPerGbDay, false, 0, 10000, where, error))
            return std::nullopt;
        c.pricing.packageDailyBasisPoints = int(std::lround(daily * 10000));
        c.pricing.packageWeeklyBasisPoints = int(std::lround(weekly * 10000));
        c.pricing.systemDiskFreeGb = int(free);
    }
    if (root.contains(u"capacity"_s)) {
        c.capacity.clear();
        const QJsonObject regions = root.value(u"capacity"_s).toObject();
        for (auto r = regions.begin(); r != regions.end(); ++r) {
            const QJsonObject cards = r.value().toObject();
            for (auto g = cards.begin(); g != cards.end(); ++g) {
                const double n = g.value().toDouble(-1);
                if (n < 0 || n != std::floor(n) || n > 100000) {
                    *error = u"%1: capacity.%2.%3 must be a whole number of GPUs"_s.arg(path, r.key(), g.key());
                    return std::nullopt;
                }
                c.capacity[r.key()][g.key()] = int(n);
            }
        }
    }
    // Cross-references: capacity may only name regions and cards the catalog has.
    for (auto r = c.capacity.begin(); r != c.capacity.end(); ++r) {
        if (!c.region(r.key())) {
            *error = u"%1: capacity names region '%2', which the catalog does not have"_s.arg(path, r.key());
            return std::nullopt;
        }
        for (auto g = r.value().begin(); g != r.value().end(); ++g) {
            if (!c.gpuType(g.key())) {
                *error = u"%1: capacity names GPU type '%2', which the catalog does not have"_s.arg(path, g.key());
                return std::nullopt;
            }
        }
    }
    return c;
}

const Region *Catalog::region(const QString &id) const
{
    for (const Region &r : regions) {
        if (r.id == id)
            return &r;
    }
    return nullptr;
}

const GpuType *Catalog::gpuType(const QString &id) const
{
    for (const GpuType &g : gpuTypes) {
        if (g.id == id)
            return &g;
    }
    return nullptr;
}

const Image *Catalog::image(const QString &id) const
{
    for (const Image &m : images) {
        if (m.id == id)
            return &m;
    }
    return nullptr;
}

QString Catalog::incompatibility(const Image &image, const GpuType &gpu)
{
    if (image.minCudaCapability > 0 && gpu.computeCapability < image.minCudaCapability)
        return u"%1 needs a card of compute capability %2 or newer; %3 is %4."_s.arg(image.name)
            .arg(image.minCudaCapability, 0, 'f', 1)
            .arg(gpu.name)
            .arg(gpu.computeCapability, 0, 'f', 1);
    if (image.maxCudaCapability > 0 && gpu.computeCapability > image.maxCudaCapability)
        return u"CUDA %1 in %2 has no code for %3 (compute capability %4); choose an image with a newer CUDA."_s
            .arg(image.cuda, image.name, gpu.name)
            .arg(gpu.computeCapability, 0, 'f', 1);
    return {};
}

QJsonObject Catalog::toJson(const Region &region)
{
    return {{u"id"_s, region.id}, {u"name"_s, region.name}, {u"location"_s, region.location}};
}

QJsonObject Catalog::toJson(const GpuType &gpu)
{
    return {{u"id"_s, gpu.id},
            {u"name"_s, gpu.name},
            {u"vram_gb"_s, gpu.vramGb},
            {u"bandwidth_gbps"_s, gpu.bandwidthGbps},
            {u"fp16_tflops"_s, gpu.fp16Tflops},
            {u"price_cents_per_hour"_s, gpu.priceCentsPerHour},
            {u"unverified_allowed"_s, gpu.unverifiedAllowed},
            {u"compute_capability"_s, gpu.computeCapability}};
}

QJsonObject Catalog::toJson(const Image &image)
{
    const auto orNull = [](const QString &s) { return s.isEmpty() ? QJsonValue() : QJsonValue(s); };
    const auto capability = [](double c) { return c > 0 ? QJsonValue(c) : QJsonValue(); };
    return {{u"id"_s, image.id},
            {u"name"_s, image.name},
            {u"kind"_s, image.kind},
            {u"framework"_s, image.framework},
            {u"framework_version"_s, orNull(image.frameworkVersion)},
            {u"cuda"_s, orNull(image.cuda)},
            {u"python"_s, orNull(image.python)},
            {u"size_gb"_s, image.sizeGb},
            {u"min_cuda_capability"_s, capability(image.minCudaCapability)},
            {u"max_cuda_capability"_s, capability(image.maxCudaCapability)}};
}

QJsonObject Catalog::pricingJson() const
{
    return {{u"package_daily_discount"_s, pricing.packageDailyBasisPoints / 10000.0},
            {u"package_weekly_discount"_s, pricing.packageWeeklyBasisPoints / 10000.0},
            {u"no_gpu_cents_per_hour"_s, pricing.noGpuCentsPerHour},
            {u"storage_cents_per_gb_day"_s,
             QJsonObject{{u"system"_s, pricing.systemStorageCentsPerGbDay},
                         {u"data"_s, pricing.dataStorageCentsPerGbDay},
                         {u"image"_s, pricing.imageStorageCentsPerGbDay}}},
            {u"system_disk_free_gb"_s, pricing.systemDiskFreeGb}};
}

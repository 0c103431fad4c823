#include "core/create/createoptions.h"

#include <QLocale>

#include <algorithm>

#include <memory>

using namespace Qt::StringLiterals;

namespace {

template <typename T> const T *findById(const QList<T> &items, const QString &id)
{
    for (const T &item : items) {
        if (item.id == id)
            return &item;
    }
    return nullptr;
}

QString capability(double value)
{
    return QLocale().toString(value, 'f', 1);
}

} // namespace

const Region *CreateOptions::region(const QString &id) const
{
    return findById(regions, id);
}

const GpuType *CreateOptions::gpuType(const QString &id) const
{
    return findById(gpuTypes, id);
}

const Image *CreateOptions::image(const QString &id) const
{
    return findById(images, id);
}

int CreateOptions::available(const QString &region, const QString &gpuType) const
{
    for (const Stock &s : stock) {
        if (s.region == region && s.gpuType == gpuType)
            return s.available;
    }
    return 0;
}

int CreateOptions::availableIn(const QString &region) const
{
    int total = 0;
    for (const Stock &s : stock) {
        if (s.region == region)
            total += s.available;
    }
    return total;
}

bool CreateOptions::stockInLevels() const
{
    return std::any_of(stock.cbegin(), stock.cend(), [](const Stock &s) { return s.level.has_value(); });
}

QString CreateOptions::availableText(const QString &region, const QString &gpuType) const
{
    for (const Stock &s : stock) {
        if (s.region != region || s.gpuType != gpuType || s.available <= 0)
            continue;
        if (!s.level)
            return QString::number(s.available);
        if (*s.level == u"high"_s)
            return tr("plenty");
        if (*s.level == u"medium"_s)
            return tr("some");
        return tr("a few");
    }
    return tr("none now");
}

QString CreateOptions::rentProblem(const GpuType &card) const
{
    // Verification first: an unverified account's quota lists the small cards only, and saying
    // "not in your quota" would hide what widens it.
    if (verificationWouldAllow(card))
        return tr("The %1 needs real-name verification: unverified accounts rent only small cards.").arg(card.name);
    if (account.quotas.gpuTypes && !account.quotas.gpuTypes->contains(card.id))
        return tr("Your account's quota does not include the %1.").arg(card.name);
    return {};
}

bool CreateOptions::verificationWouldAllow(const GpuType &card) const
{
    return account.verification.status != u"approved"_s && !card.unverifiedAllowed;
}

QString CreateOptions::imageProblem(const Image &image, const GpuType &card)
{
    if (!image.onlyCards.isEmpty() && !image.onlyCards.contains(card.id))
        return tr("%1 is made for %2 only.").arg(image.name, image.onlyCards.join(u", "_s));
    if (image.supports(card.computeCapability))
        return {};
    if (image.minCudaCapability && card.computeCapability < *image.minCudaCapability)
        return tr("%1 needs a card of compute capability %2 or newer; the %3 is %4.")
            .arg(image.name, capability(*image.minCudaCapability), card.name, capability(card.computeCapability));
    // The card is not too old for the image, so it is too new: the image's CUDA predates it.
    return tr("The CUDA %1 of %2 has no code for the %3 (compute capability %4): choose an image with a newer "
              "CUDA.")
        .arg(image.cuda.value_or(u"?"_s), image.name, card.name, capability(card.computeCapability));
}

QList<Volume> CreateOptions::freeVolumesIn(const QString &region) const
{
    QList<Volume> free;
    for (const Volume &v : volumes) {
        if (v.region == region && !v.instanceId)
            free << v;
    }
    return free;
}

void CreateOptions::load(Platform &platform, QObject *context, const Platform::Done<CreateOptions> &done)
{
    // The replies arrive in any order; the first error is the answer, and later replies are dropped.
    struct Pending
    {
        CreateOptions options;
        int waiting = 0;
        bool failed = false;
        Platform::Done<CreateOptions> done;
    };
    auto pending = std::make_shared<Pending>();
    pending->done = done;
    const auto part = [pending](auto assign) {
        ++pending->waiting;
        return [pending, assign](const auto &result) {
            if (pending->failed)
                return;
            if (!result.ok()) {
                pending->failed = true;
                pending->done(result.error());
                return;
            }
            assign(pending->options, result.value());
            if (--pending->waiting == 0)
                pending->done(pending->options);
        };
    };
    // Every part is counted before the first call goes out: a reply can come back at once.
    auto regions = part([](CreateOptions &o, const QList<Region> &v) { o.regions = v; });
    auto cards = part([](CreateOptions &o, const QList<GpuType> &v) { o.gpuTypes = v; });
    auto stock = part([](CreateOptions &o, const QList<Stock> &v) { o.stock = v; });
    auto images = part([](CreateOptions &o, const QList<Image> &v) { o.images = v; });
    pending->options.traits = platform.traits();
    pending->options.platformRunsScripts = platform.has<BootScripts>();
    // Each optional part only where the platform has it: without a price list only the cards'
    // rates are known, without a summary of the wallet no balance.
    PriceList *prices = platform.facet<PriceList>();
    BillingSummary *wallet = platform.facet<BillingSummary>();
    VolumeStorage *storage = platform.facet<VolumeStorage>();
    Platform::Done<Pricing> pricing;
    if (prices)
        pricing = part([](CreateOptions &o, const Pricing &v) { o.pricing = v; });
    Platform::Done<Billing> billing;
    if (wallet)
        billing = part([](CreateOptions &o, const Billing &v) { o.billing = v; });
    else
        pending->options.billing.balanceKnown = false;
    Platform::Done<QList<Volume>> volumeList;
    if (storage)
        volumeList = part([](CreateOptions &o, const QList<Volume> &v) { o.volumes = v; });
    auto account = part([](CreateOptions &o, const Account &v) { o.account = v; });
    auto health = part([](CreateOptions &o, const PlatformHealth &v) {
        o.currency = v.currency();
        o.platformTime = v.serverTime;
    });
    platform.regions(context, regions);
    platform.gpuTypes(context, cards);
    platform.stock(context, stock);
    platform.images(context, images);
    if (prices)
        prices->pricing(context, pricing);
    platform.account(context, account);
    if (wallet)
        wallet->billing(context, billing);
    platform.health(context, health);
    if (storage)
        storage->volumes(context, volumeList);
}

// CompsharePlatform's catalog: zones as regions, machine types as cards priced per size, what is free
// now, and the images (the platform's, the account's own, the community's). The class's other calls
// are in compshareplatform.cpp and beside it.
#include "core/api/compshare/compshareplatform.h"

#include "core/api/httpanswers.h"

#include <QJsonArray>

#include <memory>

using namespace Qt::StringLiterals;
using CompshareCodecs::Gathered;
using CompshareCodecs::MachineType;
using CompshareCodecs::Zone;

void CompsharePlatform::withZones(QObject *context, std::function<void(const ApiResult<QList<Zone>> &)> done)
{
    if (!m_zones.isEmpty())
        return HttpAnswers::answer<QList<Zone>>(m_zones, context, std::move(done));
    call(zonesRequest(), Retry::Safe, context, [this, done = std::move(done)](const ApiResult<HttpAnswer> &answer) {
        if (!answer.ok())
            return done(answer.error());
        const auto read = CompshareCodecs::zones(answer.value().json);
        if (read.ok())
            m_zones = read.value();
        done(read);
    });
}

QString CompsharePlatform::regionOf(const QString &zone) const
{
    for (const Zone &z : m_zones)
        if (z.zone == zone)
            return z.region;
    // "cn-wlcb-01" is in "cn-wlcb": the platform's own naming, for a zone not listed (yet).
    const qsizetype dash = zone.lastIndexOf(u'-');
    return dash > 0 ? zone.left(dash) : homeRegion();
}

void CompsharePlatform::regions(QObject *context, Done<QList<Region>> done)
{
    withZones(context, [done = std::move(done)](const ApiResult<QList<Zone>> &zones) {
        if (!zones.ok())
            return done(zones.error());
        QList<Region> out;
        for (const Zone &z : zones.value())
            out << CompshareCodecs::regionOf(z);
        done(out);
    });
}

void CompsharePlatform::withMachineTypes(QObject *context,
                                         std::function<void(const ApiResult<QList<MachineType>> &)> done)
{
    withZones(context, [this, context, done = std::move(done)](const ApiResult<QList<Zone>> &zones) {
        if (!zones.ok())
            return done(zones.error());
        if (zones.value().isEmpty())
            return done(QList<MachineType>{});
        auto gathered = std::make_shared<Gathered<MachineType>>();
        gathered->waiting = int(zones.value().size());
        for (const Zone &z : zones.value()) {
            const CompshareRequest types = CompshareRequest(u"DescribeAvailableCompShareInstanceTypes"_s)
                                               .text(u"Region"_s, z.region)
                                               .text(u"Zone"_s, z.zone);
            call(types, Retry::Safe, context, [gathered, zone = z.zone, done](const ApiResult<HttpAnswer> &answer) {
                if (gathered->failed)
                    return;
                auto read = answer.ok() ? CompshareCodecs::machineTypes(answer.value().json)
                                        : ApiResult<QList<MachineType>>(answer.error());
                if (!read.ok()) {
                    gathered->failed = true;
                    return done(read.error());
                }
                for (MachineType t : read.value()) {
                    if (t.zone.isEmpty())
                        t.zone = zone;
                    gathered->values << t;
                }
                if (--gathered->waiting == 0)
                    done(gathered->values);
            });
        }
    });
}

void CompsharePlatform::gpuTypes(QObject *context, Done<QList<GpuType>> done)
{
    withMachineTypes(context, [this, context, done = std::move(done)](const ApiResult<QList<MachineType>> &types) {
        if (!types.ok())
            return done(types.error());
        // Each card once, priced where it is on sale (else where it is listed) at its smallest size.
        QList<MachineType> cards;
        for (const MachineType &t : types.value()) {
            auto same = std::find_if(cards.begin(), cards.end(),
                                     [&](const MachineType &c) { return c.gpuType == t.gpuType; });
            if (same == cards.end())
                cards << t;
            else if (same->soldOut && !t.soldOut)
                *same = t;
        }
        cards.removeIf([](const MachineType &t) { return !t.smallest(1); });
        if (cards.isEmpty())
            return done(QList<GpuType>{});
        auto gathered = std::make_shared<Gathered<GpuType>>();
        gathered->waiting = int(cards.size());
        for (const MachineType &t : std::as_const(cards)) {
            priceCard(t, context, [gathered, done](const ApiResult<GpuType> &card) {
                if (gathered->failed)
                    return;
                if (!card.ok()) {
                    gathered->failed = true;
                    return done(card.error());
                }
                gathered->values << card.value();
                if (--gathered->waiting == 0) {
                    std::sort(gathered->values.begin(), gathered->values.end(),
                              [](const GpuType &a, const GpuType &b) { return a.pricePerHour < b.pricePerHour; });
                    done(gathered->values);
                }
            });
        }
    });
}

void CompsharePlatform::priceCard(const MachineType &type, QObject *context, Done<GpuType> done)
{
    // Each size priced whole; the card's own figures are its smallest one-card size's. No ChargeType:
    // every mode's price in one answer (the hour, the day, the month).
    auto gathered = std::make_shared<Gathered<std::pair<CompshareCodecs::MachineSize, QJsonObject>>>();
    gathered->waiting = int(type.sizes.size());
    for (const CompshareCodecs::MachineSize &size : type.sizes) {
        const CompshareRequest price = CompshareRequest(u"GetCompShareInstancePrice"_s)
                                           .text(u"Region"_s, regionOf(type.zone))
                                           .text(u"Zone"_s, type.zone)
                                           .text(u"GpuType"_s, type.gpuType)
                                           .number(u"Gpu"_s, size.gpus)
                                           .number(u"Cpu"_s, size.cpus)
                                           .number(u"Memory"_s, qint64(size.memoryGb) * 1024);
        call(price, Retry::Safe, context, [gathered, type, size, done](const ApiResult<HttpAnswer> &answer) {
            if (gathered->failed)
                return;
            const auto perHour = answer.ok() ? CompshareCodecs::price(answer.value().json, u"Dynamic"_s)
                                             : ApiResult<Money>(answer.error());
            // A size the platform does not price is left out; the card itself needs its smallest one's.
            if (!perHour.ok() && type.smallest(1) == size) {
                gathered->failed = true;
                return done(perHour.error());
            }
            if (perHour.ok())
                gathered->values.append({size, answer.value().json});
            if (--gathered->waiting == 0)
                done(CompshareCodecs::pricedCard(type, gathered->values));
        });
    }
}

void CompsharePlatform::stock(QObject *context, Done<QList<Stock>> done)
{
    withMachineTypes(context, [this, context, done = std::move(done)](const ApiResult<QList<MachineType>> &types) {
        if (!types.ok())
            return done(types.error());
        const CompshareRequest inventory
            = CompshareRequest(u"DescribeCompShareGpuInventory"_s).text(u"Region"_s, homeRegion());
        call(inventory, Retry::Safe, context, [this, types = types.value(), done](const ApiResult<HttpAnswer> &answer) {
            if (!answer.ok())
                return done(answer.error());
            const auto free = CompshareCodecs::inventory(answer.value().json, u"Exclusive"_s);
            if (!free.ok())
                return done(free.error());
            QList<Stock> out;
            for (const MachineType &t : types) {
                Stock s;
                s.region = t.zone;
                s.gpuType = t.gpuType;
                // The inventory is keyed by the zone's number (or its name).
                QString key = t.zone;
                for (const Zone &z : std::as_const(m_zones))
                    if (z.zone == t.zone && z.zoneId > 0 && free.value().contains(QString::number(z.zoneId)))
                        key = QString::number(z.zoneId);
                const auto counted = free.value().value(key);
                if (!t.soldOut && counted.contains(t.gpuType)) {
                    s.available = counted.value(t.gpuType);
                } else {
                    // Where the inventory does not count it: only whether it is on sale.
                    s.level = t.soldOut ? u"none"_s : u"medium"_s;
                    s.available = t.soldOut ? 0 : 1;
                }
                out << s;
            }
            done(out);
        });
    });
}

void CompsharePlatform::images(QObject *context, Done<QList<Image>> done)
{
    const CompshareRequest system = CompshareRequest(u"DescribeCompShareImages"_s)
                                        .text(u"Region"_s, homeRegion())
                                        .text(u"ImageType"_s, u"System"_s)
                                        .number(u"Limit"_s, 100);
    // The platform's system images, the account's own (saved ones, Available only), the community's.
    call(system, Retry::Safe, context, [this, context, done = std::move(done)](const ApiResult<HttpAnswer> &answer) {
        if (!answer.ok())
            return done(answer.error());
        const auto systemImages = CompshareCodecs::images(answer.value().json);
        if (!systemImages.ok())
            return done(systemImages.error());
        const CompshareRequest own = CompshareRequest(u"DescribeCompShareCustomImages"_s)
                                         .text(u"Region"_s, homeRegion())
                                         .number(u"Limit"_s, 100);
        call(own, Retry::Safe, context,
             [this, all = systemImages.value(), context, done](const ApiResult<HttpAnswer> &answer) {
                 if (!answer.ok())
                     return done(answer.error());
                 const auto custom = CompshareCodecs::images(answer.value().json, u"Custom"_s);
                 if (!custom.ok())
                     return done(custom.error());
                 // Then the free community images others shared (the first fifty the platform lists).
                 const CompshareRequest shared = CompshareRequest(u"DescribeCommunityImages"_s)
                                                     .text(u"Region"_s, homeRegion())
                                                     .flag(u"IsFree"_s, true)
                                                     .number(u"Limit"_s, 50);
                 // Offered beside the platform's own: where they cannot be read, the others are still listed.
                 call(shared, Retry::Safe, context,
                      [all = all + custom.value(), done](const ApiResult<HttpAnswer> &answer) {
                          const auto community = answer.ok() ? CompshareCodecs::communityImages(answer.value().json)
                                                             : ApiResult<QList<Image>>(answer.error());
                          done(community.ok() ? all + community.value() : all);
                      });
             });
    });
}

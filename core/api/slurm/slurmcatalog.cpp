#include "core/api/slurm/slurmcatalog.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace SlurmCatalog {

QString cardId(const QString &gresType)
{
    return gresType.isEmpty() ? u"gpu"_s : gresType;
}

QList<Region> regions(const QList<SlurmCodecs::Partition> &partitions)
{
    QList<Region> regions;
    for (const SlurmCodecs::Partition &p : partitions) {
        if (p.up)
            regions << Region{p.name, p.name, p.nodes, p.maxMinutes, p.defaultMinutes};
    }
    return regions;
}

QList<GpuType> gpuTypes(const QList<SlurmCodecs::Node> &nodes)
{
    QList<GpuType> types;
    for (const SlurmCodecs::Node &n : nodes) {
        for (const SlurmCodecs::GpuCount &g : n.gpus) {
            const QString id = cardId(g.type);
            if (std::any_of(types.cbegin(), types.cend(), [&](const GpuType &t) { return t.id == id; }))
                continue;
            GpuType t;
            t.id = id;
            t.name = g.type.isEmpty() ? u"GPU"_s : g.type.toUpper();
            t.unverifiedAllowed = true; // a lab's own cards: no real-name check here
            types << t;
        }
    }
    return types;
}

QList<Stock> stock(const QList<SlurmCodecs::Node> &nodes)
{
    QList<Stock> stock;
    const auto entry = [&](const QString &partition, const QString &type) {
        for (Stock &s : stock) {
            if (s.region == partition && s.gpuType == type)
                return &s;
        }
        stock << Stock{partition, type, 0, 0, std::nullopt};
        return &stock.last();
    };
    for (const SlurmCodecs::Node &n : nodes) {
        for (const SlurmCodecs::GpuCount &g : n.gpus) {
            int used = 0;
            for (const SlurmCodecs::GpuCount &u : n.gpusUsed)
                used += u.type == g.type ? u.count : 0;
            for (const QString &p : n.partitions) {
                Stock *s = entry(p, cardId(g.type));
                s->capacity += g.count;
                if (n.usable())
                    s->available += std::max(0, g.count - used);
            }
        }
    }
    return stock;
}

std::optional<ApiError> refusal(const QString &partition, std::optional<int> minutes,
                                const QList<SlurmCodecs::Partition> &partitions)
{
    QStringList names;
    for (const SlurmCodecs::Partition &p : partitions) {
        names << p.name;
        if (p.name != partition)
            continue;
        if (!minutes || !p.maxMinutes || *minutes <= *p.maxMinutes)
            return std::nullopt;
        ApiError e = ApiError::refused(0, u"beyond_partition"_s,
                                       u"%1 allows at most %2 minutes a job"_s.arg(p.name).arg(*p.maxMinutes));
        e.details.insert(u"max_minutes"_s, *p.maxMinutes);
        return e;
    }
    ApiError e = ApiError::refused(0, u"invalid_argument"_s,
                                   u"no partition '%1' (there are: %2)"_s.arg(partition, names.join(u", "_s)));
    e.details.insert(u"field"_s, u"region"_s);
    return e;
}

} // namespace SlurmCatalog

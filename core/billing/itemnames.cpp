#include "core/billing/itemnames.h"

#include <memory>

void ItemNames::read(Platform &platform, QObject *context, std::function<void(const Names &)> done)
{
    struct Reading
    {
        Names names;
        int left = 4;
        std::function<void(const Names &)> done;
    };
    auto reading = std::make_shared<Reading>();
    reading->done = std::move(done);
    reading->names.insert(QStringLiteral("no_gpu"), tr("No-GPU mode"));
    reading->names.insert(QStringLiteral("storage"), tr("Storage"));
    const auto arrived = [reading] {
        if (--reading->left == 0)
            reading->done(reading->names);
    };
    platform.instances({}, true, context, [reading, arrived](const ApiResult<InstanceList> &r) {
        for (const Instance &i : r.ok() ? r.value().items : QList<Instance>())
            reading->names.insert(i.id, i.name);
        arrived();
    });
    if (VolumeStorage *storage = platform.facet<VolumeStorage>()) {
        storage->volumes(context, [reading, arrived](const ApiResult<QList<Volume>> &r) {
            for (const Volume &v : r.ok() ? r.value() : QList<Volume>())
                reading->names.insert(QStringLiteral("volume-") + v.id, tr("volume %1").arg(v.name));
            arrived();
        });
    } else {
        arrived();
    }
    platform.images(context, [reading, arrived](const ApiResult<QList<Image>> &r) {
        for (const Image &i : r.ok() ? r.value() : QList<Image>()) {
            if (i.kind == QStringLiteral("custom"))
                reading->names.insert(i.id, tr("image %1").arg(i.name));
        }
        arrived();
    });
    platform.gpuTypes(context, [reading, arrived](const ApiResult<QList<GpuType>> &r) {
        for (const GpuType &g : r.ok() ? r.value() : QList<GpuType>())
            reading->names.insert(g.id, g.name);
        arrived();
    });
}

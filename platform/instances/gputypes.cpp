#include "platform/instances/gputypes.h"

using namespace Qt::StringLiterals;

namespace GpuTypes {

const QList<GpuType> &defaults()
{
    // id, name, GB, GB/s, FP16 TFLOPS, fen/h, unverified, compute capability
    static const QList<GpuType> types = {
        {u"rtx-4060-8g"_s, u"NVIDIA GeForce RTX 4060 8GB"_s, 8, 272, 30.2, 88, true, 8.9},
        {u"t4-16g"_s, u"NVIDIA Tesla T4 16GB"_s, 16, 320, 65, 99, true, 7.5},
        {u"rtx-3090-24g"_s, u"NVIDIA GeForce RTX 3090 24GB"_s, 24, 936, 71, 158, true, 8.6},
        {u"a10-24g"_s, u"NVIDIA A10 24GB"_s, 24, 600, 125, 180, false, 8.6},
        {u"rtx-4090-24g"_s, u"NVIDIA GeForce RTX 4090 24GB"_s, 24, 1008, 165.2, 218, false, 8.9},
        {u"l20-48g"_s, u"NVIDIA L20 48GB"_s, 48, 864, 119.5, 320, false, 8.9},
        {u"l40s-48g"_s, u"NVIDIA L40S 48GB"_s, 48, 864, 362, 498, false, 8.9},
        {u"a100-40g"_s, u"NVIDIA A100 PCIe 40GB"_s, 40, 1555, 312, 450, false, 8.0},
        {u"a800-80g"_s, u"NVIDIA A800 SXM 80GB"_s, 80, 2039, 312, 688, false, 8.0},
        {u"h20-96g"_s, u"NVIDIA H20 96GB"_s, 96, 4000, 148, 750, false, 9.0},
    };
    return types;
}

QStringList unverifiedAllowed(const QList<GpuType> &types)
{
    QStringList ids;
    for (const GpuType &t : types) {
        if (t.unverifiedAllowed)
            ids << t.id;
    }
    return ids;
}

} // namespace GpuTypes

#pragma once

#include <QList>
#include <QString>
#include <QStringList>

/// A rentable card model. Memory, bandwidth and FP16 figures are from the vendor's spec sheets
/// (FP16 tensor throughput with FP32 accumulate, dense); prices are per GPU per hour in fen, in the
/// range public hourly platforms charged in 2026.
struct GpuType
{
    QString id;
    QString name;
    int vramGb = 0;
    int bandwidthGbps = 0;
    double fp16Tflops = 0;
    qint64 priceCentsPerHour = 0;
    bool unverifiedAllowed = false;
    double computeCapability = 0; ///< CUDA compute capability, for image compatibility
};

/// The sandbox's built-in card list (a catalog file in --data may replace it).
namespace GpuTypes {
const QList<GpuType> &defaults();
/// Ids of the cards an account without real-name verification may rent.
QStringList unverifiedAllowed(const QList<GpuType> &types);
} // namespace GpuTypes

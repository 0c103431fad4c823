#pragma once

#include "core/monitor/gpulivesample.h"

#include <QCoreApplication>
#include <QStringList>

/// The seed's thresholds, read from the live panel's samples: a card that holds memory but works
/// under 30% for 10 minutes waits for its data (the input pipeline is the bottleneck); several
/// cards rented and only some of them busy for 10 minutes means the code uses one of them. Pure.
class GpuHints
{
    Q_DECLARE_TR_FUNCTIONS(GpuHints)

public:
    static constexpr int kWindowSeconds = 600;
    static constexpr int kStarvedPercent = 30; ///< under this on average: waiting for its data
    static constexpr int kIdlePercent = 10; ///< under this on average: not used at all
    static constexpr int kHeldPercent = 10; ///< memory held: a model is loaded

    enum class Kind { InputPipeline, CardsIdle };
    struct Hint
    {
        Kind kind;
        QString finding;
        QStringList remedies;
    };

    /// What the last kWindowSeconds of `samples` (oldest first) show; nothing until they cover that
    /// long. `cores`: the instance's, for how many DataLoader workers it can feed.
    static QList<Hint> from(const QList<GpuLiveSample> &samples);
};

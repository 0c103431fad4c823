#pragma once

#include "common/currency.h"
#include "common/money.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QString>

#include <optional>

/// One reading of a running instance's cards: their mean utilization at platform time `at`.
struct GpuSample
{
    QDateTime at;
    int utilization = 0; ///< percent, the cards' mean
    bool operator==(const GpuSample &) const = default;
};

/// What one boot was: how long it ran, what it cost (the platform's figure), the
/// GPU-hours, and — from the samples the console took while it ran — the mean utilization and
/// what the stretches below kIdlePercent cost: "¥4.12 of ¥9.80 went to 1 h 53 min below 10%".
struct BootReceipt
{
    Q_DECLARE_TR_FUNCTIONS(BootReceipt)

public:
    /// Below this the card is idle: data loading, a finished run, a forgotten notebook.
    static constexpr int kIdlePercent = 10;
    /// A sample stands for at most this long: beyond, the console was not watching.
    static constexpr qint64 kMaxSampleSeconds = 600;
    /// A sample read this close outside the boot is the boot's, at its edge: the console stamps
    /// samples with its estimate of platform time, which lags or leads the platform's by the poll's
    /// latency (times the sandbox's time scale).
    static constexpr qint64 kClockSlackSeconds = 120;

    QString platform;
    QString instanceId;
    QString instanceName;
    QString gpuType;
    int gpuCount = 0; ///< 0 in no-GPU mode
    QDateTime startedAt; ///< platform time
    QDateTime endedAt;
    Money cost; ///< the platform's charge for the boot
    Money ratePerHour;
    int samples = 0;
    std::optional<int> averageUtilization; ///< none without samples
    qint64 watchedSeconds = 0; ///< the part of the boot the samples cover
    qint64 idleSeconds = 0;
    Money idleCost; ///< floor(rate × idle seconds / 3600), as the platform charges a stretch

    qint64 seconds() const;
    /// GPU-seconds (GPUs × seconds): GPU-hours without a double.
    qint64 gpuSeconds() const { return qint64(gpuCount) * seconds(); }
    /// "1 h 53 min", "7 min": how long, in the user's language (minutes rounded down).
    static QString duration(qint64 seconds);
    /// The receipt in one sentence, in the user's language.
    QString summary(const Currency &currency) const;
    bool operator==(const BootReceipt &) const = default;

    /// The receipt of a boot from `startedAt` to `endedAt` at `ratePerHour`, costing `cost`, from
    /// the samples taken while it ran (others are ignored; those within kClockSlackSeconds of its
    /// ends count at the end). A sample stands for the time until the next (the first also for the
    /// time before it), at most kMaxSampleSeconds.
    static BootReceipt build(BootReceipt receipt, const QList<GpuSample> &samples);
};

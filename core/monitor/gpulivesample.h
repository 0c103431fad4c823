#pragma once

#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

/// One look at an instance while it runs (the live GPU panel, gpudeskctl monitor): each card's
/// utilization, memory, power and temperature, the processes holding GPU memory, and the host's CPU
/// and RAM beside them.
struct GpuLiveSample
{
    struct Card
    {
        int index = 0;
        int utilizationPercent = 0;
        qint64 memoryUsedMiB = 0;
        qint64 memoryTotalMiB = 0;
        std::optional<double> powerW; ///< none where the driver says [N/A]
        std::optional<int> temperatureC;
        bool operator==(const Card &) const = default;
    };
    struct Process
    {
        qint64 pid = 0;
        QString name;
        qint64 memoryMiB = 0;
        bool operator==(const Process &) const = default;
    };

    QDateTime at; ///< when it arrived (the console's clock)
    QList<Card> cards;
    QString gpuProblem; ///< what nvidia-smi said instead of cards (no-GPU mode, no driver)
    QList<Process> processes;
    std::optional<double> cpuPercent; ///< of all cores, since the sample before (none on the first)
    std::optional<qint64> ramUsedBytes;
    std::optional<qint64> ramTotalBytes;
    std::optional<int> cores; ///< the instance's CPU cores (nproc)

    /// Memory held on the cards, MiB, all of them together.
    qint64 memoryUsedMiB() const;
    qint64 memoryTotalMiB() const;
    QJsonObject toJson() const;
    bool operator==(const GpuLiveSample &) const = default;
};

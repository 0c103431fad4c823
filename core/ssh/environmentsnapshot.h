#pragma once

#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

/// What an instance is, measured on it over SSH right after a boot: the card as the driver sees
/// it, disks, memory and the Python stack. Kept per instance (the first after each boot) and
/// copied as Markdown into a project's README, the seed's closing habit.
struct EnvironmentSnapshot
{
    struct Gpu
    {
        int index = 0;
        QString name;
        std::optional<qint64> memoryTotalMiB; ///< nullopt where the driver says [N/A]
        std::optional<qint64> memoryUsedMiB;
        std::optional<int> utilizationPercent;
        std::optional<int> temperatureC;
        QString driverVersion;
        bool operator==(const Gpu &) const = default;
    };
    struct Disk
    {
        enum class Role { System, Data, Other };
        QString filesystem;
        QString mount;
        qint64 totalBytes = 0;
        qint64 usedBytes = 0;
        qint64 availableBytes = 0;
        Role role = Role::Other;
        bool operator==(const Disk &) const = default;
    };

    QDateTime takenAt;
    QList<Gpu> gpus;
    /// Why there are no GPUs: the driver's own words (no-GPU mode, a driver mismatch); empty when
    /// gpus is filled.
    QString gpuProblem;
    QList<Disk> disks;
    std::optional<qint64> ramTotalBytes;
    std::optional<qint64> ramAvailableBytes;
    std::optional<qint64> uptimeSeconds;
    QString python; ///< "3.10.12"; empty: none found
    QString torch; ///< "2.3.1+cu121"; empty: not installed
    QString torchCuda; ///< the CUDA torch was built for
    std::optional<bool> torchSeesGpu;

    /// A Markdown block for a README: card, memory, disks, RAM, software.
    QString toMarkdown(const QString &instanceName) const;
    QJsonObject toJson() const;
    static std::optional<EnvironmentSnapshot> fromJson(const QJsonObject &json);
    bool operator==(const EnvironmentSnapshot &) const = default;
};

#pragma once

#include "core/autostop/autostopsettings.h"

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

/// What an instance's autostop agent says of itself (`autostop.py status --json`): its settings,
/// what it saw at its last look (platform time) and its last decisions, for the console and
/// `gpudeskctl autostop --status`.
struct AutostopState
{
    /// What the agent's last look found.
    enum class Status {
        NotRunning, ///< no look yet this boot (or no agent): see ~/.gpudesk/autostop.log
        Active, ///< something uses it
        Idle, ///< nothing does: it stops at stopAt unless that changes
        Starved, ///< GPU memory held at low use: never stopped for it
        CpuOnly, ///< busy CPU with an idle GPU: not stopped; no-GPU mode would be cheaper
        Held, ///< kept running by hand until a time
    };
    /// One thing that kept it from being idle.
    struct Activity
    {
        QString signal; ///< gpu, starved, sessions, connections, transfers, cpu, jobs, hold
        int util = 0; ///< gpu, starved: utilization %
        int processes = 0; ///< gpu, starved: processes holding GPU memory
        int count = 0; ///< sessions, transfers
        int percent = 0; ///< cpu
        bool gpuIdle = false; ///< cpu: while the GPU idles
        QList<int> ports; ///< connections
        QStringList names; ///< jobs
        std::optional<QDateTime> until; ///< hold
    };
    struct Decision
    {
        QDateTime at;
        QString what; ///< watching, active, idle, starved, cpu_only, held, armed, disarmed, warned, stopping
        QString why; ///< the agent's words (English)
    };

    AutostopSettings settings;
    bool gpuMode = true;
    Status status = Status::NotRunning;
    std::optional<QDateTime> sampledAt;
    std::optional<QDateTime> lastActive; ///< idle since then, when Idle
    std::optional<QDateTime> stopAt; ///< the stop it armed (Idle)
    QList<Activity> active;
    QList<Decision> decisions; ///< oldest first, the last 20

    /// From the agent's `status --json`; nullopt with *error when it is not that.
    static std::optional<AutostopState> fromJson(const QByteArray &json, QString *error);
    /// The period in force for this boot's mode.
    int idleMinutes() const { return settings.idleMinutes(gpuMode); }
    bool has(const QString &signal) const;
};

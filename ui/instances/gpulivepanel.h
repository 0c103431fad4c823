#pragma once

#include "core/monitor/gpumonitor.h"

#include <QList>
#include <QWidget>

class Console;
class SshWorkspace;
class QChart;
class QLabel;
class QTableWidget;

/// The running instance's cards live (the seed's `watch nvidia-smi`): per card utilization and
/// memory drawn as scrolling charts of the last 10 minutes with the CPU and RAM beside them, the
/// power and temperature now, the processes holding GPU memory, and the seed's hints when the
/// samples show a starved card or idle ones. Sampled every 2 s over one SSH channel (GpuMonitor)
/// only while the panel is shown and the instance runs.
class GpuLivePanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(GpuLivePanel)
public:
    GpuLivePanel(const Console &console, SshWorkspace &ssh, QWidget *parent = nullptr);
    ~GpuLivePanel() override;

    /// The instance to watch (empty: none). A new one starts with no samples.
    void setInstance(const QString &id);
    /// Every 2 s unless a test asks faster.
    void setIntervalMs(int ms) { m_intervalMs = ms; }

    bool isSampling() const { return m_monitor.isRunning(); }
    const QList<GpuLiveSample> &samples() const { return m_samples; }
    QLabel *nowLine() const { return m_now; }
    QLabel *hintLine() const { return m_hints; }
    QTableWidget *processTable() const { return m_processes; }
    QChart *utilizationChart() const { return m_utilization; }
    QChart *memoryChart() const { return m_memory; }

Q_SIGNALS:
    /// A sample was added and drawn: tests wait on it.
    void sampled();

protected:
    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;

private:
    /// Samples when shown and the instance runs with direct SSH; stops otherwise.
    void follow();
    void add(const GpuLiveSample &sample);
    void draw();

    const Console &m_console;
    SshWorkspace &m_ssh;
    GpuMonitor m_monitor;
    QString m_id;
    QString m_sampledId; ///< what the monitor samples now (empty: nothing)
    int m_intervalMs = 2000;
    QList<GpuLiveSample> m_samples; ///< the last 10 minutes, oldest first
    QLabel *m_state;
    QLabel *m_now;
    QLabel *m_hints;
    QChart *m_utilization;
    QChart *m_memory;
    QTableWidget *m_processes;
};

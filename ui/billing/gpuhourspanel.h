#pragma once

#include "core/model/jobrun.h"

#include <QList>
#include <QWidget>

class Console;
class JobHistory;
class QLabel;
class QTableWidget;

/// The Billing page of a lab's cluster, which counts GPU-hours, not money: the jobs that ran this
/// month and last, with their cards, partition, start, end and GPU-hours, newest first, and each
/// month's total. From gpudesk's own record of the jobs (JobHistory).
class GpuHoursPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(GpuHoursPanel)
public:
    GpuHoursPanel(Console &console, JobHistory &history, QWidget *parent = nullptr);
    ~GpuHoursPanel() override;

    /// Reads the runs again; shown() says when they are on screen.
    void reload();
    QTableWidget *table() const { return m_table; }
    QLabel *summary() const { return m_summary; }

Q_SIGNALS:
    void shown();

private:
    void fill(const QList<JobRun> &runs);

    Console &m_console;
    JobHistory &m_history;
    QLabel *m_summary;
    QTableWidget *m_table;
};

#pragma once

#include "common/money.h"
#include "core/api/apiresult.h"
#include "core/model/gpuquota.h"
#include "core/model/jobrun.h"

#include <QList>
#include <QWidget>

#include <optional>

class Console;
class JobHistory;
class QLabel;
class QLineEdit;
class QProgressBar;
class ListModel;
class QTableView;

/// The Billing page of a lab's cluster, which counts GPU-hours, not money: the jobs that ran this
/// month and last, with their cards, partition, start, end and GPU-hours, newest first, and each
/// month's total, and the account's GPU-hour quota with what is left, where the cluster sets one.
/// From the cluster's accounting where it keeps one, else gpudesk's own record of its jobs
/// (JobHistory). Where the lab publishes an
/// internal price per GPU-hour, the user types it here (kept per platform in the settings file), and
/// the totals say what they come to; otherwise no money is shown at all.
class GpuHoursPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(GpuHoursPanel)
public:
    GpuHoursPanel(const Console &console, JobHistory &history, QWidget *parent = nullptr);
    ~GpuHoursPanel() override;

    /// Reads the runs again; shown() says when they are on screen.
    void reload();
    /// Where the lab's price is kept (gpudesk.conf); none: it cannot be set.
    void setSettingsFile(const QString &settingsFile);
    QLineEdit *price() const { return m_price; }
    /// Takes the price typed (empty: none); false with the sentence shown when it is not an amount.
    bool savePrice();
    QTableView *table() const { return m_table; }
    /// The jobs shown.
    const ListModel &rows() const { return *m_rows; }
    QLabel *summary() const { return m_summary; }
    QLabel *source() const { return m_source; }
    /// The account's GPU-hour quota, where the cluster sets one: shown with what is left.
    QLabel *quota() const { return m_quota; }

Q_SIGNALS:
    void shown();

private:
    void fill(const QList<JobRun> &runs);
    void showQuota(const ApiResult<std::optional<GpuQuota>> &quota);
    QString priceKey() const;

    const Console &m_console;
    JobHistory &m_history;
    QLabel *m_source;
    QLabel *m_summary;
    QLabel *m_quota;
    QProgressBar *m_quotaLeft;
    ListModel *m_rows;
    QTableView *m_table;
    QLineEdit *m_price;
    QLabel *m_priceProblem;
    QString m_settingsFile;
    std::optional<Money> m_pricePerGpuHour;
    QList<JobRun> m_runs; ///< as last read
};

#pragma once

#include "core/doctor/bootreceipt.h"

#include <QList>
#include <QWidget>

class Console;
class QLabel;
class ListModel;
class QTableView;
class UsageWatcher;

/// The Billing page's receipts: one line per boot gpudesk watched — how long it ran,
/// what it cost, the GPU-hours, how busy the card was and what its idle stretches cost — newest
/// first, with the latest in a sentence and the last 30 days' idle money added up.
class ReceiptsPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ReceiptsPanel)
public:
    ReceiptsPanel(const Console &console, UsageWatcher &watcher, QWidget *parent = nullptr);
    ~ReceiptsPanel() override;

    /// Reads the receipts again (from this computer: nothing is asked of the platform); shown()
    /// says when they are on screen.
    void reload();
    QTableView *table() const { return m_table; }
    /// The rows shown.
    const ListModel &rows() const { return *m_rows; }
    QLabel *summary() const { return m_summary; }

Q_SIGNALS:
    /// The receipts read last are on screen.
    void shown();

private:
    void fill(const QList<BootReceipt> &receipts);

    const Console &m_console;
    UsageWatcher &m_watcher;
    QLabel *m_summary;
    ListModel *m_rows;
    QTableView *m_table;
};

#pragma once

#include "core/model/billing.h"
#include "ui/widgets/latestrequest.h"

#include <QList>
#include <QWidget>

class Console;
class PaymentHistory;
class QLabel;
class ListModel;
class QTableView;

/// The Billing page's payments: money put into the account or sent out of it (top-ups, transfers,
/// refunds), the last 90 days, newest first, as the platform's invoices say them (PaymentHistory).
class PaymentsPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PaymentsPanel)
public:
    PaymentsPanel(const Console &console, PaymentHistory &history, QWidget *parent = nullptr);
    ~PaymentsPanel() override;

    /// Reads the payments again.
    void reload();
    QTableView *table() const { return m_table; }
    /// The rows shown.
    const ListModel &rows() const { return *m_rows; }
    QLabel *summary() const { return m_summary; }

Q_SIGNALS:
    /// The table shows what was read (or the summary says why nothing could be).
    void shown();

private:
    void showPayments(const QList<Payment> &payments);

    const Console &m_console;
    PaymentHistory &m_history;
    QLabel *m_summary;
    ListModel *m_rows;
    QTableView *m_table;
    LatestRequest m_latest;
};

#pragma once

#include "core/model/invoice.h"
#include "ui/widgets/latestrequest.h"

#include <QList>
#include <QWidget>

class Console;
class InvoiceRequests;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class ListModel;
class QTableView;

/// The Billing page's invoices: ask for one for a month's payments (made out to a person or a
/// company, with its tax number, sent to an e-mail address), and the ones asked for with their
/// status: requested, then issued with a number.
class InvoicesPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(InvoicesPanel)
public:
    InvoicesPanel(const Console &console, InvoiceRequests &invoices, QWidget *parent = nullptr);
    ~InvoicesPanel() override;

    /// Reads the invoices again (and offers the months up to the platform's current one).
    void reload();
    QComboBox *month() const { return m_month; }
    QLineEdit *invoiceTitle() const { return m_title; }
    QLineEdit *taxId() const { return m_taxId; }
    QLineEdit *email() const { return m_email; }
    QPushButton *requestButton() const { return m_request; }
    QTableView *table() const { return m_table; }
    /// The rows shown.
    const ListModel &rows() const { return *m_rows; }
    QLabel *message() const { return m_message; }

Q_SIGNALS:
    /// The list was read again (or the message says why not): tests wait on it.
    void shown();

private:
    void request();
    void showInvoices(const QList<Invoice> &invoices);
    void fillMonths();

    const Console &m_console;
    InvoiceRequests &m_invoices;
    QComboBox *m_month;
    QLineEdit *m_title;
    QLineEdit *m_taxId;
    QLineEdit *m_email;
    QPushButton *m_request;
    QLabel *m_message;
    ListModel *m_rows;
    QTableView *m_table;
    LatestRequest m_latest;
};

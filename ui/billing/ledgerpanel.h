#pragma once

#include "core/api/platform.h"
#include "core/billing/statement.h"
#include "ui/billing/ledgermodel.h"
#include "ui/widgets/latestrequest.h"

#include <QHash>
#include <QTimeZone>
#include <QWidget>

class Confirmer;
class Console;
class QComboBox;
class QLabel;
class QPushButton;
class QTableView;

/// Where the money went (Billing page): the ledger a page at a time, filtered by month,
/// instance and kind, with the platform's total for the filter; and a month's statement saved as
/// CSV whose total is checked against the platform's before it is written.
class LedgerPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LedgerPanel)
public:
    static constexpr int kPageSize = 50;

    /// `platform` names the lines' instances, volumes and images; `ledger` holds the lines.
    LedgerPanel(const Console &console, Platform &platform, BillingLedger &ledger, Confirmer &confirmer,
                QWidget *parent = nullptr);
    ~LedgerPanel() override;

    /// Reads the instances (for names and the filter) and the first page again.
    void reload();
    /// Shows only `instanceId`'s lines (from the instances page's "where did the money go").
    void showInstance(const QString &instanceId);

    QTableView *table() const { return m_table; }
    /// The lines shown.
    const LedgerModel &lines() const { return *m_lines; }
    QComboBox *monthFilter() const { return m_month; }
    QComboBox *instanceFilter() const { return m_instance; }
    QComboBox *kindFilter() const { return m_kind; }
    QLabel *totalLabel() const { return m_total; }
    QPushButton *moreButton() const { return m_more; }
    QPushButton *exportButton() const { return m_export; }
    QLabel *message() const { return m_message; }

Q_SIGNALS:
    /// A page came in (or failed): tests wait on it.
    void pageShown();
    void exported(const QString &path);

private:
    LedgerQuery query() const;
    void readFirstPage();
    void readMore();
    void showPage(const LedgerPage &page, bool first);
    void exportStatement();
    void fillMonths();
    /// The words the lines are said in now (the names read, the platform's zone).
    void sayLines();
    QTimeZone zone() const;

    const Console &m_console;
    Platform &m_platform;
    BillingLedger &m_ledger;
    Confirmer &m_confirmer;
    QHash<QString, QString> m_names; ///< ItemNames: the lines' instances, volumes and images
    QString m_cursor;
    LatestRequest m_latest; ///< answers to an older filter are dropped
    QComboBox *m_month;
    QComboBox *m_instance;
    QComboBox *m_kind;
    LedgerModel *m_lines;
    QTableView *m_table;
    QLabel *m_total;
    QPushButton *m_more;
    QPushButton *m_export;
    QLabel *m_message;
};

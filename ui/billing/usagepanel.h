#pragma once

#include "common/money.h"
#include "core/api/platform.h"
#include "core/model/billing.h"
#include "ui/widgets/latestrequest.h"

#include <QHash>
#include <QWidget>

class Console;
class QChart;
class QChartView;
class QComboBox;
class QLabel;

/// Spending per day (Billing page): a stacked bar chart from /v1/billing/usage, by
/// instance or by card, over last month and this one, and this month against last in a sentence.
class UsagePanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(UsagePanel)
public:
    /// The most series the chart shows; the rest are summed as "Other".
    static constexpr int kMaxSeries = 6;

    /// `platform` names the instances and cards; `reports` holds the figures.
    UsagePanel(const Console &console, Platform &platform, UsageReports &reports, QWidget *parent = nullptr);
    ~UsagePanel() override;

    void reload();

    QComboBox *groupChoice() const { return m_group; }
    QLabel *comparison() const { return m_comparison; }
    QChart *chart() const;
    /// What this month and last month cost, as the last answer said (for tests).
    Money thisMonth() const { return m_thisMonth; }
    Money lastMonth() const { return m_lastMonth; }

Q_SIGNALS:
    void shown();

private:
    void readUsage(const UsageQuery &query, quint64 ticket);
    void show(const Usage &usage);
    QString keyName(const QString &key) const;

    const Console &m_console;
    Platform &m_platform;
    UsageReports &m_reports;
    QHash<QString, QString> m_names;
    QComboBox *m_group;
    QChartView *m_view;
    QLabel *m_comparison;
    Money m_thisMonth;
    Money m_lastMonth;
    LatestRequest m_latest;
};

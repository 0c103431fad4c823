#include "ui/billing/gpuhourspanel.h"

#include "core/api/jobfacets.h"
#include "core/console/console.h"
#include "ui/widgets/listtable.h"
#include "ui/widgets/messagestyle.h"

#include <QLabel>
#include <QLocale>
#include <QTableWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {

/// The first moment of the month `monthsBack` before the one `t` is in, in local time.
QDateTime monthStart(const QDateTime &t, int monthsBack)
{
    const QDate d = t.toLocalTime().date().addMonths(-monthsBack);
    return QDateTime(QDate(d.year(), d.month(), 1), QTime(0, 0));
}

/// The GPU-hours of `run` inside [from, to).
double within(const JobRun &run, const QDateTime &from, const QDateTime &to, const QDateTime &now)
{
    const QDateTime start = std::max(run.startedAt, from), end = std::min(run.endedAt.value_or(now), to);
    return start < end ? run.gpuCount * double(start.secsTo(end)) / 3600.0 : 0.0;
}

QString hours(double h)
{
    return QLocale().toString(h, 'f', 1);
}

} // namespace

GpuHoursPanel::GpuHoursPanel(Console &console, JobHistory &history, QWidget *parent)
    : QWidget(parent)
    , m_console(console)
    , m_history(history)
    , m_summary(MessageStyle::paragraph({}, this))
    , m_table(ListTable::make(
          {tr("Job"), tr("Card"), tr("Partition"), tr("Started"), tr("Ended"), tr("Ran"), tr("GPU-hours")}, this))
{
    m_summary->setObjectName(u"gpuHoursSummary"_s);
    m_summary->setStyleSheet(u"font-weight: bold;"_s);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(MessageStyle::paragraph(
        tr("Your lab's cluster counts GPU-hours, not money: each job below held its cards from its start to its "
           "end, whether they were busy or not. gpudesk keeps this list on this computer, since the cluster "
           "forgets a job minutes after it ends."),
        this));
    layout->addWidget(m_summary);
    layout->addWidget(m_table, 1);
}

GpuHoursPanel::~GpuHoursPanel() = default;

void GpuHoursPanel::reload()
{
    const QDateTime now = m_console.platformNow();
    m_history.jobRuns(monthStart(now, 1), now.addSecs(60), this, [this](const ApiResult<QList<JobRun>> &runs) {
        if (!runs.ok()) {
            MessageStyle::say(m_summary, tr("The jobs could not be read: %1").arg(runs.error().sentence()), true);
            m_table->setRowCount(0);
            emit shown();
            return;
        }
        fill(runs.value());
    });
}

void GpuHoursPanel::fill(const QList<JobRun> &runs)
{
    const QDateTime now = m_console.platformNow();
    const QLocale locale;
    m_table->setRowCount(int(runs.size()));
    double thisMonth = 0, lastMonth = 0;
    int jobsThisMonth = 0;
    for (int row = 0; row < runs.size(); ++row) {
        const JobRun &r = runs[row];
        const double used = r.gpuHours(now);
        const qint64 seconds = std::max<qint64>(0, r.startedAt.secsTo(r.endedAt.value_or(now)));
        const QStringList cells{r.name,
                                tr("%1 × %2").arg(r.gpuCount).arg(m_console.cardName(r.gpuType)),
                                r.partition,
                                locale.toString(r.startedAt.toLocalTime(), QLocale::ShortFormat),
                                r.endedAt ? locale.toString(r.endedAt->toLocalTime(), QLocale::ShortFormat)
                                          : tr("running"),
                                tr("%1 h %2 min").arg(seconds / 3600).arg(seconds % 3600 / 60, 2, 10, QChar(u'0')),
                                hours(used)};
        for (int column = 0; column < cells.size(); ++column) {
            auto *item = new QTableWidgetItem(cells[column]);
            if (column >= 5)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_table->setItem(row, column, item);
        }
        thisMonth += within(r, monthStart(now, 0), now.addSecs(1), now);
        jobsThisMonth += r.endedAt.value_or(now) >= monthStart(now, 0) ? 1 : 0; // one just started counts
        lastMonth += within(r, monthStart(now, 1), monthStart(now, 0), now);
    }
    m_table->resizeColumnsToContents();
    MessageStyle::say(
        m_summary,
        runs.isEmpty() ? tr("No job of yours has run this month or last.")
                       : tr("This month: %1 GPU-hours in %n job(s) · last month: %2 GPU-hours.", nullptr, jobsThisMonth)
                             .arg(hours(thisMonth), hours(lastMonth)),
        false);
    emit shown();
}

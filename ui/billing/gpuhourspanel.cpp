#include "ui/billing/gpuhourspanel.h"

#include "core/api/jobfacets.h"
#include "core/api/platform.h"
#include "core/console/console.h"
#include "ui/widgets/listmodel.h"
#include "ui/widgets/listtable.h"
#include "ui/widgets/messagestyle.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QProgressBar>
#include <QSettings>
#include <QTableView>
#include <QUrl>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {

/// The first moment of the month `monthsBack` before the one `t` is in, in local time.
QDateTime monthStart(const QDateTime &t, int monthsBack)
{
    const QDate d = t.toLocalTime().date().addMonths(-monthsBack);
    return QDateTime(QDate(d.year(), d.month(), 1), QTime(0, 0));
}

QString hours(double h)
{
    return QLocale().toString(h, 'f', 1);
}

} // namespace

GpuHoursPanel::GpuHoursPanel(const Console &console, JobHistory &history, QWidget *parent)
    : QWidget(parent)
    , m_console(console)
    , m_history(history)
    , m_source(MessageStyle::paragraph({}, this))
    , m_summary(MessageStyle::paragraph({}, this))
    , m_quota(MessageStyle::paragraph({}, this))
    , m_quotaLeft(new QProgressBar(this))
    , m_rows(new ListModel(
          {tr("Job"), tr("Card"), tr("Partition"), tr("Started"), tr("Ended"), tr("Ran"), tr("GPU-hours")}, this))
    , m_table(ListTable::make(m_rows, this))
    , m_price(new QLineEdit(this))
    , m_priceProblem(MessageStyle::paragraph({}, this))
{
    m_summary->setObjectName(u"gpuHoursSummary"_s);
    m_rows->setRightAligned({5, 6});
    m_summary->setStyleSheet(u"font-weight: bold;"_s);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(
        MessageStyle::paragraph(tr("Your lab's cluster counts GPU-hours, not money: each job below held its cards "
                                   "from its start to its end, whether they were busy or not."),
                                this));
    m_source->setObjectName(u"gpuHoursSource"_s);
    layout->addWidget(m_source);
    layout->addWidget(m_summary);
    m_quota->setObjectName(u"gpuHoursQuota"_s);
    m_quotaLeft->setObjectName(u"gpuHoursQuotaLeft"_s);
    m_quotaLeft->setTextVisible(false);
    m_quotaLeft->setMaximumWidth(420);
    m_quota->hide();
    m_quotaLeft->hide();
    layout->addWidget(m_quota);
    layout->addWidget(m_quotaLeft);
    layout->addWidget(m_table, 1);
    // The lab's own price, where it has one: the totals then say what they come to.
    m_price->setObjectName(u"pricePerGpuHour"_s);
    m_price->setPlaceholderText(tr("none"));
    m_price->setMaximumWidth(120);
    auto *priceRow = new QHBoxLayout;
    priceRow->addWidget(new QLabel(tr("Your lab's internal price per GPU-hour, if it has one:"), this));
    priceRow->addWidget(m_price);
    priceRow->addStretch(1);
    layout->addLayout(priceRow);
    MessageStyle::problem(m_priceProblem);
    m_priceProblem->hide();
    layout->addWidget(m_priceProblem);
    m_price->setEnabled(false);
    connect(m_price, &QLineEdit::editingFinished, this, &GpuHoursPanel::savePrice);
}

QString GpuHoursPanel::priceKey() const
{
    // Per platform: two clusters, two labs, two prices.
    const QUrl at = m_console.platform().baseUrl();
    return u"gpu_hours/price_%1_%2"_s.arg(at.host()).arg(at.port(at.scheme() == u"https"_s ? 443 : 80));
}

void GpuHoursPanel::setSettingsFile(const QString &settingsFile)
{
    m_settingsFile = settingsFile;
    m_price->setEnabled(!settingsFile.isEmpty());
    if (settingsFile.isEmpty())
        return;
    const QString kept = QSettings(settingsFile, QSettings::IniFormat).value(priceKey()).toString();
    m_pricePerGpuHour = kept.isEmpty() ? std::nullopt : m_console.currency().parse(kept);
    m_price->setText(m_pricePerGpuHour ? m_console.currency().format(*m_pricePerGpuHour) : QString());
}

bool GpuHoursPanel::savePrice()
{
    const QString typed = m_price->text().trimmed();
    const auto price = typed.isEmpty() ? std::optional<Money>() : m_console.currency().parse(typed);
    if (!typed.isEmpty() && (!price || price->cents() <= 0)) {
        m_priceProblem->setText(tr("“%1” is not a price; type it like 2 or 1.50, or leave it empty.").arg(typed));
        m_priceProblem->show();
        return false;
    }
    m_priceProblem->hide();
    m_pricePerGpuHour = price;
    if (!m_settingsFile.isEmpty()) {
        QSettings settings(m_settingsFile, QSettings::IniFormat);
        if (price)
            settings.setValue(priceKey(), m_console.currency().format(*price));
        else
            settings.remove(priceKey());
    }
    fill(m_runs);
    return true;
}

GpuHoursPanel::~GpuHoursPanel() = default;

void GpuHoursPanel::reload()
{
    const QDateTime now = m_console.platformNow();
    MessageStyle::say(m_source,
                      m_history.runsFromAccounting()
                          ? tr("From the cluster's accounting: every job of yours, those started from a terminal "
                               "too.")
                          : tr("The cluster keeps no accounting, so gpudesk keeps this list on this computer: the "
                               "jobs it started, as it saw them."),
                      false);
    m_history.gpuQuota(monthStart(now, 0), this, [this](const auto &quota) { showQuota(quota); });
    m_history.jobRuns(monthStart(now, 1), now.addSecs(60), this, [this](const ApiResult<QList<JobRun>> &runs) {
        if (!runs.ok()) {
            MessageStyle::say(m_summary, tr("The jobs could not be read: %1").arg(runs.error().sentence()), true);
            m_rows->setRows({});
            emit shown();
            return;
        }
        fill(runs.value());
    });
}

void GpuHoursPanel::showQuota(const ApiResult<std::optional<GpuQuota>> &quota)
{
    m_quotaLeft->setVisible(quota.ok() && quota.value());
    m_quota->setVisible(!quota.ok() || quota.value());
    if (!quota.ok())
        return MessageStyle::say(m_quota, tr("The quota could not be read: %1").arg(quota.error().sentence()), true);
    if (!quota.value())
        return;
    const GpuQuota &q = *quota.value();
    m_quotaLeft->setRange(0, std::max(1, qRound(q.limitGpuHours * 10)));
    m_quotaLeft->setValue(qRound(q.leftGpuHours() * 10));
    MessageStyle::say(m_quota,
                      tr("Quota of the account %1: about %2 of %3 GPU-hours left. Your jobs used %4 since %5; the "
                         "lab's other members may use the same quota.")
                          .arg(q.account, hours(q.leftGpuHours()), hours(q.limitGpuHours), hours(q.usedGpuHours),
                               QLocale().toString(q.since.toLocalTime().date(), QLocale::ShortFormat)),
                      q.leftGpuHours() < 0.1 * q.limitGpuHours);
}

void GpuHoursPanel::fill(const QList<JobRun> &runs)
{
    m_runs = runs;
    const QDateTime now = m_console.platformNow();
    const QLocale locale;
    QList<ListRow> rows;
    double thisMonth = 0, lastMonth = 0;
    int jobsThisMonth = 0;
    for (const JobRun &r : runs) {
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
        rows.append({cells, r.instanceId});
        thisMonth += r.gpuHoursWithin(monthStart(now, 0), now.addSecs(1), now);
        jobsThisMonth += r.endedAt.value_or(now) >= monthStart(now, 0) ? 1 : 0; // one just started counts
        lastMonth += r.gpuHoursWithin(monthStart(now, 1), monthStart(now, 0), now);
    }
    m_rows->setRows(rows);
    QString summary = runs.isEmpty()
        ? tr("No job of yours has run this month or last.")
        : tr("This month: %1 GPU-hours in %n job(s) · last month: %2 GPU-hours.", nullptr, jobsThisMonth)
              .arg(hours(thisMonth), hours(lastMonth));
    if (m_pricePerGpuHour && !runs.isEmpty()) {
        const Currency &c = m_console.currency();
        const auto at = [&](double h) { return c.format(Money::fromCents(qRound64(h * m_pricePerGpuHour->cents()))); };
        summary += u' '
            + tr("At your lab's %1 per GPU-hour: %2 this month, %3 last month.")
                  .arg(c.format(*m_pricePerGpuHour), at(thisMonth), at(lastMonth));
    }
    MessageStyle::say(m_summary, summary, false);
    emit shown();
}

#include "ui/billing/usagepanel.h"

#include "core/billing/itemnames.h"
#include "core/billing/statement.h"
#include "core/console/console.h"
#include "ui/billing/ledgerpanel.h"
#include "ui/widgets/messagestyle.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QStackedBarSeries>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>
#include <map>

using namespace Qt::StringLiterals;

UsagePanel::UsagePanel(const Console &console, Platform &platform, UsageReports &reports, QWidget *parent)
    : QWidget(parent)
    , m_console(console)
    , m_platform(platform)
    , m_reports(reports)
    , m_group(new QComboBox(this))
    , m_view(new QChartView(new QChart, this))
    , m_comparison(new QLabel(this))
{
    m_group->addItem(tr("By instance"), u"instance"_s);
    m_group->addItem(tr("By card"), u"gpu_type"_s);
    m_comparison->setWordWrap(true);
    m_comparison->setObjectName(u"comparison"_s);
    QFont larger = m_comparison->font();
    larger.setPointSizeF(larger.pointSizeF() * 1.2);
    m_comparison->setFont(larger);
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setMinimumHeight(280);
    m_view->setAccessibleName(tr("Spending by day"));
    chart()->legend()->setAlignment(Qt::AlignBottom);
    auto *top = new QHBoxLayout;
    top->addWidget(m_comparison, 1);
    top->addWidget(m_group);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_view, 1);
    connect(m_group, &QComboBox::activated, this, &UsagePanel::reload);
}

UsagePanel::~UsagePanel() = default;

QChart *UsagePanel::chart() const
{
    return m_view->chart();
}

void UsagePanel::reload()
{
    const QDateTime now = m_console.platformNow();
    const auto &health = m_console.health();
    if (!now.isValid() || !health)
        return;
    const QTimeZone zone(health->billingTimezone.toUtf8());
    const StatementPeriod month = StatementPeriod::containing(now, zone.isValid() ? zone : QTimeZone::utc());
    // By card only where the platform groups so (one that counts per instance only is not asked).
    const bool byCard = m_reports.usageByCard();
    m_group->setVisible(byCard);
    if (!byCard)
        m_group->setCurrentIndex(m_group->findData(u"instance"_s));
    UsageQuery query;
    query.group = m_group->currentData().toString();
    // Up to the platform's own now (its default): the console's estimate may trail a clock that jumped.
    query.from = month.previous().from;
    const quint64 ticket = m_latest.next();
    // Names first, so the chart is drawn once with every series named; then the figures.
    ItemNames::read(m_platform, this, [this, query, ticket](const ItemNames::Names &names) {
        m_names = names;
        readUsage(query, ticket);
    });
}

void UsagePanel::readUsage(const UsageQuery &query, quint64 ticket)
{
    m_reports.usage(query, this, [this, ticket](const ApiResult<Usage> &r) {
        if (!m_latest.isLatest(ticket))
            return;
        if (!r.ok()) {
            m_comparison->setText(tr("Usage could not be read: %1").arg(r.error().sentence(m_console.currency())));
            MessageStyle::problem(m_comparison);
            Q_EMIT shown();
            return;
        }
        m_comparison->setStyleSheet({});
        show(r.value());
        // A screen reader hears the chart as the sentence that sums it up.
        m_view->setAccessibleDescription(m_comparison->text());
    });
}

QString UsagePanel::keyName(const QString &key) const
{
    return m_names.value(key, key);
}

void UsagePanel::show(const Usage &usage)
{
    const QTimeZone zone(usage.billingTimezone.toUtf8());
    const QTimeZone z = zone.isValid() ? zone : QTimeZone::utc();
    const StatementPeriod month = StatementPeriod::containing(usage.to, z);
    // Sums in Money; the chart is handed plain numbers only to draw them.
    // The chart shows the last 30 days; the sentence compares whole months.
    QList<QDate> days;
    const QDate last = usage.to.toTimeZone(z).date();
    for (QDate d = std::max(usage.from.toTimeZone(z).date(), last.addDays(-29)); d <= last; d = d.addDays(1))
        days << d;
    std::map<QString, Money> totals;
    std::map<std::pair<QString, QDate>, Money> cells;
    m_thisMonth = Money();
    m_lastMonth = Money();
    Money lastMonthSoFar;
    const int today = usage.to.toTimeZone(z).date().day();
    for (const UsageItem &item : usage.items) {
        const QDate day = item.bucketStart.toTimeZone(z).date();
        totals[item.key] += item.amount;
        cells[{item.key, day}] += item.amount;
        if (item.bucketStart >= month.from) {
            m_thisMonth += item.amount;
        } else {
            m_lastMonth += item.amount;
            if (day.day() <= today)
                lastMonthSoFar += item.amount;
        }
    }
    QList<std::pair<Money, QString>> ranked;
    for (const auto &[key, total] : totals)
        ranked.append({total, key});
    std::sort(ranked.begin(), ranked.end(), [](const auto &a, const auto &b) { return a.first > b.first; });
    QStringList shownKeys;
    for (const auto &[total, key] : ranked) {
        if (shownKeys.size() < kMaxSeries)
            shownKeys << key;
    }

    const Currency &currency = m_console.currency();
    const double unit = [&] {
        double u = 1;
        for (int k = 0; k < currency.exponent(); ++k)
            u *= 10;
        return u;
    }();
    auto *series = new QStackedBarSeries;
    double highest = 0;
    QList<double> dayTotals(days.size(), 0);
    const auto addSet = [&](const QString &label, const std::function<Money(const QDate &)> &amountOn) {
        auto *set = new QBarSet(label);
        for (qsizetype k = 0; k < days.size(); ++k) {
            const double value = double(amountOn(days[k]).cents()) / unit;
            *set << value;
            dayTotals[k] += value;
        }
        series->append(set);
    };
    for (const QString &key : std::as_const(shownKeys))
        addSet(keyName(key), [&](const QDate &d) {
            const auto it = cells.find({key, d});
            return it == cells.end() ? Money() : it->second;
        });
    if (totals.size() > size_t(shownKeys.size()))
        addSet(tr("Other"), [&](const QDate &d) {
            Money sum;
            for (const auto &[where, amount] : cells) {
                if (where.second == d && !shownKeys.contains(where.first))
                    sum += amount;
            }
            return sum;
        });
    for (const double v : std::as_const(dayTotals))
        highest = std::max(highest, v);

    QChart *c = chart();
    c->removeAllSeries();
    for (QAbstractAxis *axis : c->axes())
        c->removeAxis(axis);
    c->addSeries(series);
    auto *x = new QBarCategoryAxis;
    // The day of the month only (the title says which months): short enough for 30 bars. A category
    // axis drops a repeated label, so a day number seen already (a February window) is made
    // distinct with invisible characters.
    QStringList labels;
    for (const QDate &d : std::as_const(days)) {
        QString label = QString::number(d.day());
        while (labels.contains(label))
            label += QChar(0x200B);
        labels << label;
    }
    x->append(labels);
    auto *y = new QValueAxis;
    y->setRange(0, std::max(1.0, highest * 1.1));
    y->setLabelFormat(highest < 10 ? u"%.2f"_s : u"%.0f"_s);
    y->setTitleText(currency.code());
    c->addAxis(x, Qt::AlignBottom);
    c->addAxis(y, Qt::AlignLeft);
    series->attachAxis(x);
    series->attachAxis(y);
    const QLocale locale;
    c->setTitle(days.isEmpty() ? tr("Spending per day")
                               : tr("Spending per day, %1 – %2")
                                     .arg(locale.toString(days.first(), QLocale::ShortFormat),
                                          locale.toString(days.last(), QLocale::ShortFormat)));
    c->legend()->setVisible(!shownKeys.isEmpty());

    if (usage.items.isEmpty())
        m_comparison->setText(tr("Nothing spent last month or this month yet."));
    else
        m_comparison->setText(
            tr("This month so far: %1 · last month: %2 (%3 by the same day)")
                .arg(currency.format(m_thisMonth), currency.format(m_lastMonth), currency.format(lastMonthSoFar)));
    Q_EMIT shown();
}

#include "ui/instances/gpulivepanel.h"

#include "core/console/console.h"
#include "core/monitor/gpuhints.h"
#include "core/ssh/sshworkspace.h"
#include "ui/widgets/listtable.h"
#include "ui/widgets/messagestyle.h"

#include <QChart>
#include <QChartView>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineSeries>
#include <QLocale>
#include <QTableWidget>
#include <QTextDocumentFragment>
#include <QVBoxLayout>
#include <QValueAxis>

using namespace Qt::StringLiterals;

namespace {

constexpr int kWindowSeconds = GpuHints::kWindowSeconds;

QString gib(qint64 mib)
{
    return QLocale().toString(double(mib) / 1024.0, 'f', 1);
}

/// A chart of percentages over the last 10 minutes, "minutes ago" along the bottom.
QChart *percentChart(const QString &title, QWidget *parent, QLayout *into)
{
    auto *chart = new QChart;
    chart->setTitle(title);
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->setMargins(QMargins(4, 4, 4, 4));
    auto *view = new QChartView(chart, parent);
    view->setRenderHint(QPainter::Antialiasing);
    view->setMinimumHeight(200);
    view->setAccessibleName(title);
    into->addWidget(view);
    return chart;
}

} // namespace

GpuLivePanel::GpuLivePanel(const Console &console, SshWorkspace &ssh, QWidget *parent)
    : QWidget(parent)
    , m_console(console)
    , m_ssh(ssh)
    , m_monitor(console.clock())
    , m_state(MessageStyle::paragraph({}, this))
    , m_now(new QLabel(this))
    , m_hints(MessageStyle::paragraph({}, this))
    , m_processes(ListTable::make({tr("Process"), tr("PID"), tr("GPU memory")}, this, false))
{
    setObjectName(u"gpuLivePanel"_s);
    m_now->setObjectName(u"gpuNow"_s);
    m_now->setTextFormat(Qt::RichText);
    m_now->setWordWrap(true);
    MessageStyle::warning(m_hints);
    m_hints->setTextFormat(Qt::RichText);
    m_hints->hide();
    auto *charts = new QHBoxLayout;
    m_utilization = percentChart(tr("Busy (%)"), this, charts);
    m_memory = percentChart(tr("Memory in use (%)"), this, charts);
    m_processes->setMaximumHeight(120);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_state);
    layout->addWidget(m_now);
    layout->addWidget(m_hints);
    layout->addLayout(charts, 1);
    layout->addWidget(new QLabel(tr("Processes holding GPU memory:"), this));
    layout->addWidget(m_processes);
    connect(&m_monitor, &GpuMonitor::sampled, this, &GpuLivePanel::add);
    connect(&m_monitor, &GpuMonitor::failed, this, [this](const SshFailure &failure) {
        m_sampledId.clear();
        m_state->setText(tr("The live figures stopped: %1").arg(failure.message));
        m_state->show();
    });
    connect(&m_console, &Console::instancesChanged, this, &GpuLivePanel::follow);
    draw();
}

GpuLivePanel::~GpuLivePanel() = default;

void GpuLivePanel::setInstance(const QString &id)
{
    if (id == m_id)
        return;
    m_id = id;
    m_samples.clear();
    draw();
    follow();
}

void GpuLivePanel::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    follow();
}

void GpuLivePanel::hideEvent(QHideEvent *event)
{
    QWidget::hideEvent(event);
    follow();
}

void GpuLivePanel::follow()
{
    const Instance *i = m_console.instance(m_id);
    const bool runs = i && i->state == InstanceState::Running && i->ssh && !i->ssh->shellOnly;
    const std::optional<SshTarget> target = runs ? m_ssh.targetFor(*i) : std::nullopt;
    if (!isVisible() || !target) {
        m_monitor.stop();
        m_sampledId.clear();
        m_state->setText(!i || isVisible() ? tr("Live figures come while the instance runs.")
                                           : tr("Paused while hidden."));
        m_state->setVisible(!runs);
        return;
    }
    if (m_sampledId == m_id && m_monitor.isRunning())
        return;
    m_sampledId = m_id;
    m_state->setText(tr("Connecting…"));
    m_state->show();
    m_monitor.start(*target, m_ssh.passphraseSource(), m_intervalMs);
}

void GpuLivePanel::add(const GpuLiveSample &sample)
{
    m_state->hide();
    m_samples << sample;
    const QDateTime from = sample.at.addSecs(-kWindowSeconds - 10);
    while (!m_samples.isEmpty() && m_samples.first().at < from)
        m_samples.removeFirst();
    draw();
    Q_EMIT sampled();
}

void GpuLivePanel::draw()
{
    const GpuLiveSample *last = m_samples.isEmpty() ? nullptr : &m_samples.last();
    // The figures now, a card a line.
    QStringList lines;
    if (last) {
        for (const GpuLiveSample::Card &c : last->cards) {
            QString line = tr("GPU %1: <b>%2%</b> busy · %3 of %4 GB")
                               .arg(c.index)
                               .arg(c.utilizationPercent)
                               .arg(gib(c.memoryUsedMiB), gib(c.memoryTotalMiB));
            if (c.powerW)
                line += tr(" · %1 W").arg(qRound(*c.powerW));
            if (c.temperatureC)
                line += tr(" · %1 °C").arg(*c.temperatureC);
            lines << line;
        }
        if (last->cards.isEmpty())
            lines << tr("No card to sample: %1").arg(last->gpuProblem.toHtmlEscaped());
        QString host = last->cpuPercent ? tr("CPU %1%").arg(qRound(*last->cpuPercent)) : tr("CPU …");
        if (last->cores)
            host += tr(" of %1 cores").arg(*last->cores);
        if (last->ramUsedBytes && last->ramTotalBytes)
            host += tr(" · RAM %1 of %2 GB").arg(gib(*last->ramUsedBytes >> 20), gib(*last->ramTotalBytes >> 20));
        lines << host;
    }
    m_now->setText(lines.join(u"<br>"_s));
    m_now->setVisible(last != nullptr);
    // The charts, to a screen reader: the figures now, as text.
    const QString now = QTextDocumentFragment::fromHtml(lines.join(u"<br>"_s)).toPlainText();
    for (QChartView *view : findChildren<QChartView *>())
        view->setAccessibleDescription(now);

    QStringList hints;
    for (const GpuHints::Hint &h : GpuHints::from(m_samples)) {
        QString text = h.finding.toHtmlEscaped() + u"<ul>"_s;
        for (const QString &r : h.remedies)
            text += u"<li>"_s + r.toHtmlEscaped() + u"</li>"_s;
        hints << text + u"</ul>"_s;
    }
    m_hints->setText(hints.join(QString()));
    m_hints->setVisible(!hints.isEmpty());

    // The charts: each card's line, and the host's beside them, minutes ago along the bottom.
    const auto plot = [&](QChart *chart, auto cardValue, const QString &hostName, auto hostValue) {
        chart->removeAllSeries();
        for (QAbstractAxis *axis : chart->axes())
            chart->removeAxis(axis);
        auto *x = new QValueAxis;
        x->setRange(-kWindowSeconds / 60.0, 0);
        x->setTickCount(kWindowSeconds / 120 + 1); // a line every two minutes
        x->setTitleText(tr("minutes ago"));
        x->setLabelFormat(u"%.0f"_s);
        auto *y = new QValueAxis;
        y->setRange(0, 100);
        y->setLabelFormat(u"%.0f"_s);
        chart->addAxis(x, Qt::AlignBottom);
        chart->addAxis(y, Qt::AlignLeft);
        const auto add = [&](const QString &name, auto value) {
            auto *series = new QLineSeries;
            series->setName(name);
            for (const GpuLiveSample &s : std::as_const(m_samples))
                if (const std::optional<double> v = value(s))
                    series->append(-double(s.at.secsTo(last->at)) / 60.0, *v);
            chart->addSeries(series);
            series->attachAxis(x);
            series->attachAxis(y);
        };
        if (!last)
            return;
        for (qsizetype k = 0; k < last->cards.size(); ++k)
            add(tr("GPU %1").arg(last->cards[k].index),
                [&](const GpuLiveSample &s) { return k < s.cards.size() ? cardValue(s.cards[k]) : std::nullopt; });
        add(hostName, hostValue);
    };
    plot(
        m_utilization, [](const GpuLiveSample::Card &c) { return std::optional<double>(c.utilizationPercent); },
        tr("CPU"), [](const GpuLiveSample &s) { return s.cpuPercent; });
    plot(
        m_memory,
        [](const GpuLiveSample::Card &c) {
            return c.memoryTotalMiB > 0 ? std::optional<double>(100.0 * double(c.memoryUsedMiB) / c.memoryTotalMiB)
                                        : std::nullopt;
        },
        tr("RAM"),
        [](const GpuLiveSample &s) {
            return s.ramUsedBytes && s.ramTotalBytes && *s.ramTotalBytes > 0
                ? std::optional<double>(100.0 * double(*s.ramUsedBytes) / double(*s.ramTotalBytes))
                : std::nullopt;
        });

    m_processes->setRowCount(last ? int(last->processes.size()) : 0);
    if (last) {
        for (int row = 0; row < last->processes.size(); ++row) {
            const GpuLiveSample::Process &p = last->processes[row];
            ListTable::fillRow(m_processes, row, {p.name, QString::number(p.pid), tr("%1 GB").arg(gib(p.memoryMiB))});
        }
    }
}

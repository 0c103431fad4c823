#include "ui/instances/instancedetails.h"

#include "common/rfc3339.h"
#include "core/api/platform.h"
#include "core/autostop/autostopwatcher.h"
#include "core/autostop/stopdeadlines.h"
#include "core/console/console.h"
#include "core/doctor/creationdoctor.h"
#include "core/model/instancewords.h"
#include "core/ssh/boottasks.h"
#include "core/ssh/sshworkspace.h"
#include "ui/instances/autostoptext.h"
#include "ui/instances/gpulivepanel.h"
#include "ui/instances/instancetablemodel.h"

#include <QClipboard>
#include <QDesktopServices>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QScrollArea>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {

/// A section's heading: the body's font, bold and a little larger.
QFont headingFont(QFont font)
{
    font.setBold(true);
    font.setPointSizeF(font.pointSizeF() * 1.1);
    return font;
}

/// "3.2 GB used", or that the platform does not say (0 from one that does not measure it).
QString used(qint64 n)
{
    return n > 0 ? QCoreApplication::translate("InstanceDetails", "%1 used").arg(InstanceWords::dataSize(n))
                 : QCoreApplication::translate("InstanceDetails", "use not reported");
}

} // namespace

InstanceDetails::InstanceDetails(const Console &console, InstanceHistory *history, const InstanceTableModel &rows,
                                 SshWorkspace *ssh, BootTasks *boots, QWidget *parent)
    : QWidget(parent)
    , m_console(console)
    , m_history(history)
    , m_ssh(ssh)
    , m_boots(boots)
    , m_title(new QLabel(this))
    , m_empty(new QLabel(this))
    , m_commandRow(new QWidget(this))
    , m_command(new QLineEdit(this))
    , m_copy(new QPushButton(tr("Copy"), this))
    , m_historyHeading(new QLabel(tr("History"), this))
    , m_events(new QTableWidget(0, 3, this))
    , m_tabs(new QTabWidget(this))
{
    setObjectName(u"instanceDetails"_s);
    // Sections with headings, read at a glance: how to connect, the disks and what survives, when
    // it stops by itself, what was measured, and its history.
    auto *details = new QWidget;
    auto *column = new QVBoxLayout(details);
    m_detailsLayout = column;
    m_title->setObjectName(u"detailsTitle"_s);
    m_title->setTextFormat(Qt::RichText);
    m_title->setWordWrap(true);
    m_empty->setWordWrap(true);
    m_empty->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    column->addWidget(m_title);
    column->addWidget(m_empty);
    m_connect = addSection(tr("Connect"), u"connect"_s);
    // The command in a field of its own: selected whole, copied by the button beside it.
    m_command->setObjectName(u"loginCommand"_s);
    m_command->setReadOnly(true);
    m_command->setAccessibleName(tr("Login command"));
    m_copy->setObjectName(u"copyLogin"_s);
    m_copy->setAccessibleDescription(tr("Copies the login command"));
    auto *commandLayout = new QHBoxLayout(m_commandRow);
    commandLayout->setContentsMargins(0, 0, 0, 0);
    commandLayout->addWidget(m_command, 1);
    commandLayout->addWidget(m_copy);
    column->insertWidget(column->indexOf(m_connect.body), m_commandRow);
    connect(m_copy, &QPushButton::clicked, this, [this] { QGuiApplication::clipboard()->setText(m_command->text()); });
    m_disks = addSection(tr("Disks and what survives"), u"disks"_s);
    m_stops = addSection(tr("When it stops by itself"), u"stops"_s);
    m_measured = addSection(tr("Measured after this boot"), u"measured"_s);
    m_historyHeading->setObjectName(u"historyHeading"_s);
    m_historyHeading->setFont(headingFont(font()));
    column->addWidget(m_historyHeading);
    m_events->setObjectName(u"events"_s);
    m_events->setAccessibleName(tr("History"));
    m_events->setHorizontalHeaderLabels({tr("When"), tr("Change"), tr("Why")});
    m_events->horizontalHeader()->setStretchLastSection(true);
    m_events->verticalHeader()->hide();
    m_events->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_events->setMinimumHeight(140);
    column->addWidget(m_events, 1);
    column->addStretch(); // with no history table, the sections stay at the top
    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(details);
    m_tabs->setObjectName(u"detailTabs"_s);
    m_tabs->setTabBarAutoHide(true); // one tab without the SSH workspace: no bar for it
    m_tabs->addTab(scroll, tr("Details"));
    if (m_ssh) {
        m_live = new GpuLivePanel(console, *m_ssh, this);
        m_tabs->addTab(m_live, tr("GPU, live"));
    }
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_tabs);
    connect(&rows, &QAbstractItemModel::dataChanged, this, [this] {
        render();
        const Instance *i = m_console.instance(m_id);
        if (i && i->state != m_shownState)
            loadEvents(); // a new state means a new event
    });
    if (m_ssh)
        connect(m_ssh, &SshWorkspace::synced, this, &InstanceDetails::render);
    if (m_boots)
        connect(m_boots, &BootTasks::snapshotTaken, this, [this](const QString &id) {
            if (id == m_id)
                render();
        });
    m_autostopTimer.setInterval(60000);
    connect(&m_autostopTimer, &QTimer::timeout, this, &InstanceDetails::readAutostop);
    showInstance({});
}

InstanceDetails::~InstanceDetails() = default;

void InstanceDetails::setAutostop(AutostopWatcher *watcher)
{
    m_autostop = watcher;
    if (!m_autostop)
        return;
    connect(m_autostop, &AutostopWatcher::stateRead, this, [this](const QString &id) {
        if (id == m_id)
            render();
    });
    connect(m_autostop, &AutostopWatcher::held, this, [this](const Instance &i) {
        if (i.id == m_id)
            render();
    });
    m_autostopTimer.start();
    readAutostop();
}

void InstanceDetails::setStopDeadlines(StopDeadlines *deadlines)
{
    m_deadlines = deadlines;
    if (m_deadlines)
        connect(m_deadlines, &StopDeadlines::armed, this, [this](const QString &id) {
            if (id == m_id)
                render();
        });
}

void InstanceDetails::readAutostop()
{
    const Instance *i = m_console.instance(m_id);
    if (m_autostop && i && i->state == InstanceState::Running && m_autostop->settings(i->id))
        m_autostop->read(m_id);
}

void InstanceDetails::follow(const QString &link)
{
    if (link == u"gpudesk:autostop"_s) {
        Q_EMIT autostopRequested(m_id);
        return;
    }
    if (link == u"gpudesk:keep-running"_s) {
        if (m_autostop)
            m_autostop->keepRunning(m_id, 60);
        return;
    }
    if (link == u"gpudesk:copy-markdown"_s) {
        const Instance *i = m_console.instance(m_id);
        if (const auto kept = m_boots && i ? m_boots->keptSnapshot(m_id) : std::nullopt)
            QGuiApplication::clipboard()->setText(kept->second.toMarkdown(i->name));
        return;
    }
    QDesktopServices::openUrl(QUrl(link));
}

QStringList InstanceDetails::snapshotLines(const EnvironmentSnapshot &s) const
{
    QStringList lines;
    lines << tr("At %1 · <a href=\"gpudesk:copy-markdown\">copy as Markdown for a README</a>")
                 .arg(QLocale().toString(s.takenAt.toLocalTime(), QLocale::ShortFormat));
    for (const EnvironmentSnapshot::Gpu &g : s.gpus) {
        QString line = tr("GPU %1: %2").arg(g.index).arg(g.name.toHtmlEscaped());
        if (g.memoryTotalMiB)
            line += tr(", %1 of %2 memory in use")
                        .arg(InstanceWords::dataSize(g.memoryUsedMiB.value_or(0) * 1024 * 1024),
                             InstanceWords::dataSize(*g.memoryTotalMiB * 1024 * 1024));
        if (g.utilizationPercent)
            line += tr(", %1% busy").arg(*g.utilizationPercent);
        lines << line + tr(" (driver %1)").arg(g.driverVersion.toHtmlEscaped());
    }
    if (s.gpus.isEmpty())
        lines << tr("GPU: none seen — %1").arg(s.gpuProblem.toHtmlEscaped());
    for (const EnvironmentSnapshot::Disk &d : s.disks) {
        const QString role = d.role == EnvironmentSnapshot::Disk::Role::System ? tr("System disk")
            : d.role == EnvironmentSnapshot::Disk::Role::Data                  ? tr("Data disk")
                                                                               : tr("disk");
        lines << tr("%1 <code>%2</code>: %3 used of %4")
                     .arg(role, d.mount.toHtmlEscaped(), InstanceWords::dataSize(d.usedBytes),
                          InstanceWords::dataSize(d.totalBytes));
    }
    if (s.ramTotalBytes)
        lines << tr("RAM: %1, %2 available")
                     .arg(InstanceWords::dataSize(*s.ramTotalBytes),
                          InstanceWords::dataSize(s.ramAvailableBytes.value_or(0)));
    QString software = s.python.isEmpty() ? tr("Python: not found") : tr("Python %1").arg(s.python.toHtmlEscaped());
    if (!s.torch.isEmpty())
        software += s.torchSeesGpu.value_or(false) ? tr(" · PyTorch %1, sees the GPU").arg(s.torch.toHtmlEscaped())
                                                   : tr(" · PyTorch %1, sees no GPU").arg(s.torch.toHtmlEscaped());
    lines << software;
    return lines;
}

void InstanceDetails::showInstance(const QString &id)
{
    m_id = id;
    m_events->setRowCount(0);
    if (m_live)
        m_live->setInstance(id);
    render();
    loadEvents();
    readAutostop();
}

InstanceDetails::Section InstanceDetails::addSection(const QString &heading, const QString &name)
{
    Section section{new QLabel(heading, this), new QLabel(this)};
    section.heading->setFont(headingFont(font()));
    section.body->setObjectName(name);
    section.body->setWordWrap(true);
    section.body->setTextFormat(Qt::RichText);
    section.body->setOpenExternalLinks(false);
    section.body->setTextInteractionFlags(Qt::TextBrowserInteraction);
    section.body->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    section.body->setAccessibleName(heading);
    connect(section.body, &QLabel::linkActivated, this, &InstanceDetails::follow);
    m_detailsLayout->addWidget(section.heading);
    m_detailsLayout->addWidget(section.body);
    return section;
}

void InstanceDetails::fill(const Section &section, const QStringList &lines)
{
    section.body->setText(lines.join(u"<br>"_s));
    section.heading->setVisible(!lines.isEmpty());
    section.body->setVisible(!lines.isEmpty());
}

QString InstanceDetails::text() const
{
    if (!m_title->isVisibleTo(this))
        return m_empty->text();
    QStringList parts{m_title->text()};
    for (const Section &s : {m_connect, m_disks, m_stops, m_measured}) {
        if (!s.body->isVisibleTo(this))
            continue;
        parts << u"<b>%1</b>"_s.arg(s.heading->text());
        if (s.body == m_connect.body && m_commandRow->isVisibleTo(this))
            parts << m_command->text();
        parts << s.body->text();
    }
    return parts.join(u"<br>"_s);
}

int InstanceDetails::eventCount() const
{
    return m_events->rowCount();
}

void InstanceDetails::render()
{
    // Named at every rendering: the language may have changed since the widgets were made.
    m_connect.heading->setText(tr("Connect"));
    m_disks.heading->setText(tr("Disks and what survives"));
    m_stops.heading->setText(tr("When it stops by itself"));
    m_measured.heading->setText(tr("Measured after this boot"));
    m_historyHeading->setText(tr("History"));
    m_copy->setText(tr("Copy"));
    const Instance *i = m_console.instance(m_id);
    m_title->setVisible(i != nullptr);
    m_empty->setVisible(i == nullptr);
    if (!i) {
        m_empty->setText(tr("Select an instance to see how to log in, its disks, ports and history."));
        for (const Section &s : {m_connect, m_disks, m_stops, m_measured})
            fill(s, {});
        m_commandRow->setVisible(false);
        m_historyHeading->setVisible(false);
        m_events->setVisible(false);
        return;
    }
    // A platform that keeps no history: no empty table taking half the page.
    const bool history = m_history;
    m_historyHeading->setVisible(history);
    m_events->setVisible(history);
    const QString reason = InstanceWords::reason(i->stateReason);
    m_title->setText(u"<b>%1</b> — %2"_s.arg(i->name.toHtmlEscaped(), InstanceWords::state(i->state))
                     + (reason.isEmpty() ? QString() : u" (%1)"_s.arg(reason)));
    QString command;
    fill(m_connect, connectLines(*i, &command));
    m_command->setText(command);
    m_command->setCursorPosition(0);
    m_commandRow->setVisible(!command.isEmpty());
    if (!command.isEmpty()) {
        // A connect section with only the command still has its heading.
        m_connect.heading->setVisible(true);
    }
    fill(m_disks, diskLines(*i));
    fill(m_stops, stopLines(*i));
    QStringList measured;
    if (m_boots && i->startedAt) {
        if (const auto kept = m_boots->keptSnapshot(i->id); kept && kept->first == *i->startedAt)
            measured = snapshotLines(kept->second);
    }
    fill(m_measured, measured);
}

QStringList InstanceDetails::connectLines(const Instance &i, QString *command) const
{
    QStringList html;
    const PlatformTraits can = m_console.platform().traits();
    if (can.batchJobs)
        html << jobLines(i);
    const QStringList login = m_ssh && i.ssh ? m_ssh->loginCommand(i.id) : QStringList();
    // Without a fingerprint from the platform, the first key seen is shown to the user, then pinned.
    const bool fingerprint = i.ssh && !i.ssh->hostKeyFingerprint.isEmpty();
    const QString hostKey = fingerprint ? tr("host key %1").arg(i.ssh->hostKeyFingerprint.toHtmlEscaped())
        : i.ssh && i.ssh->passwordLogin
        // Logged in once with the platform's password, which puts the user's key on and pins this one.
        ? tr("the platform does not give the host key: the first login, with its password, remembers it")
        : tr("the platform does not give the host key: Test connection shows it once for you to confirm");
    if (!login.isEmpty()) {
        *command = login.join(u' ');
        html << tr("From any terminal · %1").arg(fingerprint ? tr("%1 (checked)").arg(hostKey) : hostKey);
    } else if (i.ssh) {
        *command = u"ssh -p %1 %2@%3"_s.arg(i.ssh->port).arg(i.ssh->user, i.ssh->host);
        html << hostKey;
    }
    if (i.ssh && i.ssh->shellOnly)
        html << tr("Only a terminal, through the platform's SSH proxy: transfers, tunnels and the doctor's checks "
                   "need direct SSH, which this instance does not have (create one with a public IP and port 22 "
                   "exposed over TCP).");
    if (i.ssh && i.ssh->viaProxy)
        html << tr("Through the platform's SSH proxy (%1), not the machine's own address: the terminal, transfers "
                   "and tunnels work, transfers more slowly; the machine's ports cannot be reached from outside, "
                   "so open a tunnel to them.")
                    .arg(i.ssh->host.toHtmlEscaped());
    if (i.ssh && i.ssh->jump && i.ssh->jump->usersOwn)
        html
            << tr("Through your jump host %1 (Settings → Network).").arg(i.ssh->jump->knownHostsName().toHtmlEscaped());
    if (!i.ssh)
        html << (i.state == InstanceState::Running ? tr("Log in: the platform gives it no SSH; its events say why.")
                     : i.queue                     ? tr("Log in: SSH comes once the job runs.")
                                                   : tr("Log in: SSH comes with the next start."));
    if (!can.batchJobs)
        html << portLines(i);
    return html;
}

QStringList InstanceDetails::diskLines(const Instance &i) const
{
    QStringList html;
    const PlatformTraits can = m_console.platform().traits();
    if (can.batchJobs) {
        html << tr("Files: your home folder and the cluster's shared folders stay after the job; what is only on "
                   "the node's own disk (/tmp) is gone when the job ends.");
        return html;
    }
    html << (can.systemDiskKeptOnStop
                 ? tr("System disk: %1 GB, %2 — kept when stopped, deleted on release; caches and installed "
                      "packages live here.")
                 : tr("System disk: %1 GB, %2 — emptied at every stop: what is installed there must be "
                      "installed again after a start; keep your work on the data disk."))
                .arg(i.systemDiskGb)
                .arg(used(i.homeUsedBytes));
    if (i.dataDisk && i.dataDisk->device) {
        // A disk the platform hands over raw (Compshare's): mounted where the user mounted it.
        html << tr("Data disk: %1 GB, at %2 on the instance — kept when stopped; deleted on release unless detached "
                   "first. Mount it at /data (Data disk… has the line) and keep code, data sets, weights, logs and "
                   "checkpoints there.")
                    .arg(i.dataDisk->sizeGb)
                    .arg(i.dataDisk->device->toHtmlEscaped());
    } else if (i.dataDisk) {
        html << (i.dataDisk->volumeId
                     ? tr("Data disk: volume %1, %2 GB, %3 — kept when stopped and after release.")
                           .arg(i.dataDisk->volumeId->toHtmlEscaped())
                           .arg(i.dataDisk->sizeGb)
                           .arg(used(i.dataDisk->usedBytes))
                     : tr("Data disk: %1 GB, %2 — kept when stopped, deleted on release; keep code, data "
                          "sets, weights, logs and checkpoints here (%3).")
                           .arg(i.dataDisk->sizeGb)
                           .arg(used(i.dataDisk->usedBytes))
                           .arg(i.dataDisk->mountPath.value_or(can.dataDiskPath).toHtmlEscaped()));
    } else {
        html << (can.systemDiskKeptOnStop
                     ? tr("Data disk: none — everything is on the system disk, and a release deletes it.")
                     : tr("Data disk: none — everything is on the system disk, and the next stop empties it."));
    }
    return html;
}

QStringList InstanceDetails::portLines(const Instance &i) const
{
    QStringList html;
    const bool proxied = i.ssh && i.ssh->viaProxy;
    for (const ServicePort &p : i.ports) {
        if (p.publicUrl && p.software)
            html << tr("%1, served by the platform: <a href=\"%2\">%2</a>")
                        .arg(p.software->toHtmlEscaped(), p.publicUrl->toHtmlEscaped());
        else if (p.software)
            html << tr("%1, served by the platform while it runs (port %2)")
                        .arg(p.software->toHtmlEscaped())
                        .arg(p.port);
        else if (p.publicUrl)
            html << tr("Port %1: <a href=\"%2\">%2</a> (the service must listen on 0.0.0.0)")
                        .arg(p.port)
                        .arg(p.publicUrl->toHtmlEscaped());
        else if (proxied)
            html << tr("Port %1: not reachable from outside (no public address): open a tunnel to it.").arg(p.port);
        else
            html << tr("Port %1: reachable while it runs (the service must listen on 0.0.0.0)").arg(p.port);
    }
    return html;
}

QStringList InstanceDetails::stopLines(const Instance &i) const
{
    QStringList html;
    const PlatformTraits can = m_console.platform().traits();
    const QLocale locale;
    if (can.batchJobs && i.stopAt && i.state == InstanceState::Running) {
        const qint64 left = std::max<qint64>(0, m_console.platformNow().secsTo(*i.stopAt));
        html << (i.stopReason && *i.stopReason == StateReason::TimeLimit
                     ? tr("Ends at %1, its time limit (in %2): save checkpoints before then.")
                     : tr("Ends at %1 (in %2), as you asked."))
                    .arg(locale.toString(i.stopAt->toLocalTime(), QLocale::ShortFormat), InstanceWords::duration(left));
    }
    const bool switchs = m_deadlines && i.stopAt && m_deadlines->armedAt(i.id) == i.stopAt;
    if (switchs) {
        // Nothing on the instance can stop it: the console keeps the platform's stop past the last use.
        const auto used = m_deadlines->lastUse(i.id);
        html << tr("Stops at %1 unless it is used: gpudesk moves this stop on while it sees the instance used "
                   "(last at %2), and the platform carries it out even with the console closed.")
                    .arg(locale.toString(i.stopAt->toLocalTime(), QLocale::ShortFormat),
                         used ? locale.toString(used->toLocalTime().time(), QLocale::ShortFormat) : tr("its start"));
    } else if (i.stopAt && !can.batchJobs && (!m_autostop || !AutostopWatcher::idleStopAt(i))) {
        html << tr("Stops by itself at %1 (platform time).").arg(Rfc3339::format(*i.stopAt));
    }
    if (m_autostop) {
        AutostopText::Facts facts;
        facts.settings = m_autostop->settings(i.id);
        if (!facts.settings && m_autostop->defaults().enabled)
            facts.settings = m_autostop->defaults(); // on by default where the platform's switch keeps it
        facts.state = m_autostop->state(i.id);
        facts.problem = m_autostop->readProblem(i.id);
        facts.reading = m_autostop->isReading(i.id);
        facts.consoleUse = i.state == InstanceState::Running ? m_autostop->consoleUse(i.id) : QStringList();
        facts.noGpuRate = m_autostop->noGpuRate();
        html << AutostopText::details(i, facts, m_console.currency(), m_console.platformNow());
    }
    return html;
}

QStringList InstanceDetails::jobLines(const Instance &i) const
{
    QStringList html;
    const QLocale locale;
    if (i.queue) {
        // The verdict says its place in line too.
        html << tr("Waiting in the queue: %1").arg(CreationDoctor::ofQueue(i).verdict.toHtmlEscaped());
        if (i.queue->expectedStart)
            html << tr("Slurm expects to start it at %1.")
                        .arg(locale.toString(i.queue->expectedStart->toLocalTime(), QLocale::ShortFormat));
    }
    if (i.ssh && i.ssh->jump && !i.ssh->jump->usersOwn)
        html << tr("On node %1, reached through the login node %2: the terminal, transfers, tunnels and the "
                   "doctor go that way.")
                    .arg(i.ssh->host.toHtmlEscaped(), i.ssh->jump->knownHostsName().toHtmlEscaped());
    return html;
}

void InstanceDetails::loadEvents()
{
    const Instance *i = m_console.instance(m_id);
    if (!i)
        return;
    m_shownState = i->state;
    if (!m_history)
        return;
    m_history->instanceEvents(m_id, this, [this, id = m_id](const ApiResult<QList<InstanceEvent>> &r) {
        if (id != m_id || !r.ok())
            return;
        const QList<InstanceEvent> &events = r.value();
        m_events->setRowCount(int(events.size()));
        // Newest first: the last change is what the user wants to know about.
        for (int k = 0; k < events.size(); ++k) {
            const InstanceEvent &e = events[events.size() - 1 - k];
            m_events->setItem(k, 0, new QTableWidgetItem(e.at.toLocalTime().toString(u"yyyy-MM-dd HH:mm:ss"_s)));
            // An event that changed no state (a platform problem while running) shows the state once.
            const bool moved = e.from && *e.from != e.to;
            m_events->setItem(k, 1,
                              new QTableWidgetItem((moved ? InstanceWords::state(*e.from) + u" → "_s : QString())
                                                   + InstanceWords::state(e.to)));
            // A platform problem is understood only with the platform's own words.
            auto *why = new QTableWidgetItem(e.reason == StateReason::RuntimeError
                                                 ? InstanceWords::reason(e.reason) + u": "_s + e.message
                                                 : InstanceWords::reason(e.reason));
            why->setToolTip(e.message);
            m_events->setItem(k, 2, why);
        }
        // The last column keeps stretching to the table's width: sizing it to its contents too
        // would leave it short of the edge until the next resize.
        m_events->resizeColumnToContents(0);
        m_events->resizeColumnToContents(1);
    });
}

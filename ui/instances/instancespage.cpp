#include "ui/instances/instancespage.h"

#include "ui/instances/instancesortproxy.h"

#include "core/api/platform.h"
#include "core/autostop/autostopwatcher.h"
#include "core/console/console.h"
#include "core/model/instancewords.h"
#include "core/ssh/sshworkspace.h"
#include "ui/instances/autostopdialog.h"
#include "ui/instances/autostoptext.h"
#include "ui/instances/instanceactions.h"
#include "ui/instances/instancecelldelegate.h"
#include "ui/instances/instancedetails.h"
#include "ui/instances/instancetablemodel.h"
#include "ui/instances/stockwatchbanner.h"
#include "ui/widgets/columnfitter.h"
#include "ui/widgets/icons.h"
#include "ui/widgets/messagestyle.h"
#include "ui/widgets/remedies.h"

#include <QAction>
#include <QApplication>
#include <QDropEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMimeData>
#include <QPushButton>
#include <QSplitter>
#include <QStackedWidget>
#include <QStyle>
#include <QTableView>
#include <QUrl>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

InstancesPage::InstancesPage(Console &console, Confirmer &confirmer, const SshParts &ssh, AutostopWatcher *autostop,
                             QWidget *parent)
    : ShellPage(parent)
    , m_console(console)
    , m_money(new QLabel(this))
    , m_summary(new QLabel(this))
    , m_warning(new QLabel(this))
    , m_problem(new QLabel(this))
    , m_remedyButton(new QPushButton(this))
    , m_diagnoseButton(new QPushButton(tr("Diagnose…"), this))
    , m_notice(new QLabel(this))
    , m_stopWarning(new QLabel(this))
    , m_keepRunning(new QPushButton(tr("Keep running 1 h"), this))
    , m_stack(new QStackedWidget(this))
    , m_emptyHint(new QLabel(this))
    , m_table(new QTableView(this))
    , m_model(new InstanceTableModel(this))
    , m_sorted(new InstanceSortProxy(this))
    , m_details(new InstanceDetails(console, console.platform().facet<InstanceHistory>(), *m_model, ssh.workspace,
                                    ssh.boots, this))
{
    // The money in front: what ticks now in a larger type, the rest of the wallet beneath.
    m_money->setObjectName(u"money"_s);
    m_money->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont big = m_money->font();
    big.setPointSizeF(big.pointSizeF() * 1.6);
    big.setBold(true);
    m_money->setFont(big);
    m_money->hide();
    m_summary->setObjectName(u"summary"_s);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_summary->setWordWrap(true);
    QFont bigger = m_summary->font();
    bigger.setPointSizeF(bigger.pointSizeF() * 1.15);
    m_summary->setFont(bigger);
    m_warning->setObjectName(u"warning"_s);
    m_warning->setWordWrap(true);
    MessageStyle::warningBand(m_warning);
    m_warning->hide();
    m_problem->setObjectName(u"problem"_s);
    m_problem->setWordWrap(true);
    MessageStyle::problemBand(m_problem);
    m_problem->hide();
    m_notice->setObjectName(u"notice"_s);
    m_notice->setWordWrap(true);
    m_notice->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_notice->hide();
    m_emptyHint->setObjectName(u"emptyHint"_s);
    m_emptyHint->setWordWrap(true);
    m_emptyHint->setAlignment(Qt::AlignCenter);
    m_emptyHint->setTextFormat(Qt::RichText);
    m_emptyHint->setTextInteractionFlags(Qt::TextBrowserInteraction);
    connect(m_emptyHint, &QLabel::linkActivated, this, &InstancesPage::createRequested);
    m_emptyText = tr("<p>No instances yet. <a href=\"create\">Create your first instance</a>: a region, a card "
                     "and an image, with the cost in view.</p>");
    // The cheap way to prepare, where the platform has it.
    if (m_console.platform().traits().noGpuStart)
        m_emptyText
            += tr("<p>Starting in no-GPU mode costs a small part of a card's price (the create wizard shows both "
                  "rates): upload and install first, then start it with the GPU.</p>");

    m_model->follow(console);
    m_sorted->setSourceModel(m_model);
    m_sorted->setSortRole(InstanceTableModel::SortRole);
    m_table->setModel(m_sorted);
    m_table->viewport()->setAcceptDrops(true); // files dropped on a row: upload to it
    m_table->viewport()->installEventFilter(this);
    m_table->setObjectName(u"instances"_s);
    setUpTable(*m_table);
    m_stack->addWidget(m_emptyHint);
    m_stack->addWidget(m_table);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_money);
    layout->addWidget(m_summary);
    layout->addWidget(m_warning);
    auto *problemRow = new QHBoxLayout;
    problemRow->addWidget(m_problem, 1);
    problemRow->addWidget(m_remedyButton);
    problemRow->addWidget(m_diagnoseButton);
    m_remedyButton->hide();
    m_diagnoseButton->hide();
    m_diagnoseButton->setToolTip(tr("Open the Doctor page on this failure: what went wrong, layer by layer, and what "
                                    "to do."));
    layout->addLayout(problemRow);
    layout->addWidget(m_notice);
    m_stopWarning->setObjectName(u"stopWarning"_s);
    m_stopWarning->setWordWrap(true);
    MessageStyle::warningBand(m_stopWarning);
    m_keepRunning->setObjectName(u"keepRunning"_s);
    m_keepRunning->setToolTip(tr("Hold its autostop for an hour from now; it counts idle time again after that."));
    auto *stopRow = new QHBoxLayout;
    stopRow->addWidget(m_stopWarning, 1);
    stopRow->addWidget(m_keepRunning);
    m_stopWarning->hide();
    m_keepRunning->hide();
    layout->addLayout(stopRow);
    auto *split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_stack);
    split->addWidget(m_details);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    layout->addWidget(split, 1);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            [this] { m_details->showInstance(selectedId()); });

    connect(&m_console, &Console::readingChanged, this, &InstancesPage::showReading);
    connect(&m_console, &Console::onlineChanged, this, [this](bool online, const QString &reason) {
        m_online = online;
        m_offlineReason = reason;
        showReading(m_console.reading());
    });
    connect(&m_console, &Console::pollProblemChanged, this, [this](const QString &sentence) {
        m_pollProblem = sentence;
        showReading(m_console.reading());
    });

    m_autostop = autostop;
    if (m_autostop) {
        m_details->setAutostop(m_autostop);
        connect(m_details, &InstanceDetails::autostopRequested, this, &InstancesPage::editAutostop);
        connect(m_autostop, &AutostopWatcher::stoppingSoon, this,
                [this](const Instance &i, int minutesLeft, int idleMinutes) {
                    m_stopWarnings.removeIf([&](const StopWarning &w) { return w.instance.id == i.id; });
                    m_stopWarnings.append({i, minutesLeft, idleMinutes});
                    showStopWarnings();
                });
        connect(m_autostop, &AutostopWatcher::stopAverted, this, [this](const QString &id) {
            m_stopWarnings.removeIf([&](const StopWarning &w) { return w.instance.id == id; });
            showStopWarnings();
        });
        connect(m_autostop, &AutostopWatcher::held, this,
                [this](const Instance &i, bool ok, const QString &problem, const QStringList &byConsole) {
                    m_keepRunning->setEnabled(true);
                    if (!ok) {
                        showProblem(tr("%1 could not be kept running: %2").arg(i.name, problem));
                        return;
                    }
                    m_stopWarnings.removeIf([&](const StopWarning &w) { return w.instance.id == i.id; });
                    showStopWarnings();
                    m_notice->setText(byConsole.isEmpty()
                                          ? tr("%1 keeps running for the next hour; autostop counts idle time again "
                                               "after that.")
                                                .arg(i.name)
                                          : tr("%1 was idle by its agent's count, but the console sees it used (%2): "
                                               "kept running for %3.")
                                                .arg(i.name, byConsole.join(tr(", ")),
                                                     AutostopText::duration(AutostopWatcher::kConsoleHoldMinutes)));
                    m_notice->show();
                });
        connect(m_keepRunning, &QPushButton::clicked, this, [this] {
            if (m_stopWarnings.isEmpty())
                return;
            m_keepRunning->setEnabled(false);
            m_autostop->keepRunning(m_stopWarnings.first().instance.id, 60);
        });
    }

    m_actions = new InstanceActions(console, *this, confirmer, ssh, this);
    m_table->setContextMenuPolicy(Qt::ActionsContextMenu);
    m_table->addActions(m_actions->all());
    m_table->addAction(m_actions->startOnCard()); // in the menu, not the toolbar: seldom needed
    m_table->addAction(m_actions->reboot());
    m_table->addAction(m_actions->dataDisk());
    m_table->addAction(m_actions->createLike());
    m_table->addAction(m_actions->copyData());
    if (!m_actions->sshActions().isEmpty()) {
        auto *separator = new QAction(this);
        separator->setSeparator(true);
        m_table->addAction(separator);
        m_table->addActions(m_actions->sshActions());
    }
    connect(m_actions, &InstanceActions::said, this, [this](const QString &sentence, bool problem) {
        if (problem) {
            showProblem(sentence);
            // An SSH action failed on the selected instance: the doctor checks its connection.
            m_problemInstance = selectedId();
            m_diagnoseButton->setVisible(!m_problemInstance.isEmpty());
        } else {
            showProblem({});
            m_notice->setText(sentence);
            m_notice->setVisible(!sentence.isEmpty());
        }
    });
    connect(&m_console, &Console::actionFailed, this, [this](const QString &id, const ApiError &error) {
        showProblem(error.sentence(m_console.currency()), error.remedy());
        m_problemInstance = id;
        m_refusal = error;
        m_diagnoseButton->setVisible(!id.isEmpty());
    });
    connect(m_diagnoseButton, &QPushButton::clicked, this,
            [this] { Q_EMIT diagnoseRequested(m_problemInstance, m_refusal); });
    connect(m_actions, &InstanceActions::diagnoseRequested, this,
            [this](const QString &id) { Q_EMIT diagnoseRequested(id, std::nullopt); });
    connect(m_remedyButton, &QPushButton::clicked, this, [this] { Q_EMIT remedyRequested(m_remedy); });
    connect(&m_console, &Console::actionDone, this, [this] { showProblem({}); });
    connect(&m_console, &Console::loadedChanged, this, &InstancesPage::refreshEmptyHint);
    // Packages are the only other billing mode: without them the column would say "On demand" on every row.
    const PlatformTraits can = m_console.platform().traits();
    m_model->setBatchJobs(can.batchJobs);
    m_table->setColumnHidden(InstanceTableModel::Billing, !can.packages);
    for (int column = 0; column < InstanceTableModel::ColumnCount; ++column) {
        if (m_model->columnSaysNothing(column, can.gpuHoursOnly))
            m_table->setColumnHidden(column, true);
    }
    connect(m_model, &QAbstractItemModel::rowsInserted, this, &InstancesPage::refreshEmptyHint);
    connect(m_model, &QAbstractItemModel::rowsRemoved, this, &InstancesPage::refreshEmptyHint);
    refreshEmptyHint();
    showReading(m_console.reading());
}

InstancesPage::~InstancesPage() = default;

void InstancesPage::showStopWarnings()
{
    m_stopWarning->setVisible(!m_stopWarnings.isEmpty());
    m_keepRunning->setVisible(!m_stopWarnings.isEmpty());
    if (m_stopWarnings.isEmpty())
        return;
    const StopWarning &w = m_stopWarnings.first();
    m_stopWarning->setText(AutostopText::stoppingSoon(w.instance, w.minutesLeft, w.idleMinutes, m_console.currency()));
    m_keepRunning->setText(tr("Keep running 1 h"));
}

void InstancesPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        showStopWarnings();
    ShellPage::changeEvent(event);
}

QString InstancesPage::stopWarningText() const
{
    return m_stopWarning->isHidden() ? QString() : m_stopWarning->text();
}

void InstancesPage::editAutostop(const QString &instanceId)
{
    const Instance *i = m_console.instance(instanceId);
    if (!i || !m_autostop)
        return;
    auto *dialog = new AutostopDialog(m_console, *m_autostop, *i, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
}

QString InstancesPage::title() const
{
    return tr("Instances");
}

QIcon InstancesPage::icon() const
{
    return Icons::get(QStringLiteral("instances"));
}

QList<QAction *> InstancesPage::toolBarActions() const
{
    // The toolbar keeps what is used most; the rest is in the table's context menu.
    QList<QAction *> actions = m_actions->all();
    if (!m_actions->sshActions().isEmpty())
        actions << m_actions->openTerminal() << m_actions->tunnels();
    return actions;
}

void InstancesPage::showGpuHours(const BillingReading &r)
{
    // A lab's cluster charges no money: what the jobs hold, and what they used so far, in GPU-hours.
    int cards = 0, queued = 0;
    qint64 gpuSeconds = 0;
    for (const Instance &i : m_console.instances()) {
        if (i.queue)
            ++queued;
        if (i.state != InstanceState::Running)
            continue;
        cards += i.gpuCount;
        if (i.startedAt && r.platformTime.isValid())
            gpuSeconds += qint64(i.gpuCount) * std::max<qint64>(0, i.startedAt->secsTo(r.platformTime));
    }
    m_money->setText(tr("%n GPU(s) held by your jobs now", nullptr, cards) + u"   "_s
                     + tr("%1 GPU-hours so far").arg(QLocale().toString(gpuSeconds / 3600.0, 'f', 1)));
    m_money->show();
    m_summary->setText(queued > 0 ? tr("%n job(s) waiting in the queue", nullptr, queued)
                                  : tr("Your lab's cluster counts GPU-hours, not money."));
    m_warning->hide();
    m_problem->hide();
}

QString InstancesPage::noticeText() const
{
    return m_notice->isHidden() ? QString() : m_notice->text();
}

void InstancesPage::showReading(const BillingReading &r)
{
    if (m_console.isLoaded() && m_console.platform().traits().gpuHoursOnly) {
        showGpuHours(r);
        return;
    }
    const bool wallet = m_console.platform().has<BillingSummary>();
    if (m_console.isLoaded() && !wallet) {
        // Nothing to wait for (Compshare's API has no balance or ledger): what the meter itself sees.
        m_money->setText(tr("Now %1/h").arg(r.currency.format(r.ratePerHour)) + u"   "_s
                         + tr("running so far %1").arg(r.currency.format(r.total)));
        m_money->show();
        m_summary->setText(tr("The balance and the bills are on the platform's web site: its API does not give "
                              "them."));
        m_warning->hide();
        m_problem->hide();
        return;
    }
    if (!m_console.isLoaded() || !r.billingKnown) {
        // Nothing is known before the first answer for the account: no figure is shown.
        m_summary->setText(m_console.isLoaded() ? tr("Reading the balance…")
                                                : tr("Log in to see your instances and what they cost."));
        m_money->hide();
        m_warning->hide();
        m_problem->hide();
        return;
    }
    const Money vouchers = r.credit - r.balance;
    m_money->setText(tr("Now %1/h").arg(r.currency.format(r.ratePerHour)) + u"   "_s
                     + tr("running so far %1").arg(r.currency.format(r.total)) + u"   "_s
                     + tr("today %1").arg(r.currency.format(r.spentToday)));
    m_money->show();
    QStringList parts{r.balanceKnown ? tr("Balance %1").arg(r.currency.format(r.balance))
                                     : tr("The balance is on the platform's web site")};
    if (r.runwayMinutes)
        parts << tr("lasts %1 at %2/h")
                     .arg(InstanceWords::duration(*r.runwayMinutes * 60), r.currency.format(r.ratePerHour));
    else if (r.ratePerHour.isZero())
        parts << tr("nothing is billing now");
    if (vouchers.cents() > 0)
        parts << tr("vouchers %1").arg(r.currency.format(vouchers));
    // What stopped instances keep costing: their disks, every day.
    Money storing;
    int stopped = 0;
    for (const Instance &instance : m_console.instances()) {
        const Instance *i = &instance;
        if (i->state == InstanceState::Stopped && i->meter.kind.value_or(QString()) == u"storage"_s) {
            storing += i->meter.ratePerDay.value_or(i->meter.ratePerHour * 24);
            ++stopped;
        }
    }
    if (stopped > 0)
        parts << tr("%n stopped instance(s) store for %1 a day", "", stopped).arg(r.currency.format(storing));
    if (r.minutesToSpendLimit)
        parts << (*r.minutesToSpendLimit == 0
                      ? tr("spend limit reached")
                      : tr("spend limit in %1").arg(InstanceWords::duration(*r.minutesToSpendLimit * 60)));
    m_summary->setText(parts.join(u"  ·  "_s));
    QString warning;
    if (!m_online)
        warning = tr("Offline: %1 The figures are the last known, estimated forward.").arg(m_offlineReason);
    else if (!m_pollProblem.isEmpty())
        warning = tr("Not updated: %1 The figures are the last known, estimated forward.").arg(m_pollProblem);
    else if (r.stale && r.platformTime.isValid())
        warning = tr("The figures are stale: the platform has not answered for a while; they are estimated "
                     "forward.");
    m_warning->setText(warning);
    m_warning->setVisible(!warning.isEmpty());
}

void InstancesPage::setStockWatchBanner(StockWatchBanner *banner)
{
    m_stockBanner = banner;
    if (auto *column = qobject_cast<QVBoxLayout *>(layout()))
        column->insertWidget(0, banner);
}

void InstancesPage::refreshEmptyHint()
{
    m_emptyHint->setText(m_console.isLoaded() ? m_emptyText : tr("Not logged in."));
    const bool empty = m_model->rowCount() == 0;
    m_stack->setCurrentWidget(empty ? static_cast<QWidget *>(m_emptyHint) : m_table);
    // "Select an instance to see…" means nothing beside an empty table.
    m_details->setVisible(!empty);
    showReading(m_console.reading());
}

QString InstancesPage::summaryText() const
{
    return m_money->isHidden() ? m_summary->text() : m_money->text() + u"  ·  "_s + m_summary->text();
}

void InstancesPage::showProblem(const QString &sentence, ApiError::Remedy remedy)
{
    m_problem->setText(sentence);
    m_problem->setVisible(!sentence.isEmpty());
    m_remedy = remedy;
    const QString action = sentence.isEmpty() ? QString() : Remedies::actionText(remedy);
    m_remedyButton->setText(action);
    m_remedyButton->setVisible(!action.isEmpty());
    m_problemInstance.clear();
    m_refusal.reset();
    m_diagnoseButton->hide();
}

void InstancesPage::selectInstance(const QString &instanceId)
{
    const int row = m_model->rowOf(instanceId);
    if (row < 0)
        return;
    const QModelIndex index = m_sorted->mapFromSource(m_model->index(row, 0));
    m_table->selectionModel()->select(index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    m_table->setCurrentIndex(index);
    m_table->scrollTo(index);
}

QString InstancesPage::problemText() const
{
    return m_problem->isHidden() ? QString() : m_problem->text();
}

QString InstancesPage::warningText() const
{
    return m_warning->isHidden() ? QString() : m_warning->text();
}

bool InstancesPage::showsEmptyHint() const
{
    return m_stack->currentWidget() == m_emptyHint;
}

bool InstancesPage::eventFilter(QObject *watched, QEvent *event)
{
    // Files dragged onto a row go to that instance: the row under the pointer is the
    // destination, shown selected while the drag is over it.
    if (watched != m_table->viewport())
        return ShellPage::eventFilter(watched, event);
    const auto paths = [](const QMimeData *mime) {
        QStringList out;
        for (const QUrl &url : mime && mime->hasUrls() ? mime->urls() : QList<QUrl>()) {
            if (url.isLocalFile())
                out << url.toLocalFile();
        }
        return out;
    };
    switch (event->type()) {
    case QEvent::DragEnter:
    case QEvent::DragMove: {
        auto *drag = static_cast<QDragMoveEvent *>(event);
        if (paths(drag->mimeData()).isEmpty())
            return false;
        if (const QModelIndex index = m_table->indexAt(drag->position().toPoint()); index.isValid())
            m_table->selectRow(index.row());
        drag->acceptProposedAction();
        return true;
    }
    case QEvent::Drop: {
        auto *drop = static_cast<QDropEvent *>(event);
        const QStringList dropped = paths(drop->mimeData());
        if (dropped.isEmpty())
            return false;
        drop->acceptProposedAction();
        const QModelIndex index = m_table->indexAt(drop->position().toPoint());
        Q_EMIT filesDropped(index.isValid() ? index.data(InstanceTableModel::IdRole).toString() : QString(), dropped);
        return true;
    }
    default:
        return ShellPage::eventFilter(watched, event);
    }
}

QString InstancesPage::selectedId() const
{
    const QModelIndexList rows
        = m_table->selectionModel() ? m_table->selectionModel()->selectedRows() : QModelIndexList();
    return rows.isEmpty() ? QString() : rows.first().data(InstanceTableModel::IdRole).toString();
}

void InstancesPage::setUpTable(QTableView &table)
{
    table.setSortingEnabled(true);
    table.sortByColumn(InstanceTableModel::Name, Qt::AscendingOrder);
    table.setSelectionBehavior(QAbstractItemView::SelectRows);
    table.setSelectionMode(QAbstractItemView::SingleSelection);
    table.setAlternatingRowColors(true);
    table.setItemDelegate(new InstanceCellDelegate(&table));
    table.verticalHeader()->hide();
    // Columns fit the rows in view, measured when they can change: QHeaderView::ResizeToContents
    // measured a thousand rows' text at every change (ten thousand instances ticking cost 11% of
    // a core), and every column of the rows in view at each second's costs.
    new ColumnFitter(table, {InstanceTableModel::Cost, InstanceTableModel::Uptime, InstanceTableModel::TimeLeft});
}

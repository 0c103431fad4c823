#include "ui/doctor/doctorpage.h"

#include "core/api/platform.h"
#include "core/console/console.h"
#include "core/doctor/creationdoctor.h"
#include "core/doctor/doctorrunner.h"
#include "core/doctor/usagewatcher.h"
#include "core/session/session.h"
#include "core/ssh/sshkeypair.h"
#include "core/ssh/sshworkspace.h"
#include "ui/instances/instancetablemodel.h"
#include "ui/widgets/icons.h"
#include "ui/widgets/listtable.h"
#include "ui/widgets/messagestyle.h"
#include "ui/widgets/notifier.h"
#include "ui/widgets/remedies.h"

#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QIntValidator>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QStandardItemModel>
#include <QTableWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;
using Fix = DoctorCheck::Fix;
using Status = DoctorCheck::Status;

namespace {

/// The money guards as the page lists them: each kind of cause, by the prefix of its id.
struct GuardKind
{
    QString prefix;
    const char *name;
};
const QList<GuardKind> &guardKinds()
{
    static const QList<GuardKind> kinds{
        {u"runway"_s, QT_TRANSLATE_NOOP("DoctorPage", "Money about to run out (under an hour left)")},
        {u"spend_limit"_s, QT_TRANSLATE_NOOP("DoctorPage", "A spend limit about to stop instances")},
        {u"package_"_s, QT_TRANSLATE_NOOP("DoctorPage", "A package about to end (a day and an hour before)")},
        {u"storage:"_s, QT_TRANSLATE_NOOP("DoctorPage", "A stopped instance costing storage for over a week")},
        {u"disk:"_s, QT_TRANSLATE_NOOP("DoctorPage", "A disk 90% full")},
        {u"caches:"_s, QT_TRANSLATE_NOOP("DoctorPage", "Big caches on a system disk (Hugging Face, torch, pip)")},
        {u"voucher"_s, QT_TRANSLATE_NOOP("DoctorPage", "A voucher about to expire (3 days and 1 day before)")},
        {u"boot_limit"_s,
         QT_TRANSLATE_NOOP("DoctorPage", "The boot limit of an unverified account (30 and 5 minutes before)")},
        {u"time_limit"_s,
         QT_TRANSLATE_NOOP("DoctorPage", "A job's time limit about to end it (30 and 5 minutes before)")},
    };
    return kinds;
}

QString fixText(Fix fix, ApiError::Remedy remedy)
{
    switch (fix) {
    case Fix::Recharge:
        return Remedies::actionText(ApiError::Remedy::Recharge);
    case Fix::RaiseSpendLimit:
        return Remedies::actionText(ApiError::Remedy::RaiseSpendLimit);
    case Fix::Verify:
        return Remedies::actionText(ApiError::Remedy::Verify);
    case Fix::Start:
        return DoctorPage::tr("Start it");
    case Fix::ReleaseAndRecreate:
    case Fix::Restart:
        return DoctorPage::tr("Show it in Instances");
    case Fix::CreateLike:
        return DoctorPage::tr("Create one like it…");
    case Fix::RewriteSshConfig:
        return DoctorPage::tr("Rewrite the ssh config");
    case Fix::ChooseKey:
    case Fix::AddKeyToPlatform:
        return DoctorPage::tr("Open SSH keys");
    case Fix::MakeKeyPrivate:
        return DoctorPage::tr("Make the key private");
    case Fix::OpenTunnel:
        return DoctorPage::tr("Open a tunnel…");
    case Fix::None:
        break;
    }
    if (remedy == ApiError::Remedy::ChooseAnotherRegionOrCard)
        return DoctorPage::tr("Create it elsewhere…");
    return Remedies::actionText(remedy);
}

Fix fixOfRemedy(ApiError::Remedy remedy)
{
    switch (remedy) {
    case ApiError::Remedy::Recharge:
        return Fix::Recharge;
    case ApiError::Remedy::RaiseSpendLimit:
        return Fix::RaiseSpendLimit;
    case ApiError::Remedy::Verify:
        return Fix::Verify;
    default:
        return Fix::None;
    }
}

} // namespace

DoctorPage::DoctorPage(Console &console, DoctorRunner *runner, SshWorkspace *ssh, UsageWatcher *watcher,
                       BudgetGuards &budget, Notifier &notifier, QWidget *parent)
    : ShellPage(parent)
    , m_console(console)
    , m_ssh(ssh)
    , m_watcher(watcher)
    , m_notifier(notifier)
    , m_runner(runner)
    , m_budget(budget)
    , m_instance(new QComboBox(this))
    , m_port(new QLineEdit(this))
    , m_died(new QCheckBox(tr("My run stopped by itself: also find out why"), this))
    , m_log(new QLineEdit(this))
    , m_run(new QPushButton(tr("Diagnose"), this))
    , m_copy(new QPushButton(tr("Copy the report"), this))
    , m_verdict(MessageStyle::paragraph({}, this))
    , m_fix(new QPushButton(this))
    , m_checks(ListTable::make({tr("Step"), tr("Result"), tr("What it saw"), tr("What to do")}, this, false))
    , m_guardTable(ListTable::make({tr("Guard"), tr("State"), tr("Now")}, this))
    , m_snooze(new QPushButton(tr("Snooze for a day"), this))
{
    if (m_runner) {
        connect(m_runner, &DoctorRunner::finished, this, [this](const QString &id, const DoctorReport &report) {
            if (id != m_reportInstance)
                return;
            const auto failed = std::find_if(report.checks.cbegin(), report.checks.cend(),
                                             [](const DoctorCheck &c) { return c.status == Status::Failed; });
            showReport(report, failed == report.checks.cend() ? Fix::None : failed->fix, ApiError::Remedy::None);
        });
    }
    m_instance->setObjectName(u"doctorInstance"_s);
    // As wide as a usual name: measuring every name (of thousands) at each change is not worth it.
    m_instance->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_instance->setMinimumContentsLength(24);
    m_port->setValidator(new QIntValidator(1, 65535, m_port));
    m_port->setPlaceholderText(tr("optional, e.g. 6006 for TensorBoard"));
    m_port->setMinimumWidth(m_port->fontMetrics().horizontalAdvance(m_port->placeholderText()) + 24);
    m_log->setPlaceholderText(tr("optional: its log file on the instance, e.g. ~/train.log"));
    m_log->setEnabled(false);
    m_copy->setEnabled(false);
    m_fix->hide();
    m_verdict->setObjectName(u"verdict"_s);
    QFont larger = m_verdict->font();
    larger.setPointSizeF(larger.pointSizeF() * 1.15);
    larger.setBold(true);
    m_verdict->setFont(larger);
    m_verdict->hide();
    m_checks->setWordWrap(true);
    m_checks->setAccessibleName(tr("Checks, layer by layer"));
    m_guardTable->setAccessibleName(tr("Spending guards"));
    m_checks->horizontalHeader()->setSectionResizeMode(2, QHeaderView::Stretch);
    m_checks->horizontalHeader()->setSectionResizeMode(3, QHeaderView::Stretch);
    m_checks->hide();
    m_guardTable->setWordWrap(true);
    // Wrapped cells are as tall as their text at the columns' width: measured again when it changes.
    for (QTableWidget *table : {m_checks, m_guardTable})
        connect(table->horizontalHeader(), &QHeaderView::sectionResized, table, &QTableView::resizeRowsToContents,
                Qt::QueuedConnection);

    auto *diagnose = new QGroupBox(tr("Diagnose an instance"), this);
    auto *form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::FieldsStayAtSizeHint);
    m_instance->setMinimumWidth(m_instance->fontMetrics().horizontalAdvance(u'x') * 36);
    m_log->setMinimumWidth(m_log->fontMetrics().horizontalAdvance(m_log->placeholderText()) + 40);
    form->addRow(tr("Instance"), m_instance);
    form->addRow(tr("Service port"), m_port);
    form->addRow(QString(), m_died);
    form->addRow(tr("Log file"), m_log);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_run);
    buttons->addWidget(m_copy);
    buttons->addStretch();
    auto *verdictRow = new QHBoxLayout;
    verdictRow->addWidget(m_verdict, 1);
    verdictRow->addWidget(m_fix, 0, Qt::AlignTop);
    auto *diagnoseLayout = new QVBoxLayout(diagnose);
    diagnoseLayout->addWidget(MessageStyle::paragraph(
        tr("Can't connect, can't open your service, or your run vanished? This checks one layer at a time, in "
           "order, and stops at the first broken one: fix that one before changing anything else."),
        this));
    diagnoseLayout->addLayout(form);
    diagnoseLayout->addLayout(buttons);
    diagnoseLayout->addLayout(verdictRow);
    diagnoseLayout->addWidget(m_checks, 1);
    diagnoseLayout->addStretch(); // before the first report, the form stays at the top

    auto *guards = new QGroupBox(tr("Guards"), this);
    auto *guardButtons = new QHBoxLayout;
    guardButtons->addStretch();
    guardButtons->addWidget(m_snooze);
    auto *guardLayout = new QVBoxLayout(guards);
    // A lab's cluster bills nothing: its guards watch time, not money.
    guardLayout->addWidget(MessageStyle::paragraph(
        m_console.platform().traits().gpuHoursOnly
            ? tr("While gpudesk runs, these watch your jobs and warn you once for each cause, before a time limit "
                 "ends your work. Snooze one you already know about.")
            : tr("While gpudesk runs, these watch your money and warn you once for each cause, before it costs you. "
                 "Snooze one you already know about."),
        this));
    guardLayout->addWidget(m_guardTable);
    guardLayout->addLayout(guardButtons);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(diagnose, 3);
    layout->addWidget(guards, 2);

    connect(m_died, &QCheckBox::toggled, m_log, &QWidget::setEnabled);
    connect(m_run, &QPushButton::clicked, this, &DoctorPage::run);
    connect(m_copy, &QPushButton::clicked, this, [this] { QGuiApplication::clipboard()->setText(m_report.toText()); });
    connect(m_fix, &QPushButton::clicked, this, &DoctorPage::applyFix);
    connect(m_snooze, &QPushButton::clicked, this, &DoctorPage::snooze);
    connect(m_guardTable, &QTableWidget::itemSelectionChanged, this, &DoctorPage::refreshButtons);
    connect(m_instance, &QComboBox::currentIndexChanged, this, &DoctorPage::refreshButtons);
    connect(&m_console, &Console::instancesChanged, this, &DoctorPage::refreshInstances);
    connect(&m_console, &Console::readingChanged, this, &DoctorPage::checkGuards);
    connect(&m_console.session(), &Session::loggedIn, this, &DoctorPage::renderGuards);
    connect(&m_console.session(), &Session::loggedOut, this, &DoctorPage::renderGuards);
    connect(&m_console.session(), &Session::expired, this, &DoctorPage::renderGuards);
    if (m_watcher)
        connect(m_watcher, &UsageWatcher::guardsChanged, this, &DoctorPage::renderGuards);
    refreshInstances();
    renderGuards();
}

DoctorPage::~DoctorPage() = default;

QString DoctorPage::title() const
{
    return tr("Doctor");
}

QIcon DoctorPage::icon() const
{
    return Icons::get(u"doctor"_s);
}

QString DoctorPage::stepName(const QString &id)
{
    static const QHash<QString, const char *> names{
        {u"state"_s, QT_TR_NOOP("Instance state")},
        {u"endpoint"_s, QT_TR_NOOP("Address in the ssh config")},
        {u"key"_s, QT_TR_NOOP("Key")},
        {u"network"_s, QT_TR_NOOP("Network")},
        {u"ssh"_s, QT_TR_NOOP("SSH and host key")},
        {u"auth"_s, QT_TR_NOOP("Login")},
        {u"service"_s, QT_TR_NOOP("Service inside")},
        {u"mapping"_s, QT_TR_NOOP("Public port")},
        {u"gpu_memory"_s, QT_TR_NOOP("GPU memory")},
        {u"host_memory"_s, QT_TR_NOOP("Memory (RAM)")},
        {u"disk"_s, QT_TR_NOOP("Disks")},
        {u"refusal"_s, QT_TR_NOOP("Refusal")},
    };
    const auto it = names.constFind(id);
    return it == names.cend() ? id : tr(*it);
}

void DoctorPage::refreshInstances()
{
    // At each poll that changed anything, most often a name or a state: where the instances are the
    // same ones in the same order only the names that changed are set (the box made again item by
    // item at ten thousand instances held the window up for a tenth of a second).
    const QList<Instance> &instances = m_console.instances();
    bool same = instances.size() == m_instanceIds.size();
    for (qsizetype row = 0; same && row < instances.size(); ++row)
        same = instances[row].id == m_instanceIds[row];
    const QSignalBlocker quiet(m_instance);
    if (same) {
        for (int row = 0; row < instances.size(); ++row) {
            if (m_instanceNames[row] != instances[row].name) {
                m_instanceNames[row] = instances[row].name;
                m_instance->setItemText(row, instances[row].name);
            }
        }
        return refreshButtons();
    }
    const QString chosen = m_instance->currentData().toString();
    m_instance->clear();
    QList<QStandardItem *> items;
    items.reserve(instances.size());
    m_instanceIds.clear();
    m_instanceNames.clear();
    for (const Instance &i : instances) {
        auto *item = new QStandardItem(i.name);
        item->setData(i.id, Qt::UserRole);
        items << item;
        m_instanceIds << i.id;
        m_instanceNames << i.name;
    }
    // All in one insertion (one signal, not one for each), into the box's own model (none other is
    // set on it).
    static_cast<QStandardItemModel *>(m_instance->model())->invisibleRootItem()->appendRows(items);
    const int again = m_instance->findData(chosen);
    m_instance->setCurrentIndex(again >= 0 ? again : 0);
    refreshButtons();
}

void DoctorPage::refreshButtons()
{
    const QString id = m_instance->currentData().toString();
    const bool busy = m_runner && m_runner->isRunning(id);
    m_run->setEnabled(m_runner && !id.isEmpty() && !busy);
    m_run->setToolTip(!m_runner          ? tr("Diagnosing needs the SSH workspace, which is off on this computer.")
                          : id.isEmpty() ? tr("There is no instance to diagnose.")
                                         : QString());
    const int row = m_guardTable->currentRow();
    m_snooze->setEnabled(row >= 0 && !m_guardCauses.value(row).isEmpty());
}

void DoctorPage::diagnose(const QString &instanceId)
{
    const int index = m_instance->findData(instanceId);
    if (index < 0)
        return;
    m_instance->setCurrentIndex(index);
    run();
}

void DoctorPage::run()
{
    const QString id = m_instance->currentData().toString();
    const Instance *found = m_console.instance(id);
    if (!m_runner || !found)
        return;
    const Instance instance = *found;
    DoctorRunner::Request request;
    request.instance = instance;
    request.now = m_console.platformNow();
    const QString portText = m_port->text().trimmed();
    if (!portText.isEmpty()) {
        bool ok = false;
        const int port = portText.toInt(&ok);
        if (!ok || port < 1 || port > 65535) {
            MessageStyle::say(m_verdict, tr("“%1” is not a port: a whole number from 1 to 65535.").arg(portText), true);
            m_verdict->show();
            return;
        }
        request.servicePort = port;
    }
    request.processDeath = m_died->isChecked();
    request.logPath = m_died->isChecked() ? m_log->text().trimmed() : QString();
    m_reportInstance = id;
    MessageStyle::say(m_verdict, tr("Checking %1, one layer at a time…").arg(instance.name), false);
    m_verdict->show();
    m_fix->hide();
    m_run->setEnabled(false);
    m_console.platform().sshKeys(this, [this, request](const ApiResult<QList<SshKey>> &keys) mutable {
        if (!keys.ok()) {
            MessageStyle::say(m_verdict,
                              tr("Your SSH keys could not be read from the platform: %1")
                                  .arg(keys.error().sentence(m_console.currency())),
                              true);
            refreshButtons();
            return;
        }
        for (const SshKey &k : keys.value())
            request.registeredFingerprints << k.fingerprint;
        if (!m_runner->run(request)) // its report comes from the check in progress
            MessageStyle::say(m_verdict, tr("%1 is being checked already…").arg(request.instance.name), false);
        refreshButtons();
    });
}

void DoctorPage::explainRefusal(const QString &instanceId, const ApiError &error)
{
    // The alternatives by their names, as the rest of the console shows cards and regions.
    ApiError named = error;
    for (const auto &[field, name] :
         {std::pair{u"regions"_s, &Console::regionName}, std::pair{u"gpu_types"_s, &Console::cardName}}) {
        QJsonArray names;
        for (const QJsonValue &v : error.details.value(field).toArray())
            names.append((m_console.*name)(v.toString()));
        if (!names.isEmpty())
            named.details.insert(field, names);
    }
    const CreationDoctor::Diagnosis d = CreationDoctor::ofRefusal(named, m_console.currency());
    DoctorReport report;
    QStringList remedies;
    for (const QString &r : d.remedies)
        remedies << (d.remedies.size() > 1 ? u"• "_s + r : r);
    report.checks = {{u"refusal"_s, Status::Failed, error.sentence(m_console.currency()), remedies.join(u'\n')}};
    report.verdict = d.verdict;
    m_reportInstance = instanceId;
    showReport(report, fixOfRemedy(d.action), d.action);
}

void DoctorPage::showReport(const DoctorReport &report, Fix fix, ApiError::Remedy remedy)
{
    m_report = report;
    m_pendingFix = fix;
    m_pendingRemedy = remedy;
    MessageStyle::say(m_verdict, report.verdict, !report.passed());
    m_verdict->show();
    const QString action = fixText(fix, remedy);
    m_fix->setText(action);
    m_fix->setVisible(!action.isEmpty());
    m_checks->setRowCount(int(report.checks.size()));
    for (int row = 0; row < report.checks.size(); ++row) {
        const DoctorCheck &c = report.checks[row];
        const QString result = c.status == Status::Passed ? tr("passed")
            : c.status == Status::Failed                  ? tr("failed")
                                                          : tr("not checked");
        ListTable::fillRow(m_checks, row, {stepName(c.id), result, c.saw, c.todo});
        const QColor color = c.status == Status::Passed ? MessageStyle::billingColor()
            : c.status == Status::Failed                ? MessageStyle::problemColor()
                                                        : palette().color(QPalette::Disabled, QPalette::Text);
        m_checks->item(row, 0)->setIcon(Icons::dot(color));
        if (c.status == Status::Skipped) {
            for (int column = 0; column < m_checks->columnCount(); ++column)
                m_checks->item(row, column)->setForeground(color);
        }
    }
    m_checks->resizeRowsToContents();
    m_checks->show();
    m_copy->setEnabled(true);
    refreshButtons();
    Q_EMIT reported();
}

void DoctorPage::applyFix()
{
    const QString id = m_reportInstance;
    switch (m_pendingFix) {
    case Fix::MakeKeyPrivate: {
        QString error;
        if (!SshKeyPair::fixPermissions(m_ssh->preferences().defaultIdentity, &error)) {
            MessageStyle::say(m_verdict, error, true);
            return;
        }
        diagnose(id); // and look again: the next layer may be broken too
        return;
    }
    case Fix::RewriteSshConfig: {
        // Once written, look again.
        auto *once = new QObject(this);
        connect(m_ssh, &SshWorkspace::synced, once, [this, once, id] {
            once->deleteLater();
            diagnose(id);
        });
        m_ssh->resync();
        return;
    }
    case Fix::Start:
        m_console.start(id, true);
        MessageStyle::say(m_verdict, tr("Starting it: diagnose again once it runs."), false);
        m_fix->hide();
        return;
    default:
        Q_EMIT fixRequested(id, m_pendingFix, m_pendingRemedy);
    }
}

void DoctorPage::checkGuards()
{
    BudgetGuards::Context context;
    context.account = m_console.session().account();
    context.cardNames = m_console.cardNames(); // the vouchers' guard names the cards they pay
    for (const BudgetGuards::Warning &w : m_budget.check(m_console.reading(), m_console.instances(), context))
        m_notifier.notify(w.title, w.text);
    renderGuards();
}

void DoctorPage::renderGuards()
{
    QList<GuardState> states = m_budget.states();
    if (m_watcher)
        states += m_watcher->diskGuards().states();
    const QLocale locale;
    // Logged out (a session that ended overnight, say), nothing is read: the guards say so.
    const bool watching = m_console.session().state() == Session::State::LoggedIn;
    if (!watching)
        states.clear();
    m_guardCauses.clear();
    QList<QStringList> rows;
    for (const GuardKind &kind : guardKinds()) {
        const bool disk = kind.prefix == u"disk:"_s || kind.prefix == u"caches:"_s;
        if (disk && !m_watcher)
            continue; // not watched here
        // Money where the platform counts money; time limits where its instances are jobs.
        const PlatformTraits can = m_console.platform().traits();
        const bool money = !disk && kind.prefix != u"time_limit"_s;
        if ((money && can.gpuHoursOnly) || (kind.prefix == u"time_limit"_s && !can.batchJobs))
            continue;
        // Where there is none to watch: no vouchers on the platform, no boot limit on the account.
        const BillingSummary *summary = m_console.platform().facet<BillingSummary>();
        if (kind.prefix == u"voucher"_s && !(summary && summary->hasVouchers()))
            continue;
        const std::optional<Account> &account = m_console.session().account();
        if (kind.prefix == u"boot_limit"_s && !(account && account->quotas.maxBootHours))
            continue;
        bool any = false;
        for (const GuardState &s : std::as_const(states)) {
            if (!s.warning.cause.startsWith(kind.prefix))
                continue;
            any = true;
            const QString state = s.snoozedUntil
                ? tr("snoozed until %1").arg(locale.toString(s.snoozedUntil->toLocalTime(), QLocale::ShortFormat))
                : tr("warned");
            // An instance's warning says which instance in its title.
            rows << QStringList{tr(kind.name), state,
                                s.warning.instanceId.isEmpty() ? s.warning.text
                                                               : s.warning.title + u". "_s + s.warning.text};
            m_guardCauses << s.warning.cause;
        }
        if (!any && !watching) {
            rows << QStringList{tr(kind.name), tr("not watching"),
                                tr("You are logged out, so gpudesk cannot see the account: log in again to be "
                                   "warned.")};
            m_guardCauses << QString();
        } else if (!any) {
            rows << QStringList{tr(kind.name), tr("quiet"), QString()};
            m_guardCauses << QString();
        }
    }
    // The reading comes every second; the table changes only when a guard's state does.
    if (rows == m_guardRows)
        return;
    m_guardRows = rows;
    m_guardTable->setRowCount(int(rows.size()));
    for (int row = 0; row < rows.size(); ++row) {
        ListTable::fillRow(m_guardTable, row, rows[row]);
        m_guardTable->item(row, 0)->setIcon(Icons::dot(
            m_guardCauses[row].isEmpty() && watching ? MessageStyle::billingColor() : MessageStyle::warningColor()));
    }
    m_guardTable->resizeRowsToContents();
    refreshButtons();
}

void DoctorPage::snooze()
{
    const QString cause = m_guardCauses.value(m_guardTable->currentRow());
    if (cause.isEmpty())
        return;
    const QDateTime until = m_console.platformNow().addDays(1);
    if (m_watcher && (cause.startsWith(u"disk:"_s) || cause.startsWith(u"caches:"_s)))
        m_watcher->diskGuards().snooze(cause, until);
    else
        m_budget.snooze(cause, until);
    renderGuards();
}

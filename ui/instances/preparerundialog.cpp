#include "ui/instances/preparerundialog.h"

#include "core/api/platform.h"
#include "core/billing/bootlimit.h"
#include "core/billing/instancequote.h"
#include "core/console/console.h"
#include "core/model/instancewords.h"
#include "core/session/session.h"
#include "ui/instances/instancetablemodel.h"
#include "ui/widgets/messagestyle.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

PrepareRunDialog::PrepareRunDialog(Console &console, SshRemote &ssh, TransferQueue *transfers, const Instance &instance,
                                   QWidget *parent)
    : QDialog(parent)
    , m_console(console)
    , m_ssh(ssh)
    , m_transfers(transfers)
    , m_id(instance.id)
    , m_uploads(new QListWidget(this))
    , m_uploadTo(new QLineEdit(this))
    , m_fetches(new QPlainTextEdit(this))
    , m_smoke(new QLineEdit(this))
    , m_command(new QLineEdit(this))
    , m_stopWhenDone(new QCheckBox(tr("Stop the instance when the command ends, after"), this))
    , m_grace(new QSpinBox(this))
    , m_card(new QComboBox(this))
    , m_rates(new QLabel(this))
    , m_stages(new QTableWidget(0, 4, this))
    , m_result(new QLabel(this))
    , m_start(new QPushButton(tr("Start"), this))
    , m_cancel(new QPushButton(tr("Close"), this))
{
    setObjectName(u"prepareRunDialog"_s);
    setWindowTitle(tr("Prepare, then run — %1").arg(instance.name));
    auto *intro = new QLabel(tr("Prepare without the GPU at a fraction of the price, check that the code starts, "
                                "then run it with the GPU. A step that fails stops the rest, so no GPU hour goes to "
                                "code that does not start."),
                             this);
    intro->setWordWrap(true);
    m_uploads->setObjectName(u"uploads"_s);
    m_uploads->setMaximumHeight(90);
    auto *addFiles = new QPushButton(tr("Add files…"), this);
    auto *addFolder = new QPushButton(tr("Add a folder…"), this);
    auto *remove = new QPushButton(tr("Remove"), this);
    connect(addFiles, &QPushButton::clicked, this, &PrepareRunDialog::addFiles);
    connect(addFolder, &QPushButton::clicked, this, &PrepareRunDialog::addFolder);
    connect(remove, &QPushButton::clicked, this, [this] { qDeleteAll(m_uploads->selectedItems()); });
    auto *fileButtons = new QVBoxLayout;
    fileButtons->addWidget(addFiles);
    fileButtons->addWidget(addFolder);
    fileButtons->addWidget(remove);
    fileButtons->addStretch(1);
    auto *files = new QHBoxLayout;
    files->addWidget(m_uploads, 1);
    files->addLayout(fileButtons);
    for (QPushButton *b : {addFiles, addFolder, remove})
        b->setEnabled(m_transfers);
    m_uploadTo->setObjectName(u"uploadTo"_s);
    m_uploadTo->setText(instance.dataDisk && instance.dataDisk->mountPath ? *instance.dataDisk->mountPath
                                                                          : instance.homePath.value_or(QString()));
    m_smoke->setObjectName(u"smokeCommand"_s);
    m_smoke->setPlaceholderText(tr("e.g. python train.py --max-steps 2 --device cpu (optional)"));
    m_command->setObjectName(u"command"_s);
    m_command->setPlaceholderText(tr("e.g. python train.py"));
    m_stopWhenDone->setObjectName(u"stopWhenDone"_s);
    m_stopWhenDone->setChecked(true);
    m_grace->setRange(0, 24 * 60);
    m_grace->setValue(10);
    m_grace->setSuffix(tr(" min"));
    connect(m_stopWhenDone, &QCheckBox::toggled, m_grace, &QWidget::setEnabled);
    auto *stopRow = new QHBoxLayout;
    stopRow->addWidget(m_stopWhenDone);
    stopRow->addWidget(m_grace);
    stopRow->addStretch(1);
    auto *form = new QFormLayout;
    form->addRow(tr("Files to upload:"), files);
    form->addRow(tr("Into folder:"), m_uploadTo);
    // Data sets and weights straight onto the instance, at the no-GPU rate, not through the laptop.
    m_fetches->setObjectName(u"fetches"_s);
    m_fetches->setPlaceholderText(tr("One a line: a URL, or a command such as huggingface-cli download "
                                     "Qwen/Qwen2.5-7B --local-dir qwen (optional)"));
    m_fetches->setMaximumHeight(60);
    form->addRow(tr("Download on the instance (no GPU):"), m_fetches);
    form->addRow(tr("Smoke command (no GPU):"), m_smoke);
    form->addRow(tr("Command (with the GPU):"), m_command);
    // The seed's last step on a bigger card than the one it was prepared on.
    m_card->setObjectName(u"runOnCard"_s);
    m_card->addItem(tr("its card, %1 × %2").arg(instance.gpuCount).arg(console.cardName(instance.gpuType)), QString());
    form->addRow(tr("Run on:"), m_card);
    form->setRowVisible(m_card, console.platform().has<CardChange>());
    connect(m_card, &QComboBox::currentIndexChanged, this, &PrepareRunDialog::showRates);
    form->addRow(QString(), stopRow);
    m_rates->setObjectName(u"rates"_s);
    m_rates->setWordWrap(true);
    m_stages->setObjectName(u"stages"_s);
    m_stages->setHorizontalHeaderLabels({tr("Stage"), tr("State"), tr("Time"), tr("Cost")});
    m_stages->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_stages->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    m_stages->verticalHeader()->hide();
    m_stages->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_stages->setSelectionMode(QAbstractItemView::NoSelection);
    m_result->setObjectName(u"result"_s);
    m_result->setWordWrap(true);
    m_result->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *buttons = new QDialogButtonBox(this);
    buttons->addButton(m_start, QDialogButtonBox::AcceptRole);
    buttons->addButton(m_cancel, QDialogButtonBox::RejectRole);
    m_start->setDefault(true);
    connect(m_start, &QPushButton::clicked, this, &PrepareRunDialog::begin);
    connect(m_cancel, &QPushButton::clicked, this, [this] {
        if (m_flow && !m_flow->isFinished())
            m_flow->cancel();
        else
            reject();
    });
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(m_rates);
    layout->addWidget(m_stages, 1);
    layout->addWidget(m_result);
    layout->addWidget(buttons);
    m_tick.setInterval(1000);
    connect(&m_tick, &QTimer::timeout, this, &PrepareRunDialog::showStages);
    connect(&m_console, &Console::instancesChanged, this, [this](const QList<Instance> &instances) {
        if (m_flow)
            m_flow->setInstances(instances);
    });
    showStages();
    loadRates();
    // Every stage in sight without scrolling: the table is the point of the dialog once it runs.
    m_stages->setMinimumHeight(m_stages->horizontalHeader()->sizeHint().height()
                               + 7 * m_stages->verticalHeader()->defaultSectionSize() + 4);
    resize(760, 700);
}

PrepareRunDialog::~PrepareRunDialog() = default;

void PrepareRunDialog::setUploads(const QStringList &paths)
{
    m_uploads->clear();
    m_uploads->addItems(paths);
}

QString PrepareRunDialog::ratesText() const
{
    return m_rates->text();
}

QString PrepareRunDialog::resultText() const
{
    return m_result->text();
}

QStringList PrepareRunDialog::stageRows() const
{
    QStringList rows;
    for (int r = 0; r < m_stages->rowCount(); ++r) {
        QStringList cells;
        for (int c = 0; c < m_stages->columnCount(); ++c)
            cells << (m_stages->item(r, c) ? m_stages->item(r, c)->text() : QString());
        rows << cells.join(u" | "_s);
    }
    return rows;
}

void PrepareRunDialog::loadRates()
{
    const Instance *i = m_console.instance(m_id);
    if (!i)
        return;
    const QString gpuType = i->gpuType;
    Platform &platform = m_console.platform();
    PriceList *prices = platform.facet<PriceList>();
    if (!prices) // the no-GPU rate is the price list's
        return;
    prices->pricing(this, [this, &platform, gpuType](const ApiResult<Pricing> &prices) {
        if (!prices.ok())
            return;
        platform.gpuTypes(this, [this, gpuType, pricing = prices.value()](const ApiResult<QList<GpuType>> &r) {
            if (!r.ok())
                return;
            m_types = r.value();
            m_pricing = pricing;
            for (const GpuType &g : std::as_const(m_types)) {
                if (g.id != gpuType)
                    m_card->addItem(tr("%1 (%2/h a card)").arg(g.name, m_console.currency().format(g.pricePerHour)),
                                    g.id);
            }
            showRates();
        });
    });
}

void PrepareRunDialog::showRates()
{
    const Instance *i = m_console.instance(m_id);
    if (!i || !m_pricing)
        return;
    const QString chosen = m_card->currentData().toString();
    const QString gpuType = chosen.isEmpty() ? i->gpuType : chosen;
    for (const GpuType &g : std::as_const(m_types)) {
        if (g.id != gpuType)
            continue;
        const InstanceQuote q = InstanceQuote::of(g, i->gpuCount, 0, 0, *m_pricing);
        const Currency &c = m_console.currency();
        const auto percent = q.noGpuPercent();
        QString text = percent
            ? tr("Preparing costs %1/h without the GPU (%3% of the GPU's rate); the run %2/h with it.")
                  .arg(c.format(q.noGpuPerHour), c.format(q.gpuPerHour))
                  .arg(*percent)
            : tr("Preparing costs %1/h without the GPU; the run %2/h with it.")
                  .arg(c.format(q.noGpuPerHour), c.format(q.gpuPerHour));
        // An unverified account's boots are stopped after a few hours: said before the start.
        if (const auto &account = m_console.session().account()) {
            const QString limit = BootLimit::beforeStart(*account, m_console.platformNow());
            if (!limit.isEmpty())
                text += u"\n"_s + limit + u' '
                    + tr("The run with the GPU is a new boot: it too is stopped %n hour(s) after it begins.", "",
                         account->quotas.maxBootHours.value_or(0));
        }
        m_rates->setText(text);
    }
}

void PrepareRunDialog::addFiles()
{
    const QStringList paths = QFileDialog::getOpenFileNames(this, tr("Files to upload"));
    m_uploads->addItems(paths);
}

void PrepareRunDialog::addFolder()
{
    const QString path = QFileDialog::getExistingDirectory(this, tr("Folder to upload"));
    if (!path.isEmpty())
        m_uploads->addItem(path);
}

QString PrepareRunDialog::stageName(PrepareRun::Stage stage)
{
    switch (stage) {
    case PrepareRun::Stage::StartWithoutGpu:
        return tr("1. Start without the GPU");
    case PrepareRun::Stage::StartupScript:
        return tr("2. Startup script");
    case PrepareRun::Stage::Upload:
        return tr("3. Upload");
    case PrepareRun::Stage::Fetch:
        return tr("4. Download on the instance");
    case PrepareRun::Stage::Smoke:
        return tr("5. Smoke command");
    case PrepareRun::Stage::RestartWithGpu:
        return tr("6. Restart with the GPU");
    case PrepareRun::Stage::Run:
        return tr("7. Start the command");
    }
    return {};
}

QString PrepareRunDialog::statusName(PrepareRun::Status status)
{
    switch (status) {
    case PrepareRun::Status::Waiting:
        return tr("waiting");
    case PrepareRun::Status::Active:
        return tr("in progress…");
    case PrepareRun::Status::Done:
        return tr("done");
    case PrepareRun::Status::Skipped:
        return tr("skipped");
    case PrepareRun::Status::Failed:
        return tr("failed");
    }
    return {};
}

void PrepareRunDialog::showStages()
{
    const QDateTime now = m_console.platformNow();
    const QList<PrepareRun::Step> steps = m_flow ? m_flow->steps() : PrepareRun::waitingSteps();
    const Currency &c = m_console.currency();
    m_stages->setRowCount(int(steps.size()));
    Money total;
    for (int r = 0; r < steps.size(); ++r) {
        const PrepareRun::Step &s = steps[r];
        const bool timed = s.startedAt && s.status != PrepareRun::Status::Skipped;
        const qint64 seconds = timed ? s.startedAt->secsTo(s.endedAt.value_or(now)) : 0;
        const Money cost = timed ? s.cost(now) : Money();
        total = total + cost;
        auto *status = new QTableWidgetItem(statusName(s.status) + (s.note.isEmpty() ? QString() : u": "_s + s.note));
        status->setToolTip(s.note);
        m_stages->setItem(r, 0, new QTableWidgetItem(stageName(s.stage)));
        m_stages->setItem(r, 1, status);
        // A stage of the flow often lasts seconds: those are worth saying.
        const QString time = seconds < 60 ? tr("%n s", nullptr, int(seconds)) : InstanceWords::duration(seconds);
        m_stages->setItem(r, 2, new QTableWidgetItem(timed ? time : QString()));
        m_stages->setItem(r, 3,
                          new QTableWidgetItem(timed && !s.ratePerHour.isZero()
                                                   ? tr("%1 at %2/h").arg(c.format(cost), c.format(s.ratePerHour))
                                                   : QString()));
    }
    if (m_flow && !m_flow->isFinished())
        m_result->setText(tr("So far: %1.").arg(c.format(total)));
}

void PrepareRunDialog::begin()
{
    const Instance *i = m_console.instance(m_id);
    if (!i || m_flow)
        return;
    PrepareRun::Plan plan;
    plan.instanceId = m_id;
    for (int r = 0; r < m_uploads->count(); ++r)
        plan.uploads << m_uploads->item(r)->text();
    plan.uploadTo = m_uploadTo->text().trimmed();
    for (const QString &line : m_fetches->toPlainText().split(u'\n'))
        if (!line.trimmed().isEmpty())
            plan.fetches << line.trimmed();
    plan.smokeCommand = m_smoke->text().trimmed();
    plan.command = m_command->text().trimmed();
    plan.stopWhenDone = m_stopWhenDone->isChecked();
    plan.graceMinutes = m_grace->value();
    plan.runOnGpuType = m_card->currentData().toString();
    if (const QString problem = PrepareRun::planProblem(plan); !problem.isEmpty()) {
        MessageStyle::say(m_result, problem, true);
        return;
    }
    m_flow = new PrepareRun(
        m_console.platform(), m_ssh, m_transfers, [this] { return m_console.platformNow(); }, plan, this);
    connect(m_flow, &PrepareRun::changed, this, &PrepareRunDialog::showStages);
    connect(m_flow, &PrepareRun::finished, this, [this](bool ok, const QString &problem) {
        m_tick.stop();
        showStages();
        m_cancel->setText(tr("Close"));
        if (ok) {
            const PrepareRun::Plan &plan = m_flow->plan();
            const QString after = plan.stopWhenDone
                ? tr("The instance stops %1 after it ends.").arg(InstanceWords::duration(plan.graceMinutes * 60))
                : tr("The instance keeps running after it ends, until autostop finds it idle.");
            const QString where = m_flow->tmuxSession().isEmpty()
                ? tr("Its output goes to %1 on the instance.").arg(m_flow->logPath())
                : tr("Watch it in a terminal on the instance: tmux attach -t %1 (its output is also in %2).")
                      .arg(m_flow->tmuxSession(), m_flow->logPath());
            MessageStyle::say(m_result, tr("Running with the GPU. %1 %2").arg(where, after), false);
        } else
            MessageStyle::say(m_result, problem, true);
    });
    for (QWidget *w : std::initializer_list<QWidget *>{m_uploads, m_uploadTo, m_fetches, m_smoke, m_command, m_card,
                                                       m_stopWhenDone, m_grace, m_start})
        w->setEnabled(false);
    m_cancel->setText(tr("Cancel"));
    m_tick.start();
    m_flow->start(*i);
}

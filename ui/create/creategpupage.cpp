#include "ui/create/creategpupage.h"

#include "core/billing/gpuadvisor.h"
#include "ui/create/choicetable.h"
#include "ui/create/createwizard.h"
#include "ui/widgets/messagestyle.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

QTableWidgetItem *cell(const QString &text, Qt::Alignment align = Qt::AlignLeft | Qt::AlignVCenter)
{
    auto *item = new QTableWidgetItem(text);
    item->setTextAlignment(align);
    return item;
}

} // namespace

CreateGpuPage::CreateGpuPage(CreateWizard &wizard)
    : m_wizard(wizard)
    , m_cards(ChoiceTable::make(
          u"cards"_s,
          {tr("Card"), tr("Memory"), tr("Bandwidth"), tr("FP16"), tr("Price"), tr("Free here"), tr("For your job")}))
    , m_helper(new QGroupBox(tr("What will you run?")))
    , m_task(new QComboBox)
    , m_size(new QDoubleSpinBox)
    , m_precision(new QComboBox)
    , m_advice(new QLabel)
    , m_count(new QSpinBox)
    , m_sizeRow(new QWidget)
    , m_machineSize(new QComboBox)
    , m_locked(new QLabel)
{
    setTitle(tr("GPU"));
    setSubTitle(tr("For your own projects memory is usually the first limit, before compute. For token-by-token "
                   "generation, memory bandwidth matters more than FP16."));
    auto *layout = new QVBoxLayout(this);

    auto *row = new QHBoxLayout(m_helper);
    m_task->setObjectName(u"task"_s);
    m_task->addItem(tr("Data preparation, debugging"), int(GpuAdvisor::Task::Preprocessing));
    m_task->addItem(tr("Inference with a model"), int(GpuAdvisor::Task::Inference));
    m_task->addItem(tr("LoRA / parameter-efficient fine-tuning"), int(GpuAdvisor::Task::ParameterEfficientTuning));
    m_task->addItem(tr("Full fine-tuning"), int(GpuAdvisor::Task::FullFineTuning));
    m_task->addItem(tr("Serving a large model"), int(GpuAdvisor::Task::Serving));
    m_task->setCurrentIndex(1);
    m_size->setObjectName(u"modelSize"_s);
    m_size->setRange(0.1, 1000);
    m_size->setDecimals(1);
    m_size->setValue(7);
    m_size->setSuffix(tr(" B parameters"));
    m_precision->setObjectName(u"precision"_s);
    m_precision->addItem(u"FP32"_s, int(GpuAdvisor::Precision::Fp32));
    m_precision->addItem(u"FP16"_s, int(GpuAdvisor::Precision::Fp16));
    m_precision->addItem(u"BF16"_s, int(GpuAdvisor::Precision::Bf16));
    m_precision->addItem(u"INT8"_s, int(GpuAdvisor::Precision::Int8));
    m_precision->addItem(u"INT4"_s, int(GpuAdvisor::Precision::Int4));
    m_precision->setCurrentIndex(1);
    row->addWidget(m_task, 2);
    row->addWidget(m_size, 1);
    row->addWidget(m_precision);
    layout->addWidget(m_helper);
    m_advice->setObjectName(u"advice"_s);
    m_advice->setWordWrap(true);
    layout->addWidget(m_advice);

    layout->addWidget(m_cards, 1);

    m_locked->setObjectName(u"locked"_s);
    m_locked->setWordWrap(true);
    m_locked->setTextFormat(Qt::RichText);
    connect(m_locked, &QLabel::linkActivated, this, &CreateGpuPage::verificationRequested);
    layout->addWidget(m_locked);

    auto *countRow = new QHBoxLayout;
    m_count->setObjectName(u"count"_s);
    m_count->setAccessibleName(tr("How many GPUs"));
    m_cards->setAccessibleName(tr("GPUs"));
    m_count->setRange(1, 8);
    countRow->addWidget(new QLabel(tr("GPUs:")));
    countRow->addWidget(m_count);
    auto *distributed = new QLabel(
        m_wizard.batchJobs() ? tr("Several GPUs help only when the code is distributed (DDP, DeepSpeed, FSDP…); "
                                  "otherwise it uses one, and the others sit idle while your labmates wait for them.")
                             : tr("Several GPUs help only when the code is distributed (DDP, DeepSpeed, FSDP…); "
                                  "otherwise it uses one and the others bill for nothing."));
    distributed->setWordWrap(true);
    countRow->addWidget(distributed, 1);
    layout->addLayout(countRow);
    m_machineSize->setObjectName(u"machineSize"_s);
    m_machineSize->setAccessibleName(tr("Cores and memory"));
    auto *sizeRow = new QHBoxLayout(m_sizeRow);
    sizeRow->setContentsMargins(0, 0, 0, 0);
    sizeRow->addWidget(new QLabel(tr("Cores and memory:")));
    sizeRow->addWidget(m_machineSize);
    sizeRow->addWidget(new QLabel(tr("More cores feed the card faster (data loading, preprocessing) and cost more.")),
                       1);
    layout->addWidget(m_sizeRow);
    m_sizeRow->hide();
    connect(m_machineSize, &QComboBox::currentIndexChanged, this, [this](int at) {
        // The first is the smallest: left unset, as a create without a choice takes it.
        const bool chosen = at > 0 && at < m_offeredSizes.size();
        m_wizard.draft().spec.cpus = chosen ? std::optional<int>(m_offeredSizes[at].cpus) : std::nullopt;
        m_wizard.draft().spec.memoryGb = chosen ? std::optional<int>(m_offeredSizes[at].memoryGb) : std::nullopt;
    });

    connect(m_cards, &QTableWidget::itemSelectionChanged, this, &CreateGpuPage::chosen);
    // Read again (after a verification, say): what the account may rent may have changed.
    connect(&m_wizard, &CreateWizard::optionsLoaded, this, [this] {
        if (m_wizard.currentPage() == this)
            fill();
    });
    connect(m_count, &QSpinBox::valueChanged, this, [this](int n) {
        m_wizard.draft().spec.gpuCount = n;
        offerSizes();
    });
    connect(m_task, &QComboBox::currentIndexChanged, this, &CreateGpuPage::adviseFor);
    connect(m_size, &QDoubleSpinBox::valueChanged, this, &CreateGpuPage::adviseFor);
    connect(m_precision, &QComboBox::currentIndexChanged, this, &CreateGpuPage::adviseFor);
}

CreateGpuPage::~CreateGpuPage() = default;

void CreateGpuPage::initializePage()
{
    fill();
}

void CreateGpuPage::fill()
{
    const CreateDraft &draft = m_wizard.draft();
    const CreateOptions &o = draft.options;
    const QLocale locale;
    const QSignalBlocker quiet(m_cards);
    m_cards->clearContents();
    m_cards->setRowCount(int(o.gpuTypes.size()));
    QStringList lockedNames;
    int firstRentable = -1;
    for (int row = 0; row < o.gpuTypes.size(); ++row) {
        const GpuType &g = o.gpuTypes[row];
        const int free = o.available(draft.spec.region, g.id);
        const QString problem = o.rentProblem(g);
        const Qt::Alignment right = Qt::AlignRight | Qt::AlignVCenter;
        QList<QTableWidgetItem *> items{cell(g.name),
                                        cell(tr("%1 GB").arg(g.vramGb), right),
                                        cell(tr("%1 GB/s").arg(g.bandwidthGbps), right),
                                        cell(tr("%1 TFLOPS").arg(locale.toString(g.fp16Tflops, 'f', 1)), right),
                                        cell(tr("%1/h").arg(o.currency.format(g.pricePerHour)), right),
                                        cell(o.availableText(draft.spec.region, g.id), right),
                                        cell(QString())};
        items[0]->setData(Qt::UserRole, g.id);
        for (int column = 0; column < items.size(); ++column) {
            QTableWidgetItem *item = items[column];
            if (!problem.isEmpty()) {
                item->setFlags(Qt::NoItemFlags);
                item->setToolTip(problem);
            }
            m_cards->setItem(row, column, item);
        }
        if (free == 0)
            items[Free]->setForeground(MessageStyle::problemColor());
        if (!problem.isEmpty()) {
            // The short reason in the cell, the whole sentence in its tooltip.
            const bool verify = o.verificationWouldAllow(g);
            items[Fit]->setText(verify ? tr("needs real-name verification") : tr("not in your quota"));
            if (verify)
                lockedNames << g.name;
            continue;
        }
        if (firstRentable < 0)
            firstRentable = row;
    }
    // A catalog without a card's bandwidth or FP16 (some platforms list memory and price only): the
    // columns go, rather than zeros that read as figures.
    m_cards->setColumnHidden(Bandwidth, std::all_of(o.gpuTypes.cbegin(), o.gpuTypes.cend(), [](const GpuType &g) {
                                 return g.bandwidthGbps <= 0;
                             }));
    m_cards->setColumnHidden(
        Fp16, std::all_of(o.gpuTypes.cbegin(), o.gpuTypes.cend(), [](const GpuType &g) { return g.fp16Tflops <= 0; }));
    // A cluster's gres names a card's type, not its memory: then no advice on what fits, rather than
    // advice from zeros.
    const bool memoryKnown
        = std::any_of(o.gpuTypes.cbegin(), o.gpuTypes.cend(), [](const GpuType &g) { return g.vramGb > 0; });
    m_cards->setColumnHidden(Memory, !memoryKnown);
    m_cards->setColumnHidden(Fit, !memoryKnown);
    m_helper->setVisible(memoryKnown);
    m_advice->setVisible(memoryKnown);
    // A lab's cluster charges no money per card (GPU-hours are its currency): no price, not ¥0.00.
    m_cards->setColumnHidden(Price, o.traits.gpuHoursOnly);
    m_cards->resizeColumnsToContents();
    if (lockedNames.isEmpty()) {
        m_locked->hide();
    } else {
        m_locked->setText(
            tr("Unverified accounts rent only small cards. <a href=\"verify\">Verify your identity</a> to "
               "rent the others (%1).")
                .arg(lockedNames.join(u", "_s)));
        m_locked->show();
    }
    m_count->setValue(draft.gpuCount());
    adviseFor();
    // The last card chosen, else the advisor's first pick: the cheapest that fits and is free here.
    int fallback = firstRentable;
    for (int row = 0; row < m_cards->rowCount(); ++row) {
        if (m_cards->item(row, Card)->data(Qt::UserRole).toString() == m_bestId)
            fallback = row;
    }
    ChoiceTable::choose(m_cards, draft.spec.gpuType, fallback);
    chosen();
}

void CreateGpuPage::adviseFor()
{
    const auto task = GpuAdvisor::Task(m_task->currentData().toInt());
    GpuAdvisor::Model model;
    model.billionParameters = m_size->value();
    model.precision = GpuAdvisor::Precision(m_precision->currentData().toInt());
    const GpuAdvisor::TaskNeeds needs = GpuAdvisor::needs(task);
    const double neededGb = GpuAdvisor::estimate(task, model).total();
    m_size->setEnabled(task != GpuAdvisor::Task::Preprocessing);
    m_precision->setEnabled(task != GpuAdvisor::Task::Preprocessing);
    const QString estimate = task == GpuAdvisor::Task::Preprocessing
        ? QString()
        : tr("This needs about %1 GB of GPU memory.").arg(QLocale().toString(neededGb, 'f', 1));
    m_advice->setText(estimate.isEmpty() ? needs.advice : estimate + u' ' + needs.advice);
    const CreateDraft &draft = m_wizard.draft();
    const QList<GpuAdvisor::CardFit> ranked = GpuAdvisor::rank(draft.options.gpuTypes, neededGb, task);
    m_bestId.clear();
    for (const GpuAdvisor::CardFit &f : ranked) {
        if (f.fits && draft.options.rentProblem(f.card).isEmpty()
            && draft.options.available(draft.spec.region, f.card.id) > 0) {
            m_bestId = f.card.id;
            break;
        }
    }
    for (int row = 0; row < m_cards->rowCount(); ++row) {
        QTableWidgetItem *fit = m_cards->item(row, Fit);
        if (!fit || !(fit->flags() & Qt::ItemIsEnabled))
            continue; // a card the account cannot rent keeps its reason
        const QString id = m_cards->item(row, Card)->data(Qt::UserRole).toString();
        for (const GpuAdvisor::CardFit &f : ranked) {
            if (f.card.id != id)
                continue;
            fit->setText(f.fits ? tr("fits") : tr("needs %n cards", nullptr, f.gpus));
            fit->setToolTip(f.reason);
            fit->setForeground(f.fits ? QColor(0x1a, 0x7f, 0x37) : QColor(0x8a, 0x5a, 0x00));
        }
    }
}

void CreateGpuPage::chosen()
{
    if (const QString id = ChoiceTable::chosenId(m_cards); !id.isEmpty())
        m_wizard.draft().spec.gpuType = id;
    offerSizes();
    emit completeChanged();
}

void CreateGpuPage::offerSizes()
{
    CreateDraft &draft = m_wizard.draft();
    const GpuType *card = draft.card();
    m_offeredSizes.clear();
    for (const GpuType::Size &s : card ? card->sizes : QList<GpuType::Size>())
        if (s.gpus == draft.gpuCount())
            m_offeredSizes << s;
    const GpuType::Size *was
        = card && draft.spec.cpus ? card->size(draft.gpuCount(), draft.spec.cpus, draft.spec.memoryGb) : nullptr;
    int at = 0;
    const QSignalBlocker quiet(m_machineSize);
    m_machineSize->clear();
    const Currency &currency = draft.options.currency;
    for (qsizetype n = 0; n < m_offeredSizes.size(); ++n) {
        const GpuType::Size &s = m_offeredSizes[n];
        m_machineSize->addItem(
            tr("%1 cores, %2 GB memory — %3/h").arg(s.cpus).arg(s.memoryGb).arg(currency.format(s.pricePerHour)));
        if (was && s == *was)
            at = int(n);
    }
    // One size is no choice; the smallest is taken unless the user picks another.
    m_sizeRow->setVisible(m_offeredSizes.size() > 1);
    m_machineSize->setCurrentIndex(m_offeredSizes.isEmpty() ? -1 : at);
    draft.spec.cpus = at > 0 ? std::optional<int>(m_offeredSizes[at].cpus) : std::nullopt;
    draft.spec.memoryGb = at > 0 ? std::optional<int>(m_offeredSizes[at].memoryGb) : std::nullopt;
}

bool CreateGpuPage::isComplete() const
{
    const GpuType *card = m_wizard.draft().card();
    return card && !ChoiceTable::chosenId(m_cards).isEmpty() && m_wizard.draft().options.rentProblem(*card).isEmpty();
}

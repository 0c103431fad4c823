#include "ui/create/creatediskspage.h"

#include "core/api/platform.h"
#include "core/create/specrules.h"
#include "ui/create/createwizard.h"
#include "ui/widgets/messagestyle.h"

#include <QComboBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QRadioButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {

/// The seed's table (section 5.2): where each kind of file belongs, and why.
QTableWidget *whatGoesWhere()
{
    const QList<std::array<QString, 3>> rows{
        {CreateDisksPage::tr("Code"), CreateDisksPage::tr("data disk"), CreateDisksPage::tr("kept and reused")},
        {CreateDisksPage::tr("Data sets and pretrained weights"), CreateDisksPage::tr("data disk"),
         CreateDisksPage::tr("too large for the system disk")},
        {CreateDisksPage::tr("Training logs and checkpoints"), CreateDisksPage::tr("data disk"),
         CreateDisksPage::tr("needed to look back after a crash")},
        {CreateDisksPage::tr("Conda environments, caches"), CreateDisksPage::tr("system disk"),
         CreateDisksPage::tr("can be re-created")},
        {CreateDisksPage::tr("Scratch scripts, notebooks"), CreateDisksPage::tr("data disk"),
         CreateDisksPage::tr("handy, and not forgotten")},
    };
    auto *table = new QTableWidget(int(rows.size()), 3);
    table->setObjectName(u"whatGoesWhere"_s);
    table->setHorizontalHeaderLabels(
        {CreateDisksPage::tr("What"), CreateDisksPage::tr("Where"), CreateDisksPage::tr("Why")});
    table->verticalHeader()->hide();
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionMode(QAbstractItemView::NoSelection);
    table->setFocusPolicy(Qt::NoFocus);
    for (int row = 0; row < rows.size(); ++row) {
        for (int column = 0; column < 3; ++column)
            table->setItem(row, column, new QTableWidgetItem(rows[row][column]));
    }
    table->resizeColumnsToContents();
    table->horizontalHeader()->setStretchLastSection(true);
    return table;
}

} // namespace

CreateDisksPage::CreateDisksPage(CreateWizard &wizard)
    : m_wizard(wizard)
    , m_system(new QSpinBox)
    , m_newDisk(new QRadioButton(tr("A new data disk of")))
    , m_dataGb(new QSpinBox)
    , m_volume(new QRadioButton(tr("An existing volume:")))
    , m_volumes(new QComboBox)
    , m_none(new QRadioButton(tr("No data disk (everything on the system disk, deleted on release)")))
    , m_problem(new QLabel)
    , m_cost(new QLabel)
    , m_caches(new QLabel)
{
    setTitle(tr("Disks"));
    setSubTitle(tr("Whatever should still be there after a stop or a release goes on the data disk. A full system "
                   "disk stops logs, kills processes and can break the environment."));
    auto *layout = new QVBoxLayout(this);
    auto *form = new QFormLayout;
    m_system->setObjectName(u"systemDisk"_s);
    m_system->setRange(SpecRules::kMinSystemDiskGb, SpecRules::kMaxSystemDiskGb);
    m_system->setSuffix(tr(" GB"));
    m_systemLabel = new QLabel(tr("System disk:"));
    form->addRow(m_systemLabel, m_system);
    layout->addLayout(form);

    auto *data = new QGroupBox(tr("Data disk"));
    m_dataBox = data;
    auto *grid = new QGridLayout(data);
    m_newDisk->setObjectName(u"newDisk"_s);
    m_dataGb->setObjectName(u"dataDisk"_s);
    m_dataGb->setRange(1, SpecRules::kMaxDataDiskGb);
    m_dataGb->setSuffix(tr(" GB"));
    m_volume->setObjectName(u"existingVolume"_s);
    m_volumes->setObjectName(u"volumes"_s);
    m_none->setObjectName(u"noDataDisk"_s);
    grid->addWidget(m_newDisk, 0, 0);
    grid->addWidget(m_dataGb, 0, 1);
    auto *deletedWith = new QLabel(tr("deleted with the instance"));
    grid->addWidget(deletedWith, 0, 2);
    grid->addWidget(m_volume, 1, 0);
    grid->addWidget(m_volumes, 1, 1, 1, 2);
    grid->addWidget(m_none, 2, 0, 1, 3);
    grid->setColumnStretch(2, 1);
    layout->addWidget(data);

    m_problem->setObjectName(u"systemDiskProblem"_s);
    MessageStyle::problem(m_problem);
    m_problem->setWordWrap(true);
    layout->addWidget(m_problem);
    m_cost->setObjectName(u"storageCost"_s);
    m_cost->setWordWrap(true);
    layout->addWidget(m_cost);

    auto *whereTitle = new QLabel(tr("What goes where:"));
    QTableWidget *where = whatGoesWhere();
    layout->addWidget(whereTitle);
    layout->addWidget(where, 1);
    m_dataDiskParts = {whereTitle, where, m_caches, m_newDisk, m_dataGb, deletedWith};
    m_caches->setWordWrap(true);
    m_caches->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_caches);
    // Takes the room the table leaves where it is hidden (an expanding spacer, stretch 0: the
    // table's stretch wins while it is shown), so the lines above stay together.
    layout->addStretch(0);

    for (QRadioButton *b : {m_newDisk, m_volume, m_none})
        connect(b, &QRadioButton::toggled, this, &CreateDisksPage::changed);
    connect(m_system, &QSpinBox::valueChanged, this, &CreateDisksPage::changed);
    connect(m_dataGb, &QSpinBox::valueChanged, this, &CreateDisksPage::changed);
    connect(m_volumes, &QComboBox::currentIndexChanged, this, &CreateDisksPage::changed);
}

CreateDisksPage::~CreateDisksPage() = default;

void CreateDisksPage::initializePage()
{
    CreateDraft &draft = m_wizard.draft();
    const Image *image = draft.image();
    const PlatformTraits &can = draft.options.traits;
    for (QWidget *part : std::as_const(m_dataDiskParts))
        part->setVisible(can.hasDataDisk());
    // Where a volume is the only data disk there is, the box offers it, or none.
    const bool volumeOnly = !can.hasDataDisk() && can.volumeOnOneMachine;
    m_dataBox->setVisible(can.hasDataDisk() || volumeOnly);
    m_dataBox->setTitle(volumeOnly ? tr("Volume") : tr("Data disk"));
    if (volumeOnly) {
        m_none->setText(tr("No volume (everything on the instance's disk, deleted on release)"));
        setSubTitle(tr("An instance here has one disk, kept while it is stopped and deleted when it is released. A "
                       "volume outlives it, but lives on one machine: with a volume, the next page offers only that "
                       "machine."));
    }
    m_systemLabel->setText(can.hasDataDisk() ? tr("System disk:") : tr("Disk:"));
    if (!can.hasDataDisk() && !volumeOnly)
        setSubTitle(tr("An instance here has one disk: code, data sets and checkpoints all live on it. It is kept "
                       "while the instance is stopped, and deleted when the instance is released: copy off what you "
                       "want to keep first."));
    if (!can.systemDiskKeptOnStop) {
        setSubTitle(tr("On this platform the system disk is emptied at every stop: code, data, checkpoints and "
                       "anything installed by hand survive a stop only on the data disk."));
        m_none->setText(tr("No data disk (everything on the system disk, emptied at every stop)"));
    }
    m_caches->setText(tr("Many libraries cache into the home directory on the system disk; point them at the data "
                         "disk: export HF_HOME=%1/cache/huggingface TORCH_HOME=%1/cache/torch")
                          .arg(can.dataDiskPath));
    // Filled quietly, then read once by changed().
    const QSignalBlocker a(m_system), b(m_dataGb), c(m_volumes), d(m_newDisk), e(m_volume), f(m_none);
    m_system->setValue(std::max(draft.systemDiskGb(), image ? image->sizeGb : 0));
    m_dataGb->setValue(draft.spec.dataDiskGb.value_or(0) > 0 ? *draft.spec.dataDiskGb : 50);
    m_volumes->clear();
    for (const Volume &v : draft.options.freeVolumesIn(draft.spec.region))
        m_volumes->addItem(tr("%1 (%2 GB)").arg(v.name).arg(v.sizeGb), v.id);
    m_volume->setEnabled(m_volumes->count() > 0);
    m_volumes->setEnabled(m_volumes->count() > 0);
    if (m_volumes->count() == 0)
        m_volume->setToolTip(tr("You have no free volume in this region."));
    const int at = draft.spec.dataVolumeId ? m_volumes->findData(*draft.spec.dataVolumeId) : -1;
    if (!draft.newDataDisk && at >= 0) {
        m_volumes->setCurrentIndex(at);
        m_volume->setChecked(true);
    } else if (draft.spec.dataDiskGb.value_or(50) == 0 || volumeOnly) {
        m_none->setChecked(true);
    } else {
        m_newDisk->setChecked(true);
    }
    changed();
}

void CreateDisksPage::changed()
{
    CreateDraft &draft = m_wizard.draft();
    draft.spec.systemDiskGb = m_system->value();
    // Where instances have one disk, no data disk is asked for, whatever the hidden buttons hold.
    const bool dataDisk = draft.options.traits.hasDataDisk();
    const bool volumes = dataDisk || draft.options.traits.volumeOnOneMachine;
    draft.newDataDisk = !volumes || !m_volume->isChecked();
    draft.spec.dataDiskGb = dataDisk && m_newDisk->isChecked() ? m_dataGb->value() : 0;
    draft.spec.dataVolumeId
        = volumes && m_volume->isChecked() ? std::optional<QString>(m_volumes->currentData().toString()) : std::nullopt;
    m_dataGb->setEnabled(m_newDisk->isChecked());
    const QString problem = SpecRules::systemDiskProblem(m_system->value(), draft.image());
    m_problem->setText(problem);
    m_problem->setVisible(!problem.isEmpty());
    const InstanceQuote q = draft.quote();
    const int freeGb = draft.options.systemDiskFreeGb();
    if (m_wizard.platform().has<OfferMarket>())
        m_cost->setText(tr("Each machine prices its disk itself, by the GB and month: the next page shows it. The disk "
                           "is billed while the instance is stopped too, until it is released."));
    else if (!q.storagePerDayStopped)
        m_cost->setText(tr("The platform bills its disks at storage rates it does not publish to this console: its web "
                           "site's pricing page has them."));
    else if (q.storagePerDayStopped->isZero())
        m_cost->setText(
            tr("While it is stopped, its disks cost nothing (the system disk is within the free %1 GB).").arg(freeGb));
    else
        m_cost->setText(tr("While it is stopped, its disks cost %1 a day (the system disk beyond the free %2 GB, "
                           "and the data disk). Nothing is charged for them while it runs.")
                            .arg(draft.options.currency.format(*q.storagePerDayStopped))
                            .arg(freeGb));
    emit completeChanged();
}

bool CreateDisksPage::isComplete() const
{
    return SpecRules::systemDiskProblem(m_system->value(), m_wizard.draft().image()).isEmpty()
        && (!m_volume->isChecked() || m_volumes->currentIndex() >= 0);
}

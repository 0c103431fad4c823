#include "ui/create/createregionpage.h"

#include "core/model/instancewords.h"
#include "ui/create/createwizard.h"

#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

CreateRegionPage::CreateRegionPage(CreateWizard &wizard)
    : m_wizard(wizard)
    , m_regions(new QTreeWidget)
    , m_cards(new QLabel)
    , m_status(new QLabel)
    , m_retry(new QPushButton(tr("Try again")))
{
    setTitle(tr("Region"));
    setSubTitle(tr("Near you, SSH answers promptly; for a run left alone it matters little. Popular cards run out "
                   "in the evenings and at weekends: another region often still has them."));
    auto *layout = new QVBoxLayout(this);
    m_regions->setObjectName(u"regions"_s);
    m_regions->setAccessibleName(tr("Regions"));
    m_regions->setRootIsDecorated(false);
    m_regions->setHeaderLabels({tr("Region"), tr("Location"), tr("GPUs free now")});
    m_regions->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_regions->header()->setSectionResizeMode(0, QHeaderView::Stretch); // the figures stay beside their names
    m_regions->header()->setStretchLastSection(false);
    layout->addWidget(m_regions, 1);
    m_cards->setObjectName(u"cardsHere"_s);
    m_cards->setWordWrap(true);
    layout->addWidget(m_cards);
    m_status->setObjectName(u"status"_s);
    m_status->setWordWrap(true);
    layout->addWidget(m_status);
    m_retry->setObjectName(u"retry"_s);
    m_retry->hide();
    layout->addWidget(m_retry, 0, Qt::AlignLeft);
    connect(m_regions, &QTreeWidget::currentItemChanged, this, &CreateRegionPage::chosen);
    connect(&m_wizard, &CreateWizard::optionsLoaded, this, &CreateRegionPage::fill);
    connect(&m_wizard, &CreateWizard::loadFailed, this, [this](const QString &why) {
        m_status->setText((m_wizard.batchJobs() ? tr("The cluster's partitions and cards could not be read: %1")
                                                : tr("The regions, cards and prices could not be read: %1"))
                              .arg(why));
        m_retry->show();
    });
    connect(m_retry, &QPushButton::clicked, this, [this] {
        m_retry->hide();
        m_status->setText(m_wizard.batchJobs() ? tr("Reading the cluster's partitions and cards…")
                                               : tr("Reading the regions, cards and prices…"));
        m_wizard.load();
    });
}

CreateRegionPage::~CreateRegionPage() = default;

void CreateRegionPage::initializePage()
{
    if (m_wizard.isLoaded())
        fill();
    else if (m_wizard.loadProblem().isEmpty())
        m_status->setText(m_wizard.batchJobs() ? tr("Reading the cluster's partitions and cards…")
                                               : tr("Reading the regions, cards and prices…"));
}

void CreateRegionPage::fill()
{
    const CreateOptions &o = m_wizard.draft().options;
    m_status->clear();
    m_regions->clear();
    // A platform that says "low" or "high" rather than how many: the region's figure is how many
    // kinds of card it has.
    const bool partitions = m_wizard.batchJobs();
    if (partitions) {
        // A cluster's partitions are its queues: which nodes, how long a job may run, what is free.
        setTitle(tr("Partition"));
        setSubTitle(tr("A cluster's partitions are its queues: each has its own nodes and the longest a job may "
                       "run there. Where no card is free, a job waits in the queue until one is."));
        m_regions->setHeaderLabels({tr("Partition"), tr("Nodes"), tr("Longest job"), tr("GPUs free now")});
    } else {
        m_regions->setHeaderLabels(
            {tr("Region"), tr("Location"), o.stockInLevels() ? tr("Cards on offer now") : tr("GPUs free now")});
    }
    QTreeWidgetItem *current = nullptr;
    QTreeWidgetItem *most = nullptr;
    int mostFree = -1;
    for (const Region &r : o.regions) {
        const int free = o.availableIn(r.id);
        QStringList columns{r.name, r.location, QString::number(free)};
        if (partitions)
            columns.insert(2,
                           r.maxJobMinutes ? InstanceWords::duration(qint64(*r.maxJobMinutes) * 60) : tr("no limit"));
        auto *item = new QTreeWidgetItem(m_regions, columns);
        item->setData(0, Qt::UserRole, r.id);
        item->setTextAlignment(int(columns.size()) - 1, Qt::AlignRight | Qt::AlignVCenter);
        if (r.id == m_wizard.draft().spec.region)
            current = item;
        if (free > mostFree) {
            mostFree = free;
            most = item;
        }
    }
    // The last region chosen, else the one with the most free now.
    m_regions->setCurrentItem(current ? current : most);
    emit completeChanged();
}

void CreateRegionPage::chosen()
{
    if (QTreeWidgetItem *item = m_regions->currentItem()) {
        const QString region = item->data(0, Qt::UserRole).toString();
        m_wizard.draft().spec.region = region;
        // The stock per card, so a user who knows which card they want sees where it is.
        const CreateOptions &o = m_wizard.draft().options;
        QStringList free;
        for (const GpuType &g : o.gpuTypes) {
            if (o.available(region, g.id) > 0)
                free << tr("%1: %2").arg(g.name, o.availableText(region, g.id));
        }
        const QString none = m_wizard.batchJobs()
            ? tr("No GPU is free in %1 right now: a job asking for one waits in the queue until one is.")
            : o.traits.noGpuCreate ? tr("No GPU is free in %1 right now; no-GPU mode still works.")
                                   : tr("No GPU is free in %1 right now: another region may have the card.");
        m_cards->setText(free.isEmpty()
                             ? none.arg(item->text(0))
                             : tr("Free in %1 now: %2.").arg(item->text(0), QLocale().createSeparatedList(free)));
    }
    emit completeChanged();
}

bool CreateRegionPage::isComplete() const
{
    return m_wizard.isLoaded() && m_regions->currentItem();
}

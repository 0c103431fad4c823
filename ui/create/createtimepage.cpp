#include "ui/create/createtimepage.h"

#include "core/api/jobfacets.h"
#include "core/api/platform.h"
#include "core/api/slurm/slurminstances.h"
#include "core/model/instancewords.h"
#include "ui/create/createwizard.h"
#include "ui/widgets/messagestyle.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {

/// The usual choices, in minutes; those over the partition's limit are left out.
constexpr int kPresets[] = {30, 60, 120, 240, 480, 720, 1440, 2880, 4320, 10080};
/// Asked for when neither the user nor the partition said (two hours: a session's work).
constexpr int kFallbackMinutes = 120;

} // namespace

CreateTimePage::CreateTimePage(CreateWizard &wizard)
    : m_wizard(wizard)
    , m_limits(new QComboBox)
    , m_partition(new QLabel)
    , m_use(new QLabel)
    , m_container(new QWidget)
    , m_image(new QLineEdit)
    , m_imageProblem(new QLabel)
{
    setTitle(tr("Time limit"));
    setSubTitle(tr("Every job on a cluster has one: when it is reached, Slurm ends the job, whatever is running. "
                   "A shorter limit often starts sooner, when the scheduler can fit it into a gap."));
    auto *layout = new QVBoxLayout(this);
    auto *form = new QFormLayout;
    m_limits->setObjectName(u"timeLimit"_s);
    form->addRow(tr("Run for at most:"), m_limits);
    layout->addLayout(form);
    m_partition->setObjectName(u"partitionLimit"_s);
    m_partition->setWordWrap(true);
    layout->addWidget(m_partition);
    m_use->setObjectName(u"gpuHours"_s);
    m_use->setWordWrap(true);
    layout->addWidget(m_use);
    auto *checkpoint = new QLabel(tr("Save checkpoints as you go: gpudesk warns you 30 and 5 minutes before the end, "
                                     "and a job that ends can be started again (a new job with the same settings), "
                                     "but what was only in its memory is gone."));
    checkpoint->setWordWrap(true);
    layout->addWidget(checkpoint);
    // The cluster runs containers: the job may run in an image instead of the nodes' own system.
    auto *container = new QVBoxLayout(m_container);
    container->setContentsMargins(0, 12, 0, 0);
    auto *imageForm = new QFormLayout;
    m_image->setObjectName(u"containerImage"_s);
    m_image->setPlaceholderText(tr("none: the cluster's own software"));
    imageForm->addRow(tr("Container image (optional):"), m_image);
    container->addLayout(imageForm);
    auto *imageHint = new QLabel(tr("Your cluster runs jobs in container images (pyxis): name one like "
                                    "nvcr.io#nvidia/pytorch:24.05-py3, and your terminal, VS Code and startup script "
                                    "run in it, with your home folder. The first start of an image takes minutes."));
    imageHint->setWordWrap(true);
    container->addWidget(imageHint);
    m_imageProblem->setObjectName(u"containerImageProblem"_s);
    MessageStyle::problem(m_imageProblem);
    m_imageProblem->setWordWrap(true);
    m_imageProblem->hide();
    container->addWidget(m_imageProblem);
    layout->addWidget(m_container);
    layout->addStretch(1);
    connect(m_limits, &QComboBox::currentIndexChanged, this, &CreateTimePage::chosen);
    connect(m_image, &QLineEdit::textChanged, this, &CreateTimePage::imageTyped);
}

CreateTimePage::~CreateTimePage() = default;

void CreateTimePage::initializePage()
{
    const CreateDraft &d = m_wizard.draft();
    const Region *partition = d.options.region(d.spec.region);
    const std::optional<int> most = partition ? partition->maxJobMinutes : std::nullopt;
    const int wanted = d.spec.timeLimitMinutes.value_or(
        partition && partition->defaultJobMinutes ? *partition->defaultJobMinutes : kFallbackMinutes);
    const QSignalBlocker quiet(m_limits);
    m_limits->clear();
    for (const int minutes : kPresets) {
        if (!most || minutes < *most)
            m_limits->addItem(InstanceWords::duration(qint64(minutes) * 60), minutes);
    }
    if (most)
        m_limits->addItem(tr("%1 (the longest here)").arg(InstanceWords::duration(qint64(*most) * 60)), *most);
    // The closest choice at or under what was asked for last (or the partition's default).
    int index = 0;
    for (int k = 0; k < m_limits->count(); ++k) {
        if (m_limits->itemData(k).toInt() <= wanted)
            index = k;
    }
    m_limits->setCurrentIndex(index);
    m_partition->setText(
        most
            ? tr("Jobs in the partition %1 may run for %2 at most; ask its admins if you need longer.")
                  .arg(d.spec.region, InstanceWords::duration(qint64(*most) * 60))
            : tr("The partition %1 sets no limit of its own; the cluster may still end long jobs.").arg(d.spec.region));
    const auto *containers = m_wizard.platform().facet<ContainerJobs>();
    m_container->setVisible(containers && containers->runsContainers());
    if (m_container->isVisible())
        m_image->setText(d.spec.image);
    chosen();
}

void CreateTimePage::imageTyped()
{
    const QString typed = m_image->text().trimmed();
    const bool bad = !SlurmInstances::containerImageProblem(typed).isEmpty();
    m_imageProblem->setText(
        tr("“%1” is not a container image: name one like nvcr.io#nvidia/pytorch:24.05-py3 or docker://ubuntu:22.04.")
            .arg(typed));
    m_imageProblem->setVisible(bad);
    m_wizard.draft().spec.image = bad ? QString() : typed;
    emit completeChanged();
}

void CreateTimePage::chosen()
{
    CreateDraft &d = m_wizard.draft();
    const int minutes = m_limits->currentData().toInt();
    if (minutes > 0)
        d.spec.timeLimitMinutes = minutes;
    const double gpuHours = d.gpuCount() * minutes / 60.0;
    m_use->setText(tr("Holds %n card(s) for up to %1: at most %2 GPU-hours of your lab's share.", nullptr, d.gpuCount())
                       .arg(InstanceWords::duration(qint64(minutes) * 60), QLocale().toString(gpuHours, 'g', 4)));
    emit completeChanged();
}

bool CreateTimePage::isComplete() const
{
    return m_limits->currentData().toInt() > 0 && m_imageProblem->isHidden();
}

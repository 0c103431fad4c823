#include "ui/create/createimagepage.h"

#include "ui/create/choicetable.h"
#include "ui/create/createwizard.h"

#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>
#include <QVersionNumber>

#include <algorithm>

using namespace Qt::StringLiterals;

CreateImagePage::CreateImagePage(CreateWizard &wizard)
    : m_wizard(wizard)
    , m_images(ChoiceTable::make(u"images"_s,
                                 {tr("Image"), tr("Framework"), tr("CUDA"), tr("Python"), tr("Size"), tr("Note")}))
{
    setTitle(tr("Image"));
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_images, 1);
    connect(m_images, &QTableWidget::itemSelectionChanged, this, &CreateImagePage::chosen);
}

CreateImagePage::~CreateImagePage() = default;

void CreateImagePage::initializePage()
{
    const CreateDraft &draft = m_wizard.draft();
    const GpuType *card = draft.card();
    // Shared images are mentioned where the platform lists some (Compshare's community).
    const bool shared = std::any_of(draft.options.images.cbegin(), draft.options.images.cend(),
                                    [](const Image &i) { return i.kind == u"community"_s; });
    setSubTitle(shared
                    ? tr("A framework image saves the most painful part, installing CUDA and the framework: pick the "
                         "framework version your code needs, and a CUDA that matches it. A bare system suits those "
                         "who want full control. Your saved images, and images other users shared, are listed too.")
                    : tr("A framework image saves the most painful part, installing CUDA and the framework: pick the "
                         "framework version your code needs, and a CUDA that matches it. A bare system suits those "
                         "who want full control. Your saved images are listed too."));
    const QSignalBlocker quiet(m_images);
    m_images->clearContents();
    m_images->setRowCount(int(draft.options.images.size()));
    int newest = -1;
    int firstUsable = -1; ///< where no image says its CUDA (a platform that runs any Docker image)
    QVersionNumber newestCuda;
    for (int row = 0; row < draft.options.images.size(); ++row) {
        const Image &image = draft.options.images[row];
        const QString problem = card ? CreateOptions::imageProblem(image, *card) : QString();
        const bool custom = image.kind == u"custom"_s;
        const bool community = image.kind == u"community"_s;
        const QString framework = image.framework == u"none"_s ? tr("none (bare system)")
            : image.framework.isEmpty()
            ? tr("—")
            : image.framework + (image.frameworkVersion ? u' ' + *image.frameworkVersion : QString());
        const QString note = !problem.isEmpty() ? problem
            : custom
            ? tr("saved by you%1")
                  .arg(image.custom && !image.custom->note.isEmpty() ? u": "_s + image.custom->note : QString())
            : community ? tr("shared by %1 (a community image: check what it holds)")
                              .arg(image.author.isEmpty() ? tr("another user") : image.author)
                        : QString();
        const QStringList texts{image.name,
                                framework,
                                image.cuda.value_or(tr("—")),
                                image.python.value_or(tr("—")),
                                image.sizeGb > 0 ? tr("%1 GB").arg(image.sizeGb) : tr("—"),
                                note};
        for (int column = 0; column < texts.size(); ++column) {
            auto *item = new QTableWidgetItem(texts[column]);
            if (column == Size)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            if (!problem.isEmpty()) {
                item->setFlags(Qt::NoItemFlags);
                item->setToolTip(problem);
            }
            m_images->setItem(row, column, item);
        }
        m_images->item(row, Name)->setData(Qt::UserRole, image.id);
        if (!problem.isEmpty())
            continue;
        // Never a stranger's image, nor the user's own, unless chosen.
        if (custom || community)
            continue;
        if (firstUsable < 0)
            firstUsable = row;
        // Newcomers start from a public framework image; of those that drive the card, the one with
        // the newest CUDA (the framework versions current code expects) is offered first.
        const QVersionNumber cuda = QVersionNumber::fromString(image.cuda.value_or(QString()));
        if (image.framework != u"none"_s && image.framework != u"conda"_s && image.cuda
            && (newest < 0 || cuda > newestCuda)) {
            newest = row;
            newestCuda = cuda;
        }
    }
    m_images->resizeColumnsToContents();
    ChoiceTable::choose(m_images, draft.spec.image, newest >= 0 ? newest : firstUsable);
    chosen();
}

void CreateImagePage::chosen()
{
    if (const QString id = ChoiceTable::chosenId(m_images); !id.isEmpty())
        m_wizard.draft().spec.image = id;
    emit completeChanged();
}

bool CreateImagePage::isComplete() const
{
    const CreateDraft &draft = m_wizard.draft();
    return !ChoiceTable::chosenId(m_images).isEmpty() && draft.image() && draft.card()
        && CreateOptions::imageProblem(*draft.image(), *draft.card()).isEmpty();
}

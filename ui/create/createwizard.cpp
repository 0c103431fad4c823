#include "ui/create/createwizard.h"

#include "core/api/instancefacets.h"
#include "core/api/platform.h"
#include "core/autostop/autostopscript.h"
#include "core/ssh/boottasks.h"
#include "ui/create/createbillingpage.h"
#include "ui/create/createchoices.h"
#include "ui/create/creatediskspage.h"
#include "ui/create/creategpupage.h"
#include "ui/create/createimagepage.h"
#include "ui/create/createofferpage.h"
#include "ui/create/createportspage.h"
#include "ui/create/createregionpage.h"
#include "ui/create/createsummarypage.h"
#include "ui/create/createtimepage.h"

#include <spdlog/spdlog.h>

using namespace Qt::StringLiterals;

CreateWizard::CreateWizard(Platform &platform, const QString &settingsFile, QWidget *parent)
    : QWizard(parent)
    , m_platform(platform)
    , m_settingsFile(settingsFile)
    , m_summary(new CreateSummaryPage(*this))
{
    setObjectName(u"createWizard"_s);
    setWindowTitle(tr("Create an instance"));
    setWizardStyle(QWizard::ClassicStyle);
    setOption(QWizard::NoBackButtonOnStartPage);
    setButtonText(QWizard::FinishButton, batchJobs() ? tr("Submit") : tr("Create"));
    setPage(RegionPage, new CreateRegionPage(*this));
    auto *gpu = new CreateGpuPage(*this);
    connect(gpu, &CreateGpuPage::verificationRequested, this, &CreateWizard::verificationRequested);
    connect(m_summary, &CreateSummaryPage::verificationRequested, this, &CreateWizard::verificationRequested);
    connect(m_summary, &CreateSummaryPage::remedyRequested, this, &CreateWizard::remedyRequested);
    connect(m_summary, &CreateSummaryPage::diagnoseRequested, this, &CreateWizard::diagnoseRequested);
    connect(m_summary, &CreateSummaryPage::watchRequested, this, &CreateWizard::watchRequested);
    setPage(GpuPage, gpu);
    if (batchJobs()) {
        // The cluster's software and shared folders are the environment; its ports are its own.
        setPage(TimePage, new CreateTimePage(*this));
    } else {
        setPage(BillingPage, new CreateBillingPage(*this));
        setPage(ImagePage, new CreateImagePage(*this));
        setPage(DisksPage, new CreateDisksPage(*this));
        if (platform.has<OfferMarket>()) // a machine to choose only on a marketplace
            setPage(OfferPage, new CreateOfferPage(*this));
        setPage(PortsPage, new CreatePortsPage(*this));
    }
    setPage(SummaryPage, m_summary);
    resize(900, 640);
}

CreateWizard::~CreateWizard() = default;

void CreateWizard::load()
{
    m_loaded = false;
    m_loadProblem.clear();
    CreateOptions::load(m_platform, this, [this](const ApiResult<CreateOptions> &result) {
        if (!result.ok()) {
            m_loadProblem = result.error().sentence();
            emit loadFailed(m_loadProblem);
            return;
        }
        m_draft.options = result.value();
        CreateChoices::recall(m_settingsFile, m_draft);
        // Every new instance starts with autostop on (not remembered off from the last one).
        const bool scripts = m_platform.has<BootScripts>() || (m_boots && m_boots->runsStartupScripts());
        m_draft.autostop = scripts ? std::optional(AutostopSettings()) : std::nullopt;
        for (const Volume &v : std::as_const(m_draft.options.volumes)) {
            if (v.id == m_volume && !v.instanceId) {
                m_draft.spec.region = v.region;
                m_draft.spec.dataVolumeId = v.id;
                m_draft.newDataDisk = false;
            }
        }
        applyModel();
        m_loaded = true;
        emit optionsLoaded();
    });
}

void CreateWizard::applyModel()
{
    if (!m_model)
        return;
    InstanceSpec &spec = m_draft.spec;
    const CreateOptions &o = m_draft.options;
    // What the platform still offers of it; the rest stays as last chosen.
    if (o.region(m_model->region))
        spec.region = m_model->region;
    if (o.gpuType(m_model->gpuType))
        spec.gpuType = m_model->gpuType;
    spec.gpuCount = m_model->gpuCount;
    if (o.image(m_model->image))
        spec.image = m_model->image;
    if (m_model->systemDiskGb > 0)
        spec.systemDiskGb = m_model->systemDiskGb;
    spec.name = m_model->name + u"-2"_s;
    m_draft.offer.reset();
    spec.offerId.reset();
}

void CreateWizard::closeKeepingChoices()
{
    CreateChoices::remember(m_settingsFile, m_draft);
    reject();
}

void CreateWizard::accept()
{
    // The Create button: the wizard closes only once the platform has accepted the instance.
    create();
}

void CreateWizard::create()
{
    if (m_creating)
        return;
    m_creating = true;
    m_summary->showCreating();
    InstanceSpec spec = m_draft.spec;
    spec.name = spec.name.trimmed();
    // Off still installs the agent (switched off): a command run to stop when done still can.
    const bool keptHere = !m_platform.has<BootScripts>();
    const QString script = m_draft.autostop ? AutostopScript::compose(QString(), m_draft.autostop) : QString();
    if (m_draft.autostop && !keptHere)
        spec.startupScript = script;
    if (m_draft.newDataDisk)
        spec.dataVolumeId.reset();
    else
        spec.dataDiskGb.reset();
    if (batchJobs()) {
        // A job asks for partition, cards and time; what another platform's wizard left is not its.
        const InstanceSpec asked = spec;
        spec = InstanceSpec{};
        spec.name = asked.name;
        spec.region = asked.region;
        spec.gpuType = asked.gpuType;
        spec.gpuCount = asked.gpuCount;
        spec.timeLimitMinutes = asked.timeLimitMinutes;
        spec.startupScript = asked.startupScript;
        spec.image = asked.image; // a container image, where the time page offered one
    }
    m_platform.createInstance(spec, this, [this, keptHere, script](const ApiResult<Instance> &result) {
        m_creating = false;
        if (!result.ok()) {
            m_summary->showRefusal(result.error());
            emit createFailed(result.error());
            return;
        }
        QString error;
        if (keptHere && m_boots && !script.isEmpty()
            && !m_boots->setLocalStartupScript(result.value().id, script, &error))
            spdlog::warn("the new instance's autostop was not kept: {}", error.toStdString());
        CreateChoices::remember(m_settingsFile, m_draft);
        emit created(result.value());
        QWizard::accept();
    });
}

void CreateWizard::createWith(const QString &region, const QString &gpuType)
{
    if (!region.isEmpty())
        m_draft.spec.region = region;
    if (!gpuType.isEmpty())
        m_draft.spec.gpuType = gpuType;
    m_summary->initializePage();
    create();
}

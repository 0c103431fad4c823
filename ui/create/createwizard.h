#pragma once

#include "core/api/apierror.h"
#include "core/model/instance.h"
#include "ui/create/createdraft.h"

#include <QWizard>

class Platform;
class CreateSummaryPage;
class BootTasks;

/// The create-instance wizard (DESIGN section 5): region → card → billing mode → image →
/// disks → (on a marketplace) the machine → ports → summary with the cost, then create. It reads everything it offers
/// from the platform when it opens, checks each page before the platform is asked, remembers the last choices in the
/// settings file, and answers a refusal with what to do (for out of stock, the alternatives in one click).
class CreateWizard final : public QWizard
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CreateWizard)
public:
    /// In this order; a batch scheduler's job (a Slurm cluster's) has a time limit instead of billing,
    /// image, disks and ports.
    enum PageId { RegionPage, GpuPage, TimePage, BillingPage, ImagePage, DisksPage, OfferPage, PortsPage, SummaryPage };

    /// `settingsFile` keeps the last choices (empty: none kept); the platform is not owned.
    CreateWizard(Platform &platform, const QString &settingsFile, QWidget *parent = nullptr);
    ~CreateWizard() override;

    /// Where the platform runs no startup scripts, the console keeps them (`ssh`'s local scripts):
    /// a new instance's autostop is saved there, so the agent comes with its first boot the
    /// console sees. Before load().
    void keepStartupScriptsWith(BootTasks *boots) { m_boots = boots; }
    /// Reads the options from the platform; the pages fill when they arrive.
    void load();
    bool isLoaded() const { return m_loaded; }
    /// Why the options could not be read; empty otherwise.
    QString loadProblem() const { return m_loadProblem; }

    /// Remembers the choices (as a create does) and closes: the next wizard starts from them.
    void closeKeepingChoices();
    /// Takes this free volume as the data disk, and its region (the Storage page's "attach": a
    /// volume is attached when an instance is created). Applied once the options are read.
    void useVolume(const QString &volumeId) { m_volume = volumeId; }
    /// Starts from `model`'s choices (its region, card, count, image and disk, a name after its
    /// own): "Create one like it", for an instance whose machine is lost or taken. Before load().
    void startLike(const Instance &model) { m_model = model; }

    Platform &platform() const { return m_platform; }
    /// A Slurm cluster's job: partitions, a time limit, GPU-hours rather than money.
    bool batchJobs() const { return m_platform.traits().batchJobs; }
    CreateDraft &draft() { return m_draft; }
    const CreateDraft &draft() const { return m_draft; }

    /// Sends the create; on success the wizard closes with created(), on a refusal the summary
    /// says why and what to do.
    void create();
    /// Takes one of an out-of-stock answer's alternatives (a region, or a card here) and creates.
    void createWith(const QString &region, const QString &gpuType);
    bool isCreating() const { return m_creating; }

    void accept() override;

Q_SIGNALS:
    void optionsLoaded();
    void loadFailed(const QString &sentence);
    void created(const Instance &instance);
    void createFailed(const ApiError &error);
    /// The user asked to verify their identity (to rent the cards an unverified account cannot).
    void verificationRequested();
    /// The user asked for the page that fixes a refusal (money, spend limits); the choices so far
    /// are remembered for the next wizard, and this one closes.
    void remedyRequested(ApiError::Remedy remedy);
    /// The refusal's Diagnose button: the Doctor page explains it (the choices are kept).
    void diagnoseRequested(const ApiError &refusal);
    /// None free: the user asked to have the instance made once one is (see CreateSummaryPage).
    void watchRequested(const InstanceSpec &spec, Money perHour, bool create);

private:
    Platform &m_platform;
    QString m_settingsFile;
    CreateDraft m_draft;
    CreateSummaryPage *m_summary;
    bool m_loaded = false;
    bool m_creating = false;
    QString m_loadProblem;
    QString m_volume;
    std::optional<Instance> m_model;
    /// m_model's choices into the draft, once the options say which the platform still offers.
    void applyModel();
    BootTasks *m_boots = nullptr;
};

#include "ui/create/createsummarypage.h"

#include "core/billing/bootlimit.h"
#include "core/create/offeradvisor.h"
#include "core/create/specrules.h"
#include "core/model/instancewords.h"
#include "ui/create/createwizard.h"
#include "ui/instances/autostoptext.h"
#include "ui/instances/instancetablemodel.h"
#include "ui/widgets/messagestyle.h"
#include "ui/widgets/remedies.h"

#include <QCheckBox>
#include <QFormLayout>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

CreateSummaryPage::CreateSummaryPage(CreateWizard &wizard)
    : m_wizard(wizard)
    , m_name(new QLineEdit)
    , m_nameProblem(new QLabel)
    , m_chosen(new QFormLayout)
    , m_cost(new QLabel)
    , m_autostop(new QCheckBox(tr("Autostop: stop it by itself when nobody uses it")))
    , m_autostopText(new QLabel)
    , m_warnings(new QLabel)
    , m_problem(new QLabel)
    , m_remedyRow(new QWidget)
    , m_remedies(new QVBoxLayout(m_remedyRow))
{
    setTitle(tr("Summary"));
    setSubTitle(tr("Check what it will cost, name it, and create it."));
    auto *layout = new QVBoxLayout(this);
    auto *nameForm = new QFormLayout;
    m_name->setObjectName(u"name"_s);
    m_name->setPlaceholderText(tr("e.g. llama-lora"));
    nameForm->addRow(tr("Name:"), m_name);
    layout->addLayout(nameForm);
    m_nameProblem->setObjectName(u"nameProblem"_s);
    MessageStyle::problem(m_nameProblem);
    layout->addWidget(m_nameProblem);
    layout->addLayout(m_chosen);
    m_cost->setObjectName(u"summaryCost"_s);
    m_cost->setWordWrap(true);
    m_cost->setStyleSheet(u"font-weight: bold;"_s);
    layout->addWidget(m_cost);
    m_autostop->setObjectName(u"autostop"_s);
    m_autostopText->setObjectName(u"autostopText"_s);
    m_autostopText->setWordWrap(true);
    layout->addWidget(m_autostop);
    layout->addWidget(m_autostopText);
    connect(m_autostop, &QCheckBox::toggled, this, [this](bool on) {
        if (m_wizard.draft().autostop)
            m_wizard.draft().autostop->enabled = on;
        showAutostop();
    });
    m_warnings->setObjectName(u"warnings"_s);
    m_warnings->setWordWrap(true);
    MessageStyle::warning(m_warnings);
    layout->addWidget(m_warnings);
    m_problem->setObjectName(u"createProblem"_s);
    m_problem->setWordWrap(true);
    MessageStyle::problemBand(m_problem);
    m_problem->hide();
    layout->addWidget(m_problem);
    m_remedies->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_remedyRow);
    layout->addStretch(1);
    connect(m_name, &QLineEdit::textChanged, this, [this](const QString &name) {
        m_wizard.draft().spec.name = name;
        m_nameProblem->setText(name.isEmpty() ? QString() : SpecRules::nameProblem(name));
        emit completeChanged();
    });
}

CreateSummaryPage::~CreateSummaryPage() = default;

void CreateSummaryPage::initializePage()
{
    const CreateDraft &d = m_wizard.draft();
    const CreateOptions &o = d.options;
    {
        const QSignalBlocker quiet(m_name);
        m_name->setText(d.spec.name);
    }
    while (m_chosen->rowCount() > 0)
        m_chosen->removeRow(0);
    const Region *region = o.region(d.spec.region);
    const GpuType *card = d.card();
    if (m_wizard.batchJobs()) {
        showJob();
        return;
    }
    const Image *image = d.image();
    const BillingMode mode = d.spec.billingMode.value_or(BillingMode::OnDemand);
    m_chosen->addRow(tr("Region:"), new QLabel(region ? tr("%1, %2").arg(region->name, region->location) : QString()));
    m_chosen->addRow(tr("GPU:"), new QLabel(card ? tr("%1 × %2").arg(card->name).arg(d.gpuCount()) : QString()));
    if (const GpuType::Size *size
        = card && !card->sizes.isEmpty() ? card->size(d.gpuCount(), d.spec.cpus, d.spec.memoryGb) : nullptr)
        m_chosen->addRow(tr("Cores and memory:"),
                         new QLabel(tr("%1 cores, %2 GB memory").arg(size->cpus).arg(size->memoryGb)));
    if (d.offer)
        m_chosen->addRow(tr("Machine:"),
                         new QLabel(tr("in %1, its host up %2 of the time (offer %3)")
                                        .arg(OfferAdvisor::place(*d.offer), OfferAdvisor::percent(d.offer->reliability),
                                             d.offer->id)));
    m_chosen->addRow(tr("Billing:"),
                     new QLabel(mode == BillingMode::PackageDaily         ? tr("daily package (not refunded)")
                                    : mode == BillingMode::PackageWeekly  ? tr("weekly package (not refunded)")
                                    : mode == BillingMode::PackageMonthly ? tr("monthly package (not refunded)")
                                                                          : tr("on demand")));
    m_chosen->addRow(tr("Image:"), new QLabel(image ? image->name : QString()));
    const bool systemKept = o.traits.systemDiskKeptOnStop;
    m_chosen->addRow(
        o.traits.hasDataDisk() ? tr("System disk:") : tr("Disk:"),
        new QLabel(
            (systemKept ? tr("%1 GB, deleted on release") : tr("%1 GB, emptied at every stop")).arg(d.systemDiskGb())));
    QString data
        = systemKept ? tr("none: everything is deleted on release") : tr("none: everything is lost at the first stop");
    if (const Volume *v = d.volume()) {
        data = tr("the volume %1 (%2 GB), kept after release").arg(v->name).arg(v->sizeGb);
    } else if (d.newDataDisk && d.dataDiskGb() > 0) {
        data = tr("%1 GB, kept through stops, deleted on release").arg(d.dataDiskGb());
    }
    if (o.traits.hasDataDisk())
        m_chosen->addRow(tr("Data disk:"), new QLabel(data));
    else if (const Volume *v = d.volume())
        m_chosen->addRow(
            tr("Volume:"),
            new QLabel(v->pricePerDay
                           ? tr("%1 (%2 GB) at %3, kept after release; %4 a day")
                                 .arg(v->name)
                                 .arg(v->sizeGb)
                                 .arg(v->mountPath, d.options.currency.format(*v->pricePerDay))
                           : tr("%1 (%2 GB) at %3, kept after release").arg(v->name).arg(v->sizeGb).arg(v->mountPath)));
    QStringList ports;
    for (int p : d.spec.ports.value_or(QList<int>()))
        ports << QString::number(p);
    m_chosen->addRow(tr("Ports:"), new QLabel(ports.isEmpty() ? tr("none") : ports.join(u", "_s)));
    const bool noGpuFirst = d.spec.startMode.value_or(InstanceMode::Gpu) == InstanceMode::NoGpu;
    if (o.traits.noGpuCreate)
        m_chosen->addRow(tr("Starts:"), new QLabel(noGpuFirst ? tr("without a GPU, to prepare") : tr("with its GPU")));
    // Which voucher pays this boot, and until when (vouchers pay compute on demand, before the balance).
    if (card && mode == BillingMode::OnDemand && !noGpuFirst) {
        if (const auto v = BootLimit::payingVoucher(o.billing.vouchers, card->id, o.platformTime))
            m_chosen->addRow(
                tr("Paid by:"),
                new QLabel(tr("your voucher (%1 left, until %2), then your balance")
                               .arg(o.currency.format(v->remaining),
                                    QLocale().toString(v->expiresAt.toLocalTime(), QLocale::ShortFormat))));
        else if (std::any_of(o.billing.vouchers.cbegin(), o.billing.vouchers.cend(),
                             [&o](const Voucher &x) { return x.remaining > Money() && x.expiresAt > o.platformTime; }))
            m_chosen->addRow(tr("Paid by:"), new QLabel(tr("your balance: your vouchers do not pay for this card")));
    }

    const InstanceQuote q = d.quote();
    const Money expected = q.forHours(d.expectedHours, mode);
    const Currency &c = d.options.currency;
    if (q.storagePerDayStopped && o.traits.noGpuStart)
        m_cost->setText(tr("%1/h with the GPU, %2/h without it. %n hour(s) with the GPU: %3. Stopped, its disks cost "
                           "%4 a day.",
                           nullptr, d.expectedHours)
                            .arg(c.format(q.gpuPerHour), c.format(q.noGpuPerHour), c.format(expected),
                                 c.format(*q.storagePerDayStopped)));
    else if (q.storagePerDayStopped)
        m_cost->setText(
            tr("%1/h while it runs. %n hour(s): %2. Stopped, its disks cost %3 a day.", nullptr, d.expectedHours)
                .arg(c.format(q.gpuPerHour), c.format(expected), c.format(*q.storagePerDayStopped)));
    else
        m_cost->setText(tr("%1/h while it runs. %n hour(s): %2. Its disks are billed at the platform's storage rates.",
                           nullptr, d.expectedHours)
                            .arg(c.format(q.gpuPerHour), c.format(expected)));

    showAutostop();

    QStringList warnings;
    // Levels ("low") say there are some, not how many: only "none" is a shortage then.
    const int wanted = o.stockInLevels() ? 1 : d.gpuCount();
    if (card && o.available(d.spec.region, card->id) < wanted)
        warnings << (noGpuFirst ? tr("This region has fewer %1 free than asked for right now. Starting without the "
                                     "GPU needs none; when you start it with the GPU, there may be none free here.")
                                      .arg(card->name)
                                : tr("This region has fewer %1 free than asked for right now: the platform may "
                                     "refuse, and will say where there are some.")
                                      .arg(card->name));
    const Money balance = o.billing.balance;
    if (!o.billing.balanceKnown) {
        // Nothing to compare with: the platform keeps the balance to itself.
    } else if (!q.gpuPerHour.isZero() && mode == BillingMode::OnDemand) {
        const qint64 minutes = balance.cents() * 60 / q.gpuPerHour.cents();
        if (minutes < qint64(d.expectedHours) * 60)
            warnings << tr("Your balance of %1 lasts about %2 at %3/h, less than the hours you expect: recharge first, "
                           "or it stops when the money runs out.")
                            .arg(d.options.currency.format(balance),
                                 InstanceWords::duration(std::max<qint64>(0, minutes) * 60),
                                 d.options.currency.format(q.gpuPerHour));
    } else if (mode != BillingMode::OnDemand && balance < expected) {
        warnings << tr("The package costs %1 up front; your balance is %2.")
                        .arg(d.options.currency.format(expected), d.options.currency.format(balance));
    }
    if (d.offer && d.offer->reliability < OfferAdvisor::kReliabilityFloor)
        warnings << tr("This machine's host has been up only %1 of the time: if it goes down, your job stops with "
                       "it. Save checkpoints often.")
                        .arg(OfferAdvisor::percent(d.offer->reliability));
    if (d.newDataDisk && d.dataDiskGb() == 0 && o.traits.hasDataDisk())
        warnings << (systemKept ? tr("Without a data disk, code, data sets and checkpoints live on the system disk "
                                     "and are deleted on release.")
                                : tr("Without a data disk, code, data sets and checkpoints live on the system disk "
                                     "and are lost at the first stop."));
    if (card && d.gpuCount() > 1)
        warnings << tr("%1 GPUs help only if the code is distributed across them.").arg(d.gpuCount());
    if (const QString limit = BootLimit::beforeStart(o.account, o.platformTime); !limit.isEmpty())
        warnings << limit;
    m_warnings->setText(warnings.join(u'\n'));
    m_warnings->setVisible(!warnings.isEmpty());
    emit completeChanged();
}

void CreateSummaryPage::showJob()
{
    // A Slurm job: where, which cards, how long; GPU-hours, never money the lab does not charge.
    const CreateDraft &d = m_wizard.draft();
    const CreateOptions &o = d.options;
    const GpuType *card = d.card();
    const int minutes = d.spec.timeLimitMinutes.value_or(0);
    setSubTitle(tr("Check what the job asks for, name it, and submit it."));
    m_chosen->addRow(tr("Partition:"), new QLabel(d.spec.region));
    m_chosen->addRow(tr("GPU:"), new QLabel(card ? tr("%1 × %2").arg(card->name).arg(d.gpuCount()) : QString()));
    m_chosen->addRow(tr("Time limit:"),
                     new QLabel(minutes > 0
                                    ? tr("%1; then Slurm ends the job").arg(InstanceWords::duration(minutes * 60))
                                    : tr("the partition's default")));
    if (!d.spec.image.isEmpty())
        m_chosen->addRow(tr("Container image:"), new QLabel(d.spec.image));
    m_chosen->addRow(tr("Files:"),
                     new QLabel(tr("your home and the cluster's shared folders, kept after the job; what "
                                   "is only on the node's own disk is gone when the job ends")));
    m_cost->setText(minutes > 0 ? tr("At most %1 GPU-hours of your lab's share.")
                                      .arg(QLocale().toString(d.gpuCount() * minutes / 60.0, 'g', 4))
                                : QString());
    showAutostop();
    QStringList warnings;
    if (card && o.available(d.spec.region, card->id) < d.gpuCount())
        warnings << tr("Fewer %1 are free in %2 than the job asks for right now: it waits in the queue until they "
                       "are, and gpudesk shows its place and the scheduler's reason.")
                        .arg(card->name, d.spec.region);
    if (card && d.gpuCount() > 1)
        warnings << tr("%1 GPUs help only if the code is distributed across them.").arg(d.gpuCount());
    m_warnings->setText(warnings.join(u'\n'));
    m_warnings->setVisible(!warnings.isEmpty());
    emit completeChanged();
}

void CreateSummaryPage::showAutostop()
{
    const CreateDraft &d = m_wizard.draft();
    m_autostop->setVisible(d.autostop.has_value());
    m_autostopText->setVisible(d.autostop.has_value());
    if (!d.autostop)
        return;
    {
        const QSignalBlocker quiet(m_autostop);
        m_autostop->setChecked(d.autostop->enabled);
    }
    if (m_wizard.batchJobs()) {
        m_autostopText->setStyleSheet({});
        m_autostopText->setText(
            d.autostop->enabled
                ? tr("After %1 with nothing running on the GPU, no terminal, tunnel or transfer, it ends the job, so "
                     "the cards go to the next person in the queue. The instance's Autostop action changes it any "
                     "time.")
                      .arg(AutostopText::duration(d.autostop->gpuIdleMinutes))
                : tr("Off: the job holds its cards until its time limit, even when nothing runs."));
        return;
    }
    const InstanceQuote q = d.quote();
    const Currency &c = d.options.currency;
    if (!d.autostop->enabled) {
        const QString night = AutostopText::forgottenNight(q.gpuPerHour, c);
        m_autostopText->setText(night.isEmpty() ? tr("Off: it bills until you stop it.")
                                                : tr("Off: it bills until you stop it — %1.").arg(night));
        MessageStyle::warning(m_autostopText);
        return;
    }
    m_autostopText->setStyleSheet({});
    m_autostopText->setText(
        tr("After %1 with nothing running on the GPU, no terminal, tunnel or transfer (%2 without the GPU), it stops "
           "itself: a forgotten night costs at most %3 instead of %4. The instance's Autostop action changes it any "
           "time.")
            .arg(AutostopText::duration(d.autostop->gpuIdleMinutes),
                 AutostopText::duration(d.autostop->noGpuIdleMinutes),
                 c.format(Money::forDuration(q.gpuPerHour, qint64(d.autostop->gpuIdleMinutes) * 60)),
                 c.format(q.gpuPerHour * 12)));
    // Where the console starts the agent itself over SSH and the platform vouches for no host key,
    // the agent starts once the user has confirmed the key.
    if (!d.options.platformRunsScripts && !d.options.traits.hostKeyFingerprint)
        m_autostopText->setText(m_autostopText->text() + u' '
                                + tr("gpudesk starts it on the instance at each boot; when the instance first "
                                     "runs, it asks you to confirm its host key."));
}

QString CreateSummaryPage::autostopText() const
{
    return m_autostopText->isHidden() ? QString() : m_autostopText->text();
}

bool CreateSummaryPage::isComplete() const
{
    return SpecRules::nameProblem(m_name->text()).isEmpty() && !m_wizard.isCreating();
}

void CreateSummaryPage::showCreating()
{
    clearRefusal();
    m_problem->setText(tr("Creating…"));
    m_problem->setStyleSheet(u"padding: 4px;"_s);
    m_problem->show();
    emit completeChanged();
}

void CreateSummaryPage::clearRefusal()
{
    for (QPushButton *b : remedies())
        delete b;
    m_problem->hide();
}

QString CreateSummaryPage::problemText() const
{
    return m_problem->isVisible() ? m_problem->text() : QString();
}

QList<QPushButton *> CreateSummaryPage::remedies() const
{
    return m_remedyRow->findChildren<QPushButton *>();
}

void CreateSummaryPage::addRemedy(const QString &text, const QString &tip, const std::function<void()> &action)
{
    auto *b = new QPushButton(text, m_remedyRow);
    b->setToolTip(tip);
    b->setEnabled(tip.isEmpty());
    connect(b, &QPushButton::clicked, this, action);
    m_remedies->addWidget(b, 0, Qt::AlignLeft);
}

int CreateSummaryPage::pageOf(const QString &field)
{
    if (field == u"region"_s)
        return CreateWizard::RegionPage;
    if (field == u"gpu_type"_s || field == u"gpu_count"_s)
        return CreateWizard::GpuPage;
    if (field == u"time_limit"_s)
        return CreateWizard::TimePage;
    if (field == u"billing_mode"_s || field == u"start_mode"_s)
        return CreateWizard::BillingPage;
    if (field == u"image"_s)
        return CreateWizard::ImagePage;
    if (field == u"system_disk_gb"_s || field == u"data_disk_gb"_s || field == u"data_volume_id"_s)
        return CreateWizard::DisksPage;
    if (field == u"ports"_s)
        return CreateWizard::PortsPage;
    return -1;
}

void CreateSummaryPage::showRefusal(const ApiError &error)
{
    clearRefusal();
    MessageStyle::problemBand(m_problem);
    const CreateDraft &d = m_wizard.draft();
    const CreateOptions &o = d.options;
    m_problem->setText(error.sentence(o.currency));
    m_problem->show();
    switch (error.remedy()) {
    case ApiError::Remedy::ChooseAnotherRegionOrCard: {
        // The platform names where that card is now, and similar cards here: each is one click.
        for (const QJsonValue &v : error.details.value(u"regions"_s).toArray()) {
            const QString id = v.toString();
            const Region *r = o.region(id);
            const QString volumeHere = d.newDataDisk ? QString()
                                                     : tr("Your volume is in %1: an instance elsewhere cannot attach "
                                                          "it.")
                                                           .arg(d.spec.region);
            addRemedy(tr("Create in %1").arg(r ? r->name : id), volumeHere,
                      [this, id] { m_wizard.createWith(id, {}); });
        }
        for (const QJsonValue &v : error.details.value(u"gpu_types"_s).toArray()) {
            const QString id = v.toString();
            const GpuType *g = o.gpuType(id);
            QString why = g ? o.rentProblem(*g) : QString();
            if (why.isEmpty() && g && d.image())
                why = CreateOptions::imageProblem(*d.image(), *g);
            addRemedy(tr("Create with the %1 here").arg(g ? g->name : id), why,
                      [this, id] { m_wizard.createWith({}, id); });
        }
        // Or wait here for it: the console watches the stock and makes it when one is free.
        if (error.code == u"out_of_stock"_s && !m_wizard.batchJobs()) {
            addRemedy(tr("Create it when one is free…"), {}, [this] {
                emit watchRequested(m_wizard.draft().spec, m_wizard.draft().quote().gpuPerHour, true);
            });
            remedies().constLast()->setToolTip(
                tr("gpudesk watches the stock (for up to 2 hours, while it runs) and makes this instance as soon as "
                   "the card is free here, at no more than %1/h.")
                    .arg(o.currency.format(d.quote().gpuPerHour)));
            addRemedy(tr("Tell me when one is free"), {}, [this] {
                emit watchRequested(m_wizard.draft().spec, m_wizard.draft().quote().gpuPerHour, false);
            });
            remedies().constLast()->setToolTip(tr("gpudesk watches the stock (for up to 2 hours, while it runs) and "
                                                  "tells you, and your phone alerts, when the card is free here."));
        }
        break;
    }
    case ApiError::Remedy::CorrectInput: {
        const int page = pageOf(error.details.value(u"field"_s).toString());
        if (page >= 0)
            addRemedy(tr("Change it"), {}, [this, page] {
                while (m_wizard.currentId() > page)
                    m_wizard.back();
            });
        break;
    }
    case ApiError::Remedy::Verify:
        addRemedy(tr("Verify your identity…"), {}, [this] { emit verificationRequested(); });
        break;
    case ApiError::Remedy::Retry:
        addRemedy(tr("Try again"), {}, [this] { m_wizard.create(); });
        break;
    case ApiError::Remedy::Recharge:
    case ApiError::Remedy::RaiseSpendLimit: {
        const ApiError::Remedy remedy = error.remedy();
        // The wizard closes on it, keeping the choices for the next one (a tip would disable it).
        addRemedy(Remedies::actionText(remedy), {}, [this, remedy] { emit remedyRequested(remedy); });
        break;
    }
    default:
        break; // the sentence says what to do; its page is elsewhere in the console
    }
    // The Doctor page says the same at length, whose fault it is and what else can be done.
    addRemedy(tr("Diagnose…"), {}, [this, error] { emit diagnoseRequested(error); });
    emit completeChanged();
}

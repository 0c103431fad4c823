#include "ui/create/createbillingpage.h"

#include "core/billing/packageadvisor.h"
#include "ui/create/createwizard.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

CreateBillingPage::CreateBillingPage(CreateWizard &wizard)
    : m_wizard(wizard)
    , m_hours(new QSpinBox)
    , m_onDemand(new QRadioButton)
    , m_daily(new QRadioButton)
    , m_weekly(new QRadioButton)
    , m_monthly(new QRadioButton)
    , m_modes(new QButtonGroup(this))
    , m_verdict(new QLabel)
    , m_noGpuFirst(new QCheckBox)
    , m_whyNoGpu(new QLabel(tr("Prepare without the card: pull the code, install packages, download the data set and "
                               "run a tiny sample. Then stop and start it with the GPU for the real run: the card is "
                               "paid only while it computes.")))
{
    setTitle(tr("Billing"));
    setSubTitle(tr("On demand suits most projects: it stops costing the moment the instance stops. A package is "
                   "prepaid at a discount for a day or a week and is not refunded if you stop early."));
    auto *layout = new QVBoxLayout(this);
    auto *form = new QFormLayout;
    m_hours->setObjectName(u"hours"_s);
    m_hours->setRange(1, 24 * 30);
    m_hours->setSuffix(tr(" h"));
    form->addRow(tr("Hours with the GPU you expect to use:"), m_hours);
    layout->addLayout(form);

    auto *modes = new QGroupBox(tr("Billing mode"));
    auto *modeLayout = new QVBoxLayout(modes);
    for (QRadioButton *b : {m_onDemand, m_daily, m_weekly, m_monthly})
        modeLayout->addWidget(b);
    m_onDemand->setObjectName(u"on_demand"_s);
    m_daily->setObjectName(u"package_daily"_s);
    m_weekly->setObjectName(u"package_weekly"_s);
    m_monthly->setObjectName(u"package_monthly"_s);
    m_modes->addButton(m_onDemand, int(BillingMode::OnDemand));
    m_modes->addButton(m_daily, int(BillingMode::PackageDaily));
    m_modes->addButton(m_weekly, int(BillingMode::PackageWeekly));
    m_modes->addButton(m_monthly, int(BillingMode::PackageMonthly));
    layout->addWidget(modes);
    m_verdict->setObjectName(u"verdict"_s);
    m_verdict->setWordWrap(true);
    layout->addWidget(m_verdict);

    m_noGpuFirst->setObjectName(u"noGpuFirst"_s);
    layout->addWidget(m_noGpuFirst);
    m_whyNoGpu->setWordWrap(true);
    layout->addWidget(m_whyNoGpu);
    layout->addStretch(1);

    connect(m_hours, &QSpinBox::valueChanged, this, [this](int hours) {
        m_wizard.draft().expectedHours = hours;
        compare();
    });
    connect(m_modes, &QButtonGroup::idClicked, this, [this](int id) {
        m_wizard.draft().spec.billingMode = BillingMode(id);
        compare();
    });
    connect(m_noGpuFirst, &QCheckBox::toggled, this,
            [this](bool on) { m_wizard.draft().spec.startMode = on ? InstanceMode::NoGpu : InstanceMode::Gpu; });
}

CreateBillingPage::~CreateBillingPage() = default;

void CreateBillingPage::initializePage()
{
    CreateDraft &draft = m_wizard.draft();
    const PlatformTraits &can = draft.options.traits;
    const QSignalBlocker quiet(m_hours);
    m_hours->setValue(draft.expectedHours);
    // The packages the platform sells: by its discounts (its price list), or by the card's own quoted
    // day and month (Compshare).
    const InstanceQuote offered = draft.quote();
    const bool daily = can.packages || offered.dailyKnown;
    const bool monthly = offered.monthlyPackage.has_value();
    const bool any = daily || can.packages || monthly;
    const auto sold = [&](BillingMode m) {
        return m == BillingMode::OnDemand || (m == BillingMode::PackageDaily && daily)
            || (m == BillingMode::PackageWeekly && can.packages) || (m == BillingMode::PackageMonthly && monthly);
    };
    BillingMode mode = draft.spec.billingMode.value_or(BillingMode::OnDemand);
    if (!sold(mode))
        mode = BillingMode::OnDemand;
    if (QAbstractButton *b = m_modes->button(int(mode)))
        b->setChecked(true);
    draft.spec.billingMode = mode;
    m_daily->setVisible(daily);
    m_weekly->setVisible(can.packages);
    m_monthly->setVisible(monthly);
    m_verdict->setVisible(any);
    if (monthly && !can.packages)
        setSubTitle(tr("On demand suits most projects: it stops costing the moment the instance stops. A package is "
                       "prepaid for a day or a month at the platform's price and is not refunded if you stop early."));
    if (!any)
        setSubTitle(tr("It is billed while it runs, by the second at the hourly rate: stopping it ends the charge "
                       "for the card."));
    m_noGpuFirst->setVisible(can.noGpuCreate);
    m_whyNoGpu->setVisible(can.noGpuCreate);
    // No-GPU first is the default for a new instance: its rate is a small part of a card's (the
    // sandbox's ¥0.15/h is 2% of an H20, 17% of an RTX 4060), said here as the ratio it is.
    if (!can.noGpuCreate)
        draft.spec.startMode = InstanceMode::Gpu;
    else if (!draft.spec.startMode)
        draft.spec.startMode = InstanceMode::NoGpu;
    const QSignalBlocker quietBox(m_noGpuFirst);
    m_noGpuFirst->setChecked(draft.spec.startMode == InstanceMode::NoGpu);
    const InstanceQuote q = draft.quote();
    const QString rates
        = tr("Start without a GPU first, to prepare: %1/h instead of %2/h")
              .arg(draft.options.currency.format(q.noGpuPerHour), draft.options.currency.format(q.gpuPerHour));
    const auto percent = q.noGpuPercent();
    m_noGpuFirst->setText(percent ? tr("%1 (%2% of it)").arg(rates).arg(*percent) : rates);
    compare();
}

void CreateBillingPage::compare()
{
    const CreateDraft &draft = m_wizard.draft();
    const InstanceQuote q = draft.quote();
    const int hours = draft.expectedHours;
    m_onDemand->setText(tr("On demand, %1/h: %2 for %n hour(s)", nullptr, hours)
                            .arg(draft.options.currency.format(q.gpuPerHour),
                                 draft.options.currency.format(q.forHours(hours, BillingMode::OnDemand))));
    m_daily->setText(tr("Daily package, %1 a day: %2 for %n hour(s)", nullptr, hours)
                         .arg(draft.options.currency.format(q.dailyPackage),
                              draft.options.currency.format(q.forHours(hours, BillingMode::PackageDaily))));
    m_weekly->setText(tr("Weekly package, %1 a week: %2 for %n hour(s)", nullptr, hours)
                          .arg(draft.options.currency.format(q.weeklyPackage),
                               draft.options.currency.format(q.forHours(hours, BillingMode::PackageWeekly))));
    m_monthly->setText(tr("Monthly package, %1 a month: %2 for %n hour(s)", nullptr, hours)
                           .arg(draft.options.currency.format(q.monthlyPackage.value_or(Money())),
                                draft.options.currency.format(q.forHours(hours, BillingMode::PackageMonthly))));
    // The advisor's verdict for the package that fits the hours best, of those the platform sells.
    const bool weekly = draft.options.traits.packages;
    const bool month = q.monthlyPackage && (hours > 168 || (!weekly && hours > 24));
    const bool week = !month && weekly && hours > 24;
    PackageAdvisor::Input in;
    in.ratePerHour = q.gpuPerHour;
    in.periodHours = month ? 720 : week ? 168 : 24;
    in.packagePrice = month ? *q.monthlyPackage : week ? q.weeklyPackage : q.dailyPackage;
    in.busyHours = std::min(hours, in.periodHours);
    in.currency = draft.options.currency;
    const PackageAdvisor::Result r = PackageAdvisor::compare(in);
    m_verdict->setText(r.verdict);
}

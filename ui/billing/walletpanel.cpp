#include "ui/billing/walletpanel.h"

#include "core/billing/spendlimitadvisor.h"
#include "core/console/console.h"
#include "core/model/instancewords.h"
#include "ui/account/identityprompt.h"
#include "ui/instances/instancetablemodel.h"
#include "ui/widgets/confirmer.h"
#include "ui/widgets/listmodel.h"
#include "ui/widgets/listtable.h"
#include "ui/widgets/messagestyle.h"

#include <QCheckBox>
#include <QDesktopServices>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QTableView>
#include <QUrl>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

WalletPanel::WalletPanel(const Console &console, const BillingSources &sources, Confirmer &confirmer, QWidget *parent)
    : QWidget(parent)
    , m_console(console)
    , m_sources(sources)
    , m_confirmer(confirmer)
    , m_balance(new QLabel(this))
    , m_runway(new QLabel(this))
    , m_today(new QLabel(this))
    , m_rechargeText(MessageStyle::paragraph({}, this))
    , m_amount(new QLineEdit(this))
    , m_recharge(new QPushButton(tr("Add money"), this))
    , m_payPage(new QPushButton(tr("Open the payment page"), this))
    , m_voucherRows(new ListModel({tr("Left"), tr("Pays for"), tr("Expires")}, this))
    , m_vouchers(ListTable::make(m_voucherRows, this, false))
    , m_noVouchers(new QLabel(tr("No vouchers."), this))
    , m_dailyOn(new QCheckBox(tr("Stop everything after spending, per day:"), this))
    , m_daily(new QLineEdit(this))
    , m_perBootOn(new QCheckBox(tr("Stop an instance after one boot costs:"), this))
    , m_perBoot(new QLineEdit(this))
    , m_experiment(new QLineEdit(this))
    , m_suggestion(MessageStyle::paragraph({}, this))
    , m_useSuggestion(new QPushButton(tr("Use the suggestion"), this))
    , m_saveLimits(new QPushButton(tr("Save limits"), this))
    , m_limitsNote(MessageStyle::paragraph({}, this))
    , m_message(MessageStyle::paragraph({}, this))
{
    // The money in front, in a larger type.
    QFont big = m_balance->font();
    big.setPointSizeF(big.pointSizeF() * 2);
    big.setBold(true);
    m_balance->setFont(big);
    m_balance->setObjectName(u"balance"_s);
    m_amount->setObjectName(u"rechargeAmount"_s);
    m_payPage->setObjectName(u"payPage"_s);
    m_rechargeText->setObjectName(u"rechargeText"_s);
    m_runway->setObjectName(u"runway"_s);
    auto *money = new QVBoxLayout;
    money->addWidget(m_balance);
    money->addWidget(m_runway);
    money->addWidget(m_today);

    // Where the platform's API has no wallet, the box only says where the balance and the bills are.
    auto *rechargeBox = new QGroupBox(sources.summary ? tr("Add money") : tr("Balance and bills"), this);
    m_amount->setPlaceholderText(tr("Amount, e.g. 50"));
    m_amount->setMaximumWidth(160);
    auto *rechargeRow = new QHBoxLayout;
    rechargeRow->addWidget(m_amount);
    rechargeRow->addWidget(m_recharge);
    rechargeRow->addWidget(m_payPage);
    rechargeRow->addStretch();
    auto *rechargeLayout = new QVBoxLayout(rechargeBox);
    rechargeLayout->addWidget(m_rechargeText);
    rechargeLayout->addLayout(rechargeRow);
    m_payPage->hide();

    auto *voucherBox = new QGroupBox(tr("Vouchers"), this);
    m_voucherBox = voucherBox;
    voucherBox->setObjectName(u"vouchers"_s);
    m_vouchers->setMaximumHeight(120);
    m_vouchers->setAccessibleName(tr("Vouchers"));
    auto *voucherLayout = new QVBoxLayout(voucherBox);
    voucherLayout->addWidget(
        MessageStyle::paragraph(tr("Vouchers pay for the cards they name before your balance does."), this));
    voucherLayout->addWidget(m_vouchers);
    voucherLayout->addWidget(m_noVouchers);

    auto *limitsBox = new QGroupBox(tr("Spend limits"), this);
    m_limitsBox = limitsBox;
    limitsBox->setObjectName(u"spendLimits"_s);
    auto *limitsLayout = new QVBoxLayout(limitsBox);
    limitsLayout->addWidget(
        MessageStyle::paragraph(tr("If you forget an instance, a limit puts a ceiling on the loss: past it the "
                                   "platform stops your instances. The field guide's advice: one full "
                                   "experiment's budget × 1.5, so normal work never meets it."),
                                this));
    auto *form = new QFormLayout;
    m_daily->setMaximumWidth(160);
    m_perBoot->setMaximumWidth(160);
    m_experiment->setMaximumWidth(160);
    m_daily->setObjectName(u"daily"_s);
    m_perBoot->setObjectName(u"perBoot"_s);
    form->addRow(m_dailyOn, m_daily);
    form->addRow(m_perBootOn, m_perBoot);
    form->addRow(tr("One full experiment costs about:"), m_experiment);
    limitsLayout->addLayout(form);
    limitsLayout->addWidget(m_suggestion);
    auto *limitButtons = new QHBoxLayout;
    limitButtons->addWidget(m_useSuggestion);
    limitButtons->addWidget(m_saveLimits);
    limitButtons->addStretch();
    limitsLayout->addLayout(limitButtons);
    limitsLayout->addWidget(m_limitsNote);

    m_message->setObjectName(u"message"_s);
    for (QGroupBox *box : {rechargeBox, limitsBox, voucherBox})
        MessageStyle::section(box);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(money);
    layout->addWidget(m_message);
    layout->addWidget(rechargeBox);
    layout->addWidget(limitsBox);
    layout->addWidget(voucherBox);
    layout->addStretch();

    connect(&m_console, &Console::readingChanged, this, &WalletPanel::showReading);
    connect(m_recharge, &QPushButton::clicked, this, &WalletPanel::recharge);
    connect(m_amount, &QLineEdit::returnPressed, this, &WalletPanel::recharge);
    connect(m_payPage, &QPushButton::clicked, this, [this] {
        if (m_billing && m_billing->rechargeUrl)
            QDesktopServices::openUrl(QUrl(*m_billing->rechargeUrl));
    });
    connect(m_saveLimits, &QPushButton::clicked, this, &WalletPanel::saveLimits);
    connect(m_useSuggestion, &QPushButton::clicked, this, &WalletPanel::useSuggestion);
    connect(m_dailyOn, &QCheckBox::toggled, m_daily, &QWidget::setEnabled);
    connect(m_perBootOn, &QCheckBox::toggled, m_perBoot, &QWidget::setEnabled);
    connect(m_experiment, &QLineEdit::textEdited, this, [this] {
        m_experimentTyped = true;
        refreshSuggestion();
    });
    showReading(m_console.reading());
    refreshSuggestion();
}

WalletPanel::~WalletPanel() = default;

void WalletPanel::reload()
{
    // What the platform does not have is not offered (its web site may have it; the text says so).
    BillingSummary *wallet = m_sources.summary;
    const bool limits = m_sources.limits;
    m_limitsBox->setVisible(limits);
    m_voucherBox->setVisible(wallet && wallet->hasVouchers());
    if (wallet)
        wallet->billing(this, [this](const ApiResult<Billing> &r) {
            if (!r.ok())
                return say(tr("The wallet could not be read: %1").arg(r.error().sentence(m_console.currency())), true);
            showBilling(r.value());
        });
    else {
        // No wallet in the API at all (Compshare's): nothing to wait for, and no money added from here.
        m_rechargeText->setText(m_receiptsShown
                                    ? tr("This platform's API gives neither the balance nor the bills: see and pay "
                                         "them on its web site. What gpudesk saw each boot cost is under Receipts.")
                                    : tr("This platform's API gives neither the balance nor the bills: see and pay "
                                         "them on its web site."));
        m_amount->hide();
        m_recharge->hide();
        m_payPage->hide();
    }
    m_sources.platform.account(this, [this](const ApiResult<Account> &r) {
        if (!r.ok())
            return;
        m_account = r.value();
        showLimits(r.value().spendLimits);
    });
    m_sources.platform.gpuTypes(this, [this](const ApiResult<QList<GpuType>> &r) {
        if (!r.ok())
            return;
        for (const GpuType &g : r.value())
            m_cardNames.insert(g.id, g.name);
        if (m_billing)
            showBilling(*m_billing);
    });
    UsageReports *reports = m_sources.usage;
    if (!limits || !reports)
        return;
    // The user's own history, for the limits' suggestion: the last 30 days, per instance and day.
    UsageQuery query;
    reports->usage(query, this, [this](const ApiResult<Usage> &r) {
        if (!r.ok())
            return;
        const auto history = SpendLimitAdvisor::fromUsage(r.value());
        m_largestDay = history.largestDay;
        if (!m_experimentTyped && history.largestExperiment)
            m_experiment->setText(m_console.currency().decimal(*history.largestExperiment));
        refreshSuggestion();
    });
}

void WalletPanel::showReading(const BillingReading &r)
{
    if (!m_sources.summary) {
        m_balance->hide(); // no figure to wait for: the sentence says where the balance is
        m_runway->setText(tr("This platform does not tell gpudesk the balance: see it on its billing page. Now %1/h.")
                              .arg(r.currency.format(r.ratePerHour)));
        m_today->clear();
        return;
    }
    if (!r.billingKnown) {
        m_balance->setText(QStringLiteral("—"));
        m_runway->setText(tr("Reading the balance…"));
        m_today->clear();
        return;
    }
    m_balance->setText(r.balanceKnown ? r.currency.format(r.balance) : QStringLiteral("—"));
    if (!r.balanceKnown)
        m_runway->setText(tr("This platform does not tell gpudesk the balance: see it on its billing page. Now %1/h.")
                              .arg(r.currency.format(r.ratePerHour)));
    else if (r.runwayMinutes)
        m_runway->setText(tr("Lasts %1 at %2/h, what runs and is stored now.")
                              .arg(InstanceWords::duration(*r.runwayMinutes * 60), r.currency.format(r.ratePerHour)));
    else
        m_runway->setText(tr("Nothing is costing money now."));
    m_today->setText(tr("Spent today: %1").arg(r.currency.format(r.spentToday)));
}

void WalletPanel::showBilling(const Billing &billing)
{
    m_billing = billing;
    const Currency &currency = m_console.currency();
    if (!m_sources.recharge) {
        m_rechargeText->setText(billing.balanceKnown
                                    ? tr("This platform takes payments on its web site; the balance here follows a "
                                         "few seconds after you pay.")
                                    : tr("This platform takes payments on its web site, and shows the balance "
                                         "there too."));
        m_amount->hide();
        m_recharge->hide();
        m_payPage->setVisible(billing.rechargeUrl.has_value());
    } else {
        m_rechargeText->setText(tr("The amount is added to your balance at once (on the local sandbox it is play "
                                   "money)."));
        m_amount->show();
        m_recharge->show();
        m_payPage->hide();
    }
    QList<ListRow> vouchers;
    const QLocale locale;
    const QDateTime now = m_console.platformNow();
    for (const Voucher &v : billing.vouchers) {
        QStringList cards;
        for (const QString &id : v.gpuTypes.value_or(QStringList()))
            cards << m_cardNames.value(id, id);
        const qint64 days = now.isValid() ? now.secsTo(v.expiresAt) / 86400 : -1;
        const QString expires = locale.toString(v.expiresAt.toLocalTime().date(), QLocale::ShortFormat)
            + (days >= 0 ? u"  "_s + tr("(in %n day(s))", "", int(days)) : QString());
        vouchers.append(
            {{currency.format(v.remaining), v.gpuTypes ? cards.join(u", "_s) : tr("any card"), expires}, v.id});
    }
    m_voucherRows->setRows(vouchers);
    m_vouchers->setVisible(!billing.vouchers.isEmpty());
    m_noVouchers->setVisible(billing.vouchers.isEmpty());
    if (!m_account)
        showLimits(billing.spendLimits);
}

void WalletPanel::showLimits(const SpendLimits &limits)
{
    const Currency &currency = m_console.currency();
    m_dailyOn->setChecked(limits.dailyCents.has_value());
    m_daily->setText(limits.dailyCents ? currency.decimal(*limits.dailyCents) : QString());
    m_daily->setEnabled(limits.dailyCents.has_value());
    m_perBootOn->setChecked(limits.perBootCents.has_value());
    m_perBoot->setText(limits.perBootCents ? currency.decimal(*limits.perBootCents) : QString());
    m_perBoot->setEnabled(limits.perBootCents.has_value());
    const bool member = m_account && m_account->isMember();
    for (QWidget *w : std::initializer_list<QWidget *>{m_dailyOn, m_perBootOn, m_saveLimits, m_useSuggestion})
        w->setEnabled(!member);
    if (member) {
        m_daily->setEnabled(false);
        m_perBoot->setEnabled(false);
    }
    m_limitsNote->setText(member ? tr("Your limits are set by the account's owner; ask them to change them.")
                                 : QString());
    m_limitsNote->setVisible(member);
}

void WalletPanel::refreshSuggestion()
{
    const Currency &currency = m_console.currency();
    const auto budget = currency.parse(m_experiment->text());
    if (!budget || *budget <= Money()) {
        m_suggestion->setText(m_experiment->text().trimmed().isEmpty()
                                  ? tr("Type what one full experiment costs you, and the limits to set are "
                                       "suggested here.")
                                  : tr("“%1” is not an amount.").arg(m_experiment->text()));
        m_useSuggestion->setEnabled(false);
        return;
    }
    const SpendLimits s = SpendLimitAdvisor::suggest(*budget, m_largestDay, currency);
    QString text
        = tr("Suggested: %1 a day, %2 a boot.").arg(currency.format(*s.dailyCents), currency.format(*s.perBootCents));
    if (!m_experimentTyped && m_largestDay > Money())
        text += u' '
            + tr("From your last 30 days: your largest experiment cost %1, your busiest day %2.")
                  .arg(currency.format(*budget), currency.format(m_largestDay));
    m_suggestion->setText(text);
    m_useSuggestion->setEnabled(!(m_account && m_account->isMember()));
}

void WalletPanel::useSuggestion()
{
    const Currency &currency = m_console.currency();
    const auto budget = currency.parse(m_experiment->text());
    if (!budget)
        return;
    const SpendLimits s = SpendLimitAdvisor::suggest(*budget, m_largestDay, currency);
    m_dailyOn->setChecked(true);
    m_daily->setText(currency.decimal(*s.dailyCents));
    m_perBootOn->setChecked(true);
    m_perBoot->setText(currency.decimal(*s.perBootCents));
    say(tr("Not saved yet: check the amounts, then Save limits."), false);
}

std::optional<Money> WalletPanel::amountIn(QLineEdit *field, const QString &what)
{
    const auto amount = m_console.currency().parse(field->text());
    if (!amount || amount->isNegative()) {
        say(tr("%1: “%2” is not an amount; type it like 30 or 12.50.").arg(what, field->text()), true);
        field->setFocus();
        return std::nullopt;
    }
    return amount;
}

void WalletPanel::recharge()
{
    const auto amount = amountIn(m_amount, tr("Add money"));
    if (!amount)
        return;
    if (*amount <= Money()) {
        say(tr("Add money: the amount must be more than zero."), true);
        return;
    }
    WalletRecharge *payments = m_sources.recharge;
    if (!payments)
        return;
    m_recharge->setEnabled(false);
    Reconfirmation::run<Billing>(
        m_sources.confirmation, this, IdentityPrompt::asker(m_confirmer, this),
        [this, payments, amount = *amount](Platform::Done<Billing> done) { payments->recharge(amount, this, done); },
        [this, amount = *amount](const ApiResult<Billing> &r) {
            m_recharge->setEnabled(true);
            const Currency &currency = m_console.currency();
            if (!r.ok())
                return say(tr("No money was added: %1").arg(r.error().sentence(currency)), true);
            m_amount->clear();
            showBilling(r.value());
            say(tr("Added %1. The balance is now %2.").arg(currency.format(amount), currency.format(r.value().balance)),
                false);
            Q_EMIT walletChanged();
        });
}

void WalletPanel::saveLimits()
{
    SpendLimitSettings *settings = m_sources.limits;
    if (!settings)
        return;
    SpendLimitsChange update;
    std::optional<Money> daily, perBoot;
    if (m_dailyOn->isChecked() && !(daily = amountIn(m_daily, tr("Daily limit"))))
        return;
    if (m_perBootOn->isChecked() && !(perBoot = amountIn(m_perBoot, tr("Limit per boot"))))
        return;
    update.dailyLimit = daily;
    update.perBootLimit = perBoot;
    // A limit below what is spent already stops what runs at once: say so first.
    const BillingReading &r = m_console.reading();
    if (daily && r.billingKnown && *daily <= r.spentToday && r.ratePerHour > Money()
        && !m_confirmer.confirm(this, tr("Stop your instances now?"),
                                tr("You have spent %1 today. A daily limit of %2 is reached already: the platform "
                                   "stops your running instances as soon as it is saved.")
                                    .arg(r.currency.format(r.spentToday), r.currency.format(*daily)),
                                tr("Save and stop them")))
        return;
    m_saveLimits->setEnabled(false);
    Reconfirmation::run<Account>(
        m_sources.confirmation, this, IdentityPrompt::asker(m_confirmer, this),
        [this, settings, update](Platform::Done<Account> done) { settings->setSpendLimits(update, this, done); },
        [this](const ApiResult<Account> &r) {
            m_saveLimits->setEnabled(true);
            if (!r.ok())
                return say(tr("The limits were not changed: %1").arg(r.error().sentence(m_console.currency())), true);
            m_account = r.value();
            showLimits(r.value().spendLimits);
            const Currency &currency = m_console.currency();
            const SpendLimits &l = r.value().spendLimits;
            say(tr("Saved: %1 a day, %2 a boot.")
                    .arg(l.dailyCents ? currency.format(*l.dailyCents) : tr("no limit"),
                         l.perBootCents ? currency.format(*l.perBootCents) : tr("no limit")),
                false);
            Q_EMIT walletChanged();
        });
}

void WalletPanel::say(const QString &sentence, bool problem)
{
    m_message->setText(sentence);
    if (problem)
        MessageStyle::problem(m_message);
    else
        m_message->setStyleSheet({});
}

#include "ui/billing/advisorpanel.h"

#include "core/billing/buyvsrent.h"
#include "core/billing/packagehindsight.h"
#include "core/console/console.h"
#include "ui/widgets/messagestyle.h"

#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QVBoxLayout>

#include <memory>

using namespace Qt::StringLiterals;

namespace {

QSpinBox *spin(int min, int max, int value, const QString &suffix, QWidget *parent)
{
    auto *box = new QSpinBox(parent);
    box->setRange(min, max);
    box->setValue(value);
    box->setSuffix(suffix);
    box->setMaximumWidth(160);
    return box;
}
} // namespace

AdvisorPanel::AdvisorPanel(const Console &console, const BillingSources &sources, QWidget *parent)
    : QWidget(parent)
    , m_console(console)
    , m_sources(sources)
    , m_packages(new QVBoxLayout)
    , m_rig(new QLineEdit(u"12000"_s, this))
    , m_rent(new QLineEdit(u"2.50"_s, this))
    , m_hours(spin(0, 8784, 500, tr(" h"), this))
    , m_years(spin(1, 20, 2, tr(" years"), this))
    , m_depreciation(spin(0, 100, 60, tr(" %"), this))
    , m_watts(spin(0, 5000, 0, tr(" W"), this))
    , m_kwh(new QLineEdit(u"0.60"_s, this))
    , m_buyVerdict(MessageStyle::paragraph({}, this))
{
    auto *packages = new QGroupBox(tr("Would a package have been cheaper last week?"), this);
    m_packagesBox = packages;
    auto *packagesLayout = new QVBoxLayout(packages);
    packagesLayout->addWidget(
        MessageStyle::paragraph(tr("A daily or weekly package is prepaid at a discount and not refunded: it pays "
                                   "only when the card is busy most of the period. Here is last week, card by "
                                   "card, at the platform's prices."),
                                this));
    packagesLayout->addLayout(m_packages);

    auto *buying = new QGroupBox(tr("Buy a card or rent one?"), this);
    for (QLineEdit *field : {m_rig, m_rent, m_kwh})
        field->setMaximumWidth(160);
    auto *form = new QFormLayout;
    form->addRow(tr("The machine costs:"), m_rig);
    form->addRow(tr("Value lost over the years:"), m_depreciation);
    form->addRow(tr("Kept for:"), m_years);
    form->addRow(tr("Renting costs, per hour:"), m_rent);
    form->addRow(tr("Hours of real use a year:"), m_hours);
    form->addRow(tr("Power under load (0: leave out):"), m_watts);
    form->addRow(tr("Electricity per kWh:"), m_kwh);
    auto *buyingLayout = new QVBoxLayout(buying);
    m_seedNote = MessageStyle::paragraph(tr("Starting from the field guide's example: a ¥12,000 machine loses 60% in "
                                            "two years; renting at ¥2.50 an hour for 500 hours a year. Change it to "
                                            "yours."),
                                         this);
    buyingLayout->addWidget(m_seedNote);
    buyingLayout->addLayout(form);
    QFont larger = m_buyVerdict->font();
    larger.setBold(true);
    m_buyVerdict->setFont(larger);
    buyingLayout->addWidget(m_buyVerdict);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(packages);
    layout->addWidget(buying);
    layout->addStretch();

    for (QLineEdit *field : {m_rig, m_rent, m_kwh})
        connect(field, &QLineEdit::textChanged, this, &AdvisorPanel::compareBuying);
    for (QSpinBox *box : {m_hours, m_years, m_depreciation, m_watts})
        connect(box, &QSpinBox::valueChanged, this, &AdvisorPanel::compareBuying);
    compareBuying();
}

AdvisorPanel::~AdvisorPanel() = default;

QStringList AdvisorPanel::packageVerdicts() const
{
    QStringList verdicts;
    for (const QLabel *label : m_packageLabels)
        verdicts << label->text();
    return verdicts;
}

void AdvisorPanel::fitToPlatform()
{
    // The field guide's figures are yuan: on a platform that bills in another currency they would
    // be read as dollars, so the rent starts from this platform's own price of a card, and the
    // machine's price is the user's to give, in the platform's currency.
    const Currency &currency = m_console.currency();
    if (m_fitted || !m_console.health() || currency.code() == u"CNY"_s)
        return;
    m_fitted = true;
    m_rig->clear();
    m_kwh->clear();
    m_rig->setPlaceholderText(tr("in %1").arg(currency.code()));
    m_kwh->setPlaceholderText(tr("in %1").arg(currency.code()));
    m_seedNote->setText(tr("Amounts here are in %1, this platform's currency (the field guide's example is in "
                           "yuan). Type what your machine would cost.")
                            .arg(currency.code()));
    m_sources.platform.gpuTypes(this, [this](const ApiResult<QList<GpuType>> &r) {
        if (!r.ok() || r.value().isEmpty())
            return;
        // The card students most often weigh against buying: a 24 GB one, the cheapest of them here.
        const GpuType *card = nullptr;
        for (const GpuType &g : r.value()) {
            if (g.vramGb >= 24 && g.pricePerHour > Money() && (!card || g.pricePerHour < card->pricePerHour))
                card = &g;
        }
        if (!card)
            return;
        const Currency &currency = m_console.currency();
        m_rent->setText(currency.decimal(card->pricePerHour));
        m_seedNote->setText(tr("Amounts here are in %1, this platform's currency (the field guide's example is in "
                               "yuan). The rent starts from what the %2 costs here, %3 an hour; type what your "
                               "machine would cost.")
                                .arg(currency.code(), card->name, currency.format(card->pricePerHour)));
    });
}

void AdvisorPanel::reload()
{
    fitToPlatform();
    const auto &health = m_console.health();
    const QDateTime now = m_console.platformNow();
    // A platform without packages has nothing to compare them with: only the buy-or-rent advisor.
    // The comparison needs the package prices and last week's use by card.
    PriceList *prices = m_sources.prices;
    UsageReports *reports = m_sources.usage;
    const bool packages = m_sources.platform.traits().packages && prices && reports && reports->usageByCard();
    m_packagesBox->setVisible(packages);
    if (!health || !now.isValid() || !packages)
        return;
    // Three answers make the comparison: the cards, the prices, and last week by the hour.
    struct Pending
    {
        QList<GpuType> cards;
        std::optional<Pricing> pricing;
        std::optional<Usage> usage;
        QString problem;
        int left = 3;
    };
    auto pending = std::make_shared<Pending>();
    const quint64 ticket = m_latest.next();
    const QString zoneId = health->billingTimezone;
    const auto arrived = [this, pending, ticket, zoneId] {
        if (--pending->left > 0 || !m_latest.isLatest(ticket))
            return;
        for (QLabel *label : std::as_const(m_packageLabels))
            delete label;
        m_packageLabels.clear();
        QStringList sentences;
        if (!pending->problem.isEmpty()) {
            sentences << pending->problem;
        } else if (pending->pricing && pending->usage) {
            const QTimeZone zone(zoneId.toUtf8());
            for (const PackageHindsight::CardWeek &w :
                 PackageHindsight::lastWeek(*pending->usage, pending->cards, *pending->pricing,
                                            zone.isValid() ? zone : QTimeZone::utc(), m_console.currency()))
                sentences << w.verdict;
            if (sentences.isEmpty())
                sentences << tr("You used no card last week: nothing to compare.");
        }
        for (const QString &sentence : std::as_const(sentences)) {
            auto *label = MessageStyle::paragraph(sentence, this);
            m_packages->addWidget(label);
            m_packageLabels << label;
        }
        Q_EMIT packagesShown();
    };
    m_sources.platform.gpuTypes(this, [pending, arrived](const ApiResult<QList<GpuType>> &r) {
        if (r.ok())
            pending->cards = r.value();
        arrived();
    });
    prices->pricing(this, [pending, arrived](const ApiResult<Pricing> &r) {
        if (r.ok())
            pending->pricing = r.value();
        arrived();
    });
    UsageQuery query;
    query.bucket = u"hour"_s;
    query.group = u"gpu_type"_s;
    query.from = now.addDays(-7);
    reports->usage(query, this, [this, pending, arrived](const ApiResult<Usage> &r) {
        if (r.ok())
            pending->usage = r.value();
        else
            pending->problem
                = tr("Last week's usage could not be read: %1").arg(r.error().sentence(m_console.currency()));
        arrived();
    });
}

void AdvisorPanel::compareBuying()
{
    const Currency &currency = m_console.currency();
    if (m_rig->text().trimmed().isEmpty()) {
        m_buyVerdict->setStyleSheet({});
        m_buyVerdict->setText(tr("Type what your machine would cost, and the comparison shows here."));
        return;
    }
    const auto rig = currency.parse(m_rig->text());
    const auto rent = currency.parse(m_rent->text());
    const auto kwh = currency.parse(m_kwh->text());
    QString problem;
    if (!rig || rig->isNegative())
        problem = tr("The machine's price is not an amount.");
    else if (!rent || *rent <= Money())
        problem = tr("The rent per hour is not an amount above zero.");
    else if (m_watts->value() > 0 && (!kwh || kwh->isNegative()))
        problem = tr("The electricity price is not an amount.");
    if (!problem.isEmpty()) {
        m_buyVerdict->setText(problem);
        MessageStyle::problem(m_buyVerdict);
        return;
    }
    m_buyVerdict->setStyleSheet({});
    BuyVsRent::Input in;
    in.rigPrice = *rig;
    in.rentPerHour = *rent;
    in.hoursPerYear = m_hours->value();
    in.years = m_years->value();
    in.depreciationPercent = m_depreciation->value();
    in.powerWatts = m_watts->value();
    in.electricityPerKwh = kwh.value_or(Money());
    in.currency = currency;
    m_buyVerdict->setText(BuyVsRent::compare(in).verdict);
}

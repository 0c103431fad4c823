#include "ui/create/createofferpage.h"

#include "core/api/platform.h"
#include "core/create/offeradvisor.h"
#include "ui/create/choicetable.h"
#include "ui/create/createwizard.h"
#include "ui/widgets/messagestyle.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QTableWidget>
#include <QVBoxLayout>
#include <QVersionNumber>

using namespace Qt::StringLiterals;

namespace {

constexpr int kSortKey = Qt::UserRole + 1;

/// A cell sorted by the number behind it, not by its text ("$0.21/h", "99.5%").
class FigureItem final : public QTableWidgetItem
{
public:
    FigureItem(const QString &text, double key)
        : QTableWidgetItem(text)
    {
        setData(kSortKey, key);
        setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    }
    bool operator<(const QTableWidgetItem &other) const override
    {
        return data(kSortKey).toDouble() < other.data(kSortKey).toDouble();
    }
};

} // namespace

CreateOfferPage::CreateOfferPage(CreateWizard &wizard)
    : m_wizard(wizard)
    , m_verified(new QCheckBox(tr("Verified hosts only")))
    , m_direct(new QCheckBox(tr("Direct SSH port")))
    , m_reliability(new QDoubleSpinBox)
    , m_cuda(new QComboBox)
    , m_advice(new QLabel)
    , m_offers(ChoiceTable::make(u"offers"_s,
                                 {tr("Price"), tr("Reliability"), tr("DLPerf"), tr("Network down / up"), tr("CUDA"),
                                  tr("Where"), tr("Disk"), tr("Host")}))
{
    setTitle(tr("Machine"));
    setSubTitle(tr("Here you rent one host's machine, not just a card: the price, how much of the time the host has "
                   "stayed up, and its network differ from one machine to the next. A host that goes down stops "
                   "your job with it."));
    auto *layout = new QVBoxLayout(this);
    auto *filters = new QHBoxLayout;
    m_verified->setObjectName(u"verifiedOnly"_s);
    m_verified->setChecked(true);
    m_verified->setToolTip(tr("Hosts the marketplace has checked; unverified ones are cheaper and less predictable."));
    m_direct->setObjectName(u"directSsh"_s);
    m_direct->setChecked(true);
    m_direct->setToolTip(tr("A port straight to the machine. Without one, SSH goes through the platform's proxy, "
                            "which is slower for transfers, and the machine's published ports cannot be reached "
                            "(a tunnel over SSH still works)."));
    m_reliability->setObjectName(u"minReliability"_s);
    m_reliability->setRange(50, 100);
    m_reliability->setDecimals(1);
    m_reliability->setSingleStep(0.5);
    m_reliability->setSuffix(u"%"_s);
    m_reliability->setValue(OfferAdvisor::kReliabilityFloor * 100);
    m_cuda->setObjectName(u"minCuda"_s);
    m_cuda->addItem(tr("any"), 0.0);
    for (const double v : {11.8, 12.1, 12.4, 12.6, 12.8})
        m_cuda->addItem(QLocale::c().toString(v, 'f', 1), v);
    filters->addWidget(m_verified);
    filters->addWidget(m_direct);
    filters->addSpacing(12);
    filters->addWidget(new QLabel(tr("Up at least:")));
    filters->addWidget(m_reliability);
    filters->addSpacing(12);
    filters->addWidget(new QLabel(tr("CUDA at least:")));
    filters->addWidget(m_cuda);
    filters->addStretch(1);
    layout->addLayout(filters);
    m_advice->setObjectName(u"offerAdvice"_s);
    m_advice->setWordWrap(true);
    layout->addWidget(m_advice);
    // Cheapest first until the user sorts by another column; a new search keeps their order.
    m_offers->horizontalHeader()->setSortIndicator(Price, Qt::AscendingOrder);
    m_offers->setSortingEnabled(true);
    layout->addWidget(m_offers, 1);

    connect(m_offers, &QTableWidget::itemSelectionChanged, this, &CreateOfferPage::chosen);
    connect(m_verified, &QCheckBox::toggled, this, &CreateOfferPage::search);
    connect(m_direct, &QCheckBox::toggled, this, &CreateOfferPage::search);
    // Searched once a value is settled: after an arrow click, or when typing is done.
    m_reliability->setKeyboardTracking(false);
    connect(m_reliability, &QDoubleSpinBox::valueChanged, this, &CreateOfferPage::search);
    connect(m_cuda, &QComboBox::currentIndexChanged, this, &CreateOfferPage::search);
}

CreateOfferPage::~CreateOfferPage() = default;

void CreateOfferPage::initializePage()
{
    // At least the CUDA the image says it needs, where it says so; chosen again only for another
    // image, so the user's own choice stays while they go back and forth.
    const Image *image = m_wizard.draft().image();
    const QString imageId = image ? image->id : QString();
    if (imageId != m_cudaFor) {
        m_cudaFor = imageId;
        const QVersionNumber version
            = QVersionNumber::fromString(image && image->cuda ? *image->cuda : QString()).normalized();
        const double needs = version.isNull() ? 0.0 : version.majorVersion() + version.minorVersion() / 10.0;
        const QSignalBlocker quiet(m_cuda);
        int at = 0;
        for (int k = m_cuda->count() - 1; k >= 1 && needs > 0; --k)
            if (m_cuda->itemData(k).toDouble() >= needs - 1e-9)
                at = k;
        if (needs > 0 && at == 0) { // newer than any listed: the image's own
            m_cuda->addItem(QLocale::c().toString(needs, 'f', 1), needs);
            at = m_cuda->count() - 1;
        }
        m_cuda->setCurrentIndex(at);
    }
    search();
}

OfferQuery CreateOfferPage::query() const
{
    const CreateDraft &draft = m_wizard.draft();
    OfferQuery q;
    q.gpuType = draft.spec.gpuType;
    q.gpuCount = draft.gpuCount();
    q.countryCode = draft.spec.region;
    q.verifiedOnly = m_verified->isChecked();
    q.directSsh = m_direct->isChecked();
    q.minReliability = m_reliability->value() / 100;
    if (const double cuda = m_cuda->currentData().toDouble(); cuda > 0)
        q.minCuda = cuda;
    q.diskGb = draft.systemDiskGb();
    // A volume is used only by an instance on its own machine.
    if (const Volume *volume = draft.volume(); volume && volume->machineId)
        q.machineId = *volume->machineId;
    return q;
}

void CreateOfferPage::search()
{
    OfferMarket *market = m_wizard.platform().facet<OfferMarket>();
    if (!market)
        return;
    const quint64 ticket = m_latest.next();
    m_searching = true;
    const CreateDraft &draft = m_wizard.draft();
    const GpuType *card = draft.card();
    m_advice->setStyleSheet({});
    m_advice->setText(tr("Looking for machines with %1…").arg(card ? card->name : draft.spec.gpuType));
    emit completeChanged();
    const OfferQuery asked = query();
    OfferAdvisor::find(*market, asked, this, [this, ticket, asked](const ApiResult<QList<Offer>> &found) {
        if (!m_latest.isLatest(ticket))
            return; // a filter changed since: the newer search answers
        m_searching = false;
        showOffers(found, asked.minReliability);
    });
}

void CreateOfferPage::showOffers(const ApiResult<QList<Offer>> &found, double floor)
{
    CreateDraft &draft = m_wizard.draft();
    const Currency &money = draft.options.currency;
    const QLocale locale;
    const QList<Offer> offers = found.ok() ? found.value() : QList<Offer>();
    const OfferAdvisor::Advice advice = OfferAdvisor::advise(offers, floor, money);
    m_shown = offers;
    const QSignalBlocker quiet(m_offers);
    m_offers->setSortingEnabled(false);
    m_offers->clearContents();
    m_offers->setRowCount(int(offers.size()));
    for (int row = 0; row < offers.size(); ++row) {
        const Offer &o = offers[row];
        const QString host
            = o.verified ? (o.datacenter ? tr("verified, data centre") : tr("verified")) : tr("unverified");
        QList<QTableWidgetItem *> items{
            new FigureItem(tr("%1/h").arg(money.format(o.pricePerHour)), double(o.pricePerHour.cents())),
            new FigureItem(OfferAdvisor::percent(o.reliability), o.reliability),
            new FigureItem(locale.toString(o.dlperf, 'f', 1), o.dlperf),
            new FigureItem(tr("%1 / %2 Mbps")
                               .arg(locale.toString(qRound(o.downloadMbps)))
                               .arg(locale.toString(qRound(o.uploadMbps))),
                           o.downloadMbps),
            new FigureItem(locale.toString(o.cudaMax, 'f', 1), o.cudaMax),
            new QTableWidgetItem(OfferAdvisor::place(o)),
            new FigureItem(tr("%1/GB a month").arg(money.format(o.storagePerGbMonth)),
                           double(o.storagePerGbMonth.cents())),
            new QTableWidgetItem(o.directPorts > 0 ? host : tr("%1; SSH through the proxy").arg(host))};
        items[Price]->setData(Qt::UserRole, o.id);
        items[Price]->setToolTip(tr("%1 × %2, with its disk").arg(o.gpuName).arg(o.gpuCount));
        if (o.reliability < floor) {
            items[Reliability]->setForeground(MessageStyle::problemColor());
            items[Reliability]->setToolTip(
                tr("Below the %1 you asked for: shown to compare prices.").arg(OfferAdvisor::percent(floor)));
        }
        for (int column = 0; column < items.size(); ++column)
            m_offers->setItem(row, column, items[column]);
    }
    m_offers->setSortingEnabled(true); // sorts by the header's column and order
    m_offers->resizeColumnsToContents();
    if (!found.ok()) {
        MessageStyle::say(m_advice, found.error().sentence(), true);
    } else if (advice.suggested) {
        MessageStyle::say(m_advice, advice.sentence, false);
    } else {
        m_advice->setText(advice.sentence);
        MessageStyle::warning(m_advice);
    }
    // The machine chosen before if it is still on the market, else the one suggested.
    const QString before = draft.offer ? draft.offer->id : QString();
    draft.offer.reset();
    draft.spec.offerId.reset();
    ChoiceTable::choose(m_offers, before, -1);
    if (ChoiceTable::chosenId(m_offers).isEmpty() && advice.suggested)
        ChoiceTable::choose(m_offers, offers[*advice.suggested].id, -1);
    chosen();
}

void CreateOfferPage::chosen()
{
    CreateDraft &draft = m_wizard.draft();
    const QString id = ChoiceTable::chosenId(m_offers);
    draft.offer.reset();
    draft.spec.offerId.reset();
    for (const Offer &o : std::as_const(m_shown)) {
        if (o.id == id) {
            draft.offer = o;
            draft.spec.offerId = o.id;
        }
    }
    emit completeChanged();
}

bool CreateOfferPage::isComplete() const
{
    return !m_searching && m_wizard.draft().offer.has_value();
}

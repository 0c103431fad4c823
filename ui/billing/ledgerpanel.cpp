#include "ui/billing/ledgerpanel.h"

#include "core/billing/itemnames.h"

#include "core/console/console.h"
#include "ui/widgets/confirmer.h"
#include "ui/widgets/messagestyle.h"

#include <QComboBox>
#include <QDir>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSaveFile>
#include <QStandardPaths>
#include <QTableView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

LedgerPanel::LedgerPanel(const Console &console, Platform &platform, BillingLedger &ledger, Confirmer &confirmer,
                         QWidget *parent)
    : QWidget(parent)
    , m_console(console)
    , m_platform(platform)
    , m_ledger(ledger)
    , m_confirmer(confirmer)
    , m_month(new QComboBox(this))
    , m_instance(new QComboBox(this))
    , m_kind(new QComboBox(this))
    , m_lines(new LedgerModel(this))
    , m_table(new QTableView(this))
    , m_total(new QLabel(this))
    , m_more(new QPushButton(tr("Show more"), this))
    , m_export(new QPushButton(tr("Save the month's statement (CSV)…"), this))
    , m_message(new QLabel(this))
{
    m_kind->addItem(tr("Every kind"), QString());
    for (const char16_t *kind : {u"compute", u"no_gpu", u"storage", u"package", u"voucher", u"recharge"})
        m_kind->addItem(LedgerModel::kindText(QString::fromUtf16(kind)), QString::fromUtf16(kind));
    m_instance->addItem(tr("Every instance"), QString());
    m_instance->setMinimumContentsLength(16);
    auto *filters = new QHBoxLayout;
    filters->addWidget(new QLabel(tr("Month:"), this));
    filters->addWidget(m_month);
    filters->addWidget(new QLabel(tr("Instance:"), this));
    filters->addWidget(m_instance);
    filters->addWidget(new QLabel(tr("Kind:"), this));
    filters->addWidget(m_kind);
    filters->addStretch();
    filters->addWidget(m_export);

    m_table->setModel(m_lines);
    m_table->setAccessibleName(tr("Ledger"));
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(LedgerModel::Item, QHeaderView::Stretch);
    m_total->setObjectName(u"total"_s);
    m_message->setWordWrap(true);
    m_message->hide();
    auto *footer = new QHBoxLayout;
    footer->addWidget(m_total, 1);
    footer->addWidget(m_more);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(filters);
    layout->addWidget(m_message);
    layout->addWidget(m_table, 1);
    layout->addLayout(footer);

    fillMonths();
    for (QComboBox *box : {m_month, m_instance, m_kind})
        connect(box, &QComboBox::activated, this, &LedgerPanel::readFirstPage);
    connect(m_more, &QPushButton::clicked, this, &LedgerPanel::readMore);
    connect(m_export, &QPushButton::clicked, this, &LedgerPanel::exportStatement);
    connect(&m_console, &Console::healthChanged, this, [this] {
        if (m_month->count() <= 1)
            fillMonths();
    });
}

LedgerPanel::~LedgerPanel() = default;

QTimeZone LedgerPanel::zone() const
{
    const auto &health = m_console.health();
    const QTimeZone zone(health ? health->billingTimezone.toUtf8() : QByteArray());
    return zone.isValid() ? zone : QTimeZone::systemTimeZone();
}

void LedgerPanel::fillMonths()
{
    // The last twelve months in the platform's billing zone, this one first; their starts as data.
    const QString chosen = m_month->currentData().toString();
    m_month->clear();
    m_month->addItem(tr("Latest lines"), QString());
    const QDateTime now = m_console.platformNow();
    if (!now.isValid())
        return;
    const QLocale locale;
    StatementPeriod period = StatementPeriod::containing(now, zone());
    for (int k = 0; k < 12; ++k, period = period.previous())
        m_month->addItem(locale.toString(period.month, u"MMMM yyyy"_s), period.label());
    const int index = m_month->findData(chosen);
    m_month->setCurrentIndex(index >= 0 ? index : 0);
}

LedgerQuery LedgerPanel::query() const
{
    LedgerQuery q;
    q.limit = kPageSize;
    if (const QString month = m_month->currentData().toString(); !month.isEmpty()) {
        if (const auto period = StatementPeriod::parse(month, zone())) {
            q.from = period->from;
            q.to = period->to;
        }
    }
    if (const QString id = m_instance->currentData().toString(); !id.isEmpty())
        q.instanceId = id;
    if (const QString kind = m_kind->currentData().toString(); !kind.isEmpty())
        q.kind = kind;
    return q;
}

void LedgerPanel::reload()
{
    if (m_month->count() <= 1)
        fillMonths();
    m_platform.instances({}, true, this, [this](const ApiResult<InstanceList> &r) {
        if (r.ok()) {
            const QString chosen = m_instance->currentData().toString();
            while (m_instance->count() > 1)
                m_instance->removeItem(1);
            for (const Instance &i : r.value().items)
                m_instance->addItem(i.state.wire() == u"released"_s ? tr("%1 (released)").arg(i.name) : i.name, i.id);
            m_instance->setCurrentIndex(std::max(0, m_instance->findData(chosen)));
        }
    });
    // The lines are drawn once every name is known.
    ItemNames::read(m_platform, this, [this](const ItemNames::Names &names) {
        m_names = names;
        sayLines();
        readFirstPage();
    });
}

void LedgerPanel::showInstance(const QString &instanceId)
{
    const int index = m_instance->findData(instanceId);
    if (index >= 0)
        m_instance->setCurrentIndex(index);
    readFirstPage();
}

void LedgerPanel::readFirstPage()
{
    const quint64 ticket = m_latest.next();
    m_export->setEnabled(!m_month->currentData().toString().isEmpty());
    m_ledger.ledger(query(), this, [this, ticket](const ApiResult<LedgerPage> &r) {
        if (!m_latest.isLatest(ticket))
            return;
        m_lines->reset({});
        if (!r.ok()) {
            m_message->setText(tr("The ledger could not be read: %1").arg(r.error().sentence(m_console.currency())));
            MessageStyle::problem(m_message);
            m_message->show();
            m_total->clear();
            m_more->hide();
            Q_EMIT pageShown();
            return;
        }
        m_message->hide();
        showPage(r.value(), true);
    });
}

void LedgerPanel::readMore()
{
    LedgerQuery q = query();
    q.after = m_cursor;
    const quint64 ticket = m_latest.current();
    m_more->setEnabled(false);
    m_ledger.ledger(q, this, [this, ticket](const ApiResult<LedgerPage> &r) {
        m_more->setEnabled(true);
        if (!m_latest.isLatest(ticket))
            return;
        if (r.ok())
            showPage(r.value(), false);
        Q_EMIT pageShown();
    });
}

void LedgerPanel::sayLines()
{
    m_lines->setWords(
        {&m_console.currency(), zone(), [this](const QString &card) { return m_console.cardName(card); }, m_names});
}

void LedgerPanel::showPage(const LedgerPage &page, bool first)
{
    const Currency &currency = m_console.currency();
    sayLines(); // the platform's zone may be known only now
    if (first)
        m_lines->reset(page.items);
    else
        m_lines->append(page.items);
    m_cursor = page.nextCursor.value_or(QString());
    m_more->setVisible(page.nextCursor.has_value());
    if (first) {
        if (page.items.isEmpty())
            m_total->setText(tr("No lines for this choice."));
        else if (page.total)
            m_total->setText(tr("Total of these lines: %1 (charges above zero, money added and vouchers below).")
                                 .arg(currency.format(*page.total)));
        else
            m_total->clear();
        Q_EMIT pageShown();
    }
}

void LedgerPanel::exportStatement()
{
    const auto period = StatementPeriod::parse(m_month->currentData().toString(), zone());
    if (!period)
        return;
    LedgerQuery q;
    q.from = period->from;
    q.to = period->to;
    m_export->setEnabled(false);
    readStatement(m_ledger, q, this, [this, label = period->label()](const ApiResult<Statement> &r) {
        m_export->setEnabled(true);
        const Currency &currency = m_console.currency();
        const auto fail = [this](const QString &sentence) {
            m_message->setText(sentence);
            MessageStyle::problem(m_message);
            m_message->show();
        };
        if (!r.ok())
            return fail(tr("The statement could not be read: %1").arg(r.error().sentence(currency)));
        const Statement &statement = r.value();
        if (!statement.agrees())
            return fail(tr("The lines of %1 add up to %2 but the platform's total is %3; nothing was saved. Try "
                           "again in a moment.")
                            .arg(label, currency.format(statement.sum()), currency.format(*statement.platformTotal)));
        const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
        const auto path = m_confirmer.saveFile(this, tr("Save the statement"),
                                               QDir(documents).filePath(u"gpudesk-statement-%1.csv"_s.arg(label)),
                                               tr("CSV files (*.csv)"));
        if (!path)
            return;
        QSaveFile file(*path);
        const QByteArray csv = statement.csv(currency, zone(), m_names);
        if (!file.open(QIODevice::WriteOnly) || file.write(csv) != csv.size() || !file.commit())
            return fail(tr("%1 could not be written: %2").arg(*path, file.errorString()));
        m_message->setText(
            tr("Saved %n line(s) of %1, total %2 as the platform counts it, to %3.", "", int(statement.lines.size()))
                .arg(label, currency.format(statement.sum()), *path));
        m_message->setStyleSheet({});
        m_message->show();
        Q_EMIT exported(*path);
    });
}

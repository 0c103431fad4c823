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
#include <QTableWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

LedgerPanel::LedgerPanel(Console &console, Confirmer &confirmer, QWidget *parent)
    : QWidget(parent)
    , m_console(console)
    , m_confirmer(confirmer)
    , m_month(new QComboBox(this))
    , m_instance(new QComboBox(this))
    , m_kind(new QComboBox(this))
    , m_table(new QTableWidget(0, ColumnCount, this))
    , m_total(new QLabel(this))
    , m_more(new QPushButton(tr("Show more"), this))
    , m_export(new QPushButton(tr("Save the month's statement (CSV)…"), this))
    , m_message(new QLabel(this))
{
    m_kind->addItem(tr("Every kind"), QString());
    for (const char16_t *kind : {u"compute", u"no_gpu", u"storage", u"package", u"voucher", u"recharge"})
        m_kind->addItem(kindText(QString::fromUtf16(kind)), QString::fromUtf16(kind));
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

    m_table->setHorizontalHeaderLabels({tr("When"), tr("What"), tr("Instance or disk"), tr("Amount")});
    m_table->setAccessibleName(tr("Ledger"));
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(Item, QHeaderView::Stretch);
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

QString LedgerPanel::kindText(const QString &kind)
{
    if (kind == u"compute"_s)
        return tr("GPU time");
    if (kind == u"no_gpu"_s)
        return tr("No-GPU mode");
    if (kind == u"storage"_s)
        return tr("Storage");
    if (kind == u"package"_s)
        return tr("Package");
    if (kind == u"voucher"_s)
        return tr("Paid by voucher");
    if (kind == u"recharge"_s)
        return tr("Money added");
    if (kind == u"bandwidth"_s)
        return tr("Data transfer");
    return kind;
}

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
    m_console.platform().instances({}, true, this, [this](const ApiResult<InstanceList> &r) {
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
    ItemNames::read(m_console.platform(), this, [this](const ItemNames::Names &names) {
        m_names = names;
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
    BillingLedger *ledger = m_console.platform().facet<BillingLedger>();
    if (!ledger) // the tab is not shown where the platform keeps no ledger
        return;
    ledger->ledger(query(), this, [this, ticket](const ApiResult<LedgerPage> &r) {
        if (!m_latest.isLatest(ticket))
            return;
        m_table->setRowCount(0);
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
    BillingLedger *ledger = m_console.platform().facet<BillingLedger>();
    if (!ledger)
        return;
    m_more->setEnabled(false);
    ledger->ledger(q, this, [this, ticket](const ApiResult<LedgerPage> &r) {
        m_more->setEnabled(true);
        if (!m_latest.isLatest(ticket))
            return;
        if (r.ok())
            showPage(r.value(), false);
        Q_EMIT pageShown();
    });
}

QString LedgerPanel::itemName(const LedgerLine &line) const
{
    if (line.instanceId)
        return m_names.value(*line.instanceId, *line.instanceId);
    if (line.volumeId)
        return m_names.value(u"volume-"_s + *line.volumeId, ItemNames::tr("volume %1").arg(*line.volumeId));
    if (line.imageId)
        return m_names.value(*line.imageId, ItemNames::tr("image %1").arg(*line.imageId));
    return QString();
}

void LedgerPanel::showPage(const LedgerPage &page, bool first)
{
    const Currency &currency = m_console.currency();
    const QTimeZone z = zone();
    const QLocale locale;
    for (const LedgerLine &line : page.items) {
        const int row = m_table->rowCount();
        m_table->insertRow(row);
        const QDateTime start = line.periodStart.toTimeZone(z);
        const QDateTime end = line.periodEnd.toTimeZone(z);
        QString when = locale.toString(start, u"yyyy-MM-dd HH:mm"_s);
        if (end > start)
            when += u" – "_s + locale.toString(end, start.date() == end.date() ? u"HH:mm"_s : u"MM-dd HH:mm"_s);
        auto *amount = new QTableWidgetItem(currency.format(line.amount));
        amount->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        if (line.amount < Money())
            amount->setForeground(MessageStyle::billingColor());
        m_table->setItem(row, When, new QTableWidgetItem(when));
        // A GPU charge says its card: an instance started on another card shows each boot's.
        QString what = kindText(line.kind);
        if (line.gpuType && !line.gpuType->isEmpty())
            what = tr("%1 · %2 × %3").arg(what).arg(line.gpuCount.value_or(1)).arg(m_console.cardName(*line.gpuType));
        m_table->setItem(row, What, new QTableWidgetItem(what));
        m_table->setItem(row, Item, new QTableWidgetItem(itemName(line)));
        m_table->setItem(row, Amount, amount);
    }
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
    BillingLedger *ledger = m_console.platform().facet<BillingLedger>();
    if (!period || !ledger)
        return;
    LedgerQuery q;
    q.from = period->from;
    q.to = period->to;
    m_export->setEnabled(false);
    readStatement(*ledger, q, this, [this, label = period->label()](const ApiResult<Statement> &r) {
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

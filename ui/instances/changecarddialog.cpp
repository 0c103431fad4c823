#include "ui/instances/changecarddialog.h"

#include "core/api/platform.h"
#include "core/console/console.h"
#include "core/create/createoptions.h"
#include "ui/widgets/listtable.h"
#include "ui/widgets/messagestyle.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

ChangeCardDialog::ChangeCardDialog(Console &console, const Instance &instance, QWidget *parent)
    : QDialog(parent)
    , m_console(console)
    , m_instance(instance)
    , m_intro(MessageStyle::paragraph({}, this))
    , m_cards(ListTable::make({tr("Card"), tr("Memory"), tr("Free now"), tr("Per hour")}, this))
    , m_count(new QSpinBox(this))
    , m_summary(MessageStyle::paragraph({}, this))
{
    setObjectName(u"changeCardDialog"_s);
    setWindowTitle(tr("Start on another card"));
    m_intro->setText(tr("Start “%1” in %2 on another card. Its disks, ports and startup script are kept; from this "
                        "boot on it bills the new card's rate. Debug on a cheap card, then train on a big one.")
                         .arg(instance.name, console.regionName(instance.region)));
    m_cards->setSelectionMode(QAbstractItemView::SingleSelection);
    m_count->setRange(1, 8);
    m_count->setValue(instance.gpuCount);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_start = buttons->addButton(tr("Start on it"), QDialogButtonBox::AcceptRole);
    m_start->setEnabled(false);
    auto *form = new QFormLayout;
    form->addRow(tr("How many:"), m_count);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addWidget(m_cards, 1);
    layout->addLayout(form);
    layout->addWidget(m_summary);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &ChangeCardDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &ChangeCardDialog::reject);
    connect(m_cards, &QTableWidget::itemSelectionChanged, this, &ChangeCardDialog::explain);
    connect(m_count, &QSpinBox::valueChanged, this, &ChangeCardDialog::explain);
    resize(720, 460);
    load();
}

ChangeCardDialog::~ChangeCardDialog() = default;

void ChangeCardDialog::load()
{
    // Cards, then their stock, then the instance's image (for what its CUDA can drive).
    Platform &platform = m_console.platform();
    platform.gpuTypes(this, [this, &platform](const ApiResult<QList<GpuType>> &types) {
        if (!types.ok()) {
            m_summary->setText(tr("The cards could not be read: %1").arg(types.error().sentence(m_console.currency())));
            Q_EMIT loaded();
            return;
        }
        platform.stock(this, [this, &platform, types = types.value()](const ApiResult<QList<Stock>> &stock) {
            const QList<Stock> known = stock.ok() ? stock.value() : QList<Stock>();
            platform.images(this, [this, types, known](const ApiResult<QList<Image>> &images) {
                std::optional<Image> image;
                for (const Image &i : images.ok() ? images.value() : QList<Image>())
                    if (i.id == m_instance.image)
                        image = i;
                fill(types, known, image);
            });
        });
    });
}

void ChangeCardDialog::fill(const QList<GpuType> &types, const QList<Stock> &stock, const std::optional<Image> &image)
{
    m_types.clear();
    for (const GpuType &t : types)
        m_types << t;
    std::sort(m_types.begin(), m_types.end(),
              [](const GpuType &a, const GpuType &b) { return a.pricePerHour < b.pricePerHour; });
    m_cards->setRowCount(int(m_types.size()));
    for (int row = 0; row < m_types.size(); ++row) {
        const GpuType &t = m_types[row];
        int free = 0;
        for (const Stock &s : stock)
            if (s.region == m_instance.region && s.gpuType == t.id)
                free = s.available;
        const QString problem = image ? CreateOptions::imageProblem(*image, t) : QString();
        QString name = t.name;
        if (t.id == m_instance.gpuType)
            name += u' ' + tr("(its card now)");
        ListTable::fillRow(
            m_cards, row,
            {name, tr("%1 GB").arg(t.vramGb), QString::number(free), m_console.currency().format(t.pricePerHour)});
        // What the image cannot drive is not offered; the reason is its tooltip.
        if (!problem.isEmpty()) {
            for (int c = 0; c < m_cards->columnCount(); ++c) {
                QTableWidgetItem *item = m_cards->item(row, c);
                item->setFlags(item->flags() & ~(Qt::ItemIsEnabled | Qt::ItemIsSelectable));
                item->setToolTip(problem);
            }
        }
        m_cards->item(row, Free)->setData(Qt::UserRole, free);
    }
    m_cards->resizeColumnsToContents();
    m_cards->horizontalHeader()->setStretchLastSection(true);
    explain();
    Q_EMIT loaded();
}

const GpuType *ChangeCardDialog::chosen() const
{
    const int row = m_cards->currentRow();
    if (row < 0 || row >= m_types.size() || m_cards->selectedItems().isEmpty())
        return nullptr;
    return &m_types[row];
}

bool ChangeCardDialog::choose(const QString &gpuType)
{
    for (int row = 0; row < m_types.size(); ++row) {
        if (m_types[row].id == gpuType && (m_cards->item(row, Card)->flags() & Qt::ItemIsEnabled)) {
            m_cards->selectRow(row);
            return true;
        }
    }
    return false;
}

void ChangeCardDialog::explain()
{
    const GpuType *card = chosen();
    const int count = m_count->value();
    const bool same = card && card->id == m_instance.gpuType && count == m_instance.gpuCount;
    m_start->setEnabled(card && !same);
    if (!card) {
        m_summary->setText(tr("Choose a card."));
        return;
    }
    if (same) {
        m_summary->setText(tr("That is the card it has: choose another card or another count."));
        return;
    }
    const int free = m_cards->item(m_cards->currentRow(), Free)->data(Qt::UserRole).toInt();
    const Currency &currency = m_console.currency();
    QString text = tr("From this boot: %1 × %2 at %3/h (now %4 × %5).")
                       .arg(count)
                       .arg(card->name, currency.format(card->pricePerHour * count))
                       .arg(m_instance.gpuCount)
                       .arg(m_console.cardName(m_instance.gpuType));
    if (free < count)
        text += u' '
            + tr("Only %1 free in %2 right now: the platform will refuse it and say where there are.")
                  .arg(free)
                  .arg(m_console.regionName(m_instance.region));
    m_summary->setText(text);
}

void ChangeCardDialog::accept()
{
    const GpuType *card = chosen();
    if (!card)
        return;
    m_console.startOnCard(m_instance.id, card->id, m_count->value());
    QDialog::accept();
}

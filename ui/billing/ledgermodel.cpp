#include "ui/billing/ledgermodel.h"

#include "common/currency.h"
#include "core/billing/itemnames.h"
#include "ui/widgets/messagestyle.h"

#include <QLocale>

using namespace Qt::StringLiterals;

LedgerModel::LedgerModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

LedgerModel::~LedgerModel() = default;

void LedgerModel::setWords(Words words)
{
    m_words = std::move(words);
    if (!m_lines.isEmpty())
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

void LedgerModel::reset(const QList<LedgerLine> &lines)
{
    beginResetModel();
    m_lines = lines;
    endResetModel();
    if (!m_lines.isEmpty())
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

void LedgerModel::append(const QList<LedgerLine> &lines)
{
    if (lines.isEmpty())
        return;
    const int first = rowCount();
    beginInsertRows({}, first, first + int(lines.size()) - 1);
    m_lines.append(lines);
    endInsertRows();
    // Said as cells written, so that columns sized to their contents look at the new lines.
    Q_EMIT dataChanged(index(first, 0), index(rowCount() - 1, ColumnCount - 1));
}

QString LedgerModel::kindText(const QString &kind)
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

QString LedgerModel::itemName(const LedgerLine &line) const
{
    if (line.instanceId)
        return m_words.names.value(*line.instanceId, *line.instanceId);
    if (line.volumeId)
        return m_words.names.value(u"volume-"_s + *line.volumeId, ItemNames::tr("volume %1").arg(*line.volumeId));
    if (line.imageId)
        return m_words.names.value(*line.imageId, ItemNames::tr("image %1").arg(*line.imageId));
    return QString();
}

int LedgerModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_lines.size());
}

int LedgerModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString LedgerModel::text(const LedgerLine &line, int column) const
{
    switch (column) {
    case When: {
        const QLocale locale;
        const QDateTime start = line.periodStart.toTimeZone(m_words.zone);
        const QDateTime end = line.periodEnd.toTimeZone(m_words.zone);
        QString when = locale.toString(start, u"yyyy-MM-dd HH:mm"_s);
        if (end > start)
            when += u" – "_s + locale.toString(end, start.date() == end.date() ? u"HH:mm"_s : u"MM-dd HH:mm"_s);
        return when;
    }
    case What: {
        // A GPU charge says its card: an instance started on another card shows each boot's.
        const QString what = kindText(line.kind);
        if (!line.gpuType || line.gpuType->isEmpty())
            return what;
        const QString card = m_words.cardName ? m_words.cardName(*line.gpuType) : *line.gpuType;
        return tr("%1 · %2 × %3").arg(what).arg(line.gpuCount.value_or(1)).arg(card);
    }
    case Item:
        return itemName(line);
    case Amount:
        return m_words.currency ? m_words.currency->format(line.amount) : QString();
    default:
        return QString();
    }
}

QVariant LedgerModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const LedgerLine &line = m_lines.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case Qt::AccessibleTextRole:
        return text(line, index.column());
    case Qt::TextAlignmentRole:
        if (index.column() == Amount)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case Qt::ForegroundRole:
        if (index.column() == Amount && line.amount < Money())
            return MessageStyle::billingColor();
        return {};
    default:
        return {};
    }
}

QVariant LedgerModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case When:
        return tr("When");
    case What:
        return tr("What");
    case Item:
        return tr("Instance or disk");
    case Amount:
        return tr("Amount");
    default:
        return {};
    }
}

#pragma once

#include "core/api/platform.h"

#include <QAbstractTableModel>
#include <QHash>
#include <QTimeZone>

#include <functional>

class Currency;

/// The ledger's lines as the Billing page shows them: a value copy of the pages read so far (the
/// next page appended by "Show more"), said in the user's words: when in the platform's billing
/// time zone, the kind and its card, the instance or disk by name, the amount in the platform's
/// currency (money in, below zero, in the billing colour).
class LedgerModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LedgerModel)
public:
    enum Column { When, What, Item, Amount, ColumnCount };

    /// How lines are said. `cardName`: a card's name from its id; `names`: ItemNames' (instances,
    /// volumes, images by id).
    struct Words
    {
        const Currency *currency = nullptr;
        QTimeZone zone = QTimeZone::utc();
        std::function<QString(const QString &)> cardName;
        QHash<QString, QString> names;
    };

    explicit LedgerModel(QObject *parent = nullptr);
    ~LedgerModel() override;

    /// Said from now on; the rows shown are said again.
    void setWords(Words words);
    /// A first page: these lines instead of the ones shown.
    void reset(const QList<LedgerLine> &lines);
    /// The next page, after the ones shown.
    void append(const QList<LedgerLine> &lines);
    const LedgerLine &line(int row) const { return m_lines.at(row); }

    /// A ledger kind in the user's words ("GPU time", "storage").
    static QString kindText(const QString &kind);
    /// The instance, volume or image a line is for, by name.
    QString itemName(const LedgerLine &line) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QString text(const LedgerLine &line, int column) const;

    Words m_words;
    QList<LedgerLine> m_lines;
};

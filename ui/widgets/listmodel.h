#pragma once

#include <QAbstractTableModel>
#include <QHash>
#include <QList>
#include <QStringList>

/// One row of a read-only list as it is shown: its cells' text, left to right, what it is (an id,
/// for a page that acts on the row chosen), and how it reads.
struct ListRow
{
    /// Plain, or in the colour of a warning (due soon) or of a problem (ended, refused).
    enum class Tone { Plain, Warning, Problem };

    QStringList cells;
    QString key = {};
    Tone tone = Tone::Plain; ///< the whole row's
    QHash<int, Tone> cellTones = {}; ///< a cell's own, by column, over the row's
    int strongColumn = -1; ///< a cell said in bold (the date that comes soon), or none
    bool operator==(const ListRow &) const = default;
};

/// A read-only list of the console as a model (invoices, payments, receipts, tokens…): a value
/// copy of the rows its page worked out from what it was told, set again when it is told again
/// (a list that stayed the same changes nothing on screen). Columns named by their headers; the ones
/// that hold amounts are right-aligned.
class ListModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ListModel)
public:
    enum Role { KeyRole = Qt::UserRole };

    explicit ListModel(QStringList headers, QObject *parent = nullptr);
    ~ListModel() override;

    /// The columns whose cells are right-aligned (amounts, figures).
    void setRightAligned(const QList<int> &columns) { m_rightAligned = columns; }
    /// These rows instead of the ones shown: the rows kept change their cells, the others go or
    /// come at the end.
    void setRows(const QList<ListRow> &rows);
    const QList<ListRow> &rows() const { return m_rows; }
    /// The text of a cell; empty outside the rows.
    QString text(int row, int column) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    const QStringList m_headers;
    QList<int> m_rightAligned;
    QList<ListRow> m_rows;
};

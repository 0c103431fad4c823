#pragma once

#include <QStyledItemDelegate>

/// Paints a cell of the instances table: the style's background and selection, the state's dot,
/// and one line of text elided to the cell. QStyledItemDelegate laid every cell's text out twice
/// with QTextLayout (to place it, then to draw it): a full repaint of the table took 10 ms, and with
/// a poll's batch in the same frame a console of ten thousand instances missed a 60 Hz frame.
/// Sizes (sizeHint) stay the base class's.
class InstanceCellDelegate final : public QStyledItemDelegate
{
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
};

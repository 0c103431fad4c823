#pragma once

#include <QFont>
#include <QHash>
#include <QStaticText>
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

private:
    /// A cell's text as it fits a width, laid out once: most cells read the same from one repaint
    /// to the next, and shaping the text again was most of a repaint's time.
    struct Shaped
    {
        QStaticText text;
        QFont font;
        Qt::LayoutDirection direction = Qt::LeftToRight;
        Qt::TextElideMode elide = Qt::ElideRight;
    };
    const QStaticText &shaped(const QStyleOptionViewItem &opt, int width) const;

    /// Bounded (emptied when full): the cost columns read differently every second.
    static constexpr qsizetype kMostShaped = 4096;
    mutable QHash<std::pair<QString, int>, Shaped> m_shaped;
};

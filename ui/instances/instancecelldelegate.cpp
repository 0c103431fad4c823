#include "ui/instances/instancecelldelegate.h"

#include <QApplication>
#include <QPainter>

void InstanceCellDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const QWidget *widget = opt.widget;
    const QStyle *style = widget ? widget->style() : QApplication::style();
    painter->save();
    style->drawPrimitive(QStyle::PE_PanelItemViewItem, &opt, painter, widget);

    // The same margins and colours as the style's own item (QCommonStyle's CE_ItemViewItem).
    const int margin = style->pixelMetric(QStyle::PM_FocusFrameHMargin, &opt, widget) + 1;
    QRect text = opt.rect.adjusted(margin, 0, -margin, 0);
    const bool enabled = opt.state & QStyle::State_Enabled;
    const bool selected = opt.state & QStyle::State_Selected;
    if (!opt.icon.isNull()) {
        // Laid out left to right, then mirrored where the layout runs right to left.
        const QSize size = opt.decorationSize;
        const QRect icon(QPoint(text.left(), opt.rect.top() + (opt.rect.height() - size.height()) / 2), size);
        opt.icon.paint(painter, QStyle::visualRect(opt.direction, opt.rect, icon), Qt::AlignCenter,
                       !enabled       ? QIcon::Disabled
                           : selected ? QIcon::Selected
                                      : QIcon::Normal);
        text.setLeft(icon.right() + 1 + 2 * margin);
    }
    text = QStyle::visualRect(opt.direction, opt.rect, text);
    QPalette::ColorGroup group = enabled ? QPalette::Normal : QPalette::Disabled;
    if (group == QPalette::Normal && !(opt.state & QStyle::State_Active))
        group = QPalette::Inactive;
    painter->setPen(opt.palette.color(group, selected ? QPalette::HighlightedText : QPalette::Text));
    painter->setFont(opt.font);
    if (!opt.text.isEmpty()) {
        const QStaticText &line = shaped(opt, text.width());
        const QSizeF size = line.size();
        const Qt::Alignment align = QStyle::visualAlignment(opt.direction, opt.displayAlignment);
        const qreal x = align & Qt::AlignRight ? text.right() + 1 - size.width()
            : align & Qt::AlignHCenter         ? text.left() + (text.width() - size.width()) / 2
                                               : text.left();
        const qreal y = align & Qt::AlignTop ? text.top()
            : align & Qt::AlignBottom        ? text.bottom() + 1 - size.height()
                                             : text.top() + (text.height() - size.height()) / 2;
        painter->drawStaticText(QPointF(x, y), line);
    }

    if (opt.state & QStyle::State_HasFocus) {
        QStyleOptionFocusRect focus;
        focus.QStyleOption::operator=(opt);
        focus.rect = style->subElementRect(QStyle::SE_ItemViewItemFocusRect, &opt, widget);
        focus.state |= QStyle::State_KeyboardFocusChange | QStyle::State_Item;
        focus.backgroundColor = opt.palette.color(group, selected ? QPalette::Highlight : QPalette::Window);
        style->drawPrimitive(QStyle::PE_FrameFocusRect, &focus, painter, widget);
    }
    painter->restore();
}

const QStaticText &InstanceCellDelegate::shaped(const QStyleOptionViewItem &opt, int width) const
{
    const std::pair key(opt.text, width);
    auto it = m_shaped.find(key);
    if (it != m_shaped.end() && it->font == opt.font && it->direction == opt.direction
        && it->elide == opt.textElideMode)
        return it->text;
    if (it == m_shaped.end() && m_shaped.size() >= kMostShaped)
        m_shaped.clear();
    // One line, as drawText's Qt::TextSingleLine made it: a line break (which the base class's
    // displayText() turns into U+2028) reads as a space.
    QString text = opt.text;
    text.replace(QChar::LineSeparator, QChar::Space).replace(QChar::LineFeed, QChar::Space);
    QStaticText line(opt.fontMetrics.elidedText(text, opt.textElideMode, width));
    line.setTextFormat(Qt::PlainText);
    QTextOption option;
    option.setTextDirection(opt.direction);
    option.setWrapMode(QTextOption::NoWrap);
    line.setTextOption(option);
    line.prepare(QTransform(), opt.font);
    Shaped &slot = m_shaped[key];
    slot = Shaped{std::move(line), opt.font, opt.direction, opt.textElideMode};
    return slot.text;
}

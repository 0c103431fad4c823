#include "ui/instances/instancecelldelegate.h"

#include <QApplication>
#include <QImage>
#include <QPainter>
#include <QStandardItemModel>
#include <QTableView>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {
/// The pixels of `image` inside `rect` close to `color` (anti-aliased text has few exact ones).
int near(const QImage &image, const QRect &rect, const QColor &color)
{
    int count = 0;
    for (int y = rect.top(); y <= rect.bottom(); ++y) {
        for (int x = rect.left(); x <= rect.right(); ++x) {
            const QColor c = image.pixelColor(x, y);
            if (std::abs(c.red() - color.red()) + std::abs(c.green() - color.green())
                    + std::abs(c.blue() - color.blue())
                < 60)
                ++count;
        }
    }
    return count;
}

struct Painted
{
    QImage image;
    QRect cell;
};

/// One cell of a table painted by the delegate into an image, `selected` or not.
Painted paintCell(QStandardItemModel &model, bool selected, int width = 220,
                  Qt::LayoutDirection direction = Qt::LeftToRight)
{
    QTableView view;
    view.setModel(&model);
    view.resize(400, 100);
    InstanceCellDelegate delegate;
    QStyleOptionViewItem option;
    option.initFrom(&view);
    option.widget = &view;
    option.rect = QRect(0, 0, width, 30);
    option.direction = direction;
    const int icon = view.style()->pixelMetric(QStyle::PM_SmallIconSize, nullptr, &view); // as the view sets it
    option.decorationSize = QSize(icon, icon);
    option.state |= QStyle::State_Enabled | QStyle::State_Active;
    if (selected)
        option.state |= QStyle::State_Selected;
    Painted out{QImage(width, 30, QImage::Format_ARGB32), option.rect};
    out.image.fill(view.palette().color(QPalette::Base));
    QPainter painter(&out.image);
    delegate.paint(&painter, option, model.index(0, 0));
    return out;
}
} // namespace

// The delegate paints what QStyledItemDelegate did for these cells: the text in the model's
// foreground colour (the state's, a warning's), the selection's colours when selected, the dot,
// and text that does not fit cut with an ellipsis rather than spilling.
TEST(InstanceCellDelegate, PaintsTheTextInItsColourTheSelectionAndTheDot)
{
    QStandardItemModel model(1, 1);
    const QColor red(220, 30, 30);
    model.setData(model.index(0, 0), u"Running"_s, Qt::DisplayRole);
    model.setData(model.index(0, 0), QBrush(red), Qt::ForegroundRole);

    const Painted plain = paintCell(model, false);
    EXPECT_GT(near(plain.image, plain.cell, red), 10) << "the text in the model's colour";

    const Painted chosen = paintCell(model, true);
    const QPalette palette = QApplication::palette();
    EXPECT_GT(near(chosen.image, chosen.cell, palette.color(QPalette::Active, QPalette::Highlight)), 200)
        << "the selection's background";
    EXPECT_GT(near(chosen.image, chosen.cell, palette.color(QPalette::Active, QPalette::HighlightedText)), 10)
        << "the text in the selection's colour";

    QPixmap dot(12, 12);
    dot.fill(QColor(30, 200, 30));
    model.setData(model.index(0, 0), QIcon(dot), Qt::DecorationRole);
    const Painted withDot = paintCell(model, false);
    EXPECT_GT(near(withDot.image, QRect(0, 0, 30, 30), QColor(30, 200, 30)), 50) << "the state's dot, at the left";
    EXPECT_GT(near(withDot.image, withDot.cell.adjusted(30, 0, 0, 0), red), 10) << "the text beside it";
    const Painted mirrored = paintCell(model, false, 220, Qt::RightToLeft);
    EXPECT_GT(near(mirrored.image, QRect(190, 0, 30, 30), QColor(30, 200, 30)), 50) << "right to left: at the right";
    EXPECT_EQ(near(mirrored.image, QRect(0, 0, 30, 30), QColor(30, 200, 30)), 0);
}

TEST(InstanceCellDelegate, TextThatDoesNotFitIsCutNotSpilled)
{
    QStandardItemModel model(1, 1);
    const QColor red(220, 30, 30);
    model.setData(model.index(0, 0), u"a-very-long-instance-name-that-cannot-fit-in-a-narrow-column"_s,
                  Qt::DisplayRole);
    model.setData(model.index(0, 0), QBrush(red), Qt::ForegroundRole);
    const Painted narrow = paintCell(model, false, 80);
    EXPECT_GT(near(narrow.image, narrow.cell, red), 10);
    // Nothing drawn into the cell's right margin: the text ends with "…" inside it.
    EXPECT_EQ(near(narrow.image, QRect(narrow.cell.right() - 2, 0, 3, 30), red), 0);

    // A line break does not make a second line: nothing drawn near the cell's top or bottom.
    model.setData(model.index(0, 0), u"two\nlines"_s, Qt::DisplayRole);
    const Painted broken = paintCell(model, false);
    EXPECT_EQ(near(broken.image, QRect(0, 0, broken.cell.width(), 6), red), 0);
    EXPECT_EQ(near(broken.image, QRect(0, 24, broken.cell.width(), 6), red), 0);
    EXPECT_GT(near(broken.image, broken.cell, red), 10);
}

// The text sits where the style's own drawText put it (the delegate keeps each cell's line laid
// out between repaints): the same bounding box of text pixels, left and right aligned.
TEST(InstanceCellDelegate, PlacesTheTextWhereTheStyleDrawsIt)
{
    const QColor red(220, 30, 30);
    for (const Qt::Alignment align : {Qt::AlignLeft | Qt::AlignVCenter, Qt::AlignRight | Qt::AlignVCenter}) {
        QStandardItemModel model(1, 1);
        model.setData(model.index(0, 0), u"¥1.58/小时 gpu-lora"_s, Qt::DisplayRole);
        model.setData(model.index(0, 0), QBrush(red), Qt::ForegroundRole);
        model.setData(model.index(0, 0), int(align), Qt::TextAlignmentRole);
        const Painted cell = paintCell(model, false);

        QTableView view;
        QImage expected(cell.image.size(), QImage::Format_ARGB32);
        expected.fill(view.palette().color(QPalette::Base));
        QPainter painter(&expected);
        painter.setPen(red);
        const int margin = view.style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, &view) + 1;
        painter.drawText(cell.cell.adjusted(margin, 0, -margin, 0), int(align) | Qt::TextSingleLine,
                         model.index(0, 0).data().toString());
        painter.end();
        const auto box = [&](const QImage &image) {
            QRect r;
            for (int y = 0; y < image.height(); ++y) {
                for (int x = 0; x < image.width(); ++x) {
                    if (near(image, QRect(x, y, 1, 1), red) > 0)
                        r |= QRect(x, y, 1, 1);
                }
            }
            return u"%1,%2 %3x%4"_s.arg(r.x()).arg(r.y()).arg(r.width()).arg(r.height()).toStdString();
        };
        EXPECT_EQ(box(cell.image), box(expected)) << int(align);
    }
}

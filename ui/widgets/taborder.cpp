#include "ui/widgets/taborder.h"

#include <QAbstractItemView>
#include <QAbstractSpinBox>
#include <QComboBox>
#include <QTabBar>
#include <QWidget>

#include <algorithm>

namespace TabOrder {
namespace {

/// A control made of others: Tab goes into it as one.
bool compound(const QWidget *w)
{
    return qobject_cast<const QAbstractSpinBox *>(w) || qobject_cast<const QComboBox *>(w)
        || qobject_cast<const QAbstractItemView *>(w) || qobject_cast<const QTabBar *>(w);
}

} // namespace

void byReading(QWidget *root)
{
    QList<QWidget *> controls;
    for (QWidget *w : root->findChildren<QWidget *>()) {
        if (!(w->focusPolicy() & Qt::TabFocus) || !w->isVisibleTo(root) || w->isWindow())
            continue;
        bool inside = false;
        for (QWidget *up = w->parentWidget(); up && up != root; up = up->parentWidget())
            inside = inside || compound(up) || up->isWindow();
        if (!inside)
            controls << w;
    }
    const auto at = [root](const QWidget *w) { return QRect(w->mapTo(root, QPoint()), w->size()); };
    // Lines first: two controls whose boxes share a line go left to right; otherwise the higher first.
    std::stable_sort(controls.begin(), controls.end(), [&](const QWidget *a, const QWidget *b) {
        const QRect ra = at(a), rb = at(b);
        const bool sameLine = ra.top() < rb.bottom() && rb.top() < ra.bottom()
            && std::abs(ra.center().y() - rb.center().y()) < std::min(ra.height(), rb.height());
        return sameLine ? ra.left() < rb.left() : ra.top() < rb.top();
    });
    for (qsizetype i = 1; i < controls.size(); ++i)
        QWidget::setTabOrder(controls[i - 1], controls[i]);
}

} // namespace TabOrder

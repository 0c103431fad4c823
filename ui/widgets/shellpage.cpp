#include "ui/widgets/shellpage.h"

#include "core/console/console.h"
#include "ui/widgets/taborder.h"

#include <QTabWidget>

ShellPage::~ShellPage() = default;

void ShellPage::readsAccountOf(const Console &console)
{
    m_readsAccount = true;
    connect(&console, &Console::loadedChanged, this, [this](bool loaded) {
        if (loaded && isVisible())
            reload();
    });
}

void ShellPage::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    // Tab in reading order, here and on each tab of the page once it shows.
    TabOrder::byReading(this);
    if (!m_tabsFollowed) {
        m_tabsFollowed = true;
        for (QTabWidget *tabs : findChildren<QTabWidget *>())
            connect(tabs, &QTabWidget::currentChanged, this, [this] { TabOrder::byReading(this); });
    }
    if (m_readsAccount)
        reload();
}

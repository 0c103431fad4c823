#include "ui/widgets/shellpage.h"

#include "core/console/console.h"

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
    if (m_readsAccount)
        reload();
}

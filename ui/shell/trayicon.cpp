#include "ui/shell/trayicon.h"

#include <QApplication>
#include <QMenu>
#include <QSystemTrayIcon>
#include <QWidget>

using namespace Qt::StringLiterals;

Notifier::~Notifier() = default;

TrayIcon::TrayIcon(QWidget *window)
    : QObject(window)
    , m_window(window)
{
    if (!isAvailable())
        return;
    m_icon = new QSystemTrayIcon(QApplication::windowIcon(), this);
    auto *menu = new QMenu(window);
    menu->addAction(tr("Show gpudesk"), window, [window] {
        window->showNormal();
        window->activateWindow();
    });
    menu->addAction(tr("Quit (instances keep running on the platform)"), qApp, &QApplication::quit);
    m_icon->setContextMenu(menu);
    connect(m_icon, &QSystemTrayIcon::activated, window, [window](QSystemTrayIcon::ActivationReason reason) {
        if (reason == QSystemTrayIcon::Trigger) {
            window->showNormal();
            window->activateWindow();
        }
    });
    m_icon->setToolTip(tr("gpudesk"));
    m_icon->show();
}

TrayIcon::~TrayIcon() = default;

bool TrayIcon::isAvailable()
{
    return QSystemTrayIcon::isSystemTrayAvailable();
}

void TrayIcon::showReading(const BillingReading &reading, int running)
{
    m_money = tr("gpudesk: %n running, %1/h", nullptr, running).arg(reading.currency.format(reading.ratePerHour));
    if (m_icon)
        m_icon->setToolTip(m_transfers.isEmpty() ? m_money : m_money + u'\n' + m_transfers);
}

void TrayIcon::showTransfers(const QString &line)
{
    m_transfers = line;
    if (m_icon) {
        const QString money = m_money.isEmpty() ? tr("gpudesk") : m_money;
        m_icon->setToolTip(m_transfers.isEmpty() ? money : money + u'\n' + m_transfers);
    }
}

QString TrayIcon::toolTip() const
{
    return m_icon ? m_icon->toolTip() : QString();
}

void TrayIcon::notify(const QString &title, const QString &text)
{
    if (m_icon && QSystemTrayIcon::supportsMessages())
        m_icon->showMessage(title, text, QSystemTrayIcon::Warning, 15000);
}

#pragma once

#include "core/billing/billingmeter.h"
#include "ui/widgets/notifier.h"

#include <QObject>

class QSystemTrayIcon;
class QWidget;

/// The console in the system tray (DESIGN section 5): the total rate and how many instances run,
/// always in view; a way back to the window and out; and desktop notifications. Where the desktop
/// has no tray, notifications go nowhere and the window does not hide into it.
class TrayIcon final : public QObject, public Notifier
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TrayIcon)
public:
    explicit TrayIcon(QWidget *window);
    ~TrayIcon() override;

    static bool isAvailable();
    void showReading(const BillingReading &reading, int running);
    /// The transfers' line under the money; empty: none moving.
    void showTransfers(const QString &line);
    void notify(const QString &title, const QString &text) override;
    QString toolTip() const;

private:
    QWidget *m_window;
    QSystemTrayIcon *m_icon = nullptr;
    QString m_money;
    QString m_transfers;
};

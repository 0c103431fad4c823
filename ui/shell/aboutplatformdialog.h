#pragma once

#include <QDialog>
#include <QTimer>

class Console;
class QLabel;

/// Help → About this platform: the developer's detail the main window no longer spends room on —
/// the platform's address, whether it answers, its clock and how fast it runs, the time zone that
/// defines "today" for spend limits, and the currency it bills in. The clock moves while it is open.
class AboutPlatformDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AboutPlatformDialog)
public:
    explicit AboutPlatformDialog(Console &console, QWidget *parent = nullptr);
    ~AboutPlatformDialog() override;

    /// Everything shown, one "label: value" per line (tests read it).
    QString text() const;

private:
    void refresh();

    Console &m_console;
    QLabel *m_address;
    QLabel *m_connection;
    QLabel *m_time;
    QLabel *m_scale;
    QLabel *m_zone;
    QLabel *m_currency;
    QString m_onlineText;
    QTimer m_tick;
};

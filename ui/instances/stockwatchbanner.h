#pragma once

#include "common/money.h"
#include "core/model/instance.h"

#include <QWidget>

class Console;
class Notifier;
class QLabel;
class QPushButton;
class StockWatch;

/// The stock watch while it runs, above the instances: what it waits for, how often it has looked
/// and when it looks next, with a button to stop; what it found, made or could not make is said
/// there and as a desktop notification (the user is usually elsewhere by then).
class StockWatchBanner final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(StockWatchBanner)
public:
    StockWatchBanner(Console &console, StockWatch &watch, Notifier &notifier, QWidget *parent = nullptr);
    ~StockWatchBanner() override;

    /// Watches for `spec`'s card in its region (up to kHours), and says when one is free; when
    /// `create`, makes it there then, at no more than `perHour` for the cards.
    void watch(const InstanceSpec &spec, Money perHour, bool create);
    static constexpr int kHours = 2;

    QLabel *text() const { return m_text; }
    QPushButton *stopButton() const { return m_stop; }

private:
    void showWatching();
    void say(const QString &title, const QString &text, bool problem);

    Console &m_console;
    StockWatch &m_watch;
    Notifier &m_notifier;
    QString m_name; ///< the instance to be made
    QLabel *m_text;
    QPushButton *m_stop;
};

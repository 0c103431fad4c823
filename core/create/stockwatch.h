#pragma once

#include "common/currency.h"
#include "common/money.h"
#include "core/api/apierror.h"
#include "core/model/instance.h"

#include <QObject>
#include <QPointer>
#include <QTimer>

#include <optional>

class Clock;
class Platform;

/// "Tell me when an RTX 4090 is free in East China 1" (the seed's stock hunt): looks at the
/// platform's stock now and then, politely (the first look at once, then less and less often up to
/// a ceiling), until the card is free in the region asked (or in any region), and can then create
/// the instance from a saved choice at once, within a price ceiling. Someone faster (the create
/// refused out of stock) sends it back to watching; a create refused for another reason ends it.
/// Where the platform keeps stock alerts, one is asked for while it watches, so that the account's
/// webhooks (a phone) are told too, even if the console is closed meanwhile.
class StockWatch : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(StockWatch)
public:
    struct Wanted
    {
        QString gpuType;
        std::optional<QString> region; ///< none: any region
        int count = 1;
        /// The most the cards may cost an hour together for a create (none: no ceiling).
        std::optional<Money> maxPerHour;
        /// Made at once when found, on the card and in the region found.
        std::optional<InstanceSpec> createFrom;
    };
    /// How often it looks: `firstMs` after the first look, then × `factor` each time, at most `maxMs`.
    struct Pace
    {
        int firstMs = 30000;
        int maxMs = 300000;
        double factor = 1.5;
    };

    StockWatch(Platform &platform, const Clock &clock, QObject *parent = nullptr);
    ~StockWatch() override;

    /// The platform's currency, for what a ceiling says (the contract's yuan by default).
    void setCurrency(const Currency &currency) { m_currency = currency; }
    /// Watches for `wanted` for `timeoutSeconds` of the clock's time from now.
    void start(const Wanted &wanted, qint64 timeoutSeconds, const Pace &pace);
    void start(const Wanted &wanted, qint64 timeoutSeconds) { start(wanted, timeoutSeconds, m_usualPace); }
    /// The pace of start() without one (tests look faster).
    void setUsualPace(const Pace &pace) { m_usualPace = pace; }
    void stop();
    bool isWatching() const { return m_watching; }
    const Wanted &wanted() const { return m_wanted; }
    int looks() const { return m_looks; }
    /// When it looks next (the clock's time); invalid while not watching.
    QDateTime nextLookAt() const;
    /// Whether a call about the platform's stock alert is still on its way (one that must reach it
    /// before a command-line caller quits); settled() says when none is.
    bool settling() const { return m_pending > 0; }

Q_SIGNALS:
    /// The stock was read (`available` of the card where it was asked: 0 when not yet).
    void looked(int available);
    /// Free: `available` of the card in `region`. Watching ends, unless it goes on to create.
    void found(const QString &region, int available);
    void created(const Instance &instance);
    /// Watching ended without an instance: a create refused (not for stock), or over the ceiling.
    void failed(const ApiError &error);
    void timedOut();
    void settled();

private:
    void look();
    void again();
    void create(const QString &region);
    void end();
    void settle();

    Platform &m_platform;
    const Clock &m_clock;
    Wanted m_wanted;
    Pace m_pace;
    Pace m_usualPace;
    Currency m_currency;
    qint64 m_deadlineMs = 0;
    int m_delayMs = 0;
    int m_looks = 0;
    bool m_watching = false;
    QString m_alertId; ///< the platform's stock alert while it watches (StockAlerts)
    int m_pending = 0; ///< calls about it on their way
    QTimer m_timer;
};

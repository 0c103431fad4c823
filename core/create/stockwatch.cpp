#include "core/create/stockwatch.h"

#include "common/clock.h"
#include "core/api/platform.h"

#include <algorithm>

using namespace Qt::StringLiterals;

StockWatch::StockWatch(Platform &platform, const Clock &clock, QObject *parent)
    : QObject(parent)
    , m_platform(platform)
    , m_clock(clock)
{
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, &StockWatch::look);
}

StockWatch::~StockWatch() = default;

void StockWatch::start(const Wanted &wanted, qint64 timeoutSeconds, const Pace &pace)
{
    m_wanted = wanted;
    m_wanted.count = std::max(1, wanted.count);
    m_pace = pace;
    m_deadlineMs = m_clock.nowMs() + timeoutSeconds * 1000;
    m_delayMs = pace.firstMs;
    m_looks = 0;
    m_watching = true;
    if (StockAlerts *alerts = m_platform.facet<StockAlerts>()) {
        ++m_pending;
        alerts->addStockAlert(m_wanted.gpuType, m_wanted.region, m_wanted.count, this,
                              [this](const ApiResult<StockAlert> &alert) {
                                  // Ended meanwhile: the alert goes too. Refused: the console still watches.
                                  if (alert.ok()) {
                                      m_alertId = alert.value().id;
                                      if (!m_watching)
                                          end();
                                  }
                                  settle();
                              });
    }
    look();
}

void StockWatch::stop()
{
    end();
}

void StockWatch::end()
{
    m_watching = false;
    m_timer.stop();
    if (StockAlerts *alerts = m_platform.facet<StockAlerts>(); alerts && !m_alertId.isEmpty()) {
        ++m_pending; // an alert the platform said already is gone: its 404 is no news
        alerts->removeStockAlert(m_alertId, this, [this](const ApiResult<Nothing> &) { settle(); });
    }
    m_alertId.clear();
}

void StockWatch::settle()
{
    if (--m_pending == 0)
        Q_EMIT settled();
}

QDateTime StockWatch::nextLookAt() const
{
    if (!m_watching || !m_timer.isActive())
        return {};
    return m_clock.now().addMSecs(m_timer.remainingTime());
}

void StockWatch::again()
{
    if (!m_watching)
        return;
    const qint64 left = m_deadlineMs - m_clock.nowMs();
    if (left <= 0) {
        end();
        Q_EMIT timedOut();
        return;
    }
    m_timer.start(int(std::min<qint64>(m_delayMs, left)));
    m_delayMs = std::min(m_pace.maxMs, int(m_delayMs * m_pace.factor));
}

void StockWatch::look()
{
    if (!m_watching)
        return;
    ++m_looks;
    m_platform.stock(this, [this](const ApiResult<QList<Stock>> &stock) {
        if (!m_watching)
            return;
        if (!stock.ok()) {
            again(); // an outage is waited out like an empty stock
            Q_EMIT looked(0);
            return;
        }
        // The region asked, else the one with the most free.
        const Stock *best = nullptr;
        for (const Stock &s : stock.value()) {
            if (s.gpuType != m_wanted.gpuType || (m_wanted.region && s.region != *m_wanted.region))
                continue;
            if (!best || s.available > best->available)
                best = &s;
        }
        const int available = best ? best->available : 0;
        if (available < m_wanted.count) {
            again(); // first, so that whoever hears of this look knows when the next one is
            Q_EMIT looked(available);
            return;
        }
        Q_EMIT looked(available);
        const QString region = best->region;
        if (!m_wanted.createFrom)
            end(); // found is the end of it
        Q_EMIT found(region, available);
        if (m_wanted.createFrom)
            create(region);
    });
}

void StockWatch::create(const QString &region)
{
    // The ceiling first: a card dearer than the user would pay is not rented behind their back.
    m_platform.gpuTypes(this, [this, region](const ApiResult<QList<GpuType>> &types) {
        if (!m_watching)
            return;
        if (!types.ok()) {
            end();
            Q_EMIT failed(types.error());
            return;
        }
        const auto card = std::find_if(types.value().cbegin(), types.value().cend(),
                                       [&](const GpuType &g) { return g.id == m_wanted.gpuType; });
        const Money perHour = card == types.value().cend() ? Money() : card->pricePerHour * m_wanted.count;
        if (m_wanted.maxPerHour && perHour > *m_wanted.maxPerHour) {
            end();
            Q_EMIT failed(ApiError::refused(
                0, u"price_ceiling"_s,
                tr("%1 × %2 is free, but it costs %3/h, more than your ceiling of %4/h: nothing was created.")
                    .arg(m_wanted.count)
                    .arg(card->name, m_currency.format(perHour), m_currency.format(*m_wanted.maxPerHour))));
            return;
        }
        InstanceSpec spec = *m_wanted.createFrom;
        spec.region = region;
        spec.gpuType = m_wanted.gpuType;
        spec.gpuCount = m_wanted.count;
        m_platform.createInstance(spec, this, [this](const ApiResult<Instance> &made) {
            if (!m_watching)
                return;
            if (made.ok()) {
                end();
                Q_EMIT created(made.value());
                return;
            }
            // Someone was faster: back to watching.
            if (made.error().code == u"out_of_stock"_s)
                return again();
            end();
            Q_EMIT failed(made.error());
        });
    });
}

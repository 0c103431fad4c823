#include "platform/runtime/platformclockanchor.h"

#include "platform/store/database.h"

#include <QSqlQuery>

#include <cmath>

using namespace Qt::StringLiterals;

namespace PlatformClockAnchor {

qint64 resume(Database &db, qint64 wallNowMs, double scale)
{
    qint64 platformMs = wallNowMs;
    QSqlQuery &q = db.exec(u"SELECT platform_ms, wall_ms, scale FROM platform_clock WHERE id = 1"_s);
    if (q.next()) {
        const qint64 anchor = q.value(0).toLongLong();
        const qint64 wall = q.value(1).toLongLong();
        const double oldScale = q.value(2).toDouble();
        // The downtime ran at the old scale; a wall clock set backwards does not run time back.
        platformMs = anchor + qint64(std::floor(double(std::max<qint64>(0, wallNowMs - wall)) * oldScale));
    }
    q.finish();
    const qint64 settledMs = db.scalar(u"SELECT COALESCE(MAX(settled_to), 0) FROM wallet_meters"_s).toLongLong() * 1000;
    platformMs = std::max(platformMs, settledMs);
    record(db, platformMs, wallNowMs, scale);
    return platformMs;
}

void record(Database &db, qint64 platformMs, qint64 wallMs, double scale)
{
    db.exec(u"INSERT INTO platform_clock (id, platform_ms, wall_ms, scale) VALUES (1, ?, ?, ?) ON CONFLICT (id) DO "
            "UPDATE SET platform_ms = excluded.platform_ms, wall_ms = excluded.wall_ms, scale = excluded.scale"_s,
            {platformMs, wallMs, scale});
}

} // namespace PlatformClockAnchor

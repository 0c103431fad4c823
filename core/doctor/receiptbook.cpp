#include "core/doctor/receiptbook.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTimeZone>

using namespace Qt::StringLiterals;

namespace {

QDateTime utc(const QVariant &seconds)
{
    return QDateTime::fromSecsSinceEpoch(seconds.toLongLong(), QTimeZone::utc());
}

constexpr auto kReceiptColumns
    = "platform, instance_id, boot_started_at, instance_name, gpu_type, gpu_count, ended_at, "
      "cost_cents, rate_cents_per_hour, samples, average_utilization, watched_seconds, "
      "idle_seconds, idle_cents";

BootReceipt receiptAt(const QSqlQuery &q)
{
    BootReceipt r;
    r.platform = q.value(0).toString();
    r.instanceId = q.value(1).toString();
    r.startedAt = utc(q.value(2));
    r.instanceName = q.value(3).toString();
    r.gpuType = q.value(4).toString();
    r.gpuCount = q.value(5).toInt();
    r.endedAt = utc(q.value(6));
    r.cost = Money::fromCents(q.value(7).toLongLong());
    r.ratePerHour = Money::fromCents(q.value(8).toLongLong());
    r.samples = q.value(9).toInt();
    if (!q.value(10).isNull())
        r.averageUtilization = q.value(10).toInt();
    r.watchedSeconds = q.value(11).toLongLong();
    r.idleSeconds = q.value(12).toLongLong();
    r.idleCost = Money::fromCents(q.value(13).toLongLong());
    return r;
}

} // namespace

bool ReceiptBook::open(const QString &path, QString *error)
{
    return m_store.open(path, error);
}

bool ReceiptBook::addSample(const QString &platform, const QString &instanceId, const QDateTime &bootStartedAt,
                            const GpuSample &sample, QString *error)
{
    QSqlQuery q(QSqlDatabase::database(m_store.connectionName(), false));
    q.prepare(u"INSERT OR REPLACE INTO gpu_samples VALUES (?, ?, ?, ?, ?)"_s);
    for (const QVariant &v : {QVariant(platform), QVariant(instanceId), QVariant(bootStartedAt.toSecsSinceEpoch()),
                              QVariant(sample.at.toSecsSinceEpoch()), QVariant(sample.utilization)})
        q.addBindValue(v);
    if (!q.exec()) {
        *error = u"cannot keep a GPU sample: "_s + q.lastError().text();
        return false;
    }
    return true;
}

QList<GpuSample> ReceiptBook::samples(const QString &platform, const QString &instanceId,
                                      const QDateTime &bootStartedAt) const
{
    QSqlQuery q(QSqlDatabase::database(m_store.connectionName(), false));
    q.prepare(u"SELECT at, utilization FROM gpu_samples WHERE platform = ? AND instance_id = ? AND "
              "boot_started_at = ? ORDER BY at"_s);
    q.addBindValue(platform);
    q.addBindValue(instanceId);
    q.addBindValue(bootStartedAt.toSecsSinceEpoch());
    QList<GpuSample> list;
    if (q.exec()) {
        while (q.next())
            list << GpuSample{utc(q.value(0)), q.value(1).toInt()};
    }
    return list;
}

QHash<QString, QList<QDateTime>> ReceiptBook::openBoots(const QString &platform, const QSet<QString> &instanceIds) const
{
    QSqlQuery q(QSqlDatabase::database(m_store.connectionName(), false));
    q.prepare(u"SELECT DISTINCT instance_id, boot_started_at FROM gpu_samples WHERE platform = ? "
              "ORDER BY instance_id, boot_started_at"_s);
    q.addBindValue(platform);
    QHash<QString, QList<QDateTime>> boots;
    if (q.exec()) {
        while (q.next()) {
            if (const QString id = q.value(0).toString(); instanceIds.contains(id))
                boots[id] << utc(q.value(1));
        }
    }
    return boots;
}

bool ReceiptBook::addReceipt(const BootReceipt &r, QString *error)
{
    QSqlDatabase db = QSqlDatabase::database(m_store.connectionName(), false);
    db.transaction();
    QSqlQuery q(db);
    q.prepare(u"INSERT OR REPLACE INTO boot_receipts (%1) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"_s.arg(
        QLatin1String(kReceiptColumns)));
    for (const QVariant &v :
         {QVariant(r.platform), QVariant(r.instanceId), QVariant(r.startedAt.toSecsSinceEpoch()),
          QVariant(r.instanceName), QVariant(r.gpuType), QVariant(r.gpuCount), QVariant(r.endedAt.toSecsSinceEpoch()),
          QVariant(r.cost.cents()), QVariant(r.ratePerHour.cents()), QVariant(r.samples),
          r.averageUtilization ? QVariant(*r.averageUtilization) : QVariant(), QVariant(r.watchedSeconds),
          QVariant(r.idleSeconds), QVariant(r.idleCost.cents())})
        q.addBindValue(v);
    QSqlQuery forget(db);
    forget.prepare(u"DELETE FROM gpu_samples WHERE platform = ? AND instance_id = ? AND boot_started_at = ?"_s);
    forget.addBindValue(r.platform);
    forget.addBindValue(r.instanceId);
    forget.addBindValue(r.startedAt.toSecsSinceEpoch());
    if (!q.exec() || !forget.exec()) {
        *error = u"cannot keep the receipt: "_s + (q.lastError().isValid() ? q.lastError() : forget.lastError()).text();
        db.rollback();
        return false;
    }
    return db.commit();
}

std::optional<BootReceipt> ReceiptBook::receipt(const QString &platform, const QString &instanceId,
                                                const QDateTime &bootStartedAt) const
{
    QSqlQuery q(QSqlDatabase::database(m_store.connectionName(), false));
    q.prepare(u"SELECT %1 FROM boot_receipts WHERE platform = ? AND instance_id = ? AND boot_started_at = ?"_s.arg(
        QLatin1String(kReceiptColumns)));
    q.addBindValue(platform);
    q.addBindValue(instanceId);
    q.addBindValue(bootStartedAt.toSecsSinceEpoch());
    if (!q.exec() || !q.next())
        return std::nullopt;
    return receiptAt(q);
}

QList<BootReceipt> ReceiptBook::receipts(const QString &platform, int limit) const
{
    QSqlQuery q(QSqlDatabase::database(m_store.connectionName(), false));
    q.prepare(u"SELECT %1 FROM boot_receipts WHERE platform = ? ORDER BY ended_at DESC LIMIT ?"_s.arg(
        QLatin1String(kReceiptColumns)));
    q.addBindValue(platform);
    q.addBindValue(limit);
    QList<BootReceipt> list;
    if (q.exec()) {
        while (q.next())
            list << receiptAt(q);
    }
    return list;
}

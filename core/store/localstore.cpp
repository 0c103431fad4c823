#include "core/store/localstore.h"

#include "common/xdgpaths.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>
#include <QTimeZone>
#include <QUuid>

#include <spdlog/spdlog.h>

using namespace Qt::StringLiterals;

namespace {

/// Schema steps; step N brings version N-1 to N. Never edit a step that has shipped: add one.
const QList<QStringList> &migrations()
{
    static const QList<QStringList> steps = {
        {
            uR"(CREATE TABLE usage_samples (
                platform TEXT NOT NULL,
                instance_id TEXT NOT NULL,
                at INTEGER NOT NULL,
                state TEXT NOT NULL,
                rate_cents_per_hour INTEGER NOT NULL,
                boot_cents INTEGER NOT NULL,
                PRIMARY KEY (platform, instance_id, at)))"_s,
        },
        {
            // The transfer journal: each upload or download and the items it finished,
            // so that a restarted console or a second `gpudeskctl upload` resumes it.
            uR"(CREATE TABLE transfers (
                id TEXT PRIMARY KEY,
                owner TEXT NOT NULL,
                platform TEXT NOT NULL,
                instance_id TEXT NOT NULL,
                instance_name TEXT NOT NULL,
                direction TEXT NOT NULL,
                sources TEXT NOT NULL,
                destination TEXT NOT NULL,
                excludes TEXT NOT NULL,
                state TEXT NOT NULL,
                bytes_total INTEGER NOT NULL DEFAULT 0,
                bytes_done INTEGER NOT NULL DEFAULT 0,
                files_total INTEGER NOT NULL DEFAULT 0,
                message TEXT NOT NULL DEFAULT '',
                created_at INTEGER NOT NULL,
                finished_at INTEGER))"_s,
            uR"(CREATE TABLE transfer_items (
                transfer_id TEXT NOT NULL REFERENCES transfers(id) ON DELETE CASCADE,
                item TEXT NOT NULL,
                PRIMARY KEY (transfer_id, item)))"_s,
        },
        {
            // Boot receipts: the cards' utilization sampled while a boot ran, and what
            // each boot was once it ended.
            uR"(CREATE TABLE gpu_samples (
                platform TEXT NOT NULL,
                instance_id TEXT NOT NULL,
                boot_started_at INTEGER NOT NULL,
                at INTEGER NOT NULL,
                utilization INTEGER NOT NULL,
                PRIMARY KEY (platform, instance_id, at)))"_s,
            uR"(CREATE TABLE boot_receipts (
                platform TEXT NOT NULL,
                instance_id TEXT NOT NULL,
                boot_started_at INTEGER NOT NULL,
                instance_name TEXT NOT NULL,
                gpu_type TEXT NOT NULL,
                gpu_count INTEGER NOT NULL,
                ended_at INTEGER NOT NULL,
                cost_cents INTEGER NOT NULL,
                rate_cents_per_hour INTEGER NOT NULL,
                samples INTEGER NOT NULL,
                average_utilization INTEGER,
                watched_seconds INTEGER NOT NULL,
                idle_seconds INTEGER NOT NULL,
                idle_cents INTEGER NOT NULL,
                PRIMARY KEY (platform, instance_id, boot_started_at)))"_s,
        },
    };
    return steps;
}

} // namespace

LocalStore::LocalStore()
    : m_connection(u"gpudesk-local-"_s + QUuid::createUuid().toString(QUuid::WithoutBraces))
{ }

LocalStore::~LocalStore()
{
    if (QSqlDatabase::contains(m_connection)) {
        QSqlDatabase::database(m_connection, false).close();
        QSqlDatabase::removeDatabase(m_connection);
    }
}

QString LocalStore::defaultPath()
{
    return XdgPaths::dataDir() + u"/gpudesk.db"_s;
}

bool LocalStore::isDamaged(QString *why) const
{
    QSqlQuery q(QSqlDatabase::database(m_connection));
    q.exec(u"PRAGMA busy_timeout = 5000"_s);
    // SQLITE_NOTADB (26) and SQLITE_CORRUPT (11): the file, not the moment (a lock is neither).
    const auto damaged = [&](const QSqlError &e) {
        const int code = e.nativeErrorCode().toInt();
        if (code == 26 || code == 11)
            *why = e.databaseText();
        return code == 26 || code == 11;
    };
    if (!q.exec(u"PRAGMA quick_check"_s))
        return damaged(q.lastError());
    if (q.next() && q.value(0).toString() != u"ok"_s) {
        *why = q.value(0).toString();
        return true;
    }
    return false;
}

bool LocalStore::open(const QString &path, QString *error)
{
    if (!QDir().mkpath(QFileInfo(path).absolutePath())) {
        *error = u"cannot create the directory of %1"_s.arg(path);
        return false;
    }
    QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, m_connection);
    db.setDatabaseName(path);
    if (!db.open()) {
        *error = u"cannot open %1: %2"_s.arg(path, db.lastError().text());
        return false;
    }
    if (QString why; isDamaged(&why)) {
        // Kept whole beside it (with its journal), for whoever wants what it held; a new file
        // takes its place so the console goes on keeping its history and transfers.
        db.close();
        const QString aside
            = path + u".damaged-"_s + QDateTime::currentDateTimeUtc().toString(u"yyyyMMdd'T'HHmmss'Z'"_s);
        for (const QString &suffix : {u""_s, u"-wal"_s, u"-shm"_s}) {
            if (QFile::exists(path + suffix) && !QFile::rename(path + suffix, aside + suffix)) {
                *error = u"%1 is damaged (%2) and cannot be set aside"_s.arg(path, why);
                return false;
            }
        }
        m_setAside = u"%1 was damaged (%2); it is kept as %3 and a new one was started"_s.arg(path, why, aside);
        spdlog::warn("{}", m_setAside.toStdString());
        if (!db.open()) {
            *error = u"cannot open %1: %2"_s.arg(path, db.lastError().text());
            return false;
        }
    }
    QSqlQuery q(db);
    q.exec(u"PRAGMA busy_timeout = 5000"_s);
    if (!q.exec(u"PRAGMA user_version"_s) || !q.next()) {
        *error = u"%1 is not a gpudesk database: %2"_s.arg(path, q.lastError().text());
        db.close();
        return false;
    }
    const int version = q.value(0).toInt();
    q.finish();
    if (version > kSchemaVersion) {
        *error = u"%1 was written by a newer gpudesk (schema %2, this one knows %3); it is left as it is"_s.arg(path)
                     .arg(version)
                     .arg(kSchemaVersion);
        db.close();
        return false;
    }
    q.exec(u"PRAGMA journal_mode = WAL"_s); // only now: it rewrites the file's header
    for (int step = version; step < kSchemaVersion; ++step) {
        db.transaction();
        for (const QString &sql : migrations().at(step)) {
            if (!q.exec(sql)) {
                *error = u"cannot bring %1 to schema %2: %3"_s.arg(path).arg(step + 1).arg(q.lastError().text());
                db.rollback();
                db.close();
                return false;
            }
        }
        q.exec(u"PRAGMA user_version = %1"_s.arg(step + 1));
        db.commit();
    }
    m_open = true;
    return true;
}

int LocalStore::schemaVersion() const
{
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    return q.exec(u"PRAGMA user_version"_s) && q.next() ? q.value(0).toInt() : 0;
}

bool LocalStore::record(const QList<UsageSample> &samples, QString *error)
{
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    db.transaction();
    QSqlQuery q(db);
    q.prepare(u"INSERT OR REPLACE INTO usage_samples VALUES (?, ?, ?, ?, ?, ?)"_s);
    for (const UsageSample &s : samples) {
        q.addBindValue(s.platform);
        q.addBindValue(s.instanceId);
        q.addBindValue(s.at.toSecsSinceEpoch());
        q.addBindValue(s.state.wire());
        q.addBindValue(s.ratePerHour.cents());
        q.addBindValue(s.bootCost.cents());
        if (!q.exec()) {
            *error = u"cannot record usage: "_s + q.lastError().text();
            db.rollback();
            return false;
        }
    }
    return db.commit();
}

QList<LocalStore::UsageSample> LocalStore::samples(const QString &platform, const QString &instanceId,
                                                   const QDateTime &from, const QDateTime &to) const
{
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.prepare(u"SELECT at, state, rate_cents_per_hour, boot_cents FROM usage_samples WHERE platform = ? AND "
              "instance_id = ? AND at >= ? AND at <= ? ORDER BY at"_s);
    q.addBindValue(platform);
    q.addBindValue(instanceId);
    q.addBindValue(from.toSecsSinceEpoch());
    q.addBindValue(to.toSecsSinceEpoch());
    QList<UsageSample> list;
    if (!q.exec())
        return list;
    while (q.next())
        list.append({platform, instanceId, QDateTime::fromSecsSinceEpoch(q.value(0).toLongLong(), QTimeZone::utc()),
                     WireEnum<InstanceState>::fromWire(q.value(1).toString()),
                     Money::fromCents(q.value(2).toLongLong()), Money::fromCents(q.value(3).toLongLong())});
    return list;
}

qint64 LocalStore::runningSeconds(const QString &platform, const QString &instanceId, const QDateTime &from,
                                  const QDateTime &to) const
{
    const QList<UsageSample> list = samples(platform, instanceId, from, to);
    qint64 seconds = 0;
    for (qsizetype k = 0; k + 1 < list.size(); ++k) {
        const qint64 gap = list[k].at.secsTo(list[k + 1].at);
        if (list[k].state == InstanceState::Running && gap <= kMaxSampleGapSeconds)
            seconds += gap;
    }
    return seconds;
}

bool LocalStore::prune(const QDateTime &before, QString *error)
{
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.prepare(u"DELETE FROM usage_samples WHERE at < ?"_s);
    q.addBindValue(before.toSecsSinceEpoch());
    if (!q.exec()) {
        *error = u"cannot prune usage samples: "_s + q.lastError().text();
        return false;
    }
    return true;
}

#include "core/transfer/transferjournal.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTimeZone>

using namespace Qt::StringLiterals;

namespace {

const char *const kRecordStates[] = {"queued", "running", "paused", "failed", "done", "cancelled"};

QString listToJson(const QStringList &list)
{
    return QString::fromUtf8(QJsonDocument(QJsonArray::fromStringList(list)).toJson(QJsonDocument::Compact));
}

QStringList listFromJson(const QString &json)
{
    QStringList out;
    for (const QJsonValue &v : QJsonDocument::fromJson(json.toUtf8()).array())
        out << v.toString();
    return out;
}

TransferRecord::State stateFrom(const QString &name)
{
    for (int i = 0; i < 6; ++i) {
        if (name == QLatin1String(kRecordStates[i]))
            return TransferRecord::State(i);
    }
    return TransferRecord::State::Failed;
}

const QString kTransferColumns
    = u"id, owner, platform, instance_id, instance_name, direction, sources, destination, "
      "excludes, state, bytes_total, bytes_done, files_total, message, created_at, finished_at"_s;

TransferRecord recordFrom(const QSqlQuery &q)
{
    TransferRecord r;
    r.id = q.value(0).toString();
    r.owner = q.value(1).toString();
    r.platform = q.value(2).toString();
    r.instanceId = q.value(3).toString();
    r.instanceName = q.value(4).toString();
    r.direction = q.value(5).toString() == u"download"_s ? TransferRecord::Direction::Download
                                                         : TransferRecord::Direction::Upload;
    r.sources = listFromJson(q.value(6).toString());
    r.destination = q.value(7).toString();
    r.excludes = listFromJson(q.value(8).toString());
    r.state = stateFrom(q.value(9).toString());
    r.bytesTotal = q.value(10).toLongLong();
    r.bytesDone = q.value(11).toLongLong();
    r.filesTotal = q.value(12).toLongLong();
    r.message = q.value(13).toString();
    r.createdAt = QDateTime::fromSecsSinceEpoch(q.value(14).toLongLong(), QTimeZone::utc());
    if (!q.value(15).isNull())
        r.finishedAt = QDateTime::fromSecsSinceEpoch(q.value(15).toLongLong(), QTimeZone::utc());
    return r;
}

/// A null QString binds as SQL NULL; the journal's text columns are NOT NULL.
QString text(const QString &s)
{
    return s.isNull() ? u""_s : s;
}

bool fail(const QSqlQuery &q, QString *error)
{
    if (error)
        *error = u"the transfer journal: "_s + q.lastError().text();
    return false;
}

} // namespace

QString TransferRecord::stateName(State state)
{
    return QLatin1String(kRecordStates[int(state)]);
}

bool TransferJournal::open(const QString &path, QString *error)
{
    return m_store.open(path, error);
}

bool TransferJournal::add(const TransferRecord &r, QString *error)
{
    QSqlQuery q(QSqlDatabase::database(m_store.connectionName()));
    q.prepare(u"INSERT INTO transfers ("_s + kTransferColumns + u") VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)"_s);
    q.addBindValue(r.id);
    q.addBindValue(text(r.owner));
    q.addBindValue(text(r.platform));
    q.addBindValue(text(r.instanceId));
    q.addBindValue(text(r.instanceName));
    q.addBindValue(r.direction == TransferRecord::Direction::Download ? u"download"_s : u"upload"_s);
    q.addBindValue(listToJson(r.sources));
    q.addBindValue(text(r.destination));
    q.addBindValue(listToJson(r.excludes));
    q.addBindValue(TransferRecord::stateName(r.state));
    q.addBindValue(r.bytesTotal);
    q.addBindValue(r.bytesDone);
    q.addBindValue(r.filesTotal);
    q.addBindValue(text(r.message));
    q.addBindValue(r.createdAt.toSecsSinceEpoch());
    q.addBindValue(r.finishedAt ? QVariant(r.finishedAt->toSecsSinceEpoch()) : QVariant());
    return q.exec() || fail(q, error);
}

std::optional<TransferRecord> TransferJournal::find(const QString &id) const
{
    QSqlQuery q(QSqlDatabase::database(m_store.connectionName()));
    q.prepare(u"SELECT "_s + kTransferColumns + u" FROM transfers WHERE id = ?"_s);
    q.addBindValue(id);
    if (q.exec() && q.next())
        return recordFrom(q);
    return std::nullopt;
}

QList<TransferRecord> TransferJournal::list(const QString &owner, bool unfinishedOnly) const
{
    QSqlQuery q(QSqlDatabase::database(m_store.connectionName()));
    q.prepare(u"SELECT "_s + kTransferColumns + u" FROM transfers WHERE owner = ?"_s
              + (unfinishedOnly ? u" AND state NOT IN ('done', 'cancelled')"_s : QString())
              + u" ORDER BY created_at DESC, rowid DESC"_s);
    q.addBindValue(owner);
    QList<TransferRecord> out;
    if (q.exec()) {
        while (q.next())
            out << recordFrom(q);
    }
    return out;
}

std::optional<TransferRecord> TransferJournal::findResumable(const TransferRecord &like) const
{
    for (const TransferRecord &r : list(like.owner, true)) {
        if (r.platform == like.platform && r.instanceId == like.instanceId && r.direction == like.direction
            && r.sources == like.sources && r.destination == like.destination)
            return r;
    }
    return std::nullopt;
}

bool TransferJournal::setState(const QString &id, TransferRecord::State state, const QString &message, QString *error)
{
    QSqlQuery q(QSqlDatabase::database(m_store.connectionName()));
    q.prepare(u"UPDATE transfers SET state = ?, message = ?, finished_at = ? WHERE id = ?"_s);
    q.addBindValue(TransferRecord::stateName(state));
    q.addBindValue(text(message));
    const bool finished = state == TransferRecord::State::Done || state == TransferRecord::State::Cancelled;
    q.addBindValue(finished ? QVariant(QDateTime::currentSecsSinceEpoch()) : QVariant());
    q.addBindValue(id);
    return q.exec() || fail(q, error);
}

bool TransferJournal::setProgress(const QString &id, qint64 bytesDone, qint64 bytesTotal, qint64 filesTotal,
                                  QString *error)
{
    QSqlQuery q(QSqlDatabase::database(m_store.connectionName()));
    q.prepare(u"UPDATE transfers SET bytes_done = ?, bytes_total = ?, files_total = ? WHERE id = ?"_s);
    q.addBindValue(bytesDone);
    q.addBindValue(bytesTotal);
    q.addBindValue(filesTotal);
    q.addBindValue(id);
    return q.exec() || fail(q, error);
}

bool TransferJournal::markItemDone(const QString &id, const QString &item, QString *error)
{
    QSqlQuery q(QSqlDatabase::database(m_store.connectionName()));
    q.prepare(u"INSERT OR IGNORE INTO transfer_items (transfer_id, item) VALUES (?, ?)"_s);
    q.addBindValue(id);
    q.addBindValue(item);
    return q.exec() || fail(q, error);
}

QSet<QString> TransferJournal::doneItems(const QString &id) const
{
    QSqlQuery q(QSqlDatabase::database(m_store.connectionName()));
    q.prepare(u"SELECT item FROM transfer_items WHERE transfer_id = ?"_s);
    q.addBindValue(id);
    QSet<QString> items;
    if (q.exec()) {
        while (q.next())
            items.insert(q.value(0).toString());
    }
    return items;
}

bool TransferJournal::remove(const QString &id, QString *error)
{
    QSqlQuery q(QSqlDatabase::database(m_store.connectionName()));
    q.prepare(u"DELETE FROM transfer_items WHERE transfer_id = ?"_s);
    q.addBindValue(id);
    if (!q.exec())
        return fail(q, error);
    q.prepare(u"DELETE FROM transfers WHERE id = ?"_s);
    q.addBindValue(id);
    return q.exec() || fail(q, error);
}

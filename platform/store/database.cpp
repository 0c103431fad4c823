#include "platform/store/database.h"

#include "platform/store/migrations.h"

#include <QSqlError>
#include <QUuid>

#include <spdlog/spdlog.h>

using namespace Qt::StringLiterals;

Database::Database()
    : m_connection(u"gpudesk-"_s + QUuid::createUuid().toString(QUuid::WithoutBraces))
{ }

Database::~Database()
{
    m_statements.clear();
    {
        QSqlDatabase db = QSqlDatabase::database(m_connection, false);
        if (db.isOpen())
            db.close();
    }
    QSqlDatabase::removeDatabase(m_connection);
}

int Database::latestSchemaVersion()
{
    return static_cast<int>(Migrations::all().size());
}

bool Database::open(const QString &path, QString *error)
{
    QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, m_connection);
    db.setDatabaseName(path);
    db.setConnectOptions(u"QSQLITE_BUSY_TIMEOUT=5000"_s);
    if (!db.open()) {
        *error = u"Cannot open the database %1: %2"_s.arg(path, db.lastError().text());
        return false;
    }
    for (const QString &pragma :
         {u"PRAGMA journal_mode=WAL"_s, u"PRAGMA synchronous=NORMAL"_s, u"PRAGMA foreign_keys=ON"_s}) {
        QSqlQuery q(db);
        if (!q.exec(pragma)) {
            *error = u"Cannot set up the database (%1): %2"_s.arg(pragma, q.lastError().text());
            return false;
        }
    }
    return migrate(error);
}

int Database::schemaVersion() const
{
    QSqlQuery q(QSqlDatabase::database(m_connection));
    return q.exec(u"PRAGMA user_version"_s) && q.next() ? q.value(0).toInt() : -1;
}

bool Database::migrate(QString *error)
{
    const int current = schemaVersion();
    const int latest = latestSchemaVersion();
    if (current > latest) {
        *error = u"The database is from a newer gpudesk-sandbox (schema %1, this one knows %2); use that version."_s
                     .arg(current)
                     .arg(latest);
        return false;
    }
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    for (int version = current; version < latest; ++version) {
        db.transaction();
        for (const QString &statement : Migrations::all()[version]) {
            QSqlQuery q(db);
            if (!q.exec(statement)) {
                *error = u"Database migration to schema %1 failed: %2"_s.arg(version + 1).arg(q.lastError().text());
                db.rollback();
                return false;
            }
        }
        QSqlQuery q(db);
        q.exec(u"PRAGMA user_version=%1"_s.arg(version + 1));
        if (!db.commit()) {
            *error = u"Database migration to schema %1 could not be committed: %2"_s.arg(version + 1)
                         .arg(db.lastError().text());
            return false;
        }
        spdlog::info("database migrated to schema {}", version + 1);
    }
    return true;
}

QSqlQuery &Database::exec(const QString &sql, std::initializer_list<QVariant> bindings)
{
    return exec(sql, QVariantList(bindings));
}

QSqlQuery &Database::exec(const QString &sql, const QVariantList &bindings)
{
    // Statements are prepared once and reused: preparing costs more than running most of them.
    // The same SQL must not be run again while an earlier result of it is still being read (no
    // caller nests identical statements).
    auto it = m_statements.find(sql);
    if (it == m_statements.end()) {
        auto prepared = std::make_shared<QSqlQuery>(QSqlDatabase::database(m_connection));
        // Results are read once, front to back: without this, Qt keeps a copy of every row for
        // random access, which made loading a wallet of fifty instances cost milliseconds.
        prepared->setForwardOnly(true);
        if (!prepared->prepare(sql))
            spdlog::error("SQL does not prepare: {} ({})", sql.simplified().toStdString(),
                          prepared->lastError().text().toStdString());
        it = m_statements.insert(sql, prepared);
    }
    QSqlQuery &q = **it;
    q.finish();
    for (const QVariant &value : bindings)
        q.addBindValue(value);
    if (!q.exec())
        spdlog::error("SQL failed: {} ({})", sql.simplified().toStdString(), q.lastError().text().toStdString());
    return q;
}

QVariant Database::scalar(const QString &sql, std::initializer_list<QVariant> bindings)
{
    QSqlQuery &q = exec(sql, bindings);
    const QVariant value = q.next() ? q.value(0) : QVariant();
    q.finish(); // release the statement's read lock now, not at its next use
    return value;
}

bool Database::transaction()
{
    if (m_depth > 0) {
        // Inside another transaction (an idempotent request around a metering session): a
        // savepoint, so the inner work can still be taken back alone.
        QSqlQuery q(QSqlDatabase::database(m_connection));
        if (!q.exec(u"SAVEPOINT sp%1"_s.arg(m_depth)))
            return false;
        ++m_depth;
        return true;
    }
    if (!QSqlDatabase::database(m_connection).transaction())
        return false;
    m_depth = 1;
    return true;
}

bool Database::commit()
{
    if (m_depth > 1) {
        --m_depth;
        QSqlQuery q(QSqlDatabase::database(m_connection));
        return q.exec(u"RELEASE sp%1"_s.arg(m_depth));
    }
    m_depth = 0;
    return QSqlDatabase::database(m_connection).commit();
}

void Database::rollback()
{
    if (m_depth > 1) {
        --m_depth;
        QSqlQuery q(QSqlDatabase::database(m_connection));
        q.exec(u"ROLLBACK TO sp%1"_s.arg(m_depth));
        q.exec(u"RELEASE sp%1"_s.arg(m_depth));
        return;
    }
    m_depth = 0;
    QSqlDatabase::database(m_connection).rollback();
}

#include "platform/store/database.h"

#include "platform/store/migrations.h"

#include <QSqlDatabase>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlResult>
#include <QThread>
#include <QUuid>

#include <spdlog/spdlog.h>
#include <sqlite3.h>

#include <atomic>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

using namespace Qt::StringLiterals;

namespace {

std::atomic<quint64> g_databases{0};

/// The calling thread's last connection, so that a query finds it without a lock: valid while
/// `database` is the id of the Database it belongs to.
struct ThreadCache
{
    quint64 database = 0;
    void *connection = nullptr;
};
thread_local ThreadCache t_cache;

/// Looks a statement up by its SQL without copying the text into a std::string first.
struct SqlHash
{
    using is_transparent = void;
    size_t operator()(std::string_view sql) const { return std::hash<std::string_view>{}(sql); }
};

} // namespace

struct Database::Connection
{
    struct Prepared
    {
        QSqlQuery query;
        bool writes = true;
        bool used = false; ///< listed in `used`
    };
    QString name;
    sqlite3 *handle = nullptr;
    int depth = 0; ///< open transactions, the outermost included
    QHash<QString, std::shared_ptr<Prepared>> queries;
    std::unordered_map<std::string, std::unique_ptr<Statement>, SqlHash, std::equal_to<>> statements;
    /// What ran since the last endReads(), the only ones that can hold a read open: the platform's
    /// thread has hundreds cached, and going through all of them took a tenth of a short request.
    std::vector<Prepared *> used;
    std::vector<Statement *> usedStatements;
};

Database::Database()
    : m_id(++g_databases)
{ }

Database::~Database()
{
    const std::lock_guard lock(m_connectionsLock);
    for (auto &[thread, c] : m_connections)
        close(*c);
    if (t_cache.database == m_id)
        t_cache = {};
}

int Database::latestSchemaVersion()
{
    return static_cast<int>(Migrations::all().size());
}

bool Database::openConnection(Connection &c, QString *error)
{
    c.name = u"gpudesk-"_s + QUuid::createUuid().toString(QUuid::WithoutBraces);
    QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, c.name);
    db.setDatabaseName(m_path);
    db.setConnectOptions(u"QSQLITE_BUSY_TIMEOUT=5000"_s);
    if (!db.open()) {
        *error = u"Cannot open the database %1: %2"_s.arg(m_path, db.lastError().text());
        return false;
    }
    const QVariant handle = db.driver()->handle();
    if (handle.isValid() && qstrcmp(handle.typeName(), "sqlite3*") == 0)
        c.handle = *static_cast<sqlite3 *const *>(handle.constData());
    if (!c.handle) {
        *error = u"Cannot open the database %1: Qt's SQLite driver gave no handle."_s.arg(m_path);
        return false;
    }
    // The WAL is checkpointed after each settlement pass, on the thread that ran it (checkpoint());
    // a commit checkpoints by itself only past 10,000 pages (40 MB), so a request's commit does not
    // find itself copying the pass's pages into the database.
    for (const char *pragma : {"PRAGMA journal_mode=WAL", "PRAGMA synchronous=NORMAL", "PRAGMA foreign_keys=ON",
                               "PRAGMA wal_autocheckpoint=10000", "PRAGMA cache_size=-32768"}) {
        if (!run(c, pragma)) {
            *error = u"Cannot set up the database (%1): %2"_s.arg(QLatin1StringView(pragma),
                                                                  QString::fromUtf8(sqlite3_errmsg(c.handle)));
            return false;
        }
    }
    return true;
}

bool Database::open(const QString &path, QString *error)
{
    m_path = path;
    auto c = std::make_unique<Connection>();
    if (!openConnection(*c, error))
        return false;
    {
        const std::lock_guard lock(m_connectionsLock);
        m_connections[QThread::currentThread()] = std::move(c);
    }
    return migrate(error);
}

Database::Connection &Database::here()
{
    if (t_cache.database == m_id)
        return *static_cast<Connection *>(t_cache.connection);
    const std::lock_guard lock(m_connectionsLock);
    auto &slot = m_connections[QThread::currentThread()];
    if (!slot) {
        auto c = std::make_unique<Connection>();
        QString error;
        if (!openConnection(*c, &error))
            spdlog::error("{}", error.toStdString());
        slot = std::move(c);
    }
    t_cache = {m_id, slot.get()};
    return *slot;
}

void Database::closeThisThread()
{
    std::unique_ptr<Connection> c;
    {
        const std::lock_guard lock(m_connectionsLock);
        const auto it = m_connections.find(QThread::currentThread());
        if (it == m_connections.end())
            return;
        c = std::move(it->second);
        m_connections.erase(it);
    }
    if (t_cache.database == m_id)
        t_cache = {};
    close(*c);
}

void Database::close(Connection &c)
{
    c.used.clear();
    c.usedStatements.clear();
    c.statements.clear();
    c.queries.clear();
    {
        QSqlDatabase db = QSqlDatabase::database(c.name, false);
        if (db.isOpen())
            db.close();
    }
    QSqlDatabase::removeDatabase(c.name);
}

bool Database::run(Connection &c, const char *sql)
{
    char *message = nullptr;
    if (sqlite3_exec(c.handle, sql, nullptr, nullptr, &message) == SQLITE_OK)
        return true;
    spdlog::error("SQL failed: {} ({})", sql, message ? message : "");
    sqlite3_free(message);
    return false;
}

int Database::schemaVersion()
{
    QSqlQuery q(QSqlDatabase::database(here().name));
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
    QSqlDatabase db = QSqlDatabase::database(here().name);
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
    Connection &c = here();
    auto it = c.queries.find(sql);
    if (it == c.queries.end()) {
        auto prepared = std::make_shared<Connection::Prepared>();
        prepared->query = QSqlQuery(QSqlDatabase::database(c.name));
        // Results are read once, front to back: without this, Qt keeps a copy of every row for
        // random access, which made loading a wallet of fifty instances cost milliseconds.
        prepared->query.setForwardOnly(true);
        if (!prepared->query.prepare(sql))
            spdlog::error("SQL does not prepare: {} ({})", sql.simplified().toStdString(),
                          prepared->query.lastError().text().toStdString());
        const QVariant stmt = prepared->query.result() ? prepared->query.result()->handle() : QVariant();
        if (stmt.isValid() && qstrcmp(stmt.typeName(), "sqlite3_stmt*") == 0)
            prepared->writes = !sqlite3_stmt_readonly(*static_cast<sqlite3_stmt *const *>(stmt.constData()));
        it = c.queries.insert(sql, prepared);
    }
    Connection::Prepared &p = **it;
    QSqlQuery &q = p.query;
    q.finish();
    for (const QVariant &value : bindings)
        q.addBindValue(value);
    // A write outside a transaction waits its turn like a transaction, from what is committed now.
    const bool turn = p.writes && c.depth == 0;
    if (turn) {
        endReads(c);
        lockWriter();
    }
    if (!std::exchange(p.used, true)) // after endReads(), which empties the list
        c.used.push_back(&p);
    if (!q.exec())
        spdlog::error("SQL failed: {} ({})", sql.simplified().toStdString(), q.lastError().text().toStdString());
    if (turn)
        unlockWriter();
    return q;
}

QVariant Database::scalar(const QString &sql, std::initializer_list<QVariant> bindings)
{
    QSqlQuery &q = exec(sql, bindings);
    const QVariant value = q.next() ? q.value(0) : QVariant();
    q.finish(); // release the statement's read lock now, not at its next use
    return value;
}

Database::Statement &Database::statement(const char *sql)
{
    Connection &c = here();
    auto it = c.statements.find(std::string_view(sql));
    if (it == c.statements.end())
        it = c.statements.emplace(sql, nullptr).first;
    auto &slot = it->second;
    if (!slot) {
        sqlite3_stmt *stmt = nullptr;
        if (sqlite3_prepare_v3(c.handle, sql, -1, SQLITE_PREPARE_PERSISTENT, &stmt, nullptr) != SQLITE_OK)
            spdlog::error("SQL does not prepare: {} ({})", sql, sqlite3_errmsg(c.handle));
        slot = std::make_unique<Statement>(*this, c, stmt);
    }
    if (!std::exchange(slot->m_used, true))
        c.usedStatements.push_back(slot.get());
    slot->reset();
    return *slot;
}

bool Database::transaction()
{
    Connection &c = here();
    if (c.depth > 0) {
        // Inside another transaction (an idempotent request around a metering session): a
        // savepoint, so the inner work can still be taken back alone.
        if (!run(c, QByteArray("SAVEPOINT sp" + QByteArray::number(c.depth)).constData()))
            return false;
        ++c.depth;
        return true;
    }
    endReads(c);
    lockWriter();
    if (!run(c, "BEGIN IMMEDIATE")) {
        unlockWriter();
        return false;
    }
    c.depth = 1;
    return true;
}

bool Database::commit()
{
    Connection &c = here();
    if (c.depth > 1) {
        --c.depth;
        return run(c, QByteArray("RELEASE sp" + QByteArray::number(c.depth)).constData());
    }
    if (c.depth == 0)
        return false;
    const bool done = run(c, "COMMIT");
    if (!done)
        run(c, "ROLLBACK");
    c.depth = 0;
    unlockWriter();
    return done;
}

bool Database::outermost()
{
    return here().depth == 1;
}

void Database::rollback()
{
    Connection &c = here();
    if (c.depth > 1) {
        --c.depth;
        const QByteArray name = "sp" + QByteArray::number(c.depth);
        run(c, QByteArray("ROLLBACK TO " + name).constData());
        run(c, QByteArray("RELEASE " + name).constData());
        return;
    }
    if (c.depth == 0)
        return;
    run(c, "ROLLBACK");
    c.depth = 0;
    unlockWriter();
}

void Database::lockWriter()
{
    std::unique_lock lock(m_turnLock);
    const quint64 ticket = m_nextTicket++;
    m_turnChanged.wait(lock, [&] { return m_serving == ticket; });
}

void Database::unlockWriter()
{
    {
        const std::lock_guard lock(m_turnLock);
        ++m_serving;
    }
    m_turnChanged.notify_all();
}

void Database::endReads()
{
    endReads(here());
}

void Database::endReads(Connection &c)
{
    for (Connection::Prepared *prepared : c.used) {
        if (prepared->query.isActive())
            prepared->query.finish();
        prepared->used = false;
    }
    c.used.clear();
    for (Statement *statement : c.usedStatements) {
        sqlite3_reset(statement->m_stmt);
        statement->m_used = false;
    }
    c.usedStatements.clear();
}

void Database::checkpoint()
{
    Connection &c = here();
    endReads(c); // a statement still open on a result would hold the checkpoint back
    if (sqlite3_wal_checkpoint_v2(c.handle, nullptr, SQLITE_CHECKPOINT_PASSIVE, nullptr, nullptr) != SQLITE_OK)
        spdlog::warn("WAL checkpoint: {}", sqlite3_errmsg(c.handle));
}

// ---- Statement -----------------------------------------------------------------------------------

Database::Statement::Statement(Database &db, Connection &connection, sqlite3_stmt *stmt)
    : m_db(db)
    , m_connection(connection)
    , m_stmt(stmt)
    , m_writes(stmt && !sqlite3_stmt_readonly(stmt))
{ }

Database::Statement::~Statement()
{
    sqlite3_finalize(m_stmt);
}

void Database::Statement::reset()
{
    // The values left bound are not cleared here (sqlite3_clear_bindings goes through every
    // parameter, hundreds in a ledger insert of many lines): step() makes NULL whatever this use
    // does not bind.
    sqlite3_reset(m_stmt);
    m_bound = 0;
}

Database::Statement &Database::Statement::bind(qint64 value)
{
    sqlite3_bind_int64(m_stmt, ++m_bound, value);
    return *this;
}

Database::Statement &Database::Statement::bind(const QString &value)
{
    const QByteArray utf8 = value.toUtf8();
    sqlite3_bind_text(m_stmt, ++m_bound, utf8.constData(), int(utf8.size()), SQLITE_TRANSIENT);
    return *this;
}

Database::Statement &Database::Statement::bind(const QByteArray &blob)
{
    sqlite3_bind_blob64(m_stmt, ++m_bound, blob.constData(), sqlite3_uint64(blob.size()), SQLITE_TRANSIENT);
    return *this;
}

Database::Statement &Database::Statement::bind(std::nullopt_t)
{
    sqlite3_bind_null(m_stmt, ++m_bound);
    return *this;
}

bool Database::Statement::step(bool *row)
{
    for (const int parameters = sqlite3_bind_parameter_count(m_stmt); m_bound < parameters;)
        sqlite3_bind_null(m_stmt, ++m_bound);
    const int rc = sqlite3_step(m_stmt);
    *row = rc == SQLITE_ROW;
    if (rc == SQLITE_ROW || rc == SQLITE_DONE)
        return true;
    spdlog::error("SQL failed: {} ({})", sqlite3_sql(m_stmt), sqlite3_errmsg(m_connection.handle));
    return false;
}

bool Database::Statement::run()
{
    const bool turn = m_writes && m_connection.depth == 0;
    if (turn) {
        m_db.endReads(m_connection);
        m_db.lockWriter();
    }
    bool row = false;
    const bool ok = step(&row);
    sqlite3_reset(m_stmt);
    if (turn)
        m_db.unlockWriter();
    return ok;
}

bool Database::Statement::next()
{
    bool row = false;
    if (!step(&row) || !row) {
        sqlite3_reset(m_stmt); // the read lock goes at the end, not at the next use
        return false;
    }
    return true;
}

qint64 Database::Statement::integer(int column) const
{
    return sqlite3_column_int64(m_stmt, column);
}

QString Database::Statement::text(int column) const
{
    const auto *utf8 = reinterpret_cast<const char *>(sqlite3_column_text(m_stmt, column));
    return QString::fromUtf8(utf8, sqlite3_column_bytes(m_stmt, column));
}

QByteArray Database::Statement::bytes(int column) const
{
    const auto *data = static_cast<const char *>(sqlite3_column_blob(m_stmt, column));
    return QByteArray(data, sqlite3_column_bytes(m_stmt, column));
}

bool Database::Statement::isNull(int column) const
{
    return sqlite3_column_type(m_stmt, column) == SQLITE_NULL;
}

QByteArray Database::Statement::rowBytes() const
{
    QByteArray row;
    for (int column = 0, columns = sqlite3_column_count(m_stmt); column < columns; ++column) {
        const int type = sqlite3_column_type(m_stmt, column);
        row += char(type);
        if (type == SQLITE_INTEGER) {
            const qint64 value = sqlite3_column_int64(m_stmt, column);
            row.append(reinterpret_cast<const char *>(&value), sizeof value);
        } else if (type != SQLITE_NULL) {
            // Text and blobs as they are (a float as SQLite writes it): the length first, so no two
            // rows run together alike.
            const auto *bytes = static_cast<const char *>(sqlite3_column_blob(m_stmt, column));
            const int size = sqlite3_column_bytes(m_stmt, column);
            row.append(reinterpret_cast<const char *>(&size), sizeof size).append(bytes, size);
        }
    }
    return row;
}

qint64 Database::Statement::lastInsertId() const
{
    return sqlite3_last_insert_rowid(m_connection.handle);
}

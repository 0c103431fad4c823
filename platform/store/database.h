#pragma once

#include <QHash>
#include <QMutex>
#include <QSqlQuery>
#include <QString>
#include <QVariant>

#include <condition_variable>
#include <initializer_list>
#include <memory>
#include <mutex>
#include <optional>
#include <unordered_map>

class QThread;
struct sqlite3;
struct sqlite3_stmt;

/// The sandbox's SQLite database under --data: WAL journal, foreign keys on, schema migrated
/// forward on open. synchronous=NORMAL: a commit is in the WAL (the OS's cache) when it returns,
/// so a killed sandbox loses no committed ledger line and the file is never corrupt; only a power
/// loss can take back the last commits. FULL made every change wait on a disk flush on the HTTP
/// thread (twenty stops in a burst held the instance list back 60 ms).
///
/// Two threads use it: the HTTP thread and the settlement thread (Settler). A QSqlDatabase
/// connection belongs to the thread that opened it, so each thread gets its own connection, opened
/// on its first query, with its own statements and transaction depth; a thread that ends calls
/// closeThisThread(). Writers take turns on one lock, held by a transaction from its outermost
/// BEGIN IMMEDIATE to its end and by a write outside one for that statement: a writer waits exactly
/// as long as the other's transaction lasts (SQLite's own busy handler sleeps in steps of up to
/// 100 ms), and a transaction never finds the database changed under its reads when it comes to write.
/// Readers never wait (WAL): they see what was committed when their read began (see endReads()).
class Database final
{
public:
    class Statement;

    Database();
    ~Database();
    Database(const Database &) = delete;
    Database &operator=(const Database &) = delete;

    /// Opens (creating) `path` on this thread and applies pending migrations. False with a
    /// sentence in *error.
    bool open(const QString &path, QString *error);
    int schemaVersion();
    static int latestSchemaVersion();
    /// Closes the calling thread's connection (a thread that used the database, before it ends).
    void closeThisThread();

    /// Prepares and runs `sql` with positional bindings. Failing SQL is a programming error in
    /// the platform; it is logged and the query returned inactive.
    /// The query is the thread's cached statement for this SQL: read it before running the same
    /// SQL again.
    QSqlQuery &exec(const QString &sql, std::initializer_list<QVariant> bindings = {});
    /// The same, with bindings assembled at run time (a query whose filters vary).
    QSqlQuery &exec(const QString &sql, const QVariantList &bindings);
    /// The first column of the first row, or an invalid QVariant.
    QVariant scalar(const QString &sql, std::initializer_list<QVariant> bindings = {});
    /// The thread's cached statement for `sql` on SQLite's own interface, reset and unbound: for
    /// statements run thousands of times a pass (a settlement's ledger lines), where QSqlQuery's
    /// bookkeeping of each bound value cost more than SQLite's work.
    Statement &statement(const char *sql);

    /// Transactions nest: inside one, another is a savepoint, committed (released) or rolled
    /// back alone, and nothing is durable until the outermost commits.
    bool transaction();
    bool commit();
    void rollback();
    /// Whether the calling thread's commit now would be the outermost one (what it wrote becomes
    /// durable and visible then, and cannot be taken back by an enclosing transaction).
    bool outermost();
    /// Ends what the calling thread's statements still hold open (a one-row read not finished):
    /// while one is open, the connection goes on seeing the database as it was when it began, not
    /// what the other thread committed since. Called where a unit of work begins (a request, a
    /// timer's turn) and, by this class, before every write that is not inside a transaction.
    /// Nothing may be reading a result across those points.
    void endReads();
    /// Copies what the WAL holds into the database, as far as readers allow, without making
    /// anyone wait (after a settlement pass, on its thread).
    void checkpoint();

private:
    struct Connection;
    Connection &here();
    bool openConnection(Connection &c, QString *error);
    /// Its statements finalized, then the connection closed and removed.
    static void close(Connection &c);
    bool migrate(QString *error);
    bool run(Connection &c, const char *sql);
    void endReads(Connection &c);

    QString m_path;
    quint64 m_id; ///< tells this database's connections from those of one that lived at the same address
    QMutex m_connectionsLock;
    std::unordered_map<QThread *, std::unique_ptr<Connection>> m_connections;
    /// The writers' turn (see above), given in the order asked: a thread that commits and starts
    /// its next transaction at once (a pass's batches) cannot take it again before one that waits.
    void lockWriter();
    void unlockWriter();
    std::mutex m_turnLock;
    std::condition_variable m_turnChanged;
    quint64 m_nextTicket = 0;
    quint64 m_serving = 0;
};

/// A prepared statement on SQLite's own interface (Database::statement). Bind values in order, then
/// run() a write or next() through a read's rows.
class Database::Statement
{
public:
    Statement(Database &db, Connection &connection, sqlite3_stmt *stmt);
    ~Statement();
    Statement(const Statement &) = delete;
    Statement &operator=(const Statement &) = delete;

    Statement &bind(qint64 value);
    Statement &bind(const QString &value);
    Statement &bind(const QByteArray &blob);
    Statement &bind(std::nullopt_t);
    Statement &bind(std::optional<qint64> value) { return value ? bind(*value) : bind(std::nullopt); }
    /// Runs a statement that returns no rows. False (logged) when SQLite refused it.
    bool run();
    /// Steps to the next row; false at the end (or on an error, logged).
    bool next();
    qint64 integer(int column) const;
    /// A text column as UTF-8 decoded (null reads as an empty string).
    QString text(int column) const;
    /// A text or blob column's bytes as stored.
    QByteArray bytes(int column) const;
    bool isNull(int column) const;
    /// The row as read, every column's type and bytes: equal for two reads that read the same.
    QByteArray rowBytes() const;
    /// The row id the last INSERT on this connection made.
    qint64 lastInsertId() const;

private:
    friend class Database;
    void reset();
    bool step(bool *row);

    Database &m_db;
    Connection &m_connection;
    sqlite3_stmt *m_stmt;
    int m_bound = 0;
    bool m_used = false; ///< listed among the connection's used statements (see Database::endReads)
    bool m_writes;
};

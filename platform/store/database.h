#pragma once

#include <QHash>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>
#include <QVariant>

#include <initializer_list>
#include <memory>

/// The sandbox's SQLite database under --data: WAL journal, foreign keys on, schema migrated
/// forward on open. synchronous=NORMAL: a commit is in the WAL (the OS's cache) when it returns,
/// so a killed sandbox loses no committed ledger line and the file is never corrupt; only a power
/// loss can take back the last commits. FULL made every change wait on a disk flush on the HTTP
/// thread (twenty stops in a burst held the instance list back 60 ms).
/// A QSqlDatabase connection belongs to the thread that opened it: all queries run on the
/// platform's HTTP thread; slow work (password hashing) runs elsewhere and never touches the DB.
class Database final
{
public:
    Database();
    ~Database();
    Database(const Database &) = delete;
    Database &operator=(const Database &) = delete;

    /// Opens (creating) `path` and applies pending migrations. False with a sentence in *error.
    bool open(const QString &path, QString *error);
    int schemaVersion() const;
    static int latestSchemaVersion();

    /// Prepares and runs `sql` with positional bindings. Failing SQL is a programming error in
    /// the platform; it is logged and the query returned inactive.
    /// The query is the database's cached statement for this SQL: read it before running the same
    /// SQL again.
    QSqlQuery &exec(const QString &sql, std::initializer_list<QVariant> bindings = {});
    /// The same, with bindings assembled at run time (a query whose filters vary).
    QSqlQuery &exec(const QString &sql, const QVariantList &bindings);
    /// The first column of the first row, or an invalid QVariant.
    QVariant scalar(const QString &sql, std::initializer_list<QVariant> bindings = {});

    /// Transactions nest: inside one, another is a savepoint, committed (released) or rolled
    /// back alone, and nothing is durable until the outermost commits.
    bool transaction();
    bool commit();
    void rollback();

private:
    bool migrate(QString *error);

    QString m_connection;
    int m_depth = 0; ///< open transactions, the outermost included
    QHash<QString, std::shared_ptr<QSqlQuery>> m_statements;
};

#pragma once

#include "common/money.h"
#include "core/model/vocabulary.h"

#include <QDateTime>
#include <QList>
#include <QString>

/// The console's own records on this machine (DESIGN section 1): one SQLite file under the XDG
/// data directory with a versioned schema. Usage samples now (what each instance was doing and
/// costing at each poll, for history and the package advisor); the transfer journal later.
class LocalStore
{
public:
    /// What one poll saw of one instance.
    struct UsageSample
    {
        QString platform; ///< the platform's address: samples of different platforms never mix
        QString instanceId;
        QDateTime at; ///< platform time
        WireEnum<InstanceState> state;
        Money ratePerHour;
        Money bootCost;
        bool operator==(const UsageSample &) const = default;
    };

    static constexpr int kSchemaVersion = 3;
    /// Samples further apart than this are a gap (the console was not running), not usage.
    static constexpr qint64 kMaxSampleGapSeconds = 600;

    LocalStore();
    ~LocalStore();
    LocalStore(const LocalStore &) = delete;
    LocalStore &operator=(const LocalStore &) = delete;

    /// XDG data dir/gpudesk/gpudesk.db.
    static QString defaultPath();
    /// Opens the file (creating it and its directory) and brings its schema up to date. False
    /// with *error when it cannot, or when a newer gpudesk wrote it (then nothing is changed).
    /// A file that SQLite finds damaged (not a database, or failing its quick check) is renamed
    /// aside whole and a new one started, so the console keeps working; setAside() says so.
    bool open(const QString &path, QString *error);
    bool isOpen() const { return m_open; }
    /// Where open() put a damaged file aside, in a sentence; empty when it did not.
    const QString &setAside() const { return m_setAside; }
    int schemaVersion() const;
    /// The QtSql connection's name, for the other tables' classes (TransferJournal) on this thread.
    QString connectionName() const { return m_connection; }

    bool record(const QList<UsageSample> &samples, QString *error);
    /// The instance's samples from `from` to `to` (inclusive), oldest first.
    QList<UsageSample> samples(const QString &platform, const QString &instanceId, const QDateTime &from,
                               const QDateTime &to) const;
    /// Seconds the instance was running between `from` and `to`, as the samples saw it.
    qint64 runningSeconds(const QString &platform, const QString &instanceId, const QDateTime &from,
                          const QDateTime &to) const;
    /// Forgets samples older than `before`.
    bool prune(const QDateTime &before, QString *error);

private:
    /// Whether the open file is one SQLite cannot use (as opposed to busy or unreadable).
    bool isDamaged(QString *why) const;
    QString m_connection;
    bool m_open = false;
    QString m_setAside;
};

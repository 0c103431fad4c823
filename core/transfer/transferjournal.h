#pragma once

#include "core/store/localstore.h"

#include <QDateTime>
#include <QSet>
#include <QStringList>

#include <optional>

/// One upload or download as the journal keeps it.
struct TransferRecord
{
    enum class Direction { Upload, Download };
    enum class State { Queued, Running, Paused, Failed, Done, Cancelled };

    QString id;
    QString owner; ///< "console" or "cli": the console's queue resumes only its own
    QString platform;
    QString instanceId;
    QString instanceName;
    Direction direction = Direction::Upload;
    QStringList sources;
    QString destination;
    QStringList excludes;
    State state = State::Queued;
    qint64 bytesTotal = 0;
    qint64 bytesDone = 0;
    qint64 filesTotal = 0;
    QString message; ///< why it failed or paused; where it landed when done
    QDateTime createdAt;
    std::optional<QDateTime> finishedAt;

    bool isFinished() const { return state == State::Done || state == State::Cancelled; }
    static QString stateName(State state);
};

/// The transfer journal in the console's local store (gpudesk.db): what each transfer is, how far
/// it got and which of its items are finished, so a restarted console (or the same CLI command run
/// again) resumes where it stopped. Used on one thread, like the LocalStore it opens.
class TransferJournal
{
public:
    bool open(const QString &path, QString *error);

    bool add(const TransferRecord &record, QString *error);
    std::optional<TransferRecord> find(const QString &id) const;
    /// The owner's transfers, newest first; `unfinishedOnly`: not done nor cancelled.
    QList<TransferRecord> list(const QString &owner, bool unfinishedOnly) const;
    /// An unfinished transfer of the owner's with the same instance, direction, sources and
    /// destination: what running the same command again resumes.
    std::optional<TransferRecord> findResumable(const TransferRecord &like) const;

    bool setState(const QString &id, TransferRecord::State state, const QString &message, QString *error);
    bool setProgress(const QString &id, qint64 bytesDone, qint64 bytesTotal, qint64 filesTotal, QString *error);
    bool markItemDone(const QString &id, const QString &item, QString *error);
    QSet<QString> doneItems(const QString &id) const;
    /// Forgets the transfer and its items.
    bool remove(const QString &id, QString *error);

private:
    LocalStore m_store;
};

#pragma once

#include "core/model/credentials.h"
#include "core/model/jobrun.h"

#include <QDateTime>
#include <QHash>
#include <QList>
#include <QString>

#include <functional>
#include <optional>

/// What gpudesk keeps of a Slurm cluster's "instances" on this machine: a job ends for good when it
/// is cancelled (a job does not pause), and the cluster forgets it minutes later, so the instance —
/// its settings, the jobs it ran, how its last one ended — and the keys its jobs let in live here,
/// one JSON file per cluster and user, shared by the console, its poller and gpudeskctl. Every
/// change is read, made and written under a lock file, so two writers never lose each other's.
class SlurmRecord
{
public:
    struct Entry
    {
        QString id;
        QString name;
        QString partition;
        QString gpuType; ///< empty: any type
        int gpuCount = 1;
        std::optional<int> timeLimitMinutes;
        std::optional<QString> startupScript;
        QString containerImage; ///< the enroot image its jobs run in (pyxis); empty: the node's own system
        QDateTime createdAt;
        QList<qint64> jobs; ///< every job it ran, the current last
        /// How its last job ended, as last seen (the cluster forgets an ended job): a state and its
        /// reason in gpudesk's words, and when.
        QString endedState;
        QString endedReason;
        std::optional<QDateTime> endedAt;
        /// A new job runs it: how the last one ended says nothing any more.
        void ranAgain(qint64 job)
        {
            jobs << job;
            endedState.clear();
            endedReason.clear();
            endedAt.reset();
        }
        std::optional<qint64> currentJob() const
        {
            return jobs.isEmpty() ? std::nullopt : std::optional<qint64>(jobs.last());
        }
    };
    struct Contents
    {
        QList<Entry> instances;
        QList<SshKey> keys;
        /// Every job seen running, released instances' included: the GPU-hours used.
        QList<JobRun> runs;
        Entry *find(const QString &id);
        /// The instance each known job ran for (its id and name), released instances' included.
        QHash<qint64, std::pair<QString, QString>> ownersOfJobs() const;
        /// The runs that overlap [from, to), newest first.
        QList<JobRun> runsWithin(const QDateTime &from, const QDateTime &to, const QDateTime &now) const;
    };

    explicit SlurmRecord(QString path);
    const QString &path() const { return m_path; }

    /// What the file holds now (nothing yet: empty). A file that cannot be read is empty too, and
    /// *error says why.
    Contents read(QString *error = nullptr) const;
    /// Reads, applies `change`, writes, under the lock; false with *error where it could not.
    bool update(const std::function<void(Contents &)> &change, QString *error);
    /// Adds `key` unless one with its fingerprint is there: true where it did; false with *error
    /// empty where it was there already.
    bool addKey(const SshKey &key, QString *error);
    /// Removes the key `id`: true where there was one; false with *error where it could not.
    bool removeKey(const QString &id, QString *error);

private:
    QString m_path;
};

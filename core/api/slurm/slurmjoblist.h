#pragma once

#include "core/api/httptransport.h"
#include "core/api/platformfacet.h"
#include "core/api/slurm/slurmcodecs.h"

#include <QDateTime>
#include <QObject>

/// Every user's jobs (GET /slurm/vX/jobs: the queue's order needs them all), read again only when
/// something changed: asked with ?update_time=T, slurmctld answers "no job changes since" (HTTP 304
/// from Slurm 22.05, an empty list with a warning from v0.0.40 on) and the list kept is used, so a
/// poll while the user's jobs run moves a few hundred bytes instead of the whole queue. T is on
/// slurmctld's own clock (GET /diag's req_time, read once, since this computer's may differ), two
/// seconds before the last full list was asked for. slurmctld counts a job's state, nodes and
/// comment as changes, but not a waiting job's reason, priority or expected start (measured on
/// 22.05): while one of the user's jobs waits every read is a full one, and a list is never kept
/// longer than a minute. Where /diag cannot be read, every read is a full one.
class SlurmJobList
{
public:
    template <typename T> using Done = PlatformFacet::Done<T>;

    /// `now` gives this computer's time (the platform's clock).
    SlurmJobList(HttpTransport *http, std::function<QDateTime()> now);

    /// The jobs, as `user` (who logs in) may see them.
    void read(const SlurmCodecs::ApiVersion &version, const QString &user, QObject *context,
              Done<QList<SlurmCodecs::Job>> done);
    /// Forgets the list kept (and the clock's offset): the next read is a full one.
    void forget();
    /// A job was submitted or cancelled from here: the next read is a full one, whatever the
    /// scheduler's own last change says.
    void changed() { m_kept.reset(); }

    /// How many reads brought a full list, and how many were answered "unchanged".
    int fullReads() const { return m_fullReads; }
    int unchangedReads() const { return m_unchangedReads; }

private:
    void readJobs(const SlurmCodecs::ApiVersion &version, const QString &user, QObject *context,
                  Done<QList<SlurmCodecs::Job>> done);
    /// Whether the list kept may be asked after with update_time.
    bool keptIsEnough(const QString &user) const;

    HttpTransport *m_http;
    std::function<QDateTime()> m_now;
    bool m_offsetAsked = false;
    std::optional<qint64> m_offset; ///< slurmctld's clock minus this computer's, in seconds
    std::optional<QList<SlurmCodecs::Job>> m_kept;
    qint64 m_keptSince = 0; ///< on slurmctld's clock
    QDateTime m_keptAt; ///< on this computer's
    int m_fullReads = 0;
    int m_unchangedReads = 0;
};

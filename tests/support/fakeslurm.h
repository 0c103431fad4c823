#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>
#include <QUrl>

#include <memory>

class QHttpServer;
class QHttpServerRequest;
class QHttpServerResponse;

/// A slurmrestd of the newer generation (v0.0.41, as Slurm 24.05 serves it) for tests, in-process on
/// loopback: numbers as {set, infinite, number}, states as lists, the script inside the job,
/// GPUs asked for as tres_per_node "gres/gpu:TYPE:N" (a key it does not know is dropped with a
/// warning, as the real one does), X-SLURM-USER-NAME and X-SLURM-USER-TOKEN checked (401 text when
/// missing, 500 with error -1 for a token it does not take). One node of `gpus` cards in partition
/// "gpu"; jobs wait until advance() runs them (and their sshd "says" its port, as gpudesk's job
/// script does), or pend with reason Resources while the cards are taken. It reaches nothing outside.
class FakeSlurm
{
public:
    FakeSlurm(const QString &user, const QString &token, int gpus = 2);
    ~FakeSlurm();

    QUrl url() const;
    /// Jobs by id, as GET /slurm/v0.0.41/job/{id} answers them.
    QMap<qint64, QJsonObject> jobs;
    /// The bodies of every submit, in order.
    QList<QJsonObject> submitted;
    /// The variable `name` in the environment a submit's job was given.
    static QString environmentOf(const QJsonObject &submit, const QString &name);
    /// The API versions /openapi/v3 lists.
    QStringList versions{QStringLiteral("v0.0.40"), QStringLiteral("v0.0.41")};

    /// GET …/jobs answers that carried the whole list, and those that said "no job changes since"
    /// (asked with ?update_time= before the jobs last changed, as slurmctld compares it).
    int fullJobLists = 0;
    int unchangedJobLists = 0;
    /// As if the jobs had last changed `seconds` earlier than they did: what a test would otherwise
    /// wait for before a list could be answered "unchanged" (gpudesk asks two seconds early).
    void settle(int seconds);
    /// Whether GET …/diag answers (a site may not allow it): it tells slurmctld's clock.
    bool diagAllowed = true;

    /// The accounting (slurmdbd) behind /slurmdb/v0.0.41/: off as on a cluster without it, whose
    /// slurmrestd then serves none of those routes (and /openapi/v3 lists none).
    bool accounting = false;
    /// The user's associations, as GET …/associations answers them (filtered by ?user=).
    QJsonArray associations;
    QJsonArray qos;
    /// Jobs the accounting keeps that ended (and ran) before these tests; the live `jobs` that ran
    /// are listed with them, as an account "lab".
    QJsonArray accountedJobs;

    /// Runs every pending job that fits on the node (its sshd on port 40000 + id), ends cancelled
    /// ones (COMPLETING → CANCELLED).
    void advance();

private:
    QHttpServerResponse handle(const QHttpServerRequest &request);
    QHttpServerResponse submit(const QJsonObject &body);
    QHttpServerResponse accountingAnswer(const QString &what, const QHttpServerRequest &request) const;
    int gpusInUse() const;

    /// When `jobs` last changed (slurmctld's last_job_update), seen by comparing them with the copy.
    qint64 jobsChangedAt();
    QMap<qint64, QJsonObject> m_jobsSeen;
    qint64 m_jobsChangedAt = 0;
    QString m_user;
    QString m_token;
    int m_gpus;
    qint64 m_nextJob = 100;
    std::unique_ptr<QHttpServer> m_server;
    quint16 m_port = 0;
};

#pragma once

#include "common/clock.h"
#include "core/api/httptransport.h"
#include "core/api/jobfacets.h"
#include "core/api/platform.h"
#include "core/api/slurm/slurmaccounting.h"
#include "core/api/slurm/slurmcodecs.h"
#include "core/api/slurm/slurminstances.h"
#include "core/api/slurm/slurmjoblist.h"
#include "core/api/slurm/slurmrecord.h"
#include "core/api/slurm/slurmtoken.h"

/// A lab's Slurm cluster, through its slurmrestd, as a gpudesk Platform. Slurm is the engine:
/// gpudesk schedules nothing. The user's name and a JWT are the session (X-SLURM-USER-NAME and
/// X-SLURM-USER-TOKEN; the name is the address's user or the token's own "sun"); the API version
/// is read from the daemon (/openapi/v3), v0.0.38 (Slurm 22.05) and v0.0.40 on (23.11 to 26.x).
///
/// Partitions are the regions; the GPU types in the nodes' gres are the cards, free per partition
/// as the stock. An instance is a batch job (gpudesk-slurm-job.sh) that starts the user's own sshd
/// on its node and says where in its comment: running once that sshd listens; pending is creating
/// or starting with the scheduler's reason and the job's place in the queue; a stop cancels the job
/// (a job does not pause) and a start submits it again with the same settings. What the cluster
/// forgets (ended jobs, an instance's settings) and the keys its jobs let in are kept in a
/// SlurmRecord on this machine.
class SlurmPlatform final : public Platform,
                            public ScheduledStops,
                            public BootScripts,
                            public TokenFromHost,
                            public JobHistory,
                            public ContainerJobs
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SlurmPlatform)
public:
    static QString displayName();
    static QString description();
    /// The login node named in a cluster's address (`?login=HOST[:PORT]`), as the address's user;
    /// none where it names none.
    static std::optional<SshHop> loginNodeOf(const QUrl &address);

    /// `root` is slurmrestd (http(s)://[USER@]HOST:PORT[?login=HOST[:PORT]][&containers=pyxis]: the
    /// login node SSH goes through to reach the compute nodes, where they are not reachable
    /// themselves, and whether srun runs container images); `clock` is the machine's wall clock.
    SlurmPlatform(const QUrl &root, const Clock &clock, QObject *parent = nullptr);
    ~SlurmPlatform() override;

    /// Connections for a background poller: one attempt per call (the poller backs off itself).
    static PlatformFactory pollerFactory(const QUrl &root, const Clock &clock, int transferTimeoutMs = 20000);
    void setRetryPolicy(const HttpTransport::RetryPolicy &policy)
    {
        m_policy = policy;
        m_http->setRetryPolicy(policy);
    }
    void setTransferTimeoutMs(int ms) { m_http->setTransferTimeoutMs(ms); }

    QUrl baseUrl() const override;
    PlatformTraits traits() const override;
    void setToken(const QString &token) override;
    /// Who logs in: the address's user, else the token's.
    QString user() const { return m_user; }
    /// Every user's jobs, read in full only when slurmctld says they changed.
    const SlurmJobList &jobList() const { return m_jobList; }
    /// The file this machine keeps the cluster's instances in (per cluster and user).
    QString recordPath() const;

    void health(QObject *context, Done<PlatformHealth> done) override;
    /// `password` is the JWT (or `login`, when the password is empty); `login` names the user where
    /// the address does not.
    void login(const QString &login, const QString &password, const std::optional<QString> &totp, QObject *context,
               Done<LoginSession> done) override;
    void logout(QObject *context, Done<Nothing> done) override;
    void account(QObject *context, Done<Account> done) override;

    /// The keys gpudesk lets into its jobs (with the user's own ~/.ssh/authorized_keys there).
    void addSshKey(const QString &name, const QString &publicKey, QObject *context, Done<SshKeyCreated> done) override;
    void sshKeys(QObject *context, Done<QList<SshKey>> done) override;
    void deleteSshKey(const QString &id, QObject *context, Done<Nothing> done) override;

    void regions(QObject *context, Done<QList<Region>> done) override;
    void gpuTypes(QObject *context, Done<QList<GpuType>> done) override;
    void stock(QObject *context, Done<QList<Stock>> done) override;
    /// None: the cluster's own software is the environment.
    void images(QObject *context, Done<QList<Image>> done) override;

    void instances(const QString &etag, bool includeReleased, QObject *context, Done<InstanceList> done) override;
    void createInstance(const InstanceSpec &spec, QObject *context, Done<Instance> done) override;
    void instance(const QString &id, QObject *context, Done<Instance> done) override;
    void renameInstance(const QString &id, const QString &name, QObject *context, Done<Instance> done) override;
    /// Cancels its job if it has one, and forgets it (the files it left on the cluster stay).
    void releaseInstance(const QString &id, QObject *context, Done<Instance> done) override;
    /// Submits its job again, with the same settings.
    void startInstance(const QString &id, std::optional<InstanceMode> mode, QObject *context,
                       Done<Instance> done) override;
    /// Cancels its job.
    void stopInstance(const QString &id, QObject *context, Done<Instance> done) override;
    /// Moves the running job's end (its time limit, counted from its start). Slurm lets a user
    /// shorten a job's time, not lengthen it: a later end is refused (not_permitted) unless the
    /// cluster's admins allow it. A job always has an end: `at` unset is refused.
    void scheduleStop(const QString &id, const std::optional<QDateTime> &at, QObject *context,
                      Done<Instance> done) override;
    /// The script each of its jobs runs once its sshd listens (the autostop agent's block with it),
    /// from its next job on.
    void setStartupScript(const QString &id, const std::optional<QString> &script, QObject *context,
                          Done<Instance> done) override;

    /// The user's jobs that held GPUs, from the cluster's accounting where it runs slurmdbd (jobs
    /// not submitted by gpudesk too), else as this computer saw its own (SlurmRecord): without
    /// accounting the cluster forgets a job minutes after it ends.
    void jobRuns(const QDateTime &from, const QDateTime &to, QObject *context, Done<QList<JobRun>> done) override;
    bool runsFromAccounting() const override { return m_version && m_version->accounting; }
    /// The GrpTRESMins on GPUs of the user's default association (SlurmAccounting::quota).
    void gpuQuota(const QDateTime &since, QObject *context, Done<std::optional<GpuQuota>> done) override;

    /// The login node the address names, as the user logged in: `scontrol token` there.
    std::optional<SshHop> tokenHost() const override { return jump(); }

    /// Where the address says `containers=pyxis`: a job then runs in the image an instance names
    /// (InstanceSpec::image, an enroot reference such as nvcr.io#nvidia/pytorch:24.05-py3).
    bool runsContainers() const override { return m_containers; }
    QByteArray tokenCommand(int lifespanSeconds) const override { return SlurmToken::command(lifespanSeconds); }
    QString tokenIn(const QByteArray &output) const override { return SlurmToken::fromScontrol(output); }

private:
    using AnswerDone = HttpTransport::AnswerDone;
    /// The API version, read once from the daemon.
    void withVersion(QObject *context, Done<SlurmCodecs::ApiVersion> done);
    /// GET /slurm/vX/<what>, decoded.
    template <typename T>
    void read(const QString &what, ApiResult<T> (*decode)(const QJsonObject &), QObject *context, Done<T> done);
    /// The same, mapped onto gpudesk's model.
    template <typename From, typename To>
    void readAs(const QString &what, ApiResult<From> (*decode)(const QJsonObject &), To (*map)(const From &),
                QObject *context, Done<To> done);
    void cluster(QObject *context, Done<SlurmInstances::Cluster> done);
    /// Whether the cluster takes `entry`'s job as asked: its partition exists and allows its time,
    /// and the user's association and QOS let it start.
    void fits(const SlurmRecord::Entry &entry, QObject *context, Done<Nothing> done);
    /// Submits a new instance's first job and records it.
    void created(SlurmRecord::Entry entry, QObject *context, Done<Instance> done);
    /// Submits `entry`'s job; the job's id.
    void submit(const SlurmRecord::Entry &entry, QObject *context, Done<qint64> done);
    /// DELETE /slurm/vX/job/{job}: scancel.
    void cancel(qint64 job, QObject *context, AnswerDone done);
    /// `change` made to the record's entry `id`, then the instance as it is now.
    void changed(const QString &id, const std::function<void(SlurmRecord::Entry &)> &change, QObject *context,
                 Done<Instance> done);
    /// The login node SSH goes through, as who logs in, where the address names one.
    std::optional<SshHop> jump() const;
    /// The job `id` runs (or ran last), as the record has it.
    std::optional<qint64> currentJob(const QString &id) const;
    /// An error for a call that needs the user's name, which neither the address nor a token gave.
    std::optional<ApiError> noUser() const;

    const Clock &m_clock;
    QUrl m_root;
    HttpTransport *m_http;
    SlurmAccounting m_accounting;
    SlurmJobList m_jobList;
    QString m_addressUser;
    std::optional<SshHop> m_loginNode; ///< from the address; its user is whoever logs in
    bool m_containers = false;
    QString m_user;
    std::optional<SlurmCodecs::ApiVersion> m_version;
    HttpTransport::RetryPolicy m_policy;
};

#pragma once

#include "core/api/apiresult.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

/// slurmrestd's answers read into plain values, and the bodies it takes, for both generations of
/// its API: v0.0.38 (Slurm 22.05, Debian 12: flat numbers, one state string) and v0.0.40 and later
/// (Slurm 23.11 to 26.x: numbers as {set, infinite, number}, states as arrays, the script inside
/// the job). Everything Slurm-shaped is here; SlurmPlatform only sends, sequences and maps the
/// values onto gpudesk's model.
namespace SlurmCodecs {

/// An API version the codecs speak: "v0.0.38", "v0.0.40"…; newShapes from v0.0.40 on.
struct ApiVersion
{
    QString name;
    int patch = 0; ///< 38 for v0.0.38
    bool accounting = false; ///< the daemon serves /slurmdb/ at this version too (the cluster runs slurmdbd)
    bool newShapes() const { return patch >= 40; }
};

/// The newest version both the daemon (the path keys of GET /openapi/v3) and the codecs speak,
/// and whether it serves the accounting's routes at it; nothing where they share none.
std::optional<ApiVersion> apiVersion(const QJsonObject &openapi);

/// A number of either generation: plain, or {set, infinite, number}. Unset and infinite read as
/// nullopt (`infinite` says which), as does 22.05's "infinite" default time, 4294967295.
std::optional<qint64> number(const QJsonValue &v, bool *infinite = nullptr);

/// A time of either generation's numbers (Unix seconds); unset, infinite or 0 read as none.
std::optional<QDateTime> epoch(const QJsonValue &v);
/// Minutes of either generation's numbers; unset or infinite read as none.
std::optional<int> minutes(const QJsonValue &v);
/// The list under `key` of an answer, or a decode error that names it.
ApiResult<QJsonArray> listOf(const QJsonObject &json, const QString &key);

/// GPUs of one type, as a gres string counts them ("gpu:rtx4090:4(S:0-1)", "gpu:2(IDX:0-1)").
struct GpuCount
{
    QString type; ///< "rtx4090"; empty where the cluster gives no type
    int count = 0;
    bool operator==(const GpuCount &) const = default;
};
/// The GPUs in a gres list ("gpu:a100:4(S:0),gpu:v100:2,shard:8"); other resources are left out.
QList<GpuCount> gpus(const QString &gres);

struct Partition
{
    QString name;
    QString nodes; ///< a host list ("gpu[01-04]")
    bool up = true;
    bool isDefault = false;
    std::optional<int> maxMinutes; ///< unset: unlimited
    std::optional<int> defaultMinutes;
};
ApiResult<QList<Partition>> partitions(const QJsonObject &json);

struct Node
{
    QString name;
    QString address;
    QStringList states; ///< upper case: the base state first ("IDLE", "MIXED", "DRAIN"…)
    QStringList partitions;
    QList<GpuCount> gpus; ///< configured
    QList<GpuCount> gpusUsed; ///< allocated now
    int cpus = 0;
    int cpusAllocated = 0;
    qint64 memoryMb = 0;
    qint64 memoryAllocatedMb = 0;
    /// Takes new work: not down, drained, draining or failing.
    bool usable() const;
};
ApiResult<QList<Node>> nodes(const QJsonObject &json);

struct Job
{
    qint64 id = 0;
    QString name;
    QString state; ///< the base state, upper case: PENDING, RUNNING, COMPLETED, CANCELLED, TIMEOUT…
    QStringList flags; ///< the state's flags (COMPLETING, CONFIGURING…)
    QString reason; ///< "None", "Resources", "Priority"…
    QString partition;
    QString nodes;
    QString batchHost;
    QString comment;
    QString user;
    QString workingDirectory;
    std::optional<int> timeLimitMinutes; ///< unset: unlimited
    std::optional<QDateTime> submitted;
    /// Running or ended: when it started; pending: the scheduler's estimate, where it has one.
    std::optional<QDateTime> started;
    /// Running: when its time limit ends it; ended: when it ended.
    std::optional<QDateTime> ended;
    qint64 priority = 0;
    QList<GpuCount> gpus; ///< allocated (while it runs), else asked for
    int exitStatus = 0; ///< a wait status: the exit code in bits 8–15, a signal below
    bool pending() const { return state == u"PENDING"; }
    bool running() const { return state == u"RUNNING" || state == u"SUSPENDED"; }
    bool completing() const { return flags.contains(u"COMPLETING"); }
};
ApiResult<QList<Job>> jobs(const QJsonObject &json);

/// What a job is submitted with (POST /slurm/vX/job/submit).
struct JobRequest
{
    QString name;
    QString partition;
    QString gpuType; ///< empty: any type
    int gpuCount = 1;
    std::optional<int> timeLimitMinutes;
    std::optional<int> cpus;
    std::optional<int> memoryMb;
    QString workingDirectory;
    QString output; ///< where the job's own output goes; empty: Slurm's slurm-ID.out there
    QString comment;
    QString script;
    QList<std::pair<QString, QString>> environment;
};
QJsonObject submitBody(const ApiVersion &version, const JobRequest &request);
/// The job id of a submit's answer; its errors where it has none.
ApiResult<qint64> submittedJobId(const QJsonObject &json);
/// POST /slurm/vX/job/{id}'s body for a new time limit.
QJsonObject timeLimitBody(int minutes);

/// Bad input gpudesk finds before asking the cluster: invalid_argument, naming the field to change.
ApiError invalid(const QString &field, const QString &why);

/// An error answer as gpudesk's ApiError. slurmrestd says the same thing in three shapes
/// ({error, error_number}, {error, error_code}, {error, errno}); a token it refuses comes back as
/// HTTP 500 with error -1 from Slurm 22.05 (unauthenticated here), a missing one as 401 text.
ApiError error(int status, const QByteArray &body);
/// The first of an answer's "errors", where a 200 answer carries one (a job submitted that
/// cannot run as asked); nothing when the list is empty.
std::optional<ApiError> errorIn(int status, const QJsonObject &json);

/// gpudesk's words in a job's comment: "gpudesk instance=ID" from the submit, then the job's own
/// "ssh=PORT hostkey=SHA256:…" once its sshd listens.
struct Marker
{
    QString instanceId;
    int sshPort = 0;
    QString hostKey;
    QString problem; ///< the job's own word on why it gave up ("no-sshd")
};
std::optional<Marker> marker(const QString &comment);
QString markerComment(const QString &instanceId);

} // namespace SlurmCodecs

#include "tests/support/fakeslurm.h"

#include <QDateTime>
#include <QHttpServer>
#include <QHttpServerRequest>
#include <QHttpServerResponse>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QTcpServer>
#include <QUrlQuery>

#include <limits>

using namespace Qt::StringLiterals;

namespace {

QJsonObject noVal(qint64 n)
{
    return QJsonObject{{u"set"_s, true}, {u"infinite"_s, false}, {u"number"_s, n}};
}

QJsonObject unset()
{
    return QJsonObject{{u"set"_s, false}, {u"infinite"_s, false}, {u"number"_s, 0}};
}

QJsonObject meta()
{
    return QJsonObject{
        {u"plugin"_s, QJsonObject{{u"type"_s, u"openapi/slurmctld"_s}, {u"data_parser"_s, u"v0.0.41"_s}}},
        {u"slurm"_s, QJsonObject{{u"release"_s, u"24.05.8"_s}}}};
}

QHttpServerResponse answer(QJsonObject body,
                           QHttpServerResponse::StatusCode status = QHttpServerResponse::StatusCode::Ok)
{
    body.insert(u"meta"_s, meta());
    if (!body.contains(u"errors"_s))
        body.insert(u"errors"_s, QJsonArray{});
    if (!body.contains(u"warnings"_s))
        body.insert(u"warnings"_s, QJsonArray{});
    return QHttpServerResponse(body, status);
}

QHttpServerResponse slurmError(int number, const QString &error, const QString &description,
                               QHttpServerResponse::StatusCode status)
{
    return answer(QJsonObject{{u"errors"_s,
                               QJsonArray{QJsonObject{{u"error_number"_s, number},
                                                      {u"error"_s, error},
                                                      {u"description"_s, description},
                                                      {u"source"_s, u"fake"_s}}}}},
                  status);
}

int gpusOf(const QJsonObject &job)
{
    static const QRegularExpression count(u"gres/gpu(?::[a-z0-9]+)?:(\\d+)"_s);
    return count.match(job.value(u"tres_per_node"_s).toString()).captured(1).toInt();
}

} // namespace

FakeSlurm::FakeSlurm(const QString &user, const QString &token, int gpus)
    : m_user(user)
    , m_token(token)
    , m_gpus(gpus)
    , m_server(std::make_unique<QHttpServer>())
{
    m_server->setMissingHandler([this](const QHttpServerRequest &request, QHttpServerResponder &&responder) {
        handle(request).write(std::move(responder));
    });
    auto *tcp = new QTcpServer(m_server.get());
    tcp->listen(QHostAddress::LocalHost, 0);
    m_port = tcp->serverPort();
    m_server->bind(tcp);
}

FakeSlurm::~FakeSlurm() = default;

QString FakeSlurm::environmentOf(const QJsonObject &submit, const QString &name)
{
    return submit.value(u"job"_s).toObject().value(u"environment"_s).toObject().value(name).toString();
}

QUrl FakeSlurm::url() const
{
    return QUrl(u"http://127.0.0.1:%1"_s.arg(m_port));
}

qint64 FakeSlurm::jobsChangedAt()
{
    if (m_jobsSeen != jobs || !m_jobsChangedAt) {
        m_jobsSeen = jobs;
        m_jobsChangedAt = QDateTime::currentSecsSinceEpoch();
    }
    return m_jobsChangedAt;
}

void FakeSlurm::settle(int seconds)
{
    jobsChangedAt();
    m_jobsChangedAt -= seconds;
}

int FakeSlurm::gpusInUse() const
{
    int used = 0;
    for (const QJsonObject &job : jobs)
        used += job.value(u"job_state"_s).toArray().first().toString() == u"RUNNING"_s ? gpusOf(job) : 0;
    return used;
}

void FakeSlurm::advance()
{
    for (auto it = jobs.begin(); it != jobs.end(); ++it) {
        QJsonObject &job = it.value();
        const QString state = job.value(u"job_state"_s).toArray().first().toString();
        if (state == u"PENDING"_s) {
            if (gpusInUse() + gpusOf(job) > m_gpus) {
                job.insert(u"state_reason"_s, u"Resources"_s);
                continue;
            }
            const qint64 now = QDateTime::currentSecsSinceEpoch();
            job.insert(u"job_state"_s, QJsonArray{u"RUNNING"_s});
            job.insert(u"state_reason"_s, u"None"_s);
            job.insert(u"nodes"_s, u"gpu01"_s);
            job.insert(u"batch_host"_s, u"gpu01"_s);
            job.insert(u"start_time"_s, noVal(now));
            job.insert(u"end_time"_s,
                       noVal(now + 60 * job.value(u"time_limit"_s).toObject().value(u"number"_s).toInt()));
            // What gpudesk's job script writes once its sshd listens.
            const QString comment = job.value(u"comment"_s).toString()
                + u" ssh=%1 hostkey=SHA256:fake%2"_s.arg(40000 + it.key()).arg(it.key());
            job.insert(u"comment"_s, comment);
        } else if (job.value(u"job_state"_s).toArray().contains(u"COMPLETING"_s)) {
            job.insert(u"job_state"_s, QJsonArray{u"CANCELLED"_s});
        }
    }
}

QHttpServerResponse FakeSlurm::handle(const QHttpServerRequest &request)
{
    const QString path = request.url().path();
    const QByteArray user = request.value("X-SLURM-USER-NAME");
    const QByteArray token = request.value("X-SLURM-USER-TOKEN");
    if (user.isEmpty() || token.isEmpty())
        return QHttpServerResponse("text/plain", "Authentication failure",
                                   QHttpServerResponse::StatusCode::Unauthorized);
    if (path == u"/openapi/v3"_s) {
        QJsonObject paths;
        for (const QString &v : versions) {
            paths.insert(u"/slurm/%1/ping/"_s.arg(v), QJsonObject{});
            paths.insert(u"/slurm/%1/jobs/"_s.arg(v), QJsonObject{});
            if (accounting)
                paths.insert(u"/slurmdb/%1/jobs/"_s.arg(v), QJsonObject{});
        }
        return QHttpServerResponse(QJsonObject{{u"openapi"_s, u"3.0.3"_s}, {u"paths"_s, paths}});
    }
    // slurmrestd passes the token on; slurmctld refuses it.
    if (QString::fromUtf8(user) != m_user || QString::fromUtf8(token) != m_token)
        return slurmError(-1, u"Unspecified error"_s, u"Failed while looking for jobs"_s,
                          QHttpServerResponse::StatusCode::InternalServerError);
    const QString db = u"/slurmdb/v0.0.41/"_s;
    if (accounting && path.startsWith(db))
        return accountingAnswer(path.mid(db.size()), request);
    const QString api = u"/slurm/v0.0.41/"_s;
    if (!path.startsWith(api))
        return QHttpServerResponse("text/plain",
                                   "Unable find requested URL. Please view /openapi/v3 for API reference.",
                                   QHttpServerResponse::StatusCode::NotFound);
    const QString rest = path.mid(api.size());
    const QByteArray method = request.method() == QHttpServerRequest::Method::Post ? "POST"
        : request.method() == QHttpServerRequest::Method::Delete                   ? "DELETE"
                                                                                   : "GET";
    if (rest == u"ping"_s || rest == u"ping/"_s)
        return answer(QJsonObject{
            {u"pings"_s,
             QJsonArray{QJsonObject{{u"hostname"_s, u"ctl"_s}, {u"pinged"_s, u"UP"_s}, {u"responding"_s, true}}}}});
    if (rest == u"partitions"_s) {
        const QJsonObject gpu{{u"name"_s, u"gpu"_s},
                              {u"nodes"_s, QJsonObject{{u"configured"_s, u"gpu01"_s}, {u"total"_s, 1}}},
                              {u"partition"_s, QJsonObject{{u"state"_s, QJsonArray{u"UP"_s}}}},
                              {u"defaults"_s, QJsonObject{{u"time"_s, noVal(60)}}},
                              {u"maximums"_s, QJsonObject{{u"time"_s, noVal(480)}}}};
        return answer(QJsonObject{{u"partitions"_s, QJsonArray{gpu}}});
    }
    if (rest == u"nodes"_s) {
        const int used = gpusInUse();
        const QJsonObject node{{u"name"_s, u"gpu01"_s},
                               {u"address"_s, u"10.1.0.7"_s},
                               {u"state"_s, used ? QJsonArray{u"MIXED"_s} : QJsonArray{u"IDLE"_s}},
                               {u"gres"_s, u"gpu:a100:%1(S:0-1)"_s.arg(m_gpus)},
                               {u"gres_used"_s, u"gpu:a100:%1(IDX:0-%2)"_s.arg(used).arg(std::max(0, used - 1))},
                               {u"partitions"_s, QJsonArray{u"gpu"_s}},
                               {u"cpus"_s, 64},
                               {u"real_memory"_s, 256000},
                               {u"free_mem"_s, noVal(200000)}};
        return answer(QJsonObject{{u"nodes"_s, QJsonArray{node}}});
    }
    if (rest == u"diag"_s) {
        if (!diagAllowed)
            return slurmError(2002, u"Access/permission denied"_s, u"slurm_get_statistics"_s,
                              QHttpServerResponse::StatusCode::InternalServerError);
        return answer(
            QJsonObject{{u"statistics"_s, QJsonObject{{u"req_time"_s, noVal(QDateTime::currentSecsSinceEpoch())}}}});
    }
    if (rest == u"jobs"_s) {
        const QUrlQuery query(request.url());
        // slurmctld: no change when last_job_update <= update_time - 1.
        if (query.hasQueryItem(u"update_time"_s)
            && jobsChangedAt() <= query.queryItemValue(u"update_time"_s).toLongLong() - 1) {
            ++unchangedJobLists;
            const QJsonArray warning{
                QJsonObject{{u"description"_s,
                             u"No job changes since update_time[%1]=…"_s.arg(query.queryItemValue(u"update_time"_s))},
                            {u"source"_s, u"_op_handler_jobs"_s}}};
            return answer(QJsonObject{{u"jobs"_s, QJsonArray{}}, {u"warnings"_s, warning}});
        }
        ++fullJobLists;
        QJsonArray list;
        for (const QJsonObject &job : jobs)
            list.append(job);
        return answer(QJsonObject{{u"jobs"_s, list}, {u"last_update"_s, noVal(jobsChangedAt())}});
    }
    if (rest == u"job/submit"_s && method == "POST")
        return submit(QJsonDocument::fromJson(request.body()).object());
    static const QRegularExpression one(u"^job/(\\d+)$"_s);
    if (const auto m = one.match(rest); m.hasMatch()) {
        const qint64 id = m.captured(1).toLongLong();
        if (!jobs.contains(id))
            return slurmError(2017, u"Invalid job id specified"_s, u"Unable to find JobId=%1"_s.arg(id),
                              QHttpServerResponse::StatusCode::NotFound);
        if (method == "POST") { // an update: the owner may shorten the time limit, not lengthen it
            QJsonObject &job = jobs[id];
            const int asked = QJsonDocument::fromJson(request.body()).object().value(u"time_limit"_s).toInt();
            if (asked > job.value(u"time_limit"_s).toObject().value(u"number"_s).toInt())
                return slurmError(2002, u"Access/permission denied"_s, u"job update failed"_s,
                                  QHttpServerResponse::StatusCode::InternalServerError);
            job.insert(u"time_limit"_s, noVal(asked));
            const qint64 start = job.value(u"start_time"_s).toObject().value(u"number"_s).toInteger();
            if (start > 0)
                job.insert(u"end_time"_s, noVal(start + 60 * asked));
            return answer(
                QJsonObject{{u"results"_s, QJsonArray{QJsonObject{{u"job_id"_s, id}, {u"error_code"_s, 0}}}}});
        }
        if (method == "DELETE") {
            QJsonObject &job = jobs[id];
            const QString state = job.value(u"job_state"_s).toArray().first().toString();
            if (state == u"RUNNING"_s) { // it ends now, not at its time limit
                job.insert(u"job_state"_s, QJsonArray{u"CANCELLED"_s, u"COMPLETING"_s});
                job.insert(u"end_time"_s, noVal(QDateTime::currentSecsSinceEpoch()));
            } else if (state == u"PENDING"_s)
                job.insert(u"job_state"_s, QJsonArray{u"CANCELLED"_s});
            return answer(QJsonObject{});
        }
        return answer(QJsonObject{{u"jobs"_s, QJsonArray{jobs.value(id)}}});
    }
    return QHttpServerResponse("text/plain", "Unable find requested URL. Please view /openapi/v3 for API reference.",
                               QHttpServerResponse::StatusCode::NotFound);
}

QHttpServerResponse FakeSlurm::submit(const QJsonObject &body)
{
    submitted << body;
    QJsonObject desc = body.value(u"job"_s).toObject();
    if (desc.value(u"script"_s).toString().isEmpty() && body.value(u"script"_s).toString().isEmpty())
        return slurmError(9001, u"Unable to parse query"_s, u"script is required"_s,
                          QHttpServerResponse::StatusCode::UnprocessableEntity);
    if (desc.value(u"current_working_directory"_s).toString().isEmpty())
        return slurmError(2161, u"Missing working directory"_s, QString(),
                          QHttpServerResponse::StatusCode::InternalServerError);
    QJsonArray warnings;
    for (const QString &key : desc.keys()) {
        if (key == u"gres"_s || key == u"gpus"_s) { // 22.05's keys: dropped, as the real one does
            warnings.append(QJsonObject{{u"description"_s, u"Ignoring unknown field \"%1\""_s.arg(key)}});
            desc.remove(key);
        }
    }
    if (gpusOf(desc) > m_gpus)
        return slurmError(2014, u"Requested node configuration is not available"_s, QString(),
                          QHttpServerResponse::StatusCode::InternalServerError);
    const qint64 id = ++m_nextJob;
    QJsonObject job{{u"job_id"_s, id},
                    {u"name"_s, desc.value(u"name"_s)},
                    {u"job_state"_s, QJsonArray{u"PENDING"_s}},
                    {u"state_reason"_s, u"None"_s},
                    {u"partition"_s, desc.value(u"partition"_s).toString(u"gpu"_s)},
                    {u"nodes"_s, u""_s},
                    {u"batch_host"_s, u""_s},
                    {u"comment"_s, desc.value(u"comment"_s)},
                    {u"user_name"_s, m_user},
                    {u"current_working_directory"_s, desc.value(u"current_working_directory"_s)},
                    {u"time_limit"_s, noVal(desc.value(u"time_limit"_s).toInt(60))},
                    {u"submit_time"_s, noVal(QDateTime::currentSecsSinceEpoch())},
                    {u"start_time"_s, unset()},
                    {u"end_time"_s, unset()},
                    {u"priority"_s, noVal(1000)},
                    {u"tres_per_node"_s, desc.value(u"tres_per_node"_s)},
                    {u"gres_detail"_s, QJsonArray{}}};
    jobs.insert(id, job);
    return answer(QJsonObject{{u"job_id"_s, id}, {u"step_id"_s, u"batch"_s}, {u"warnings"_s, warnings}});
}

QHttpServerResponse FakeSlurm::accountingAnswer(const QString &what, const QHttpServerRequest &request) const
{
    const QUrlQuery query(request.url());
    if (what == u"associations"_s || what == u"associations/"_s) {
        QJsonArray mine;
        for (const QJsonValue &a : associations) {
            if (!query.hasQueryItem(u"user"_s)
                || a.toObject().value(u"user"_s).toString() == query.queryItemValue(u"user"_s))
                mine.append(a);
        }
        return answer(QJsonObject{{u"associations"_s, mine}});
    }
    if (what == u"qos"_s || what == u"qos/"_s)
        return answer(QJsonObject{{u"qos"_s, qos}});
    if (what != u"jobs"_s && what != u"jobs/"_s)
        return QHttpServerResponse("text/plain", "Unable find requested URL.",
                                   QHttpServerResponse::StatusCode::NotFound);
    QJsonArray list = accountedJobs;
    for (auto it = jobs.begin(); it != jobs.end(); ++it) {
        const QJsonObject &job = it.value();
        const qint64 start = job.value(u"start_time"_s).toObject().value(u"number"_s).toInteger();
        if (start <= 0)
            continue; // never ran: no GPUs held
        const int gpus = gpusOf(job);
        const QJsonArray state = job.value(u"job_state"_s).toArray();
        list.append(QJsonObject{
            {u"job_id"_s, it.key()},
            {u"name"_s, job.value(u"name"_s)},
            {u"user"_s, m_user},
            {u"account"_s, u"lab"_s},
            {u"partition"_s, job.value(u"partition"_s)},
            {u"state"_s, QJsonObject{{u"current"_s, QJsonArray{state.first()}}, {u"reason"_s, u"None"_s}}},
            {u"time"_s,
             QJsonObject{{u"start"_s, start},
                         {u"end"_s, job.value(u"end_time"_s).toObject().value(u"number"_s).toInteger()},
                         {u"elapsed"_s, 0}}},
            {u"tres"_s,
             QJsonObject{
                 {u"allocated"_s,
                  QJsonArray{QJsonObject{{u"type"_s, u"gres"_s}, {u"name"_s, u"gpu"_s}, {u"count"_s, gpus}},
                             QJsonObject{{u"type"_s, u"gres"_s}, {u"name"_s, u"gpu:a100"_s}, {u"count"_s, gpus}}}}}}});
    }
    // What overlaps [start_time, end_time), of the user asked for.
    const qint64 from = query.queryItemValue(u"start_time"_s).toLongLong();
    const qint64 to = query.hasQueryItem(u"end_time"_s) ? query.queryItemValue(u"end_time"_s).toLongLong()
                                                        : std::numeric_limits<qint64>::max();
    QJsonArray within;
    for (const QJsonValue &v : std::as_const(list)) {
        const QJsonObject j = v.toObject();
        const qint64 start = j.value(u"time"_s).toObject().value(u"start"_s).toInteger();
        const qint64 end = j.value(u"time"_s).toObject().value(u"end"_s).toInteger();
        const bool users
            = !query.hasQueryItem(u"users"_s) || j.value(u"user"_s).toString() == query.queryItemValue(u"users"_s);
        if (users && start <= to && (end <= 0 || end >= from))
            within.append(j);
    }
    return answer(QJsonObject{{u"jobs"_s, within}});
}

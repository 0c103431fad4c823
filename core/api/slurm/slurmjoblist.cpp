#include "core/api/slurm/slurmjoblist.h"

#include <QJsonArray>
#include <QUrlQuery>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

/// v0.0.40 on: a 200 whose warnings say nothing changed (22.05 answers 304 instead).
bool saysUnchanged(const HttpAnswer &answer)
{
    if (answer.status == 304)
        return true;
    for (const QJsonValue &w : answer.json.value(u"warnings"_s).toArray()) {
        if (w.toObject().value(u"description"_s).toString().startsWith(u"No job changes since"_s))
            return true;
    }
    return false;
}

} // namespace

SlurmJobList::SlurmJobList(HttpTransport *http, std::function<QDateTime()> now)
    : m_http(http)
    , m_now(std::move(now))
{ }

void SlurmJobList::forget()
{
    m_kept.reset();
    m_offsetAsked = false;
    m_offset.reset();
}

bool SlurmJobList::keptIsEnough(const QString &user) const
{
    if (!m_kept || !m_offset || m_keptAt.secsTo(m_now()) >= 60)
        return false;
    return std::none_of(m_kept->begin(), m_kept->end(),
                        [&](const SlurmCodecs::Job &j) { return j.user == user && j.pending(); });
}

void SlurmJobList::read(const SlurmCodecs::ApiVersion &version, const QString &user, QObject *context,
                        Done<QList<SlurmCodecs::Job>> done)
{
    if (m_offsetAsked)
        return readJobs(version, user, context, std::move(done));
    m_offsetAsked = true;
    const QDateTime sent = m_now();
    m_http->call(
        "GET", u"/slurm/%1/diag"_s.arg(version.name), {}, HttpTransport::Retry::Safe, context,
        [this, version, user, sent, context, done = std::move(done)](const ApiResult<HttpAnswer> &diag) mutable {
            // Not allowed, or not there: full reads, as before.
            const auto slurmNow = diag.ok()
                ? SlurmCodecs::number(diag.value().json.value(u"statistics"_s).toObject().value(u"req_time"_s))
                : std::nullopt;
            if (slurmNow && *slurmNow > 0)
                m_offset = *slurmNow - sent.toSecsSinceEpoch();
            readJobs(version, user, context, std::move(done));
        });
}

void SlurmJobList::readJobs(const SlurmCodecs::ApiVersion &version, const QString &user, QObject *context,
                            Done<QList<SlurmCodecs::Job>> done)
{
    QUrlQuery query;
    if (keptIsEnough(user))
        query.addQueryItem(u"update_time"_s, QString::number(m_keptSince));
    const QDateTime sent = m_now();
    const qint64 since = sent.toSecsSinceEpoch() + m_offset.value_or(0) - 2;
    m_http->call(
        "GET", u"/slurm/%1/jobs"_s.arg(version.name), {}, HttpTransport::Retry::Safe, context,
        [this, since, sent, asked = !query.isEmpty(), done = std::move(done)](const ApiResult<HttpAnswer> &answer) {
            if (!answer.ok())
                return done(answer.error());
            if (asked && m_kept && saysUnchanged(answer.value())) {
                ++m_unchangedReads;
                return done(*m_kept);
            }
            const auto jobs = SlurmCodecs::jobs(answer.value().json);
            if (!jobs.ok())
                return done(jobs.error());
            ++m_fullReads;
            m_kept = jobs.value();
            m_keptSince = since;
            m_keptAt = sent;
            done(jobs.value());
        },
        query);
}

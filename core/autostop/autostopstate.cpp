#include "core/autostop/autostopstate.h"

#include "common/rfc3339.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;

std::optional<AutostopState> AutostopState::fromJson(const QByteArray &json, QString *error)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (!doc.isObject()) {
        *error = u"the autostop agent's status is not JSON (%1)"_s.arg(parseError.errorString());
        return std::nullopt;
    }
    const QJsonObject config = doc.object().value(u"config"_s).toObject();
    const QJsonObject state = doc.object().value(u"state"_s).toObject();
    AutostopState s;
    if (const auto settings = AutostopSettings::fromJson(config))
        s.settings = *settings;
    s.gpuMode = state.value(u"mode"_s).toString(u"gpu"_s) != u"no_gpu"_s;
    static const QHash<QString, Status> statuses{{u"active"_s, Status::Active},
                                                 {u"idle"_s, Status::Idle},
                                                 {u"starved"_s, Status::Starved},
                                                 {u"cpu_only"_s, Status::CpuOnly},
                                                 {u"held"_s, Status::Held}};
    s.status = statuses.value(state.value(u"status"_s).toString(), Status::NotRunning);
    s.sampledAt = Rfc3339::parseJson(state.value(u"sampled_at"_s));
    s.lastActive = Rfc3339::parseJson(state.value(u"last_active"_s));
    s.stopAt = Rfc3339::parseJson(state.value(u"stop_at"_s));
    for (const QJsonValue &v : state.value(u"active"_s).toArray()) {
        const QJsonObject o = v.toObject();
        Activity a;
        a.signal = o.value(u"signal"_s).toString();
        a.util = o.value(u"util"_s).toInt();
        a.processes = o.value(u"processes"_s).toInt();
        a.count = o.value(u"count"_s).toInt();
        a.percent = o.value(u"percent"_s).toInt();
        a.gpuIdle = o.value(u"gpu_idle"_s).toBool();
        for (const QJsonValue &p : o.value(u"ports"_s).toArray())
            a.ports << p.toInt();
        for (const QJsonValue &n : o.value(u"names"_s).toArray())
            a.names << n.toString();
        a.until = Rfc3339::parseJson(o.value(u"until"_s));
        s.active << a;
    }
    for (const QJsonValue &v : state.value(u"decisions"_s).toArray()) {
        const QJsonObject o = v.toObject();
        if (const auto at = Rfc3339::parseJson(o.value(u"at"_s)))
            s.decisions << Decision{*at, o.value(u"what"_s).toString(), o.value(u"why"_s).toString()};
    }
    return s;
}

bool AutostopState::has(const QString &signal) const
{
    for (const Activity &a : active) {
        if (a.signal == signal)
            return true;
    }
    return false;
}

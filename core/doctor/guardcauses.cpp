#include "core/doctor/guardcauses.h"

#include <algorithm>

QList<GuardWarning> GuardCauses::update(const QList<GuardWarning> &holding, const QDateTime &now,
                                        const std::optional<QString> &instanceId)
{
    const auto covered = [&](const GuardWarning &w) { return !instanceId || w.instanceId == *instanceId; };
    QHash<QString, GuardWarning> holdingNow;
    for (const GuardWarning &w : holding)
        holdingNow.insert(w.cause, w);
    for (auto it = m_holding.begin(); it != m_holding.end();) {
        if (covered(*it) && !holdingNow.contains(it.key())) {
            m_said.remove(it.key()); // it cleared: it may be said again when it comes back
            it = m_holding.erase(it);
        } else {
            ++it;
        }
    }
    QList<GuardWarning> fresh;
    for (const GuardWarning &w : holding) {
        m_holding.insert(w.cause, w);
        const auto snoozed = m_snoozed.constFind(w.cause);
        if ((snoozed != m_snoozed.cend() && now < *snoozed) || m_said.contains(w.cause))
            continue;
        m_said.insert(w.cause);
        fresh << w;
    }
    return fresh;
}

void GuardCauses::snooze(const QString &cause, const QDateTime &until)
{
    m_snoozed.insert(cause, until);
    m_said.remove(cause); // said again once the snooze ends, if it still holds
}

QList<GuardState> GuardCauses::states() const
{
    QList<GuardState> states;
    for (const GuardWarning &w : m_holding) {
        const auto snoozed = m_snoozed.constFind(w.cause);
        states << GuardState{w, snoozed != m_snoozed.cend() ? std::optional<QDateTime>(*snoozed) : std::nullopt};
    }
    std::sort(states.begin(), states.end(),
              [](const GuardState &a, const GuardState &b) { return a.warning.cause < b.warning.cause; });
    return states;
}

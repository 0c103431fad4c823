#pragma once

#include <QDateTime>
#include <QHash>
#include <QList>
#include <QSet>
#include <QString>

#include <optional>

/// A guard's warning: what holds now, said once.
struct GuardWarning
{
    QString cause; ///< stable: "runway", "disk:ID:/", "caches:ID", …
    QString instanceId; ///< empty for the wallet's
    QString title;
    QString text;
    bool operator==(const GuardWarning &) const = default;
};

/// A cause that holds now, as the Doctor page lists it.
struct GuardState
{
    GuardWarning warning;
    std::optional<QDateTime> snoozedUntil;
};

/// What every guard shares: each cause is said once while it holds, again only after it cleared
/// and came back, and not while it is snoozed.
class GuardCauses
{
public:
    /// The causes that hold now (of one instance only, when `instanceId` is set: the others are
    /// left as they were); returns those newly worth saying at platform time `now`.
    QList<GuardWarning> update(const QList<GuardWarning> &holding, const QDateTime &now,
                               const std::optional<QString> &instanceId = std::nullopt);
    /// Says nothing more of `cause` until `until` (platform time).
    void snooze(const QString &cause, const QDateTime &until);
    /// Every cause that holds now, said or snoozed, by cause.
    QList<GuardState> states() const;

private:
    QHash<QString, GuardWarning> m_holding;
    QSet<QString> m_said;
    QHash<QString, QDateTime> m_snoozed;
};

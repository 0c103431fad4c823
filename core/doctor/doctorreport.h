#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>

/// One step of a doctor's report: what was checked, whether it passed, what it saw and
/// the one thing to do. `id` is stable for scripts (`gpudeskctl doctor --json`); the sentences are
/// in the user's language.
struct DoctorCheck
{
    enum class Status { Passed, Failed, Skipped };
    /// The one thing to do, where the console can do it or open the page for it.
    enum class Fix {
        None,
        Recharge, ///< Billing: add money
        RaiseSpendLimit, ///< Billing: the limits
        Verify, ///< Security: real-name verification
        Start, ///< start the instance
        ReleaseAndRecreate, ///< a boot the platform could not finish
        CreateLike, ///< a new instance like it elsewhere (its card is someone else's now)
        RewriteSshConfig, ///< gpudesk's ssh config is behind the platform
        ChooseKey, ///< SSH keys: choose or make a key
        MakeKeyPrivate, ///< chmod 600 the private key
        AddKeyToPlatform, ///< SSH keys: put the public half on the platform
        Restart, ///< stop and start: a new boot, a new sshd
        OpenTunnel, ///< reach the service through SSH instead of a public port
    };
    QString id;
    Status status = Status::Skipped;
    QString saw;
    QString todo; ///< empty when there is nothing to do
    Fix fix = Fix::None;
    bool operator==(const DoctorCheck &) const = default;
};

/// A doctor's answer: the checks in order and the verdict in one sentence.
struct DoctorReport
{
    QList<DoctorCheck> checks;
    QString verdict;

    bool passed() const;
    /// {"checks": [{"id", "status", "saw", "todo"}], "verdict"}, status passed|failed|skipped.
    QJsonObject toJson() const;
    /// Lines a user pastes into a question: one per check, then the verdict.
    QString toText() const;
    static QString statusWord(DoctorCheck::Status status);
};

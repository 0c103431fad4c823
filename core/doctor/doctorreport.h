#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>

/// One step of a doctor's report (issue 17): what was checked, whether it passed, what it saw and
/// the one thing to do. `id` is stable for scripts (`gpudeskctl doctor --json`); the sentences are
/// in the user's language.
struct DoctorCheck
{
    enum class Status { Passed, Failed, Skipped };
    QString id;
    Status status = Status::Skipped;
    QString saw;
    QString todo; ///< empty when there is nothing to do
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

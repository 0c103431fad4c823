#pragma once

#include "cli/ctlcommand.h"
#include "cli/ctlcontext.h"

/// What every group of gpudeskctl commands starts from: the run's context, its streams at hand,
/// and the exit codes by name. A group is a class of the commands of one area (instances, billing,
/// ssh…) with what only they need; the table makes one for the command it runs (`run`).
class CtlGroup
{
public:
    /// The table's entry for `member` of `Group`: a group made for that one command, in its context.
    template <typename Group, CtlExit (Group::*member)(const QStringList &)>
    static CtlExit run(CtlContext &context, const QStringList &words)
    {
        Group group(context);
        return (group.*member)(words);
    }

protected:
    explicit CtlGroup(CtlContext &context)
        : m_ctx(context)
        , m_out(context.out())
        , m_err(context.err())
    { }

    using enum CtlExit;
    using Needs = CtlCommand::Needs;
    using Word = CtlCommand::Word;

    CtlContext &m_ctx;
    QTextStream &m_out;
    QTextStream &m_err;
};

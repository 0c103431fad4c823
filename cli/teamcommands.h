#pragma once

#include "cli/ctlgroup.h"
#include "core/model/account.h"

#include <optional>

/// gpudeskctl team: teams whose members spend from amounts the owner gives them, on a platform with
/// the Teams facet (Compshare): list them with what each member was given and has left, make one,
/// invite an account by its id or withdraw the invitation, give an amount or take back what is left.
/// A team is named by its id or its name, a member by their account id or the name given to them.
class TeamCommands : public CtlGroup
{
public:
    explicit TeamCommands(CtlContext &context)
        : CtlGroup(context)
    { }
    static QList<CtlCommand> table();

    CtlExit list(const QStringList &words);
    CtlExit create(const QStringList &words);
    CtlExit invite(const QStringList &words);
    CtlExit cancel(const QStringList &words);
    CtlExit give(const QStringList &words);
    CtlExit takeBack(const QStringList &words);

private:
    /// The account's teams, or the exit that said why not.
    CtlGot<QList<Team>> readTeams();
    /// The team named `word` (its id or its name), or the exit that said why not.
    CtlGot<Team> findTeam(const QString &word);
    CtlExit amount(const QStringList &words, bool takeBack);
    /// The team as it is after a change, printed.
    CtlExit show(const ApiResult<Team> &answer, const QString &doing);
};

#pragma once

#include "cli/ctlgroup.h"

/// gpudeskctl help, completion and man: what the tool says of itself, written from the table
/// (Ctl::helpText and its kin). They run on this computer only and leave no log.
class HelpCommands : public CtlGroup
{
public:
    explicit HelpCommands(CtlContext &context)
        : CtlGroup(context)
    { }
    static QList<CtlCommand> table();

    CtlExit help(const QStringList &words);
    CtlExit completion(const QStringList &words);
    CtlExit man(const QStringList &words);
};

#pragma once

#include "cli/ctlgroup.h"

/// gpudeskctl watch-stock: waits for a card to be free, and makes the instance at once if asked.
class StockCommands : public CtlGroup
{
public:
    explicit StockCommands(CtlContext &context)
        : CtlGroup(context)
    { }
    static QList<CtlCommand> table();

    CtlExit watch(const QStringList &words);
};

#pragma once

#include "cli/ctlgroup.h"

struct InstanceSpec;

/// gpudeskctl gpus, offers and create: what can be rented, and renting it, on each kind of platform
/// (cards by region, a marketplace's machines, a cluster's partitions).
class CreateCommands : public CtlGroup
{
public:
    explicit CreateCommands(CtlContext &context)
        : CtlGroup(context)
    { }
    static QList<CtlCommand> table();

    CtlExit gpus(const QStringList &words);
    CtlExit offers(const QStringList &words);
    CtlExit create(const QStringList &words);

    /// An InstanceSpec from a JSON file with the API's field names (create --spec, watch-stock
    /// --create-from).
    static CtlGot<InstanceSpec> specFile(CtlContext &context, const QString &path);

private:
    /// create --offer ID --image I [--disk GB] [--name N] [--port P]: Ok, or the exit code after saying why not.
    CtlExit offerSpec(InstanceSpec *spec);
    /// On a batch cluster (Slurm): create --name N --region PARTITION --gpu TYPE [--count N] [--time 2h].
    CtlExit jobSpec(InstanceSpec *spec);
    /// --port, repeatable, checked as the wizard's ports page checks them.
    CtlGot<QList<int>> portsOption();
};

#pragma once

#include "core/api/apierror.h"
#include "core/api/slurm/slurmcodecs.h"
#include "core/model/catalog.h"

/// A Slurm cluster's partitions and nodes as gpudesk's catalog: partitions that take jobs are the
/// regions, the GPU types in the nodes' gres are the cards ("gpu" where the cluster names no type),
/// and what is free of each per partition (configured minus allocated, on nodes that take jobs) is
/// the stock.
namespace SlurmCatalog {

QList<Region> regions(const QList<SlurmCodecs::Partition> &partitions);
QList<GpuType> gpuTypes(const QList<SlurmCodecs::Node> &nodes);
QList<Stock> stock(const QList<SlurmCodecs::Node> &nodes);

/// Why a job of `minutes` (none: the partition's default) cannot go to `partition`: no such
/// partition (invalid_argument, field region), or longer than it allows (beyond_partition: Slurm
/// would take the job and let it wait for ever); none where it can.
std::optional<ApiError> refusal(const QString &partition, std::optional<int> minutes,
                                const QList<SlurmCodecs::Partition> &partitions);

/// The card id gpudesk uses for a gres type: the type, or "gpu" for an untyped one.
QString cardId(const QString &gresType);

} // namespace SlurmCatalog

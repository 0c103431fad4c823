#pragma once

#include "core/api/apiresult.h"
#include "core/api/platformfacet.h"
#include "core/api/slurm/slurmrecord.h"
#include "core/model/credentials.h"

/// The keys gpudesk lets into a cluster's jobs (beside the user's own ~/.ssh/authorized_keys
/// there): a cluster has no key store of its own, so they are kept in this computer's SlurmRecord.
namespace SlurmKeys {

ApiResult<QList<SshKey>> list(const SlurmRecord &record);
/// Adds `publicKey` (an OpenSSH public key line) as `name` (none: its comment), by `user` at `now`.
ApiResult<SshKeyCreated> add(SlurmRecord record, const QString &name, const QString &publicKey, const QDateTime &now,
                             const QString &user);
ApiResult<Nothing> remove(SlurmRecord record, const QString &id);

/// A record that could not be read or written, as an error.
ApiError recordError(const QString &why);

} // namespace SlurmKeys

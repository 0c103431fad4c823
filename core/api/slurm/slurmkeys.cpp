#include "core/api/slurm/slurmkeys.h"

#include "common/sshpublickey.h"
#include "core/api/slurm/slurmcodecs.h"

using namespace Qt::StringLiterals;

namespace SlurmKeys {

ApiError recordError(const QString &why)
{
    return ApiError::refused(0, u"internal"_s, why);
}

ApiResult<QList<SshKey>> list(const SlurmRecord &record)
{
    QString problem;
    const QList<SshKey> keys = record.read(&problem).keys;
    if (!problem.isEmpty())
        return recordError(problem);
    return keys;
}

ApiResult<SshKeyCreated> add(SlurmRecord record, const QString &name, const QString &publicKey, const QDateTime &now,
                             const QString &user)
{
    SshPublicKey::Error bad;
    const auto parsed = SshPublicKey::parse(publicKey, &bad);
    if (!parsed) {
        ApiError e = SlurmCodecs::invalid(u"public_key"_s, bad.message);
        e.details.insert(u"reason"_s, bad.reason);
        return e;
    }
    const SshKey key{parsed->fingerprint(), name.isEmpty() ? parsed->comment : name,
                     parsed->toLine(),      parsed->fingerprint(),
                     now.toUTC(),           user};
    QString problem;
    if (!record.addKey(key, &problem)) {
        ApiError known = ApiError::refused(0, u"conflict"_s, u"this key is added already"_s);
        known.details.insert(u"field"_s, u"public_key"_s);
        return problem.isEmpty() ? known : recordError(problem);
    }
    return SshKeyCreated{key.id, key.name, key.fingerprint, parsed->type, parsed->bits, key.createdAt};
}

ApiResult<Nothing> remove(SlurmRecord record, const QString &id)
{
    QString problem;
    if (!record.removeKey(id, &problem))
        return problem.isEmpty() ? ApiError::refused(404, u"not_found"_s, u"no such key"_s) : recordError(problem);
    return Nothing{};
}

} // namespace SlurmKeys

#include "core/api/localkeyring.h"

#include "common/rfc3339.h"
#include "common/sshpublickey.h"

#include <QJsonArray>
#include <QJsonObject>

#include <optional>

using namespace Qt::StringLiterals;

namespace {

SshKey ringKeyOf(const QJsonObject &o)
{
    SshKey k;
    k.id = o.value(u"id"_s).toString();
    k.name = o.value(u"name"_s).toString();
    k.publicKey = o.value(u"public_key"_s).toString();
    k.fingerprint = o.value(u"fingerprint"_s).toString();
    k.createdAt = Rfc3339::parse(o.value(u"created_at"_s).toString()).value_or(QDateTime());
    k.accountId = o.value(u"account_id"_s).toString();
    return k;
}

QJsonObject ringKeyJson(const SshKey &k)
{
    return QJsonObject{{u"id"_s, k.id},
                       {u"name"_s, k.name},
                       {u"public_key"_s, k.publicKey},
                       {u"fingerprint"_s, k.fingerprint},
                       {u"created_at"_s, Rfc3339::format(k.createdAt)},
                       {u"account_id"_s, k.accountId}};
}

} // namespace

LocalKeyRing::LocalKeyRing(QString path)
    : m_file(std::move(path), u"keys"_s, u"move it aside to start a new one"_s)
{ }

ApiResult<QList<SshKey>> LocalKeyRing::list() const
{
    const auto ring = m_file.read();
    if (!ring.ok())
        return ring.error();
    QList<SshKey> keys;
    for (const QJsonValue &v : ring.value())
        keys << ringKeyOf(v.toObject());
    return keys;
}

ApiResult<SshKeyCreated> LocalKeyRing::add(const QString &name, const QString &publicKey, const QDateTime &now,
                                           const QString &accountId)
{
    SshPublicKey::Error bad;
    const auto parsed = SshPublicKey::parse(publicKey, &bad);
    if (!parsed) {
        ApiError e = ApiError::refused(422, u"invalid_argument"_s, bad.message);
        e.details = QJsonObject{{u"field"_s, u"public_key"_s}, {u"reason"_s, bad.reason}};
        return e;
    }
    const SshKey key{parsed->fingerprint(), name.trimmed().isEmpty() ? parsed->comment : name.simplified(),
                     parsed->toLine(),      parsed->fingerprint(),
                     now.toUTC(),           accountId};
    auto added = m_file.change([&](QJsonArray ring) -> ApiResult<QJsonArray> {
        for (const QJsonValue &v : std::as_const(ring)) {
            const SshKey k = ringKeyOf(v.toObject());
            if (k.fingerprint == key.fingerprint) {
                ApiError e = ApiError::refused(409, u"conflict"_s, u"this key is added already as “%1”"_s.arg(k.name));
                e.details = QJsonObject{{u"field"_s, u"public_key"_s}};
                return e;
            }
        }
        ring.append(ringKeyJson(key));
        return ring;
    });
    if (!added.ok())
        return added.error();
    return SshKeyCreated{key.id, key.name, key.fingerprint, parsed->type, parsed->bits, key.createdAt};
}

ApiResult<Nothing> LocalKeyRing::remove(const QString &id)
{
    return m_file.change([&](QJsonArray ring) -> ApiResult<QJsonArray> {
        for (qsizetype i = 0; i < ring.size(); ++i) {
            if (ring.at(i).toObject().value(u"id"_s).toString() == id) {
                ring.removeAt(i);
                return ring;
            }
        }
        return ApiError::refused(404, u"not_found"_s, u"no such key"_s);
    });
}

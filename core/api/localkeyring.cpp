#include "core/api/localkeyring.h"

#include "common/rfc3339.h"
#include "common/sshpublickey.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLockFile>
#include <QSaveFile>

#include <optional>

using namespace Qt::StringLiterals;

namespace {

ApiError ringError(const QString &why)
{
    return ApiError::refused(0, u"internal"_s, why);
}

} // namespace

LocalKeyRing::LocalKeyRing(QString path)
    : m_path(std::move(path))
{ }

ApiResult<QList<SshKey>> LocalKeyRing::read() const
{
    QFile file(m_path);
    if (!file.exists())
        return QList<SshKey>{};
    if (!file.open(QIODevice::ReadOnly))
        return ringError(u"%1 cannot be read: %2"_s.arg(m_path, file.errorString()));
    QJsonParseError parsed;
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &parsed);
    if (parsed.error != QJsonParseError::NoError || !doc.object().value(u"keys"_s).isArray())
        return ringError(u"%1 is damaged (%2); move it aside to start a new one"_s.arg(m_path, parsed.errorString()));
    QList<SshKey> keys;
    for (const QJsonValue &v : doc.object().value(u"keys"_s).toArray()) {
        const QJsonObject o = v.toObject();
        SshKey k;
        k.id = o.value(u"id"_s).toString();
        k.name = o.value(u"name"_s).toString();
        k.publicKey = o.value(u"public_key"_s).toString();
        k.fingerprint = o.value(u"fingerprint"_s).toString();
        k.createdAt = Rfc3339::parse(o.value(u"created_at"_s).toString()).value_or(QDateTime());
        k.accountId = o.value(u"account_id"_s).toString();
        keys << k;
    }
    return keys;
}

ApiResult<Nothing> LocalKeyRing::write(const QList<SshKey> &keys)
{
    QJsonArray out;
    for (const SshKey &k : keys)
        out.append(QJsonObject{{u"id"_s, k.id},
                               {u"name"_s, k.name},
                               {u"public_key"_s, k.publicKey},
                               {u"fingerprint"_s, k.fingerprint},
                               {u"created_at"_s, Rfc3339::format(k.createdAt)},
                               {u"account_id"_s, k.accountId}});
    QSaveFile file(m_path);
    if (!file.open(QIODevice::WriteOnly))
        return ringError(u"%1 cannot be written: %2"_s.arg(m_path, file.errorString()));
    file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    file.write(QJsonDocument(QJsonObject{{u"keys"_s, out}}).toJson());
    if (!file.commit())
        return ringError(u"%1 cannot be written: %2"_s.arg(m_path, file.errorString()));
    return Nothing{};
}

ApiResult<QList<SshKey>> LocalKeyRing::list() const
{
    return read();
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
    if (!QDir().mkpath(QFileInfo(m_path).absolutePath()))
        return ringError(u"%1 cannot be made"_s.arg(QFileInfo(m_path).absolutePath()));
    QLockFile lock(m_path + u".lock"_s); // held while the change is read, made and written
    if (!lock.tryLock(10000))
        return ringError(u"%1 is locked by another gpudesk"_s.arg(m_path));
    auto keys = read();
    if (!keys.ok())
        return keys.error(); // never written over: it may hold keys the user still needs
    QList<SshKey> ring = keys.value();
    for (const SshKey &k : std::as_const(ring)) {
        if (k.fingerprint == parsed->fingerprint()) {
            ApiError e = ApiError::refused(409, u"conflict"_s, u"this key is added already as “%1”"_s.arg(k.name));
            e.details = QJsonObject{{u"field"_s, u"public_key"_s}};
            return e;
        }
    }
    const SshKey key{parsed->fingerprint(), name.trimmed().isEmpty() ? parsed->comment : name.simplified(),
                     parsed->toLine(),      parsed->fingerprint(),
                     now.toUTC(),           accountId};
    ring << key;
    if (auto written = write(ring); !written.ok())
        return written.error();
    return SshKeyCreated{key.id, key.name, key.fingerprint, parsed->type, parsed->bits, key.createdAt};
}

ApiResult<Nothing> LocalKeyRing::remove(const QString &id)
{
    QLockFile lock(m_path + u".lock"_s);
    if (QFileInfo::exists(m_path) && !lock.tryLock(10000))
        return ringError(u"%1 is locked by another gpudesk"_s.arg(m_path));
    auto keys = read();
    if (!keys.ok())
        return keys.error();
    QList<SshKey> ring = keys.value();
    const qsizetype before = ring.size();
    ring.removeIf([&](const SshKey &k) { return k.id == id; });
    if (ring.size() == before)
        return ApiError::refused(404, u"not_found"_s, u"no such key"_s);
    return write(ring);
}

#include "core/ssh/snapshotkeeper.h"

#include "common/rfc3339.h"
#include "core/ssh/privatefiles.h"

#include <QJsonDocument>

using namespace Qt::StringLiterals;

SnapshotKeeper::SnapshotKeeper(QString dir)
    : m_dir(std::move(dir))
{ }

QString SnapshotKeeper::fileFor(const QString &platform, const QString &instanceId) const
{
    return PrivateFiles::perInstance(m_dir, platform, instanceId, u".json"_s);
}

std::optional<std::pair<QDateTime, EnvironmentSnapshot>> SnapshotKeeper::kept(const QString &platform,
                                                                              const QString &instanceId) const
{
    QString ignored;
    const auto bytes = PrivateFiles::read(fileFor(platform, instanceId), &ignored);
    if (!bytes || bytes->isEmpty())
        return std::nullopt;
    const QJsonObject json = QJsonDocument::fromJson(*bytes).object();
    const auto boot = Rfc3339::parse(json.value(u"boot_started_at"_s).toString());
    const auto snapshot = EnvironmentSnapshot::fromJson(json.value(u"snapshot"_s).toObject());
    if (!boot || !snapshot)
        return std::nullopt; // a damaged file is as good as none: the next boot writes a new one
    return std::pair{*boot, *snapshot};
}

bool SnapshotKeeper::keep(const QString &platform, const QString &instanceId, const QDateTime &bootStartedAt,
                          const EnvironmentSnapshot &snapshot) const
{
    if (const auto current = kept(platform, instanceId); current && current->first == bootStartedAt)
        return false;
    const QJsonObject json{{u"boot_started_at"_s, Rfc3339::format(bootStartedAt)}, {u"snapshot"_s, snapshot.toJson()}};
    QString error;
    return PrivateFiles::replace(fileFor(platform, instanceId), QJsonDocument(json).toJson(), PrivateFiles::kOwnerOnly,
                                 &error);
}

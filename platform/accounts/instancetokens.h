#pragma once

#include <QByteArray>
#include <QString>

class Database;

/// The token an instance gets for itself at each boot: `gdi_<id>_<HMAC>` of the instance
/// and the platform second its boot began, keyed by a secret only the platform holds. Nothing is
/// kept per token: the next boot has another one, and one of a boot that ended matches no more,
/// so it is revoked when the instance stops. It is never returned by the API; the runtime puts
/// it into the instance's sessions (GPUDESK_INSTANCE_TOKEN).
namespace InstanceTokens {

inline constexpr char kPrefix[] = "gdi_";
inline constexpr char kScope[] = "instance_self";

QString tokenFor(Database &db, qint64 instanceId, qint64 boot);
/// The instance a token says it is of; 0 when it is no instance token.
qint64 instanceOf(const QByteArray &token);
/// Whether `token` is the one of that instance's boot (compared in constant time).
bool matches(Database &db, const QByteArray &token, qint64 instanceId, qint64 boot);

} // namespace InstanceTokens

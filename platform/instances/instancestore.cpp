#include "platform/instances/instancestore.h"

#include "common/rfc3339.h"
#include "common/slug.h"
#include "platform/http/jsontime.h"
#include "platform/runtime/disks.h"
#include "platform/runtime/portrelays.h"
#include "platform/runtime/sshruntime.h"
#include "platform/runtime/startupscripts.h"
#include "platform/store/database.h"

#include <QJsonDocument>
#include <QRegularExpression>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace {

#define INSTANCE_COLUMNS                                                                                               \
    "id, account_id, wallet_id, name, slug, state, state_reason, state_since, mode, region, gpu_type, gpu_count, "     \
    "image, billing_mode, package_expires_at, system_disk_gb, data_disk_gb, volume_id, ports, created_at, "            \
    "started_at, stop_at, boot_hang, boot_base_cents, seg_kind, seg_start, seg_rate_cents, seg_settled_to, "           \
    "seg_settled_cents, home_used_bytes, data_used_bytes, released_at, ssh_port, host_key_fingerprint, "               \
    "public_ports, refuse_keys, sshd_down, boot_started_at, ready_at, startup_script, startup_boot, "                  \
    "startup_exit_code, startup_finished_at, stop_reason, seg_line_from"

constexpr const char *kById = "SELECT " INSTANCE_COLUMNS " FROM instances WHERE id = ?";
constexpr const char *kLive
    = "SELECT " INSTANCE_COLUMNS " FROM instances WHERE wallet_id = ? AND released_at IS NULL ORDER BY id";
constexpr const char *kList = "SELECT " INSTANCE_COLUMNS " FROM instances WHERE wallet_id = ? AND (? = 0 OR "
                              "account_id = ?) AND (? OR released_at IS NULL) ORDER BY id";
#undef INSTANCE_COLUMNS

std::optional<qint64> optionalInt(const Database::Statement &q, int column)
{
    return q.isNull(column) ? std::nullopt : std::optional<qint64>(q.integer(column));
}

QVariant nullable(const std::optional<qint64> &v)
{
    return v ? QVariant(*v) : QVariant(QMetaType(QMetaType::LongLong));
}

QVariant nullable(const std::optional<QString> &v)
{
    return v ? QVariant(*v) : QVariant(QMetaType(QMetaType::QString));
}

Instance fromRow(const Database::Statement &q)
{
    Instance i;
    int c = 0;
    i.id = q.integer(c++);
    i.accountId = q.integer(c++);
    i.walletId = q.integer(c++);
    i.name = q.text(c++);
    i.slug = q.text(c++);
    // The database holds only what this code wrote; a value it does not know would be a damaged row.
    i.state = Lifecycle::parseState(q.text(c++)).value_or(InstanceState::Failed);
    i.stateReason = Lifecycle::parseReason(q.text(c++)).value_or(StateReason::RuntimeError);
    i.stateSince = q.integer(c++);
    i.mode = Lifecycle::parseMode(q.text(c++)).value_or(InstanceMode::Gpu);
    i.region = q.text(c++);
    i.gpuType = q.text(c++);
    i.gpuCount = int(q.integer(c++));
    i.image = q.text(c++);
    i.billingMode = q.text(c++);
    i.packageExpiresAt = optionalInt(q, c++);
    i.systemDiskGb = int(q.integer(c++));
    i.dataDiskGb = int(q.integer(c++));
    i.volumeId = optionalInt(q, c++);
    // Most instances relay no ports: "[]" and "{}" need no JSON parser.
    if (const QByteArray ports = q.bytes(c++); ports != "[]") {
        for (const QJsonValue &port : QJsonDocument::fromJson(ports).array())
            i.ports << port.toInt();
    }
    i.createdAt = q.integer(c++);
    i.startedAt = optionalInt(q, c++);
    i.stopAt = optionalInt(q, c++);
    i.bootHang = q.integer(c++) != 0;
    i.bootBase = Money::fromCents(q.integer(c++));
    i.segmentKind = Lifecycle::parseMeterKind(q.text(c++)).value_or(MeterKind::None);
    i.segment.start = q.integer(c++);
    i.segment.rate = Money::fromCents(q.integer(c++));
    i.segment.settledTo = q.integer(c++);
    i.segment.settled = Money::fromCents(q.integer(c++));
    i.segment.period = i.segmentKind == MeterKind::Storage ? 86400 : 3600;
    i.homeUsedBytes = q.integer(c++);
    i.dataUsedBytes = q.integer(c++);
    i.releasedAt = optionalInt(q, c++);
    if (const auto port = optionalInt(q, c++))
        i.sshPort = int(*port);
    i.hostKeyFingerprint = q.text(c++);
    if (const QByteArray relayed = q.bytes(c++); relayed != "{}") {
        const QJsonObject relays = QJsonDocument::fromJson(relayed).object();
        for (auto it = relays.begin(); it != relays.end(); ++it)
            i.publicPorts.insert(it.key().toInt(), it.value().toInt());
    }
    i.refuseKeys = q.integer(c++) != 0;
    i.sshdDown = q.integer(c++) != 0;
    i.bootStartedAt = optionalInt(q, c++);
    i.readyAt = optionalInt(q, c++);
    if (!q.isNull(c))
        i.startupScript = q.text(c);
    ++c;
    const auto boot = optionalInt(q, c++);
    const auto exitCode = optionalInt(q, c++);
    const auto finishedAt = optionalInt(q, c++);
    if (boot)
        i.startupStatus
            = Instance::StartupStatus{int(*boot), exitCode ? std::optional(int(*exitCode)) : std::nullopt, finishedAt};
    if (const auto reason = Lifecycle::parseReason(q.text(c++)))
        i.stopReason = *reason;
    i.segment.lineFrom = optionalInt(q, c++).value_or(i.segment.settledTo);
    return i;
}

} // namespace

InstanceStore::InstanceStore(Database &db, const Disks &disks)
    : m_db(db)
    , m_disks(disks)
{ }

std::optional<Instance> InstanceStore::byId(qint64 id) const
{
    Database::Statement &q = m_db.statement(kById);
    if (!q.bind(id).next())
        return std::nullopt;
    Instance i = fromRow(q);
    q.next(); // to its end: the read ends here
    return i;
}

QList<Instance> InstanceStore::live(qint64 walletId) const
{
    Database::Statement &q = m_db.statement(kLive);
    q.bind(walletId);
    QList<Instance> list;
    while (q.next())
        list << fromRow(q);
    return list;
}

QByteArray InstanceStore::listJson(qint64 walletId, qint64 accountId, bool includeReleased) const
{
    Database::Statement &q = m_db.statement(kList);
    q.bind(walletId).bind(accountId).bind(accountId).bind(qint64(includeReleased ? 1 : 0));
    QByteArray items = "[";
    while (q.next()) {
        // The row decides the object (paths and the login user are fixed for the store's life), so
        // the same row gives the same bytes; only instances that changed are made again.
        const QByteArray json = m_serialized.get(q.integer(0), q.rowBytes(), [&] {
            return QJsonDocument(toJson(fromRow(q))).toJson(QJsonDocument::Compact);
        });
        if (items.size() > 1)
            items += ',';
        items += json;
    }
    return items + ']';
}

QList<qint64> InstanceStore::walletsWithLiveInstances() const
{
    QSqlQuery &q = m_db.exec(u"SELECT DISTINCT wallet_id FROM instances WHERE released_at IS NULL"_s);
    QList<qint64> wallets;
    while (q.next())
        wallets << q.value(0).toLongLong();
    return wallets;
}

void InstanceStore::insert(Instance &i)
{
    QJsonArray ports;
    for (int p : i.ports)
        ports.append(p);
    m_db.exec(
        u"INSERT INTO instances (account_id, wallet_id, name, slug, state, state_reason, state_since, mode, "
        "region, gpu_type, gpu_count, image, billing_mode, package_expires_at, system_disk_gb, data_disk_gb, "
        "volume_id, ports, created_at, startup_script) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, "
        "?, ?, ?)"_s,
        {i.accountId,
         i.walletId,
         i.name,
         i.slug,
         Lifecycle::wire(i.state),
         Lifecycle::wire(i.stateReason),
         i.stateSince,
         Lifecycle::wire(i.mode),
         i.region,
         i.gpuType,
         i.gpuCount,
         i.image,
         i.billingMode,
         nullable(i.packageExpiresAt),
         i.systemDiskGb,
         i.dataDiskGb,
         nullable(i.volumeId),
         QJsonDocument(ports).toJson(QJsonDocument::Compact),
         i.createdAt,
         nullable(i.startupScript)});
    i.id = m_db.scalar(u"SELECT last_insert_rowid()"_s).toLongLong();
    bump(i.walletId);
}

void InstanceStore::save(const Instance &i)
{
    QJsonObject relays;
    for (auto it = i.publicPorts.begin(); it != i.publicPorts.end(); ++it)
        relays.insert(QString::number(it.key()), it.value());
    m_db.exec(u"UPDATE instances SET name = ?, state = ?, state_reason = ?, state_since = ?, mode = ?, "
              "gpu_type = ?, gpu_count = ?, package_expires_at = ?, started_at = ?, stop_at = ?, boot_hang = ?, "
              "boot_base_cents = ?, seg_kind = ?, "
              "seg_start = ?, seg_rate_cents = ?, seg_settled_to = ?, seg_settled_cents = ?, released_at = ?, "
              "volume_id = ?, ssh_port = ?, host_key_fingerprint = ?, "
              "public_ports = ?, refuse_keys = ?, sshd_down = ?, boot_started_at = ?, ready_at = ?, "
              "startup_script = ?, stop_reason = ?, seg_line_from = ? WHERE id = ?"_s,
              {i.name,
               Lifecycle::wire(i.state),
               Lifecycle::wire(i.stateReason),
               i.stateSince,
               Lifecycle::wire(i.mode),
               i.gpuType,
               i.gpuCount,
               nullable(i.packageExpiresAt),
               nullable(i.startedAt),
               nullable(i.stopAt),
               i.bootHang ? 1 : 0,
               i.bootBase.cents(),
               i.segmentKind == MeterKind::None ? QVariant(QMetaType(QMetaType::QString))
                                                : QVariant(Lifecycle::wire(i.segmentKind)),
               i.segment.start,
               i.segment.rate.cents(),
               i.segment.settledTo,
               i.segment.settled.cents(),
               nullable(i.releasedAt),
               nullable(i.volumeId),
               i.sshPort ? QVariant(*i.sshPort) : QVariant(QMetaType(QMetaType::Int)),
               i.hostKeyFingerprint,
               QJsonDocument(relays).toJson(QJsonDocument::Compact),
               i.refuseKeys ? 1 : 0,
               i.sshdDown ? 1 : 0,
               nullable(i.bootStartedAt),
               nullable(i.readyAt),
               nullable(i.startupScript),
               i.stopAt && i.stopReason != StateReason::Scheduled ? QVariant(Lifecycle::wire(i.stopReason))
                                                                  : QVariant(QMetaType(QMetaType::QString)),
               i.segment.lineFrom,
               i.id});
    bump(i.walletId);
}

void InstanceStore::saveRuntime(const Instance &i)
{
    QJsonObject relays;
    for (auto it = i.publicPorts.begin(); it != i.publicPorts.end(); ++it)
        relays.insert(QString::number(it.key()), it.value());
    m_db.exec(u"UPDATE instances SET ssh_port = ?, host_key_fingerprint = ?, public_ports = ?, ready_at = ? "
              "WHERE id = ?"_s,
              {i.sshPort ? QVariant(*i.sshPort) : QVariant(QMetaType(QMetaType::Int)), i.hostKeyFingerprint,
               QJsonDocument(relays).toJson(QJsonDocument::Compact), nullable(i.readyAt), i.id});
    bump(i.walletId);
}

void InstanceStore::saveStartupStatus(const Instance &i)
{
    const auto &status = i.startupStatus;
    m_db.exec(u"UPDATE instances SET startup_boot = ?, startup_exit_code = ?, startup_finished_at = ? WHERE id = ?"_s,
              {status ? QVariant(status->boot) : QVariant(QMetaType(QMetaType::Int)),
               status && status->exitCode ? QVariant(*status->exitCode) : QVariant(QMetaType(QMetaType::Int)),
               nullable(status ? status->finishedAt : std::nullopt), i.id});
    bump(i.walletId);
}

int InstanceStore::bootNumber(qint64 instanceId) const
{
    // Every boot enters starting once, and says so in an event.
    return m_db
        .scalar(u"SELECT COUNT(*) FROM instance_events WHERE instance_id = ? AND to_state = ? AND "
                "(from_state IS NULL OR from_state != ?)"_s,
                {instanceId, Lifecycle::wire(InstanceState::Starting), Lifecycle::wire(InstanceState::Starting)})
        .toInt();
}

void InstanceStore::saveUsage(const Instance &i, qint64 homeBytes, qint64 dataBytes)
{
    m_db.exec(u"UPDATE instances SET home_used_bytes = ?, data_used_bytes = ? WHERE id = ?"_s,
              {homeBytes, dataBytes, i.id});
    bump(i.walletId);
}

void InstanceStore::addEvent(qint64 instanceId, qint64 at, std::optional<InstanceState> from, InstanceState to,
                             StateReason reason, const QString &message)
{
    m_db.exec(u"INSERT INTO instance_events (instance_id, at, from_state, to_state, reason, message) "
              "VALUES (?, ?, ?, ?, ?, ?)"_s,
              {instanceId, at, from ? QVariant(Lifecycle::wire(*from)) : QVariant(QMetaType(QMetaType::QString)),
               Lifecycle::wire(to), Lifecycle::wire(reason), message});
}

QJsonArray InstanceStore::events(qint64 instanceId) const
{
    QSqlQuery &q = m_db.exec(
        u"SELECT at, from_state, to_state, reason, message FROM instance_events WHERE instance_id = ? ORDER BY id"_s,
        {instanceId});
    QJsonArray items;
    while (q.next())
        items.append(QJsonObject{{u"at"_s, Rfc3339::formatSeconds(q.value(0).toLongLong())},
                                 {u"from"_s, q.value(1).isNull() ? QJsonValue() : QJsonValue(q.value(1).toString())},
                                 {u"to"_s, q.value(2).toString()},
                                 {u"reason"_s, q.value(3).toString()},
                                 {u"message"_s, q.value(4).toString()}});
    return items;
}

QString InstanceStore::uniqueSlug(const QString &name) const
{
    const QString base = Slug::of(name, u"instance"_s);
    QString slug = base;
    for (int n = 2; m_db.scalar(u"SELECT 1 FROM instances WHERE slug = ?"_s, {slug}).isValid(); ++n)
        slug = base + u'-' + QString::number(n);
    return slug;
}

int InstanceStore::gpusHeld(const QString &region, const QString &gpuType, qint64 now) const
{
    // Other wallets are brought forward lazily: a stop that has completed in platform time has
    // given its cards back even if its row still says stopping.
    static const QString sql
        = u"SELECT COALESCE(SUM(gpu_count), 0) FROM instances WHERE region = ? AND "
          "gpu_type = ? AND mode = ? AND state IN %1 AND (state <> ? OR state_since + ? > ?)"_s.arg(
              Lifecycle::sqlStates(&Lifecycle::holdsCards));
    return m_db
        .scalar(sql,
                {region, gpuType, Lifecycle::wire(InstanceMode::Gpu), Lifecycle::wire(InstanceState::Stopping),
                 kStopSeconds, now})
        .toInt();
}

std::optional<int> InstanceStore::portTaken(const QList<int> &ports, qint64 exceptId) const
{
    if (ports.isEmpty())
        return std::nullopt;
    // Relays of every account lead to the same 127.0.0.2, so a port is one instance's at a time.
    static const QString sql = u"SELECT ports FROM instances WHERE id != ? AND ports != '[]' AND state IN %1"_s.arg(
        Lifecycle::sqlStates(&Lifecycle::holdsPorts));
    QSqlQuery &q = m_db.exec(sql, {exceptId});
    std::optional<int> taken;
    while (q.next() && !taken) {
        for (const QJsonValue &port : QJsonDocument::fromJson(q.value(0).toByteArray()).array()) {
            if (ports.contains(port.toInt()))
                taken = port.toInt();
        }
    }
    q.finish();
    return taken;
}

int InstanceStore::liveCount(qint64 walletId) const
{
    return m_db.scalar(u"SELECT COUNT(*) FROM instances WHERE wallet_id = ? AND released_at IS NULL"_s, {walletId})
        .toInt();
}

QJsonObject InstanceStore::toJson(const Instance &i) const
{
    QJsonObject meter{
        {u"since"_s, Rfc3339::formatSeconds(i.segmentKind == MeterKind::None ? i.stateSince : i.segment.start)},
        {u"base_cents"_s, i.bootBase.cents()}};
    if (i.segment.period == 86400 && i.segmentKind != MeterKind::None) {
        // Storage is priced per GB-day: the exact figure uses the daily rate; the hourly one is
        // for display.
        meter.insert(u"rate_cents_per_day"_s, i.segment.rate.cents());
        meter.insert(u"rate_cents_per_hour"_s, i.segment.rate.cents() / 24);
    } else {
        meter.insert(u"rate_cents_per_hour"_s, i.segmentKind == MeterKind::None ? 0 : i.segment.rate.cents());
    }
    meter.insert(u"kind"_s,
                 i.segmentKind == MeterKind::None ? QJsonValue() : QJsonValue(Lifecycle::wire(i.segmentKind)));
    QJsonArray ports;
    for (int p : i.ports)
        ports.append(QJsonObject{{u"port"_s, p},
                                 {u"public_url"_s,
                                  i.state == InstanceState::Running && i.publicPorts.contains(p)
                                      ? QJsonValue(PortRelays::publicUrl(i.publicPorts.value(p)))
                                      : QJsonValue()}});
    const bool released = i.releasedAt.has_value();
    return QJsonObject{
        {u"id"_s, QString::number(i.id)},
        {u"name"_s, i.name},
        {u"slug"_s, i.slug},
        {u"state"_s, Lifecycle::wire(i.state)},
        {u"state_reason"_s, Lifecycle::wire(i.stateReason)},
        {u"mode"_s, Lifecycle::wire(i.mode)},
        {u"region"_s, i.region},
        {u"gpu_type"_s, i.gpuType},
        {u"gpu_count"_s, i.gpuCount},
        {u"image"_s, i.image},
        {u"billing_mode"_s, i.billingMode},
        {u"package_expires_at"_s, timeOrNull(i.packageExpiresAt)},
        {u"meter"_s, meter},
        {u"ssh"_s,
         i.state == InstanceState::Running && i.sshPort
             ? QJsonValue(QJsonObject{{u"host"_s, u"127.0.0.1"_s},
                                      {u"port"_s, *i.sshPort},
                                      {u"user"_s, SshRuntime::loginUser()},
                                      {u"host_key_fingerprint"_s, i.hostKeyFingerprint}})
             : QJsonValue()},
        {u"system_disk_gb"_s, i.systemDiskGb},
        {u"home_path"_s, released ? QJsonValue() : QJsonValue(m_disks.homePath(i.id))},
        {u"home_used_bytes"_s, i.homeUsedBytes},
        {u"data_disk"_s,
         i.dataDiskGb == 0 && !i.volumeId
             ? QJsonValue()
             : QJsonValue(QJsonObject{
                 {u"size_gb"_s, i.dataDiskGb},
                 {u"mount_path"_s,
                  released && !i.volumeId
                      ? QJsonValue()
                      : QJsonValue(i.volumeId ? m_disks.volumePath(*i.volumeId) : m_disks.instanceDataPath(i.id))},
                 {u"volume_id"_s, i.volumeId ? QJsonValue(QString::number(*i.volumeId)) : QJsonValue()},
                 {u"used_bytes"_s, i.dataUsedBytes}})},
        {u"ports"_s, ports},
        {u"created_at"_s, Rfc3339::formatSeconds(i.createdAt)},
        {u"started_at"_s, timeOrNull(i.startedAt)},
        {u"stop_at"_s, timeOrNull(i.stopAt)},
        {u"stop_reason"_s, i.stopAt ? QJsonValue(Lifecycle::wire(i.stopReason)) : QJsonValue()},
        {u"released_at"_s, timeOrNull(i.releasedAt)},
        {u"startup_script"_s, i.startupScript ? QJsonValue(*i.startupScript) : QJsonValue()},
        {u"startup_script_status"_s,
         i.startupStatus ? QJsonValue(QJsonObject{
             {u"boot"_s, i.startupStatus->boot},
             {u"exit_code"_s, i.startupStatus->exitCode ? QJsonValue(*i.startupStatus->exitCode) : QJsonValue()},
             {u"finished_at"_s, timeOrNull(i.startupStatus->finishedAt)},
             {u"log_path"_s, StartupScripts::logPath(m_disks.homePath(i.id))}})
                         : QJsonValue()},
    };
}

quint64 InstanceStore::listVersion(qint64 walletId) const
{
    const std::lock_guard lock(m_versionsLock);
    return m_versions.value(walletId);
}

void InstanceStore::bump(qint64 walletId)
{
    const std::lock_guard lock(m_versionsLock);
    ++m_versions[walletId];
}

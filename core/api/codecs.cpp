#include "core/api/codecs.h"

#include "core/api/codecfields.h"

#include "common/rfc3339.h"
#include "core/model/account.h"
#include "core/model/billing.h"
#include "core/model/catalog.h"
#include "core/model/credentials.h"
#include "core/model/health.h"
#include "core/model/instance.h"
#include "core/model/vocabulary.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>

#include <type_traits>

using namespace Qt::StringLiterals;

namespace Codecs {
namespace detail {

// --- the contract, type by type (docs/platform-api.yaml, components/schemas) ---

template <typename V> void fields(V &v, PlatformHealth &h)
{
    v("status", h.status);
    v("server_time", h.serverTime);
    v("time_scale", h.timeScale);
    v("billing_timezone", h.billingTimezone);
    v("currency", h.currencyCode);
    v("minor_unit_exponent", h.minorUnitExponent);
}

template <typename V> void fields(V &v, SpendLimits &l)
{
    v("daily_cents", l.dailyCents);
    v("per_boot_cents", l.perBootCents);
}

template <typename V> void fields(V &v, Verification &x)
{
    v("status", x.status);
    v("level", x.level);
    v("reason", x.reason);
}

template <typename V> void fields(V &v, Quotas &q)
{
    v("max_instances", q.maxInstances);
    v("max_boot_hours", q.maxBootHours);
    v("gpu_types", q.gpuTypes);
}

template <typename V> void fields(V &v, Account &a)
{
    v("id", a.id);
    v("phone", a.phone);
    v("email", a.email);
    v("name", a.name);
    v("owner_id", a.ownerId);
    v("created_at", a.createdAt);
    v("two_factor_enabled", a.twoFactorEnabled);
    v("spend_limits", a.spendLimits);
    v("verification", a.verification);
    v("quotas", a.quotas);
}

template <typename V> void fields(V &v, LoginSession &s)
{
    v("token", s.token);
    v("expires_at", s.expiresAt);
    v("account", s.account);
}

template <typename V> void fields(V &v, LoginRecord &r)
{
    v("at", r.at);
    v("success", r.success);
    v("reason", r.reason);
    v("client_address", r.clientAddress);
    v("user_agent", r.userAgent);
}

template <typename V> void fields(V &v, TotpEnrolment &e)
{
    v("secret", e.secret);
    v("otpauth_uri", e.otpauthUri);
}

template <typename V> void fields(V &v, ApiToken &t)
{
    v("id", t.id);
    v("name", t.name);
    v("scopes", t.scopes);
    v("created_at", t.createdAt);
    v("expires_at", t.expiresAt);
    v("expired", t.expired);
    v("last_used_at", t.lastUsedAt);
}

template <typename V> void fields(V &v, ApiTokenCreated &t)
{
    v("id", t.id);
    v("name", t.name);
    v("token", t.token);
    v("scopes", t.scopes);
    v("created_at", t.createdAt);
    v("expires_at", t.expiresAt);
}

template <typename V> void fields(V &v, SshKey &k)
{
    v("id", k.id);
    v("name", k.name);
    v("public_key", k.publicKey);
    v("fingerprint", k.fingerprint);
    v("created_at", k.createdAt);
    v("account_id", k.accountId);
}

template <typename V> void fields(V &v, SshKeyCreated &k)
{
    v("id", k.id);
    v("name", k.name);
    v("fingerprint", k.fingerprint);
    v("type", k.type);
    v("bits", k.bits);
    v("created_at", k.createdAt);
}

template <typename V> void fields(V &v, Region &r)
{
    v("id", r.id);
    v("name", r.name);
    v("location", r.location);
}

template <typename V> void fields(V &v, GpuType &g)
{
    v("id", g.id);
    v("name", g.name);
    v("vram_gb", g.vramGb);
    v("bandwidth_gbps", g.bandwidthGbps);
    v("fp16_tflops", g.fp16Tflops);
    v("price_cents_per_hour", g.pricePerHour);
    v("unverified_allowed", g.unverifiedAllowed);
    v("compute_capability", g.computeCapability);
}

template <typename V> void fields(V &v, Stock &s)
{
    v("region", s.region);
    v("gpu_type", s.gpuType);
    v("available", s.available);
    v("capacity", s.capacity);
}

template <typename V> void fields(V &v, StockAlert &a)
{
    v("id", a.id);
    v("gpu_type", a.gpuType);
    v("region", a.region);
    v("count", a.count);
    v("created_at", a.createdAt);
    v("expires_at", a.expiresAt);
}

template <typename V> void fields(V &v, Image::Custom &c)
{
    v("size_bytes", c.sizeBytes);
    v("created_at", c.createdAt);
    v("source_instance_id", c.sourceInstanceId);
    v("data_disk_included", c.dataDiskIncluded);
    v("note", c.note);
}

template <typename V> void fields(V &v, Image &i)
{
    v("id", i.id);
    v("name", i.name);
    v("kind", i.kind);
    v("framework", i.framework);
    v("framework_version", i.frameworkVersion);
    v("cuda", i.cuda);
    v("python", i.python);
    v("size_gb", i.sizeGb);
    v("min_cuda_capability", i.minCudaCapability);
    v("max_cuda_capability", i.maxCudaCapability);
    v.inlined("source_instance_id", i.custom);
}

template <typename V> void fields(V &v, StoragePrices &p)
{
    v("system", p.system);
    v("data", p.data);
    v("image", p.image);
}

template <typename V> void fields(V &v, Pricing &p)
{
    v("package_daily_discount", p.packageDailyDiscount);
    v("package_weekly_discount", p.packageWeeklyDiscount);
    v("no_gpu_cents_per_hour", p.noGpuPerHour);
    v("storage_cents_per_gb_day", p.storagePerGbDay);
    v("system_disk_free_gb", p.systemDiskFreeGb);
}

template <typename V> void fields(V &v, Meter &m)
{
    v("since", m.since);
    v("base_cents", m.base);
    v("rate_cents_per_hour", m.ratePerHour);
    v("rate_cents_per_day", m.ratePerDay);
    v("kind", m.kind);
}

template <typename V> void fields(V &v, SshEndpoint &e)
{
    v("host", e.host);
    v("port", e.port);
    v("user", e.user);
    v("host_key_fingerprint", e.hostKeyFingerprint);
}

template <typename V> void fields(V &v, DataDisk &d)
{
    v("size_gb", d.sizeGb);
    v("mount_path", d.mountPath);
    v("volume_id", d.volumeId);
    v("device", d.device);
    v("used_bytes", d.usedBytes);
}

template <typename V> void fields(V &v, ServicePort &p)
{
    v("port", p.port);
    v("public_url", p.publicUrl);
}

template <typename V> void fields(V &v, StartupScriptStatus &s)
{
    v("boot", s.boot);
    v("exit_code", s.exitCode);
    v("finished_at", s.finishedAt);
    v("log_path", s.logPath);
}

template <typename V> void fields(V &v, Instance &i)
{
    v("id", i.id);
    v("name", i.name);
    v("slug", i.slug);
    v("state", i.state);
    v("state_reason", i.stateReason);
    v("mode", i.mode);
    v("region", i.region);
    v("gpu_type", i.gpuType);
    v("gpu_count", i.gpuCount);
    v("image", i.image);
    v("billing_mode", i.billingMode);
    v("package_expires_at", i.packageExpiresAt);
    v("meter", i.meter);
    v("ssh", i.ssh);
    v("system_disk_gb", i.systemDiskGb);
    v("home_path", i.homePath);
    v("home_used_bytes", i.homeUsedBytes);
    v("data_disk", i.dataDisk);
    v("ports", i.ports);
    v("created_at", i.createdAt);
    v("started_at", i.startedAt);
    v("stop_at", i.stopAt);
    v("stop_reason", i.stopReason);
    v("released_at", i.releasedAt);
    v("startup_script", i.startupScript);
    v("startup_script_status", i.startupScriptStatus);
}

template <typename V> void fields(V &v, InstanceEvent &e)
{
    v("at", e.at);
    v("from", e.from);
    v("to", e.to);
    v("reason", e.reason);
    v("message", e.message);
}

template <typename V> void fields(V &v, InstanceSpec &s)
{
    v("name", s.name);
    v("region", s.region);
    v("gpu_type", s.gpuType);
    v("gpu_count", s.gpuCount);
    v("image", s.image);
    v("billing_mode", s.billingMode);
    v("system_disk_gb", s.systemDiskGb);
    v("data_disk_gb", s.dataDiskGb);
    v("data_volume_id", s.dataVolumeId);
    v("ports", s.ports);
    v("start_mode", s.startMode);
    v("startup_script", s.startupScript);
}

template <typename V> void fields(V &v, Volume &x)
{
    v("id", x.id);
    v("name", x.name);
    v("region", x.region);
    v("size_gb", x.sizeGb);
    v("created_at", x.createdAt);
    v("instance_id", x.instanceId);
    v("mount_path", x.mountPath);
    v("used_bytes", x.usedBytes);
    v("machine_id", x.machineId);
    v("price_per_day_cents", x.pricePerDay);
}

template <typename V> void fields(V &v, Team::Member &m)
{
    v("account_id", m.accountId);
    v("member_id", m.memberId);
    v("name", m.name);
    v("status", m.status);
    v("given_cents", m.given);
    v("left_cents", m.left);
    v("invited_at", m.invitedAt);
}

template <typename V> void fields(V &v, Team &t)
{
    v("id", t.id);
    v("name", t.name);
    v("description", t.description);
    v("members", t.members);
}

template <typename V> void fields(V &v, Voucher &x)
{
    v("id", x.id);
    v("remaining_cents", x.remaining);
    v("expires_at", x.expiresAt);
    v("gpu_types", x.gpuTypes);
}

template <typename V> void fields(V &v, Billing &b)
{
    v("balance_cents", b.balance);
    v("rate_cents_per_hour", b.ratePerHour);
    v("spent_today_cents", b.spentToday);
    v("spend_limits", b.spendLimits);
    v("vouchers", b.vouchers);
    v("recharge_url", b.rechargeUrl);
}

template <typename V> void fields(V &v, LedgerLine &l)
{
    v("id", l.id);
    v("instance_id", l.instanceId);
    v("kind", l.kind);
    v("amount_cents", l.amount);
    v("period_start", l.periodStart);
    v("period_end", l.periodEnd);
    v("volume_id", l.volumeId);
    v("image_id", l.imageId);
    v("gpu_type", l.gpuType);
    v("gpu_count", l.gpuCount);
}

template <typename V> void fields(V &v, LedgerPage &p)
{
    v("items", p.items);
    v("next_cursor", p.nextCursor);
    v("total_cents", p.total);
}

template <typename V> void fields(V &v, UsageItem &u)
{
    v("bucket_start", u.bucketStart);
    v("key", u.key);
    v("amount_cents", u.amount);
    v("seconds", u.seconds);
}

template <typename V> void fields(V &v, Usage &u)
{
    v("items", u.items);
    v("bucket", u.bucket);
    v("group", u.group);
    v("from", u.from);
    v("to", u.to);
    v("billing_timezone", u.billingTimezone);
}

/// Range checks the types cannot express.
bool valid(const PlatformHealth &h, ApiError *error)
{
    // 0 is a frozen clock (a sandbox moved by hand); a negative one would run time backwards.
    if (!(h.timeScale >= 0)) {
        *error = ApiError::decode(u"field 'time_scale' must be 0 or above"_s);
        return false;
    }
    if (!Currency::of(h.currencyCode, h.minorUnitExponent)) {
        *error = ApiError::decode(u"fields 'currency' and 'minor_unit_exponent' must be an ISO 4217 code and 0 to 9"_s);
        return false;
    }
    return true;
}
} // namespace detail

ApiResult<QJsonObject> parseObject(const QByteArray &body)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(body, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return ApiError::decode(u"not JSON (%1 at byte %2)"_s.arg(parseError.errorString()).arg(parseError.offset));
    if (!doc.isObject())
        return ApiError::decode(u"expected a JSON object"_s);
    return doc.object();
}

GPUDESK_CODEC(PlatformHealth)
GPUDESK_CODEC(Account)
GPUDESK_CODEC(LoginSession)
GPUDESK_CODEC(LoginRecord)
GPUDESK_CODEC(TotpEnrolment)
GPUDESK_CODEC(ApiToken)
GPUDESK_CODEC(ApiTokenCreated)
GPUDESK_CODEC(SshKey)
GPUDESK_CODEC(SshKeyCreated)
GPUDESK_CODEC(Region)
GPUDESK_CODEC(GpuType)
GPUDESK_CODEC(Stock)
GPUDESK_CODEC(StockAlert)
GPUDESK_CODEC(Image)
GPUDESK_CODEC(Pricing)
GPUDESK_CODEC(Instance)
GPUDESK_CODEC(InstanceEvent)
GPUDESK_CODEC(InstanceSpec)
GPUDESK_CODEC(Volume)
GPUDESK_CODEC(Voucher)
GPUDESK_CODEC(Team)
GPUDESK_CODEC(Billing)
GPUDESK_CODEC(LedgerLine)
GPUDESK_CODEC(LedgerPage)
GPUDESK_CODEC(UsageItem)
GPUDESK_CODEC(Usage)

ApiError decodeError(int httpStatus, const QByteArray &body)
{
    ApiError e;
    e.kind = ApiError::Kind::Http;
    e.httpStatus = httpStatus;
    const QJsonObject error = QJsonDocument::fromJson(body).object().value(u"error"_s).toObject();
    e.code = error.value(u"code"_s).toString();
    e.message = error.value(u"message"_s).toString();
    e.details = error.value(u"details"_s).toObject();
    if (e.code.isEmpty()) {
        // Not the contract's error shape (a proxy's HTML page, say): keep the status as the code.
        e.code = httpStatus >= 500 ? u"server_error"_s : u"http_error"_s;
        e.message = QString::fromUtf8(body.left(200)).simplified();
    }
    return e;
}

} // namespace Codecs

#include "core/api/vast/vastcodecs.h"

#include "common/rfc3339.h"
#include "common/sshpublickey.h"
#include "core/api/usdollars.h"

#include <QHash>
#include <QJsonDocument>
#include <QSet>
#include <QTimeZone>
#include <QUrl>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace VastCodecs {

namespace {

double dollars(const Money &money)
{
    return double(money.cents()) / 1e6;
}

/// Vast's ids are integers; a text one is taken as it is.
QString idOf(const QJsonValue &v)
{
    if (v.isDouble())
        return QString::number(qint64(v.toDouble()));
    return v.toString();
}

/// "RTX 4090" is filtered as "RTX_4090".
QString cardId(const QString &name)
{
    return QString(name).replace(u' ', u'_');
}

std::optional<QDateTime> epoch(const QJsonValue &v)
{
    if (!v.isDouble() || v.toDouble() <= 0)
        return std::nullopt;
    return QDateTime::fromMSecsSinceEpoch(qint64(v.toDouble() * 1000), QTimeZone::utc());
}

/// "Oslo, NO" → "NO"; nothing where the text ends otherwise.
QString countryOf(const QString &geolocation)
{
    const QString code = geolocation.section(u',', -1).trimmed();
    return code.size() == 2 && code.toUpper() == code ? code : QString();
}

ApiResult<Offer> offer(const QJsonObject &json)
{
    const QJsonValue id = json.contains(u"ask_contract_id"_s) ? json.value(u"ask_contract_id"_s) : json.value(u"id"_s);
    if (idOf(id).isEmpty())
        return ApiError::decode(u"an offer has no 'id'"_s);
    Offer o;
    o.id = idOf(id);
    o.machineId = idOf(json.value(u"machine_id"_s));
    o.gpuName = json.value(u"gpu_name"_s).toString();
    o.gpuType = cardId(o.gpuName);
    o.gpuCount = json.value(u"num_gpus"_s).toInt();
    o.gpuMemoryGb = int(std::lround(json.value(u"gpu_ram"_s).toDouble() / 1024)); // MB in the REST API
    o.pricePerHour = UsDollars::fromJson(json.value(u"dph_total"_s));
    if (const double bid = json.value(u"min_bid"_s).toDouble(); bid > 0)
        o.minBidPerHour = UsDollars::fromJson(bid);
    o.storagePerGbMonth = UsDollars::fromJson(json.value(u"storage_cost"_s));
    // Per TB where the offer says so, else from its per-GB price.
    const auto perTb = [&](const QString &tb, const QString &gb) -> std::optional<Money> {
        if (json.value(tb).isDouble())
            return UsDollars::fromJson(json.value(tb));
        if (json.value(gb).isDouble())
            return UsDollars::fromJson(json.value(gb).toDouble() * 1000);
        return std::nullopt;
    };
    o.downloadPerTb = perTb(u"internet_down_cost_per_tb"_s, u"inet_down_cost"_s);
    o.uploadPerTb = perTb(u"internet_up_cost_per_tb"_s, u"inet_up_cost"_s);
    o.reliability
        = (json.value(u"reliability2"_s).isDouble() ? json.value(u"reliability2"_s) : json.value(u"reliability"_s))
              .toDouble();
    o.dlperf = json.value(u"dlperf"_s).toDouble();
    o.downloadMbps = json.value(u"inet_down"_s).toDouble();
    o.uploadMbps = json.value(u"inet_up"_s).toDouble();
    o.cudaMax = json.value(u"cuda_max_good"_s).toDouble();
    o.diskGb = json.value(u"disk_space"_s).toDouble();
    o.directPorts = json.value(u"direct_port_count"_s).toInt();
    o.location = json.value(u"geolocation"_s).toString();
    o.countryCode = countryOf(o.location);
    o.verified = json.value(u"verification"_s).toString() == u"verified"_s || json.value(u"verified"_s).toBool();
    // The document filters by `datacenter` but its offers carry only hosting_type, whose codes it
    // does not define: 1 and above is a datacenter's (as Vast's own client reads it).
    o.datacenter = json.contains(u"datacenter"_s) ? json.value(u"datacenter"_s).toBool()
                                                  : json.value(u"hosting_type"_s).toInt() >= 1;
    return o;
}

/// actual_status (what the machine reports) against intended_status (what the user asked for).
WireEnum<InstanceState> stateOf(const QJsonObject &json)
{
    const QString actual = json.value(u"actual_status"_s).toString();
    const bool meantToRun = json.value(u"intended_status"_s).toString() != u"stopped"_s;
    if (actual == u"running"_s)
        return meantToRun ? InstanceState::Running : InstanceState::Stopping;
    // A start asked of a stopped instance: the contract stays stopped until the host runs it again,
    // which waits ("scheduling") while its card is rented to someone else.
    if (actual == u"scheduling"_s)
        return meantToRun ? InstanceState::Starting : InstanceState::Stopped;
    if (actual == u"exited"_s || actual == u"stopped"_s) {
        if (!meantToRun)
            return InstanceState::Stopped;
        // Exited while its contract runs: the container died, and never comes back by itself.
        return json.value(u"cur_state"_s).toString() == u"stopped"_s ? InstanceState::Starting : InstanceState::Failed;
    }
    // Vast's poll trap: a machine that went away never gets to running; destroy and retry.
    if (actual == u"unknown"_s || actual == u"offline"_s)
        return meantToRun ? InstanceState::Failed : InstanceState::Stopped;
    if (actual.isEmpty() || actual == u"loading"_s || actual == u"created"_s)
        return meantToRun ? InstanceState::Creating : InstanceState::Stopped;
    if (actual == u"rebooting"_s || actual == u"recycling"_s)
        return InstanceState::Starting;
    return WireEnum<InstanceState>::fromWire(actual);
}

/// SSH straight to the machine where a port maps 22 (the faster way, and the one that carries
/// everything), else through Vast's proxy (sshN.vast.ai).
std::optional<SshEndpoint> sshOf(const QJsonObject &json)
{
    const QString ip = json.value(u"public_ipaddr"_s).toString().trimmed();
    const QJsonArray mapped = json.value(u"ports"_s).toObject().value(u"22/tcp"_s).toArray();
    if (!ip.isEmpty() && !mapped.isEmpty()) {
        const int port = mapped.first().toObject().value(u"HostPort"_s).toString().toInt();
        if (port > 0)
            return SshEndpoint{ip, port, u"root"_s, {}};
    }
    const QString host = json.value(u"ssh_host"_s).toString();
    const int port = json.value(u"ssh_port"_s).toInt();
    if (!host.isEmpty() && port > 0)
        return SshEndpoint{host, port, u"root"_s, {}, false, true};
    return std::nullopt;
}

/// The token of the next page, where Vast says there is one.
std::optional<QString> nextToken(const QJsonObject &json)
{
    const QString next = json.value(u"next_token"_s).toString();
    return next.isEmpty() ? std::nullopt : std::optional<QString>(next);
}

} // namespace

QJsonObject offerSearch(const OfferQuery &query)
{
    QJsonObject body{
        {u"limit"_s, query.limit},
        {u"type"_s, query.interruptible ? u"bid"_s : u"ondemand"_s},
        {u"rentable"_s, QJsonObject{{u"eq"_s, true}}},
        {u"rented"_s, QJsonObject{{u"eq"_s, false}}},
        // Vast shows verified machines only unless asked otherwise.
        {u"verified"_s,
         query.verifiedOnly ? QJsonObject{{u"eq"_s, true}} : QJsonObject{{u"in"_s, QJsonArray{true, false}}}},
        {u"reliability"_s, QJsonObject{{u"gte"_s, query.minReliability}}},
        {u"order"_s, QJsonArray{QJsonArray{u"dph_total"_s, u"asc"_s}}},
    };
    if (!query.gpuType.isEmpty())
        body.insert(u"gpu_name"_s, QJsonObject{{u"eq"_s, query.gpuType}});
    if (!query.countryCode.isEmpty())
        body.insert(u"geolocation"_s, QJsonObject{{u"eq"_s, query.countryCode}});
    if (query.gpuCount > 0)
        body.insert(u"num_gpus"_s, QJsonObject{{u"eq"_s, query.gpuCount}});
    if (!query.machineId.isEmpty())
        body.insert(u"machine_id"_s, QJsonObject{{u"eq"_s, query.machineId.toLongLong()}});
    if (query.maxPricePerHour)
        body.insert(u"dph_total"_s, QJsonObject{{u"lte"_s, dollars(*query.maxPricePerHour)}});
    if (query.directSsh)
        body.insert(u"direct_port_count"_s, QJsonObject{{u"gte"_s, 1}});
    if (query.minCuda)
        body.insert(u"cuda_max_good"_s, QJsonObject{{u"gte"_s, *query.minCuda}});
    if (query.diskGb > 0) {
        body.insert(u"disk_space"_s, QJsonObject{{u"gte"_s, query.diskGb}});
        body.insert(u"allocated_storage"_s, query.diskGb); // what the prices are worked out for
    }
    return body;
}

QJsonObject volumeSearch(const QString &countryCode, int sizeGb)
{
    QJsonObject body{
        {u"limit"_s, 64},
        {u"disk_space"_s, QJsonObject{{u"gte"_s, sizeGb}}},
        {u"order"_s, QJsonArray{QJsonArray{u"storage_cost"_s, u"asc"_s}}},
    };
    if (!countryCode.isEmpty())
        body.insert(u"geolocation"_s, QJsonObject{{u"eq"_s, countryCode}});
    return body;
}

ApiResult<QList<Volume>> volumes(const QJsonObject &json)
{
    const QJsonValue list = json.value(u"volumes"_s);
    if (!list.isArray())
        return ApiError::decode(u"the volumes have no 'volumes' list"_s);
    QList<Volume> found;
    for (const QJsonValue &item : list.toArray()) {
        const QJsonObject v = item.toObject();
        Volume volume;
        volume.id = idOf(v.value(u"id"_s));
        if (volume.id.isEmpty())
            return ApiError::decode(u"a volume has no 'id'"_s);
        volume.name = v.value(u"name"_s).toString(u"V."_s + volume.id);
        volume.region = countryOf(v.value(u"geolocation"_s).toString());
        volume.sizeGb = int(std::lround(v.value(u"disk_space"_s).toDouble()));
        volume.createdAt = epoch(v.value(u"start_date"_s)).value_or(QDateTime());
        // The document says only "objects": an instance is its id, or an object that has one.
        for (const QJsonValue &user : v.value(u"instances"_s).toArray()) {
            const QString id = idOf(user.isObject() ? user.toObject().value(u"id"_s) : user);
            if (!id.isEmpty()) {
                volume.instanceId = id;
                break;
            }
        }
        if (const QString machine = idOf(v.value(u"machine_id"_s)); !machine.isEmpty())
            volume.machineId = machine;
        if (v.value(u"storage_total_cost"_s).isDouble())
            volume.pricePerDay = UsDollars::fromJson(v.value(u"storage_total_cost"_s).toDouble() * 24);
        found << volume;
    }
    return found;
}

ApiResult<QString> rentedVolumeId(const QJsonObject &json)
{
    const QString name = json.value(u"volume_name"_s).toString();
    bool ok = false;
    const qint64 id = name.startsWith(u"V."_s) ? name.mid(2).toLongLong(&ok) : 0;
    if (!ok || id <= 0)
        return ApiError::decode(u"the rented volume's name '%1' is not V.<id>"_s.arg(name));
    return QString::number(id);
}

ApiResult<QList<Offer>> offers(const QJsonObject &json)
{
    const QJsonValue list = json.value(u"offers"_s);
    if (!list.isArray() && !list.isObject())
        return ApiError::decode(u"the offers have no 'offers'"_s);
    const QJsonArray items = list.isArray() ? list.toArray() : QJsonArray{list};
    QList<Offer> found;
    for (const QJsonValue &v : items) {
        auto o = offer(v.toObject());
        if (!o.ok())
            return o.error();
        found << o.value();
    }
    return found;
}

ApiResult<Instance> instance(const QJsonObject &json)
{
    Instance i;
    i.id = idOf(json.value(u"id"_s));
    if (i.id.isEmpty())
        return ApiError::decode(u"an instance has no 'id'"_s);
    const QString gpuName = json.value(u"gpu_name"_s).toString();
    i.name = json.value(u"label"_s).toString().trimmed();
    if (i.name.isEmpty())
        i.name = (gpuName.isEmpty() ? u"instance"_s : gpuName) + u" #"_s + i.id;
    i.state = stateOf(json);
    // A start that waits for its card: Vast says "scheduling" (its documented wait for a card the
    // host rented out); a start only just asked has not got there yet.
    if (i.state.value() == InstanceState::Starting && json.value(u"actual_status"_s).toString() == u"scheduling"_s)
        i.stateReason = StateReason::WaitingForGpu;
    if (i.state.value() == InstanceState::Failed)
        i.stateReason = StateReason::RuntimeError;
    else if (i.state.value() == InstanceState::Stopped || i.state.value() == InstanceState::Stopping)
        i.stateReason = StateReason::User;
    i.mode = InstanceMode::Gpu;
    i.billingMode = BillingMode::OnDemand;
    i.gpuType = cardId(gpuName);
    i.gpuCount = std::max(1, json.value(u"num_gpus"_s).toInt());
    // The region is the country, as the catalog's regions are (the machine's city is its offer's).
    i.region = countryOf(json.value(u"geolocation"_s).toString());
    i.image = json.value(u"image_uuid"_s).toString();
    i.systemDiskGb = int(std::lround(json.value(u"disk_space"_s).toDouble()));
    const auto started = epoch(json.value(u"start_date"_s));
    i.createdAt = started.value_or(QDateTime());
    // The machine bills from the moment it is rented until it is destroyed: its rate while it
    // loads and runs, its disk's while it is stopped or failed (Vast keeps the disk until then).
    if (json.contains(u"storage_total_cost"_s))
        i.storagePerDay = UsDollars::fromJson(json.value(u"storage_total_cost"_s).toDouble() * 24); // per hour
    const InstanceState s = i.state.value();
    // A start not yet carried out (its contract still stopped, or waiting for its card) holds no
    // card yet: only the disk bills, as while stopped.
    const bool waiting = s == InstanceState::Starting && json.value(u"cur_state"_s).toString() != u"running"_s;
    if (!waiting
        && (s == InstanceState::Running || s == InstanceState::Creating || s == InstanceState::Starting
            || s == InstanceState::Stopping)) {
        i.meter.ratePerHour = UsDollars::fromJson(json.value(u"dph_total"_s));
        i.meter.kind = u"compute"_s;
        if (s == InstanceState::Running)
            i.startedAt = started;
    } else if (s == InstanceState::Stopped || s == InstanceState::Failed || waiting) {
        i.meter.ratePerHour = UsDollars::fromJson(json.value(u"storage_total_cost"_s));
        if (!i.meter.ratePerHour.isZero())
            i.meter.kind = u"storage"_s;
    }
    if (i.meter.kind)
        i.meter.since = started.value_or(QDateTime());
    if (s == InstanceState::Running || s == InstanceState::Stopping)
        i.ssh = sshOf(json);
    // Services published on the machine's own address ("8888/tcp" → host port), SSH aside.
    const QString ip = json.value(u"public_ipaddr"_s).toString().trimmed();
    const QJsonObject ports = json.value(u"ports"_s).toObject();
    for (auto it = ports.begin(); it != ports.end(); ++it) {
        const int port = it.key().section(u'/', 0, 0).toInt();
        const QJsonArray mapped = it.value().toArray();
        if (port <= 0 || port == 22 || !it.key().endsWith(u"/tcp"_s))
            continue;
        ServicePort p;
        p.port = port;
        const QString hostPort
            = mapped.isEmpty() ? QString() : mapped.first().toObject().value(u"HostPort"_s).toString();
        if (!ip.isEmpty() && hostPort.toInt() > 0)
            p.publicUrl = u"http://%1:%2"_s.arg(ip, hostPort);
        i.ports << p;
    }
    std::sort(i.ports.begin(), i.ports.end(),
              [](const ServicePort &a, const ServicePort &b) { return a.port < b.port; });
    return i;
}

ApiResult<InstancePage> instancePage(const QJsonObject &json)
{
    if (!json.value(u"instances"_s).isArray())
        return ApiError::decode(u"the instance list has no 'instances'"_s);
    InstancePage page;
    for (const QJsonValue &v : json.value(u"instances"_s).toArray()) {
        auto i = instance(v.toObject());
        if (!i.ok())
            return i.error();
        page.items << i.value();
    }
    page.nextToken = nextToken(json);
    return page;
}

ApiResult<Instance> shownInstance(const QJsonObject &json)
{
    if (!json.value(u"instances"_s).isObject())
        return ApiError::decode(u"the instance has no 'instances'"_s);
    return instance(json.value(u"instances"_s).toObject());
}

namespace {

SshKey sshKey(const QJsonObject &json, const QString &keyField)
{
    SshKey key;
    key.id = idOf(json.value(u"id"_s));
    key.publicKey = json.value(keyField).toString().trimmed();
    key.accountId = idOf(json.value(u"user_id"_s));
    if (const auto created = Rfc3339::parse(json.value(u"created_at"_s).toString()))
        key.createdAt = *created;
    SshPublicKey::Error error;
    if (const auto parsed = SshPublicKey::parse(key.publicKey, &error)) {
        key.fingerprint = parsed->fingerprint();
        key.name = parsed->comment.isEmpty() ? parsed->type : parsed->comment;
    } else {
        key.name = key.publicKey.left(40);
    }
    return key;
}

} // namespace

ApiResult<QList<SshKey>> sshKeys(const QJsonArray &json)
{
    QList<SshKey> keys;
    for (const QJsonValue &v : json) {
        const QJsonObject o = v.toObject();
        if (idOf(o.value(u"id"_s)).isEmpty())
            return ApiError::decode(u"an SSH key has no 'id'"_s);
        if (o.value(u"deleted_at"_s).isString() && !o.value(u"deleted_at"_s).toString().isEmpty())
            continue; // deleted, still listed
        keys << sshKey(o, u"key"_s);
    }
    return keys;
}

ApiResult<SshKey> createdSshKey(const QJsonObject &json)
{
    const QJsonObject key = json.value(u"key"_s).toObject();
    if (idOf(key.value(u"id"_s)).isEmpty())
        return ApiError::decode(u"the new SSH key has no 'id'"_s);
    return sshKey(key, u"public_key"_s);
}

namespace {

/// A select_filters query of one range of unix seconds under `field`, a page of `limit` after `after`.
QUrlQuery rangeQuery(const QString &field, const QDateTime &from, const QDateTime &to, const QString &after, int limit)
{
    const QJsonObject filters{
        {field, QJsonObject{{u"gte"_s, from.toSecsSinceEpoch()}, {u"lte"_s, to.toSecsSinceEpoch()}}}};
    QUrlQuery query{{u"select_filters"_s, QString::fromUtf8(QJsonDocument(filters).toJson(QJsonDocument::Compact))},
                    {u"limit"_s, QString::number(limit)}};
    if (!after.isEmpty())
        query.addQueryItem(u"after_token"_s, after);
    return query;
}

} // namespace

QUrlQuery chargesQuery(const QDateTime &from, const QDateTime &to, const QString &after, int limit)
{
    return rangeQuery(u"day"_s, from, to, after, limit);
}

QUrlQuery invoicesQuery(const QDateTime &from, const QDateTime &to, const QString &after, int limit)
{
    return rangeQuery(u"when"_s, from, to, after, limit);
}

ApiResult<PaymentPage> invoices(const QJsonObject &json)
{
    if (!json.value(u"results"_s).isArray())
        return ApiError::decode(u"the invoices have no 'results'"_s);
    PaymentPage page;
    for (const QJsonValue &v : json.value(u"results"_s).toArray()) {
        const QJsonObject invoice = v.toObject();
        Payment p;
        const QJsonObject metadata = invoice.value(u"metadata"_s).toObject();
        p.id = idOf(metadata.value(u"invoice_id"_s));
        const auto at = epoch(invoice.value(u"start"_s));
        if (!at)
            return ApiError::decode(u"an invoice has no 'start'"_s);
        p.at = *at;
        p.paidAt = epoch(invoice.value(u"end"_s));
        p.kind = invoice.value(u"type"_s).toString();
        p.source = invoice.value(u"source"_s).toString();
        p.description = invoice.value(u"description"_s).toString();
        p.amount = Money::fromCents(-UsDollars::fromJson(invoice.value(u"amount"_s)).cents()); // the account's side
        page.items << p;
    }
    page.nextToken = nextToken(json);
    return page;
}

ApiResult<LedgerPage> charges(const QJsonObject &json)
{
    if (!json.value(u"results"_s).isArray())
        return ApiError::decode(u"the charges have no 'results'"_s);
    static const QHash<QString, QString> kinds{{u"gpu"_s, u"compute"_s},      {u"disk"_s, u"storage"_s},
                                               {u"bwd"_s, u"bandwidth"_s},    {u"bwu"_s, u"bandwidth"_s},
                                               {u"instance"_s, u"compute"_s}, {u"volume"_s, u"storage"_s}};
    LedgerPage page;
    for (const QJsonValue &v : json.value(u"results"_s).toArray()) {
        const QJsonObject contract = v.toObject();
        const QString source = contract.value(u"source"_s).toString(); // "instance-12345678"
        const QString type = source.section(u'-', 0, 0);
        const QString id = source.section(u'-', 1);
        QJsonArray items = contract.value(u"items"_s).toArray();
        if (items.isEmpty())
            items.append(contract);
        for (const QJsonValue &it : std::as_const(items)) {
            const QJsonObject item = it.toObject();
            const auto start = epoch(item.value(u"start"_s));
            const auto end = epoch(item.value(u"end"_s));
            if (!start || !end || !item.value(u"amount"_s).isDouble())
                return ApiError::decode(u"a charge of %1 has no start, end or amount"_s.arg(source));
            LedgerLine line;
            const QString kind = item.value(u"type"_s).toString();
            line.kind = kinds.value(kind, kind);
            line.id = u"%1:%2:%3"_s.arg(source, kind).arg(start->toSecsSinceEpoch());
            if (type == u"instance"_s && !id.isEmpty())
                line.instanceId = id;
            else if (type == u"volume"_s && !id.isEmpty())
                line.volumeId = id;
            line.amount = UsDollars::fromJson(item.value(u"amount"_s));
            line.periodStart = *start;
            line.periodEnd = *end;
            page.items.append(line);
        }
    }
    std::stable_sort(page.items.begin(), page.items.end(),
                     [](const LedgerLine &a, const LedgerLine &b) { return a.periodStart > b.periodStart; });
    page.nextCursor = nextToken(json);
    return page;
}

ApiResult<Money> balance(const QJsonObject &json)
{
    if (!json.value(u"balance"_s).isDouble())
        return ApiError::decode(u"the account has no 'balance'"_s);
    return UsDollars::fromJson(json.value(u"balance"_s));
}

ApiResult<QList<WebhookEvent>> notificationTypes(const QJsonObject &json)
{
    if (!json.value(u"notification_types"_s).isArray())
        return ApiError::decode(u"the answer has no 'notification_types'"_s);
    QList<WebhookEvent> events;
    for (const QJsonValue &v : json.value(u"notification_types"_s).toArray()) {
        const QJsonObject o = v.toObject();
        const QString key = o.value(u"key"_s).toString();
        if (key.isEmpty() || o.value(u"context"_s).toString() == u"host"_s)
            continue;
        const QString name = o.value(u"display_name"_s).toString();
        events << WebhookEvent{key, name.isEmpty() ? o.value(u"slug"_s).toString(key) : name};
    }
    return events;
}

namespace {

ApiResult<Webhook> webhook(const QJsonObject &json)
{
    Webhook w;
    w.id = idOf(json.value(u"id"_s));
    w.url = json.value(u"webhook_url"_s).toString();
    if (w.id.isEmpty() || w.url.isEmpty())
        return ApiError::decode(u"a webhook has no 'id' or 'webhook_url'"_s);
    w.format = u"json"_s; // Vast's own body, whoever receives it
    for (const QJsonValue &e : json.value(u"event_types"_s).toArray())
        w.events << e.toString();
    w.createdAt = epoch(json.value(u"created_at"_s)).value_or(QDateTime());
    return w;
}

} // namespace

ApiResult<QList<Webhook>> webhooks(const QJsonObject &json)
{
    QList<Webhook> list;
    for (const QJsonValue &v : json.value(u"webhooks"_s).toArray()) {
        const auto w = webhook(v.toObject());
        if (!w.ok())
            return w.error();
        list << w.value();
    }
    return list;
}

ApiResult<WebhookCreated> createdWebhook(const QJsonObject &json)
{
    const QJsonObject body = json.value(u"webhook"_s).toObject();
    const auto w = webhook(body);
    if (!w.ok())
        return w.error();
    return WebhookCreated{w.value(), body.value(u"webhook_secret"_s).toString()};
}

WebhookDelivery testDelivery(const QJsonObject &json, const QDateTime &at)
{
    WebhookDelivery d;
    d.event = u"test"_s;
    d.text = json.value(u"msg"_s).toString(u"Test webhook delivered"_s);
    d.createdAt = at;
    d.attempts = 1;
    d.state = u"delivered"_s;
    d.deliveredAt = at;
    return d;
}

std::optional<ApiError> refusal(int status, const QJsonObject &json)
{
    if (!json.contains(u"success"_s) || json.value(u"success"_s).toBool(true))
        return std::nullopt;
    return decodeError(status, QJsonDocument(json).toJson(QJsonDocument::Compact));
}

ApiError decodeError(int status, const QByteArray &body)
{
    const QJsonObject json = QJsonDocument::fromJson(body).object();
    const QString error = json.value(u"error"_s).toString();
    QString message = json.value(u"msg"_s).toString();
    if (message.isEmpty())
        message = json.value(u"detail"_s).toString();
    if (message.isEmpty())
        message = error.isEmpty() ? QString::fromUtf8(body.left(200)).simplified() : error;
    static const QSet<QString> unknownKey{u"invalid_token"_s, u"auth_error"_s};
    static const QSet<QString> missing{u"not_found"_s, u"no_such_instance"_s, u"no_such_volume"_s,
                                       u"no_such_ssh_key"_s};
    static const QSet<QString> badArgument{u"invalid_args"_s, u"invalid_price"_s, u"invalid_request"_s,
                                           u"invalid_id"_s,   u"no_ssh_key"_s,    u"no_ssh_key_for_vm"_s};
    QString code;
    // A key Vast does not know; a 403 is a key it knows that may not do this (the session stays).
    if (status == 401 || (status != 403 && (unknownKey.contains(error) || message.contains(u"Invalid user key"_s))))
        code = u"unauthenticated"_s;
    else if (status == 429 || error == u"rate_limit_exceeded"_s)
        code = u"too_many_attempts"_s;
    // The offer was rented by someone else meanwhile (410, or no_such_ask): another one is needed.
    else if (status == 410 || error == u"no_such_ask"_s || message.contains(u"no_such_ask"_s))
        code = u"out_of_stock"_s;
    else if (status == 402 || message.contains(u"insufficient"_s, Qt::CaseInsensitive))
        code = u"insufficient_balance"_s;
    else if (status == 404 || missing.contains(error))
        code = u"not_found"_s;
    else if (status == 403)
        code = u"forbidden"_s;
    else if (status == 400 || badArgument.contains(error))
        code = u"invalid_argument"_s;
    else
        code = status >= 500 ? u"server_error"_s : u"http_error"_s;
    ApiError e = ApiError::refused(status, code, message);
    if (!error.isEmpty())
        e.details.insert(u"vast_error"_s, error);
    return e;
}

} // namespace VastCodecs

#include "tests/support/fakevast.h"

#include <QDateTime>
#include <QHttpServer>
#include <QHttpServerRequest>
#include <QHttpServerResponse>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTcpServer>
#include <QUrlQuery>

#include <algorithm>
#include <limits>

using namespace Qt::StringLiterals;

namespace {

QHttpServerResponse json(const QJsonValue &value,
                         QHttpServerResponse::StatusCode status = QHttpServerResponse::StatusCode::Ok)
{
    const QByteArray body = value.isArray() ? QJsonDocument(value.toArray()).toJson(QJsonDocument::Compact)
                                            : QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact);
    return QHttpServerResponse("application/json", body, status);
}

QHttpServerResponse refused(int status, const QString &error, const QString &msg)
{
    return json(QJsonObject{{u"success"_s, false}, {u"error"_s, error}, {u"msg"_s, msg}},
                QHttpServerResponse::StatusCode(status));
}

QByteArray methodOf(const QHttpServerRequest &request)
{
    switch (request.method()) {
    case QHttpServerRequest::Method::Get:
        return "GET";
    case QHttpServerRequest::Method::Post:
        return "POST";
    case QHttpServerRequest::Method::Put:
        return "PUT";
    case QHttpServerRequest::Method::Delete:
        return "DELETE";
    default:
        return "OTHER";
    }
}

/// Whether `value` passes one field's filter ({"eq": …}, {"gte": …}, {"lte": …}, {"in": […]}).
bool passes(const QJsonValue &value, const QJsonObject &filter)
{
    for (auto it = filter.begin(); it != filter.end(); ++it) {
        const QJsonValue want = it.value();
        if (it.key() == u"eq"_s && value != want)
            return false;
        if (it.key() == u"gte"_s && value.toDouble() < want.toDouble())
            return false;
        if (it.key() == u"lte"_s && value.toDouble() > want.toDouble())
            return false;
        if (it.key() == u"in"_s && !want.toArray().contains(value))
            return false;
    }
    return true;
}

} // namespace

FakeVast::FakeVast(const QString &apiKey)
    : m_key(apiKey)
    , m_server(std::make_unique<QHttpServer>())
{
    m_server->setMissingHandler([this](const QHttpServerRequest &request, QHttpServerResponder &&responder) {
        QHttpServerResponse response = handle(request);
        response.setHeader(
            "Date",
            QLocale::c().toString(QDateTime::currentDateTimeUtc(), u"ddd, dd MMM yyyy hh:mm:ss 'GMT'"_s).toLatin1());
        response.write(std::move(responder));
    });
    auto *tcp = new QTcpServer(m_server.get());
    tcp->listen(QHostAddress::LocalHost, 0);
    m_port = tcp->serverPort();
    m_server->bind(tcp);
}

FakeVast::~FakeVast() = default;

QString FakeVast::containerKey(qint64 instanceId) const
{
    return u"vast_container_%1"_s.arg(instanceId);
}

QUrl FakeVast::url() const
{
    return QUrl(u"http://127.0.0.1:%1"_s.arg(m_port));
}

int FakeVast::count(const QByteArray &method, const QString &path) const
{
    return int(std::count_if(requests.begin(), requests.end(),
                             [&](const Request &r) { return r.method == method && r.path == path; }));
}

void FakeVast::failNext(int status, const QJsonObject &body, int times)
{
    for (int i = 0; i < times; ++i)
        m_failures.append({status, body});
}

qint64 FakeVast::addOffer(const QString &gpuName, int count, double price, double reliability,
                          const QString &geolocation, int directPorts, bool verified)
{
    const qint64 id = ++m_nextId;
    offers.insert(id,
                  QJsonObject{{u"id"_s, id},
                              {u"ask_contract_id"_s, id},
                              {u"machine_id"_s, 50000 + id},
                              {u"gpu_name"_s, gpuName},
                              {u"num_gpus"_s, count},
                              {u"gpu_ram"_s, 24564},
                              {u"dph_total"_s, price},
                              {u"storage_cost"_s, 0.15},
                              {u"inet_down"_s, 800.0},
                              {u"inet_up"_s, 600.0},
                              {u"reliability"_s, reliability},
                              {u"dlperf"_s, 80.0 * count},
                              {u"cuda_max_good"_s, 12.4},
                              {u"disk_space"_s, 200.0},
                              {u"direct_port_count"_s, directPorts},
                              {u"geolocation"_s, geolocation},
                              {u"verification"_s, verified ? u"verified"_s : u"unverified"_s},
                              {u"verified"_s, verified},
                              {u"rentable"_s, true},
                              {u"rented"_s, false},
                              {u"hosting_type"_s, 0}});
    return id;
}

qint64 FakeVast::addVolumeOffer(const QString &geolocation, double freeGb, double storageCost, double reliability,
                                qint64 machineId)
{
    const qint64 id = ++m_nextId;
    volumeOffers.insert(id,
                        QJsonObject{{u"id"_s, id},
                                    {u"machine_id"_s, machineId ? machineId : 70000 + id},
                                    {u"disk_space"_s, freeGb},
                                    {u"storage_cost"_s, storageCost},
                                    {u"reliability2"_s, reliability},
                                    {u"geolocation"_s, geolocation},
                                    {u"verification"_s, u"verified"_s},
                                    {u"inet_down"_s, 900.0},
                                    {u"inet_up"_s, 700.0}});
    return id;
}

void FakeVast::destroy(qint64 id)
{
    instances.remove(id);
    for (QJsonObject &v : volumes) {
        QJsonArray users = v.value(u"instances"_s).toArray();
        for (qsizetype k = users.size() - 1; k >= 0; --k)
            if (users[k].toInteger() == id)
                users.removeAt(k);
        v.insert(u"instances"_s, users);
    }
}

QHttpServerResponse FakeVast::volumesAnswer(const Request &r)
{
    if (r.path == u"/api/v0/volumes/search"_s && r.method == "POST") {
        QList<QJsonObject> found;
        for (const QJsonObject &o : std::as_const(volumeOffers)) {
            const QString country = o.value(u"geolocation"_s).toString().section(u',', -1).trimmed();
            if ((!r.body.contains(u"geolocation"_s) || passes(country, r.body.value(u"geolocation"_s).toObject()))
                && (!r.body.contains(u"disk_space"_s)
                    || passes(o.value(u"disk_space"_s), r.body.value(u"disk_space"_s).toObject())))
                found << o;
        }
        std::sort(found.begin(), found.end(), [](const QJsonObject &a, const QJsonObject &b) {
            return a.value(u"storage_cost"_s).toDouble() < b.value(u"storage_cost"_s).toDouble();
        });
        QJsonArray listed;
        for (const QJsonObject &o : std::as_const(found))
            listed.append(o);
        return json(QJsonObject{{u"offers"_s, listed}});
    }
    if (r.method == "GET") {
        QJsonArray listed;
        for (const QJsonObject &v : std::as_const(volumes))
            listed.append(v);
        return json(QJsonObject{{u"volumes"_s, listed}});
    }
    if (r.method == "PUT") {
        const qint64 offerId = r.body.value(u"id"_s).toInteger();
        if (!volumeOffers.contains(offerId))
            return refused(404, u"no_such_ask"_s, u"Volume offer %1 is not available."_s.arg(offerId));
        const QJsonObject offer = volumeOffers.value(offerId);
        const double size = r.body.value(u"size"_s).toDouble(15);
        if (size > offer.value(u"disk_space"_s).toDouble())
            return refused(400, u"invalid_args"_s, u"Not enough space on that machine."_s);
        const qint64 id = ++m_nextId;
        volumes.insert(id,
                       QJsonObject{{u"id"_s, id},
                                   {u"machine_id"_s, offer.value(u"machine_id"_s)},
                                   {u"disk_space"_s, size},
                                   {u"geolocation"_s, offer.value(u"geolocation"_s)},
                                   {u"reliability2"_s, offer.value(u"reliability2"_s)},
                                   {u"storage_total_cost"_s, offer.value(u"storage_cost"_s).toDouble() * size / 720},
                                   {u"start_date"_s, double(QDateTime::currentSecsSinceEpoch())},
                                   {u"status"_s, u"running"_s},
                                   {u"instances"_s, QJsonArray()}});
        return json(QJsonObject{{u"success"_s, true}, {u"volume_name"_s, u"V.%1"_s.arg(id)}});
    }
    if (r.method == "DELETE") {
        const qint64 id = r.body.value(u"id"_s).toInteger();
        if (!volumes.contains(id))
            return refused(404, u"no_such_volume"_s, u"Volume with that ID does not exist."_s);
        if (!volumes.value(id).value(u"instances"_s).toArray().isEmpty())
            return refused(400, u"invalid_args"_s, u"Volume is in use by an instance."_s);
        volumes.remove(id);
        return json(QJsonObject{{u"success"_s, true}});
    }
    return refused(404, u"not_found"_s, u"no such route"_s);
}

namespace {

/// The document's NotificationType, for a renter (client) and for a host.
QJsonArray notificationTypes()
{
    auto type = [](const QString &context, const QString &slug, const QString &name) {
        return QJsonObject{{u"key"_s, QString(context + u':' + slug)},
                           {u"slug"_s, slug},
                           {u"context"_s, context},
                           {u"category"_s, u"billing"_s},
                           {u"display_name"_s, name},
                           {u"default_preferences"_s, QJsonObject{{u"email"_s, true}, {u"webhooks"_s, false}}}};
    };
    return {type(u"client"_s, u"low_credit"_s, u"Low balance notifications"_s),
            type(u"client"_s, u"outbid"_s, u"Outbid notifications"_s),
            type(u"host"_s, u"machine_offline"_s, u"Machine offline notifications"_s)};
}

} // namespace

QHttpServerResponse FakeVast::webhooksAnswer(const Request &r, const QStringList &parts)
{
    if (parts[2] == u"notification-types"_s)
        return json(QJsonObject{{u"success"_s, true}, {u"notification_types"_s, notificationTypes()}});
    auto listed = [](QJsonObject w) {
        w.remove(u"webhook_secret"_s);
        return w;
    };
    if (parts.size() == 3 && r.method == "GET") {
        QJsonArray list;
        for (const QJsonObject &w : std::as_const(webhooks))
            list.append(listed(w));
        return json(QJsonObject{{u"success"_s, true}, {u"webhooks"_s, list}});
    }
    if (parts.size() == 3 && r.method == "POST") {
        const QString url = r.body.value(u"webhook_url"_s).toString();
        const QJsonArray events = r.body.value(u"event_types"_s).toArray();
        if (!url.startsWith(u"https://"_s) && !url.startsWith(u"http://"_s))
            return refused(400, u"invalid_args"_s, u"webhook_url must be an http(s) URL."_s);
        if (events.isEmpty())
            return refused(400, u"invalid_args"_s, u"event_types needs at least one notification type."_s);
        QStringList known;
        for (const QJsonValue &t : notificationTypes())
            known << t.toObject().value(u"key"_s).toString();
        for (const QJsonValue &e : events)
            if (!known.contains(e.toString()))
                return refused(400, u"invalid_args"_s, u"Unknown notification type: %1"_s.arg(e.toString()));
        const qint64 id = ++m_nextId;
        const double now = double(QDateTime::currentSecsSinceEpoch());
        webhooks.insert(id,
                        QJsonObject{{u"id"_s, id},
                                    {u"user_id"_s, 4242},
                                    {u"name"_s, r.body.value(u"name"_s)},
                                    {u"webhook_url"_s, url},
                                    {u"event_types"_s, events},
                                    {u"created_at"_s, now},
                                    {u"updated_at"_s, now},
                                    {u"webhook_secret"_s, u"vwhsec_%1"_s.arg(id * 7919)}});
        return json(QJsonObject{
            {u"success"_s, true}, {u"webhook"_s, webhooks.value(id)}, {u"enabled_notification_preferences"_s, events}});
    }
    const qint64 id = parts.value(3).toLongLong();
    if (!webhooks.contains(id))
        return refused(404, u"not_found"_s, u"Webhook not found."_s);
    if (parts.size() == 4 && r.method == "DELETE") {
        webhooks.remove(id);
        return json(QJsonObject{{u"success"_s, true}});
    }
    if (parts.size() == 5 && parts[4] == u"test"_s && r.method == "POST") {
        webhookTests << id;
        if (webhookReceiverDown)
            return refused(400, u"webhook_delivery_failed"_s, u"Test webhook delivery failed: connection refused"_s);
        return json(QJsonObject{{u"success"_s, true}, {u"msg"_s, u"Test webhook delivered"_s}});
    }
    return refused(404, u"not_found"_s, u"no such route"_s);
}

void FakeVast::advance()
{
    for (auto it = instances.begin(); it != instances.end(); ++it) {
        QJsonObject &i = it.value();
        const QString actual = i.value(u"actual_status"_s).toString();
        const bool meantToRun = i.value(u"intended_status"_s).toString() == u"running"_s;
        if (meantToRun && it.key() == cardTakenFrom)
            continue; // waits for its card
        if (meantToRun
            && (actual.isEmpty() || actual == u"loading"_s || actual == u"exited"_s || actual == u"scheduling"_s)) {
            i.insert(u"actual_status"_s, u"running"_s);
            i.insert(u"cur_state"_s, u"running"_s);
            i.insert(u"start_date"_s, double(QDateTime::currentSecsSinceEpoch()));
            i.insert(u"public_ipaddr"_s, u"203.0.113.9"_s);
            // A machine without direct ports maps none: SSH only through the proxy.
            if (i.value(u"direct_port_count"_s).toInt() > 0)
                i.insert(
                    u"ports"_s,
                    QJsonObject{{u"22/tcp"_s,
                                 QJsonArray{QJsonObject{{u"HostIp"_s, u"0.0.0.0"_s}, {u"HostPort"_s, u"41022"_s}}}}});
        } else if (!meantToRun && actual == u"running"_s) {
            i.insert(u"actual_status"_s, u"exited"_s);
            i.insert(u"cur_state"_s, u"stopped"_s);
            i.insert(u"ports"_s, QJsonValue());
        }
    }
}

void FakeVast::lose(qint64 instanceId)
{
    instances[instanceId].insert(u"actual_status"_s, u"offline"_s);
    instances[instanceId].insert(u"ports"_s, QJsonValue());
}

QHttpServerResponse FakeVast::handle(const QHttpServerRequest &request)
{
    Request r{methodOf(request), request.url().path(), request.query().toString(QUrl::FullyDecoded),
              QJsonDocument::fromJson(request.body()).object()};
    requests.append(r);
    if (!m_failures.isEmpty()) {
        const auto [status, body] = m_failures.takeFirst();
        return json(body, QHttpServerResponse::StatusCode(status));
    }
    const QStringList parts = r.path.split(u'/', Qt::SkipEmptyParts);
    const bool keyGood = request.value("authorization") == "Bearer " + m_key.toUtf8();
    // An instance's own key (CONTAINER_API_KEY) starts, stops and destroys that instance, nothing else.
    if (parts.size() == 4 && parts[2] == u"instances"_s
        && request.value("authorization") == "Bearer " + containerKey(parts[3].toLongLong()).toUtf8()
        && instances.contains(parts[3].toLongLong())) {
        if (r.method == "PUT" && !r.body.contains(u"label"_s))
            return manage(parts[3].toLongLong(), r.body);
        if (r.method == "DELETE") {
            destroy(parts[3].toLongLong());
            return json(QJsonObject{{u"success"_s, true}});
        }
        return refused(403, u"auth_error"_s, u"This key may only start, stop or destroy its instance"_s);
    }
    // The market says an unknown key is a missing user (404); the rest say 401.
    if (!keyGood && r.path == u"/api/v0/bundles"_s)
        return json(QJsonObject{{u"error"_s, u"not_found"_s}, {u"msg"_s, u"Invalid user key"_s}},
                    QHttpServerResponse::StatusCode::NotFound);
    if (!keyGood)
        return refused(401, u"auth_error"_s, u"Invalid user key"_s);

    if (r.path == u"/api/v0/users/current"_s && r.method == "GET")
        return json(QJsonObject{{u"id"_s, 4242}, {u"email"_s, u"student@example.edu"_s}, {u"balance"_s, balance}});
    if (r.path == u"/api/v0/bundles"_s && r.method == "POST")
        return search(r.body);
    if (parts.size() == 4 && parts[2] == u"asks"_s && r.method == "PUT")
        return rent(parts[3].toLongLong(), r.body);
    if (r.path == u"/api/v1/instances"_s && r.method == "GET") {
        const QUrlQuery query(request.query());
        return list(query.queryItemValue(u"after_token"_s), query.queryItemValue(u"limit"_s).toInt());
    }
    if (parts.size() == 4 && parts[2] == u"instances"_s) {
        const qint64 id = parts[3].toLongLong();
        if (!instances.contains(id))
            return refused(404, u"not_found"_s, u"Instance not found"_s);
        if (r.method == "GET")
            return json(QJsonObject{{u"instances"_s, instances.value(id)}});
        if (r.method == "PUT")
            return manage(id, r.body);
        if (r.method == "DELETE") {
            destroy(id);
            return json(QJsonObject{{u"success"_s, true}, {u"msg"_s, u"Instance destroyed successfully"_s}});
        }
    }
    if (r.path == u"/api/v0/commands/copy_direct"_s && r.method == "PUT") {
        const qint64 from = r.body.value(u"src_id"_s).toString().toLongLong();
        const qint64 to = r.body.value(u"dst_id"_s).toString().toLongLong();
        if (!instances.contains(from) || !instances.contains(to))
            return refused(404, u"no_such_instance"_s, u"No such instance."_s);
        if (r.body.value(u"src_path"_s).toString().isEmpty() || r.body.value(u"dst_path"_s).toString().isEmpty())
            return refused(400, u"invalid_args"_s, u"src_path and dst_path are required."_s);
        if (instances.value(to).value(u"actual_status"_s).toString() != u"running"_s)
            return refused(400, u"invalid_args"_s, u"The destination instance must be running."_s);
        copies << r.body;
        instances[to].insert(u"status_msg"_s, u"Copy in progress"_s);
        return json(QJsonObject{{u"success"_s, true},
                                {u"msg"_s,
                                 u"Remote to Remote copy initiated - check instance status bar for "
                                 "progress updates (~30 seconds delayed)."_s}});
    }
    if (parts.size() >= 3 && parts[2] == u"volumes"_s)
        return volumesAnswer(r);
    if (parts.size() >= 3 && (parts[2] == u"webhooks"_s || parts[2] == u"notification-types"_s))
        return webhooksAnswer(r, parts);
    if (parts.size() >= 3 && parts[2] == u"ssh"_s)
        return keys(r, parts);
    if (r.path == u"/api/v1/invoices"_s && r.method == "GET")
        return invoicesAnswer(QUrlQuery(request.query()));
    if (r.path == u"/api/v0/charges"_s && r.method == "GET")
        return chargesAnswer(QUrlQuery(request.query()));
    return refused(404, u"not_found"_s, u"no such route"_s);
}

namespace {

/// The range asked for under `field` of a select_filters query (empty without one).
QJsonObject rangeOf(const QUrlQuery &query, const QString &field)
{
    return QJsonDocument::fromJson(query.queryItemValue(u"select_filters"_s, QUrl::FullyDecoded).toUtf8())
        .object()
        .value(field)
        .toObject();
}

/// One page of `found`, as Vast's paged billing answers are: the token is where the next page
/// starts, as an opaque string; at most `most` to a page.
QHttpServerResponse paged(const QList<QJsonObject> &found, const QUrlQuery &query, int most)
{
    const int at = query.queryItemValue(u"after_token"_s).toInt();
    const int limit = std::min(most, std::max(1, query.queryItemValue(u"limit"_s).toInt()));
    QJsonArray page;
    for (const QJsonObject &item : found.mid(at, limit))
        page.append(item);
    const bool more = at + limit < found.size();
    return json(QJsonObject{{u"success"_s, true},
                            {u"count"_s, page.size()},
                            {u"total"_s, found.size()},
                            {u"next_token"_s, more ? QJsonValue(QString::number(at + limit)) : QJsonValue()},
                            {u"results"_s, page}});
}

} // namespace

QHttpServerResponse FakeVast::chargesAnswer(const QUrlQuery &query) const
{
    const QJsonObject day = rangeOf(query, u"day"_s);
    if (!day.contains(u"gte"_s) || !day.contains(u"lte"_s))
        return json(QJsonObject{{u"success"_s, false},
                                {u"msg"_s, u"Must provide both 'day' gte and lte filters for instance charges"_s}},
                    QHttpServerResponse::StatusCode::BadRequest);
    const double from = day.value(u"gte"_s).toDouble(), to = day.value(u"lte"_s).toDouble();
    QList<QJsonObject> found;
    for (const QJsonObject &c : charges)
        if (c.value(u"end"_s).toDouble() >= from && c.value(u"start"_s).toDouble() <= to)
            found << c;
    return paged(found, query, std::numeric_limits<int>::max());
}

QHttpServerResponse FakeVast::invoicesAnswer(const QUrlQuery &query) const
{
    const QJsonObject when = rangeOf(query, u"when"_s);
    // The document: a missing or invalid range is 200 with success:false.
    if (!when.contains(u"gte"_s) || !when.contains(u"lte"_s))
        return json(QJsonObject{{u"success"_s, false}, {u"msg"_s, u"'when' gte and lte are required"_s}});
    QList<QJsonObject> found;
    for (const QJsonObject &i : invoices)
        if (i.value(u"start"_s).toDouble() >= when.value(u"gte"_s).toDouble()
            && i.value(u"start"_s).toDouble() <= when.value(u"lte"_s).toDouble())
            found << i;
    return paged(found, query, 2); // two to a page: paging is exercised
}

QHttpServerResponse FakeVast::search(const QJsonObject &filter) const
{
    static const QStringList fields{u"gpu_name"_s,      u"num_gpus"_s,   u"dph_total"_s,   u"reliability"_s,
                                    u"verified"_s,      u"rentable"_s,   u"rented"_s,      u"direct_port_count"_s,
                                    u"cuda_max_good"_s, u"disk_space"_s, u"geolocation"_s, u"machine_id"_s};
    QList<QJsonObject> found;
    for (const QJsonObject &o : offers) {
        bool ok = true;
        for (const QString &field : fields) {
            QJsonValue value = o.value(field);
            if (field == u"gpu_name"_s) // filtered as RTX_4090, shown as RTX 4090
                value = value.toString().replace(u' ', u'_');
            if (field == u"geolocation"_s) // filtered by country ("NO"), shown as "Oslo, NO"
                value = value.toString().section(u',', -1).trimmed();
            ok = ok && (!filter.contains(field) || passes(value, filter.value(field).toObject()));
        }
        if (ok)
            found << o;
    }
    std::sort(found.begin(), found.end(), [](const QJsonObject &a, const QJsonObject &b) {
        return a.value(u"dph_total"_s).toDouble() < b.value(u"dph_total"_s).toDouble();
    });
    QJsonArray listed;
    for (const QJsonObject &o : found.mid(0, filter.value(u"limit"_s).toInt(64)))
        listed.append(o);
    return json(QJsonObject{{u"offers"_s, listed}});
}

QHttpServerResponse FakeVast::rent(qint64 offerId, const QJsonObject &body)
{
    if (!offers.contains(offerId))
        return refused(404, u"invalid_args"_s, u"no_such_ask Instance type by id %1 is not available."_s.arg(offerId));
    if (body.value(u"image"_s).toString().isEmpty())
        return refused(400, u"invalid_args"_s, u"image is required"_s);
    const QJsonObject volumeInfo = body.value(u"volume_info"_s).toObject();
    const qint64 volumeId = volumeInfo.value(u"volume_id"_s).toInteger();
    if (!volumeInfo.isEmpty() && !volumeInfo.value(u"create_new"_s).toBool()) {
        if (!volumes.contains(volumeId))
            return refused(400, u"invalid_args"_s, u"No volume %1."_s.arg(volumeId));
        if (volumes.value(volumeId).value(u"machine_id"_s) != offers.value(offerId).value(u"machine_id"_s))
            return refused(400, u"invalid_args"_s, u"Volume %1 is on another machine."_s.arg(volumeId));
    }
    const QJsonObject offer = offers.take(offerId); // rented: off the market
    const qint64 id = ++m_nextId;
    if (volumes.contains(volumeId)) {
        QJsonObject &v = volumes[volumeId];
        v.insert(u"instances"_s, QJsonArray{id});
    }
    QJsonObject i{
        {u"id"_s, id},
        {u"actual_status"_s, QJsonValue()},
        {u"intended_status"_s, u"running"_s},
        {u"cur_state"_s, u"running"_s},
        {u"next_state"_s, u"running"_s},
        {u"label"_s, body.value(u"label"_s)},
        {u"image_uuid"_s, body.value(u"image"_s)},
        {u"gpu_name"_s, offer.value(u"gpu_name"_s)},
        {u"num_gpus"_s, offer.value(u"num_gpus"_s)},
        {u"dph_total"_s, offer.value(u"dph_total"_s)},
        // Its disk's price an hour, from the machine's price by the GB and month.
        {u"storage_total_cost"_s, offer.value(u"storage_cost"_s).toDouble() * body.value(u"disk"_s).toDouble(16) / 720},
        {u"disk_space"_s, body.value(u"disk"_s).toDouble(16)},
        {u"geolocation"_s, offer.value(u"geolocation"_s)},
        {u"machine_id"_s, offer.value(u"machine_id"_s)},
        {u"direct_port_count"_s, offer.value(u"direct_port_count"_s)},
        {u"ssh_host"_s, u"ssh4.vast.ai"_s},
        {u"ssh_port"_s, 10000 + int(id % 10000)},
        {u"start_date"_s, double(QDateTime::currentSecsSinceEpoch())}};
    instances.insert(id, i);
    return json(QJsonObject{{u"success"_s, true}, {u"new_contract"_s, id}});
}

QHttpServerResponse FakeVast::list(const QString &after, int limit) const
{
    limit = limit <= 0 ? 5 : std::min(limit, 25);
    const qint64 from = after.isEmpty() ? 0 : QByteArray::fromBase64(after.toLatin1()).toLongLong();
    QJsonArray page;
    qint64 last = 0;
    bool more = false;
    for (auto it = instances.upperBound(from); it != instances.end(); ++it) {
        if (page.size() == limit) {
            more = true;
            break;
        }
        page.append(it.value());
        last = it.key();
    }
    return json(QJsonObject{
        {u"success"_s, true},
        {u"instances_found"_s, page.size()},
        {u"total_instances"_s, instances.size()},
        {u"next_token"_s, more ? QJsonValue(QString::fromLatin1(QByteArray::number(last).toBase64())) : QJsonValue()},
        {u"instances"_s, page}});
}

QHttpServerResponse FakeVast::manage(qint64 id, const QJsonObject &change)
{
    QJsonObject &i = instances[id];
    if (change.contains(u"label"_s))
        i.insert(u"label"_s, change.value(u"label"_s));
    const QString state = change.value(u"state"_s).toString();
    if (state == u"running"_s || state == u"stopped"_s) {
        i.insert(u"intended_status"_s, state);
        i.insert(u"next_state"_s, state);
    } else if (!change.contains(u"label"_s)) {
        return refused(400, u"invalid_args"_s, u"state must be running or stopped"_s);
    }
    // Vast's documented behaviour: the start is taken, and waits while the card is someone else's.
    if (state == u"running"_s && cardTakenFrom == id)
        i.insert(u"actual_status"_s, u"scheduling"_s);
    return json(QJsonObject{{u"success"_s, true}});
}

QHttpServerResponse FakeVast::keys(const Request &r, const QStringList &parts)
{
    if (parts.size() == 3 && r.method == "GET") {
        if (m_keys.isEmpty()) // Vast's answer for an account without keys
            return QHttpServerResponse(QHttpServerResponse::StatusCode::NotFound);
        QJsonArray list;
        for (const QJsonObject &k : std::as_const(m_keys))
            list.append(k);
        return json(list);
    }
    if (parts.size() == 3 && r.method == "POST") {
        const QString key = r.body.value(u"ssh_key"_s).toString();
        if (key.isEmpty())
            return refused(400, u"no_ssh_key"_s, u"No ssh key provided"_s);
        const qint64 id = ++m_nextId;
        const QString created = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
        m_keys.insert(id,
                      QJsonObject{{u"id"_s, id},
                                  {u"user_id"_s, 4242},
                                  {u"key"_s, key},
                                  {u"created_at"_s, created},
                                  {u"deleted_at"_s, QJsonValue()}});
        return json(QJsonObject{
            {u"success"_s, true},
            {u"key"_s,
             QJsonObject{{u"id"_s, id}, {u"user_id"_s, 4242}, {u"public_key"_s, key}, {u"created_at"_s, created}}}});
    }
    if (parts.size() == 4 && r.method == "DELETE") {
        if (m_keys.remove(parts[3].toLongLong()) == 0)
            return refused(400, u"no_ssh_key"_s, u"No such ssh key"_s);
        return json(QJsonObject{{u"success"_s, true}});
    }
    return refused(404, u"not_found"_s, u"no such route"_s);
}

#include "tests/support/fakerunpod.h"

#include <QDateTime>
#include <QHttpServer>
#include <QHttpServerRequest>
#include <QHttpServerResponder>
#include <QHttpServerResponse>
#include <QJsonDocument>
#include <QLocale>
#include <QRegularExpression>
#include <QTcpServer>
#include <QTcpSocket>
#include <QUrlQuery>

using namespace Qt::StringLiterals;

namespace {

using Status = QHttpServerResponse::StatusCode;

QString now()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
}

QByteArray httpDate()
{
    return QLocale::c().toString(QDateTime::currentDateTimeUtc(), u"ddd, dd MMM yyyy hh:mm:ss 'GMT'"_s).toLatin1();
}

QHttpServerResponse problem(int status, const QString &title, const QString &detail, const QStringList &errors = {})
{
    QJsonObject body{{u"title"_s, title}, {u"status"_s, status}, {u"detail"_s, detail}};
    if (!errors.isEmpty())
        body.insert(u"errors"_s, QJsonArray::fromStringList(errors));
    return QHttpServerResponse("application/problem+json", QJsonDocument(body).toJson(QJsonDocument::Compact),
                               static_cast<Status>(status));
}

QHttpServerResponse ok(const QJsonObject &body, Status status = Status::Ok)
{
    return QHttpServerResponse(body, status);
}

QHttpServerResponse noContent()
{
    return QHttpServerResponse(Status::NoContent);
}

QStringList actionsFor(const QString &status)
{
    if (status == u"RUNNING"_s)
        return {u"stop"_s, u"restart"_s, u"terminate"_s};
    if (status == u"EXITED"_s || status == u"ERROR"_s)
        return {u"start"_s, u"terminate"_s};
    if (status == u"PROVISIONING"_s || status == u"STARTING"_s)
        return {u"stop"_s, u"terminate"_s};
    return {};
}

QJsonObject withStatus(QJsonObject pod, const QString &status)
{
    pod.insert(u"status"_s, status);
    pod.insert(u"actions"_s, QJsonArray::fromStringList(actionsFor(status)));
    return pod;
}

} // namespace

FakeRunPod::FakeRunPod(const QString &apiKey)
    : m_server(std::make_unique<QHttpServer>())
    , m_key(apiKey)
{
    cards = {
        {u"NVIDIA GeForce RTX 4090"_s, u"RTX 4090"_s, 24, 0.69, {{u"EU-RO-1"_s, u"HIGH"_s}, {u"US-TX-3"_s, u"LOW"_s}}},
        {u"NVIDIA A40"_s, u"A40"_s, 48, 0.44, {{u"EU-RO-1"_s, u"NONE"_s}, {u"US-TX-3"_s, u"MEDIUM"_s}}},
        {u"NVIDIA RTX A4000"_s, u"RTX A4000"_s, 16, 0.165, {{u"EU-RO-1"_s, u"MEDIUM"_s}}},
    };
    dataCenters = {{u"EU-RO-1"_s, u"Romania"_s, u"EUROPE"_s}, {u"US-TX-3"_s, u"Texas"_s, u"NORTH_AMERICA"_s}};
    templates = {
        QJsonObject{{u"id"_s, u"runpod-torch-v240"_s},
                    {u"name"_s, u"Runpod Pytorch 2.4.0"_s},
                    {u"image"_s, u"runpod/pytorch:2.4.0-py3.11-cuda12.4.1-devel-ubuntu22.04"_s},
                    {u"disk"_s, 50},
                    {u"serverless"_s, false},
                    {u"public"_s, true},
                    {u"category"_s, u"NVIDIA"_s},
                    {u"startSsh"_s, true},
                    {u"startJupyter"_s, true},
                    {u"allowedCudaVersions"_s, QJsonArray{u"12.4"_s}}},
        QJsonObject{{u"id"_s, u"runpod-ubuntu"_s},
                    {u"name"_s, u"Runpod Ubuntu (CPU)"_s},
                    {u"image"_s, u"runpod/base:ubuntu"_s},
                    {u"disk"_s, 10},
                    {u"serverless"_s, false},
                    {u"public"_s, true},
                    {u"category"_s, u"CPU"_s},
                    {u"startSsh"_s, true},
                    {u"startJupyter"_s, false},
                    {u"allowedCudaVersions"_s, QJsonArray{}}},
    };
    m_server->setMissingHandler([this](const QHttpServerRequest &request, QHttpServerResponder &&responder) {
        QHttpServerResponse response = handle(request);
        response.setHeader("Date", httpDate());
        response.write(std::move(responder));
    });
    auto *tcp = new QTcpServer(m_server.get());
    tcp->listen(QHostAddress::LocalHost, 0);
    m_port = tcp->serverPort();
    m_server->bind(tcp);
}

FakeRunPod::~FakeRunPod() = default;

QUrl FakeRunPod::url() const
{
    return QUrl(u"http://127.0.0.1:%1"_s.arg(m_port));
}

int FakeRunPod::count(const QByteArray &method, const QString &path) const
{
    return int(std::count_if(requests.begin(), requests.end(),
                             [&](const Request &r) { return r.method == method && r.path == path; }));
}

void FakeRunPod::failNext(int status, const QString &detail, const QList<QPair<QByteArray, QByteArray>> &headers,
                          int times)
{
    for (int i = 0; i < times; ++i)
        m_failures.append({status, detail, headers});
}

QString FakeRunPod::runningPod(const QString &name, int volumeGb)
{
    QJsonObject body{{u"name"_s, name},
                     {u"templateId"_s, u"runpod-torch-v240"_s},
                     {u"gpu"_s, QJsonObject{{u"id"_s, u"NVIDIA GeForce RTX 4090"_s}, {u"count"_s, 1}}},
                     {u"dataCenterIds"_s, QJsonArray{u"EU-RO-1"_s}},
                     {u"ports"_s, QJsonArray{u"22/tcp"_s}}};
    if (volumeGb > 0)
        body.insert(u"mounts"_s,
                    QJsonObject{{u"persistent"_s, QJsonObject{{u"size"_s, volumeGb}, {u"path"_s, u"/workspace"_s}}}});
    const QStringList before = pods.keys();
    createPod(body);
    advance();
    advance();
    for (const QString &id : pods.keys())
        if (!before.contains(id))
            return id;
    return {};
}

void FakeRunPod::advance()
{
    for (auto it = pods.begin(); it != pods.end(); ++it) {
        QJsonObject &pod = it.value();
        const QString status = pod.value(u"status"_s).toString();
        if (status == u"PROVISIONING"_s) {
            pod = withStatus(pod, u"STARTING"_s);
        } else if (status == u"STARTING"_s) {
            pod = withStatus(pod, u"RUNNING"_s);
            pod.insert(u"startedAt"_s, now());
            const int count = pod.value(u"gpu"_s).toObject().value(u"count"_s).toInt(1);
            QJsonArray gpus;
            if (!nextStartWithoutCard)
                for (int g = 0; g < count; ++g)
                    gpus.append(QJsonObject{{u"id"_s, u"gpu%1"_s.arg(g)}, {u"gpuUtilPercent"_s, 0}});
            nextStartWithoutCard = false;
            pod.insert(u"runtime"_s,
                       QJsonObject{{u"uptime"_s, 0},
                                   {u"gpus"_s, gpus},
                                   {u"ports"_s,
                                    QJsonArray{QJsonObject{{u"private"_s, 22},
                                                           {u"public"_s, 40022},
                                                           {u"type"_s, u"tcp"_s},
                                                           {u"ip"_s, u"203.0.113.7"_s}},
                                               QJsonObject{{u"private"_s, 8888},
                                                           {u"public"_s, 40888},
                                                           {u"type"_s, u"http"_s},
                                                           {u"ip"_s, u"203.0.113.7"_s}}}}});
            QJsonObject ssh = pod.value(u"ssh"_s).toObject();
            if (pod.value(u"ports"_s).toArray().contains(u"22/tcp"_s))
                ssh.insert(u"direct"_s,
                           QJsonObject{{u"host"_s, sshd.host},
                                       {u"port"_s, sshd.port},
                                       {u"username"_s, sshd.user},
                                       {u"command"_s, u"ssh %1@%2 -p %3"_s.arg(sshd.user, sshd.host).arg(sshd.port)}});
            pod.insert(u"ssh"_s, ssh);
            // Without its card the pod bills what the host's CPU costs; here, a tenth.
            const double price = m_listPrices.value(it.key());
            pod.insert(u"cost"_s, gpus.isEmpty() ? price / 10 : price);
        }
    }
}

QJsonObject FakeRunPod::stoppedPod(QJsonObject pod) const
{
    pod = withStatus(pod, u"EXITED"_s);
    pod.insert(u"cost"_s, 0.0);
    pod.insert(u"runtime"_s, QJsonValue());
    QJsonObject ssh = pod.value(u"ssh"_s).toObject();
    ssh.insert(u"direct"_s, QJsonValue());
    pod.insert(u"ssh"_s, ssh);
    return pod;
}

QHttpServerResponse FakeRunPod::handle(const QHttpServerRequest &request)
{
    Request r;
    switch (request.method()) {
    case QHttpServerRequest::Method::Get:
        r.method = "GET";
        break;
    case QHttpServerRequest::Method::Post:
        r.method = "POST";
        break;
    case QHttpServerRequest::Method::Put:
        r.method = "PUT";
        break;
    case QHttpServerRequest::Method::Patch:
        r.method = "PATCH";
        break;
    case QHttpServerRequest::Method::Delete:
        r.method = "DELETE";
        break;
    default:
        r.method = "OTHER";
    }
    r.path = request.url().path();
    r.query = request.query().toString(QUrl::FullyDecoded);
    r.body = QJsonDocument::fromJson(request.body()).object();
    r.authorization = request.value("authorization");
    requests.append(r);

    if (!m_failures.isEmpty()) {
        const Failure f = m_failures.takeFirst();
        QHttpServerResponse response = problem(f.status, u"Error"_s, f.detail);
        for (const auto &[name, value] : f.headers)
            response.setHeader(name, value);
        return response;
    }
    if (r.authorization != "Bearer " + m_key.toUtf8())
        return problem(401, u"Unauthorized"_s, u"invalid or missing api key"_s);

    const QStringList parts = r.path.split(u'/', Qt::SkipEmptyParts);
    if (parts.size() < 2 || parts[0] != u"v2"_s)
        return problem(404, u"Not Found"_s, u"no such route"_s);
    const QString resource = parts[1];
    const QUrlQuery query(request.query());

    if (resource == u"pods"_s)
        return podRoutes(r, parts);
    if (resource == u"catalog"_s && parts.size() == 3 && r.method == "GET") {
        if (parts[2] == u"gpus"_s)
            return catalogGpus(request.query().toString());
        if (parts[2] == u"datacenters"_s) {
            QJsonArray list;
            for (const DataCenter &dc : dataCenters)
                list.append(QJsonObject{{u"id"_s, dc.id},
                                        {u"name"_s, dc.name},
                                        {u"region"_s, dc.region},
                                        {u"globalNetwork"_s, false},
                                        {u"networkVolumeTypes"_s, QJsonArray{u"STANDARD"_s}},
                                        {u"compliance"_s, QJsonArray{}}});
            return ok(QJsonObject{{u"dataCenters"_s, list}});
        }
        if (parts[2] == u"templates"_s) {
            QJsonArray list;
            for (const QJsonObject &t : std::as_const(templates))
                list.append(t);
            return ok(QJsonObject{{u"templates"_s, list}});
        }
    }
    if (resource == u"account"_s && parts.size() == 3 && parts[2] == u"ssh-keys"_s) {
        if (r.method == "GET")
            return ok(QJsonObject{{u"keys"_s, QJsonArray::fromStringList(sshKeys)}});
        if (r.method == "PUT") {
            static const QRegularExpression line(uR"(^(ssh|ecdsa|sk)-[^\s]+ [^\s]+([ \t][^\n\r]*)?$)"_s);
            if (!r.body.value(u"keys"_s).isArray())
                return problem(422, u"Unprocessable Entity"_s, u"validation failed"_s, {u"$: keys is required"_s});
            QStringList keys;
            for (const QJsonValue &k : r.body.value(u"keys"_s).toArray()) {
                if (!line.match(k.toString()).hasMatch())
                    return problem(422, u"Unprocessable Entity"_s, u"validation failed"_s,
                                   {u"$.keys: does not match pattern"_s});
                keys << k.toString();
            }
            sshKeys = keys;
            return ok(QJsonObject{{u"keys"_s, QJsonArray::fromStringList(sshKeys)}});
        }
    }
    if (resource == u"network-volumes"_s) {
        if (parts.size() == 2 && r.method == "GET") {
            QJsonArray list;
            for (const QJsonObject &v : std::as_const(volumes))
                list.append(v);
            return ok(QJsonObject{{u"networkVolumes"_s, list}});
        }
        if (parts.size() == 2 && r.method == "POST") {
            const int size = r.body.value(u"size"_s).toInt();
            if (r.body.value(u"name"_s).toString().isEmpty() || size < 10 || size > 4096)
                return problem(422, u"Unprocessable Entity"_s, u"validation failed"_s,
                               {u"$.size: must be between 10 and 4096"_s});
            const QString id = u"vol%1"_s.arg(m_nextId++, 8, 10, QChar(u'0'));
            const QJsonObject v{{u"id"_s, id},
                                {u"name"_s, r.body.value(u"name"_s)},
                                {u"size"_s, size},
                                {u"dataCenter"_s, r.body.value(u"dataCenter"_s)},
                                {u"type"_s, u"STANDARD"_s}};
            volumes.insert(id, v);
            return ok(v, Status::Created);
        }
        if (parts.size() == 3 && r.method == "DELETE") {
            if (!volumes.remove(parts[2]))
                return problem(404, u"Not Found"_s, u"network volume not found"_s);
            return noContent();
        }
    }
    if (resource == u"billing"_s && r.method == "GET") {
        if (parts.size() == 2)
            return ok(QJsonObject{
                {u"records"_s, QJsonArray{}},
                {u"metadata"_s,
                 QJsonObject{{u"recordCount"_s, 1}, {u"totals"_s, QJsonObject{{u"totalAmount"_s, spentToday}}}}}});
        if (parts.size() == 3 && parts[2] == u"pods"_s) {
            const QString podId = query.queryItemValue(u"podId"_s);
            QJsonArray records;
            double total = 0;
            for (const QJsonValue &v : std::as_const(podBilling))
                if (podId.isEmpty() || v.toObject().value(u"podId"_s).toString() == podId) {
                    records.append(v);
                    total += v.toObject().value(u"totalAmount"_s).toDouble();
                }
            return ok(QJsonObject{
                {u"records"_s, records},
                {u"metadata"_s,
                 QJsonObject{{u"query"_s, QJsonObject{{u"bucketSize"_s, query.queryItemValue(u"bucketSize"_s)}}},
                             {u"recordCount"_s, records.size()},
                             {u"totals"_s, QJsonObject{{u"totalAmount"_s, total}}}}}});
        }
    }
    return problem(404, u"Not Found"_s, u"no such route"_s);
}

QHttpServerResponse FakeRunPod::catalogGpus(const QString &rawQuery)
{
    const QUrlQuery query(rawQuery);
    const bool availability = query.queryItemValue(u"include"_s) == u"AVAILABILITY"_s;
    if (availability && query.queryItemValue(u"product"_s).isEmpty())
        return problem(400, u"Bad Request"_s, u"include=AVAILABILITY requires product"_s);
    QJsonArray list;
    for (const Card &c : std::as_const(cards)) {
        QJsonObject g{{u"id"_s, c.id},
                      {u"name"_s, c.name},
                      {u"pool"_s, QJsonValue()},
                      {u"manufacturer"_s, u"NVIDIA"_s},
                      {u"memory"_s, c.memoryGb},
                      {u"secure"_s, true},
                      {u"community"_s, false},
                      {u"price"_s, QJsonObject{{u"secure"_s, c.securePrice}, {u"community"_s, 0.0}}},
                      {u"maxCount"_s, QJsonObject{{u"secure"_s, 8}, {u"community"_s, 0}}}};
        if (availability) {
            QJsonArray dcs;
            QString best = u"NONE"_s;
            for (const DataCenter &dc : std::as_const(dataCenters))
                if (c.availability.contains(dc.id)) {
                    const QString level = c.availability.value(dc.id);
                    dcs.append(QJsonObject{{u"id"_s, dc.id}, {u"name"_s, dc.name}, {u"availability"_s, level}});
                    if (level != u"NONE"_s)
                        best = level;
                }
            g.insert(u"availability"_s, best);
            if (!dcs.isEmpty())
                g.insert(u"dataCenters"_s, dcs);
        }
        list.append(g);
    }
    return ok(QJsonObject{{u"gpus"_s, list}});
}

QHttpServerResponse FakeRunPod::createPod(const QJsonObject &body)
{
    if (body.value(u"name"_s).toString().isEmpty())
        return problem(422, u"Unprocessable Entity"_s, u"validation failed"_s, {u"$: name is required"_s});
    if (!body.contains(u"image"_s) && !body.contains(u"templateId"_s))
        return problem(422, u"Unprocessable Entity"_s, u"validation failed"_s, {u"$: image is required"_s});
    if (body.contains(u"gpu"_s) == body.contains(u"cpu"_s))
        return problem(400, u"Bad Request"_s, u"exactly one of gpu or cpu must be set"_s);
    const QJsonObject gpu = body.value(u"gpu"_s).toObject();
    const auto card = std::find_if(cards.begin(), cards.end(),
                                   [&](const Card &c) { return c.id == gpu.value(u"id"_s).toString(); });
    if (card == cards.end())
        return problem(400, u"Bad Request"_s, u"unknown gpu type"_s);
    QStringList wanted;
    for (const QJsonValue &v : body.value(u"dataCenterIds"_s).toArray())
        wanted << v.toString();
    QString placed;
    for (const DataCenter &dc : std::as_const(dataCenters))
        if ((wanted.isEmpty() || wanted.contains(dc.id)) && card->availability.value(dc.id, u"NONE"_s) != u"NONE"_s) {
            placed = dc.id;
            break;
        }
    if (placed.isEmpty())
        return problem(400, u"Bad Request"_s,
                       u"There are no longer any instances available with the requested specifications. "
                       "Please refresh and try again."_s);
    QString image = body.value(u"image"_s).toString();
    int disk = body.value(u"disk"_s).toInt(0);
    if (body.contains(u"templateId"_s)) {
        const auto t = std::find_if(templates.begin(), templates.end(), [&](const QJsonObject &o) {
            return o.value(u"id"_s) == body.value(u"templateId"_s);
        });
        if (t == templates.end())
            return problem(404, u"Not Found"_s, u"template not found"_s);
        if (image.isEmpty())
            image = t->value(u"image"_s).toString();
        if (disk == 0)
            disk = t->value(u"disk"_s).toInt();
    }
    const int count = gpu.value(u"count"_s).toInt(1);
    const QString id = u"fakepod%1"_s.arg(m_nextId++, 6, 10, QChar(u'0'));
    QJsonObject pod{
        {u"id"_s, id},
        {u"name"_s, body.value(u"name"_s)},
        {u"image"_s, image},
        {u"args"_s, u""_s},
        {u"disk"_s, disk == 0 ? 20 : disk},
        {u"mounts"_s, body.value(u"mounts"_s).toObject()},
        {u"ports"_s, body.value(u"ports"_s).toArray()},
        {u"env"_s, QJsonObject{}},
        {u"registry"_s, QJsonValue()},
        {u"gpu"_s, QJsonObject{{u"id"_s, card->id}, {u"count"_s, count}}},
        {u"cloud"_s, body.value(u"cloud"_s).toString(u"SECURE"_s)},
        {u"dataCenterId"_s, placed},
        {u"cudaVersion"_s, u"12.4"_s},
        {u"ssh"_s,
         QJsonObject{{u"proxy"_s,
                      QJsonObject{{u"host"_s, u"ssh.runpod.io"_s},
                                  {u"port"_s, 22},
                                  {u"username"_s, QString(id + u"-64411eb2"_s)},
                                  {u"command"_s, u"ssh %1-64411eb2@ssh.runpod.io"_s.arg(id)}}},
                     {u"direct"_s, QJsonValue()}}},
        {u"template"_s, QJsonValue()},
        {u"cost"_s, card->securePrice * count},
        {u"locked"_s, false},
        {u"runtime"_s, QJsonValue()},
        {u"createdAt"_s, now()},
        {u"startedAt"_s, QJsonValue()},
        {u"globalNetworking"_s, QJsonObject{{u"enabled"_s, false}}},
    };
    pod = withStatus(pod, u"PROVISIONING"_s);
    pods.insert(id, pod);
    m_listPrices.insert(id, card->securePrice * count);
    return ok(pod, Status::Created);
}

QHttpServerResponse FakeRunPod::podRoutes(const Request &r, const QStringList &parts)
{
    if (parts.size() == 2) {
        if (r.method == "GET") {
            QJsonArray list;
            for (const QJsonObject &p : std::as_const(pods))
                list.append(p);
            return ok(QJsonObject{{u"pods"_s, list}});
        }
        if (r.method == "POST")
            return createPod(r.body);
        return problem(405, u"Method Not Allowed"_s, u"method not allowed"_s);
    }
    const QString id = parts[2];
    if (!pods.contains(id))
        return problem(404, u"Not Found"_s, u"pod not found"_s);
    QJsonObject &pod = pods[id];
    if (parts.size() == 3) {
        if (r.method == "GET")
            return ok(pod);
        if (r.method == "PATCH") {
            if (r.body.contains(u"name"_s)) {
                if (r.body.value(u"name"_s).toString().isEmpty())
                    return problem(422, u"Unprocessable Entity"_s, u"validation failed"_s, {u"$.name: minLength 1"_s});
                pod.insert(u"name"_s, r.body.value(u"name"_s));
            }
            return ok(pod);
        }
        if (r.method == "DELETE") {
            pods.remove(id);
            return noContent();
        }
    }
    if (parts.size() == 4 && parts[3] == u"action"_s && r.method == "POST") {
        const QString action = r.body.value(u"action"_s).toString();
        const QString status = pod.value(u"status"_s).toString();
        if (!QStringList{u"start"_s, u"stop"_s, u"restart"_s, u"terminate"_s}.contains(action))
            return problem(422, u"Unprocessable Entity"_s, u"validation failed"_s,
                           {u"$.action: must be one of start, stop, restart, terminate"_s});
        if (!actionsFor(status).contains(action))
            return problem(409, u"Conflict"_s, u"action %1 is not valid for a pod in status %2"_s.arg(action, status));
        if (action == u"terminate"_s) {
            pods.remove(id);
            return noContent();
        }
        if (action == u"stop"_s)
            pod = stoppedPod(pod);
        else if (action == u"start"_s) {
            pod = withStatus(pod, u"PROVISIONING"_s);
            pod.insert(u"cost"_s, m_listPrices.value(id));
        }
        return ok(pod);
    }
    return problem(404, u"Not Found"_s, u"no such route"_s);
}

#include "tests/support/fakecompshare.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QHttpServer>
#include <QHttpServerRequest>
#include <QHttpServerResponder>
#include <QHttpServerResponse>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <QRegularExpression>
#include <QTcpServer>
#include <QTimeZone>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

/// A parameter an Action takes, as the platform's page lists it: its name (".N" for a list's
/// index), its type (S text, I integer, B boolean) and whether it is required.
struct Param
{
    QString name;
    char type;
    bool required;
};

const QHash<QString, QList<Param>> &actions()
{
    static const QList<Param> disks{
        {u"Disks.N.IsBoot"_s, 'B', false}, {u"Disks.N.Type"_s, 'S', false}, {u"Disks.N.Size"_s, 'I', false}};
    static const QList<Param> onInstance{
        {u"Region"_s, 'S', true}, {u"Zone"_s, 'S', true}, {u"ProjectId"_s, 'S', false}, {u"UHostId"_s, 'S', true}};
    static const QHash<QString, QList<Param>> all{
        {u"DescribeCompShareSupportZone"_s, {{u"Region"_s, 'S', true}}},
        {u"DescribeAvailableCompShareInstanceTypes"_s,
         {{u"Region"_s, 'S', true},
          {u"Zone"_s, 'S', false},
          {u"MachineTypes.N"_s, 'S', false},
          {u"InstanceType"_s, 'S', false}}},
        {u"GetCompShareInstancePrice"_s,
         QList<Param>{{u"Region"_s, 'S', true},
                      {u"Zone"_s, 'S', true},
                      {u"GpuType"_s, 'S', true},
                      {u"Gpu"_s, 'I', true},
                      {u"Cpu"_s, 'I', true},
                      {u"Memory"_s, 'I', true},
                      {u"ChargeType"_s, 'S', false},
                      {u"Volumes.N.Type"_s, 'S', false},
                      {u"Volumes.N.Size"_s, 'I', false},
                      {u"CompShareImageId"_s, 'S', false},
                      {u"Quantity"_s, 'I', false}}
             + disks},
        {u"DescribeCompShareGpuInventory"_s, {{u"Region"_s, 'S', true}, {u"Zone"_s, 'S', false}}},
        {u"DescribeCompShareImages"_s,
         {{u"Region"_s, 'S', true},
          {u"Zone"_s, 'S', false},
          {u"CompShareImageId"_s, 'S', false},
          {u"ImageType"_s, 'S', false},
          {u"Name"_s, 'S', false},
          {u"Author"_s, 'S', false},
          {u"Tag"_s, 'S', false},
          {u"Offset"_s, 'I', false},
          {u"Limit"_s, 'I', false}}},
        {u"DescribeCompShareInstance"_s,
         {{u"Region"_s, 'S', false},
          {u"Zone"_s, 'S', false},
          {u"ProjectId"_s, 'S', false},
          {u"UHostIds.N"_s, 'S', false},
          {u"Offset"_s, 'I', false},
          {u"Limit"_s, 'I', false}}},
        {u"CreateCompShareInstance"_s,
         {{u"Region"_s, 'S', true},
          {u"Zone"_s, 'S', true},
          {u"GpuType"_s, 'S', true},
          {u"GPU"_s, 'I', true},
          {u"CPU"_s, 'I', true},
          {u"Memory"_s, 'I', true},
          {u"MachineType"_s, 'S', false},
          {u"MinimalCpuPlatform"_s, 'S', false},
          {u"CompShareImageId"_s, 'S', true},
          {u"Disks.N.IsBoot"_s, 'B', true},
          {u"Disks.N.Type"_s, 'S', true},
          {u"Disks.N.Size"_s, 'I', true},
          {u"ChargeType"_s, 'S', false},
          {u"Quantity"_s, 'I', false},
          {u"Name"_s, 'S', false},
          {u"Remark"_s, 'S', false},
          {u"SecurityGroupId"_s, 'S', false},
          {u"MaxCount"_s, 'I', false},
          {u"EnableUS3"_s, 'B', false}}},
        {u"StartCompShareInstance"_s, QList<Param>{{u"WithoutGpu"_s, 'B', false}} + onInstance},
        {u"StopCompShareInstance"_s, onInstance},
        {u"RebootCompShareInstance"_s, onInstance},
        {u"TerminateCompShareInstance"_s, QList<Param>{{u"ReleaseUDisk"_s, 'B', false}} + onInstance},
        {u"ResizeCompShareInstance"_s,
         QList<Param>{{u"Cpu"_s, 'I', false},
                      {u"Memory"_s, 'I', false},
                      {u"Gpu"_s, 'I', false},
                      {u"WithoutGpu"_s, 'B', false},
                      {u"DiskId"_s, 'S', false},
                      {u"DiskSpace"_s, 'I', false},
                      {u"CouponId"_s, 'S', false}}
             + onInstance},
        {u"CreateCompShareCustomImage"_s,
         {{u"Region"_s, 'S', true},
          {u"Zone"_s, 'S', true},
          {u"UHostId"_s, 'S', true},
          {u"Name"_s, 'S', true},
          {u"Description"_s, 'S', false}}},
        {u"GetCompShareImageCreateProgress"_s,
         {{u"Region"_s, 'S', true}, {u"Zone"_s, 'S', true}, {u"CompShareImageId"_s, 'S', true}}},
        {u"DescribeCompShareCustomImages"_s,
         {{u"Region"_s, 'S', true},
          {u"CompShareImageId"_s, 'S', false},
          {u"Offset"_s, 'I', false},
          {u"Limit"_s, 'I', false}}},
        {u"TerminateCompShareCustomImage"_s,
         {{u"Region"_s, 'S', true}, {u"Zone"_s, 'S', true}, {u"CompShareImageId"_s, 'S', true}}},
        {u"GetProjectList"_s, {}},
        {u"UpdateCompShareStopScheduler"_s,
         {{u"Region"_s, 'S', true},
          {u"Zone"_s, 'S', true},
          {u"ProjectId"_s, 'S', true},
          {u"UHostId"_s, 'S', true},
          {u"SchedulerStopTime"_s, 'I', true}}},
        {u"DeleteCompShareStopScheduler"_s,
         {{u"Region"_s, 'S', true}, {u"ProjectId"_s, 'S', true}, {u"UHostId"_s, 'S', true}}},
        {u"GetCompShareInstanceMonitor"_s,
         {{u"Region"_s, 'S', true},
          {u"UHostIds.N"_s, 'S', true},
          {u"StartTime"_s, 'I', false},
          {u"EndTime"_s, 'I', false}}},
        {u"DescribeCommunityImages"_s,
         {{u"Region"_s, 'S', true},
          {u"CompShareImageId"_s, 'S', false},
          {u"GroupId"_s, 'S', false},
          {u"Name"_s, 'S', false},
          {u"Author"_s, 'S', false},
          {u"FuzzySearch"_s, 'S', false},
          {u"Tag.N"_s, 'S', false},
          {u"IsFree"_s, 'B', false},
          {u"IsOfficial"_s, 'B', false},
          {u"IfAutoStart"_s, 'B', false},
          {u"Offset"_s, 'I', false},
          {u"Limit"_s, 'I', false}}},
        {u"ListCompShareTeam"_s, {{u"Region"_s, 'S', true}}},
        {u"GetCompShareTeamInfo"_s,
         {{u"Region"_s, 'S', true}, {u"TeamId"_s, 'I', false}, {u"VirtualCompanyId"_s, 'I', false}}},
        {u"CreateCompShareTeam"_s, {{u"Region"_s, 'S', true}, {u"Name"_s, 'S', true}, {u"Description"_s, 'S', false}}},
        {u"CreateCompShareTeamRelation"_s,
         {{u"Region"_s, 'S', true},
          {u"TeamId"_s, 'I', true},
          {u"UserInfo.N.UserCompanyId"_s, 'I', true},
          {u"UserInfo.N.RemarkName"_s, 'S', false}}},
        {u"SetCompShareTeamRelation"_s,
         {{u"Region"_s, 'S', true},
          {u"TeamId"_s, 'I', true},
          {u"Status"_s, 'S', true},
          {u"UserCompanyId"_s, 'I', false},
          {u"RemarkName"_s, 'S', false}}},
        {u"SetCompShareTeamAmount"_s,
         {{u"Region"_s, 'S', true},
          {u"TeamId"_s, 'I', true},
          {u"VirtualCompanyId.N"_s, 'I', true},
          {u"Amount"_s, 'I', true},
          {u"OperateType"_s, 'S', true}}},
        {u"CheckCompShareResourceCapacity"_s,
         {{u"Region"_s, 'S', true},
          {u"Zone"_s, 'S', true},
          {u"GpuType"_s, 'S', true},
          {u"MachineType"_s, 'S', true},
          {u"MinimalCpuPlatform"_s, 'S', true},
          {u"CompShareImageId"_s, 'S', true},
          {u"ChargeType"_s, 'S', true},
          {u"Disks.N.IsBoot"_s, 'B', true},
          {u"Disks.N.Type"_s, 'S', true},
          {u"Disks.N.Size"_s, 'I', true}}},
        {u"CreateAndAttachCompshareDisk"_s,
         QList<Param>{{u"Size"_s, 'I', true},
                      {u"DiskType"_s, 'S', true},
                      {u"Name"_s, 'S', true},
                      {u"ChargeType"_s, 'S', false},
                      {u"Quantity"_s, 'I', false},
                      {u"CouponId"_s, 'S', false}}
             + onInstance},
        {u"AttachCompshareDisk"_s,
         QList<Param>{{u"UDiskId"_s, 'S', true}, {u"DataDiskType"_s, 'S', false}} + onInstance},
        {u"DetachCompshareDisk"_s,
         {{u"Region"_s, 'S', true},
          {u"Zone"_s, 'S', false},
          {u"UHostId"_s, 'S', true},
          {u"UDiskId"_s, 'S', true},
          {u"Device"_s, 'S', true}}},
        {u"ResizeCompShareDisk"_s,
         {{u"Region"_s, 'S', true},
          {u"Zone"_s, 'S', true},
          {u"UDiskId"_s, 'S', true},
          {u"UHostId"_s, 'S', false},
          {u"Size"_s, 'I', true}}},
        {u"DeleteCompshareDisk"_s, {{u"Region"_s, 'S', true}, {u"Zone"_s, 'S', true}, {u"UDiskId"_s, 'S', true}}},
        {u"ModifyCompShareInstanceName"_s,
         {{u"Region"_s, 'S', true}, {u"Zone"_s, 'S', false}, {u"UHostId"_s, 'S', true}, {u"Name"_s, 'S', true}}},
    };
    return all;
}

QJsonObject refused(int code, const QString &message)
{
    return QJsonObject{{u"RetCode"_s, code}, {u"Message"_s, message}};
}

QByteArray compshareDate(qint64 seconds)
{
    return QLocale::c()
        .toString(QDateTime::fromSecsSinceEpoch(seconds, Qt::UTC), u"ddd, dd MMM yyyy hh:mm:ss 'GMT'"_s)
        .toLatin1();
}

/// The signature as the platform checks it, worked out here on its own (not with gpudesk's code):
/// the names in byte order, each followed by its value, the private key, SHA-1 in hex.
QString signatureOf(const QMap<QString, QString> &params, const QString &privateKey)
{
    QList<QByteArray> names;
    for (auto it = params.cbegin(); it != params.cend(); ++it)
        names << it.key().toUtf8();
    std::sort(names.begin(), names.end());
    QByteArray text;
    for (const QByteArray &n : names)
        text += n + params.value(QString::fromUtf8(n)).toUtf8();
    text += privateKey.toUtf8();
    return QString::fromLatin1(QCryptographicHash::hash(text, QCryptographicHash::Sha1).toHex());
}

} // namespace

FakeCompshare::FakeCompshare(const QString &publicKey, const QString &privateKey)
    : m_server(std::make_unique<QHttpServer>())
    , m_publicKey(publicKey)
    , m_privateKey(privateKey)
{
    zones = {{u"cn-wlcb"_s, u"cn-wlcb-01"_s, u"乌兰察布A"_s, 10027}, {u"cn-sh2"_s, u"cn-sh2-01"_s, u"上海二A"_s, 7001}};
    cards = {
        {u"4090"_s, u"cn-wlcb-01"_s, 24, false, {{1, 16, 64}, {1, 24, 96}, {2, 32, 128}}, 2.05, 44.0, 1100.0},
        {u"3090"_s, u"cn-wlcb-01"_s, 24, false, {{1, 12, 48}, {2, 24, 96}}, 1.13, 24.5, 620.0},
        {u"4090"_s, u"cn-sh2-01"_s, 24, true, {{1, 16, 64}}, 2.05, 44.0, 1100.0},
    };
    inventory = {{10027, {{u"4090"_s, 12}, {u"3090"_s, 3}}}};
    images = {
        QJsonObject{{u"CompShareImageId"_s, u"compshareImage-torch24"_s},
                    {u"Name"_s, u"PyTorch 2.4 CUDA 12.4"_s},
                    {u"ImageType"_s, u"System"_s},
                    {u"Author"_s, u"UCloud"_s},
                    {u"Status"_s, u"Available"_s},
                    {u"Size"_s, 30 * 1024}, // MB
                    {u"Softwares"_s,
                     QJsonObject{{u"Framework"_s, u"PyTorch"_s},
                                 {u"FrameworkVersion"_s, u"2.4.0"_s},
                                 {u"CUDAVersion"_s, u"12.4"_s},
                                 {u"PythonVersion"_s, u"3.11"_s}}}},
        QJsonObject{{u"CompShareImageId"_s, u"compshareImage-ubuntu22"_s},
                    {u"Name"_s, u"Ubuntu 22.04"_s},
                    {u"ImageType"_s, u"System"_s},
                    {u"Author"_s, u"UCloud"_s},
                    {u"Status"_s, u"Available"_s},
                    {u"Size"_s, 20 * 1024}},
    };
    communityGroups = {QJsonObject{{u"GroupId"_s, u"group-comfy"_s},
                                   {u"ImageName"_s, u"ComfyUI"_s},
                                   {u"Status"_s, u"Available"_s},
                                   {u"Data"_s,
                                    QJsonArray{QJsonObject{{u"CompShareImageId"_s, u"compshareImage-comfyui"_s},
                                                           {u"Name"_s, u"ComfyUI"_s},
                                                           {u"Author"_s, u"画图的小李"_s},
                                                           {u"Status"_s, u"Available"_s},
                                                           {u"Price"_s, 0},
                                                           {u"VersionName"_s, u"v0.3"_s},
                                                           {u"PubTime"_s, 1760000000},
                                                           {u"Size"_s, 35 * 1024},
                                                           {u"SupportedGpuTypes"_s, QJsonArray{u"4090"_s}}}}}}};
    m_server->setMissingHandler([this](const QHttpServerRequest &request, QHttpServerResponder &&responder) {
        QHttpServerResponse response = handle(request);
        response.setHeader("Date", compshareDate(nowS()));
        response.write(std::move(responder));
    });
    auto *tcp = new QTcpServer(m_server.get());
    tcp->listen(QHostAddress::LocalHost, 0);
    m_port = tcp->serverPort();
    m_server->bind(tcp);
}

FakeCompshare::~FakeCompshare() = default;

qint64 FakeCompshare::nowS() const
{
    return now ? now() : QDateTime::currentSecsSinceEpoch();
}

QUrl FakeCompshare::url() const
{
    return QUrl(u"http://127.0.0.1:%1/"_s.arg(m_port));
}

QMap<QString, QString> FakeCompshare::formOf(const QByteArray &body)
{
    QMap<QString, QString> params;
    for (const QByteArray &pair : body.split('&')) {
        if (pair.isEmpty())
            continue;
        const qsizetype eq = pair.indexOf('=');
        auto decode = [](QByteArray part) {
            part.replace('+', ' ');
            return QString::fromUtf8(QByteArray::fromPercentEncoding(part));
        };
        params.insert(decode(pair.left(eq)), eq < 0 ? QString() : decode(pair.mid(eq + 1)));
    }
    return params;
}

int FakeCompshare::count(const QString &action) const
{
    return int(std::count_if(requests.begin(), requests.end(), [&](const Request &r) { return r.action == action; }));
}

QMap<QString, QString> FakeCompshare::last(const QString &action) const
{
    for (auto it = requests.crbegin(); it != requests.crend(); ++it)
        if (it->action == action)
            return it->params;
    return {};
}

void FakeCompshare::acceptInvitations()
{
    for (QJsonObject &t : teams) {
        QJsonArray relations = t.value(u"Relations"_s).toArray();
        for (qsizetype n = 0; n < relations.size(); ++n) {
            QJsonObject m = relations[n].toObject();
            if (m.value(u"Status"_s).toString() != u"Pending"_s)
                continue;
            m.insert(u"Status"_s, u"Joined"_s);
            m.insert(u"VirtualCompanyId"_s, 60000 + m_nextId++);
            relations[n] = m;
        }
        t.insert(u"Relations"_s, relations);
    }
}

void FakeCompshare::failNext(int code, const QString &message, int times)
{
    for (int i = 0; i < times; ++i)
        m_failures.append({code, message});
}

const FakeCompshare::Card *FakeCompshare::cardIn(const QString &zone, const QString &gpuType) const
{
    for (const Card &c : cards)
        if (c.zone == zone && c.gpuType == gpuType)
            return &c;
    return nullptr;
}

void FakeCompshare::advance()
{
    for (QJsonObject &image : customImages) {
        if (image.value(u"Status"_s).toString() != u"Making"_s)
            continue;
        const double done = std::min(100.0, image.value(u"Process"_s).toDouble() + 50);
        image.insert(u"Process"_s, done);
        if (done >= 100) {
            const QString why = image.value(u"FailedReason"_s).toString();
            image.insert(u"Status"_s, why.isEmpty() ? u"Available"_s : u"UnAvailable"_s);
        }
    }
    for (QJsonObject &h : hosts) {
        const QString state = h.value(u"State"_s).toString();
        const qint64 stopAt = h.value(u"StopTime"_s).toInteger();
        if (state == u"Resizing"_s) {
            h.insert(u"State"_s, u"Stopped"_s); // resized: it stays stopped until started
        } else if (state == u"Running"_s && stopAt > 0 && stopAt <= nowS()) {
            // The scheduler's stop, once its time has come: the instance stops, the time is spent.
            h.insert(u"State"_s, u"Stopped"_s);
            h.insert(u"StartTime"_s, 0);
            h.insert(u"StopTime"_s, 0);
            ++scheduledStops;
        } else if (state == u"Initializing"_s || state == u"Starting"_s || state == u"Rebooting"_s) {
            h.insert(u"State"_s, u"Running"_s);
            if (state != u"Rebooting"_s)
                h.insert(u"StartTime"_s, nowS());
        } else if (state == u"Stopping"_s) {
            h.insert(u"State"_s, u"Stopped"_s);
            h.insert(u"StartTime"_s, 0);
        }
    }
}

QHttpServerResponse FakeCompshare::handle(const QHttpServerRequest &request)
{
    Request r;
    r.contentType = request.value("content-type");
    r.params = formOf(request.body());
    r.action = r.params.value(u"Action"_s);
    requests.append(r);
    const QJsonObject out = answer(r);
    if (m_loseNext > 0 && r.action == m_loseAction) {
        // Done, but the answer lost on the way: a gateway's error instead.
        const int status = std::exchange(m_loseNext, 0);
        return QHttpServerResponse("text/html", "<html>502 Bad Gateway</html>",
                                   QHttpServerResponse::StatusCode(status));
    }
    return QHttpServerResponse(out);
}

QJsonObject FakeCompshare::answer(const Request &r)
{
    QMap<QString, QString> p = r.params;
    if (!r.contentType.startsWith("application/x-www-form-urlencoded"))
        return refused(230, u"Params [Content-Type] not available"_s);
    if (!p.contains(u"Action"_s) || p.value(u"Action"_s).isEmpty())
        return refused(160, u"Missing Action"_s);
    if (!p.contains(u"Signature"_s))
        return refused(170, u"Missing signature"_s);
    const QString signature = p.take(u"Signature"_s);
    if (p.value(u"PublicKey"_s) != m_publicKey)
        return refused(172, u"User Not Exists"_s);
    if (signatureOf(p, m_privateKey) != signature)
        return refused(171, u"Signature VerifyAC Error"_s);
    const auto action = actions().constFind(r.action);
    if (action == actions().cend())
        return refused(161, u"Action [%1] not found"_s.arg(r.action));
    // Every parameter must be one the Action takes, of its type; every required one must be there.
    static const QRegularExpression index(u"\\.\\d+(\\.|$)"_s);
    QSet<QString> seen;
    for (auto it = p.cbegin(); it != p.cend(); ++it) {
        if (it.key() == u"Action"_s || it.key() == u"PublicKey"_s)
            continue;
        QString pattern = it.key();
        pattern.replace(index, u".N\\1"_s);
        const auto spec
            = std::find_if(action->cbegin(), action->cend(), [&](const Param &x) { return x.name == pattern; });
        if (spec == action->cend())
            return refused(230, u"Params [%1] not available"_s.arg(it.key()));
        bool ok = true;
        if (spec->type == 'I')
            it.value().toLongLong(&ok);
        else if (spec->type == 'B')
            ok = it.value() == u"true"_s || it.value() == u"false"_s;
        if (!ok)
            return refused(230, u"Params [%1] not available"_s.arg(it.key()));
        seen.insert(pattern);
    }
    for (const Param &x : *action)
        if (x.required && !seen.contains(x.name))
            return refused(210, u"Missing params [%1]"_s.arg(x.name));
    if (!m_failures.isEmpty()) {
        const auto [code, message] = m_failures.takeFirst();
        return refused(code, message);
    }
    if (!m_refuseAction.isEmpty() && r.action == m_refuseAction) {
        m_refuseAction.clear();
        return refused(m_refusal.first, m_refusal.second);
    }

    const QString name = r.action;
    QJsonObject out{{u"RetCode"_s, 0}, {u"Action"_s, QString(name + u"Response"_s)}};
    if (name == u"DescribeCompShareSupportZone"_s) {
        QJsonArray info;
        for (const Zone &z : std::as_const(zones))
            info.append(QJsonObject{
                {u"Region"_s, z.region}, {u"Zone"_s, z.zone}, {u"Describe"_s, z.name}, {u"ZoneId"_s, z.zoneId}});
        out.insert(u"ZoneInfo"_s, info);
    } else if (name == u"DescribeAvailableCompShareInstanceTypes"_s) {
        QJsonArray types;
        for (const Card &c : std::as_const(cards)) {
            if (p.contains(u"Zone"_s) && c.zone != p.value(u"Zone"_s))
                continue;
            QMap<int, QJsonArray> byCount;
            for (const Card::Size &s : c.sizes)
                byCount[s.gpus].append(QJsonObject{{u"Cpu"_s, s.cpus},
                                                   {u"Memory"_s, QJsonArray{s.memoryGb}},
                                                   {u"MinimalCpuPlatform"_s, QJsonArray{u"Amd/Auto"_s}}});
            QJsonArray sizes;
            for (auto it = byCount.cbegin(); it != byCount.cend(); ++it)
                sizes.append(QJsonObject{{u"Gpu"_s, it.key()}, {u"Collection"_s, it.value()}});
            types.append(QJsonObject{{u"Name"_s, c.gpuType},
                                     {u"Zone"_s, c.zone},
                                     {u"Status"_s, c.soldOut ? u"SoldOut"_s : u"Normal"_s},
                                     {u"MachineSizes"_s, sizes},
                                     {u"GraphicsMemory"_s, QJsonObject{{u"Value"_s, c.vramGb}, {u"Rate"_s, 3}}},
                                     {u"MachineClass"_s, u"GPU"_s},
                                     {u"ParentType"_s, u"G"_s}});
        }
        out.insert(u"AvailableInstanceTypes"_s, types);
    } else if (name == u"GetCompShareInstancePrice"_s) {
        const Card *c = cardIn(p.value(u"Zone"_s), p.value(u"GpuType"_s));
        if (!c)
            return refused(230, u"Params [GpuType] not available"_s);
        const double scale = c->scale(p.value(u"Gpu"_s).toInt(), p.value(u"Cpu"_s).toInt());
        QJsonArray details;
        for (const auto &[type, price] : {std::pair{u"Dynamic"_s, c->perHour}, std::pair{u"Day"_s, c->perDay},
                                          std::pair{u"Month"_s, c->perMonth}}) {
            if (p.contains(u"ChargeType"_s) && p.value(u"ChargeType"_s) != type)
                continue;
            details.append(QJsonObject{{u"ChargeType"_s, type},
                                       {u"Instance"_s, price * scale},
                                       {u"Disks"_s, 0},
                                       {u"SystemDisks"_s, 0},
                                       {u"CompShareImage"_s, 0}});
        }
        out.insert(u"PriceDetails"_s, details);
    } else if (name == u"DescribeCompShareGpuInventory"_s) {
        QJsonObject exclusive;
        for (auto z = inventory.cbegin(); z != inventory.cend(); ++z) {
            QJsonObject counts;
            for (auto c = z.value().cbegin(); c != z.value().cend(); ++c)
                counts.insert(c.key(), c.value());
            exclusive.insert(QString::number(z.key()), counts);
        }
        out.insert(u"GpuInventoryByZone"_s,
                   QString::fromUtf8(QJsonDocument(QJsonObject{{u"Exclusive"_s, exclusive}, {u"Spot"_s, QJsonObject{}}})
                                         .toJson(QJsonDocument::Compact)));
        out.insert(u"UpdateTime"_s, nowS());
    } else if (name == u"DescribeCompShareImages"_s) {
        QJsonArray set;
        for (const QJsonObject &i : std::as_const(images))
            set.append(i);
        out.insert(u"ImageSet"_s, set);
        out.insert(u"TotalCount"_s, set.size());
    } else if (name == u"DescribeCompShareInstance"_s) {
        QStringList ids;
        for (auto it = p.cbegin(); it != p.cend(); ++it)
            if (it.key().startsWith(u"UHostIds."_s))
                ids << it.value();
        QJsonArray set;
        for (const QJsonObject &h : std::as_const(hosts))
            if (ids.isEmpty() || ids.contains(h.value(u"UHostId"_s).toString()))
                set.append(h);
        out.insert(u"UHostSet"_s, set);
        out.insert(u"TotalCount"_s, set.size());
    } else if (name == u"CreateCompShareInstance"_s) {
        return create(p);
    } else if (name == u"GetCompShareImageCreateProgress"_s) {
        const QString id = p.value(u"CompShareImageId"_s);
        if (!customImages.contains(id))
            return refused(230, u"Params [CompShareImageId] not available"_s);
        const double done = customImages[id].value(u"Process"_s).toDouble();
        out.insert(u"Process"_s, done);
        out.insert(u"TotalDuration"_s, 300);
        out.insert(u"RemainingDuration"_s, int(300 * (100 - done) / 100));
    } else if (name == u"DescribeCompShareCustomImages"_s) {
        QJsonArray set;
        for (const QJsonObject &i : std::as_const(customImages)) {
            if (p.contains(u"CompShareImageId"_s)
                && i.value(u"CompShareImageId"_s).toString() != p.value(u"CompShareImageId"_s))
                continue;
            QJsonObject listed = i;
            listed.remove(u"Process"_s); // the list has no progress: GetCompShareImageCreateProgress says it
            set.append(listed);
        }
        out.insert(u"ImageSet"_s, set);
        out.insert(u"TotalCount"_s, set.size());
    } else if (name == u"TerminateCompShareCustomImage"_s) {
        if (customImages.remove(p.value(u"CompShareImageId"_s)) == 0)
            return refused(230, u"Params [CompShareImageId] not available"_s);
    } else if (name == u"GetProjectList"_s) {
        out.insert(
            u"ProjectSet"_s,
            QJsonArray{
                QJsonObject{{u"ProjectId"_s, u"org-other"_s}, {u"ProjectName"_s, u"team"_s}},
                QJsonObject{{u"ProjectId"_s, projectId}, {u"ProjectName"_s, u"默认项目"_s}, {u"IsDefault"_s, true}}});
    } else if (name == u"GetCompShareInstanceMonitor"_s) {
        QStringList ids;
        for (auto it = p.cbegin(); it != p.cend(); ++it)
            if (it.key().startsWith(u"UHostIds."_s))
                ids << it.value();
        if (ids.size() > 10)
            return refused(230, u"Params [UHostIds] not available"_s);
        QJsonArray list;
        for (const QString &id : std::as_const(ids)) {
            if (!hosts.contains(id) || hosts[id].value(u"State"_s).toString() != u"Running"_s)
                continue; // no samples of an instance that does not run
            const auto point = [&](double value) {
                return QJsonObject{{u"ResourceId"_s, id},
                                   {u"Values"_s,
                                    QJsonArray{QJsonObject{{u"Timestamp"_s, nowS() - 30}, {u"Value"_s, value}},
                                               QJsonObject{{u"Timestamp"_s, nowS()}, {u"Value"_s, value}}}}};
            };
            const auto [gpu, cpu] = load.value(id, {0.0, 1.0});
            QJsonArray gpus;
            for (int n = 0; n < hosts[id].value(u"GPU"_s).toInt(); ++n)
                gpus.append(point(n == 0 ? gpu : 0.0)); // one card busy is the instance in use
            list.append(QJsonObject{
                {u"UHostId"_s, id},
                {u"Metrics"_s,
                 QJsonArray{QJsonObject{{u"MetricKey"_s, u"uhost_cpu_used"_s}, {u"Results"_s, QJsonArray{point(cpu)}}},
                            QJsonObject{{u"MetricKey"_s, u"cloudwatch_gpu_util"_s}, {u"Results"_s, gpus}},
                            QJsonObject{{u"MetricKey"_s, u"cloudwatch_memory_usage"_s},
                                        {u"Results"_s, QJsonArray{point(12.5)}}}}}});
        }
        out.insert(u"Data"_s, QJsonObject{{u"List"_s, list}});
    } else if (name == u"DeleteCompShareStopScheduler"_s) {
        const QString id = p.value(u"UHostId"_s);
        if (p.value(u"ProjectId"_s) != projectId)
            return refused(230, u"Params [ProjectId] not available"_s);
        if (!hosts.contains(id))
            return refused(230, u"Params [UHostId] not available"_s);
        hosts[id].insert(u"StopTime"_s, 0);
        out.insert(u"UHostId"_s, id);
    } else if (name == u"CheckCompShareResourceCapacity"_s) {
        const Card *c = cardIn(p.value(u"Zone"_s), p.value(u"GpuType"_s));
        if (!c)
            return refused(230, u"Params [GpuType] not available"_s);
        static const QStringList charges{u"Month"_s, u"Day"_s, u"Dynamic"_s, u"Postpay"_s, u"Spot"_s};
        static const QStringList platforms{u"Intel/Auto"_s, u"Amd/Auto"_s, u"Auto"_s};
        if (!charges.contains(p.value(u"ChargeType"_s)))
            return refused(230, u"Params [ChargeType] not available"_s);
        if (p.value(u"MachineType"_s) != u"G"_s)
            return refused(230, u"Params [MachineType] not available"_s);
        if (!platforms.contains(p.value(u"MinimalCpuPlatform"_s)))
            return refused(230, u"Params [MinimalCpuPlatform] not available"_s);
        int zoneId = 0;
        for (const Zone &z : std::as_const(zones))
            if (z.zone == c->zone)
                zoneId = z.zoneId;
        QJsonArray specs;
        for (const Card::Size &size : c->sizes) {
            const bool room = !c->soldOut && inventory.value(zoneId).value(c->gpuType) >= size.gpus
                && !fullCpuSizes.contains(size.cpus);
            specs.append(QJsonObject{
                {u"Gpu"_s, size.gpus}, {u"Cpu"_s, size.cpus}, {u"Mem"_s, size.memoryGb}, {u"ResourceEnough"_s, room}});
        }
        out.insert(u"Specs"_s, specs);
    } else if (name == u"DescribeCommunityImages"_s) {
        QJsonArray groups;
        for (const QJsonObject &g : std::as_const(communityGroups)) {
            QJsonArray versions;
            for (const QJsonValue &v : g.value(u"Data"_s).toArray())
                if (p.value(u"IsFree"_s) != u"true"_s || v.toObject().value(u"Price"_s).toDouble() == 0)
                    versions.append(v);
            if (versions.isEmpty())
                continue;
            QJsonObject listed = g;
            listed.insert(u"Data"_s, versions);
            groups.append(listed);
        }
        out.insert(u"CompshareImageGroup"_s, groups);
        out.insert(u"TotalCount"_s, groups.size());
    } else if (name == u"ListCompShareTeam"_s) {
        QJsonArray list;
        for (const QJsonObject &t : std::as_const(teams)) {
            QJsonObject listed = t;
            listed.remove(u"Relations"_s);
            listed.insert(u"MemberCount"_s, t.value(u"Relations"_s).toArray().size());
            list.append(listed);
        }
        out.insert(u"Teams"_s, list);
    } else if (name == u"CreateCompShareTeam"_s) {
        if (!verified)
            return refused(226606, u"账号未实名认证，请先实名认证"_s);
        const qint64 id = 1000 + m_nextId++;
        teams.insert(id,
                     QJsonObject{{u"Id"_s, id},
                                 {u"Name"_s, p.value(u"Name"_s)},
                                 {u"Description"_s, p.value(u"Description"_s)},
                                 {u"CompanyId"_s, 50001},
                                 {u"Deleted"_s, 0},
                                 {u"Relations"_s, QJsonArray{}}});
    } else if (name.contains(u"Team"_s)) {
        // The calls on one team.
        if (name == u"GetCompShareTeamInfo"_s && !p.contains(u"TeamId"_s) && !p.contains(u"VirtualCompanyId"_s))
            return refused(210, u"Missing params [TeamId]"_s);
        const qint64 teamId = p.value(u"TeamId"_s).toLongLong();
        if (!teams.contains(teamId))
            return refused(230, u"Params [TeamId] not available"_s);
        QJsonObject &t = teams[teamId];
        QJsonArray relations = t.value(u"Relations"_s).toArray();
        const auto at = [&](const QString &key, qint64 id) {
            for (qsizetype n = 0; n < relations.size(); ++n)
                if (relations[n].toObject().value(key).toInteger() == id)
                    return n;
            return qsizetype(-1);
        };
        if (name == u"GetCompShareTeamInfo"_s) {
            QJsonObject info = t;
            info.remove(u"Relations"_s);
            out.insert(u"Team"_s, info);
            out.insert(u"TeamRelation"_s, relations);
        } else if (name == u"CreateCompShareTeamRelation"_s) {
            QJsonObject errors;
            for (int n = 0; p.contains(u"UserInfo.%1.UserCompanyId"_s.arg(n)); ++n) {
                const qint64 user = p.value(u"UserInfo.%1.UserCompanyId"_s.arg(n)).toLongLong();
                const qsizetype was = at(u"UserCompanyId"_s, user);
                const QString status = was >= 0 ? relations[was].toObject().value(u"Status"_s).toString() : QString();
                if (!accounts.contains(user)) {
                    errors.insert(QString::number(user),
                                  QJsonObject{{u"Code"_s, 16002}, {u"Message"_s, u"用户不存在"_s}});
                } else if (status == u"Pending"_s || status == u"Joined"_s) {
                    errors.insert(QString::number(user),
                                  QJsonObject{{u"Code"_s, 16001}, {u"Message"_s, u"用户已在团队中"_s}});
                } else {
                    const QJsonObject member{
                        {u"TeamId"_s, teamId},       {u"TeamName"_s, t.value(u"Name"_s)},
                        {u"UserCompanyId"_s, user},  {u"VirtualCompanyId"_s, 0},
                        {u"Status"_s, u"Pending"_s}, {u"RemarkName"_s, p.value(u"UserInfo.%1.RemarkName"_s.arg(n))},
                        {u"AllocateAmount"_s, 0},    {u"AvailableAmount"_s, 0},
                        {u"CreateTime"_s, nowS()}};
                    if (was >= 0)
                        relations[was] = member;
                    else
                        relations.append(member);
                }
            }
            // UCloud's SDK reads it as a string that holds the map.
            out.insert(u"ErrorMap"_s, QString::fromUtf8(QJsonDocument(errors).toJson(QJsonDocument::Compact)));
        } else if (name == u"SetCompShareTeamRelation"_s) {
            const qsizetype was = at(u"UserCompanyId"_s, p.value(u"UserCompanyId"_s).toLongLong());
            if (p.value(u"Status"_s) != u"Cancel"_s || was < 0
                || relations[was].toObject().value(u"Status"_s).toString() != u"Pending"_s)
                return refused(230, u"Params [Status] not available"_s);
            QJsonObject member = relations[was].toObject();
            member.insert(u"Status"_s, u"Canceled"_s);
            relations[was] = member;
        } else if (name == u"SetCompShareTeamAmount"_s) {
            const QString type = p.value(u"OperateType"_s);
            if (type != u"AllocateAmount"_s && type != u"WithdrawAmount"_s)
                return refused(230, u"Params [OperateType] not available"_s);
            const qint64 amount = p.value(u"Amount"_s).toLongLong();
            QJsonObject failed;
            for (int n = 0; p.contains(u"VirtualCompanyId.%1"_s.arg(n)); ++n) {
                const QString member = p.value(u"VirtualCompanyId.%1"_s.arg(n));
                const qsizetype was = at(u"VirtualCompanyId"_s, member.toLongLong());
                QJsonObject m = was >= 0 ? relations[was].toObject() : QJsonObject();
                const qint64 left = m.value(u"AvailableAmount"_s).toInteger();
                if (was < 0 || m.value(u"Status"_s).toString() != u"Joined"_s
                    || (type == u"WithdrawAmount"_s && left < amount)) {
                    failed.insert(member, QJsonObject{{u"Code"_s, 17001}, {u"Message"_s, u"额度不足"_s}});
                    continue;
                }
                const qint64 sign = type == u"WithdrawAmount"_s ? -1 : 1;
                m.insert(u"AllocateAmount"_s, m.value(u"AllocateAmount"_s).toInteger() + sign * amount);
                m.insert(u"AvailableAmount"_s, left + sign * amount);
                relations[was] = m;
            }
            out.insert(u"FailedMembers"_s, failed);
        }
        t.insert(u"Relations"_s, relations);
    } else if (name == u"DeleteCompshareDisk"_s) {
        const QString disk = p.value(u"UDiskId"_s);
        for (const QJsonObject &h : std::as_const(hosts))
            for (const QJsonValue &d : h.value(u"DiskSet"_s).toArray())
                if (d.toObject().value(u"DiskId"_s).toString() == disk)
                    return refused(230, u"Params [UDiskId] not available: the disk is attached"_s);
        if (detachedDisks.contains(disk) && detachedDisks[disk].value(u"Zone"_s).toString() != p.value(u"Zone"_s))
            return refused(230, u"Params [UDiskId] not available"_s);
        detachedDisks.remove(disk); // a disk deleted already is answered as deleted
        out.insert(u"UDiskId"_s, disk);
    } else {
        // The Actions on one instance.
        const QString id = p.value(u"UHostId"_s);
        if (!hosts.contains(id)
            || hosts[id].value(u"Zone"_s).toString() != p.value(u"Zone"_s, hosts[id].value(u"Zone"_s).toString()))
            return refused(230, u"Params [UHostId] not available"_s);
        QJsonObject &h = hosts[id];
        const QString state = h.value(u"State"_s).toString();
        auto notNow = [&] { return refused(8039, u"Instance state [%1] not allowed for %2"_s.arg(state, name)); };
        if (name == u"StartCompShareInstance"_s) {
            if (state != u"Stopped"_s)
                return notNow();
            const bool withoutGpu = p.value(u"WithoutGpu"_s) == u"true"_s;
            const Card *c = cardIn(h.value(u"Zone"_s).toString(), h.value(u"GpuType"_s).toString());
            const int gpus = m_cards.value(id);
            h.insert(u"State"_s, u"Starting"_s);
            h.insert(u"GPU"_s, withoutGpu ? 0 : gpus);
            h.insert(u"InstancePrice"_s,
                     withoutGpu ? noGpuPerHour : (c ? c->perHour * c->scale(gpus, h.value(u"CPU"_s).toInt()) : 0));
        } else if (name == u"StopCompShareInstance"_s) {
            if (state != u"Running"_s)
                return notNow();
            h.insert(u"State"_s, u"Stopping"_s);
            h.insert(u"StopTime"_s, 0);
        } else if (name == u"RebootCompShareInstance"_s) {
            if (state != u"Running"_s)
                return notNow();
            h.insert(u"State"_s, u"Rebooting"_s);
        } else if (name == u"TerminateCompShareInstance"_s) {
            if (state != u"Stopped"_s && state != u"Install Fail"_s)
                return notNow();
            // Its data disks are kept unless released with it.
            for (const QJsonValue &d : h.value(u"DiskSet"_s).toArray()) {
                QJsonObject disk = d.toObject();
                if (disk.value(u"IsBoot"_s).toString() == u"True"_s || p.value(u"ReleaseUDisk"_s) == u"true"_s)
                    continue;
                disk.remove(u"Drive"_s);
                disk.insert(u"Zone"_s, h.value(u"Zone"_s));
                detachedDisks.insert(disk.value(u"DiskId"_s).toString(), disk);
            }
            hosts.remove(id);
            out.insert(u"InRecycle"_s, u"No"_s);
        } else if (name == u"CreateCompShareCustomImage"_s) {
            if (state != u"Running"_s && state != u"Stopped"_s)
                return notNow();
            for (const QJsonObject &i : std::as_const(customImages))
                if (i.value(u"Status"_s).toString() == u"Making"_s && i.value(u"Source"_s).toString() == id)
                    return refused(8039, u"an image of this instance is being made"_s);
            const QString image = u"compshareImage-saved%1"_s.arg(m_nextId++);
            customImages.insert(image,
                                QJsonObject{{u"CompShareImageId"_s, image},
                                            {u"Name"_s, p.value(u"Name"_s)},
                                            {u"Description"_s, p.value(u"Description"_s)},
                                            {u"Status"_s, u"Making"_s},
                                            {u"Process"_s, 0.0},
                                            {u"Size"_s, 18 * 1024},
                                            {u"CreateTime"_s, nowS()},
                                            {u"SourceGpuType"_s, h.value(u"GpuType"_s)},
                                            {u"Source"_s, id},
                                            {u"FailedReason"_s, imageFailure}});
            imageFailure.clear();
            out.insert(u"CompShareImageId"_s, image);
        } else if (name == u"ResizeCompShareInstance"_s) {
            if (state != u"Stopped"_s)
                return notNow();
            const bool compute = p.contains(u"Cpu"_s) || p.contains(u"Memory"_s) || p.contains(u"Gpu"_s);
            if (compute == p.contains(u"DiskId"_s))
                return refused(230, u"Params [Cpu/Memory/Gpu or DiskId/DiskSpace] not available"_s);
            if (compute) {
                const Card *c = cardIn(h.value(u"Zone"_s).toString(), h.value(u"GpuType"_s).toString());
                const int gpus = p.value(u"Gpu"_s).toInt();
                const bool sized = c && std::any_of(c->sizes.cbegin(), c->sizes.cend(), [&](const Card::Size &s) {
                                       return s.gpus == gpus && s.cpus == p.value(u"Cpu"_s).toInt()
                                           && s.memoryGb * 1024 == p.value(u"Memory"_s).toInt();
                                   });
                if (!sized)
                    return refused(230, u"Params [Cpu] not available"_s);
                m_cards.insert(id, gpus);
                h.insert(u"GPU"_s, gpus);
                h.insert(u"CPU"_s, p.value(u"Cpu"_s).toInt());
                h.insert(u"Memory"_s, p.value(u"Memory"_s).toInt());
            }
            h.insert(u"State"_s, u"Resizing"_s);
        } else if (name == u"UpdateCompShareStopScheduler"_s) {
            if (p.value(u"ProjectId"_s) != projectId)
                return refused(230, u"Params [ProjectId] not available"_s);
            if (h.value(u"ChargeType"_s).toString() == u"Spot"_s)
                return refused(230, u"抢占式实例不支持定时关机"_s);
            if (state != u"Running"_s)
                return notNow();
            if (p.value(u"SchedulerStopTime"_s).toLongLong() < nowS() + 300)
                return refused(230, u"定时关机时间必须晚于当前时间至少5分钟"_s);
            h.insert(u"StopTime"_s, p.value(u"SchedulerStopTime"_s).toLongLong());
        } else if (name == u"ModifyCompShareInstanceName"_s) {
            h.insert(u"Name"_s, p.value(u"Name"_s));
        } else if (name == u"CreateAndAttachCompshareDisk"_s || name == u"AttachCompshareDisk"_s) {
            if (state != u"Running"_s && state != u"Stopped"_s)
                return notNow();
            QJsonObject disk;
            if (name == u"AttachCompshareDisk"_s) {
                disk = detachedDisks.value(p.value(u"UDiskId"_s));
                if (disk.isEmpty() || disk.value(u"Zone"_s).toString() != h.value(u"Zone"_s).toString())
                    return refused(230, u"Params [UDiskId] not available"_s);
                detachedDisks.remove(p.value(u"UDiskId"_s));
                disk.remove(u"Zone"_s);
            } else {
                static const QStringList types{u"SSDDataDisk"_s, u"RSSDDataDisk"_s, u"DataDisk"_s,
                                               u"EfficiencyDataDisk"_s};
                static const QStringList charges{u"Month"_s, u"Day"_s, u"Dynamic"_s, u"Postpay"_s};
                if (!types.contains(p.value(u"DiskType"_s)))
                    return refused(230, u"Params [DiskType] not available"_s);
                if (p.contains(u"ChargeType"_s) && !charges.contains(p.value(u"ChargeType"_s)))
                    return refused(230, u"Params [ChargeType] not available"_s);
                if (p.value(u"Size"_s).toInt() < 20)
                    return refused(230, u"Params [Size] not available"_s);
                disk = QJsonObject{{u"DiskId"_s, u"bsm-fake%1"_s.arg(m_nextId++)},
                                   {u"Name"_s, p.value(u"Name"_s)},
                                   {u"IsBoot"_s, u"False"_s},
                                   {u"DiskType"_s, u"CLOUD_SSD"_s},
                                   {u"Size"_s, p.value(u"Size"_s).toInt()}};
                out.insert(u"UDiskId"_s, disk.value(u"DiskId"_s));
            }
            QJsonArray set = h.value(u"DiskSet"_s).toArray();
            disk.insert(u"Drive"_s, u"/dev/vd%1"_s.arg(QChar(char16_t(u'a' + set.size()))));
            set.append(disk);
            h.insert(u"DiskSet"_s, set);
        } else if (name == u"DetachCompshareDisk"_s || name == u"ResizeCompShareDisk"_s) {
            if (state != u"Stopped"_s)
                return notNow();
            QJsonArray set = h.value(u"DiskSet"_s).toArray();
            const auto at = std::find_if(set.begin(), set.end(), [&](const QJsonValueRef &d) {
                return d.toObject().value(u"DiskId"_s).toString() == p.value(u"UDiskId"_s)
                    && d.toObject().value(u"IsBoot"_s).toString() == u"False"_s;
            });
            if (at == set.end())
                return refused(230, u"Params [UDiskId] not available"_s);
            QJsonObject disk = at->toObject();
            if (name == u"DetachCompshareDisk"_s) {
                if (disk.value(u"Drive"_s).toString() != p.value(u"Device"_s))
                    return refused(230, u"Params [Device] not available"_s);
                set.erase(at);
                disk.remove(u"Drive"_s);
                disk.insert(u"Zone"_s, h.value(u"Zone"_s));
                detachedDisks.insert(disk.value(u"DiskId"_s).toString(), disk);
            } else {
                if (p.value(u"Size"_s).toInt() <= disk.value(u"Size"_s).toInt())
                    return refused(230, u"Params [Size] not available"_s);
                disk.insert(u"Size"_s, p.value(u"Size"_s).toInt());
                *at = disk;
                out.insert(u"UDiskId"_s, disk.value(u"DiskId"_s));
            }
            h.insert(u"DiskSet"_s, set);
        }
        out.insert(u"UHostId"_s, id);
    }
    return out;
}

QJsonObject FakeCompshare::create(const QMap<QString, QString> &p)
{
    if (inArrears)
        return refused(226601, u"实例已欠费，请前往订单管理支付欠费订单"_s);
    if (!verified)
        return refused(226606, u"账号未实名认证，请先实名认证"_s);
    if (maxInstances > 0 && hosts.size() >= maxInstances)
        return refused(8040, u"实例数量已达到账户等级配额上限"_s);
    const QString zone = p.value(u"Zone"_s);
    const Card *c = cardIn(zone, p.value(u"GpuType"_s));
    if (!c)
        return refused(230, u"Params [GpuType] not available"_s);
    const int gpus = p.value(u"GPU"_s).toInt();
    const bool sized = std::any_of(c->sizes.cbegin(), c->sizes.cend(), [&](const Card::Size &s) {
        return s.gpus == gpus && s.cpus == p.value(u"CPU"_s).toInt()
            && s.memoryGb * 1024 == p.value(u"Memory"_s).toInt();
    });
    if (!sized)
        return refused(230, u"Params [CPU] not available"_s);
    const QString image = p.value(u"CompShareImageId"_s);
    bool known = customImages.contains(image) || std::any_of(images.cbegin(), images.cend(), [&](const QJsonObject &i) {
                     return i.value(u"CompShareImageId"_s).toString() == image;
                 });
    QStringList onlyCards; // a community image's SupportedGpuTypes
    for (const QJsonObject &g : std::as_const(communityGroups)) {
        for (const QJsonValue &v : g.value(u"Data"_s).toArray()) {
            if (v.toObject().value(u"CompShareImageId"_s).toString() != image)
                continue;
            known = true;
            for (const QJsonValue &card : v.toObject().value(u"SupportedGpuTypes"_s).toArray())
                onlyCards << card.toString();
        }
    }
    if (!known)
        return refused(230, u"Params [CompShareImageId] not available"_s);
    if (imageRefusesCards.value(image).contains(c->gpuType)
        || (!onlyCards.isEmpty() && !onlyCards.contains(c->gpuType)))
        return refused(226603, u"所选镜像不支持该卡型，您可以换一个卡型重试"_s);
    int zoneId = 0;
    for (const Zone &z : std::as_const(zones))
        if (z.zone == zone)
            zoneId = z.zoneId;
    if (c->soldOut || inventory.value(zoneId).value(c->gpuType) < gpus
        || fullCpuSizes.contains(p.value(u"CPU"_s).toInt()))
        return refused(226604, u"当前资源不足，请稍后再试"_s);
    if (p.value(u"Disks.0.IsBoot"_s) != u"true"_s)
        return refused(230, u"Params [Disks.0.IsBoot] not available"_s);
    inventory[zoneId][c->gpuType] -= gpus;
    m_cards.insert(u"uhost-fake%1"_s.arg(m_nextId), gpus);

    const QString id = u"uhost-fake%1"_s.arg(m_nextId++);
    const QString chargeType = p.value(u"ChargeType"_s, u"Month"_s);
    const double price = chargeType == u"Day"_s ? c->perDay : chargeType == u"Month"_s ? c->perMonth : c->perHour;
    QJsonArray disks;
    for (int n = 0; p.contains(u"Disks.%1.IsBoot"_s.arg(n)); ++n)
        disks.append(
            QJsonObject{{u"DiskId"_s, u"bsm-%1-%2"_s.arg(id).arg(n)},
                        {u"Drive"_s, u"/dev/vd%1"_s.arg(QChar(char16_t(u'a' + n)))},
                        {u"IsBoot"_s, p.value(u"Disks.%1.IsBoot"_s.arg(n)) == u"true"_s ? u"True"_s : u"False"_s},
                        {u"DiskType"_s, p.value(u"Disks.%1.Type"_s.arg(n))},
                        {u"Size"_s, p.value(u"Disks.%1.Size"_s.arg(n)).toInt()}});
    const QString password = u"Fake-%1-pass"_s.arg(id);
    hosts.insert(
        id,
        QJsonObject{
            {u"UHostId"_s, id},
            {u"Zone"_s, zone},
            {u"Name"_s, p.value(u"Name"_s, u"host"_s)},
            {u"State"_s, u"Initializing"_s},
            {u"ChargeType"_s, chargeType},
            {u"GpuType"_s, c->gpuType},
            {u"GPU"_s, gpus},
            {u"CPU"_s, p.value(u"CPU"_s).toInt()},
            {u"Memory"_s, p.value(u"Memory"_s).toInt()},
            {u"CompShareImageId"_s, image},
            {u"CreateTime"_s, nowS()},
            {u"StartTime"_s, 0},
            {u"ExpireTime"_s,
             chargeType == u"Day"_s         ? nowS() + 86400
                 : chargeType == u"Month"_s ? nowS() + 30 * 86400
                                            : 0},
            {u"InstancePrice"_s, price * c->scale(gpus, p.value(u"CPU"_s).toInt())},
            {u"Password"_s, QString::fromLatin1(password.toUtf8().toBase64())},
            {u"SshLoginCommand"_s, u"ssh -p %1 %2@%3"_s.arg(sshPort).arg(sshUser, sshHost)},
            {u"IPSet"_s, QJsonArray{QJsonObject{{u"IPMode"_s, u"IPv4"_s}, {u"Type"_s, u"Bgp"_s}, {u"IP"_s, sshHost}}}},
            {u"DiskSet"_s, disks},
            {u"SupportWithoutGpuStart"_s, true},
            {u"WithoutGpuSpec"_s, QJsonObject{{u"Gpu"_s, 0}, {u"Cpu"_s, 2}, {u"Memory"_s, 8}}},
            {u"Softwares"_s,
             QJsonArray{QJsonObject{{u"Name"_s, u"JupyterLab"_s}, {u"URL"_s, u"http://%1:8888/lab"_s.arg(sshHost)}}}}});
    return QJsonObject{
        {u"RetCode"_s, 0}, {u"Action"_s, u"CreateCompShareInstanceResponse"_s}, {u"UHostIds"_s, QJsonArray{id}}};
}

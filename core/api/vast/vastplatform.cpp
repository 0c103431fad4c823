#include "core/api/vast/vastplatform.h"

#include "core/api/httpanswers.h"
#include "core/api/instanceslugs.h"
#include "core/api/vast/vastcodecs.h"

#include <QCoreApplication>
#include <QLocale>
#include <QTimeZone>
#include <QTimer>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

using AnswerDone = HttpTransport::AnswerDone;
using HttpAnswers::decoded;
using HttpAnswers::nothing;

/// Vast says a key is not (or no longer) good with 401, or 404 "Invalid user key" on some calls.
bool vastRejectsKey(const ApiError &e)
{
    return e.code == u"unauthenticated"_s;
}

/// "NO" → "Norway"; the code itself where Qt does not know it.
QString countryName(const QString &code)
{
    const QLocale::Territory territory = QLocale::codeToTerritory(code);
    return territory == QLocale::AnyTerritory ? code : QLocale::territoryToString(territory);
}

/// Where paging goes on: at `next`, unless the page was empty or its token did not move (which
/// would page for ever): the list ends there.
std::optional<QString> goesOn(const std::optional<QString> &next, const QString &after, bool pageEmpty)
{
    return next && *next != after && !pageEmpty ? next : std::nullopt;
}

Account accountOf(const QJsonObject &user)
{
    Account a;
    a.id = QString::number(qint64(user.value(u"id"_s).toDouble()));
    const QString email = user.value(u"email"_s).toString();
    if (!email.isEmpty())
        a.email = email;
    a.name = email.isEmpty() ? QCoreApplication::translate("VastPlatform", "Vast.ai account %1").arg(a.id) : email;
    return a;
}

} // namespace

QUrl VastPlatform::defaultUrl()
{
    return QUrl(u"https://console.vast.ai"_s);
}

QString VastPlatform::displayName()
{
    return QCoreApplication::translate("VastPlatform", "Vast.ai");
}

QString VastPlatform::description()
{
    return QCoreApplication::translate("VastPlatform",
                                       "A marketplace of other people's machines, often the cheapest cards, billed in "
                                       "US dollars; you choose a machine by its price and reliability and log in with "
                                       "an API key from cloud.vast.ai.");
}

VastPlatform::VastPlatform(const QUrl &root, const Clock &clock, QObject *parent)
    : ApiKeyPlatform(root, clock, &VastCodecs::decodeError, &vastRejectsKey, parent)
{
    // Vast answers some refusals with 200 and {"success": false}: errors on every call.
    setSuccessRefusal(&VastCodecs::refusal);
}

VastPlatform::~VastPlatform() = default;

PlatformFactory VastPlatform::pollerFactory(const QUrl &root, const Clock &clock, int transferTimeoutMs)
{
    return HttpAnswers::pollerFactoryOf<VastPlatform>(root, clock, transferTimeoutMs);
}

PlatformTraits VastPlatform::traits() const
{
    PlatformTraits t;
    t.apiKeyLogin = true;
    t.systemDiskKeptOnStop = true; // kept, and billed, until the instance is destroyed
    t.cardMayBeTakenWhenStopped = true; // the host may rent the card out meanwhile
    t.volumeOnOneMachine = true;
    return t;
}

QString VastPlatform::keyCheckPath() const
{
    return u"/api/v0/users/current"_s;
}

Account VastPlatform::keyAccount(const QJsonObject &answer, const QString &) const
{
    return accountOf(answer);
}

// --- SSH keys ---

void VastPlatform::sshKeys(QObject *context, Done<QList<SshKey>> done)
{
    m_http->call("GET", u"/api/v0/ssh"_s, {}, Retry::Safe, context,
                 [done = std::move(done)](const ApiResult<HttpAnswer> &answer) {
                     if (!answer.ok()) {
                         // Vast says 404 for an account without keys.
                         if (answer.error().httpStatus == 404 && answer.error().code == u"not_found"_s)
                             return done(QList<SshKey>());
                         return done(answer.error());
                     }
                     done(VastCodecs::sshKeys(answer.value().array));
                 });
}

void VastPlatform::addSshKey(const QString &, const QString &publicKey, QObject *context, Done<SshKeyCreated> done)
{
    // Vast keeps the key's text only: its name is the key's comment.
    m_http->call("POST", u"/api/v0/ssh"_s, QJsonObject{{u"ssh_key"_s, publicKey.trimmed()}}, Retry::OnlyIfNotSent,
                 context, [done = std::move(done)](const ApiResult<HttpAnswer> &answer) {
                     if (!answer.ok())
                         return done(answer.error());
                     const auto key = VastCodecs::createdSshKey(answer.value().json);
                     if (!key.ok())
                         return done(key.error());
                     SshKeyCreated made;
                     made.id = key.value().id;
                     made.name = key.value().name;
                     made.fingerprint = key.value().fingerprint;
                     made.type = key.value().publicKey.section(u' ', 0, 0);
                     made.createdAt = key.value().createdAt;
                     done(made);
                 });
}

void VastPlatform::deleteSshKey(const QString &id, QObject *context, Done<Nothing> done)
{
    m_http->call("DELETE", u"/api/v0/ssh/"_s + HttpTransport::segment(id), {}, Retry::Safe, context,
                 [done = std::move(done)](const ApiResult<HttpAnswer> &answer) { nothing(done)(answer); });
}

// --- the market ---

void VastPlatform::offers(const OfferQuery &query, QObject *context, Done<QList<Offer>> done)
{
    m_http->call("POST", u"/api/v0/bundles"_s, VastCodecs::offerSearch(query), Retry::Safe, context,
                 decoded<QList<Offer>>(&VastCodecs::offers, std::move(done)));
}

void VastPlatform::market(QObject *context, Done<QList<Offer>> done)
{
    m_marketWaiting.append({QPointer<QObject>(context), std::move(done)});
    if (m_marketWaiting.size() > 1)
        return; // answered with the search in flight
    // The catalog is what the market has, verified hosts only; the wizard's search sets the floor.
    OfferQuery everything;
    everything.directSsh = false;
    everything.minReliability = 0;
    everything.limit = 1000;
    offers(everything, this, [this](const ApiResult<QList<Offer>> &found) {
        const auto waiting = std::exchange(m_marketWaiting, {});
        for (const auto &[context, done] : waiting)
            if (context)
                done(found);
    });
}

void VastPlatform::regions(QObject *context, Done<QList<Region>> done)
{
    market(context, [done = std::move(done)](const ApiResult<QList<Offer>> &found) {
        if (!found.ok())
            return done(found.error());
        QMap<QString, Region> byCountry;
        for (const Offer &o : found.value()) {
            if (o.countryCode.isEmpty() || byCountry.contains(o.countryCode))
                continue;
            byCountry.insert(o.countryCode, Region{o.countryCode, countryName(o.countryCode), o.countryCode});
        }
        done(byCountry.values());
    });
}

void VastPlatform::gpuTypes(QObject *context, Done<QList<GpuType>> done)
{
    market(context, [done = std::move(done)](const ApiResult<QList<Offer>> &found) {
        if (!found.ok())
            return done(found.error());
        // Each card at the lowest price per card the market has for it now.
        QMap<QString, GpuType> byCard;
        for (const Offer &o : found.value()) {
            if (o.gpuType.isEmpty() || o.gpuCount <= 0)
                continue;
            const Money perCard = Money::fromCents(o.pricePerHour.cents() / o.gpuCount);
            auto it = byCard.find(o.gpuType);
            if (it == byCard.end()) {
                GpuType g;
                g.id = o.gpuType;
                g.name = o.gpuName;
                g.vramGb = o.gpuMemoryGb;
                g.pricePerHour = perCard;
                g.unverifiedAllowed = true; // no identity check to rent on Vast
                byCard.insert(o.gpuType, g);
            } else if (perCard < it->pricePerHour) {
                it->pricePerHour = perCard;
            }
        }
        done(byCard.values());
    });
}

void VastPlatform::stock(QObject *context, Done<QList<Stock>> done)
{
    market(context, [done = std::move(done)](const ApiResult<QList<Offer>> &found) {
        if (!found.ok())
            return done(found.error());
        QMap<std::pair<QString, QString>, Stock> byPlace;
        for (const Offer &o : found.value()) {
            if (o.countryCode.isEmpty() || o.gpuType.isEmpty())
                continue;
            Stock &s = byPlace[{o.countryCode, o.gpuType}];
            s.region = o.countryCode;
            s.gpuType = o.gpuType;
            s.available += o.gpuCount; // cards free to rent there now; the market has no capacity
        }
        done(byPlace.values());
    });
}

void VastPlatform::images(QObject *context, Done<QList<Image>> done)
{
    // Vast runs any Docker image; these two are where its own console starts (its base image is the
    // document's default); gpudeskctl create --image takes any other name.
    Image base;
    base.id = u"vastai/base-image:@vastai-automatic-tag"_s;
    base.name = QCoreApplication::translate("VastPlatform", "Vast.ai base image (CUDA, Python)");
    base.kind = u"public"_s;
    base.framework = u"CUDA"_s;
    Image torch;
    torch.id = u"pytorch/pytorch:latest"_s;
    torch.name = u"PyTorch"_s;
    torch.kind = u"public"_s;
    torch.framework = u"PyTorch"_s;
    QTimer::singleShot(0, context, [done = std::move(done), list = QList<Image>{base, torch}] { done(list); });
}

// --- volumes ---

QString VastPlatform::volumeMountPath()
{
    return u"/data"_s;
}

void VastPlatform::volumes(QObject *context, Done<QList<Volume>> done)
{
    m_http->call("GET", u"/api/v0/volumes"_s, {}, Retry::Safe, context,
                 [done = std::move(done)](const ApiResult<HttpAnswer> &answer) {
                     if (!answer.ok())
                         return done(answer.error());
                     const auto found = VastCodecs::volumes(answer.value().json);
                     if (!found.ok())
                         return done(found.error());
                     QList<Volume> list = found.value();
                     for (Volume &v : list)
                         v.mountPath = volumeMountPath();
                     done(list);
                 });
}

void VastPlatform::createVolume(const QString &, const QString &region, int sizeGb, QObject *context, Done<Volume> done)
{
    m_http->call(
        "POST", u"/api/v0/volumes/search"_s, VastCodecs::volumeSearch(region, sizeGb), Retry::Safe, context,
        [this, region, sizeGb, context, done = std::move(done)](const ApiResult<HttpAnswer> &answer) {
            if (!answer.ok())
                return done(answer.error());
            const auto found = VastCodecs::offers(answer.value().json);
            if (!found.ok())
                return done(found.error());
            // The search's filters are asked for, and held to here as well: a steady, verified host
            // in that country with the room, the cheapest by the GB.
            std::optional<Offer> best;
            for (const Offer &o : found.value()) {
                if ((!region.isEmpty() && o.countryCode != region) || o.diskGb < sizeGb || !o.verified
                    || o.reliability < OfferQuery::kStudentsFloor)
                    continue;
                if (!best || o.storagePerGbMonth < best->storagePerGbMonth
                    || (o.storagePerGbMonth == best->storagePerGbMonth && o.reliability > best->reliability))
                    best = o;
            }
            if (!best) {
                ApiError none = ApiError::refused(
                    0, u"no_volume_room"_s,
                    u"no steady machine in %1 has %2 GB free to rent as a volume now"_s.arg(region).arg(sizeGb));
                none.details = {{u"region"_s, countryName(region)}, {u"size_gb"_s, sizeGb}};
                return done(none);
            }
            rentVolume(*best, sizeGb, context, done);
        });
}

void VastPlatform::rentVolume(const Offer &offer, int sizeGb, QObject *context, Done<Volume> done)
{
    // Sent once: a second rent would be a second volume.
    m_http->call("PUT", u"/api/v0/volumes"_s, QJsonObject{{u"id"_s, offer.id.toLongLong()}, {u"size"_s, sizeGb}},
                 Retry::OnlyIfNotSent, context,
                 [this, offer, sizeGb, context, done = std::move(done)](const ApiResult<HttpAnswer> &rented) {
                     if (!rented.ok())
                         return done(rented.error());
                     const auto id = VastCodecs::rentedVolumeId(rented.value().json);
                     if (!id.ok())
                         return done(id.error());
                     // As Vast lists it; as the rent says where the list does not have it yet.
                     Volume made;
                     made.id = id.value();
                     made.name = u"V."_s + made.id;
                     made.region = offer.countryCode;
                     made.sizeGb = sizeGb;
                     made.machineId = offer.machineId;
                     made.mountPath = volumeMountPath();
                     made.pricePerDay = Money::fromCents(offer.storagePerGbMonth.cents() * sizeGb / 30);
                     volumes(context, [made, done](const ApiResult<QList<Volume>> &list) {
                         for (const Volume &v : list.ok() ? list.value() : QList<Volume>())
                             if (v.id == made.id)
                                 return done(v);
                         done(made);
                     });
                 });
}

void VastPlatform::deleteVolume(const QString &id, QObject *context, Done<Nothing> done)
{
    bool ok = false;
    const qint64 number = id.toLongLong(&ok);
    if (!ok)
        return refuse<Nothing>(ApiError::refused(404, u"not_found"_s, u"no volume %1"_s.arg(id)), context,
                               std::move(done));
    m_http->call("DELETE", u"/api/v0/volumes"_s, QJsonObject{{u"id"_s, number}}, Retry::Safe, context,
                 [done = std::move(done)](const ApiResult<HttpAnswer> &answer) { nothing(done)(answer); });
}

// --- copying ---

void VastPlatform::copyBetween(const QString &fromId, const QString &fromPath, const QString &toId,
                               const QString &toPath, QObject *context, Done<QString> done)
{
    m_http->call(
        "PUT", u"/api/v0/commands/copy_direct"_s,
        QJsonObject{{u"src_id"_s, fromId}, {u"dst_id"_s, toId}, {u"src_path"_s, fromPath}, {u"dst_path"_s, toPath}},
        Retry::OnlyIfNotSent, context, [done = std::move(done)](const ApiResult<HttpAnswer> &answer) {
            if (!answer.ok())
                return done(answer.error());
            done(answer.value().json.value(u"msg"_s).toString());
        });
}

// --- money ---

QString VastPlatform::billingPageUrl()
{
    return u"https://cloud.vast.ai/billing/"_s;
}

void VastPlatform::billing(QObject *context, Done<Billing> done)
{
    m_http->call("GET", keyCheckPath(), {}, Retry::Safe, context,
                 [this, context, done = std::move(done)](const ApiResult<HttpAnswer> &answer) {
                     if (!answer.ok())
                         return done(answer.error());
                     const auto balance = VastCodecs::balance(answer.value().json);
                     if (!balance.ok())
                         return done(balance.error());
                     Billing billing;
                     billing.balance = balance.value();
                     billing.rechargeUrl = billingPageUrl();
                     ratePerHour(context, [this, billing, context, done](const ApiResult<Money> &rate) mutable {
                         if (!rate.ok())
                             return done(rate.error());
                         billing.ratePerHour = rate.value();
                         const QDateTime now = m_clock.now().toUTC();
                         chargedBetween(now.date().startOfDay(QTimeZone::utc()), now, {}, Money(), context,
                                        [billing, done](const ApiResult<Money> &today) mutable {
                                            if (!today.ok())
                                                return done(today.error());
                                            billing.spentToday = today.value();
                                            done(billing);
                                        });
                     });
                 });
}

void VastPlatform::ratePerHour(QObject *context, Done<Money> done)
{
    // Within a poll: the list the poller has just read is what runs now.
    constexpr qint64 kFreshMs = 5000;
    if (m_listed.at.isValid() && m_listed.at.msecsTo(m_clock.now()) < kFreshMs)
        return done(m_listed.ratePerHour);
    instances({}, false, context, [this, done = std::move(done)](const ApiResult<InstanceList> &list) {
        if (!list.ok())
            return done(list.error());
        done(m_listed.ratePerHour);
    });
}

void VastPlatform::chargedBetween(const QDateTime &from, const QDateTime &to, const QString &after, Money sum,
                                  QObject *context, Done<Money> done)
{
    m_http->call(
        "GET", u"/api/v0/charges"_s, {}, Retry::Safe, context,
        [this, from, to, after, sum, context, done = std::move(done)](const ApiResult<HttpAnswer> &answer) mutable {
            if (!answer.ok())
                return done(answer.error());
            const auto page = VastCodecs::charges(answer.value().json);
            if (!page.ok())
                return done(page.error());
            for (const LedgerLine &l : page.value().items)
                sum += l.amount;
            if (const auto next = goesOn(page.value().nextCursor, after, page.value().items.isEmpty()))
                return chargedBetween(from, to, *next, sum, context, std::move(done));
            done(sum);
        },
        VastCodecs::chargesQuery(from, to, after, 500));
}

void VastPlatform::ledger(const LedgerQuery &q, QObject *context, Done<LedgerPage> done)
{
    const QDateTime to = q.to.value_or(m_clock.now().toUTC());
    const QDateTime from = q.from.value_or(to.addDays(-30));
    m_http->call(
        "GET", u"/api/v0/charges"_s, {}, Retry::Safe, context,
        [q, done = std::move(done)](const ApiResult<HttpAnswer> &answer) {
            if (!answer.ok())
                return done(answer.error());
            auto page = VastCodecs::charges(answer.value().json);
            if (!page.ok())
                return done(page.error());
            // Vast filters by day and type only: the instance and the kind asked for are kept here.
            LedgerPage kept = page.value();
            kept.items.removeIf([&q](const LedgerLine &l) {
                return (q.kind && l.kind != *q.kind) || (q.instanceId && l.instanceId != q.instanceId);
            });
            done(kept);
        },
        VastCodecs::chargesQuery(from, to, q.after, std::clamp(q.limit, 1, 500)));
}

void VastPlatform::payments(const QDateTime &from, const QDateTime &to, QObject *context, Done<QList<Payment>> done)
{
    paymentsPage(from, to, {}, std::make_shared<QList<Payment>>(), context, std::move(done));
}

void VastPlatform::paymentsPage(const QDateTime &from, const QDateTime &to, const QString &after,
                                const std::shared_ptr<QList<Payment>> &found, QObject *context,
                                Done<QList<Payment>> done)
{
    m_http->call(
        "GET", u"/api/v1/invoices"_s, {}, Retry::Safe, context,
        [this, from, to, after, found, context, done = std::move(done)](const ApiResult<HttpAnswer> &answer) {
            // A missing or wrong `when` is answered 200 with success:false.
            if (!answer.ok())
                return done(answer.error());
            const auto page = VastCodecs::invoices(answer.value().json);
            if (!page.ok())
                return done(page.error());
            *found << page.value().items;
            if (const auto next = goesOn(page.value().nextToken, after, page.value().items.isEmpty()))
                return paymentsPage(from, to, *next, found, context, done);
            std::sort(found->begin(), found->end(), [](const Payment &a, const Payment &b) { return a.at > b.at; });
            done(*found);
        },
        VastCodecs::invoicesQuery(from, to, after, 100));
}

// --- instances ---

void VastPlatform::instances(const QString &, bool, QObject *context, Done<InstanceList> done)
{
    nextPage(std::make_shared<QList<Instance>>(), {}, context, std::move(done));
}

void VastPlatform::nextPage(const std::shared_ptr<QList<Instance>> &found, const QString &after, QObject *context,
                            Done<InstanceList> done)
{
    QUrlQuery query{{u"limit"_s, u"25"_s}};
    if (!after.isEmpty())
        query.addQueryItem(u"after_token"_s, after);
    m_http->call(
        "GET", u"/api/v1/instances"_s, {}, Retry::Safe, context,
        [this, found, after, context, done = std::move(done)](const ApiResult<HttpAnswer> &answer) {
            if (!answer.ok())
                return done(answer.error());
            const auto page = VastCodecs::instancePage(answer.value().json);
            if (!page.ok())
                return done(page.error());
            *found << page.value().items;
            if (const auto next = goesOn(page.value().nextToken, after, page.value().items.isEmpty()))
                return nextPage(found, *next, context, done);
            InstanceList list;
            list.items = *found;
            // Contracts are numbered in the order rented; start_date moves at every start.
            InstanceSlugs::assign(list.items, u"vast"_s, InstanceSlugs::Order::NumericId);
            m_listed = {m_clock.now(), Money(), {}};
            for (const Instance &i : std::as_const(list.items)) {
                if (i.meter.kind)
                    m_listed.ratePerHour += i.meter.ratePerHour;
                m_listed.slugs.insert(i.id, i.slug);
            }
            done(list);
        },
        query);
}

void VastPlatform::createInstance(const InstanceSpec &spec, QObject *context, Done<Instance> done)
{
    if (!spec.offerId || spec.offerId->isEmpty())
        return refuse<Instance>(
            ApiError::refused(0, u"invalid_argument"_s, u"a Vast.ai instance is rented from an offer: choose one"_s),
            context, std::move(done));
    if (refusedOnDemandOnly(spec, context, done))
        return;
    // One disk per instance, and volumes: a new data disk asked for would otherwise be silently left out.
    if (spec.dataDiskGb.value_or(0) > 0)
        return notOffered<Instance>(QT_TRANSLATE_NOOP("PlatformFeatures", "a data disk besides the instance's own"),
                                    context, std::move(done));
    QJsonObject body{{u"image"_s, spec.image},
                     {u"label"_s, spec.name},
                     {u"runtype"_s, u"ssh_direct"_s},
                     {u"target_state"_s, u"running"_s},
                     {u"cancel_unavail"_s, true}};
    if (spec.systemDiskGb)
        body.insert(u"disk"_s, *spec.systemDiskGb);
    if (spec.dataVolumeId)
        body.insert(u"volume_info"_s,
                    QJsonObject{{u"create_new"_s, false},
                                {u"volume_id"_s, spec.dataVolumeId->toLongLong()},
                                {u"mount_path"_s, volumeMountPath()}});
    // Ports are published with Docker's flags, in `env`.
    QStringList published;
    for (int port : spec.ports.value_or(QList<int>()))
        published << u"-p %1:%1"_s.arg(port);
    if (!published.isEmpty())
        body.insert(u"env"_s, published.join(u' '));
    // Sent once: Vast takes no idempotency key, and a second rent would be a second machine.
    m_http->call("PUT", u"/api/v0/asks/"_s + HttpTransport::segment(*spec.offerId), body, Retry::OnlyIfNotSent, context,
                 [this, name = spec.name, context, done = std::move(done)](const ApiResult<HttpAnswer> &answer) {
                     if (!answer.ok())
                         return done(answer.error());
                     const QJsonValue made = answer.value().json.value(u"new_contract"_s);
                     if (!made.isDouble())
                         return done(ApiError::decode(u"the rent has no 'new_contract'"_s));
                     const QString id = QString::number(qint64(made.toDouble()));
                     // The machine is rented: a read-back that fails must not read as a failed rent
                     // (which invites a second one); the instance as far as the rent says.
                     instance(id, context, [id, name, done](const ApiResult<Instance> &read) {
                         if (read.ok())
                             return done(read);
                         Instance rented;
                         rented.id = id;
                         rented.name = name;
                         rented.state = InstanceState::Creating;
                         rented.mode = InstanceMode::Gpu;
                         rented.billingMode = BillingMode::OnDemand;
                         done(rented);
                     });
                 });
}

void VastPlatform::instance(const QString &id, QObject *context, Done<Instance> done)
{
    m_http->call("GET", u"/api/v0/instances/"_s + HttpTransport::segment(id), {}, Retry::Safe, context,
                 [this, done = std::move(done)](const ApiResult<HttpAnswer> &answer) {
                     if (!answer.ok())
                         return done(answer.error());
                     auto i = VastCodecs::shownInstance(answer.value().json);
                     if (!i.ok())
                         return done(i);
                     QList<Instance> one{i.value()};
                     // Alone it is slugged by its name alone; the listing knows whether it is a "train-2".
                     if (const auto listed = m_listed.slugs.constFind(one.first().id); listed != m_listed.slugs.cend())
                         one.first().slug = *listed;
                     else
                         InstanceSlugs::assign(one, u"vast"_s);
                     done(one.first());
                 });
}

void VastPlatform::manage(const QString &id, const QJsonObject &change, QObject *context, Done<Instance> done)
{
    m_http->call("PUT", u"/api/v0/instances/"_s + HttpTransport::segment(id), change, Retry::Safe, context,
                 [this, id, context, done = std::move(done)](const ApiResult<HttpAnswer> &answer) {
                     if (!answer.ok())
                         return done(answer.error());
                     instance(id, context, done);
                 });
}

void VastPlatform::renameInstance(const QString &id, const QString &name, QObject *context, Done<Instance> done)
{
    manage(id, {{u"label"_s, name}}, context, std::move(done));
}

void VastPlatform::startInstance(const QString &id, std::optional<InstanceMode> mode, QObject *context,
                                 Done<Instance> done)
{
    if (mode == InstanceMode::NoGpu)
        return notOffered(QT_TRANSLATE_NOOP("PlatformFeatures", "a no-GPU mode"), context, std::move(done));
    manage(id, {{u"state"_s, u"running"_s}}, context, std::move(done));
}

void VastPlatform::stopInstance(const QString &id, QObject *context, Done<Instance> done)
{
    manage(id, {{u"state"_s, u"stopped"_s}}, context, std::move(done));
}

void VastPlatform::releaseInstance(const QString &id, QObject *context, Done<Instance> done)
{
    instance(id, context, [this, id, context, done = std::move(done)](const ApiResult<Instance> &before) {
        if (!before.ok())
            return done(before.error());
        m_http->call("DELETE", u"/api/v0/instances/"_s + HttpTransport::segment(id), {}, Retry::Safe, context,
                     [was = before.value(), done](const ApiResult<HttpAnswer> &answer) mutable {
                         // A retry after a lost answer finds it gone already.
                         if (!answer.ok() && answer.error().httpStatus != 404)
                             return done(answer.error());
                         was.state = InstanceState::Released;
                         was.meter.kind.reset();
                         was.meter.ratePerHour = Money();
                         was.ssh.reset();
                         done(was);
                     });
    });
}

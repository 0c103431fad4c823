// gpudeskctl: offers, a marketplace's machines with the card asked for, and which one to take.
#include "cli/ctl.h"

#include <QCoreApplication>

#include "core/create/offeradvisor.h"
#include "core/create/specrules.h"

#include <QJsonArray>
#include <QLocale>

using namespace Qt::StringLiterals;

namespace {

/// A figure without the trailing zeros a JSON reader or a user does not need ("12.4", "0.995").
QString figure(double value)
{
    return QLocale::c().toString(value, 'g', 6);
}

} // namespace

int Ctl::offers(const QStringList &)
{
    OfferMarket *market = need<OfferMarket>();
    if (!market)
        return Failed;
    OfferQuery query;
    query.gpuType = m_parser.value(u"gpu"_s);
    query.countryCode = m_parser.value(u"region"_s).trimmed().toUpper();
    int exit = Ok;
    if (m_parser.isSet(u"count"_s) && !(query.gpuCount = intOption(u"count"_s, 1, 16, &exit).value_or(0)))
        return exit;
    if (m_parser.isSet(u"disk"_s)
        && !(query.diskGb
             = intOption(u"disk"_s, SpecRules::kMinSystemDiskGb, SpecRules::kMaxSystemDiskGb, &exit).value_or(0)))
        return exit;
    if (m_parser.isSet(u"max-price"_s)) {
        const auto most = moneyOption(u"max-price"_s, &exit);
        if (!most)
            return exit;
        query.maxPricePerHour = most;
    }
    if (m_parser.isSet(u"min-reliability"_s)) {
        const auto share
            = fractionOption(u"min-reliability"_s, true, u"a share of the time from 0 to 1, e.g. 0.98"_s, &exit);
        if (!share)
            return exit;
        query.minReliability = *share;
    }
    // A volume is used only by an instance on its own machine: that machine's offers.
    if (m_parser.isSet(u"volume"_s)) {
        VolumeStorage *storage = need<VolumeStorage>();
        if (!storage)
            return Failed;
        const auto listed = awaitAnswer<QList<Volume>>(
            [&](QObject *c, Platform::Done<QList<Volume>> done) { storage->volumes(c, std::move(done)); });
        if (!listed.ok())
            return failed(listed.error(), QT_TRANSLATE_NOOP("CtlHelp", "reading the volumes"));
        const QString id = m_parser.value(u"volume"_s).trimmed();
        const auto it = std::find_if(listed.value().cbegin(), listed.value().cend(),
                                     [&](const Volume &v) { return v.id == id || v.name == id; });
        if (it == listed.value().cend())
            return usage(
                QCoreApplication::translate("CtlHelp", "no volume '%1' (gpudeskctl volumes lists them)").arg(id));
        if (it->machineId)
            query.machineId = *it->machineId;
        if (query.countryCode.isEmpty())
            query.countryCode = it->region;
    }
    const auto found = awaitAnswer<QList<Offer>>(
        [&](QObject *c, Platform::Done<QList<Offer>> done) { OfferAdvisor::find(*market, query, c, std::move(done)); });
    if (!found.ok())
        return failed(found.error(), QT_TRANSLATE_NOOP("CtlHelp", "searching the market"));
    const QList<Offer> &offers = found.value();
    const auto advice = OfferAdvisor::advise(offers, query.minReliability, currency());
    if (m_json) {
        QJsonArray items;
        for (qsizetype k = 0; k < offers.size(); ++k) {
            const Offer &o = offers[k];
            QJsonObject item{{u"id"_s, o.id},
                             {u"machine_id"_s, o.machineId},
                             {u"gpu_type"_s, o.gpuType},
                             {u"gpu_name"_s, o.gpuName},
                             {u"gpu_count"_s, o.gpuCount},
                             {u"gpu_memory_gb"_s, o.gpuMemoryGb},
                             {u"price_per_hour"_s, currency().decimal(o.pricePerHour)},
                             {u"storage_per_gb_month"_s, currency().decimal(o.storagePerGbMonth)},
                             {u"currency"_s, currency().code()},
                             {u"reliability"_s, o.reliability},
                             {u"dlperf"_s, o.dlperf},
                             {u"download_mbps"_s, o.downloadMbps},
                             {u"upload_mbps"_s, o.uploadMbps},
                             {u"cuda_max"_s, o.cudaMax},
                             {u"disk_gb"_s, o.diskGb},
                             {u"direct_ports"_s, o.directPorts},
                             {u"location"_s, o.location},
                             {u"verified"_s, o.verified},
                             {u"datacenter"_s, o.datacenter},
                             {u"suggested"_s, advice.suggested == k}};
            if (o.downloadPerTb)
                item.insert(u"download_per_tb"_s, currency().decimal(*o.downloadPerTb));
            if (o.uploadPerTb)
                item.insert(u"upload_per_tb"_s, currency().decimal(*o.uploadPerTb));
            items.append(item);
        }
        printJson(items);
        return Ok;
    }
    for (qsizetype k = 0; k < offers.size(); ++k) {
        const Offer &o = offers[k];
        m_out << "offer " << o.id << "  " << money(o.pricePerHour) << "/h  " << o.gpuName << " x" << o.gpuCount << "  "
              << OfferAdvisor::place(o) << "  up " << OfferAdvisor::percent(o.reliability) << "  DLPerf "
              << figure(o.dlperf) << "  " << figure(o.downloadMbps) << "/" << figure(o.uploadMbps)
              << " Mbps down/up  CUDA " << figure(o.cudaMax) << "  disk " << money(o.storagePerGbMonth) << "/GB a month"
              << (o.directPorts > 0 ? QString() : u"  (SSH through the proxy only)"_s)
              << (advice.suggested == k ? u"  <- suggested"_s : QString()) << '\n';
    }
    m_out << advice.sentence << '\n';
    if (advice.suggested)
        m_out << QCoreApplication::translate(
                     "Ctl", "rent it with: gpudeskctl create --offer %1 --image IMAGE --disk %2 --name NAME")
                     .arg(offers[*advice.suggested].id)
                     .arg(query.diskGb > 0 ? query.diskGb : SpecRules::kMinSystemDiskGb)
              << '\n';
    return Ok;
}

int Ctl::offerSpec(InstanceSpec *spec)
{
    if (!m_platform->has<OfferMarket>())
        return usage(QT_TRANSLATE_NOOP(
            "CtlHelp", "this platform rents cards, not machines' offers: create with --region, --gpu and --image"));
    if (!m_parser.isSet(u"offer"_s) || !m_parser.isSet(u"image"_s))
        return usage(
            QT_TRANSLATE_NOOP("CtlHelp",
                              "on a marketplace an instance is rented from a machine's offer: find one with gpudeskctl "
                              "offers --gpu TYPE, then create --offer ID --image IMAGE [--disk GB] [--name NAME]"));
    for (const char *cardOption : {"region", "gpu", "count", "billing", "system-disk", "data-disk", "start-mode"}) {
        if (m_parser.isSet(QString::fromLatin1(cardOption)))
            return usage(
                QCoreApplication::translate(
                    "CtlHelp", "--%1 is the offer's to say here: an offer is one machine, its cards and its place")
                    .arg(QString::fromLatin1(cardOption)));
    }
    spec->offerId = m_parser.value(u"offer"_s).trimmed();
    spec->image = m_parser.value(u"image"_s).trimmed();
    spec->name = m_parser.value(u"name"_s).trimmed();
    if (m_parser.isSet(u"volume"_s)) // mounted where the platform mounts volumes; on the offer's machine only
        spec->dataVolumeId = m_parser.value(u"volume"_s).trimmed();
    int exit = Ok;
    if (m_parser.isSet(u"disk"_s)
        && !(spec->systemDiskGb
             = intOption(u"disk"_s, SpecRules::kMinSystemDiskGb, SpecRules::kMaxSystemDiskGb, &exit)))
        return exit;
    if (m_parser.isSet(u"port"_s) && !(spec->ports = portsOption(&exit)))
        return exit;
    return Ok;
}

// gpudeskctl gpus, offers and create.
#include "cli/createcommands.h"

#include "core/api/codecs.h"
#include "core/api/instancefacets.h"
#include "core/api/jobfacets.h"
#include "core/autostop/autostopscript.h"
#include "core/create/offeradvisor.h"
#include "core/create/specrules.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>

using namespace Qt::StringLiterals;

namespace {

/// A figure without the trailing zeros a JSON reader or a user does not need ("12.4", "0.995").
QString figure(double value)
{
    return QLocale::c().toString(value, 'g', 6);
}

} // namespace

QList<CtlCommand> CreateCommands::table()
{
    return {
        {.path = {u"gpus"_s},
         .summary = QString::fromUtf8(
             QT_TRANSLATE_NOOP("CtlHelp", "the cards with their price per hour and where they are free")),
         .needs = Needs::Login,
         .printsData = true,
         .run = &CtlGroup::run<CreateCommands, &CreateCommands::gpus>},
        {.path = {u"offers"_s},
         .summary = QString::fromUtf8(QT_TRANSLATE_NOOP(
             "CtlHelp", "a marketplace's machines with a card, cheapest first, and which one to take")),
         .details = QString::fromUtf8(QT_TRANSLATE_NOOP(
             "CtlHelp",
             "On a marketplace (Vast.ai) an instance is rented from one machine's offer. Lists the offers from "
             "verified hosts up at least --min-reliability of the time with a direct SSH port, and says which it "
             "suggests and why (the cheapest host may go down with your job).")),
         .options = {u"gpu"_s, u"count"_s, u"region"_s, u"max-price"_s, u"min-reliability"_s, u"disk"_s, u"volume"_s},
         .needs = Needs::Login,
         .printsData = true,
         .run = &CtlGroup::run<CreateCommands, &CreateCommands::offers>},
        {.path = {u"create"_s},
         .summary
         = QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "a new instance, from --spec FILE.json or the options")),
         .details = QString::fromUtf8(QT_TRANSLATE_NOOP(
             "CtlHelp",
             "Needs --name, --region, --gpu and --image unless --spec gives them; on a marketplace, --offer and "
             "--image (with --disk and --name if you like); on a Slurm cluster, --name, --region (the partition) and "
             "--gpu, with --count and --time if you like, and --image only where the cluster runs containers "
             "(pyxis: &containers=pyxis in its address). Autostop is on unless --autostop off, where the "
             "platform runs startup scripts.")),
         .options = {u"spec"_s, u"name"_s, u"region"_s, u"gpu"_s, u"count"_s, u"image"_s, u"billing"_s,
                     u"system-disk"_s, u"data-disk"_s, u"volume"_s, u"port"_s, u"start-mode"_s, u"autostop"_s,
                     u"offer"_s, u"disk"_s, u"time"_s, u"cpus"_s, u"memory"_s},
         .needs = Needs::Login,
         .printsData = true,
         .run = &CtlGroup::run<CreateCommands, &CreateCommands::create>},
    };
}

CtlExit CreateCommands::gpus(const QStringList &)
{
    const auto types = awaitAnswer<QList<GpuType>>(
        [&](QObject *c, Platform::Done<QList<GpuType>> done) { m_ctx.platform().gpuTypes(c, std::move(done)); });
    if (!types.ok())
        return m_ctx.failed(types.error(), QT_TRANSLATE_NOOP("CtlHelp", "reading the cards"));
    const auto stock = awaitAnswer<QList<Stock>>(
        [&](QObject *c, Platform::Done<QList<Stock>> done) { m_ctx.platform().stock(c, std::move(done)); });
    if (!stock.ok())
        return m_ctx.failed(stock.error(), QT_TRANSLATE_NOOP("CtlHelp", "reading where cards are free"));
    QJsonArray items;
    for (const GpuType &g : types.value()) {
        QJsonArray where;
        QStringList free;
        for (const Stock &s : stock.value()) {
            if (s.gpuType != g.id)
                continue;
            QJsonObject o{{u"region"_s, s.region}, {u"available"_s, s.available}, {u"capacity"_s, s.capacity}};
            if (s.level)
                o.insert(u"level"_s, *s.level);
            where.append(o);
            // A platform that gives a level says how much; one that counts says how many.
            if (s.level && s.available > 0)
                free << u"%1 %2"_s.arg(s.region, *s.level);
            else if (!s.level && s.available > 0)
                free << u"%1 %2/%3 free"_s.arg(s.region).arg(s.available).arg(s.capacity);
        }
        const bool priced = !m_ctx.platform().traits().gpuHoursOnly;
        if (m_ctx.json()) {
            QJsonObject item{{u"id"_s, g.id}, {u"name"_s, g.name}, {u"vram_gb"_s, g.vramGb}, {u"stock"_s, where}};
            if (priced) {
                item.insert(u"price_per_hour"_s, m_ctx.currency().decimal(g.pricePerHour));
                item.insert(u"currency"_s, m_ctx.currency().code());
            }
            QJsonArray sizes;
            for (const GpuType::Size &s : g.sizes)
                sizes.append(QJsonObject{{u"gpus"_s, s.gpus},
                                         {u"cpus"_s, s.cpus},
                                         {u"memory_gb"_s, s.memoryGb},
                                         {u"price_per_hour"_s, m_ctx.currency().decimal(s.pricePerHour)}});
            if (!sizes.isEmpty())
                item.insert(u"sizes"_s, sizes);
            items.append(item);
            continue;
        }
        m_out << g.name;
        if (g.vramGb > 0)
            m_out << "  " << g.vramGb << " GB";
        if (priced)
            m_out << "  " << m_ctx.money(g.pricePerHour) << "/h per GPU";
        m_out << "  " << (free.isEmpty() ? u"none free now"_s : free.join(u", "_s));
        if (g.name != g.id)
            m_out << "  (--gpu '" << g.id << "')";
        m_out << '\n';
        // Rented in sizes: each machine priced whole, chosen with --count and --cpus.
        for (const GpuType::Size &s : g.sizes)
            m_out << "    "
                  << QCoreApplication::translate(
                         "Ctl", "%1 × GPU, %2 cores, %3 GB memory: %4/h (--count %1 --cpus %2 --memory %3)")
                         .arg(s.gpus)
                         .arg(s.cpus)
                         .arg(s.memoryGb)
                         .arg(m_ctx.money(s.pricePerHour))
                  << '\n';
    }
    if (m_ctx.json())
        m_ctx.printJson(items);
    return Ok;
}

CtlExit CreateCommands::offers(const QStringList &)
{
    OfferMarket *market = m_ctx.need<OfferMarket>();
    if (!market)
        return Failed;
    OfferQuery query;
    query.gpuType = m_ctx.value(u"gpu"_s);
    query.countryCode = m_ctx.value(u"region"_s).trimmed().toUpper();
    if (m_ctx.isSet(u"count"_s)) {
        const CtlGot<int> given = m_ctx.intOption(u"count"_s, 1, 16);
        if (!given)
            return given.exit();
        query.gpuCount = *given;
    }
    if (m_ctx.isSet(u"disk"_s)) {
        const CtlGot<int> given = m_ctx.intOption(u"disk"_s, SpecRules::kMinSystemDiskGb, SpecRules::kMaxSystemDiskGb);
        if (!given)
            return given.exit();
        query.diskGb = *given;
    }
    if (m_ctx.isSet(u"max-price"_s)) {
        const auto most = m_ctx.moneyOption(u"max-price"_s);
        if (!most)
            return most.exit();
        query.maxPricePerHour = *most;
    }
    if (m_ctx.isSet(u"min-reliability"_s)) {
        const auto share
            = m_ctx.fractionOption(u"min-reliability"_s, true, u"a share of the time from 0 to 1, e.g. 0.98"_s);
        if (!share)
            return share.exit();
        query.minReliability = *share;
    }
    // A volume is used only by an instance on its own machine: that machine's offers.
    if (m_ctx.isSet(u"volume"_s)) {
        VolumeStorage *storage = m_ctx.need<VolumeStorage>();
        if (!storage)
            return Failed;
        const auto listed = awaitAnswer<QList<Volume>>(
            [&](QObject *c, Platform::Done<QList<Volume>> done) { storage->volumes(c, std::move(done)); });
        if (!listed.ok())
            return m_ctx.failed(listed.error(), QT_TRANSLATE_NOOP("CtlHelp", "reading the volumes"));
        const QString id = m_ctx.value(u"volume"_s).trimmed();
        const auto it = std::find_if(listed.value().cbegin(), listed.value().cend(),
                                     [&](const Volume &v) { return v.id == id || v.name == id; });
        if (it == listed.value().cend())
            return m_ctx.usage(
                QCoreApplication::translate("CtlHelp", "no volume '%1' (gpudeskctl volumes lists them)").arg(id));
        if (it->machineId)
            query.machineId = *it->machineId;
        if (query.countryCode.isEmpty())
            query.countryCode = it->region;
    }
    const auto found = awaitAnswer<QList<Offer>>(
        [&](QObject *c, Platform::Done<QList<Offer>> done) { OfferAdvisor::find(*market, query, c, std::move(done)); });
    if (!found.ok())
        return m_ctx.failed(found.error(), QT_TRANSLATE_NOOP("CtlHelp", "searching the market"));
    const QList<Offer> &offers = found.value();
    const auto advice = OfferAdvisor::advise(offers, query.minReliability, m_ctx.currency());
    if (m_ctx.json()) {
        QJsonArray items;
        for (qsizetype k = 0; k < offers.size(); ++k) {
            const Offer &o = offers[k];
            QJsonObject item{{u"id"_s, o.id},
                             {u"machine_id"_s, o.machineId},
                             {u"gpu_type"_s, o.gpuType},
                             {u"gpu_name"_s, o.gpuName},
                             {u"gpu_count"_s, o.gpuCount},
                             {u"gpu_memory_gb"_s, o.gpuMemoryGb},
                             {u"price_per_hour"_s, m_ctx.currency().decimal(o.pricePerHour)},
                             {u"storage_per_gb_month"_s, m_ctx.currency().decimal(o.storagePerGbMonth)},
                             {u"currency"_s, m_ctx.currency().code()},
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
                item.insert(u"download_per_tb"_s, m_ctx.currency().decimal(*o.downloadPerTb));
            if (o.uploadPerTb)
                item.insert(u"upload_per_tb"_s, m_ctx.currency().decimal(*o.uploadPerTb));
            items.append(item);
        }
        m_ctx.printJson(items);
        return Ok;
    }
    for (qsizetype k = 0; k < offers.size(); ++k) {
        const Offer &o = offers[k];
        m_out << "offer " << o.id << "  " << m_ctx.money(o.pricePerHour) << "/h  " << o.gpuName << " x" << o.gpuCount
              << "  " << OfferAdvisor::place(o) << "  up " << OfferAdvisor::percent(o.reliability) << "  DLPerf "
              << figure(o.dlperf) << "  " << figure(o.downloadMbps) << "/" << figure(o.uploadMbps)
              << " Mbps down/up  CUDA " << figure(o.cudaMax) << "  disk " << m_ctx.money(o.storagePerGbMonth)
              << "/GB a month" << (o.directPorts > 0 ? QString() : u"  (SSH through the proxy only)"_s)
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

CtlExit CreateCommands::create(const QStringList &)
{
    InstanceSpec spec;
    if (m_ctx.isSet(u"spec"_s)) {
        if (m_ctx.isSet(u"offer"_s) || m_ctx.isSet(u"disk"_s))
            return m_ctx.usage(QT_TRANSLATE_NOOP(
                "CtlHelp",
                "--offer and --disk rent a marketplace machine; with --spec FILE, the file says everything"));
        const auto read = specFile(m_ctx, m_ctx.value(u"spec"_s));
        if (!read)
            return read.exit();
        spec = *read;
    } else if (m_ctx.platform().has<OfferMarket>() || m_ctx.isSet(u"offer"_s)) {
        if (const CtlExit exit = offerSpec(&spec); exit != Ok)
            return exit;
    } else if (m_ctx.platform().traits().batchJobs) {
        if (const CtlExit exit = jobSpec(&spec); exit != Ok)
            return exit;
    } else {
        for (const char *required : {"name", "region", "gpu", "image"}) {
            if (!m_ctx.isSet(QString::fromLatin1(required)))
                return m_ctx.usage(
                    QT_TRANSLATE_NOOP("CtlHelp", "create needs --name, --region, --gpu and --image (or --spec FILE)"));
        }
        if (m_ctx.isSet(u"disk"_s))
            return m_ctx.usage(QT_TRANSLATE_NOOP(
                "CtlHelp", "--disk is a marketplace machine's; here the disks are --system-disk and --data-disk"));
        spec.name = m_ctx.value(u"name"_s);
        spec.region = m_ctx.value(u"region"_s);
        spec.gpuType = m_ctx.value(u"gpu"_s);
        spec.image = m_ctx.value(u"image"_s);
        if (m_ctx.isSet(u"count"_s)) {
            const CtlGot<int> given = m_ctx.intOption(u"count"_s, 1, 8);
            if (!given)
                return given.exit();
            spec.gpuCount = *given;
        }
        if (m_ctx.isSet(u"cpus"_s)) {
            // Where the platform rents the card in sizes (gpudeskctl gpus lists them); else refused there.
            const CtlGot<int> given = m_ctx.intOption(u"cpus"_s, 1, 1024);
            if (!given)
                return given.exit();
            spec.cpus = *given;
        }
        if (m_ctx.isSet(u"memory"_s)) {
            const CtlGot<int> given = m_ctx.intOption(u"memory"_s, 1, 65536);
            if (!given)
                return given.exit();
            spec.memoryGb = *given;
        }
        if (m_ctx.isSet(u"system-disk"_s)) {
            const CtlGot<int> given = m_ctx.intOption(u"system-disk"_s, 1, 100000);
            if (!given)
                return given.exit();
            spec.systemDiskGb = *given;
        }
        if (m_ctx.isSet(u"data-disk"_s)) {
            const CtlGot<int> given = m_ctx.intOption(u"data-disk"_s, 0, 100000);
            if (!given)
                return given.exit();
            spec.dataDiskGb = *given;
        }
        if (m_ctx.isSet(u"billing"_s)) {
            spec.billingMode = fromWireText<BillingMode>(m_ctx.value(u"billing"_s));
            if (spec.billingMode == BillingMode::Unknown)
                return m_ctx.usage(
                    QCoreApplication::translate(
                        "CtlHelp",
                        "--billing is on_demand, package_daily, package_weekly or package_monthly (got '%1')")
                        .arg(m_ctx.value(u"billing"_s)));
        }
        if (m_ctx.isSet(u"volume"_s))
            spec.dataVolumeId = m_ctx.value(u"volume"_s);
        if (m_ctx.isSet(u"start-mode"_s)) {
            spec.startMode = fromWireText<InstanceMode>(m_ctx.value(u"start-mode"_s));
            if (spec.startMode == InstanceMode::Unknown)
                return m_ctx.usage(QCoreApplication::translate("CtlHelp", "--start-mode is gpu or no_gpu (got '%1')")
                                       .arg(m_ctx.value(u"start-mode"_s)));
        }
        if (m_ctx.isSet(u"port"_s)) {
            const CtlGot<QList<int>> given = portsOption();
            if (!given)
                return given.exit();
            spec.ports = *given;
        }
    }
    // Autostop is on unless asked otherwise, where the platform runs startup scripts to carry it.
    std::optional<AutostopSettings> autostop;
    if (m_ctx.platform().has<BootScripts>()) {
        const auto parts = AutostopScript::split(spec.startupScript.value_or(QString()));
        autostop = parts.autostop.value_or(AutostopSettings());
        if (m_ctx.isSet(u"autostop"_s)) {
            const QString given = m_ctx.value(u"autostop"_s).trimmed();
            const auto minutes = AutostopSettings::parseDuration(given);
            if (given == u"off"_s)
                autostop->enabled = false;
            else if (minutes)
                autostop->gpuIdleMinutes = *minutes;
            else
                return m_ctx.usage(
                    QCoreApplication::translate(
                        "CtlHelp", "--autostop is a time from 1 minute to a week (30m, 2h) or off (got '%1')")
                        .arg(given));
        }
        spec.startupScript = AutostopScript::compose(parts.userScript, autostop);
    } else if (m_ctx.isSet(u"autostop"_s) && m_ctx.value(u"autostop"_s).trimmed() != u"off"_s) {
        return m_ctx.usage(
            QT_TRANSLATE_NOOP("CtlHelp", "this platform runs no startup scripts, so it cannot carry autostop"));
    }
    const auto r = awaitAnswer<Instance>(
        [&](QObject *c, Platform::Done<Instance> done) { m_ctx.platform().createInstance(spec, c, std::move(done)); });
    if (!r.ok())
        return m_ctx.failed(r.error(), QT_TRANSLATE_NOOP("CtlHelp", "creating the instance"));
    if (m_ctx.json()) {
        m_ctx.printJson(Codecs::encode(r.value()));
        return Ok;
    }
    // A cluster's job: no money, no no-GPU mode; it waits in the queue and ends at its time limit.
    const PlatformTraits can = m_ctx.platform().traits();
    m_out << (can.batchJobs ? QCoreApplication::translate(
                  "Ctl", "created %1 (%2), %3; it may wait in the cluster's queue (gpudeskctl show says why)")
                            : QCoreApplication::translate(
                                "Ctl", "created %1 (%2), %3; billing starts when it runs (gpudeskctl cost shows it)"))
                 .arg(r.value().id, r.value().name, r.value().state.wire())
          << '\n';
    if (autostop && autostop->enabled && !can.noGpuStart)
        m_out << (can.batchJobs
                      ? QCoreApplication::translate("Ctl",
                                                    "autostop: it ends the job, freeing its cards, after %1 idle; "
                                                    "change it with gpudeskctl autostop %2")
                      : QCoreApplication::translate(
                          "Ctl", "autostop: it stops by itself after %1 idle; change it with gpudeskctl autostop %2"))
                     .arg(AutostopSettings::durationText(autostop->gpuIdleMinutes), r.value().id)
              << '\n';
    else if (autostop && autostop->enabled)
        m_out << QCoreApplication::translate("Ctl",
                                             "autostop: it stops by itself after %1 idle in GPU mode (%2 in no-GPU "
                                             "mode); change it with gpudeskctl autostop %3")
                     .arg(AutostopSettings::durationText(autostop->gpuIdleMinutes),
                          AutostopSettings::durationText(autostop->noGpuIdleMinutes), r.value().id)
              << '\n';
    else if (autostop)
        m_out << (can.gpuHoursOnly ? QCoreApplication::translate(
                      "Ctl", "autostop: off; a forgotten job holds its cards until its time limit")
                                   : QCoreApplication::translate(
                                       "Ctl", "autostop: off; a forgotten instance bills until you stop it"))
              << '\n';
    return Ok;
}

CtlGot<InstanceSpec> CreateCommands::specFile(CtlContext &context, const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return context.usage(
            QCoreApplication::translate("CtlHelp", "cannot read %1: %2").arg(file.fileName(), file.errorString()));
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &parseError);
    if (!doc.isObject())
        return context.usage(QCoreApplication::translate("CtlHelp", "%1 is not a JSON object (%2)")
                                 .arg(file.fileName(), parseError.errorString()));
    const auto decoded = Codecs::decode<InstanceSpec>(doc.object());
    if (!decoded.ok())
        return context.usage(
            QCoreApplication::translate("CtlHelp", "%1: %2").arg(file.fileName(), decoded.error().message));
    return decoded.value();
}

CtlExit CreateCommands::offerSpec(InstanceSpec *spec)
{
    if (!m_ctx.platform().has<OfferMarket>())
        return m_ctx.usage(QT_TRANSLATE_NOOP(
            "CtlHelp", "this platform rents cards, not machines' offers: create with --region, --gpu and --image"));
    if (!m_ctx.isSet(u"offer"_s) || !m_ctx.isSet(u"image"_s))
        return m_ctx.usage(
            QT_TRANSLATE_NOOP("CtlHelp",
                              "on a marketplace an instance is rented from a machine's offer: find one with gpudeskctl "
                              "offers --gpu TYPE, then create --offer ID --image IMAGE [--disk GB] [--name NAME]"));
    for (const char *cardOption : {"region", "gpu", "count", "billing", "system-disk", "data-disk", "start-mode"}) {
        if (m_ctx.isSet(QString::fromLatin1(cardOption)))
            return m_ctx.usage(
                QCoreApplication::translate(
                    "CtlHelp", "--%1 is the offer's to say here: an offer is one machine, its cards and its place")
                    .arg(QString::fromLatin1(cardOption)));
    }
    spec->offerId = m_ctx.value(u"offer"_s).trimmed();
    spec->image = m_ctx.value(u"image"_s).trimmed();
    spec->name = m_ctx.value(u"name"_s).trimmed();
    if (m_ctx.isSet(u"volume"_s)) // mounted where the platform mounts volumes; on the offer's machine only
        spec->dataVolumeId = m_ctx.value(u"volume"_s).trimmed();
    if (m_ctx.isSet(u"disk"_s)) {
        const CtlGot<int> given = m_ctx.intOption(u"disk"_s, SpecRules::kMinSystemDiskGb, SpecRules::kMaxSystemDiskGb);
        if (!given)
            return given.exit();
        spec->systemDiskGb = *given;
    }
    if (m_ctx.isSet(u"port"_s)) {
        const CtlGot<QList<int>> given = portsOption();
        if (!given)
            return given.exit();
        spec->ports = *given;
    }
    return Ok;
}

CtlExit CreateCommands::jobSpec(InstanceSpec *spec)
{
    for (const char *required : {"name", "region", "gpu"}) {
        if (!m_ctx.isSet(QString::fromLatin1(required)))
            return m_ctx.usage(QT_TRANSLATE_NOOP(
                "CtlHelp", "on a Slurm cluster, create needs --name, --region (the partition) and --gpu"));
    }
    const auto *containers = m_ctx.platform().facet<ContainerJobs>();
    if (m_ctx.isSet(u"image"_s) && !(containers && containers->runsContainers()))
        return m_ctx.usage(
            QT_TRANSLATE_NOOP("CtlHelp",
                              "--image is for a cluster that runs containers (pyxis): name it in the address with "
                              "&containers=pyxis; without, a job runs the cluster's own software"));
    for (const char *other : {"billing", "system-disk", "data-disk", "volume", "start-mode", "disk", "port"}) {
        if (m_ctx.isSet(QString::fromLatin1(other)))
            return m_ctx.usage(QCoreApplication::translate(
                                   "CtlHelp",
                                   "--%1 is not for a Slurm cluster's job: its software and its shared folders are the "
                                   "cluster's")
                                   .arg(QString::fromLatin1(other)));
    }
    spec->name = m_ctx.value(u"name"_s);
    spec->image = m_ctx.value(u"image"_s).trimmed();
    spec->region = m_ctx.value(u"region"_s);
    spec->gpuType = m_ctx.value(u"gpu"_s);
    if (m_ctx.isSet(u"count"_s)) {
        const CtlGot<int> given = m_ctx.intOption(u"count"_s, 1, 64);
        if (!given)
            return given.exit();
        spec->gpuCount = *given;
    }
    if (m_ctx.isSet(u"time"_s)) {
        const QString given = m_ctx.value(u"time"_s).trimmed();
        const auto minutes = AutostopSettings::parseDuration(given);
        if (!minutes)
            return m_ctx.usage(
                QCoreApplication::translate(
                    "CtlHelp", "--time is how long the job may run, from 1 minute to a week (90m, 2h, 1h30m; got '%1')")
                    .arg(given));
        spec->timeLimitMinutes = *minutes;
    }
    return Ok;
}

CtlGot<QList<int>> CreateCommands::portsOption()
{
    QList<int> ports;
    for (const QString &p : m_ctx.values(u"port"_s)) {
        bool ok = false;
        ports << p.toInt(&ok);
        if (!ok)
            return m_ctx.usage(QCoreApplication::translate("CtlHelp", "--port takes a port number (got '%1')").arg(p));
    }
    // The same rules as the wizard's ports page.
    if (const QString problem = SpecRules::portsProblem(ports); !problem.isEmpty())
        return m_ctx.usage(problem);
    return ports;
}

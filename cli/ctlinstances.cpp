// gpudeskctl: ls, show, create, start, stop, release, wait, events.
#include "cli/ctl.h"

#include <QCoreApplication>

#include "common/rfc3339.h"
#include "core/api/codecs.h"
#include "core/api/instancefacets.h"
#include "core/api/jobfacets.h"
#include "core/autostop/autostopscript.h"
#include "core/create/specrules.h"

#include <QDeadlineTimer>
#include <QEventLoop>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QThread>
#include <QTimer>

using namespace Qt::StringLiterals;

namespace {

QString cards(const Instance &i)
{
    return i.mode == InstanceMode::NoGpu ? u"no GPU (%1)"_s.arg(i.gpuType)
                                         : u"%1 × %2"_s.arg(i.gpuCount).arg(i.gpuType);
}

} // namespace

int Ctl::list(const QStringList &)
{
    const bool released = m_parser.isSet(u"include-released"_s);
    const auto r = awaitAnswer<InstanceList>([&](QObject *c, Platform::Done<InstanceList> done) {
        m_platform->instances({}, released, c, std::move(done));
    });
    if (!r.ok())
        return failed(r.error(), QT_TRANSLATE_NOOP("CtlHelp", "listing instances"));
    rememberNames(r.value().items);
    if (m_json) {
        QJsonArray items;
        for (const Instance &i : r.value().items)
            items.append(Codecs::encode(i));
        printJson(items);
        return Ok;
    }
    if (r.value().items.isEmpty())
        m_out << QCoreApplication::translate(
            "Ctl", "no instances; create one with: gpudeskctl create --name N --region R --gpu TYPE --image I")
              << '\n';
    for (const Instance &i : r.value().items) {
        m_out << i.id << "  " << i.name << "  " << i.state.wire() << "  " << cards(i) << "  " << i.region;
        // A lab's cluster counts GPU-hours: no price, not even a zero one.
        if (!m_platform->traits().gpuHoursOnly)
            m_out << "  " << money(i.meter.ratePerHour) << "/h";
        m_out << '\n';
    }
    return Ok;
}

int Ctl::gpus(const QStringList &)
{
    const auto types = awaitAnswer<QList<GpuType>>(
        [&](QObject *c, Platform::Done<QList<GpuType>> done) { m_platform->gpuTypes(c, std::move(done)); });
    if (!types.ok())
        return failed(types.error(), QT_TRANSLATE_NOOP("CtlHelp", "reading the cards"));
    const auto stock = awaitAnswer<QList<Stock>>(
        [&](QObject *c, Platform::Done<QList<Stock>> done) { m_platform->stock(c, std::move(done)); });
    if (!stock.ok())
        return failed(stock.error(), QT_TRANSLATE_NOOP("CtlHelp", "reading where cards are free"));
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
        const bool priced = !m_platform->traits().gpuHoursOnly;
        if (m_json) {
            QJsonObject item{{u"id"_s, g.id}, {u"name"_s, g.name}, {u"vram_gb"_s, g.vramGb}, {u"stock"_s, where}};
            if (priced) {
                item.insert(u"price_per_hour"_s, currency().decimal(g.pricePerHour));
                item.insert(u"currency"_s, currency().code());
            }
            items.append(item);
            continue;
        }
        m_out << g.name;
        if (g.vramGb > 0)
            m_out << "  " << g.vramGb << " GB";
        if (priced)
            m_out << "  " << money(g.pricePerHour) << "/h per GPU";
        m_out << "  " << (free.isEmpty() ? u"none free now"_s : free.join(u", "_s));
        if (g.name != g.id)
            m_out << "  (--gpu '" << g.id << "')";
        m_out << '\n';
    }
    if (m_json)
        printJson(items);
    return Ok;
}

int Ctl::show(const QStringList &words)
{
    int exit = Ok;
    const auto found = findInstance(words.value(0), &exit);
    if (!found)
        return exit;
    const auto r = awaitAnswer<Instance>(
        [&](QObject *c, Platform::Done<Instance> done) { m_platform->instance(found->id, c, std::move(done)); });
    if (!r.ok())
        return failed(r.error(), QT_TRANSLATE_NOOP("CtlHelp", "reading the instance"));
    if (m_json) {
        printJson(Codecs::encode(r.value()));
        return Ok;
    }
    const Instance &i = r.value();
    m_out << "id: " << i.id << "\nname: " << i.name << "\nstate: " << i.state.wire() << " (" << i.stateReason.wire()
          << ")\n"
          << "gpus: " << cards(i) << "\nregion: " << i.region << '\n';
    if (!i.image.isEmpty()) // a cluster's job runs the cluster's own software
        m_out << "image: " << i.image << '\n';
    if (!m_platform->traits().gpuHoursOnly)
        m_out << "billing: " << i.billingMode.wire() << "\nrate: " << money(i.meter.ratePerHour) << "/h\n";
    if (i.ssh) {
        m_out << "ssh: ssh -p " << i.ssh->port << ' ' << i.ssh->user << '@' << i.ssh->host << '\n';
        if (i.ssh->shellOnly)
            m_out << "  "
                  << QCoreApplication::translate(
                         "Ctl",
                         "(a relay that carries a shell only: scp, sftp, rsync and tunnels need a direct "
                         "connection, which the instance has while it runs)")
                  << '\n';
        if (i.ssh->viaProxy)
            m_out << "  "
                  << QCoreApplication::translate(
                         "Ctl",
                         "(through the platform's SSH proxy: transfers are slower, and the machine's ports are "
                         "reached only through a tunnel: gpudeskctl tunnel)")
                  << '\n';
        m_out << "host key: "
              << (i.ssh->hostKeyFingerprint.isEmpty() ? QCoreApplication::translate(
                      "Ctl", "not given by the platform; compare it when ssh first asks, then it is pinned")
                                                      : i.ssh->hostKeyFingerprint)
              << '\n';
    }
    if (i.dataDisk)
        m_out << "data disk: " << i.dataDisk->sizeGb << " GB" << (i.dataDisk->volumeId ? u" (volume)"_s : QString())
              << '\n';
    for (const ServicePort &p : i.ports)
        m_out << "port " << p.port << ": "
              << p.publicUrl.value_or(QCoreApplication::translate("Ctl", "not relayed (not running)")) << '\n';
    if (i.stopAt)
        m_out << (i.stopReason && i.stopReason->value() == StateReason::TimeLimit ? "time limit ends at: "
                                                                                  : "stops at: ")
              << Rfc3339::format(*i.stopAt) << '\n';
    if (i.queue) {
        const QueueWait &q = *i.queue;
        m_out << "queued: ";
        if (q.position && q.expectedStart)
            m_out << QCoreApplication::translate("Ctl", "%1, number %2 in line, expected to start at %3")
                         .arg(q.reason)
                         .arg(*q.position)
                         .arg(Rfc3339::format(*q.expectedStart));
        else if (q.position)
            m_out << QCoreApplication::translate("Ctl", "%1, number %2 in line").arg(q.reason).arg(*q.position);
        else if (q.expectedStart)
            m_out << QCoreApplication::translate("Ctl", "%1, expected to start at %2")
                         .arg(q.reason, Rfc3339::format(*q.expectedStart));
        else
            m_out << q.reason;
        m_out << '\n';
    }
    return Ok;
}

std::optional<QList<int>> Ctl::portsOption(int *exit)
{
    QList<int> ports;
    for (const QString &p : m_parser.values(u"port"_s)) {
        bool ok = false;
        ports << p.toInt(&ok);
        if (!ok) {
            *exit = usage(QCoreApplication::translate("CtlHelp", "--port takes a port number (got '%1')").arg(p));
            return std::nullopt;
        }
    }
    // The same rules as the wizard's ports page.
    if (const QString problem = SpecRules::portsProblem(ports); !problem.isEmpty()) {
        *exit = usage(problem);
        return std::nullopt;
    }
    return ports;
}

std::optional<double> Ctl::fractionOption(const QString &name, bool zeroAllowed, const QString &what, int *exit)
{
    bool ok = false;
    const double v = m_parser.value(name).toDouble(&ok);
    if (!ok || v > 1 || v < 0 || (v == 0 && !zeroAllowed)) {
        *exit = usage(
            QCoreApplication::translate("CtlHelp", "--%1 is %2 (got '%3')").arg(name, what, m_parser.value(name)));
        return std::nullopt;
    }
    return v;
}

int Ctl::jobSpec(InstanceSpec *spec)
{
    for (const char *required : {"name", "region", "gpu"}) {
        if (!m_parser.isSet(QString::fromLatin1(required)))
            return usage(QT_TRANSLATE_NOOP(
                "CtlHelp", "on a Slurm cluster, create needs --name, --region (the partition) and --gpu"));
    }
    const auto *containers = m_platform->facet<ContainerJobs>();
    if (m_parser.isSet(u"image"_s) && !(containers && containers->runsContainers()))
        return usage(
            QT_TRANSLATE_NOOP("CtlHelp",
                              "--image is for a cluster that runs containers (pyxis): name it in the address with "
                              "&containers=pyxis; without, a job runs the cluster's own software"));
    for (const char *other : {"billing", "system-disk", "data-disk", "volume", "start-mode", "disk", "port"}) {
        if (m_parser.isSet(QString::fromLatin1(other)))
            return usage(QCoreApplication::translate(
                             "CtlHelp",
                             "--%1 is not for a Slurm cluster's job: its software and its shared folders are the "
                             "cluster's")
                             .arg(QString::fromLatin1(other)));
    }
    spec->name = m_parser.value(u"name"_s);
    spec->image = m_parser.value(u"image"_s).trimmed();
    spec->region = m_parser.value(u"region"_s);
    spec->gpuType = m_parser.value(u"gpu"_s);
    int exit = Ok;
    if (m_parser.isSet(u"count"_s) && !(spec->gpuCount = intOption(u"count"_s, 1, 64, &exit)))
        return exit;
    if (m_parser.isSet(u"time"_s)) {
        const QString given = m_parser.value(u"time"_s).trimmed();
        const auto minutes = AutostopSettings::parseDuration(given);
        if (!minutes)
            return usage(
                QCoreApplication::translate(
                    "CtlHelp", "--time is how long the job may run, from 1 minute to a week (90m, 2h, 1h30m; got '%1')")
                    .arg(given));
        spec->timeLimitMinutes = *minutes;
    }
    return Ok;
}

std::optional<InstanceSpec> Ctl::specFile(const QString &path, int *exit)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *exit = usage(
            QCoreApplication::translate("CtlHelp", "cannot read %1: %2").arg(file.fileName(), file.errorString()));
        return std::nullopt;
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &parseError);
    if (!doc.isObject()) {
        *exit = usage(QCoreApplication::translate("CtlHelp", "%1 is not a JSON object (%2)")
                          .arg(file.fileName(), parseError.errorString()));
        return std::nullopt;
    }
    const auto decoded = Codecs::decode<InstanceSpec>(doc.object());
    if (!decoded.ok()) {
        *exit = usage(QCoreApplication::translate("CtlHelp", "%1: %2").arg(file.fileName(), decoded.error().message));
        return std::nullopt;
    }
    return decoded.value();
}

int Ctl::create(const QStringList &)
{
    InstanceSpec spec;
    if (m_parser.isSet(u"spec"_s)) {
        if (m_parser.isSet(u"offer"_s) || m_parser.isSet(u"disk"_s))
            return usage(QT_TRANSLATE_NOOP(
                "CtlHelp",
                "--offer and --disk rent a marketplace machine; with --spec FILE, the file says everything"));
        int exit = Ok;
        const auto read = specFile(m_parser.value(u"spec"_s), &exit);
        if (!read)
            return exit;
        spec = *read;
    } else if (m_platform->has<OfferMarket>() || m_parser.isSet(u"offer"_s)) {
        if (const int exit = offerSpec(&spec); exit != Ok)
            return exit;
    } else if (m_platform->traits().batchJobs) {
        if (const int exit = jobSpec(&spec); exit != Ok)
            return exit;
    } else {
        for (const char *required : {"name", "region", "gpu", "image"}) {
            if (!m_parser.isSet(QString::fromLatin1(required)))
                return usage(
                    QT_TRANSLATE_NOOP("CtlHelp", "create needs --name, --region, --gpu and --image (or --spec FILE)"));
        }
        if (m_parser.isSet(u"disk"_s))
            return usage(QT_TRANSLATE_NOOP(
                "CtlHelp", "--disk is a marketplace machine's; here the disks are --system-disk and --data-disk"));
        spec.name = m_parser.value(u"name"_s);
        spec.region = m_parser.value(u"region"_s);
        spec.gpuType = m_parser.value(u"gpu"_s);
        spec.image = m_parser.value(u"image"_s);
        int exit = Ok;
        if (m_parser.isSet(u"count"_s) && !(spec.gpuCount = intOption(u"count"_s, 1, 8, &exit)))
            return exit;
        if (m_parser.isSet(u"system-disk"_s) && !(spec.systemDiskGb = intOption(u"system-disk"_s, 1, 100000, &exit)))
            return exit;
        if (m_parser.isSet(u"data-disk"_s) && !(spec.dataDiskGb = intOption(u"data-disk"_s, 0, 100000, &exit)))
            return exit;
        if (m_parser.isSet(u"billing"_s)) {
            spec.billingMode = fromWireText<BillingMode>(m_parser.value(u"billing"_s));
            if (spec.billingMode == BillingMode::Unknown)
                return usage(QCoreApplication::translate(
                                 "CtlHelp", "--billing is on_demand, package_daily or package_weekly (got '%1')")
                                 .arg(m_parser.value(u"billing"_s)));
        }
        if (m_parser.isSet(u"volume"_s))
            spec.dataVolumeId = m_parser.value(u"volume"_s);
        if (m_parser.isSet(u"start-mode"_s)) {
            spec.startMode = fromWireText<InstanceMode>(m_parser.value(u"start-mode"_s));
            if (spec.startMode == InstanceMode::Unknown)
                return usage(QCoreApplication::translate("CtlHelp", "--start-mode is gpu or no_gpu (got '%1')")
                                 .arg(m_parser.value(u"start-mode"_s)));
        }
        if (m_parser.isSet(u"port"_s) && !(spec.ports = portsOption(&exit)))
            return exit;
    }
    // Autostop is on unless asked otherwise, where the platform runs startup scripts to carry it.
    std::optional<AutostopSettings> autostop;
    if (m_platform->has<BootScripts>()) {
        const auto parts = AutostopScript::split(spec.startupScript.value_or(QString()));
        autostop = parts.autostop.value_or(AutostopSettings());
        if (m_parser.isSet(u"autostop"_s)) {
            const QString given = m_parser.value(u"autostop"_s).trimmed();
            const auto minutes = AutostopSettings::parseDuration(given);
            if (given == u"off"_s)
                autostop->enabled = false;
            else if (minutes)
                autostop->gpuIdleMinutes = *minutes;
            else
                return usage(QCoreApplication::translate(
                                 "CtlHelp", "--autostop is a time from 1 minute to a week (30m, 2h) or off (got '%1')")
                                 .arg(given));
        }
        spec.startupScript = AutostopScript::compose(parts.userScript, autostop);
    } else if (m_parser.isSet(u"autostop"_s) && m_parser.value(u"autostop"_s).trimmed() != u"off"_s) {
        return usage(
            QT_TRANSLATE_NOOP("CtlHelp", "this platform runs no startup scripts, so it cannot carry autostop"));
    }
    const auto r = awaitAnswer<Instance>(
        [&](QObject *c, Platform::Done<Instance> done) { m_platform->createInstance(spec, c, std::move(done)); });
    if (!r.ok())
        return failed(r.error(), QT_TRANSLATE_NOOP("CtlHelp", "creating the instance"));
    if (m_json) {
        printJson(Codecs::encode(r.value()));
        return Ok;
    }
    // A cluster's job: no money, no no-GPU mode; it waits in the queue and ends at its time limit.
    const PlatformTraits can = m_platform->traits();
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

int Ctl::start(const QStringList &words)
{
    int exit = Ok;
    const auto found = findInstance(words.value(0), &exit);
    if (!found)
        return exit;
    const InstanceMode mode = m_parser.isSet(u"no-gpu"_s) ? InstanceMode::NoGpu : InstanceMode::Gpu;
    // Another card (the seed's cheap card, then the big one): its type, else the one it has.
    const bool otherCard = m_parser.isSet(u"gpu"_s) || m_parser.isSet(u"count"_s);
    if (otherCard && mode == InstanceMode::NoGpu)
        return usage(QT_TRANSLATE_NOOP("CtlHelp",
                                       "--gpu and --count choose the cards of a start with them; leave out --no-gpu"));
    int count = found->gpuCount;
    if (m_parser.isSet(u"count"_s)) {
        const auto n = intOption(u"count"_s, 1, 8, &exit);
        if (!n)
            return exit;
        count = *n;
    }
    const QString gpuType = m_parser.isSet(u"gpu"_s) ? m_parser.value(u"gpu"_s).trimmed() : found->gpuType;
    CardChange *change = otherCard ? need<CardChange>() : nullptr;
    if (otherCard && !change)
        return Failed;
    const auto r = awaitAnswer<Instance>([&](QObject *c, Platform::Done<Instance> done) {
        if (change)
            change->startOnCard(found->id, gpuType, count, c, std::move(done));
        else
            m_platform->startInstance(found->id, mode, c, std::move(done));
    });
    if (!r.ok())
        return failed(r.error(), u"starting "_s + found->name);
    if (m_json)
        printJson(Codecs::encode(r.value()));
    else if (change)
        m_out
            << QCoreApplication::translate(
                   "Ctl",
                   "%1: %2 on %3 x %4 (was %5 x %6); its disks are kept, and the rate is the new card's from this boot")
                   .arg(found->name, r.value().state.wire())
                   .arg(r.value().gpuCount)
                   .arg(r.value().gpuType)
                   .arg(found->gpuCount)
                   .arg(found->gpuType)
            << '\n';
    else if (mode == InstanceMode::NoGpu)
        m_out << QCoreApplication::translate("Ctl", "%1: %2 in no-GPU mode").arg(found->name, r.value().state.wire())
              << '\n';
    else
        m_out << found->name << ": " << r.value().state.wire() << '\n';
    return Ok;
}

int Ctl::stop(const QStringList &words)
{
    int exit = Ok;
    const auto found = findInstance(words.value(0), &exit);
    if (!found)
        return exit;
    const auto r = awaitAnswer<Instance>(
        [&](QObject *c, Platform::Done<Instance> done) { m_platform->stopInstance(found->id, c, std::move(done)); });
    if (!r.ok())
        return failed(r.error(), u"stopping "_s + found->name);
    if (m_json)
        printJson(Codecs::encode(r.value()));
    else
        m_out << QCoreApplication::translate("Ctl", "%1: %2; its disks are kept and cost storage until released")
                     .arg(found->name, r.value().state.wire())
              << '\n';
    return Ok;
}

int Ctl::release(const QStringList &words)
{
    if (!m_parser.isSet(u"yes"_s))
        return usage(QT_TRANSLATE_NOOP(
            "CtlHelp", "release deletes the instance's system disk and its own data disk; add --yes to confirm"));
    int exit = Ok;
    const auto found = findInstance(words.value(0), &exit);
    if (!found)
        return exit;
    const auto r = awaitAnswer<Instance>(
        [&](QObject *c, Platform::Done<Instance> done) { m_platform->releaseInstance(found->id, c, std::move(done)); });
    if (!r.ok())
        return failed(r.error(), u"releasing "_s + found->name);
    if (m_json)
        printJson(Codecs::encode(r.value()));
    else
        m_out << found->name << ": " << r.value().state.wire() << '\n';
    return Ok;
}

int Ctl::wait(const QStringList &words)
{
    const InstanceState wanted = fromWireText<InstanceState>(m_parser.value(u"state"_s));
    if (wanted == InstanceState::Unknown)
        return usage(
            QT_TRANSLATE_NOOP("CtlHelp",
                              "wait needs --state, one of: creating, starting, running, stopping, stopped, releasing, "
                              "released, failed"));
    int exit = Ok;
    int timeout = 300;
    if (m_parser.isSet(u"timeout"_s)) {
        const auto t = intOption(u"timeout"_s, 1, 86400, &exit);
        if (!t)
            return exit;
        timeout = *t;
    }
    const auto found = findInstance(words.value(0), &exit);
    if (!found)
        return exit;
    const auto reached = waitForState(*found, wanted, timeout, &exit);
    if (!reached)
        return exit;
    if (m_json)
        printJson(Codecs::encode(*reached));
    else
        m_out << found->name << ": " << reached->state.wire() << '\n';
    return Ok;
}

std::optional<Instance> Ctl::waitForState(const Instance &instance, InstanceState wanted, int timeoutSeconds, int *exit)
{
    const QDeadlineTimer deadline(qint64(timeoutSeconds) * 1000);
    QString last;
    for (;;) {
        const auto r = awaitAnswer<Instance>(
            [&](QObject *c, Platform::Done<Instance> done) { m_platform->instance(instance.id, c, std::move(done)); });
        if (!r.ok()) {
            *exit = failed(r.error(), u"waiting for "_s + instance.name);
            return std::nullopt;
        }
        const Instance &i = r.value();
        last = i.state.wire();
        if (i.state == wanted)
            return i;
        if (!Lifecycle::mayBecome(i.state.value(), wanted)) {
            m_err << "gpudeskctl: "
                  << QCoreApplication::translate("Ctl", "%1 is %2 (%3), not %4")
                         .arg(instance.name, last, i.stateReason.wire(), wireText(wanted))
                  << '\n';
            *exit = Failed;
            return std::nullopt;
        }
        if (deadline.hasExpired())
            break;
        QEventLoop pause;
        QTimer::singleShot(std::min<qint64>(1000, deadline.remainingTime()), &pause, &QEventLoop::quit);
        pause.exec();
    }
    m_err
        << "gpudeskctl: "
        << QCoreApplication::translate("Ctl", "%1 is still %2 after %3 s").arg(instance.name, last).arg(timeoutSeconds)
        << '\n';
    *exit = Failed;
    return std::nullopt;
}

int Ctl::events(const QStringList &words)
{
    int exit = Ok;
    const auto found = findInstance(words.value(0), &exit);
    if (!found)
        return exit;
    InstanceHistory *history = need<InstanceHistory>();
    if (!history)
        return Failed;
    const auto r = awaitAnswer<QList<InstanceEvent>>([&](QObject *c, Platform::Done<QList<InstanceEvent>> done) {
        history->instanceEvents(found->id, c, std::move(done));
    });
    if (!r.ok())
        return failed(r.error(), QT_TRANSLATE_NOOP("CtlHelp", "reading events"));
    if (m_json) {
        QJsonArray items;
        for (const InstanceEvent &e : r.value())
            items.append(Codecs::encode(e));
        printJson(items);
        return Ok;
    }
    for (const InstanceEvent &e : r.value())
        m_out << Rfc3339::format(e.at) << "  " << (e.from ? e.from->wire() : u"-"_s) << " → " << e.to.wire() << "  "
              << e.reason.wire() << "  " << e.message << '\n';
    return Ok;
}

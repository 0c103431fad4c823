// gpudeskctl: ls, show, start, stop, release, wait, events.
#include "cli/instancecommands.h"

#include "common/rfc3339.h"
#include "core/api/codecs.h"
#include "core/api/instancefacets.h"
#include "core/autostop/autostopsettings.h"
#include "core/autostop/stopdeadlines.h"
#include "core/model/instancewords.h"

#include <QCoreApplication>
#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace {

QString cards(const Instance &i)
{
    return i.mode == InstanceMode::NoGpu ? u"no GPU (%1)"_s.arg(i.gpuType)
                                         : u"%1 × %2"_s.arg(i.gpuCount).arg(i.gpuType);
}

} // namespace

QList<CtlCommand> InstanceCommands::table()
{
    return {
        {.path = {u"ls"_s},
         .summary = QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "the instances")),
         .options = {u"include-released"_s},
         .needs = Needs::Login,
         .printsData = true,
         .run = &CtlGroup::run<InstanceCommands, &InstanceCommands::list>},
        {.path = {u"show"_s},
         .arguments = u"INSTANCE"_s,
         .summary = QString::fromUtf8(
             QT_TRANSLATE_NOOP("CtlHelp", "one instance (an INSTANCE is its id, its unique name or its ssh alias)")),
         .needs = Needs::Login,
         .printsData = true,
         .words = {Word::Instance},
         .run = &CtlGroup::run<InstanceCommands, &InstanceCommands::show>},
        {.path = {u"start"_s},
         .arguments = u"INSTANCE"_s,
         .summary = QString::fromUtf8(
             QT_TRANSLATE_NOOP("CtlHelp", "boot it (no-GPU mode: the small no-GPU rate instead of the card's)")),
         .details = QString::fromUtf8(QT_TRANSLATE_NOOP(
             "CtlHelp",
             "--gpu TYPE [--count N] starts a stopped instance on another card in its region (gpudeskctl gpus lists "
             "them): its disks, ports and startup script are kept, the rate is the new card's from this boot, and the "
             "ledger names each boot's card. Refused with the reason when the image's CUDA cannot drive the card, none "
             "is free there (with where and which are), or the account may not rent it.")),
         .options = {u"no-gpu"_s, u"gpu"_s, u"count"_s},
         .needs = Needs::Login,
         .printsData = true,
         .words = {Word::Instance},
         .run = &CtlGroup::run<InstanceCommands, &InstanceCommands::start>},
        {.path = {u"stop"_s},
         .arguments = u"INSTANCE"_s,
         .summary = QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "stop it (disks kept; storage still costs)")),
         .needs = Needs::Login,
         .printsData = true,
         .words = {Word::Instance},
         .run = &CtlGroup::run<InstanceCommands, &InstanceCommands::stop>},
        {.path = {u"reboot"_s},
         .arguments = u"INSTANCE"_s,
         .summary = QString::fromUtf8(
             QT_TRANSLATE_NOOP("CtlHelp", "restart its system, keeping its card (what runs in it is ended)")),
         .needs = Needs::Login,
         .printsData = true,
         .words = {Word::Instance},
         .run = &CtlGroup::run<InstanceCommands, &InstanceCommands::reboot>},
        {.path = {u"stop-at"_s},
         .arguments = u"INSTANCE"_s,
         .summary = QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "have the platform stop it at a time of yours")),
         .details = QString::fromUtf8(
             QT_TRANSLATE_NOOP("CtlHelp",
                               "--in DURATION (45m, 2h, 1h30m) from now, or --at TIME (2026-12-08T07:30:00Z, "
                               "platform time); --cancel removes it. The platform stops it then, whether "
                               "gpudesk runs or not, in use or not.")),
         .options = {u"in"_s, u"at"_s, u"cancel"_s},
         .needs = Needs::Login,
         .printsData = true,
         .words = {Word::Instance},
         .run = &CtlGroup::run<InstanceCommands, &InstanceCommands::stopAt>},
        {.path = {u"release"_s},
         .arguments = u"INSTANCE"_s,
         .summary = QString::fromUtf8(
             QT_TRANSLATE_NOOP("CtlHelp", "delete it with its system disk and own data disk (needs --yes)")),
         .options = {u"yes"_s},
         .needs = Needs::Login,
         .printsData = true,
         .words = {Word::Instance},
         .run = &CtlGroup::run<InstanceCommands, &InstanceCommands::release>},
        {.path = {u"wait"_s},
         .arguments = u"INSTANCE"_s,
         .summary = QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "wait until it is in --state")),
         .options = {u"state"_s, u"timeout"_s},
         .needs = Needs::Login,
         .printsData = true,
         .words = {Word::Instance},
         .run = &CtlGroup::run<InstanceCommands, &InstanceCommands::wait>},
        {.path = {u"events"_s},
         .arguments = u"INSTANCE"_s,
         .summary = QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "its state changes and why")),
         .needs = Needs::Login,
         .printsData = true,
         .words = {Word::Instance},
         .run = &CtlGroup::run<InstanceCommands, &InstanceCommands::events>},
    };
}

CtlExit InstanceCommands::list(const QStringList &)
{
    const bool released = m_ctx.isSet(u"include-released"_s);
    const auto r = awaitAnswer<InstanceList>([&](QObject *c, Platform::Done<InstanceList> done) {
        m_ctx.platform().instances({}, released, c, std::move(done));
    });
    if (!r.ok())
        return m_ctx.failed(r.error(), QT_TRANSLATE_NOOP("CtlHelp", "listing instances"));
    m_ctx.rememberNames(r.value().items);
    if (m_ctx.json()) {
        QJsonArray items;
        for (const Instance &i : r.value().items)
            items.append(Codecs::encode(i));
        m_ctx.printJson(items);
        return Ok;
    }
    if (r.value().items.isEmpty())
        m_out << QCoreApplication::translate(
            "Ctl", "no instances; create one with: gpudeskctl create --name N --region R --gpu TYPE --image I")
              << '\n';
    for (const Instance &i : r.value().items) {
        m_out << i.id << "  " << i.name << "  " << i.state.wire() << "  " << cards(i) << "  " << i.region;
        // A lab's cluster counts GPU-hours: no price, not even a zero one.
        if (!m_ctx.platform().traits().gpuHoursOnly)
            m_out << "  " << m_ctx.money(i.meter.ratePerHour) << "/h";
        m_out << '\n';
    }
    return Ok;
}

CtlExit InstanceCommands::show(const QStringList &words)
{
    const auto found = m_ctx.findInstance(words.value(0));
    if (!found)
        return found.exit();
    const auto r = awaitAnswer<Instance>(
        [&](QObject *c, Platform::Done<Instance> done) { m_ctx.platform().instance(found->id, c, std::move(done)); });
    if (!r.ok())
        return m_ctx.failed(r.error(), QT_TRANSLATE_NOOP("CtlHelp", "reading the instance"));
    if (m_ctx.json()) {
        m_ctx.printJson(Codecs::encode(r.value()));
        return Ok;
    }
    const Instance &i = r.value();
    m_out << "id: " << i.id << "\nname: " << i.name << "\nstate: " << i.state.wire() << " (" << i.stateReason.wire()
          << ")\n"
          << "gpus: " << cards(i) << "\nregion: " << i.region << '\n';
    if (!i.image.isEmpty()) // a cluster's job runs the cluster's own software
        m_out << "image: " << i.image << '\n';
    if (!m_ctx.platform().traits().gpuHoursOnly)
        m_out << "billing: " << i.billingMode.wire() << "\nrate: " << m_ctx.money(i.meter.ratePerHour) << "/h\n";
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
        m_out << "data disk: " << i.dataDisk->sizeGb << " GB" << (i.dataDisk->isVolume() ? u" (volume)"_s : QString())
              << (i.dataDisk->device ? u" at "_s + *i.dataDisk->device : QString()) << '\n';
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

CtlExit InstanceCommands::start(const QStringList &words)
{
    const auto found = m_ctx.findInstance(words.value(0));
    if (!found)
        return found.exit();
    const InstanceMode mode = m_ctx.isSet(u"no-gpu"_s) ? InstanceMode::NoGpu : InstanceMode::Gpu;
    // Another card (the seed's cheap card, then the big one): its type, else the one it has.
    const bool otherCard = m_ctx.isSet(u"gpu"_s) || m_ctx.isSet(u"count"_s);
    if (otherCard && mode == InstanceMode::NoGpu)
        return m_ctx.usage(QT_TRANSLATE_NOOP(
            "CtlHelp", "--gpu and --count choose the cards of a start with them; leave out --no-gpu"));
    int count = found->gpuCount;
    if (m_ctx.isSet(u"count"_s)) {
        const auto n = m_ctx.intOption(u"count"_s, 1, 8);
        if (!n)
            return n.exit();
        count = *n;
    }
    const QString gpuType = m_ctx.isSet(u"gpu"_s) ? m_ctx.value(u"gpu"_s).trimmed() : found->gpuType;
    CardChange *change = otherCard ? m_ctx.need<CardChange>() : nullptr;
    if (otherCard && !change)
        return Failed;
    const auto r = awaitAnswer<Instance>([&](QObject *c, Platform::Done<Instance> done) {
        if (change)
            change->startOnCard(found->id, gpuType, count, c, std::move(done));
        else
            m_ctx.platform().startInstance(found->id, mode, c, std::move(done));
    });
    if (!r.ok())
        return m_ctx.failed(r.error(), u"starting "_s + found->name);
    if (m_ctx.json())
        m_ctx.printJson(Codecs::encode(r.value()));
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

CtlExit InstanceCommands::stop(const QStringList &words)
{
    const auto found = m_ctx.findInstance(words.value(0));
    if (!found)
        return found.exit();
    const auto r = awaitAnswer<Instance>([&](QObject *c, Platform::Done<Instance> done) {
        m_ctx.platform().stopInstance(found->id, c, std::move(done));
    });
    if (!r.ok())
        return m_ctx.failed(r.error(), u"stopping "_s + found->name);
    if (m_ctx.json())
        m_ctx.printJson(Codecs::encode(r.value()));
    else
        m_out << QCoreApplication::translate("Ctl", "%1: %2; its disks are kept and cost storage until released")
                     .arg(found->name, r.value().state.wire())
              << '\n';
    return Ok;
}

CtlExit InstanceCommands::reboot(const QStringList &words)
{
    Reboots *reboots = m_ctx.need<Reboots>();
    if (!reboots)
        return Failed;
    const auto found = m_ctx.findInstance(words.value(0));
    if (!found)
        return found.exit();
    const auto r = awaitAnswer<Instance>(
        [&](QObject *c, Platform::Done<Instance> done) { reboots->rebootInstance(found->id, c, std::move(done)); });
    if (!r.ok())
        return m_ctx.failed(r.error(), u"rebooting "_s + found->name);
    if (m_ctx.json())
        m_ctx.printJson(Codecs::encode(r.value()));
    else
        m_out << QCoreApplication::translate("Ctl", "%1: %2; it is running again in a minute or two")
                     .arg(found->name, r.value().state.wire())
              << '\n';
    return Ok;
}

CtlExit InstanceCommands::stopAt(const QStringList &words)
{
    const int given = int(m_ctx.isSet(u"in"_s)) + int(m_ctx.isSet(u"at"_s)) + int(m_ctx.isSet(u"cancel"_s));
    if (given != 1)
        return m_ctx.usage(QT_TRANSLATE_NOOP("CtlHelp", "give one of --in DURATION, --at TIME or --cancel"));
    std::optional<QDateTime> at;
    if (m_ctx.isSet(u"in"_s)) {
        const auto minutes = AutostopSettings::parseDuration(m_ctx.value(u"in"_s));
        if (!minutes)
            return m_ctx.usage(QT_TRANSLATE_NOOP("CtlHelp", "--in takes a duration such as 45m, 2h or 1h30m"));
        at = m_ctx.platformNow().addSecs(qint64(*minutes) * 60);
    } else if (m_ctx.isSet(u"at"_s)) {
        at = Rfc3339::parse(m_ctx.value(u"at"_s));
        if (!at)
            return m_ctx.usage(QT_TRANSLATE_NOOP("CtlHelp", "--at takes a time such as 2026-12-08T07:30:00Z"));
    }
    if (at)
        at = StopDeadlines::unmarked(*at); // a user's time never reads as an automatic one
    ScheduledStops *stops = m_ctx.need<ScheduledStops>();
    if (!stops)
        return Failed;
    const auto found = m_ctx.findInstance(words.value(0));
    if (!found)
        return found.exit();
    const auto r = awaitAnswer<Instance>(
        [&](QObject *c, Platform::Done<Instance> done) { stops->scheduleStop(found->id, at, c, std::move(done)); });
    if (!r.ok())
        return m_ctx.failed(r.error(), u"scheduling the stop of "_s + found->name);
    if (m_ctx.json())
        m_ctx.printJson(Codecs::encode(r.value()));
    else if (r.value().stopAt)
        m_out << QCoreApplication::translate("Ctl", "%1: the platform stops it at %2 (in %3)")
                     .arg(found->name, Rfc3339::format(*r.value().stopAt),
                          InstanceWords::duration(m_ctx.platformNow().secsTo(*r.value().stopAt)))
              << '\n';
    else
        m_out << QCoreApplication::translate("Ctl", "%1: no stop scheduled").arg(found->name) << '\n';
    return Ok;
}

CtlExit InstanceCommands::release(const QStringList &words)
{
    if (!m_ctx.isSet(u"yes"_s))
        return m_ctx.usage(QT_TRANSLATE_NOOP(
            "CtlHelp", "release deletes the instance's system disk and its own data disk; add --yes to confirm"));
    const auto found = m_ctx.findInstance(words.value(0));
    if (!found)
        return found.exit();
    const auto r = awaitAnswer<Instance>([&](QObject *c, Platform::Done<Instance> done) {
        m_ctx.platform().releaseInstance(found->id, c, std::move(done));
    });
    if (!r.ok())
        return m_ctx.failed(r.error(), u"releasing "_s + found->name);
    if (m_ctx.json())
        m_ctx.printJson(Codecs::encode(r.value()));
    else
        m_out << found->name << ": " << r.value().state.wire() << '\n';
    return Ok;
}

CtlExit InstanceCommands::wait(const QStringList &words)
{
    const InstanceState wanted = fromWireText<InstanceState>(m_ctx.value(u"state"_s));
    if (wanted == InstanceState::Unknown)
        return m_ctx.usage(
            QT_TRANSLATE_NOOP("CtlHelp",
                              "wait needs --state, one of: creating, starting, running, stopping, stopped, releasing, "
                              "released, failed"));
    int timeout = 300;
    if (m_ctx.isSet(u"timeout"_s)) {
        const auto t = m_ctx.intOption(u"timeout"_s, 1, 86400);
        if (!t)
            return t.exit();
        timeout = *t;
    }
    const auto found = m_ctx.findInstance(words.value(0));
    if (!found)
        return found.exit();
    const auto reached = m_ctx.waitForState(*found, wanted, timeout);
    if (!reached)
        return reached.exit();
    if (m_ctx.json())
        m_ctx.printJson(Codecs::encode(*reached));
    else
        m_out << found->name << ": " << reached->state.wire() << '\n';
    return Ok;
}

CtlExit InstanceCommands::events(const QStringList &words)
{
    const auto found = m_ctx.findInstance(words.value(0));
    if (!found)
        return found.exit();
    InstanceHistory *history = m_ctx.need<InstanceHistory>();
    if (!history)
        return Failed;
    const auto r = awaitAnswer<QList<InstanceEvent>>([&](QObject *c, Platform::Done<QList<InstanceEvent>> done) {
        history->instanceEvents(found->id, c, std::move(done));
    });
    if (!r.ok())
        return m_ctx.failed(r.error(), QT_TRANSLATE_NOOP("CtlHelp", "reading events"));
    if (m_ctx.json()) {
        QJsonArray items;
        for (const InstanceEvent &e : r.value())
            items.append(Codecs::encode(e));
        m_ctx.printJson(items);
        return Ok;
    }
    for (const InstanceEvent &e : r.value())
        m_out << Rfc3339::format(e.at) << "  " << (e.from ? e.from->wire() : u"-"_s) << " → " << e.to.wire() << "  "
              << e.reason.wire() << "  " << e.message << '\n';
    return Ok;
}

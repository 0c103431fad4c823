#include "ui/instances/autostoptext.h"

#include <QLocale>

using namespace Qt::StringLiterals;

namespace {

QString clock(const QDateTime &at)
{
    return at.toLocalTime().toString(u"HH:mm"_s);
}

} // namespace

QString AutostopText::duration(int minutes)
{
    if (minutes < 60)
        return tr("%n min", nullptr, minutes);
    if (minutes % 60 == 0)
        return tr("%n h", nullptr, minutes / 60);
    return tr("%1 h %2 min").arg(minutes / 60).arg(minutes % 60);
}

QString AutostopText::settings(const AutostopSettings &s)
{
    if (!s.enabled)
        return tr("off");
    return tr("stops after %1 idle with the GPU, %2 without it")
        .arg(duration(s.gpuIdleMinutes), duration(s.noGpuIdleMinutes));
}

QString AutostopText::forgottenNight(Money ratePerHour, const Currency &currency)
{
    if (ratePerHour <= Money())
        return {};
    return tr("a night forgotten (12 h) costs %1 at %2/h")
        .arg(currency.format(ratePerHour * 12), currency.format(ratePerHour));
}

QString AutostopText::stoppingSoon(const Instance &instance, int minutesLeft, int idleMinutes, const Currency &currency)
{
    // Where nothing is billed (a lab's cluster), no rate of zero is said.
    if (instance.meter.ratePerHour <= Money())
        return tr("Stopping %1 in %n min: idle for %2.", nullptr, minutesLeft)
            .arg(instance.name, duration(idleMinutes));
    return tr("Stopping %1 in %n min: idle for %2 at %3/h.", nullptr, minutesLeft)
        .arg(instance.name, duration(idleMinutes), currency.format(instance.meter.ratePerHour));
}

QString AutostopText::activity(const AutostopState::Activity &a)
{
    if (a.signal == u"gpu"_s)
        return tr("GPU %1% busy (%n process(es))", nullptr, a.processes).arg(a.util);
    if (a.signal == u"starved"_s)
        return tr("GPU memory held at %1% use").arg(a.util);
    if (a.signal == u"sessions"_s)
        return tr("%n SSH terminal(s)", nullptr, a.count);
    if (a.signal == u"connections"_s) {
        QStringList ports;
        for (int p : a.ports)
            ports << QString::number(p);
        return tr("connections to port %1").arg(ports.join(u", "_s));
    }
    if (a.signal == u"transfers"_s)
        return tr("%n transfer(s)", nullptr, a.count);
    if (a.signal == u"cpu"_s)
        return tr("CPU %1% busy").arg(a.percent);
    if (a.signal == u"jobs"_s)
        return tr("running %1").arg(a.names.join(u", "_s));
    if (a.signal == u"hold"_s)
        return a.until ? tr("kept running until %1").arg(clock(*a.until)) : tr("kept running");
    return a.signal;
}

QString AutostopText::decision(const QString &what)
{
    static const QHash<QString, const char *> words{
        {u"watching"_s, QT_TR_NOOP("started watching")},
        {u"active"_s, QT_TR_NOOP("in use")},
        {u"idle"_s, QT_TR_NOOP("idle")},
        {u"starved"_s, QT_TR_NOOP("starved, not idle")},
        {u"cpu_only"_s, QT_TR_NOOP("CPU only")},
        {u"held"_s, QT_TR_NOOP("kept running by hand")},
        {u"armed"_s, QT_TR_NOOP("stop armed")},
        {u"disarmed"_s, QT_TR_NOOP("stop called off")},
        {u"warned"_s, QT_TR_NOOP("warned the terminals")},
        {u"stopping"_s, QT_TR_NOOP("stopped it")},
    };
    const auto it = words.constFind(what);
    return it == words.cend() ? what : tr(*it);
}

QStringList AutostopText::details(const Instance &i, const Facts &f, const Currency &currency,
                                  const QDateTime &platformNow)
{
    QStringList html;
    const QString change = u" · <a href=\"gpudesk:autostop\">%1</a>"_s;
    const bool running = i.state.value() == InstanceState::Running;
    if (!f.settings || !f.settings->enabled) {
        // What it bills while it runs; a stopped instance's meter is its storage.
        const QString night = running ? forgottenNight(i.meter.ratePerHour, currency) : QString();
        html << tr("Off%1").arg(night.isEmpty() ? QString() : tr(" — %1").arg(night)) + change.arg(tr("Turn it on…"));
        return html;
    }
    const bool gpu = i.mode.value() != InstanceMode::NoGpu;
    // Under the details' Autostop heading: what it is set to, then what it sees.
    QString line = settings(*f.settings) + change.arg(tr("Change…"));
    line[0] = line[0].toUpper();
    if (!running) {
        html << line;
        return html;
    }
    html << line;
    const QString keep = u" · <a href=\"gpudesk:keep-running\">%1</a>"_s.arg(tr("Keep running 1 h"));
    if (i.stopAt && i.stopReason && i.stopReason->value() == StateReason::Idle) {
        const qint64 left = std::max<qint64>(0, platformNow.secsTo(*i.stopAt));
        const int idleFor = std::max<int>(0, f.settings->idleMinutes(gpu) - int((left + 59) / 60));
        html << tr("Idle for %1: it stops at %2 (in %n min) unless it is used.", nullptr, int((left + 59) / 60))
                    .arg(duration(idleFor), clock(*i.stopAt))
                + keep;
    } else if (f.state) {
        const AutostopState &s = *f.state;
        QStringList what;
        for (const AutostopState::Activity &a : s.active)
            what << activity(a);
        switch (s.status) {
        case AutostopState::Status::NotRunning:
            html << tr("Not watching this boot yet: the agent starts with the startup script (its log is "
                       "~/.gpudesk/autostop.log).");
            break;
        case AutostopState::Status::Active:
            html << tr("In use: %1.").arg(what.join(tr(", ")));
            break;
        case AutostopState::Status::Idle:
            html << (s.lastActive ? tr("Idle since %1.").arg(clock(*s.lastActive)) : tr("Idle."));
            break;
        case AutostopState::Status::Starved:
            html << tr("Not stopped: %1 — starved, not idle. The card waits for data: more DataLoader workers "
                       "or prefetching usually help.")
                        .arg(what.join(tr(", ")));
            break;
        case AutostopState::Status::CpuOnly:
            html << (f.noGpuRate ? tr("Not stopped: the CPU is busy and the GPU idle. No-GPU mode would cost %1/h "
                                      "instead of %2/h.")
                                       .arg(currency.format(*f.noGpuRate), currency.format(i.meter.ratePerHour))
                                 : tr("Not stopped: the CPU is busy and the GPU idle. No-GPU mode would cost less."));
            break;
        case AutostopState::Status::Held:
            html << tr("Not stopped: %1.").arg(what.join(tr(", ")));
            break;
        }
    } else if (f.reading) {
        html << tr("Asking its agent…");
    } else if (!f.problem.isEmpty()) {
        html << tr("Its agent could not be asked: %1").arg(f.problem.toHtmlEscaped());
    }
    if (!f.consoleUse.isEmpty())
        html << tr("The console sees it used too: %1 — it keeps it running past an idle stop.")
                    .arg(f.consoleUse.join(tr(", ")));
    if (f.state && !f.state->decisions.isEmpty()) {
        QStringList last;
        const auto &d = f.state->decisions;
        for (qsizetype k = d.size() - 1; k >= std::max<qsizetype>(0, d.size() - 3); --k)
            last << tr("%1 %2").arg(clock(d[k].at), decision(d[k].what));
        html << tr("Last decisions: %1").arg(last.join(u" · "_s));
    }
    return html;
}

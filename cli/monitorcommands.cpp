// gpudeskctl monitor: the live GPU panel's samples on a terminal, over one SSH channel.
#include "cli/monitorcommands.h"

#include <QCoreApplication>

#include "common/clock.h"
#include "common/unixsignalwatcher.h"
#include "core/monitor/gpuhints.h"
#include "core/monitor/gpumonitor.h"

#include <QEventLoop>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <QSet>

using namespace Qt::StringLiterals;

namespace {

QString gib(qint64 mib)
{
    return QString::number(double(mib) / 1024.0, 'f', 1);
}

/// One sample on one line: each card, then the host.
QString line(const GpuLiveSample &s)
{
    QStringList parts{s.at.toLocalTime().toString(u"HH:mm:ss"_s)};
    for (const GpuLiveSample::Card &c : s.cards) {
        QString card = u"GPU%1 %2% %3/%4 GB"_s.arg(c.index)
                           .arg(c.utilizationPercent, 3)
                           .arg(gib(c.memoryUsedMiB), gib(c.memoryTotalMiB));
        if (c.powerW)
            card += u" %1 W"_s.arg(qRound(*c.powerW));
        if (c.temperatureC)
            card += u" %1°C"_s.arg(*c.temperatureC);
        parts << card;
    }
    if (s.cards.isEmpty())
        parts << u"no GPU: "_s + s.gpuProblem.section(u'\n', 0, 0);
    QString host = s.cpuPercent ? u"CPU %1%"_s.arg(qRound(*s.cpuPercent)) : u"CPU …"_s;
    if (s.ramUsedBytes && s.ramTotalBytes)
        host += u" RAM %1/%2 GB"_s.arg(gib(*s.ramUsedBytes >> 20), gib(*s.ramTotalBytes >> 20));
    parts << host;
    return parts.join(u"  |  "_s);
}

} // namespace

QList<CtlCommand> MonitorCommands::table()
{
    return {
        {.path = {u"monitor"_s},
         .arguments = u"INSTANCE"_s,
         .summary = QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp",
                                                        "the instance's cards live: utilization, memory, power, "
                                                        "temperature, CPU and RAM, every 2 s until Ctrl+C")),
         .details = QString::fromUtf8(QT_TRANSLATE_NOOP(
             "CtlHelp",
             "One SSH channel stays open and samples every --interval seconds; --count N stops after N samples; "
             "--json prints each sample as one JSON line. After 10 minutes the seed's hints come too: a card that "
             "holds memory and idles waits for its data, cards rented and idle are wasted.")),
         .options = QStringList{u"interval"_s, u"count"_s} + CtlSshAccess::options(),
         .needs = Needs::Login,
         .printsData = true,
         .words = {Word::Instance},
         .run = &CtlGroup::run<MonitorCommands, &MonitorCommands::monitor>},
    };
}

CtlExit MonitorCommands::monitor(const QStringList &words)
{
    CtlExit exit = Ok;
    double seconds = 2;
    if (m_ctx.isSet(u"interval"_s)) {
        bool ok = false;
        seconds = m_ctx.value(u"interval"_s).toDouble(&ok);
        if (!ok || seconds < 0.1 || seconds > 3600)
            return m_ctx.usage(QCoreApplication::translate(
                                   "CtlHelp", "--interval takes seconds between samples, from 0.1 to 3600 (got '%1')")
                                   .arg(m_ctx.value(u"interval"_s)));
    }
    std::optional<int> count;
    if (m_ctx.isSet(u"count"_s)) {
        const CtlGot<int> given = m_ctx.intOption(u"count"_s, 1, 1000000);
        if (!given)
            return given.exit();
        count = *given;
    }
    const auto reached = m_ssh.reachWithKey(words.value(0));
    if (!reached)
        return reached.exit();

    SystemClock clock;
    GpuMonitor monitor(clock);
    QEventLoop loop;
    QList<GpuLiveSample> window;
    QSet<int> said; // each hint once
    int seen = 0;
    QObject::connect(&monitor, &GpuMonitor::sampled, &loop, [&](const GpuLiveSample &s) {
        ++seen;
        window << s;
        while (window.first().at < s.at.addSecs(-GpuHints::kWindowSeconds - 10))
            window.removeFirst();
        const QList<GpuHints::Hint> hints = GpuHints::from(window);
        if (m_ctx.json()) {
            QJsonObject json = s.toJson();
            QJsonArray found;
            for (const GpuHints::Hint &h : hints)
                found.append(
                    QJsonObject{{u"finding"_s, h.finding}, {u"remedies"_s, QJsonArray::fromStringList(h.remedies)}});
            json.insert(u"hints"_s, found);
            m_out << QJsonDocument(json).toJson(QJsonDocument::Compact) << '\n';
        } else {
            m_out << line(s) << '\n';
            for (const GpuHints::Hint &h : hints) {
                if (said.contains(int(h.kind)))
                    continue;
                said.insert(int(h.kind));
                m_out << "hint: " << h.finding << '\n';
                for (const QString &r : h.remedies)
                    m_out << "  - " << r << '\n';
            }
        }
        m_out.flush();
        if (count && seen >= *count)
            loop.quit();
    });
    QObject::connect(&monitor, &GpuMonitor::failed, &loop, [&](const SshFailure &failure) {
        m_err << "gpudeskctl: " << failure.message << '\n';
        exit = Failed;
        loop.quit();
    });
    UnixSignalWatcher interrupts;
    QObject::connect(&interrupts, &UnixSignalWatcher::terminationRequested, &loop, &QEventLoop::quit);
    monitor.start(reached->target, reached->ask, qRound(seconds * 1000));
    loop.exec();
    return exit;
}

// gpudeskctl watch-stock: wait for a card to be free, and make the instance at once if asked.
#include "cli/stockcommands.h"

#include "cli/createcommands.h"

#include <QCoreApplication>

#include "common/unixsignalwatcher.h"
#include "core/autostop/autostopsettings.h"
#include "core/create/stockwatch.h"

#include <QEventLoop>
#include <QTimer>

using namespace Qt::StringLiterals;

QList<CtlCommand> StockCommands::table()
{
    return {
        {.path = {u"watch-stock"_s},
         .summary = QString::fromUtf8(QT_TRANSLATE_NOOP(
             "CtlHelp",
             "wait for a card to be free (in a region, or anywhere), and make the instance at once if asked")),
         .details = QString::fromUtf8(QT_TRANSLATE_NOOP(
             "CtlHelp",
             "Looks at the platform's stock at once, then less and less often (every --interval seconds at "
             "first, up to every 5 minutes). --create-from SPEC.json makes that instance on the card and in the "
             "region found, unless the cards cost more an hour than --max-price; someone faster sends it back to "
             "watching. Prints what it found (and made).")),
         .options = {u"gpu"_s, u"region"_s, u"count"_s, u"max-price"_s, u"create-from"_s, u"timeout"_s, u"interval"_s},
         .needs = Needs::Login,
         .exits
         = QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "3: none free before --timeout; 4: stopped by Ctrl+C.")),
         .run = &CtlGroup::run<StockCommands, &StockCommands::watch>},
    };
}

CtlExit StockCommands::watch(const QStringList &)
{
    CtlExit exit = Ok;
    StockWatch::Wanted wanted;
    wanted.gpuType = m_ctx.value(u"gpu"_s).trimmed();
    if (wanted.gpuType.isEmpty())
        return m_ctx.usage(QT_TRANSLATE_NOOP("CtlHelp", "watch-stock needs --gpu TYPE (gpudeskctl gpus lists them)"));
    if (m_ctx.isSet(u"region"_s))
        wanted.region = m_ctx.value(u"region"_s).trimmed();
    if (m_ctx.isSet(u"count"_s)) {
        const auto n = m_ctx.intOption(u"count"_s, 1, 8);
        if (!n)
            return n.exit();
        wanted.count = *n;
    }
    if (m_ctx.isSet(u"max-price"_s)) {
        const auto ceiling = m_ctx.moneyOption(u"max-price"_s);
        if (!ceiling)
            return ceiling.exit();
        wanted.maxPerHour = *ceiling;
    }
    if (m_ctx.isSet(u"create-from"_s)) {
        const CtlGot<InstanceSpec> spec = CreateCommands::specFile(m_ctx, m_ctx.value(u"create-from"_s));
        if (!spec)
            return spec.exit();
        wanted.createFrom = *spec;
    }
    qint64 timeout = 2 * 3600;
    if (m_ctx.isSet(u"timeout"_s)) {
        // Seconds as for wait, or a duration with its unit.
        const QString text = m_ctx.value(u"timeout"_s).trimmed();
        bool seconds = false;
        const qint64 plain = text.toLongLong(&seconds);
        const auto minutes = seconds ? std::nullopt : AutostopSettings::parseDuration(text);
        if ((seconds && plain < 1) || (!seconds && (!minutes || *minutes < 1)))
            return m_ctx.usage(
                QCoreApplication::translate("CtlHelp",
                                            "--timeout is how long to watch: seconds, or like 30m, 2h or 1d (got '%1')")
                    .arg(text));
        timeout = seconds ? plain : qint64(*minutes) * 60;
    }
    StockWatch::Pace pace;
    if (m_ctx.isSet(u"interval"_s)) {
        bool ok = false;
        const double seconds = m_ctx.value(u"interval"_s).toDouble(&ok);
        if (!ok || seconds < 0.1 || seconds > 3600)
            return m_ctx.usage(
                QCoreApplication::translate(
                    "CtlHelp", "--interval is the seconds before the second look, from 0.1 to 3600 (got '%1')")
                    .arg(m_ctx.value(u"interval"_s)));
        pace.firstMs = qRound(seconds * 1000);
        pace.maxMs = std::max(pace.firstMs, pace.maxMs);
    }

    SystemClock clock;
    StockWatch watch(m_ctx.platform(), clock);
    watch.setCurrency(m_ctx.currency());
    QEventLoop loop;
    m_err << "gpudeskctl: "
          << (wanted.region
                  ? QCoreApplication::translate("Ctl", "watching for %1 x %2 in %3 for %4 min (Ctrl+C stops)")
                        .arg(wanted.count)
                        .arg(wanted.gpuType, *wanted.region)
                        .arg(timeout / 60)
                  : QCoreApplication::translate("Ctl", "watching for %1 x %2 in any region for %3 min (Ctrl+C stops)")
                        .arg(wanted.count)
                        .arg(wanted.gpuType)
                        .arg(timeout / 60))
          << '\n';
    m_err.flush();
    QObject::connect(&watch, &StockWatch::found, &loop, [&](const QString &region, int available) {
        m_out << "free: " << available << " x " << wanted.gpuType << " in " << region << '\n';
        m_out.flush();
        if (!watch.isWatching())
            loop.quit();
    });
    QObject::connect(&watch, &StockWatch::created, &loop, [&](const Instance &i) {
        m_out << QCoreApplication::translate("Ctl", "created %1 (%2) in %3: %4; billing starts once it runs")
                     .arg(i.id, i.name, i.region, i.state.wire())
              << '\n';
        loop.quit();
    });
    QObject::connect(&watch, &StockWatch::failed, &loop, [&](const ApiError &e) {
        exit = m_ctx.failed(e, u"creating from "_s + m_ctx.value(u"create-from"_s));
        loop.quit();
    });
    QObject::connect(&watch, &StockWatch::timedOut, &loop, [&] {
        m_err << "gpudeskctl: "
              << QCoreApplication::translate("Ctl", "none free after %1 min of watching (%2 looks)")
                     .arg(timeout / 60)
                     .arg(watch.looks())
              << '\n';
        exit = NoneFree;
        loop.quit();
    });
    UnixSignalWatcher interrupts;
    QObject::connect(&interrupts, &UnixSignalWatcher::terminationRequested, &loop, [&] {
        exit = Interrupted;
        loop.quit();
    });
    watch.start(wanted, timeout, pace);
    if (watch.isWatching() || exit != Ok)
        loop.exec();
    watch.stop();
    // The platform's stock alert (the phone's) goes with the watch: its removal must reach it.
    if (watch.settling()) {
        QEventLoop settling;
        QObject::connect(&watch, &StockWatch::settled, &settling, &QEventLoop::quit);
        QTimer::singleShot(10000, &settling, &QEventLoop::quit);
        settling.exec();
    }
    return exit;
}

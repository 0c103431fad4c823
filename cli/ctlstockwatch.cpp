// gpudeskctl watch-stock: wait for a card to be free, and make the instance at once if asked.
#include "cli/ctl.h"

#include <QCoreApplication>

#include "common/unixsignalwatcher.h"
#include "core/autostop/autostopsettings.h"
#include "core/create/stockwatch.h"

#include <QEventLoop>
#include <QTimer>

using namespace Qt::StringLiterals;

int Ctl::watchStock(const QStringList &)
{
    int exit = Ok;
    StockWatch::Wanted wanted;
    wanted.gpuType = m_parser.value(u"gpu"_s).trimmed();
    if (wanted.gpuType.isEmpty())
        return usage(QT_TRANSLATE_NOOP("CtlHelp", "watch-stock needs --gpu TYPE (gpudeskctl gpus lists them)"));
    if (m_parser.isSet(u"region"_s))
        wanted.region = m_parser.value(u"region"_s).trimmed();
    if (m_parser.isSet(u"count"_s)) {
        const auto n = intOption(u"count"_s, 1, 8, &exit);
        if (!n)
            return exit;
        wanted.count = *n;
    }
    if (m_parser.isSet(u"max-price"_s)) {
        const auto ceiling = moneyOption(u"max-price"_s, &exit);
        if (!ceiling)
            return exit;
        wanted.maxPerHour = *ceiling;
    }
    if (m_parser.isSet(u"create-from"_s)) {
        wanted.createFrom = specFile(m_parser.value(u"create-from"_s), &exit);
        if (!wanted.createFrom)
            return exit;
    }
    qint64 timeout = 2 * 3600;
    if (m_parser.isSet(u"timeout"_s)) {
        // Seconds as for wait, or a duration with its unit.
        const QString text = m_parser.value(u"timeout"_s).trimmed();
        bool seconds = false;
        const qint64 plain = text.toLongLong(&seconds);
        const auto minutes = seconds ? std::nullopt : AutostopSettings::parseDuration(text);
        if ((seconds && plain < 1) || (!seconds && (!minutes || *minutes < 1)))
            return usage(QCoreApplication::translate(
                             "CtlHelp", "--timeout is how long to watch: seconds, or like 30m, 2h or 1d (got '%1')")
                             .arg(text));
        timeout = seconds ? plain : qint64(*minutes) * 60;
    }
    StockWatch::Pace pace;
    if (m_parser.isSet(u"interval"_s)) {
        bool ok = false;
        const double seconds = m_parser.value(u"interval"_s).toDouble(&ok);
        if (!ok || seconds < 0.1 || seconds > 3600)
            return usage(QCoreApplication::translate(
                             "CtlHelp", "--interval is the seconds before the second look, from 0.1 to 3600 (got '%1')")
                             .arg(m_parser.value(u"interval"_s)));
        pace.firstMs = qRound(seconds * 1000);
        pace.maxMs = std::max(pace.firstMs, pace.maxMs);
    }

    SystemClock clock;
    StockWatch watch(*m_platform, clock);
    watch.setCurrency(currency());
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
        exit = failed(e, u"creating from "_s + m_parser.value(u"create-from"_s));
        loop.quit();
    });
    QObject::connect(&watch, &StockWatch::timedOut, &loop, [&] {
        m_err << "gpudeskctl: "
              << QCoreApplication::translate("Ctl", "none free after %1 min of watching (%2 looks)")
                     .arg(timeout / 60)
                     .arg(watch.looks())
              << '\n';
        exit = 3;
        loop.quit();
    });
    UnixSignalWatcher interrupts;
    QObject::connect(&interrupts, &UnixSignalWatcher::terminationRequested, &loop, [&] {
        exit = 4;
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

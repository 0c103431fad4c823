#include "ui/instances/stockwatchbanner.h"

#include "core/console/console.h"
#include "core/create/stockwatch.h"
#include "ui/widgets/messagestyle.h"
#include "ui/widgets/notifier.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>

using namespace Qt::StringLiterals;

StockWatchBanner::StockWatchBanner(Console &console, StockWatch &watch, Notifier &notifier, QWidget *parent)
    : QWidget(parent)
    , m_console(console)
    , m_watch(watch)
    , m_notifier(notifier)
    , m_text(MessageStyle::paragraph({}, this))
    , m_stop(new QPushButton(tr("Stop watching"), this))
{
    setObjectName(u"stockWatch"_s);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_text, 1);
    layout->addWidget(m_stop);
    connect(m_stop, &QPushButton::clicked, this, [this] {
        m_watch.stop();
        hide();
    });
    connect(&m_watch, &StockWatch::looked, this, &StockWatchBanner::showWatching);
    connect(&m_watch, &StockWatch::found, this, [this](const QString &region, int available) {
        const QString card = m_console.cardName(m_watch.wanted().gpuType), where = m_console.regionName(region);
        if (m_watch.wanted().createFrom) {
            say(tr("A card is free"),
                tr("%1 × %2 free in %3: creating “%4” there now.").arg(available).arg(card, where, m_name), false);
            return;
        }
        say(tr("A card is free"),
            tr("%1 × %2 free in %3 now: create your instance before someone else takes it.")
                .arg(available)
                .arg(card, where),
            false);
        m_stop->hide();
    });
    connect(&m_watch, &StockWatch::created, this, [this](const Instance &i) {
        say(tr("Created %1").arg(i.name),
            tr("“%1” was created on the card you waited for; it appears below as it boots.").arg(i.name), false);
        m_stop->hide();
        m_console.refresh();
    });
    connect(&m_watch, &StockWatch::failed, this, [this](const ApiError &e) {
        say(tr("Not created"), tr("“%1” was not created: %2").arg(m_name, e.sentence(m_console.currency())), true);
        m_stop->hide();
    });
    connect(&m_watch, &StockWatch::timedOut, this, [this] {
        say(tr("No card came free"),
            tr("No %1 came free in %n hour(s) of watching; “%2” was not created.", "", kHours)
                .arg(m_console.cardName(m_watch.wanted().gpuType), m_name),
            true);
        m_stop->hide();
    });
    hide();
}

StockWatchBanner::~StockWatchBanner() = default;

void StockWatchBanner::watch(const InstanceSpec &spec, Money perHour, bool create)
{
    StockWatch::Wanted wanted;
    wanted.gpuType = spec.gpuType;
    wanted.region = spec.region;
    wanted.count = spec.gpuCount.value_or(1);
    wanted.maxPerHour = perHour;
    if (create)
        wanted.createFrom = spec;
    m_name = spec.name;
    m_watch.setCurrency(m_console.currency());
    m_watch.start(wanted, qint64(kHours) * 3600);
    m_stop->show();
    show();
    showWatching();
}

void StockWatchBanner::showWatching()
{
    if (!m_watch.isWatching())
        return;
    const StockWatch::Wanted &w = m_watch.wanted();
    const QDateTime next = m_watch.nextLookAt();
    const QString nextLook = next.isValid()
        ? tr("; next at %1").arg(QLocale().toString(next.toLocalTime().time(), QLocale::ShortFormat))
        : QString();
    const QString card = m_console.cardName(w.gpuType), where = m_console.regionName(w.region.value_or(QString()));
    MessageStyle::say(m_text,
                      w.createFrom
                          ? tr("Watching for %1 × %2 in %3 to create “%4” (looked %n time(s)%5).", "", m_watch.looks())
                                .arg(w.count)
                                .arg(card, where, m_name, nextLook)
                          : tr("Watching for %1 × %2 in %3 (looked %n time(s)%4).", "", m_watch.looks())
                                .arg(w.count)
                                .arg(card, where, nextLook),
                      false);
}

void StockWatchBanner::say(const QString &title, const QString &text, bool problem)
{
    MessageStyle::say(m_text, text, problem);
    show();
    m_notifier.notify(title, text);
}
